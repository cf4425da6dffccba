// The API server: reads the environment, opens (and on first start seeds) the database, listens.
import path from 'node:path';
import { buildApp } from './app';
import { optionsFromEnv } from './config';
import { seedDemo } from './db/demo';
import { startDemoTraffic } from './observability/demo-traffic';

async function main(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const { port, host, ...options } = optionsFromEnv(process.env, repoRoot);
  const demo = process.argv.includes('--demo');
  // the demo's calls come with their feature-server logs
  if (demo && !process.env.CALL_LOGS_SOURCE && options.observability)
    options.observability.callLogs = 'local';
  const app = await buildApp(options);
  if (demo) {
    const added = await seedDemo(app.ctx);
    app.log.info(added ? 'demo data added' : 'demo data already present');
    const traffic = startDemoTraffic(app.ctx);
    app.addHook('onClose', async () => traffic.stop());
    app.log.info(`demo traffic: ${traffic.added} calls added, live calls every few seconds`);
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: stopping`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [
    `Switchboard API listening on http://${shown}:${port}/v1 (health: http://${shown}:${port}/health, OpenAPI: /v1/openapi.json)`,
    `Database: ${options.databasePath}`,
    options.adminInitialPassword
      ? 'Sign in as admin with the password from ADMIN_INITIAL_PASSWORD (on a fresh database).'
      : 'Sign in as admin / admin on a fresh database; you will be asked to choose a new password.',
  ];
  if (options.devOutbox) lines.push(`Dev outbox: http://${shown}:${port}/dev/outbox`);
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
