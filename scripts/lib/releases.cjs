// Releases: each app's production build published as an immutable folder named by its version and content hash
// (`<RELEASES_DIR>/<app>/<version>-<hash>/`), and which one is in use per app (`<RELEASES_DIR>/current.json`, or
// REMOTE_<ID>_RELEASE / HOST_RELEASE in the environment, which win). The host's /config.json points each remote
// at its release (`/releases/<id>/mf-manifest.json` on the remote's server), read on every request: deploying a
// remote's new release is publishing its folder and changing its entry, rolling back is changing it back — no
// other app is rebuilt or restarted. Folders are never changed or deleted, so a page opened before a switch keeps
// loading the chunks of the release it started with.
//
// The registry record of a release (`<RELEASES_DIR>/<app>/<id>.json`, written when it is published): what the host
// needs to know of it without asking the remote's server — its declaration (menu items, paths, public paths,
// background module: the `switchboard` entry of its mf-manifest.json), version and build time. The host's server
// serves the records of the releases in use with /config.json (./discovery.cjs), so the menu is drawn before any
// remote answers (docs/architecture.md#the-release-registry).
//
// A canary (`current.json` → `<app>.canary: {release, percent}`) serves another published release to a share of
// sessions; promoting makes it the one in use, rolling back ends it.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { appById, repoRoot } = require('./apps.cjs');

const RELEASE_ID = /^[\w.+-]+-[0-9a-f]{10}$/;

/** The variable that pins an app's release in the servers' environment. */
const releaseVariable = (app) => (app.remote ? `REMOTE_${app.id.toUpperCase()}_RELEASE` : 'HOST_RELEASE');

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

/**
 * What a build says of itself: version, build time (its manifest's, else its page's modification time) and, for a
 * remote, its declaration. Null when `dist` holds no build.
 */
function describeBuild(dist) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const stampFile = fs.existsSync(manifestFile) ? manifestFile : path.join(dist, 'index.html');
  if (!fs.existsSync(stampFile)) return null;
  let manifest = null;
  try {
    manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  } catch {
    manifest = null;
  }
  const metaData = (manifest && manifest.metaData) || {};
  const version = metaData.buildInfo && metaData.buildInfo.buildVersion;
  return {
    ...(typeof version === 'string' ? { version } : {}),
    builtAt: fs.statSync(stampFile).mtime.toISOString(),
    ...(metaData.switchboard && typeof metaData.switchboard === 'object'
      ? { declaration: metaData.switchboard }
      : {}),
  };
}

const recordFile = (appId, id, env) => path.join(releasesDir(env), appById(appId).id, `${id}.json`);

/** Writes a release's registry record (once: a release and its record never change). */
function writeRecord(appId, id, dist, env = process.env) {
  const file = recordFile(appId, id, env);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const described = describeBuild(dist) || {};
  const record = {
    app: appById(appId).id,
    release: id,
    version: described.version || versionOf(appById(appId), dist),
    builtAt: described.builtAt,
    publishedAt: new Date().toISOString(),
    ...(described.declaration ? { declaration: described.declaration } : {}),
  };
  fs.writeFileSync(`${file}.tmp-${process.pid}`, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(`${file}.tmp-${process.pid}`, file);
  return record;
}

/** Records read so far, by file: a release's never changes. */
const records = new Map();

/**
 * A published release's registry record; for a release published before records existed, what its folder's
 * manifest says. Null when the release does not exist.
 */
function recordOf(appId, id, env = process.env) {
  if (!RELEASE_ID.test(id)) return null;
  const file = recordFile(appId, id, env);
  const known = records.get(file);
  if (known) return known;
  let record = null;
  if (fs.existsSync(file)) {
    try {
      record = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      record = null;
    }
  }
  if (!record) {
    const folder = releaseFolder(appId, id, env);
    const described = fs.existsSync(folder) ? describeBuild(folder) : null;
    if (!described) return null;
    record = { app: appById(appId).id, release: id, ...described };
    if (!record.version) record.version = id.slice(0, id.lastIndexOf('-'));
  }
  records.set(file, record);
  return record;
}

/** Builds described so far, by folder, with the manifest's time and size they were read at. */
const builds = new Map();

/**
 * The record of an app's plain build, not published as a release (what `npm start` serves before the first
 * release): read from the build, again whenever it is rebuilt. Null without a build.
 */
function buildRecordOf(appId, dist) {
  const app = appById(appId);
  const stampFile = path.join(dist, app.remote ? 'mf-manifest.json' : 'index.html');
  let stat;
  try {
    stat = fs.statSync(stampFile);
  } catch {
    return null;
  }
  const key = `${stat.mtimeMs}:${stat.size}`;
  const known = builds.get(dist);
  if (known && known.key === key) return known.record;
  const described = describeBuild(dist);
  if (!described) return null;
  const record = { app: app.id, release: null, ...described };
  builds.set(dist, { key, record });
  return record;
}

/**
 * What the servers tell the browser of an app's build: its release's record, or for its plain build (no release)
 * the build's own (read from `dist`). Either way with a version (the workspace's when the build has none). Null
 * when there is neither.
 */
function describeRelease(appId, release, dist, env = process.env) {
  const app = appById(appId);
  const record = release ? recordOf(app.id, release, env) : dist ? buildRecordOf(app.id, dist) : null;
  if (!record) return null;
  return record.version
    ? record
    : { ...record, version: versionOf(app, dist || releaseFolder(app.id, release, env)) };
}

/** The release an app uses: its environment variable, else current.json, else none (its plain build). */
function currentRelease(appId, env = process.env) {
  const app = appById(appId);
  const variable = releaseVariable(app);
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
  const record = writeRecord(app.id, id, dist, env);
  const state = readState(env);
  const previous = (state[app.id] || {}).current || null;
  const diff = previous ? compare(releaseFolder(app.id, previous, env), folder) : null;
  if (activate && previous !== id) {
    // A canary running for this app ends: the release in use has changed under it.
    state[app.id] = {
      current: id,
      history: [...((state[app.id] || {}).history || []), ...(previous ? [previous] : [])],
    };
    writeState(state, env);
  }
  return {
    app: app.id,
    id,
    folder,
    created,
    previous,
    activated: activate && previous !== id,
    diff,
    record,
  };
}

/**
 * Makes the previous release current again (the one before the last switch); while a canary runs, ends the canary
 * instead (every session back on the release in use).
 */
function rollback(appId, env = process.env) {
  const app = appById(appId);
  const state = readState(env);
  const entry = state[app.id] || {};
  if (entry.canary) {
    const { canary, ...rest } = entry;
    state[app.id] = rest;
    writeState(state, env);
    return { app: app.id, from: canary.release, to: entry.current || null, canary: true };
  }
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
  if (entry.current !== id || entry.canary) {
    // A canary ends with any switch (promoting it is activating its release).
    state[app.id] = {
      current: id,
      history: [...(entry.history || []), ...(entry.current && entry.current !== id ? [entry.current] : [])],
    };
    writeState(state, env);
  }
  return { app: app.id, from: entry.current || null, to: id };
}

/**
 * Serves a published release to `percent` % of sessions (1–99), the release in use to the others. Remotes only:
 * the host's own release is read when its server starts.
 */
function startCanary(appId, id, percent, env = process.env) {
  const app = appById(appId);
  if (!app.remote)
    throw new Error('a canary is for a remote: the host serves one release, read at its start');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error(`--canary takes a whole percentage from 1 to 99 (got ${percent})`);
  if (!fs.existsSync(releaseFolder(app.id, id, env))) throw new Error(`${app.id} has no release ${id}`);
  const state = readState(env);
  const entry = state[app.id] || {};
  if (!entry.current) throw new Error(`${app.id} has no release in use yet: publish one first`);
  if (entry.current === id) throw new Error(`${id} is already the release in use`);
  state[app.id] = { ...entry, canary: { release: id, percent, since: new Date().toISOString() } };
  writeState(state, env);
  return { app: app.id, current: entry.current, canary: id, percent };
}

/** Makes the canary the release in use for every session. */
function promote(appId, env = process.env) {
  const app = appById(appId);
  const entry = readState(env)[app.id] || {};
  if (!entry.canary) throw new Error(`${app.id} has no canary to promote`);
  return activate(app.id, entry.canary.release, env);
}

/**
 * The canary an app runs, as the servers apply it: none while the environment pins its release
 * (REMOTE_<ID>_RELEASE), or when its release folder is gone.
 */
function canaryOf(appId, env = process.env) {
  const app = appById(appId);
  if (!app.remote || (env[releaseVariable(app)] && env[releaseVariable(app)].trim())) return null;
  const canary = (readState(env)[app.id] || {}).canary;
  if (!canary || !RELEASE_ID.test(String(canary.release))) return null;
  const percent = Number(canary.percent);
  if (!Number.isFinite(percent) || percent <= 0) return null;
  return { release: canary.release, percent: Math.min(100, percent) };
}

/** Whether a session gets the canary: a stable bucket 0–99 from its id, the app and the canary's release. */
function inCanary(sessionId, appId, canary) {
  if (!sessionId || !canary) return false;
  const digest = createHash('sha256').update(`${sessionId}:${appId}:${canary.release}`).digest();
  return digest.readUInt32BE(0) % 100 < canary.percent;
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
  recordOf,
  buildRecordOf,
  describeRelease,
  releaseVariable,
  startCanary,
  promote,
  canaryOf,
  inCanary,
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
