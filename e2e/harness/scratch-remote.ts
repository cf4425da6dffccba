// A scratch copy of a remote, changed and built on its own — what a team releasing its area alone does — for the
// tests of remotes declaring their own pages, of releases and of version skew. The copy lives beside the
// workspaces (so it resolves the repository's packages and webpack factory) under an ignored `.scratch-*` name,
// with its own webpack cache; `remove()` deletes both. With `sharedVersion`, it is built against a copy of
// @switchboard/shared carrying that version (another release of the shared package).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export interface ScratchRemote {
  dir: string;
  /** The production build. */
  dist: string;
  remove: () => void;
}

export interface ScratchOptions {
  /** The workspace to copy, e.g. 'mfe-identity'. */
  from: string;
  /** Changes to the copy before it is built (its folder is given). */
  change?: (dir: string) => void;
  /** Build against @switchboard/shared at this version (a copy of the package). */
  sharedVersion?: string;
}

const cacheOf = (dir: string) => path.join(repoRoot, 'node_modules/.cache', `webpack-${path.basename(dir)}`);

export function buildScratchRemote({ from, change, sharedVersion }: ScratchOptions): ScratchRemote {
  const id = randomBytes(4).toString('hex');
  const dir = path.join(repoRoot, `.scratch-remote-${id}`);
  const sharedCopy = sharedVersion ? path.join(repoRoot, `.scratch-shared-${id}`) : null;
  const remove = () => {
    for (const folder of [dir, sharedCopy]) {
      if (!folder) continue;
      rmSync(folder, { recursive: true, force: true });
      rmSync(cacheOf(folder), { recursive: true, force: true });
    }
  };
  try {
    const source = path.join(repoRoot, from);
    cpSync(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
    for (const file of ['area.json', 'package.json'])
      if (existsSync(path.join(source, file))) cpSync(path.join(source, file), path.join(dir, file));
    // The workspace's own installed dependencies (the versions npm kept beside it, not hoisted).
    if (existsSync(path.join(source, 'node_modules')))
      cpSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true });

    if (sharedCopy) {
      const shared = path.join(repoRoot, 'shared');
      cpSync(shared, sharedCopy, {
        recursive: true,
        filter: (file) =>
          !file.startsWith(path.join(shared, 'dist')) && !file.startsWith(path.join(shared, 'node_modules')),
      });
      if (existsSync(path.join(shared, 'node_modules')))
        cpSync(path.join(shared, 'node_modules'), path.join(sharedCopy, 'node_modules'), { recursive: true });
      const pkgFile = path.join(sharedCopy, 'package.json');
      writeFileSync(
        pkgFile,
        JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: sharedVersion }, null, 2),
      );
      // The remote, and the copy's own subpath imports, resolve @switchboard/shared to the copy.
      for (const owner of [dir, sharedCopy]) {
        mkdirSync(path.join(owner, 'node_modules/@switchboard'), { recursive: true });
        symlinkSync(sharedCopy, path.join(owner, 'node_modules/@switchboard/shared'), 'dir');
      }
    }

    change?.(dir);
    // The remote's own build settings, under another cache name so the real build's cache is not touched.
    const app = /app: '([^']+)'/.exec(readFileSync(path.join(source, 'webpack.config.cjs'), 'utf8'))?.[1];
    const config = readFileSync(path.join(source, 'webpack.config.cjs'), 'utf8').replace(
      `app: '${app}'`,
      `app: '${path.basename(dir)}'`,
    );
    if (!config.includes(path.basename(dir))) throw new Error(`${from}/webpack.config.cjs has no app: '…'`);
    writeFileSync(path.join(dir, 'webpack.config.cjs'), config);
    try {
      execFileSync(
        process.execPath,
        [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', 'webpack.config.cjs'],
        { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
      );
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`the scratch remote did not build:\n${stdout?.toString()}\n${stderr?.toString()}`);
    }
    return { dir, dist: path.join(dir, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Puts a build where a running remote server serves from (source maps left out). */
export function publishInto(dist: string, served: string): void {
  rmSync(served, { recursive: true, force: true });
  cpSync(dist, served, { recursive: true, filter: (file) => !file.endsWith('.map') });
}
