// The landing page's data, answered with the login itself. After 'Log in' the browser needs two round trips before
// the first page can show anything: the login, then the page's GETs with the new token. On a phone each is the
// link's latency (150 ms and more); the API is next to this server. So when the portal's sign-in asks for it
// (the `X-Switchboard-Landing` request header), this server, proxying `POST /api/v1/login`, asks the API for the
// landing page's GETs with the token it has just answered, and hands their answers back inside the login's
// (`switchboard_landing`: path → JSON body). The browser uses an answer where it would have made that GET
// (host/src/portal/session/landing-requests.ts) and asks for itself whatever is not there: an answer left out here
// (failed, too large, too slow) only costs the round trip it would have cost anyway.
const { tokenClaims } = require('./token-claims.cjs');

/** The request header the portal's sign-in sends (same origin only: elsewhere it would need a CORS preflight). */
const LANDING_HEADER = 'x-switchboard-landing';
/** Where the answers go in the login's JSON (a name no API field will take). */
const LANDING_FIELD = 'switchboard_landing';
/** An answer larger than this is left for the browser to ask (a login should not carry a large account list). */
const MAX_ANSWER_BYTES = 256 * 1024;
/**
 * The login waits this long at most for the landing answers; those not in by then are left out. Where the browser
 * is near (a LAN), each ms waited here is a ms of the login; a phone saves its latency per answer brought.
 */
const LANDING_TIMEOUT_MS = 500;

const LOGIN_PATH = /^\/api\/v1\/login\/?(\?.*)?$/;

/** Whether this proxied request is a sign-in that asked for its landing answers. */
function wantsLanding(request) {
  return request.method === 'POST' && LOGIN_PATH.test(request.url) && request.headers[LANDING_HEADER] === '1';
}

const SID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The landing page's GETs that carry the token, as the browser's `landingRequests` makes them for a browser that
 * remembers no service provider (host/src/portal/session/landing-requests.ts; a test holds the two together): the
 * service providers, then an admin's every account, a service-provider user's accounts, an account user's account
 * and its limits. None while a step is still to do (forced password change, two-factor set-up).
 */
function landingPaths(answer) {
  if (answer.force_change || answer.two_factor_setup_required) return [];
  const claims = tokenClaims(answer.token);
  const paths = ['/ServiceProviders'];
  const sid = (value) => (typeof value === 'string' && SID.test(value) ? value : null);
  if (claims?.scope === 'admin') paths.push('/Accounts');
  else if (claims?.scope === 'service_provider' && sid(claims.service_provider_sid))
    paths.push(`/ServiceProviders/${claims.service_provider_sid}/Accounts`);
  else if (claims?.scope === 'account' && sid(claims.account_sid))
    paths.push(`/Accounts/${claims.account_sid}`, `/Accounts/${claims.account_sid}/Limits`);
  return paths;
}

/** One GET of the API with the token: its JSON body when it answers 200 in time and not too large, else null. */
async function askApi(upstream, path, token, forwardedFor, signal, fetchImpl) {
  try {
    const response = await fetchImpl(`${upstream}/v1${path}`, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': forwardedFor,
      },
      signal,
    });
    const announced = Number(response.headers.get('content-length') ?? 0);
    if (response.status !== 200 || announced > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) return null;
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The login's answer with its landing answers, as the body to send; the upstream's own bytes when it is not a
 * successful login (an error, a two-factor challenge) or asks for nothing.
 * @param {Buffer} body the API's answer to `POST /login`
 * @param {{upstream: string, forwardedFor: string, fetchImpl?: typeof fetch}} options
 * @returns {Promise<Buffer | string>}
 */
async function withLandingAnswers(body, { upstream, forwardedFor, fetchImpl = fetch }) {
  let answer;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof answer !== 'object' || answer === null || typeof answer.token !== 'string') return body;
  const paths = landingPaths(answer);
  if (paths.length === 0) return body;
  const base = upstream.replace(/\/+$/, '');
  const signal = AbortSignal.timeout(LANDING_TIMEOUT_MS);
  const bodies = await Promise.all(
    paths.map((path) => askApi(base, path, answer.token, forwardedFor, signal, fetchImpl)),
  );
  const landing = Object.fromEntries(
    paths.flatMap((path, index) => (bodies[index] === null ? [] : [[path, bodies[index]]])),
  );
  if (Object.keys(landing).length === 0) return body;
  return JSON.stringify({ ...answer, [LANDING_FIELD]: landing });
}

/** The whole of a stream, as one Buffer. */
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The `/api` proxy's onResponse (@fastify/reply-from): a sign-in that asked for its landing answers and was
 * answered 200 in plain JSON gets them; anything else goes through as it came.
 */
function landingOnResponse(upstream) {
  return (request, reply, res) => {
    const encoding = String(res.headers?.['content-encoding'] ?? 'identity');
    if (!wantsLanding(request) || reply.statusCode !== 200 || encoding !== 'identity') {
      reply.send(res.stream);
      return;
    }
    readAll(res.stream)
      .then((body) => withLandingAnswers(body, { upstream, forwardedFor: request.ip }))
      .then(
        (sent) => {
          reply.removeHeader('content-length');
          reply.send(sent);
        },
        (error) => {
          reply.log.warn({ err: error }, 'login answer could not be read');
          reply.code(502).type('application/json').send({ msg: 'The server cannot be reached' });
        },
      );
  };
}

module.exports = { MAX_ANSWER_BYTES, landingOnResponse, landingPaths };
