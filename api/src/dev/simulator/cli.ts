// `npm run simulate` (repo root): writes simulated traffic for the accounts in the database the API uses (same
// environment: DATABASE_PATH…), then stops — or, with --live, keeps a call ending every few seconds until Ctrl-C.
//   --seed N           the traffic's seed (default 1): the same seed and --until give the same calls
//   --days N           days of history, ending at --until (default 7)
//   --until ISO        when the history ends (default now)
//   --calls-per-day N  average calls per account on a working day (default 120)
//   --account SID      only this account (repeatable)
//   --workers N        threads that make the calls (default one per core; 0: this thread makes and writes them)
//   --live             after the history, keep placing calls in real time (mean interval --interval ms, 4000)
import path from 'node:path';
import { buildApp } from '../../app';
import { optionsFromEnv } from '../../config';
import { simulate, startLiveTraffic } from './simulator';
import { simulateInWorkers } from './pool';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function numberArgument(name: string, fallback: number): number {
  const raw = argument(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number (got "${raw}")`);
  return value;
}

async function main(): Promise<void> {
  const {
    port: _port,
    host: _host,
    logger: _logger,
    ...options
  } = optionsFromEnv(process.env, path.resolve(__dirname, '..', '..', '..', '..'));
  const app = await buildApp(options);
  const store = app.ctx.store;
  const untilRaw = argument('until');
  const until = untilRaw ? Date.parse(untilRaw) : Date.now();
  if (Number.isNaN(until)) throw new Error(`--until must be an ISO-8601 date (got "${untilRaw}")`);
  const accounts = process.argv.flatMap((a, i) => (a === '--account' ? [process.argv[i + 1]] : []));
  const seed = numberArgument('seed', 1);
  const simulation = {
    seed,
    days: numberArgument('days', 7),
    until,
    callsPerDay: numberArgument('calls-per-day', 120),
    accounts: accounts.length ? accounts : undefined,
  };
  const workers = argument('workers') === undefined ? undefined : numberArgument('workers', 0);
  if (workers !== undefined && !Number.isInteger(workers))
    throw new Error(`--workers must be a whole number (got "${argument('workers')}")`);
  const result =
    workers === 0 ? simulate(store, simulation) : await simulateInWorkers(store, simulation, { workers });
  console.log(
    `Simulated ${result.calls} calls (${result.traces} traced, ${result.recordings} recorded) and ${result.alerts} alerts for ${result.accounts} accounts in ${result.ms} ms (${Math.round((result.calls / Math.max(1, result.ms)) * 1000)} calls/s) into ${options.databasePath}.`,
  );
  if (!process.argv.includes('--live')) {
    await app.close();
    return;
  }
  const stop = startLiveTraffic(store, {
    seed,
    meanIntervalMs: numberArgument('interval', 4000),
    accounts: accounts.length ? accounts : undefined,
  });
  console.log('Live traffic: a call ends every few seconds. Ctrl-C stops.');
  const finish = async () => {
    stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void finish());
  process.on('SIGTERM', () => void finish());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
