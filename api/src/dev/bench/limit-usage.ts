// The Usage page's rows of `npm run bench -w api` (registered in run.ts; `node dist/dev/bench/limit-usage.js` runs
// them alone): `GET …/LimitUsage` with 1,000,000 calls of 20 accounts over 30 days in the database, for one account
// and for the whole service provider, over the page's shortest and longest periods. Aim: p99 ≤ 100 ms at one
// connection, as the other pages over 1,000,000 calls (docs/api/additions.md#limit-usage).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './bench-server';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { adminToken, seedCdrs } from './observability';
import { measureScenarios } from './scenarios';

export const LIMIT_USAGE_TARGET_MS = 100;
const DAY = 86_400_000;

/** The rows against a running bench server holding seedCdrs' calls (`accounts` its accounts, seeded up to `now`). */
export async function limitUsageRows(
  base: string,
  token: string,
  accounts: string[],
  now: number,
): Promise<Record<string, string | number>[]> {
  const period = (days: number) =>
    `from=${new Date(now - days * DAY).toISOString()}&to=${new Date(now).toISOString()}`;
  const provider = `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/LimitUsage`;
  const account = `/v1/Accounts/${accounts[7]}/LimitUsage`;
  const scenarios: [string, string][] = [
    ['one account (50,000 calls), 7 days', `${account}?${period(7)}`],
    ['one account, 31 days', `${account}?${period(31)}`],
    ['service provider (1M calls), 24 hours', `${provider}?${period(1)}`],
    ['service provider, 7 days', `${provider}?${period(7)}`],
    ['service provider, 31 days', `${provider}?${period(31)}`],
  ];
  return measureScenarios({ base, token, scenarios, targetMs: LIMIT_USAGE_TARGET_MS });
}

/** Seeds its own 1,000,000 calls (run alone; `npm run bench -w api` measures these rows in the observability run). */
async function benchLimitUsage(): Promise<Record<string, string | number>[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-usage-'));
  const databasePath = path.join(dir, 'usage.db');
  const now = Date.now();
  try {
    const { accounts } = await seedCdrs(databasePath, now);
    const server = await startBenchServer(databasePath);
    try {
      return await limitUsageRows(server.base, await adminToken(server.base), accounts, now);
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchLimitUsage()
    .then((rows) => {
      console.log('\nUsage page: GET …/LimitUsage with 1,000,000 calls (1 connection)');
      console.table(rows);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
