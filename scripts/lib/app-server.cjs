// The one production static server of the portal (host and every remote); the CLI is scripts/serve-app.mjs.
// - serves <workspace>/dist with pre-compressed .br/.gz variants;
// - Cache-Control: `no-cache` for the files with stable names (remoteEntry.js, mf-manifest.json, config.json,
//   *.html) and anything without a content hash, `immutable` for hashed files: chunks, stylesheets and the entries
//   (main.<hash>.js, named only by the pages) (./cache-control.cjs);
// - CORS on every response of its own (remotes' manifests and chunks are fetched cross-origin by the host); the
//   `/api` proxy's answers carry the API's own CORS headers, so its CORS_ORIGINS holds through the proxy too;
// - `/config.json` written from the environment and the release registry, per browser (./discovery.cjs): the
//   releases in use with their recorded declarations, the canary a session falls in, an admin's overrides
//   (`/overrides`, this browser only: ./overrides.cjs), and what the API can do, asked by this server
//   (./api-capabilities.cjs);
// - a Content-Security-Policy on HTML pages;
// - `/api/*` proxied to API_UPSTREAM (default http://127.0.0.1:3000) with `/api` stripped; the host's proxy hands
//   the portal's sign-in its landing page's answers with the login's (./login-landing.cjs);
// - SPA fallback to index.html for page requests; `/health` for health checks: the remotes and the API
//   (./remote-health.cjs).
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { brotliCompressSync, constants: zlibConstants, gzipSync } = require('node:zlib');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const httpProxy = require('@fastify/http-proxy');
const { apps, appById, portOf, distOf } = require('./apps.cjs');
const { buildRuntimeConfig, buildCsp, inlineStyleHashes } = require('./runtime-config.cjs');
const { currentRelease, describeRelease, releaseFolder, releasesDir } = require('./releases.cjs');
const discovery = require('./discovery.cjs');
const { HASHED, IMMUTABLE, NO_CACHE, cacheControlFor } = require('./cache-control.cjs');
const { registerOverrides } = require('./overrides.cjs');
const { apiHealth, remoteHealth } = require('./remote-health.cjs');
const { createCapabilitiesProbe } = require('./api-capabilities.cjs');
const { landingOnResponse } = require('./login-landing.cjs');

function replyUpstreamFailure(reply, error) {
  reply.log.warn({ err: error }, 'API upstream failed');
  const timedOut = error && /timeout/i.test(String(error.code ?? error.message));
  reply
    .code(timedOut ? 504 : 502)
    .type('application/json')
    .send({ msg: 'The server cannot be reached' });
}

/**
 * Builds the server (not listening yet), so tests and the E2E suite can start it on a free port.
 * @param {{app: string, env?: NodeJS.ProcessEnv, dist?: string, logger?: boolean | object}} options
 */
async function createAppServer({ app: appId, env = process.env, dist, logger = false }) {
  const app = appById(appId);
  // The host serves its release in use (HOST_RELEASE / current.json, read at start) when it has one.
  const hostRelease = !app.remote && !dist ? currentRelease(app.id, env) : null;
  const root = dist ?? (hostRelease ? releaseFolder(app.id, hostRelease, env) : distOf(app));
  if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, 'remoteEntry.js'))) {
    throw new Error(`${root} has no build: run \`npm run build -w ${app.workspace}\` first`);
  }
  // Fail at start, not on the first request, when the environment is wrong.
  buildCsp(buildRuntimeConfig(env), env);
  // The page's own inline stylesheet (the host's sign-in form rules, written at build time), allowed by its hash:
  // read again when index.html changes (a build over the served folder), so the policy always fits the page.
  const indexHtml = path.join(root, 'index.html');
  let pageStyles = { mtimeMs: -1, hashes: /** @type {string[]} */ ([]) };
  const pageStyleHashes = () => {
    const mtimeMs = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : -1;
    if (mtimeMs !== pageStyles.mtimeMs)
      pageStyles = { mtimeMs, hashes: mtimeMs < 0 ? [] : inlineStyleHashes(readFileSync(indexHtml, 'utf8')) };
    return pageStyles.hashes;
  };
  pageStyleHashes();
  discovery.allowedOverrideUrls(env);
  // What the host's page is: its release (or plain build), version and build time, for the About dialog.
  const hostBuild = app.remote
    ? null
    : (() => {
        const record = describeRelease(app.id, hostRelease, hostRelease ? null : root, env);
        return {
          release: hostRelease,
          ...(record?.version ? { version: record.version } : {}),
          ...(record?.builtAt ? { builtAt: record.builtAt } : {}),
        };
      })();

  const server = Fastify({ logger, trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' });
  const pageOf = (request) => ({
    protocol: `${request.protocol}:`,
    hostname: request.hostname,
    host: request.host,
  });

  const secure = (request) => request.protocol === 'https';
  /** Who is asking, for the discovery document: their session (canary) and overrides (cookies). */
  const visitorOf = (request) => {
    const cookies = discovery.readCookies(request.headers.cookie);
    const session = cookies[discovery.SESSION_COOKIE];
    return {
      sessionId: discovery.SESSION_ID.test(session ?? '') ? session : null,
      overrides: discovery.readOverridesCookie(cookies[discovery.OVERRIDES_COOKIE]),
      host: hostBuild,
    };
  };
  const configFor = (request, visitor = visitorOf(request)) =>
    discovery.portalConfig(env, pageOf(request), visitor);
  // What the API can do, asked here for every browser (./api-capabilities.cjs), first when a config.json is.
  const capabilities = app.remote ? null : createCapabilitiesProbe(server);

  const under = (prefix, url) =>
    url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  const isApi = (url) => under('/api', url) || (!app.remote && under('/overrides', url));
  server.addHook('onRequest', async (request, reply) => {
    // Not on /api (nor the admin's /overrides): a `*` there would open the API to every origin whatever its
    // CORS_ORIGINS says.
    if (!isApi(request.url)) reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.method === 'OPTIONS' && !isApi(request.url)) {
      reply
        .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
        .header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
    }
  });
  server.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // The page may load what its config.json names for this browser (an override's origin included).
      reply.header(
        'Content-Security-Policy',
        buildCsp(
          app.remote ? buildRuntimeConfig(env, pageOf(request)) : configFor(request),
          env,
          pageStyleHashes(),
        ),
      );
    }
    return payload;
  });

  // The host also reports whether each remote's manifest and the API answer (for monitoring): 'degraded' when one
  // does not.
  server.get('/health', async (request) => {
    if (app.remote) return { status: 'ok', app: app.id };
    const page = pageOf(request);
    const config = buildRuntimeConfig(env, page);
    const [remotes, api] = await Promise.all([
      remoteHealth(server, config.remotes ?? {}, page.host),
      apiHealth(server, config.apiBaseUrl, `${page.protocol}//${page.host || page.hostname}`),
    ]);
    const down = Object.values(remotes).some((remote) => !remote.reachable) || (api && !api.reachable);
    return { status: down ? 'degraded' : 'ok', app: app.id, remotes, ...(api ? { api } : {}) };
  });

  server.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (app.remote) return buildRuntimeConfig(env, pageOf(request));
    const visitor = visitorOf(request);
    if (!visitor.sessionId) {
      // A session of this browser (until it is closed), for the share of sessions a canary gets.
      visitor.sessionId = discovery.newSessionId();
      reply.header(
        'Set-Cookie',
        discovery.cookieHeader(discovery.SESSION_COOKIE, visitor.sessionId, {
          sameSite: 'Lax',
          secure: secure(request),
        }),
      );
    }
    // Compressed: with the release registry's declarations it is a few KB, on the first page's critical path.
    const config = configFor(request, visitor);
    const apiCapabilities = capabilities?.current(config.apiBaseUrl);
    const body = JSON.stringify(apiCapabilities ? { ...config, apiCapabilities } : config);
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (body.length > 256 && /\bbr\b/.test(accepted))
      return reply
        .header('Content-Encoding', 'br')
        .send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (body.length > 256 && /\bgzip\b/.test(accepted))
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  });

  if (!app.remote) registerOverrides(server, env, { visitorOf, pageOf, secure });

  const apiUpstream = env.API_UPSTREAM || 'http://127.0.0.1:3000';
  await server.register(httpProxy, {
    upstream: apiUpstream,
    prefix: '/api',
    rewritePrefix: '',
    http: { requestOptions: { timeout: 30_000 } },
    replyOptions: {
      // Who is calling, for the API's audit trail: the browser's address (as this server sees it, through a
      // trusted reverse proxy with TRUST_PROXY), never what the browser itself claims.
      rewriteRequestHeaders(request, headers) {
        return { ...headers, 'x-forwarded-for': request.ip };
      },
      // The API is down or unreachable: say so in the contract's error shape instead of leaking socket errors.
      onError(reply, { error }) {
        replyUpstreamFailure(reply, error);
      },
      // The portal's sign-in gets its landing page's answers with the login's (./login-landing.cjs).
      ...(app.remote ? {} : { onResponse: landingOnResponse(apiUpstream) }),
    },
  });

  // The host serves remotes on its own origin when told where they are (REMOTE_<ID>_UPSTREAM, e.g. in
  // docker-compose where only the host's port is published): /remotes/<id>/… → the remote's server.
  for (const remote of apps.filter((a) => a.remote)) {
    const upstream = !app.remote && env[`REMOTE_${remote.id.toUpperCase()}_UPSTREAM`];
    if (!upstream) continue;
    await server.register(httpProxy, {
      upstream,
      prefix: `/remotes/${remote.id}`,
      rewritePrefix: '',
      replyOptions: {
        onError(reply, { error }) {
          reply.log.warn({ err: error }, `remote ${remote.id} upstream failed`);
          reply.code(502).type('text/plain').send('Bad Gateway');
        },
      },
    });
  }

  await server.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  // Every published release of this app, under /releases/<id>/ (immutable folders: a page started on one release
  // keeps loading its chunks after the host moved on to another). Looked up per request: a release published
  // while the server runs is served at once.
  const ownReleases = path.join(releasesDir(env), app.id);
  server.get('/releases/*', async (request, reply) => {
    const relative = path.posix.normalize(String(request.params['*'] ?? ''));
    const file = path.join(ownReleases, relative);
    if (
      relative.startsWith('..') ||
      path.isAbsolute(relative) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.code(404).type('text/plain').send('Not Found');
    }
    reply.header('Cache-Control', cacheControlFor(file));
    return reply.sendFile(relative, ownReleases);
  });

  /** A content-hashed file of another build of this app (the page was loaded before a release switch). */
  const olderCopyOf = (file) => {
    if (!HASHED.test(file) || file.includes('/') || file.includes('..')) return null;
    const folders = [
      distOf(app),
      ...(existsSync(ownReleases) ? readdirSync(ownReleases).map((id) => path.join(ownReleases, id)) : []),
    ];
    return folders.find((folder) => folder !== root && existsSync(path.join(folder, file))) ?? null;
  };

  // Client-side routes (/internal/accounts, /reset-password/x) get the page; missing files stay 404. A build with
  // a prerendered index.html (the host's sign-in form, for `/`) has app.html for every other path.
  const pageFile = existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
  server.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.extname(request.url.split('?')[0]) &&
      String(request.headers.accept ?? '').includes('text/html');
    if (wantsPage && existsSync(path.join(root, pageFile))) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile(pageFile);
    }
    const file = request.url.split('?')[0].replace(/^\/+/, '');
    const older = request.method === 'GET' || request.method === 'HEAD' ? olderCopyOf(file) : null;
    if (older) {
      reply.header('Cache-Control', IMMUTABLE);
      return reply.sendFile(file, older);
    }
    reply.header('Cache-Control', NO_CACHE);
    return reply.code(404).type('text/plain').send('Not Found');
  });

  return { server, app, port: portOf(app, env), capabilities };
}

module.exports = { createAppServer, cacheControlFor };
