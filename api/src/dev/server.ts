// The development server (`npm start`, `npm run dev -w api`, the end-to-end tests): the production server plus
// what only development and tests use — the payment sandbox, so hosted mode runs without a Stripe key, and with
// `--demo` the demo data (added once) and simulated calls.
import { serve } from '../serve';
import { seedDemo } from './demo/seed';
import { startDemoTraffic } from './demo/traffic';
import { paymentSandbox } from './payment-sandbox';

const demo = process.argv.includes('--demo');

serve({
  options(options) {
    options.billing = { ...options.billing, localProvider: paymentSandbox };
    // the demo's calls come with their feature-server logs
    if (demo && !process.env.CALL_LOGS_SOURCE && options.observability)
      options.observability.callLogs = 'local';
  },
  async built(app) {
    if (!demo) return;
    const added = await seedDemo(app.ctx);
    app.log.info(added ? 'demo data added' : 'demo data already present');
    const traffic = startDemoTraffic(app.ctx);
    app.addHook('onClose', async () => traffic.stop());
    app.log.info(`demo traffic: ${traffic.added} calls added, live calls every few seconds`);
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
