// What `npm start` adds for mail and the hosted variant, kept apart from start.mjs: a local mail catcher (unless
// SMTP_URL points at a real server) so verification and password-reset mail can be read; the API in hosted mode when
// FEATURE_HOSTED is on; and with `--demo`, a local OAuth2/OpenID provider standing in for GitHub and Google so the
// whole sign-up redirect runs on this machine. Returns the extra environment for the API and the portal servers, the
// lines to print, and a stop.
import { createRequire } from 'node:module';
import { startOAuthMock } from './oauth-mock.mjs';

const require = createRequire(import.meta.url);
const { startMailCatcher } = require('./mail-catcher.cjs');
const { parseSwitch } = require('./runtime-config.cjs');

async function onPortOrAny(start, port) {
  try {
    return await start(port);
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') return start(0);
    throw error;
  }
}

/** @param {{ env: NodeJS.ProcessEnv, demo: boolean }} options */
export async function startHostedServices({ env, demo }) {
  const apiEnv = {};
  const portalEnv = {};
  const lines = [];
  const stops = [];
  const hosted = parseSwitch('FEATURE_HOSTED', env.FEATURE_HOSTED, false);
  if (hosted && !env.HOSTED) apiEnv.HOSTED = '1';

  if (!env.SMTP_URL) {
    const catcher = await onPortOrAny(
      (port) => startMailCatcher({ httpPort: port }),
      Number(env.MAIL_CATCHER_PORT || 8025),
    );
    apiEnv.SMTP_URL = catcher.smtpUrl;
    stops.push(() => catcher.close());
    lines.push(`  Mail sent by the API (verification codes, reset links): ${catcher.httpUrl}`);
  }

  if (demo && hosted) {
    const mock = await onPortOrAny((port) => startOAuthMock({ port }), Number(env.OAUTH_MOCK_PORT || 8026));
    stops.push(() => mock.close());
    for (const [provider, clientId] of [
      ['GITHUB', 'switchboard-demo-github'],
      ['GOOGLE', 'switchboard-demo-google'],
    ]) {
      if (env[`${provider}_CLIENT_ID`]) continue;
      apiEnv[`${provider}_CLIENT_ID`] = clientId;
      apiEnv[`${provider}_CLIENT_SECRET`] = 'switchboard-demo-secret';
      apiEnv[`${provider}_TOKEN_URL`] = mock.tokenUrl;
      apiEnv[`${provider}_USER_URL`] = mock.userUrl;
      portalEnv[`${provider}_CLIENT_ID`] = clientId;
      portalEnv[`${provider}_AUTHORIZE_URL`] = mock.authorizeUrl;
    }
    lines.push(`  Sign-up with GitHub / Google (demo): a local OAuth provider at ${mock.url}`);
  }

  return {
    apiEnv,
    portalEnv,
    lines,
    stop: () => Promise.all(stops.map((stop) => stop().catch(() => undefined))),
  };
}
