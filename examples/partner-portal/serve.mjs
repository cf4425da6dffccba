#!/usr/bin/env node
// The partner's web server: its page (index.html, partner.css, partner.js), single-spa from its own
// node_modules, and the two things only a backend may do — tell the page where Switchboard is, and hand it a
// credential the partner holds (an account API key, or a JWT it gets by signing in a Switchboard user).
//
//   SWITCHBOARD_API=http://127.0.0.1:3000/v1 SWITCHBOARD_API_KEY=… SWITCHBOARD_ACCOUNT_SID=… node serve.mjs
//   SWITCHBOARD_USERNAME=… SWITCHBOARD_PASSWORD=… node serve.mjs        (a JWT instead of an API key)
//
// Other settings: PORT (8090), LISTEN_HOST (127.0.0.1), TELEPHONY_URL (http://127.0.0.1:8082) and
// OBSERVABILITY_URL (http://127.0.0.1:8084): where the remotes' servers are. The Switchboard API must allow this
// page's origin (CORS_ORIGINS) and the remotes' servers must allow it as a frame ancestor only if it frames them
// (it does not: it loads their scripts).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const settings = {
  port: Number(env.PORT ?? 8090),
  host: env.LISTEN_HOST ?? '127.0.0.1',
  api: (env.SWITCHBOARD_API ?? 'http://127.0.0.1:3000/v1').replace(/\/+$/, ''),
  telephony: (env.TELEPHONY_URL ?? 'http://127.0.0.1:8082').replace(/\/+$/, ''),
  observability: (env.OBSERVABILITY_URL ?? 'http://127.0.0.1:8084').replace(/\/+$/, ''),
};

const singleSpaFile = createRequire(import.meta.url).resolve('single-spa/lib/es2015/umd/single-spa.min.cjs');

const FILES = {
  '/partner.css': ['partner.css', 'text/css; charset=utf-8'],
  '/partner.js': ['partner.js', 'text/javascript; charset=utf-8'],
};

/** The page's CSP: scripts only from here and the two remotes (no inline script), API calls to Switchboard. */
function contentSecurityPolicy() {
  const remotes = `${new URL(settings.telephony).origin} ${new URL(settings.observability).origin}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `connect-src 'self' ${new URL(settings.api).origin} ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The credential, from the partner's configuration: an API key as it is, or a JWT from /login (renewed). */
const credential = {
  jwt: null,
  expiresAt: 0,
  async session() {
    if (env.SWITCHBOARD_API_KEY) {
      const accountSid = env.SWITCHBOARD_ACCOUNT_SID;
      if (!accountSid) throw new Error('SWITCHBOARD_ACCOUNT_SID is required with SWITCHBOARD_API_KEY');
      // Whose key it is: the account (and its service provider, which the areas work on).
      const account = await callApi(`/Accounts/${encodeURIComponent(accountSid)}`, env.SWITCHBOARD_API_KEY);
      return {
        token: env.SWITCHBOARD_API_KEY,
        accountSid,
        serviceProviderSid: account.service_provider_sid,
      };
    }
    if (env.SWITCHBOARD_USERNAME && env.SWITCHBOARD_PASSWORD) {
      if (!this.jwt || Date.now() > this.expiresAt - 5 * 60_000) {
        const login = await callApi('/login', null, {
          username: env.SWITCHBOARD_USERNAME,
          password: env.SWITCHBOARD_PASSWORD,
        });
        const claims = JSON.parse(Buffer.from(login.token.split('.')[1], 'base64url').toString('utf8'));
        this.jwt = login.token;
        this.expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 60 * 60_000;
      }
      return { token: this.jwt, accountSid: null, serviceProviderSid: null };
    }
    throw new Error(
      'Set SWITCHBOARD_API_KEY and SWITCHBOARD_ACCOUNT_SID, or SWITCHBOARD_USERNAME and SWITCHBOARD_PASSWORD',
    );
  },
};

async function callApi(pathname, bearer, body) {
  const response = await fetch(`${settings.api}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Switchboard answered ${response.status} to ${pathname}`);
  return response.json();
}

function send(response, status, type, body, extra = {}) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...extra,
  });
  response.end(body);
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://partner');
  try {
    if (pathname === '/partner/config.json') {
      return send(
        response,
        200,
        'application/json',
        JSON.stringify({
          apiBaseUrl: settings.api,
          areas: {
            telephony: { remoteEntry: `${settings.telephony}/remoteEntry.js`, container: 'mfe_telephony' },
            observability: {
              remoteEntry: `${settings.observability}/remoteEntry.js`,
              container: 'mfe_observability',
            },
          },
        }),
      );
    }
    if (pathname === '/partner/session' && request.method === 'POST') {
      // A real partner checks its own user's session here before handing anything out.
      return send(response, 200, 'application/json', JSON.stringify(await credential.session()), {
        'cache-control': 'no-store',
      });
    }
    if (pathname === '/vendor/single-spa.js')
      return send(response, 200, 'text/javascript; charset=utf-8', await readFile(singleSpaFile));
    if (FILES[pathname]) {
      const [file, type] = FILES[pathname];
      return send(response, 200, type, await readFile(path.join(here, file)));
    }
    if (pathname === '/health') return send(response, 200, 'text/plain', 'ok');
    if (pathname === '/' || pathname === '/acme' || pathname.startsWith('/acme/')) {
      // Every page of the partner's portal is the same document; partner.js shows the right part.
      return send(response, 200, 'text/html; charset=utf-8', await readFile(path.join(here, 'index.html')), {
        'content-security-policy': contentSecurityPolicy(),
      });
    }
    return send(response, 404, 'text/plain', 'Not Found');
  } catch (error) {
    // Never the credential in a log line: only what failed.
    console.error(`partner portal: ${pathname}: ${error.message}`);
    return send(response, 502, 'application/json', JSON.stringify({ msg: error.message }));
  }
});

server.listen(settings.port, settings.host, () => {
  console.log(`partner portal on http://${settings.host}:${settings.port}/acme/home`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
