// Each app's Dockerfile (`<workspace>/Dockerfile`), written from this one template so they cannot drift apart:
// `node scripts/docker/write-dockerfiles.mjs` rewrites them; host/server/docker-compose.test.ts checks that they
// are what the template gives.
//
// Multi-stage: the build stage installs only the app's workspace, `shared` (and, for a portal app, the host's
// static-server dependencies) from the lock file and builds the app; the run stage is a slim Node image, as the
// unprivileged `node` user, with a health check. The API's run stage holds its production dependencies and build;
// a portal app's holds only its built files and the server bundled into one file (webpack/app-server.config.cjs),
// no node_modules. The build context is the repository (`docker compose build` from its root).
// The base images are build arguments (NODE_BUILD_IMAGE, NODE_RUN_IMAGE), so a machine that cannot reach Docker
// Hub builds on local stand-ins (scripts/docker/stand-in-base-images.sh) without a change to these files.
const { apps, appById } = require('../lib/apps.cjs');

const BUILD_IMAGE = 'node:20-bookworm';
const RUN_IMAGE = 'node:20-bookworm-slim';
/** The build arguments naming the base images, with the official images as defaults. */
const BASE_IMAGE_ARGS = { NODE_BUILD_IMAGE: BUILD_IMAGE, NODE_RUN_IMAGE: RUN_IMAGE };

/** The workspaces an app's image needs installed. */
function workspacesOf(app) {
  if (app.id === 'api') return ['shared', 'api'];
  // Every portal app is served by scripts/serve-app.mjs, whose dependencies are the host workspace's.
  return [...new Set(['shared', 'host', app.workspace])];
}

// What only development and tests run (api/src/dev: the development server, demo data, the traffic simulator, the
// payment sandbox, the benchmarks) never reaches the build: .dockerignore leaves api/src/dev out of the context, so
// api/dist is compiled without it. The build stops if either is there all the same.
const DEV_CODE_OUT = `
# Development-only code (api/src/dev: demo data, simulator, payment sandbox, benchmarks) is not in the build
# context (.dockerignore) and so not in api/dist; stop if it is.
RUN test ! -e api/src/dev && test ! -e api/dist/dev`;

function healthcheck(port) {
  return `HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \\
  CMD ["node", "-e", "fetch('http://127.0.0.1:${port}/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]`;
}

/** The Dockerfile of an app id ('api', 'host', 'identity', …). */
function dockerfileFor(id) {
  const api = id === 'api';
  const app = api ? { id: 'api', workspace: 'api', defaultPort: 3000, portEnv: 'PORT' } : appById(id);
  const install = workspacesOf(app)
    .map((workspace) => `--workspace ${workspace}`)
    .join(' ');
  const built = api
    ? `COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/api/package.json ./api/
COPY --from=build --chown=node:node /app/api/dist ./api/dist
COPY --from=build --chown=node:node /app/shared/package.json ./shared/
COPY --from=build --chown=node:node /app/shared/dist ./shared/dist`
    : `# The server with its dependencies in one file, and the app's built files: no node_modules.
COPY --from=build --chown=node:node /app/build/app-server/serve-app.cjs ./build/app-server/
COPY --from=build --chown=node:node /app/${app.workspace}/package.json ./${app.workspace}/
COPY --from=build --chown=node:node /app/${app.workspace}/dist ./${app.workspace}/dist`;
  const run = api
    ? `# The database lives in a volume mounted here.
RUN mkdir -p /data && chown node:node /data
ENV PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/switchboard.db
CMD ["node", "--enable-source-maps", "api/dist/server.js"]`
    : `# Releases of the app (npm run release) live in a volume mounted here.
RUN mkdir -p /releases && chown node:node /releases
ENV ${app.portEnv}=${app.defaultPort} LISTEN_HOST=0.0.0.0 RELEASES_DIR=/releases
CMD ["node", "build/app-server/serve-app.cjs", "${app.id}"]`;
  const what = api ? 'platform API' : app.remote ? `${app.id} remote` : 'host shell';
  return `# Switchboard ${what}, its own image. Written by scripts/docker/write-dockerfiles.mjs from
# scripts/docker/dockerfiles.cjs: change the template, not this file. Build context: the repository root.
ARG NODE_BUILD_IMAGE=${BUILD_IMAGE}
ARG NODE_RUN_IMAGE=${RUN_IMAGE}
FROM \${NODE_BUILD_IMAGE} AS build
WORKDIR /app
# Node's headers are under /usr/local in this image${api ? ' (better-sqlite3 is compiled against them)' : ''}; no browser is downloaded.
ENV npm_config_nodedir=/usr/local PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm ci --no-audit --no-fund --include-workspace-root ${install}
${
  api
    ? `RUN npm run build -w shared && npm run build -w api${DEV_CODE_OUT}
# Build tools (webpack, swc, TypeScript…) are root devDependencies: the server keeps only what it runs with.
RUN npm prune --omit=dev --no-audit --no-fund --include-workspace-root ${install}`
    : `RUN npm run build -w shared && npm run build -w ${app.workspace} && npm run build:app-server`
}

FROM \${NODE_RUN_IMAGE}
WORKDIR /app
ENV NODE_ENV=production
${built}
${run}
USER node
EXPOSE ${app.defaultPort}
${healthcheck(app.defaultPort)}
`;
}

/** Every image: the API and each portal app of scripts/lib/apps.cjs. */
function dockerImages() {
  return [
    { id: 'api', workspace: 'api', file: 'api/Dockerfile' },
    ...apps.map((app) => ({ id: app.id, workspace: app.workspace, file: `${app.workspace}/Dockerfile` })),
  ];
}

module.exports = { BASE_IMAGE_ARGS, dockerfileFor, dockerImages, workspacesOf };
