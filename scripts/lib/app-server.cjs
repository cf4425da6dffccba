// The one production static server of the portal (host and every remote); the CLI is scripts/serve-app.mjs.
// - serves <workspace>/dist with pre-compressed .br/.gz variants;
// - Cache-Control: `no-cache` for entry files (main.js, remoteEntry.js, mf-manifest.json, config.json, *.html) and
//   anything without a content hash, `immutable` for hashed chunks;
// - CORS on every response of its own (remotes' manifests and chunks are fetched cross-origin by the host); the
//   `/api` proxy's answers carry the API's own CORS headers, so its CORS_ORIGINS holds through the proxy too;
// - `/config.json` written from the environment (./runtime-config.cjs);
// - a Content-Security-Policy on HTML pages;
// - `/api/*` proxied to API_UPSTREAM (default http://127.0.0.1:3000) with `/api` stripped;
// - SPA fallback to index.html for page requests; `/health` for health checks.
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const httpProxy = require('@fastify/http-proxy');
const { apps, appById, portOf, distOf } = require('./apps.cjs');
const { buildRuntimeConfig, buildCsp } = require('./runtime-config.cjs');
const { currentRelease, releaseFolder, releasesDir } = require('./releases.cjs');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Chunks and CSS carry a 10-hex content hash (webpack/create-app-config.cjs): `name.0123456789.js`.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

function replyUpstreamFailure(reply, error) {
  reply.log.warn({ err: error }, 'API upstream failed');
  const timedOut = error && /timeout/i.test(String(error.code ?? error.message));
  reply
    .code(timedOut ? 504 : 502)
    .type('application/json')
    .send({ msg: 'The server cannot be reached' });
}

const HEALTH_TIMEOUT_MS = 2000;

/**
 * Each remote's manifest fetched once: reachable or not, the HTTP status or the error, and the build version. A
 * manifest on this server's own origin (`/remotes/<id>/…`) is asked through the server itself, so its proxy is
 * checked too.
 */
async function remoteHealth(server, remotes, ownHost) {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([id, url]) => {
      try {
        let status;
        let body;
        const target = new URL(url);
        if (target.host === ownHost) {
          const res = await server.inject({ url: `${target.pathname}${target.search}` });
          status = res.statusCode;
          body = res.body;
        } else {
          const res = await fetch(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
          status = res.status;
          body = await res.text();
        }
        if (status !== 200) return [id, { url, reachable: false, status }];
        const version = JSON.parse(body)?.metaData?.buildInfo?.buildVersion;
        return [id, { url, reachable: true, status, ...(version ? { version } : {}) }];
      } catch (error) {
        return [id, { url, reachable: false, error: String(error?.cause?.code ?? error?.name ?? error) }];
      }
    }),
  );
  return Object.fromEntries(entries);
}

function cacheControlFor(filePath) {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
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

  const server = Fastify({ logger, trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' });
  const pageOf = (request) => ({
    protocol: `${request.protocol}:`,
    hostname: request.hostname,
    host: request.host,
  });

  const isApi = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  server.addHook('onRequest', async (request, reply) => {
    // Not on /api: a `*` there would open the API to every origin whatever its CORS_ORIGINS says.
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
      reply.header('Content-Security-Policy', buildCsp(buildRuntimeConfig(env, pageOf(request)), env));
    }
    return payload;
  });

  // The host also reports whether each remote's manifest answers (for monitoring): 'degraded' when one does not.
  server.get('/health', async (request) => {
    if (app.remote) return { status: 'ok', app: app.id };
    const page = pageOf(request);
    const remotes = await remoteHealth(server, buildRuntimeConfig(env, page).remotes ?? {}, page.host);
    const down = Object.values(remotes).some((remote) => !remote.reachable);
    return { status: down ? 'degraded' : 'ok', app: app.id, remotes };
  });

  server.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return buildRuntimeConfig(env, pageOf(request));
  });

  await server.register(httpProxy, {
    upstream: env.API_UPSTREAM || 'http://127.0.0.1:3000',
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

  return { server, app, port: portOf(app, env) };
}

module.exports = { createAppServer, cacheControlFor };
