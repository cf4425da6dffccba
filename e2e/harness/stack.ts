// One complete Switchboard on free ports: the API on a fresh temporary database, the host's and every remote's
// production server (scripts/lib/app-server.cjs, what `npm start` runs; over a snapshot of the builds when given)
// configured to find each other, and the harness's fixtures server. Each spec file starts its own, so files are independent and can run in any order.
// With `apiUpstream` no API is started: the host's server proxies `/api` to that one (the real-API lane).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { assertBuildsExist, portalApps, repoRoot } from './paths';
import { freePorts } from './ports';
import { startProcess, stopProcess, type Managed } from './processes';
import { startFixturesServer, type FixturesServer } from './fixtures-server';

export interface Stack {
  /** The portal (host) origin, e.g. http://127.0.0.1:41234 */
  hostUrl: string;
  /** The API's own base URL (…/v1); the portal reaches it through the host's /api proxy. */
  apiUrl: string;
  /** Origins of the remotes' servers, by id ('identity' → http://127.0.0.1:41235). */
  remoteOrigins: Record<string, string>;
  fixtures: FixturesServer;
  databasePath: string;
  /** RELEASES_DIR of this stack's servers (scripts/lib/releases.cjs): its own, empty at start. */
  releasesDir: string;
  stop: () => Promise<void>;
}

export interface StackOptions {
  /** The scratch folder (PID file, databases). */
  dir: string;
  /** Where each app's build is served from, by app id (default: the workspaces' dist folders). */
  builds?: Record<string, string>;
  /** Extra environment for the host's server (FEATURE_*, …). */
  hostEnv?: NodeJS.ProcessEnv;
  /** Extra environment for the API. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Origins besides the portal's and the fixtures server's whose pages call the API directly (CORS). */
  corsOrigins?: string[];
  /**
   * Remotes reached through the host's origin (/remotes/<id>/…, proxied by its server), as docker-compose runs
   * them with one published port; default: each on its own port, as `npm start` runs them.
   */
  remotesThroughHost?: boolean;
  /**
   * An API already running elsewhere (its origin, e.g. http://127.0.0.1:3900, serving `/v1`): no local API is
   * started, the host's server proxies `/api/*` to it (API_UPSTREAM), and `apiUrl` is `<apiUpstream>/v1`.
   */
  apiUpstream?: string;
}

async function waitForHealth(managed: Managed, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (managed.child.exitCode !== null) {
      throw new Error(
        `${managed.name} exited with code ${managed.child.exitCode} before answering:\n${managed.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${managed.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${managed.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The environment every child starts from: ours, minus what would point it at someone else's servers. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      /^(REMOTE_\w+_URL|REMOTE_\w+_RELEASE|HOST_RELEASE|RELEASES_DIR|FEATURE_\w+|API_UPSTREAM|API_BASE_URL|\w+_PORT|PORT|DATABASE_PATH)$/.test(
        key,
      )
    )
      delete env[key];
  }
  return { ...env, NODE_ENV: 'production', LISTEN_HOST: '127.0.0.1' };
}

/** Variables every server of a stack gets beyond baseEnv. */
const stackEnv = (releasesDir: string): NodeJS.ProcessEnv => ({ ...baseEnv(), RELEASES_DIR: releasesDir });

export async function startStack(options: StackOptions): Promise<Stack> {
  assertBuildsExist();
  const apps = portalApps();
  const remotes = apps.filter((app) => app.remote);
  const host = apps.find((app) => !app.remote);
  if (!host) throw new Error('the host workspace is missing');
  const [apiPort, hostPort, fixturesPort, ...remotePorts] = await freePorts(3 + remotes.length);
  const dbDir = mkdtempSync(path.join(options.dir, 'stack-'));
  const databasePath = path.join(dbDir, 'switchboard.db');
  const releasesDir = path.join(dbDir, 'releases');
  const running: Managed[] = [];
  // The portal's production server: `npm start`'s serve script, or the same server over a snapshot of the build.
  const serveArgs = (id: string) => {
    const dist = options.builds?.[id];
    return dist ? ['e2e/harness/serve-build.mjs', id, dist] : ['scripts/serve-app.mjs', id];
  };
  let fixtures: FixturesServer | undefined;

  const stop = async () => {
    await Promise.all(running.map((managed) => stopProcess(managed)));
    await fixtures?.close();
    rmSync(dbDir, { recursive: true, force: true });
  };

  try {
    const apiOrigin = options.apiUpstream?.replace(/\/+$/, '') ?? `http://127.0.0.1:${apiPort}`;
    const apiUrl = `${apiOrigin}/v1`;
    const api = options.apiUpstream
      ? undefined
      : startProcess('api', process.execPath, ['api/dist/dev/server.js'], {
          cwd: repoRoot,
          dir: options.dir,
          env: {
            ...baseEnv(),
            PORT: String(apiPort),
            HOST: '127.0.0.1',
            DATABASE_PATH: databasePath,
            JWT_SECRET: randomBytes(32).toString('base64url'),
            ENCRYPTION_SECRET: randomBytes(32).toString('base64url'),
            LOG_LEVEL: 'warn',
            PORTAL_BASE_URL: `http://127.0.0.1:${hostPort}`,
            // The portal's pages, and the partner page of the fixtures server that calls the API directly.
            CORS_ORIGINS: [
              `http://127.0.0.1:${hostPort}`,
              `http://127.0.0.1:${fixturesPort}`,
              ...(options.corsOrigins ?? []),
            ].join(','),
            ...options.apiEnv,
          },
        });
    if (api) running.push(api);

    const remoteOrigins: Record<string, string> = {};
    const remoteServers: Managed[] = [];
    const remoteUrls: NodeJS.ProcessEnv = {};
    remotes.forEach((remote, index) => {
      const port = remotePorts[index];
      remoteOrigins[remote.id] = `http://127.0.0.1:${port}`;
      const id = remote.id.toUpperCase();
      if (options.remotesThroughHost) {
        remoteUrls[`REMOTE_${id}_URL`] = `/remotes/${remote.id}/mf-manifest.json`;
        remoteUrls[`REMOTE_${id}_UPSTREAM`] = `http://127.0.0.1:${port}`;
      } else {
        // As `npm start` finds them: on the page's host name at the remote's port (its release in use, if any).
        remoteUrls[`REMOTE_${id}_URL`] = 'auto';
        remoteUrls[`${id}_PORT`] = String(port);
      }
      const server = startProcess(remote.id, process.execPath, serveArgs(remote.id), {
        cwd: repoRoot,
        dir: options.dir,
        env: { ...stackEnv(releasesDir), [`${remote.id.toUpperCase()}_PORT`]: String(port) },
      });
      running.push(server);
      remoteServers.push(server);
    });
    const hostServer = startProcess('host', process.execPath, serveArgs(host.id), {
      cwd: repoRoot,
      dir: options.dir,
      env: {
        ...stackEnv(releasesDir),
        HOST_PORT: String(hostPort),
        API_UPSTREAM: apiOrigin,
        ...remoteUrls,
        ...options.hostEnv,
      },
    });
    running.push(hostServer);

    const hostUrl = `http://127.0.0.1:${hostPort}`;
    await Promise.all([
      ...(api ? [waitForHealth(api, `${apiOrigin}/health`)] : []),
      waitForHealth(hostServer, `${hostUrl}/health`),
      ...remotes.map((remote, index) =>
        waitForHealth(remoteServers[index], `${remoteOrigins[remote.id]}/health`),
      ),
    ]);
    fixtures = await startFixturesServer({
      port: fixturesPort,
      identityOrigin: remoteOrigins.identity ?? '',
      // A partner page talks to the API directly (it has CORS), not through the host's proxy.
      apiBaseUrl: apiUrl,
    });
    return { hostUrl, apiUrl, remoteOrigins, fixtures, databasePath, releasesDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
