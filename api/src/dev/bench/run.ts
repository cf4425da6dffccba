// `npm run bench -w api`: seed 100,000 applications across 100 accounts into a fresh database file, start the
// built server on a free loopback port in its own process, and measure list requests with autocannon.
// Prints requests/s and p50/p99 latency per scenario. A measurement, not a test: it never fails on numbers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_SECRETS, startBenchServer } from './bench-server';
import { buildApp } from '../../app';
import { newSid, newWebhookSecret } from '../../lib/ids';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { TELEPHONY_TARGETS, measureImport, phoneNumberScenarios, seedPhoneNumbers } from './telephony';
import { benchObservability } from './observability';
import { benchCarrierHealth } from './carrier-health';
import { benchSearch } from './search';
import { benchAlertRules } from './alert-rules';
import { auditOverheadRow } from './audit';
import { latencyRows } from './latency';
import { requestRows } from './requests';

const ACCOUNTS = 100;
const APPS_PER_ACCOUNT = 1000;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 8);
const WORDS = [
  'ivr',
  'voicemail',
  'queue',
  'conference',
  'survey',
  'callback',
  'assistant',
  'router',
  'recorder',
  'greeting',
];

async function seed(databasePath: string): Promise<void> {
  const app = await buildApp({ databasePath, ...BENCH_SECRETS });
  const { store } = app.ctx;
  const started = Date.now();
  store.transaction(() => {
    const account = store.db.prepare(
      'INSERT INTO accounts (account_sid, name, service_provider_sid, webhook_secret) VALUES (?, ?, ?, ?)',
    );
    const hook = store.db.prepare("INSERT INTO webhooks (webhook_sid, url, method) VALUES (?, ?, 'POST')");
    const application = store.db.prepare(
      'INSERT INTO applications (application_sid, name, account_sid, call_hook_sid, call_status_hook_sid) VALUES (?, ?, ?, ?, ?)',
    );
    for (let a = 0; a < ACCOUNTS; a += 1) {
      const accountSid = newSid();
      account.run(
        accountSid,
        `bench account ${String(a).padStart(3, '0')}`,
        DEFAULT_SERVICE_PROVIDER_SID,
        newWebhookSecret(),
      );
      const status = newSid();
      hook.run(status, `https://hooks.example.com/${a}/status`);
      for (let i = 0; i < APPS_PER_ACCOUNT; i += 1) {
        const call = newSid();
        hook.run(call, `https://hooks.example.com/${a}/call/${i}`);
        application.run(
          newSid(),
          `${WORDS[i % WORDS.length]} ${String(a * APPS_PER_ACCOUNT + i).padStart(6, '0')}`,
          accountSid,
          call,
          status,
        );
      }
    }
  });
  seedPhoneNumbers(store, DEFAULT_SERVICE_PROVIDER_SID);
  store.db.pragma('optimize');
  const apps = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM applications')!.n;
  console.log(`seeded ${apps} applications in ${ACCOUNTS + 1} accounts in ${Date.now() - started} ms`);
  await app.close();
}

interface Row {
  scenario: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

async function measure(
  base: string,
  token: string,
  scenario: string,
  url: string,
  connections: number,
): Promise<Row> {
  const result = await autocannon({
    url: `${base}${url}`,
    connections,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    scenario,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  // BENCH_ONLY=audit: only the audit trail's cost (docs/architecture.md#benchmarks).
  if (process.env.BENCH_ONLY === 'audit') {
    console.table([await auditOverheadRow()]);
    return;
  }
  // BENCH_ONLY=latency: only the API's request latencies against their targets.
  if (process.env.BENCH_ONLY === 'latency') {
    console.table(await latencyRows());
    return;
  }
  // BENCH_ONLY=requests: only what one identity request costs in process.
  if (process.env.BENCH_ONLY === 'requests') {
    console.table(await requestRows());
    return;
  }
  // BENCH_ONLY=observability: only the recent-calls rows and the simulator's rate (docs/architecture.md#benchmarks).
  if (process.env.BENCH_ONLY === 'observability') {
    await benchObservability();
    return;
  }
  // BENCH_ONLY=search: only the global search on 1,000,000 calls and 100,000 numbers.
  if (process.env.BENCH_ONLY === 'search') {
    await benchSearch();
    console.log(
      '\nalert rules: 1,000 rules evaluated each second while 5,000 calls/s are ingested (behind ≤ 1 s)',
    );
    console.table([await benchAlertRules()]);
    return;
  }
  // BENCH_ONLY=carrier-health: only the Carrier health list of 500 carriers.
  if (process.env.BENCH_ONLY === 'carrier-health') {
    await benchCarrierHealth();
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'));
  const databasePath = path.join(dir, 'bench.db');
  await seed(databasePath);
  const server = await startBenchServer(databasePath);
  const { base } = server;
  try {
    const login = await fetch(`${base}/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const { token } = (await login.json()) as { token: string };
    const accountSid = (
      (await (
        await fetch(`${base}/v1/Accounts`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { account_sid: string; name: string }[]
    ).find((a) => a.name === 'bench account 042')!.account_sid;
    // speech (docs/architecture.md#benchmarks): every seeded application names Google with no label (the column defaults), so the service
    // provider's unlabelled Google credential is used by all 100,000 of them
    const speechBase = `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/SpeechCredentials`;
    for (const body of [
      {
        vendor: 'google',
        service_key: JSON.stringify({ private_key: 'bench-key', client_email: 'b@x.iam' }),
      },
      { vendor: 'deepgram', label: 'bench', api_key: 'bench-deepgram-key' },
    ]) {
      const res = await fetch(`${base}${speechBase}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ use_for_tts: 1, use_for_stt: 1, ...body }),
      });
      if (res.status !== 201) throw new Error(`speech credential: ${res.status} ${await res.text()}`);
    }
    // [name, URL, p99 target in ms (1 connection) where docs/architecture.md#benchmarks sets one]
    const scenarios: [string, string, number?][] = [
      ['Applications page 1, no filter', '/v1/Applications?page=1&page_size=25'],
      [
        'Applications page 1, name=voicemail (10% match)',
        '/v1/Applications?page=1&page_size=25&name=voicemail',
      ],
      ['Applications page 1, name=04217 (rare)', '/v1/Applications?page=1&page_size=25&name=04217'],
      ['Applications page 100, no filter', '/v1/Applications?page=100&page_size=25'],
      [
        'Accounts/:sid/Applications page 1, name=ivr',
        `/v1/Accounts/${accountSid}/Applications?page=1&page_size=25&name=ivr`,
      ],
      ['Accounts (101 rows, bare array)', '/v1/Accounts'],
      ...phoneNumberScenarios(DEFAULT_SERVICE_PROVIDER_SID, accountSid),
      ['SpeechCredentials (SP, 2 rows)', speechBase],
      ['SpeechCredentials/summary (SP, one used by 100,000 apps)', `${speechBase}/summary`],
      [
        'Accounts/:sid/SpeechCredentials/summary (1,000 apps)',
        `/v1/Accounts/${accountSid}/SpeechCredentials/summary`,
      ],
    ];
    const rows: Row[] = [];
    const targets = new Map(scenarios.map(([scenario, , target]) => [scenario, target]));
    for (const [scenario, url] of scenarios) {
      for (const connections of [1, 10]) {
        rows.push(await measure(base, token, scenario, url, connections));
        console.log(`  measured: ${scenario} × ${connections}`);
      }
    }
    console.log(
      `\nloopback, ${DURATION_SECONDS} s per row, admin JWT, Node ${process.version}, ${ACCOUNTS * APPS_PER_ACCOUNT} applications`,
    );
    console.table(rows);
    const paged = rows.filter((r) => r.scenario.startsWith('Applications page') && r.connections === 1);
    console.log(
      `aim: p99 under 20 ms for a paged list at 100,000 rows (1 connection): ${paged.map((r) => `${r['p99 ms']} ms`).join(', ')}`,
    );
    const budgets = rows
      .filter((r) => r.connections === 1 && targets.get(r.scenario) !== undefined)
      .map((r) => ({
        scenario: r.scenario,
        'p99 ms': r['p99 ms'],
        'target ms': targets.get(r.scenario),
        ok: r['p99 ms'] <= targets.get(r.scenario)!,
      }));
    const importSeconds = await measureImport(base, token, DEFAULT_SERVICE_PROVIDER_SID);
    console.log('budgets (p99, 1 connection):');
    console.table(budgets);
    console.log(
      `CSV import of 100,000 lines: ${importSeconds.toFixed(1)} s (target under ${TELEPHONY_TARGETS.importSeconds} s): ${importSeconds < TELEPHONY_TARGETS.importSeconds ? 'ok' : 'OVER'}`,
    );
    const speech = (prefix: string) =>
      rows.find((r) => r.scenario.startsWith(prefix) && r.connections === 1)!;
    const spSummary = speech('SpeechCredentials/summary');
    const accountSummary = speech('Accounts/:sid/SpeechCredentials/summary');
    console.log(
      `aim: speech summary p50 under 300 ms with one credential used by 100,000 applications: ${spSummary['p50 ms']} ms; one account's summary p99 under 20 ms: ${accountSummary['p99 ms']} ms (1 connection)`,
    );
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  await benchObservability();
  await benchCarrierHealth();
  await benchSearch();
  console.log(
    '\nalert rules: 1,000 rules evaluated each second while 5,000 calls/s are ingested (behind ≤ 1 s)',
  );
  console.table([await benchAlertRules()]);
  console.log('\naudit trail: a carrier update with and without it');
  console.table([await auditOverheadRow()]);
  console.log('\nrequests in process (identity reads and writes)');
  console.table(await requestRows());
  console.log(
    "\nthe API's request latencies in process: a sign-in, a list, a create, a get (target: main ±10 %)",
  );
  console.table(await latencyRows());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
