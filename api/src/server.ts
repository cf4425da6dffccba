// The API server (production): the environment's settings, nothing else. Demo data, simulated traffic and the
// payment sandbox belong to the development server (dev/server.ts), which the production image leaves out.
import { serve } from './serve';

if (process.argv.includes('--demo')) {
  console.error(
    '--demo is for the development server: node api/dist/dev/server.js --demo (npm start -- --demo)',
  );
  process.exit(1);
}

serve().catch((err) => {
  console.error(err);
  process.exit(1);
});
