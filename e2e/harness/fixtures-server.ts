// The harness's own little web server, standing in for things outside Switchboard:
// - /spa.html: a partner's plain HTML page with no React of its own that mounts mfe-identity's `./spa` with
//   single-spa (single-spa's UMD build is served beside it as /single-spa.js);
// - /hooks/*: an application's call webhook; `OPTIONS` answers with the JSON schema of its environment variables
//   (the API's AppEnv lookup asks it), any other method answers 200.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { repoRoot } from './paths';

/** The env-var schema the test webhook publishes (the AppEnv format: one typed spec per variable). */
export const ENV_SCHEMA = {
  GREETING: { type: 'string', description: 'What the caller hears first', required: true },
  MAX_RETRIES: { type: 'number', description: 'How often to retry a failed transfer', default: 3 },
  RECORD_CALLS: { type: 'boolean', description: 'Record every call', default: false },
} as const;

export interface FixturesServer {
  origin: string;
  /** URL of a call webhook that publishes ENV_SCHEMA. */
  hookUrl: (name: string) => string;
  /** The partner page mounting the identity area. */
  spaPageUrl: string;
  close: () => Promise<void>;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function spaPage(config: { identityOrigin: string; apiBaseUrl: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner page</title>
<link rel="icon" href="data:,">
<script src="/single-spa.js"></script>
<script src="${config.identityOrigin}/remoteEntry.js"></script>
</head>
<body>
<header><h1>Partner portal</h1></header>
<div id="identity-area"></div>
<script>
(function () {
  var config = ${escapeJson(config)};
  window.__partnerPage = { mounted: false, error: null };
  function loadSpa() {
    var container = window.mfe_identity;
    return Promise.resolve(container.init({}))
      .then(function () { return container.get('./spa'); })
      .then(function (factory) { return factory(); });
  }
  singleSpa.registerApplication({
    name: 'identity',
    app: loadSpa,
    activeWhen: function () { return true; },
    customProps: {
      apiBaseUrl: config.apiBaseUrl,
      getToken: function () { return sessionStorage.getItem('partnerToken'); },
      routing: 'memory',
      initialPath: '/internal/accounts',
      domElement: document.getElementById('identity-area'),
    },
  });
  singleSpa.addErrorHandler(function (error) { window.__partnerPage.error = String(error && error.message || error); });
  window.addEventListener('single-spa:app-change', function () {
    window.__partnerPage.mounted = singleSpa.getMountedApps().indexOf('identity') !== -1;
  });
  singleSpa.start();
})();
</script>
</body>
</html>`;
}

export async function startFixturesServer(options: {
  port: number;
  identityOrigin: string;
  apiBaseUrl: string;
}): Promise<FixturesServer> {
  const singleSpa = readFileSync(
    path.join(repoRoot, 'node_modules/single-spa/lib/es2015/umd/single-spa.min.cjs'),
    'utf8',
  );
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixtures');
    if (url.pathname === '/spa.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(spaPage(options));
      return;
    }
    if (url.pathname === '/single-spa.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(singleSpa);
      return;
    }
    if (url.pathname.startsWith('/hooks/')) {
      if (request.method === 'OPTIONS') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(ENV_SCHEMA));
        return;
      }
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not Found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    origin,
    hookUrl: (name) => `${origin}/hooks/${encodeURIComponent(name)}`,
    spaPageUrl: `${origin}/spa.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
