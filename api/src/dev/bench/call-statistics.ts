// The 'Call quality' page's rows (`node dist/dev/bench/call-statistics.js` runs them alone): `GET …/CallStatistics`
// with 1,000,000 calls of 20 accounts over 30 days in the database, for one account and for the whole service
// provider, over a day and over 30 days. Aim: p99 ≤ 100 ms at one connection (docs/api/additions.md#call-statistics).
// seedCdrs stores CDRs only (no quality reports), so the rows run twice: with the MOS roll-up empty (what the page
// cost before it), then with it as full as it can be — every account, hour and trunk in all four MOS bands (real
// calls fill one or two bands of most hours: an upper bound).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBenchServer } from './bench-server';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { adminToken, seedCdrs } from './observability';
import { measureScenarios, type BenchRow } from './scenarios';

export const CALL_STATISTICS_TARGET_MS = 100;

/** The rows against a running bench server holding seedCdrs' calls (`accounts` its accounts). */
export async function callStatisticsRows(
  base: string,
  token: string,
  accounts: string[],
  label: string,
): Promise<BenchRow[]> {
  const provider = `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/CallStatistics`;
  const account = `/v1/Accounts/${accounts[7]}/CallStatistics`;
  const scenarios: [string, string][] = [
    ['one account (50,000 calls), 30 days', `${account}?days=30`],
    ['service provider (1M calls), 1 day', `${provider}?days=1`],
    ['service provider, 30 days', `${provider}?days=30`],
  ];
  return measureScenarios({ base, token, scenarios, targetMs: CALL_STATISTICS_TARGET_MS, label });
}

/** Fills the MOS roll-up as full as the calls allow: each of their account, hour and trunk in every band. */
function fillMosHours(databasePath: string): number {
  const db = new Database(databasePath);
  try {
    db.exec(`INSERT OR REPLACE INTO cdr_mos_hours (account_sid, service_provider_sid, hour, trunk, band, calls)
      SELECT account_sid, service_provider_sid, hour, trunk, b.band, SUM(calls) / 4 + 1
        FROM cdr_status_hours, (SELECT 0 AS band UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) b
       GROUP BY account_sid, hour, trunk, b.band`);
    // written in one go here, not hour by hour as the writers do: fold it into the database file before measuring
    db.pragma('wal_checkpoint(TRUNCATE)');
    return (db.prepare('SELECT COUNT(*) AS n FROM cdr_mos_hours').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function benchCallStatistics(): Promise<Record<string, string | number>[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-statistics-'));
  const databasePath = path.join(dir, 'statistics.db');
  const now = Date.now();
  try {
    const { accounts } = await seedCdrs(databasePath, now);
    const rows: Record<string, string | number>[] = [];
    // the admin's first sign-in changes its password: one token for both servers (same secrets)
    let token: string | null = null;
    for (const full of [false, true]) {
      const label = full
        ? `MOS roll-up full (${fillMosHours(databasePath).toLocaleString('en')} rows)`
        : 'MOS roll-up empty';
      const server = await startBenchServer(databasePath);
      try {
        token ??= await adminToken(server.base);
        rows.push(...(await callStatisticsRows(server.base, token, accounts, label)));
      } finally {
        server.stop();
      }
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchCallStatistics()
    .then((rows) => {
      console.log('\nCall quality page: GET …/CallStatistics with 1,000,000 calls (1 connection)');
      console.table(rows);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
