// Where things are: the repository, and the production builds the suite runs against.
import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The repository: the first folder up from here holding scripts/lib/apps.cjs (from e2e/harness or e2e/dist/harness). */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'scripts/lib/apps.cjs'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${start}`);
  }
}

export const repoRoot = findRepoRoot(__dirname);

interface AppInfo {
  id: string;
  workspace: string;
  remote: boolean;
}

// The one table of the portal's apps (ids, workspaces, ports, environment variables) lives in scripts/.
const apps = createRequire(__filename)(path.join(repoRoot, 'scripts/lib/apps.cjs')) as {
  apps: AppInfo[];
  isBuildable: (app: AppInfo) => boolean;
};

/** The portal apps that exist here with a build script: the host and every remote present. */
export function portalApps(): AppInfo[] {
  return apps.apps.filter((app) => apps.isBuildable(app));
}

/** Every build the suite needs, with the command that makes it when it is missing. */
export function requiredBuilds(): { file: string; command: string }[] {
  return [
    { file: 'api/dist/dev/server.js', command: 'npm run build -w api' },
    { file: 'shared/dist/index.js', command: 'npm run build -w shared' },
    ...portalApps().map((app) => ({
      file: `${app.workspace}/dist/${app.remote ? 'mf-manifest.json' : 'index.html'}`,
      command: `npm run build -w ${app.workspace}`,
    })),
  ];
}

/** Throws a message naming the build commands when a production build is missing. */
export function assertBuildsExist(): void {
  const missing = requiredBuilds().filter(({ file }) => !existsSync(path.join(repoRoot, file)));
  if (missing.length === 0) return;
  const lines = missing.map(({ file, command }) => `  ${file} is missing: run \`${command}\``);
  throw new Error(
    `The end-to-end suite runs against production builds, and some are missing:\n${lines.join('\n')}\n` +
      '(`npm test` builds everything before it runs the suite; `npm run build` builds every workspace.)',
  );
}

/**
 * Copies every portal app's production build into `dir` (source maps left out) and returns where each went, by
 * app id. Servers started from the copies keep serving the same files even if a workspace is rebuilt meanwhile.
 */
export function snapshotBuilds(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const app of portalApps()) {
    const target = path.join(dir, app.workspace);
    cpSync(path.join(repoRoot, app.workspace, 'dist'), target, {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    out[app.id] = target;
  }
  return out;
}
