// One question from the host's server to what stands behind it — the API (./api-capabilities.cjs, /health) or a
// remote's manifest (/health, ./remote-health.cjs) — bounded in time, whichever way it goes.
/** How long this server waits on what it checks for the browser: the API, a remote's manifest in /health. */
const UPSTREAM_TIMEOUT_MS = 2000;

/**
 * `GET <target>` once, at most UPSTREAM_TIMEOUT_MS: through this server's own proxy (which would wait 30 s for a
 * hung upstream) or directly. Rejects on no answer in time (`TimeoutError`) or a network error.
 * @param {import('fastify').FastifyInstance} server to ask a path on its own origin through
 * @param {{url: string, own: boolean}} target a path on this server (`own`) or an absolute URL
 * @returns {Promise<{status: number, body: string}>}
 */
async function askUpstream(server, target, fetchImpl = fetch) {
  const headers = { accept: 'application/json' };
  if (!target.own) {
    const response = await fetchImpl(target.url, {
      headers,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  }
  return Promise.race([
    server
      .inject({ url: target.url, headers })
      .then((response) => ({ status: response.statusCode, body: response.body })),
    new Promise((_resolve, reject) => {
      const timeout = Object.assign(new Error('no answer in time'), { name: 'TimeoutError' });
      setTimeout(() => reject(timeout), UPSTREAM_TIMEOUT_MS).unref();
    }),
  ]);
}

module.exports = { askUpstream, UPSTREAM_TIMEOUT_MS };
