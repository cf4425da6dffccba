// What the API can do (`GET /Capabilities`), asked by the host's server rather than by each browser: config.json
// then carries it, and the browser neither asks nor logs the 401 a jambonz API answers there (it has no such
// document, and every route but the public ones wants a token). Never on config.json's path: the answer is kept and
// refreshed in the background; until one is known, config.json goes without and the browser asks as before.
const { askUpstream } = require('./ask-upstream.cjs');

/** A known answer is asked again after this long (an API upgraded behind the portal is seen within it). */
const KNOWN_FOR_MS = 5 * 60_000;
/** After no answer (the API not up yet, unreachable), the next config.json may try again this much later. */
const RETRY_AFTER_MS = 5_000;

/** What jambonz's 401 or 404 there means: the contract and nothing more (shared/src/config/api-capabilities.ts). */
const PLAIN_JAMBONZ = Object.freeze({ api: 'jambonz', version: '', features: Object.freeze([]) });

/** A capabilities document as the API sent it, or null when it is not one. */
function readDocument(body) {
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray(value.features)) return null;
  return {
    api: typeof value.api === 'string' ? value.api : 'unknown',
    version: typeof value.version === 'string' ? value.version : '',
    features: value.features.filter((feature) => typeof feature === 'string'),
  };
}

/**
 * Where this server can ask: an absolute API base URL directly, a path under `/api` through its own proxy (the
 * default, `/api/v1`); any other path is served by something in front of this server, which it cannot ask.
 * @param {string | undefined} apiBaseUrl config.json's (absolute, a path, or unset)
 * @returns {{url: string, own: boolean} | null}
 */
function probeTarget(apiBaseUrl) {
  const base = (apiBaseUrl ?? '/api/v1').replace(/\/+$/, '');
  if (/^https?:\/\//.test(base)) return { url: `${base}/Capabilities`, own: false };
  if (base === '/api' || base.startsWith('/api/')) return { url: `${base}/Capabilities`, own: true };
  return null;
}

/**
 * @param {import('fastify').FastifyInstance} server to ask a path on its own origin through (its `/api` proxy)
 * @param {{now?: () => number, fetchImpl?: typeof fetch}} [options]
 */
function createCapabilitiesProbe(server, { now = Date.now, fetchImpl = fetch } = {}) {
  /** @type {Map<string, {document: object | null, until: number, asking: Promise<void> | null}>} */
  const known = new Map();

  async function ask(target) {
    const { status, body } = await askUpstream(server, target, fetchImpl);
    if (status === 200) return readDocument(body);
    // jambonz: no such route without a token (401), or with one (404). Anything else says nothing.
    if (status === 401 || status === 404) return PLAIN_JAMBONZ;
    return null;
  }

  function refresh(target, entry) {
    entry.asking = ask(target)
      .catch(() => null)
      .then((document) => {
        entry.document = document ?? entry.document;
        entry.until = now() + (document ? KNOWN_FOR_MS : RETRY_AFTER_MS);
        entry.asking = null;
      });
    return entry.asking;
  }

  return {
    /**
     * The document known for this API base URL now (null while none is), asking again in the background when it
     * is due. Never waits.
     */
    current(apiBaseUrl) {
      const target = probeTarget(apiBaseUrl);
      if (!target) return null;
      let entry = known.get(target.url);
      if (!entry) {
        entry = { document: null, until: 0, asking: null };
        known.set(target.url, entry);
      }
      if (!entry.asking && now() >= entry.until) void refresh(target, entry);
      return entry.document;
    },
    /** Resolves once no question is on its way (tests, and the server's start). */
    async settled() {
      await Promise.all([...known.values()].map((entry) => entry.asking));
    },
  };
}

module.exports = {
  createCapabilitiesProbe,
  probeTarget,
  PLAIN_JAMBONZ,
  KNOWN_FOR_MS,
  RETRY_AFTER_MS,
};
