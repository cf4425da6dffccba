// `/health` of the production static server (app-server.cjs): whether each remote's manifest answers, and the API.
const { probeTarget } = require('./api-capabilities.cjs');
const { askUpstream } = require('./ask-upstream.cjs');

/**
 * Each remote's manifest fetched once: reachable or not, the HTTP status or the error, and the build version. A
 * manifest on this server's own origin (`/remotes/<id>/…`) is asked through the server itself, so its proxy is
 * checked too.
 */
async function remoteHealth(server, remotes, ownHost) {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([id, url]) => {
      try {
        const target = new URL(url);
        const own = target.host === ownHost;
        const { status, body } = await askUpstream(server, {
          url: own ? `${target.pathname}${target.search}` : url,
          own,
        });
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

/**
 * Whether the API answers, asked as the capabilities are (./ask-upstream.cjs: through this server's /api proxy,
 * or at an absolute API base URL; UPSTREAM_TIMEOUT_MS at most). Any answer of the API's own counts — ours answers
 * 200 there, jambonz 401 — but not the proxy's 502/504 for an API it cannot reach. Null when the API is served by
 * something in front of this server (a path outside /api): it cannot ask.
 * @param {string | undefined} apiBaseUrl config.json's
 * @param {string} pageOrigin how the browser reaches this server, to name the API's URL
 */
async function apiHealth(server, apiBaseUrl, pageOrigin) {
  const target = probeTarget(apiBaseUrl);
  if (!target) return null;
  const url = target.own ? `${pageOrigin}${target.url.replace(/\/Capabilities$/, '')}` : apiBaseUrl;
  try {
    const { status } = await askUpstream(server, target);
    return { url, reachable: status < 500, status };
  } catch (error) {
    return { url, reachable: false, error: String(error?.cause?.code ?? error?.name ?? error) };
  }
}

module.exports = { remoteHealth, apiHealth };
