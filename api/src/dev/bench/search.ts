// The global search's rows of `npm run bench -w api` (BENCH_ONLY=search runs them alone): `GET /v1/Search` with every
// kind, on the demo data with 100,000 phone numbers and 1,000,000 calls, for what a user types — a call sid (whole and
// its start), a SIP Call-ID, a number fragment, a name, a short common text — as an admin of the provider and as an
// account user (p99 at one connection, aim ≤ 200 ms: docs/architecture.md#benchmarks).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_SECRETS, startBenchServer } from './bench-server';
import { buildApp } from '../../app';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { SEARCH_KINDS } from '../../areas/search/repository';
import { seedDemo } from '../demo/seed';
import { adminToken, seedCdrs } from './observability';
import { seedPhoneNumbers } from './telephony';
import { DURATION_SECONDS, measureScenarios } from './scenarios';

const AIM_MS = 200;

export async function benchSearch(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-search-'));
  const databasePath = path.join(dir, 'search.db');
  try {
    const { accounts, sample } = await seedCdrs(databasePath, Date.now());
    const app = await buildApp({ databasePath, ...BENCH_SECRETS });
    await seedDemo(app.ctx);
    seedPhoneNumbers(app.ctx.store, DEFAULT_SERVICE_PROVIDER_SID);
    const numbers = app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM phone_numbers')!.n;
    const number = app.ctx.store.get<{ number: string }>(
      'SELECT number FROM phone_numbers LIMIT 1 OFFSET 5000',
    )!;
    app.ctx.store.db.pragma('optimize');
    await app.close();

    const server = await startBenchServer(databasePath);
    const { base } = server;
    try {
      const admin = await adminToken(base);
      // an account user's view: a key of one of the 20 accounts of 50,000 calls each
      const keyAnswer = await fetch(`${base}/v1/ApiKeys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ account_sid: accounts[7] }),
      });
      if (!keyAnswer.ok) throw new Error(`bench API key answered ${keyAnswer.status}`);
      const accountKey = ((await keyAnswer.json()) as { token: string }).token;
      const all = `kinds=${SEARCH_KINDS.join(',')}&service_provider_sid=${DEFAULT_SERVICE_PROVIDER_SID}`;
      const search = (q: string) => `/v1/Search?q=${encodeURIComponent(q)}&${all}`;
      const fragment = number.number.slice(-7, -1);
      const callSid = sample.call_sid ?? '';
      const scenarios: [string, string, string][] = [
        ['admin, a call sid', search(callSid), admin],
        ['admin, the start of a call sid (8)', search(callSid.slice(0, 8)), admin],
        ['admin, a SIP Call-ID', search(sample.sip_callid), admin],
        ['admin, a number fragment (6 digits)', search(fragment), admin],
        ['admin, a number typed with spaces', search(`${fragment.slice(0, 3)} ${fragment.slice(3)}`), admin],
        ['admin, a name (trunk)', search('trunk'), admin],
        ['admin, a short common text (ca)', search('ca'), admin],
        ['admin, a common digit run (555)', search('555'), admin],
        ['account key, another account’s call sid', search(callSid), accountKey],
        ['account key, a number fragment', search(fragment), accountKey],
        ['account key, a name (acme)', search('acme'), accountKey],
      ];
      const rows = await measureScenarios({
        base,
        token: admin,
        scenarios,
        targetMs: AIM_MS,
        measured: (row) => console.log(`  measured: ${row.scenario}`),
      });
      console.log(
        `\nglobal search (every kind) with ${numbers.toLocaleString('en')} phone numbers and the CDRs above, loopback, 1 connection, ${DURATION_SECONDS} s per row`,
      );
      console.table(rows);
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  benchSearch().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
