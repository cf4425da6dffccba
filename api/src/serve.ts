// Running the API as a server: read the environment, build the app (opening, and on first start seeding, the
// database), stop cleanly on SIGINT/SIGTERM, listen, and say where. The production entry (server.ts) runs it as
// it is; the development server (dev/server.ts) adds what only development and tests use.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { optionsFromEnv } from './config';

export interface ServeSteps {
  /** adjusts the options read from the environment before the app is built */
  options?: (options: AppOptions) => void;
  /** runs once the app is built, before it listens */
  built?: (app: FastifyInstance) => Promise<void>;
}

export async function serve(steps: ServeSteps = {}): Promise<void> {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const { port, host, ...options } = optionsFromEnv(process.env, repoRoot);
  steps.options?.(options);
  const app = await buildApp(options);
  await steps.built?.(app);
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
