// The discovery document: what one browser's portal is made of, served as /config.json by the host's server and
// read fresh on every request (docs/architecture.md#the-release-registry). It is the runtime configuration
// (./runtime-config.cjs) completed from the release registry (./releases.cjs):
//
//   remotes: { <id>: <manifest URL of the release this browser gets> }
//   areas:   { <id>: { release, version, builtAt, declaration?, canary?, override? } }   (managed remotes)
//   host:    { release, version, builtAt }
//
// - `declaration` is the remote's recorded menu items and paths: the host draws the whole menu from it and loads a
//   remote's code only when one of its pages (or its background module) is needed. A remote with no record (a
//   full REMOTE_<ID>_URL: a partner's, a dev server) has no `areas` entry; the browser reads its manifest.
// - A canary (`npm run release <app> -- --canary 10`) serves its release to a stable share of sessions: the
//   session is the `sb_session` cookie this server gives a browser on its first config.json.
// - An override (`sb_overrides` cookie, set by an admin through PUT /overrides/<id>) loads one area from another
//   published release, or from a manifest URL under one of OVERRIDE_ALLOWED_URLS, in that browser only. The cookie
//   is checked again on every request, so a hand-made one can choose nothing the operator has not published or
//   allowed; what it names only ever becomes a manifest URL, never markup.
const { randomBytes } = require('node:crypto');
const { appById, distOf } = require('./apps.cjs');
const { buildRuntimeConfig, remoteTargets } = require('./runtime-config.cjs');
const { RELEASE_ID, canaryOf, describeRelease, inCanary, recordOf } = require('./releases.cjs');

const SESSION_COOKIE = 'sb_session';
const OVERRIDES_COOKIE = 'sb_overrides';
const SESSION_ID = /^[0-9a-f]{32}$/;

const newSessionId = () => randomBytes(16).toString('hex');

/**
 * The request's cookies, name → value. Written by hand: this server sets two cookies whose values are hex and
 * base64url (nothing to decode), and @fastify/cookie loads its parser with a dynamic import Jest cannot run.
 */
function readCookies(header) {
  const cookies = {};
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!(name in cookies)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * A Set-Cookie value for one of this server's cookies: the whole site, not readable by scripts, ending with the
 * browser session (or at once, `expire`).
 * @param {{sameSite: 'Lax' | 'Strict', secure: boolean, expire?: boolean}} options
 */
function cookieHeader(name, value, { sameSite, secure, expire = false }) {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
    ...(expire ? ['Max-Age=0'] : []),
  ].join('; ');
}

/**
 * OVERRIDE_ALLOWED_URLS: the URL prefixes (space- or comma-separated, http(s)) under which an admin may point an
 * area's manifest for their own browser; none by default. Each prefix is a folder: it ends with `/`, so
 * `https://cdn.example.com/team` cannot admit `https://cdn.example.com/team-b/` nor another host.
 */
function allowedOverrideUrls(env = process.env) {
  return (env.OVERRIDE_ALLOWED_URLS || '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => {
      let url;
      try {
        url = new URL(raw);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
        throw new Error(`OVERRIDE_ALLOWED_URLS: "${raw}" is not an http(s) URL prefix`);
      url.search = '';
      url.hash = '';
      return url.href.endsWith('/') ? url.href : `${url.href}/`;
    });
}

/** The manifest URL, normalised, when it lies under an allowed prefix; else null. */
function allowedOverrideUrl(raw, prefixes) {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash || !url.pathname.endsWith('/mf-manifest.json')) return null;
  return prefixes.some((prefix) => url.href.startsWith(prefix)) ? url.href : null;
}

/** The overrides a cookie names, `{ <id>: {release} | {url} }`, as written; unusable content reads as none. */
function readOverridesCookie(value) {
  if (typeof value !== 'string' || value === '' || value.length > 4000) return {};
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out = {};
    for (const [id, entry] of Object.entries(parsed)) {
      if (!/^[a-z][a-z0-9-]*$/.test(id) || !entry || typeof entry !== 'object') continue;
      if (typeof entry.release === 'string') out[id] = { release: entry.release };
      else if (typeof entry.url === 'string') out[id] = { url: entry.url };
    }
    return out;
  } catch {
    return {};
  }
}

const writeOverridesCookie = (overrides) =>
  Buffer.from(JSON.stringify(overrides), 'utf8').toString('base64url');

/**
 * What an override may be for this remote, checked against the registry and the allow-list: `{release}` of a
 * published release of a managed remote, or `{url}` under OVERRIDE_ALLOWED_URLS. Null: not allowed.
 */
function checkOverride(appId, target, entry, env = process.env) {
  if (!target || !entry) return null;
  if (entry.release !== undefined) {
    if (!target.managed || typeof entry.release !== 'string' || !RELEASE_ID.test(entry.release)) return null;
    return recordOf(appId, entry.release, env) ? { release: entry.release } : null;
  }
  const url = allowedOverrideUrl(entry.url, allowedOverrideUrls(env));
  return url ? { url } : null;
}

/** An entry of `areas`: a release's record as the browser needs it. */
function areaEntry(appId, release, env) {
  const record = describeRelease(appId, release, release ? null : distOf(appById(appId)), env);
  return {
    release,
    ...(record?.version ? { version: record.version } : {}),
    ...(record?.builtAt ? { builtAt: record.builtAt } : {}),
    ...(record?.declaration ? { declaration: record.declaration } : {}),
  };
}

/**
 * The discovery document for one browser.
 * @param {NodeJS.ProcessEnv} env
 * @param {{protocol: string, hostname: string, host?: string}} page
 * @param {{sessionId?: string | null, overrides?: Record<string, {release?: string, url?: string}>,
 *   host?: {release: string | null, version?: string, builtAt?: string} | null}} visitor
 */
function portalConfig(env, page, { sessionId = null, overrides = {}, host = null } = {}) {
  const config = buildRuntimeConfig(env, page);
  const targets = remoteTargets(env, page);
  const remotes = {};
  const areas = {};
  for (const [id, target] of Object.entries(targets)) {
    const override = checkOverride(id, target, Object.hasOwn(overrides, id) ? overrides[id] : null, env);
    if (override?.url) {
      remotes[id] = override.url;
      areas[id] = { release: null, override };
      continue;
    }
    if (!target.managed) {
      remotes[id] = target.url;
      continue;
    }
    const canary = canaryOf(id, env);
    // A canary whose release is gone serves nobody.
    const running = canary && recordOf(id, canary.release, env) ? canary : null;
    const release = override
      ? override.release
      : running && inCanary(sessionId, id, running)
        ? running.release
        : target.release;
    remotes[id] = target.urlOf(release);
    areas[id] = {
      ...areaEntry(id, release, env),
      ...(running
        ? {
            canary: {
              release: running.release,
              percent: running.percent,
              serving: !override && release === running.release,
            },
          }
        : {}),
      ...(override ? { override } : {}),
    };
  }
  return { ...config, remotes, areas, ...(host ? { host } : {}) };
}

module.exports = {
  SESSION_COOKIE,
  OVERRIDES_COOKIE,
  SESSION_ID,
  newSessionId,
  readCookies,
  cookieHeader,
  allowedOverrideUrls,
  allowedOverrideUrl,
  readOverridesCookie,
  writeOverridesCookie,
  checkOverride,
  portalConfig,
};
