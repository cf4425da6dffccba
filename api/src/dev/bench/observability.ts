// The observability rows of `npm run bench -w api` (registered in run.ts; `node dist/dev/bench/observability.js` runs
// them alone): a page of recent calls with 1,000,000 CDRs in the database for every filter of the screen (p99 at
// one connection, aim ≤ 20 ms), the simulator's write rate (aim ≥ 5,000 calls/s, with traces, SIP captures, logs,
// recordings and alerts), the CSV export of 100,000 calls streamed (the server's peak memory), and the Usage and
// Call quality pages' statistics over the same calls (limit-usage.ts, call-statistics.ts: aim p99 ≤ 100 ms).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_SECRETS, startBenchServer } from './bench-server';
import { buildApp } from '../../app';
import { newWebhookSecret } from '../../lib/ids';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { seedDemo } from '../demo/seed';
import { RecordRepository, type CdrRecord } from '../../areas/observability';
import { Random } from '../../lib/random';
import { simulateInWorkers } from '../simulator/pool';
import { limitUsageRows } from './limit-usage';
import { callStatisticsRows } from './call-statistics';
import { DURATION_SECONDS, measureScenarios } from './scenarios';

const CDRS = Number(process.env.BENCH_CDRS || 1_000_000);
const ACCOUNTS = 20;
const DAYS = 30;
const RECENT_CALLS_TARGET_MS = 20;
const DAY = 86_400_000;

/** 1,000,000 CDRs: 20 accounts of one provider over 30 days, the simulator's proportions (fast path: CDRs only). */
export async function seedCdrs(
  databasePath: string,
  now: number,
): Promise<{ accounts: string[]; sample: CdrRecord }> {
  const app = await buildApp({ databasePath, ...BENCH_SECRETS });
  const { store } = app.ctx;
  const accounts: string[] = [];
  store.transaction(() => {
    for (let a = 0; a < ACCOUNTS; a += 1) {
      const sid = `00000000-0000-4000-8000-${String(a).padStart(12, '0')}`;
      store.insert('accounts', {
        account_sid: sid,
        name: `calls account ${a}`,
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        webhook_secret: newWebhookSecret(),
      });
      accounts.push(sid);
    }
  });
  const rnd = new Random(1);
  const records = new RecordRepository(store);
  const started = Date.now();
  let sample: CdrRecord | null = null;
  for (let done = 0; done < CDRS;) {
    const batch: CdrRecord[] = [];
    for (let i = 0; i < 20_000 && done < CDRS; i += 1, done += 1) {
      const at = now - rnd.next() * DAYS * DAY;
      const answered = rnd.chance(0.68);
      const inbound = rnd.chance(0.56);
      const did = `1555${String(rnd.int(1_000_000, 1_999_999))}`;
      const other = `+1${rnd.int(200, 999)}${rnd.int(200, 999)}${String(rnd.int(0, 9999)).padStart(4, '0')}`;
      const record: CdrRecord = {
        attempted_at: Math.round(at),
        answered_at: answered ? Math.round(at + 5000) : null,
        terminated_at: Math.round(at + 65_000),
        answered,
        direction: inbound ? 'inbound' : 'outbound',
        account_sid: accounts[done % ACCOUNTS],
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        application_sid: null,
        call_sid: rnd.uuid(),
        from: inbound ? other : did,
        to: inbound ? did : other,
        sip_callid: `${rnd.hex(16)}@203.0.113.10`,
        sip_parent_callid: null,
        termination_reason: answered ? 'caller hungup' : 'busy',
        host: '198.51.100.20',
        remote_host: '203.0.113.10',
        trunk: 'carrier',
        trace_id: '00000000000000000000000000000000',
        recording_url: null,
        sip_status: answered ? 200 : 486,
        duration: answered ? 60 : 0,
      };
      sample ??= record;
      batch.push(record);
    }
    store.transaction(() => records.insertCdrs(batch));
  }
  store.db.pragma('optimize');
  console.log(
    `seeded ${CDRS.toLocaleString('en')} CDRs in ${ACCOUNTS} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await app.close();
  return { accounts, sample: sample! };
}

/**
 * The simulator's write rate on a demo database: a week of traffic at 2,000 calls per account per day, as
 * `npm run simulate` makes it (worker threads make the calls, one per core; this thread writes them).
 */
async function simulatorRate(dir: string): Promise<{ calls: number; ms: number; perSecond: number }> {
  const app = await buildApp({ databasePath: path.join(dir, 'simulator.db'), ...BENCH_SECRETS });
  await seedDemo(app.ctx);
  const result = await simulateInWorkers(app.ctx.store, {
    seed: 3,
    days: 7,
    until: Date.now(),
    callsPerDay: 2000,
  });
  await app.close();
  return { calls: result.calls, ms: result.ms, perSecond: Math.round((result.calls / result.ms) * 1000) };
}

const peakRssKb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * The seeded admin's token, past its forced password change: a token still owing the change may do nothing else
 * (every request of the bench would be refused, and timed).
 */
export async function adminToken(base: string): Promise<string> {
  const login = async (password: string) => {
    const response = await fetch(`${base}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`);
    return (await response.json()) as { token: string; user_sid: string; force_change?: boolean };
  };
  const first = await login('admin');
  if (!first.force_change) return first.token;
  const newPassword = 'Bench-admin-2468';
  const changed = await fetch(`${base}/v1/Users/${first.user_sid}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
    body: JSON.stringify({ old_password: 'admin', new_password: newPassword }),
  });
  if (!changed.ok) throw new Error(`bench password change answered ${changed.status}`);
  return (await login(newPassword)).token;
}

export async function benchObservability(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-calls-'));
  const databasePath = path.join(dir, 'calls.db');
  const now = Date.now();
  try {
    const { accounts, sample } = await seedCdrs(databasePath, now);
    const rate = await simulatorRate(dir);
    const server = await startBenchServer(databasePath);
    const { base } = server;
    try {
      const token = await adminToken(base);
      const account = `/v1/Accounts/${accounts[7]}/RecentCalls?page=1&count=25`;
      const midnight = new Date(now);
      midnight.setHours(0, 0, 0, 0);
      const yesterday = new Date(midnight.getTime() - DAY);
      const fragment = sample.from.slice(2, 9);
      const scenarios: [string, string][] = [
        ['account, today', `${account}&start=${midnight.toISOString()}`],
        [
          'account, yesterday',
          `${account}&start=${yesterday.toISOString()}&end=${new Date(midnight.getTime() - 1).toISOString()}`,
        ],
        ['account, last 7 days', `${account}&days=7`],
        ['account, last 30 days', `${account}&days=30`],
        ['account, 30 days, outbound', `${account}&days=30&direction=outbound`],
        ['account, 30 days, not answered', `${account}&days=30&answered=false`],
        ['account, 30 days, inbound not answered', `${account}&days=30&direction=inbound&answered=false`],
        ['account, 30 days, number filter', `${account}&days=30&filter=${fragment}`],
        ['account, 30 days, call sid filter', `${account}&days=30&filter=${sample.call_sid}`],
        ['account, 30 days, page 40', `/v1/Accounts/${accounts[7]}/RecentCalls?page=40&count=25&days=30`],
        [
          'account, 30 days, 100 per page',
          `/v1/Accounts/${accounts[7]}/RecentCalls?page=1&count=100&days=30`,
        ],
        [
          'all accounts (1M), 30 days',
          `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/RecentCalls?page=1&count=25&days=30`,
        ],
        [
          'all accounts (1M), 30 days, number filter',
          `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/RecentCalls?page=1&count=25&days=30&filter=${fragment}`,
        ],
        [
          'all accounts (1M), 30 days, outbound not answered',
          `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/RecentCalls?page=1&count=25&days=30&direction=outbound&answered=false`,
        ],
        ['calls per hour, account, 30 days', `/v1/Accounts/${accounts[7]}/CallsPerHour?days=30`],
      ];
      const rows = await measureScenarios({
        base,
        token,
        scenarios,
        targetMs: RECENT_CALLS_TARGET_MS,
        measured: (row) => console.log(`  measured: ${row.scenario}`),
      });
      console.log('\nUsage page: GET …/LimitUsage over the same calls (1 connection)');
      console.table(await limitUsageRows(base, token, accounts, now));
      // the seeded calls carry no quality reports: call-statistics.js measures a full MOS roll-up as well
      console.log('\nCall quality page: GET …/CallStatistics over the same calls (1 connection)');
      console.table(await callStatisticsRows(base, token, accounts, 'CDRs only'));
      // the export, streamed: 100,000 calls (the provider's last 3 days), then 300,000 (10 days): the server's peak
      // memory after the second shows whether it grows with the rows
      const exportOf = async (days: number) => {
        const started = Date.now();
        const response = await fetch(
          `${base}/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/RecentCalls/export.csv?days=${days}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        }
        return `${(lines - 1).toLocaleString('en')} calls, ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s, server peak RSS then ${Math.round(peakRssKb(server.pid) / 1024)} MB`;
      };
      const before = peakRssKb(server.pid);
      const exports = [await exportOf(3), await exportOf(10)];
      console.log(
        `\nrecent calls with ${CDRS.toLocaleString('en')} CDRs, loopback, 1 connection, ${DURATION_SECONDS} s per row`,
      );
      console.table(rows);
      console.log(
        `CSV export (aim: 100,000 rows without the memory growing with them): server peak RSS ${Math.round(before / 1024)} MB before; ${exports.join('; ')}`,
      );
      console.log(
        `simulator: ${rate.calls.toLocaleString('en')} calls (with traces, SIP captures, logs, recordings, alerts) in ${(rate.ms / 1000).toFixed(1)} s = ${rate.perSecond.toLocaleString('en')} calls/s (aim ≥ 5,000)`,
      );
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  benchObservability().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
