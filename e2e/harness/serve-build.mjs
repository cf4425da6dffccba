#!/usr/bin/env node
// Serves one app's production build from a given folder with the portal's own production server
// (scripts/lib/app-server.cjs, what `npm start` runs through scripts/serve-app.mjs). The suite serves a snapshot of
// each build taken at the start of the run, so a rebuild in the working tree during a run cannot change it.
//   node e2e/harness/serve-build.mjs <app id> <dist folder>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createAppServer } = require('../../scripts/lib/app-server.cjs');

const [appId, dist] = process.argv.slice(2);
if (!appId || !dist) {
  console.error('usage: node e2e/harness/serve-build.mjs <app id> <dist folder>');
  process.exit(2);
}
const { server, app, port } = await createAppServer({ app: appId, dist });
await server.listen({ port, host: process.env.LISTEN_HOST || '127.0.0.1' });
console.log(`${app.id} serving ${dist} on http://127.0.0.1:${port}`);
const stop = () =>
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
