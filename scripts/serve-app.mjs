#!/usr/bin/env node
// Serves one app's production build: `node scripts/serve-app.mjs <host|identity|telephony|speech|observability|billing>`.
// What it does is in scripts/lib/app-server.cjs. Port: the app's <ID>_PORT variable (HOST_PORT 8080,
// IDENTITY_PORT 8081, …); bind address LISTEN_HOST (default 0.0.0.0).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createAppServer } = require('./lib/app-server.cjs');

async function main() {
  const appId = process.argv[2];
  if (!appId) {
    console.error('usage: node scripts/serve-app.mjs <host|identity|telephony|speech|observability|billing>');
    process.exit(2);
  }
  const { server, app, port } = await createAppServer({ app: appId });
  const host = process.env.LISTEN_HOST || '0.0.0.0';
  await server.listen({ port, host });
  console.log(`${app.id} serving ${app.workspace}/dist on http://localhost:${port}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
