// Releases: each app's production build published as an immutable folder named by its version and content hash
// (`<RELEASES_DIR>/<app>/<version>-<hash>/`), and which one is in use per app (`<RELEASES_DIR>/current.json`, or
// REMOTE_<ID>_RELEASE / HOST_RELEASE in the environment, which win). The host's /config.json points each remote
// at its release (`/releases/<id>/mf-manifest.json` on the remote's server), read on every request: deploying a
// remote's new release is publishing its folder and changing its entry, rolling back is changing it back — no
// other app is rebuilt or restarted. Folders are never changed or deleted, so a page opened before a switch keeps
// loading the chunks of the release it started with.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { appById, repoRoot } = require('./apps.cjs');

const RELEASE_ID = /^[\w.+-]+-[0-9a-f]{10}$/;

function releasesDir(env = process.env) {
  return path.resolve(env.RELEASES_DIR || path.join(repoRoot, '.releases'));
}

/** Every file under `dir` (source maps left out), relative path → sha256. */
function fingerprint(dir) {
  const files = {};
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.map'))
        files[path.relative(dir, file).split(path.sep).join('/')] = createHash('sha256')
          .update(fs.readFileSync(file))
          .digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** The version a build carries (its manifest's build info), else its workspace's, else 0.0.0. */
function versionOf(app, dist) {
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const manifest = read(path.join(dist, 'mf-manifest.json'));
  const fromBuild =
    manifest && manifest.metaData && manifest.metaData.buildInfo && manifest.metaData.buildInfo.buildVersion;
  const workspace = read(path.join(repoRoot, app.workspace, 'package.json'));
  const version = fromBuild || (workspace && workspace.version) || '0.0.0';
  return /^[\w.+-]+$/.test(version) ? version : '0.0.0';
}

/** `<version>-<10 hex of the build's content>`: the same build always gets the same id. */
function releaseIdOf(appId, dist) {
  const version = versionOf(appById(appId), dist);
  const files = fingerprint(dist);
  const hash = createHash('sha256')
    .update(JSON.stringify(Object.entries(files).sort()))
    .digest('hex')
    .slice(0, 10);
  return `${version}-${hash}`;
}

function readState(env = process.env) {
  const file = path.join(releasesDir(env), 'current.json');
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error.message}`);
  }
}

function writeState(state, env = process.env) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  // Written beside and renamed: a server reading it never sees half a file.
  const file = path.join(dir, 'current.json');
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** The release an app uses: its environment variable, else current.json, else none (its plain build). */
function currentRelease(appId, env = process.env) {
  const app = appById(appId);
  const variable = app.remote ? `REMOTE_${app.id.toUpperCase()}_RELEASE` : 'HOST_RELEASE';
  const fromEnv = env[variable] && env[variable].trim();
  const id = fromEnv || (readState(env)[app.id] || {}).current || null;
  if (id && !RELEASE_ID.test(id))
    throw new Error(`${fromEnv ? variable : 'current.json'}: "${id}" is not a release id`);
  return id;
}

function releaseFolder(appId, id, env = process.env) {
  return path.join(releasesDir(env), appById(appId).id, id);
}

function listReleases(appId, env = process.env) {
  const dir = path.join(releasesDir(env), appById(appId).id);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .map((id) => ({ id, at: fs.statSync(path.join(dir, id)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((r) => r.id);
}

/**
 * Publishes a build as a release folder (once: a release is immutable) and, unless `activate` is false, makes it
 * the app's current one. Returns what changed.
 */
function publish(appId, dist, { activate = true, env = process.env } = {}) {
  const app = appById(appId);
  if (!fs.existsSync(dist)) throw new Error(`${dist} does not exist: build ${app.workspace} first`);
  const id = releaseIdOf(app.id, dist);
  const folder = releaseFolder(app.id, id, env);
  const created = !fs.existsSync(folder);
  if (created) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const staging = `${folder}.partial-${process.pid}`;
    fs.cpSync(dist, staging, { recursive: true });
    fs.renameSync(staging, folder);
  }
  const state = readState(env);
  const previous = (state[app.id] || {}).current || null;
  const diff = previous ? compare(releaseFolder(app.id, previous, env), folder) : null;
  if (activate && previous !== id) {
    state[app.id] = {
      current: id,
      history: [...((state[app.id] || {}).history || []), ...(previous ? [previous] : [])],
    };
    writeState(state, env);
  }
  return { app: app.id, id, folder, created, previous, activated: activate && previous !== id, diff };
}

/** Makes the previous release current again (the one before the last switch). */
function rollback(appId, env = process.env) {
  const app = appById(appId);
  const state = readState(env);
  const entry = state[app.id] || {};
  const history = [...(entry.history || [])];
  const back = history.pop();
  if (!back) throw new Error(`${app.id} has no earlier release to roll back to`);
  state[app.id] = { current: back, history };
  writeState(state, env);
  return { app: app.id, from: entry.current, to: back };
}

/** Makes a published release current (forward or back). */
function activate(appId, id, env = process.env) {
  const app = appById(appId);
  if (!fs.existsSync(releaseFolder(app.id, id, env))) throw new Error(`${app.id} has no release ${id}`);
  const state = readState(env);
  const entry = state[app.id] || {};
  if (entry.current !== id) {
    state[app.id] = {
      current: id,
      history: [...(entry.history || []), ...(entry.current ? [entry.current] : [])],
    };
    writeState(state, env);
  }
  return { app: app.id, from: entry.current || null, to: id };
}

function compare(before, after) {
  const a = fingerprint(before);
  const b = fingerprint(after);
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  const diff = { added: [], removed: [], changed: [] };
  for (const name of [...names].sort()) {
    if (!(name in a)) diff.added.push(name);
    else if (!(name in b)) diff.removed.push(name);
    else if (a[name] !== b[name]) diff.changed.push(name);
  }
  return diff;
}

module.exports = {
  RELEASE_ID,
  releasesDir,
  releaseIdOf,
  releaseFolder,
  currentRelease,
  listReleases,
  publish,
  rollback,
  activate,
  fingerprint,
  readState,
};
