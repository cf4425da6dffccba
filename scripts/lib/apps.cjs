// The portal's apps in one table: ids, workspaces, federation names, ports and their environment variables.
// Used by the static server, `npm start`, `npm run dev`, the runtime config (remote URLs) and docker-compose docs.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * @typedef {object} AppInfo
 * @property {string} id            short id ('host', 'identity', …); REMOTE_<ID>_URL and <ID>_PORT derive from it
 * @property {string} workspace     folder of the npm workspace
 * @property {string} federationName the federation `name` (a global; unique; the host registers remotes by it)
 * @property {number} defaultPort
 * @property {string} portEnv       environment variable that overrides the port
 * @property {boolean} remote
 */

/** @type {AppInfo[]} */
const apps = [
  {
    id: 'host',
    workspace: 'host',
    federationName: 'switchboard_host',
    defaultPort: 8080,
    portEnv: 'HOST_PORT',
    remote: false,
  },
  ...[
    ['identity', 8081],
    ['telephony', 8082],
    ['speech', 8083],
    ['observability', 8084],
    ['billing', 8085],
  ].map(([id, defaultPort]) => ({
    id,
    workspace: `mfe-${id}`,
    federationName: `mfe_${id}`,
    defaultPort,
    portEnv: `${id.toUpperCase()}_PORT`,
    remote: true,
  })),
];

function appById(id) {
  const app = apps.find((a) => a.id === id || a.workspace === id);
  if (!app) throw new Error(`unknown app "${id}" (known: ${apps.map((a) => a.id).join(', ')})`);
  return app;
}

/** The port an app listens on, from its environment variable or the default. */
function portOf(app, env = process.env) {
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.defaultPort;
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${app.portEnv}="${raw}" is not a port`);
  return port;
}

/** A workspace is present once its package.json exists (remotes arrive one by one). */
function isPresent(app) {
  return fs.existsSync(path.join(repoRoot, app.workspace, 'package.json'));
}

/** Whether a workspace folder ('api', 'mfe-identity', …) has an npm script. */
function hasScript(workspace, script) {
  const file = path.join(repoRoot, workspace, 'package.json');
  if (!fs.existsSync(file)) return false;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Boolean(pkg.scripts && pkg.scripts[script]);
}

/** Present workspaces with a `build` script (a remote folder may exist before it can be built). */
function isBuildable(app) {
  return hasScript(app.workspace, 'build');
}

/**
 * The API for `npm start` / `npm run dev`: a local one on API_PORT (3000), unless API_UPSTREAM points elsewhere
 * (e.g. a real jambonz), in which case no local API is run.
 */
function apiSettings(env = process.env) {
  const port = Number(env.API_PORT || 3000);
  const external = Boolean(env.API_UPSTREAM);
  return { port, external, upstream: env.API_UPSTREAM || `http://127.0.0.1:${port}` };
}

/**
 * The environment of the local API process: its port, and the portal's address for the links in the mail it
 * sends (password reset) — the host's port as configured here, unless PORTAL_BASE_URL says otherwise.
 */
function apiProcessEnv(env = process.env) {
  const host = appById('host');
  return {
    ...env,
    PORT: String(apiSettings(env).port),
    PORTAL_BASE_URL: env.PORTAL_BASE_URL || `http://localhost:${portOf(host, env)}`,
  };
}

/** The production build output of an app. */
function distOf(app) {
  return path.join(repoRoot, app.workspace, 'dist');
}

module.exports = {
  apps,
  appById,
  portOf,
  isPresent,
  isBuildable,
  hasScript,
  apiSettings,
  apiProcessEnv,
  distOf,
  repoRoot,
};
