// `npm run seed:demo -w api`: add the demo data to the database the server would use (same environment).
import path from 'node:path';
import { buildApp } from '../app';
import { optionsFromEnv } from '../config';
import { DEMO_PASSWORD, seedDemo } from './demo/seed';

async function main(): Promise<void> {
  const {
    port: _port,
    host: _host,
    logger: _logger,
    ...options
  } = optionsFromEnv(process.env, path.resolve(__dirname, '..', '..', '..'));
  const app = await buildApp(options);
  const added = await seedDemo(app.ctx);
  await app.close();
  console.log(
    added
      ? `Demo data added to ${options.databasePath}. Users (password ${DEMO_PASSWORD}): ops-admin (admin), acme-telecom-admin and globex-voice-admin (service provider), acme-support-user, acme-support-viewer (view-only), acme-sales-user, globex-retail-user… (account).`
      : `Demo data is already in ${options.databasePath}.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
