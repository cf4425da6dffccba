// `/health` of the production static server (app-server.cjs): whether each remote's manifest answers.
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

module.exports = { remoteHealth };
