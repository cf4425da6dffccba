// The production static server's per-browser overrides (app-server.cjs registers them on the host's server).
const { remoteTargets } = require('./runtime-config.cjs');
const { listReleases, recordOf } = require('./releases.cjs');
const discovery = require('./discovery.cjs');
const { NO_CACHE } = require('./cache-control.cjs');
const { tokenClaims } = require('./token-claims.cjs');

const OVERRIDE_MESSAGES = {
  signIn: 'Sign in as an admin to load another release of an area.',
  adminOnly: 'Only an admin can load another release of an area.',
  unreachable: 'The server cannot be reached',
  unknownArea: (id) => `There is no area "${id}" in this portal.`,
  badBody: 'Give either the release to load ({"release": "<id>"}) or a manifest URL ({"url": "…"}).',
  notPublished: (id, release) => `${id} has no published release ${release}.`,
  notAllowed:
    'That manifest URL is not allowed: the operator lists the places an area may be loaded from (OVERRIDE_ALLOWED_URLS).',
};

/**
 * Whether the request comes from a signed-in admin: the API accepts its token (GET /v1/Users/me) and the token's
 * scope is admin. Null when so; else the answer to send.
 */
async function refuseUnlessAdmin(request, env) {
  const authorization = String(request.headers.authorization ?? '');
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization)?.[1];
  if (!token) return { code: 401, msg: OVERRIDE_MESSAGES.signIn };
  let response;
  try {
    response = await fetch(
      `${(env.API_UPSTREAM || 'http://127.0.0.1:3000').replace(/\/+$/, '')}/v1/Users/me`,
      {
        headers: { authorization },
        signal: AbortSignal.timeout(5000),
      },
    );
  } catch {
    return { code: 502, msg: OVERRIDE_MESSAGES.unreachable };
  }
  if (response.status === 401 || response.status === 403) return { code: 401, msg: OVERRIDE_MESSAGES.signIn };
  if (!response.ok) return { code: 502, msg: OVERRIDE_MESSAGES.unreachable };
  // The API has just verified the token's signature: its claims are the server's own.
  return tokenClaims(token)?.scope === 'admin' ? null : { code: 403, msg: OVERRIDE_MESSAGES.adminOnly };
}

/**
 * Per-browser overrides (docs/architecture.md#trying-a-release-in-one-browser): an admin loads one area from another
 * published release, or from a manifest URL the operator allows, in their own browser only (a cookie that ends
 * with the browser session); anyone puts an area back.
 *   GET    /overrides        admin: each managed area's published releases, and the allowed URL prefixes
 *   PUT    /overrides/<id>   admin: {"release": "<id>"} or {"url": "<manifest URL>"}
 *   DELETE /overrides/<id>   the area as the portal serves it again
 */
function registerOverrides(server, env, { visitorOf, pageOf, secure }) {
  const setOverrides = (request, reply, overrides) => {
    const none = Object.keys(overrides).length === 0;
    reply.header(
      'Set-Cookie',
      discovery.cookieHeader(
        discovery.OVERRIDES_COOKIE,
        none ? '' : discovery.writeOverridesCookie(overrides),
        {
          sameSite: 'Strict',
          secure: secure(request),
          expire: none,
        },
      ),
    );
  };
  const refuse = (reply, { code, msg }) => reply.code(code).header('Cache-Control', NO_CACHE).send({ msg });

  server.get('/overrides', async (request, reply) => {
    const refused = await refuseUnlessAdmin(request, env);
    if (refused) return refuse(reply, refused);
    reply.header('Cache-Control', NO_CACHE);
    const targets = remoteTargets(env, pageOf(request));
    const areas = {};
    for (const [id, target] of Object.entries(targets)) {
      areas[id] = {
        managed: target.managed,
        inUse: target.release,
        releases: target.managed
          ? listReleases(id, env)
              .map((release) => recordOf(id, release, env))
              .filter(Boolean)
              .map(({ release, version, builtAt, publishedAt }) => ({
                release,
                version,
                builtAt,
                publishedAt,
              }))
          : [],
      };
    }
    return { areas, allowedUrls: discovery.allowedOverrideUrls(env) };
  });

  server.put('/overrides/:area', async (request, reply) => {
    const refused = await refuseUnlessAdmin(request, env);
    if (refused) return refuse(reply, refused);
    const id = String(request.params.area);
    const targets = remoteTargets(env, pageOf(request));
    if (!Object.hasOwn(targets, id))
      return refuse(reply, { code: 404, msg: OVERRIDE_MESSAGES.unknownArea(id) });
    const target = targets[id];
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const hasRelease = typeof body.release === 'string';
    const hasUrl = typeof body.url === 'string';
    if (hasRelease === hasUrl) return refuse(reply, { code: 400, msg: OVERRIDE_MESSAGES.badBody });
    const entry = hasRelease ? { release: body.release } : { url: body.url };
    const override = discovery.checkOverride(id, target, entry, env);
    if (!override)
      return refuse(reply, {
        code: 400,
        msg: hasRelease ? OVERRIDE_MESSAGES.notPublished(id, body.release) : OVERRIDE_MESSAGES.notAllowed,
      });
    const overrides = { ...visitorOf(request).overrides, [id]: override };
    setOverrides(request, reply, overrides);
    reply.header('Cache-Control', NO_CACHE);
    return { area: id, override };
  });

  server.delete('/overrides/:area', async (request, reply) => {
    const rest = { ...visitorOf(request).overrides };
    delete rest[String(request.params.area)];
    setOverrides(request, reply, rest);
    return reply.code(204).header('Cache-Control', NO_CACHE).send();
  });
}

module.exports = { registerOverrides };
