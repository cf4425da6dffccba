#!/usr/bin/env node
// `npm run release <app>`: builds one app, publishes it as an immutable release folder and makes it the one in use
// (the host's /config.json points the remote at it from the next page load). Nothing else is built or restarted.
//   npm run release telephony                  build, publish, activate; prints what changed
//   npm run release -- telephony --no-build    publish the existing build (dist/)
//   npm run release -- telephony --from <dir>  publish another build folder
//   npm run release -- telephony --no-activate publish only
//   npm run release -- telephony --rollback    back to the release before the last switch (or: end the canary)
//   npm run release -- telephony --activate <id>
//   npm run release -- telephony --canary 10   build, publish, serve it to ~10 % of sessions (sticky per session)
//   npm run release -- telephony --promote     the canary becomes the release in use for everyone
//   npm run release -- telephony --list
// Each release is recorded in the registry with its declaration, version and build time (scripts/lib/releases.cjs):
// the host's /config.json serves the records of the releases in use, so nothing is rebuilt or restarted.
// Where: RELEASES_DIR (default .releases/); which is in use: .releases/current.json, or REMOTE_<ID>_RELEASE /
// HOST_RELEASE in the servers' environment.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { appById, distOf, repoRoot } = require('./lib/apps.cjs');
const releases = require('./lib/releases.cjs');

const args = process.argv.slice(2);
const appId = args.find(
  (arg) =>
    !arg.startsWith('--') && !['--from', '--activate', '--canary'].includes(args[args.indexOf(arg) - 1]),
);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!appId)
  fail('usage: npm run release <host|identity|telephony|speech|observability|billing> [--rollback|--list|…]');
let app;
try {
  app = appById(appId);
} catch (error) {
  fail(error.message);
}

try {
  if (flag('--list')) {
    const current = releases.currentRelease(app.id);
    const canary = releases.canaryOf(app.id);
    for (const id of releases.listReleases(app.id)) {
      const record = releases.recordOf(app.id, id);
      const mark = id === current ? '*' : canary?.release === id ? '~' : ' ';
      const built = record?.builtAt ? `  built ${record.builtAt}` : '';
      const share = canary?.release === id ? `  canary: ${canary.percent} % of sessions` : '';
      console.log(`${mark} ${id}${built}${share}`);
    }
    console.log('(* in use, ~ canary)');
    process.exit(0);
  }
  if (flag('--rollback')) {
    const { from, to, canary } = releases.rollback(app.id);
    console.log(
      canary
        ? `${app.id}: canary ${from} ended; every session is on ${to}. Pages pick it up on their next load.`
        : `${app.id}: ${from} → ${to} (rolled back). Pages pick it up on their next load.`,
    );
    process.exit(0);
  }
  if (flag('--promote')) {
    const { from, to } = releases.promote(app.id);
    console.log(`${app.id}: canary ${to} promoted (was ${from}). Pages pick it up on their next load.`);
    process.exit(0);
  }
  if (option('--activate')) {
    const { from, to } = releases.activate(app.id, option('--activate'));
    console.log(`${app.id}: ${from ?? '(plain build)'} → ${to}. Pages pick it up on their next load.`);
    process.exit(0);
  }
  const canaryPercent = option('--canary');
  if (flag('--canary') && !/^\d+$/.test(canaryPercent ?? ''))
    fail('--canary needs a whole percentage, e.g. --canary 10');
  if (canaryPercent !== undefined && !app.remote)
    fail('a canary is for a remote: the host serves one release, read when its server starts');
  const from = option('--from');
  if (!from && !flag('--no-build')) {
    const built = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      stdio: 'inherit',
      cwd: repoRoot,
    });
    if (built.status !== 0) fail(`the build of ${app.workspace} failed`);
  }
  const dist = from ? path.resolve(from) : distOf(app);
  const result = releases.publish(app.id, dist, {
    activate: !flag('--no-activate') && canaryPercent === undefined,
  });
  console.log(
    `${app.id} release ${result.id} ${result.created ? 'published' : 'already published'} in ${path.relative(repoRoot, result.folder)}`,
  );
  const { declaration, version, builtAt } = result.record;
  console.log(
    `  registry record: version ${version}, built ${builtAt}${
      declaration
        ? `, ${declaration.menu?.length ?? 0} menu items, ${declaration.paths?.length ?? 0} paths, ${declaration.publicPaths?.length ?? 0} public paths${declaration.background ? ', a background module' : ''}`
        : ''
    }`,
  );
  if (result.diff) {
    const { added, removed, changed } = result.diff;
    console.log(
      `  against ${result.previous}: ${added.length} files added, ${removed.length} removed, ${changed.length} changed`,
    );
    for (const [mark, names] of [
      ['+', added],
      ['-', removed],
      ['~', changed],
    ])
      for (const name of names) console.log(`    ${mark} ${name}`);
  }
  if (canaryPercent !== undefined) {
    const canary = releases.startCanary(app.id, result.id, Number(canaryPercent));
    console.log(
      `  canary: ${canary.percent} % of sessions get ${canary.canary}, the others ${canary.current} (sticky per session)`,
    );
    console.log(
      `  finish with: npm run release -- ${app.id} --promote; undo with: npm run release -- ${app.id} --rollback`,
    );
    process.exit(0);
  }
  console.log(
    result.activated
      ? `  now in use (${app.remote ? 'the host points at it from the next page load' : 'restart the host server to serve it'}); roll back with: npm run release -- ${app.id} --rollback`
      : `  not activated${result.previous === result.id ? ' (already in use)' : ''}`,
  );
} catch (error) {
  fail(error.message);
}
