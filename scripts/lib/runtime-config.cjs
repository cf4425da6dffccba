// What the host's `/config.json` says, built from environment variables (12-factor: one build, many places),
// and the Content-Security-Policy that goes with it. Used by the production server and the dev server.
//
// config.json shape (read by @switchboard/shared/config):
//   { apiBaseUrl?, remotes: { <id>: <mf-manifest.json URL> }, features: { hosted, forgotPassword, … },
//     stripePublishableKey?, googleClientId?, githubClientId?, googleAuthorizeUrl?, githubAuthorizeUrl?,
//     termsOfServiceUrl?, privacyPolicyUrl?, defaultServiceProviderSid? }
// No apiBaseUrl → the page uses its own origin + /api/v1 (this server proxies /api to the API).
const { createHash } = require('node:crypto');
const { apps, portOf, isBuildable } = require('./apps.cjs');
const { currentRelease } = require('./releases.cjs');

/** Feature switches: environment variable → config key, and the default when the variable is unset. */
const FEATURES = [
  ['FEATURE_HOSTED', 'hosted', false],
  ['FEATURE_FORGOT_PASSWORD', 'forgotPassword', false],
  ['FEATURE_LCR', 'lcr', true],
  ['FEATURE_TRACING', 'tracing', true],
  ['FEATURE_RECORDING', 'recording', true],
  ['FEATURE_CUSTOM_SPEECH', 'customSpeech', true],
  ['FEATURE_ADDITIONAL_SPEECH_VENDORS', 'additionalSpeechVendors', true],
  ['FEATURE_CALL_LOGS', 'callLogs', true],
];

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

function parseSwitch(name, raw, fallback) {
  if (raw === undefined) return fallback;
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new Error(`${name}="${raw}": use 1/0, true/false, yes/no or on/off`);
}

function checkUrl(name, value) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.toString();
  } catch {
    throw new Error(`${name}="${value}" is not an http(s) URL`);
  }
}

/**
 * Where each remote is, as the browser reaches it. REMOTE_<ID>_URL wins; an empty value or "off" switches a remote
 * off. Without it, a remote whose workspace exists here is expected on the same host name as the page, at its own
 * port (<ID>_PORT), at its release in use if it has one (scripts/lib/releases.cjs); "auto" asks for that explicitly
 * (docker-compose, where a variable cannot be left unset); a path is on the page's own origin. Those three are
 * *managed*: their releases are in this registry, and `urlOf(release)` points at another of them (a canary, an
 * override). A full URL is a remote this portal does not release (a partner's, a dev server): its manifest alone
 * says what it is.
 * @param {NodeJS.ProcessEnv} env @param {{protocol: string, hostname: string, host?: string}} page
 * @returns {Record<string, {url: string, managed: boolean, release: string | null, urlOf: (release: string | null) => string}>}
 */
function remoteTargets(env, page) {
  const targets = {};
  for (const app of apps.filter((a) => a.remote)) {
    const name = `REMOTE_${app.id.toUpperCase()}_URL`;
    const raw = env[name] === undefined ? undefined : env[name].trim();
    const managed = (base) => {
      // The remote's release in use (REMOTE_<ID>_RELEASE or .releases/current.json), else its plain build.
      const release = currentRelease(app.id, env);
      const urlOf = (id) =>
        checkUrl(name, id ? base.replace(/mf-manifest\.json$/, `releases/${id}/mf-manifest.json`) : base);
      return { url: urlOf(release), managed: true, release, urlOf };
    };
    const samePageHost = () =>
      managed(`${page.protocol}//${page.hostname}:${portOf(app, env)}/mf-manifest.json`);
    if (raw === undefined) {
      if (isBuildable(app)) targets[app.id] = samePageHost();
    } else if (raw.toLowerCase() === 'auto') {
      targets[app.id] = samePageHost();
    } else if (raw.startsWith('/')) {
      // A path on the page's own origin: the host's server proxies it to the remote (REMOTE_<ID>_UPSTREAM), so
      // a deployment publishes one port (docker-compose).
      targets[app.id] = managed(`${page.protocol}//${page.host || page.hostname}${raw}`);
    } else if (raw !== '' && raw.toLowerCase() !== 'off') {
      const url = checkUrl(name, raw);
      targets[app.id] = { url, managed: false, release: null, urlOf: () => url };
    }
  }
  return targets;
}

/** Remote manifest URLs (config.json `remotes`), as remoteTargets places them. */
function remoteUrls(env, page) {
  return Object.fromEntries(Object.entries(remoteTargets(env, page)).map(([id, target]) => [id, target.url]));
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{protocol: string, hostname: string, host?: string}} page where the browser sees the host (for default
 *   remote URLs; `host` is hostname:port)
 */
function buildRuntimeConfig(env = process.env, page = { protocol: 'http:', hostname: 'localhost' }) {
  const config = {};
  if (env.API_BASE_URL && env.API_BASE_URL.trim()) {
    // Absolute (another origin) or a path on this origin; no trailing slash.
    const raw = env.API_BASE_URL.trim().replace(/\/+$/, '');
    config.apiBaseUrl = raw.startsWith('/') ? raw : checkUrl('API_BASE_URL', raw).replace(/\/+$/, '');
  }
  config.remotes = remoteUrls(env, page);
  config.features = Object.fromEntries(
    FEATURES.map(([name, key, fallback]) => [key, parseSwitch(name, env[name], fallback)]),
  );
  // config.json is public: a Stripe secret or restricted key pasted here by mistake must never be served.
  if (/^\s*(sk|rk)_/.test(env.STRIPE_PUBLISHABLE_KEY ?? '')) {
    throw new Error(
      'STRIPE_PUBLISHABLE_KEY holds a secret key (sk_…/rk_…): config.json is public, give the publishable key (pk_…)',
    );
  }
  for (const [name, key] of [
    ['STRIPE_PUBLISHABLE_KEY', 'stripePublishableKey'],
    ['GOOGLE_CLIENT_ID', 'googleClientId'],
    ['GITHUB_CLIENT_ID', 'githubClientId'],
    ['DEFAULT_SERVICE_PROVIDER_SID', 'defaultServiceProviderSid'],
  ]) {
    if (env[name] && env[name].trim()) config[key] = env[name].trim();
  }
  for (const [name, key] of [
    ['GOOGLE_AUTHORIZE_URL', 'googleAuthorizeUrl'],
    ['GITHUB_AUTHORIZE_URL', 'githubAuthorizeUrl'],
    ['TERMS_OF_SERVICE_URL', 'termsOfServiceUrl'],
    ['PRIVACY_POLICY_URL', 'privacyPolicyUrl'],
  ]) {
    if (env[name] && env[name].trim()) config[key] = checkUrl(name, env[name].trim());
  }
  return config;
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Who may show the portal's pages in a frame: FRAME_ANCESTORS (space- or comma-separated origins, e.g. a partner's
 * portal); nobody by default.
 */
function frameAncestors(env = process.env) {
  const raw = (env.FRAME_ANCESTORS || '').split(/[\s,]+/).filter(Boolean);
  if (raw.length === 0) return "'none'";
  return raw
    .map((origin) => {
      if (origin === "'self'" || origin === 'self') return "'self'";
      const parsed = originOf(origin);
      if (!parsed) throw new Error(`FRAME_ANCESTORS: "${origin}" is not an origin`);
      return parsed;
    })
    .join(' ');
}

/**
 * Inline stylesheets the page may apply, each by the SHA-256 of its exact text (CSP Level 2 hash sources): the one
 * a library writes that the portal cannot ship as a file. Anything else inline stays refused — no 'unsafe-inline'.
 *
 * - wavesurfer.js (the recording player of mfe-observability) writes a <style> into its waveform's shadow root, the
 *   same text for the player's options (mfe-observability/src/features/recent-calls/waveform.ts). Its hash changes
 *   with wavesurfer's version or the waveform's height; waveform-csp.test.ts (next to it) computes it from the real
 *   library and fails until this list has it. (A per-response nonce would need the prerendered, pre-compressed
 *   index.html rewritten on every request; the text is fixed, so its hash is enough.)
 */
const STYLE_HASHES = ["'sha256-GDz2FZP0i7VZaDhs1mgc43IRUXU2xajPIjvThHvZvbs='"];

/**
 * The host page's Content-Security-Policy: scripts and styles only from this origin and the configured remotes
 * (and the inline stylesheets of STYLE_HASHES, plus `pageStyleHashes`: those of the served page's own `<style>`,
 * e.g. the sign-in form's rules, see inlineStyleHashes), API calls to the configured API origin; no inline
 * scripts, no eval.
 */
function buildCsp(config, env = process.env, pageStyleHashes = []) {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes || {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  const apiOrigin = config.apiBaseUrl ? originOf(config.apiBaseUrl) : null;
  const stripe = config.stripePublishableKey ? ['https://js.stripe.com'] : [];
  const list = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins, stripe)}`,
    `style-src ${list("'self'", remoteOrigins, STYLE_HASHES, pageStyleHashes)}`,
    `connect-src ${list("'self'", remoteOrigins, apiOrigin)}`,
    `img-src ${list("'self'", 'data:', 'blob:', remoteOrigins, apiOrigin)}`,
    `font-src ${list("'self'", 'data:', remoteOrigins)}`,
    `media-src ${list("'self'", 'blob:', apiOrigin)}`,
    `frame-src ${list(stripe.length ? stripe : ["'none'"])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors(env)}`,
  ].join('; ');
}

/**
 * CSP hash sources of the `<style>` elements of an HTML page (the build writes the sign-in form's rules into the
 * host's index.html: webpack/critical-css.cjs), so the server allows exactly the page it serves and nothing else.
 * @param {string} html
 */
function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

module.exports = {
  buildRuntimeConfig,
  buildCsp,
  inlineStyleHashes,
  remoteTargets,
  checkUrl,
  originOf,
  FEATURES,
  parseSwitch,
  STYLE_HASHES,
};
