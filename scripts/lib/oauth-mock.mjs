// A local OAuth2 / OpenID Connect provider (oauth2-mock-server) standing in for GitHub and Google, so the whole
// sign-up redirect round trip runs on one machine (`npm start -- --demo`, the API and browser tests). On top of the
// library: authorization codes are single-use and must have been issued (like a real provider), and the profile the
// access token reads is the user chosen for that authorization — GitHub's `/user` shape and OpenID's userinfo shape
// in one body. Tests choose the next user with `POST /__next-user {id, login, name, email}`.
//   node scripts/lib/oauth-mock.mjs [--port N]   prints {"url": …} on one line once it listens
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/** The user a demo sign-up gets when no test chose one. */
export const DEMO_OAUTH_USER = {
  id: 5830001,
  login: 'octo-demo',
  name: 'Octo Demo',
  email: 'octo.demo@example.com',
};

/**
 * @param {{ port?: number, host?: string, defaultUser?: typeof DEMO_OAUTH_USER }} [options]
 */
export async function startOAuthMock({ port = 0, host = '127.0.0.1', defaultUser = DEMO_OAUTH_USER } = {}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  let nextUser = null;
  const codes = new Map(); // code → user
  const tokens = new Map(); // access token → user

  service.on('beforeAuthorizeRedirect', (redirect) => {
    const code = redirect.url.searchParams.get('code');
    if (code) codes.set(code, nextUser ?? defaultUser);
    nextUser = null;
  });
  service.on('beforeResponse', (response, req) => {
    if (req.body?.grant_type !== 'authorization_code') return;
    const user = codes.get(req.body.code);
    if (!user) {
      response.statusCode = 400;
      response.body = {
        error: 'invalid_grant',
        error_description: 'The authorization code is invalid or was used already.',
      };
      return;
    }
    codes.delete(req.body.code);
    tokens.set(response.body.access_token, user);
  });
  service.on('beforeUserinfo', (response, req) => {
    const token = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? tokens.get(token) : undefined;
    if (!user) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = {
      // GitHub /user
      id: user.id,
      login: user.login,
      name: user.name,
      email: user.email,
      avatar_url: null,
      // OpenID userinfo
      sub: String(user.id),
      email_verified: true,
      picture: null,
    };
  });

  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/__next-user') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        try {
          const user = JSON.parse(body);
          nextUser = {
            id: user.id ?? Math.floor(Math.random() * 1e9),
            login: user.login ?? `user-${randomUUID().slice(0, 6)}`,
            name: user.name ?? null,
            email: user.email ?? null,
          };
          response.writeHead(204).end();
        } catch {
          response.writeHead(400).end();
        }
      });
      return;
    }
    service.requestHandler(request, response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}`;
  issuer.url = url;
  return {
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    userUrl: `${url}/userinfo`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--port');
  const mock = await startOAuthMock({ port: index > 0 ? Number(process.argv[index + 1]) : 0 });
  console.log(JSON.stringify({ url: mock.url }));
  const stop = () => mock.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
