// The carrier health rows of `npm run bench -w api` (registered in run.ts; `BENCH_ONLY=carrier-health` or
// `node dist/dev/bench/carrier-health.js` runs them alone): the Carrier health list of a service provider with 500
// carriers (1,000 pinged SIP gateways with 24 hours of pings a minute — 1,440,000 pings —, 100 registering carriers
// with their REGISTERs, 30,000 calls in the last hour and 300,000 before), aim p99 ≤ 100 ms at one connection; and
// one carrier's 24 hours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_SECRETS, startBenchServer } from './bench-server';
import { buildApp } from '../../app';
import { newSid } from '../../lib/ids';
import { Random } from '../../lib/random';
import { RecordRepository, type CdrRecord } from '../../areas/observability';

export const CARRIERS = 500;
const GATEWAYS_PER_CARRIER = 2;
const REGISTERING_EVERY = 5;
const CALLS_LAST_HOUR = 30_000;
const CALLS_BEFORE = 300_000;
/** p99 target (ms, one connection) of the Carrier health list. */
export const CARRIER_HEALTH_TARGET_MS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 5);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** A provider with 500 carriers and what the SBC reported of them over a day, and the calls they carried. */
export async function seedCarrierHealth(
  databasePath: string,
  now: number,
): Promise<{ sp: string; carrier: string }> {
  // admin / admin without the forced change of a fresh install, so the bench's token may read
  const app = await buildApp({ databasePath, adminInitialPassword: 'admin', ...BENCH_SECRETS });
  const { store } = app.ctx;
  const started = Date.now();
  const rnd = new Random('carrier-health-bench');
  const sp = newSid();
  const account = newSid();
  const carriers: Array<{ sid: string; name: string; gateways: string[] }> = [];
  store.transaction(() => {
    store.insert('service_providers', { service_provider_sid: sp, name: 'Bench health provider' });
    store.insert('accounts', {
      account_sid: account,
      name: 'bench health account',
      service_provider_sid: sp,
      webhook_secret: 'wh_secret_bench',
    });
    const gateway = store.db.prepare(
      `INSERT INTO sip_gateways (sip_gateway_sid, ipv4, port, inbound, outbound, send_options_ping, voip_carrier_sid)
       VALUES (?, ?, 5060, 1, 1, 1, ?)`,
    );
    const ping = store.db.prepare(
      'INSERT INTO gateway_pings (sip_gateway_sid, time, status, rtt_ms) VALUES (?, ?, ?, ?)',
    );
    const run = store.db.prepare(
      `INSERT INTO gateway_health (sip_gateway_sid, state, since, last_time, last_status, last_rtt_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const register = store.db.prepare(
      `INSERT INTO carrier_registrations (voip_carrier_sid, time, status, sip_status, reason, expires, call_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const registration = store.db.prepare(
      `INSERT INTO carrier_registration_health (voip_carrier_sid, state, since, last_time, last_status,
         last_sip_status, last_reason, last_expires, last_call_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let c = 0; c < CARRIERS; c += 1) {
      const sid = newSid();
      const name = `bench carrier ${String(c).padStart(3, '0')}`;
      const registers = c % REGISTERING_EVERY === 0;
      store.insert('voip_carriers', {
        voip_carrier_sid: sid,
        name,
        service_provider_sid: sp,
        requires_register: registers ? 1 : 0,
        register_username: registers ? 'bench' : null,
        register_password: registers ? 'bench-secret' : null,
        register_sip_realm: registers ? 'sip.bench.example.com' : null,
      });
      const gateways: string[] = [];
      for (let g = 0; g < GATEWAYS_PER_CARRIER; g += 1) {
        const gw = newSid();
        gateways.push(gw);
        gateway.run(gw, `198.51.${c % 250}.${g + 1}`, sid);
        // one carrier in ten had a bad hour; the last ping says how it is now
        const bad = c % 10 === 3;
        let last = { time: 0, status: 200 as number | null, rtt: 30 };
        for (let t = now - 24 * HOUR; t <= now; t += MIN) {
          const down = bad && t > now - 90 * MIN && t < now - 30 * MIN;
          last = { time: t, status: down ? null : 200, rtt: 20 + rnd.int(0, 40) };
          ping.run(gw, t, last.status, last.status ? last.rtt : null);
        }
        run.run(gw, 'up', now - 30 * MIN, last.time, last.status, last.rtt);
      }
      if (registers) {
        let t = now - 24 * HOUR;
        for (; t <= now; t += 30 * MIN)
          register.run(sid, t, 'ok', 200, '200 OK', 3600, `${rnd.hex(12)}@bench`);
        registration.run(
          sid,
          'registered',
          now - 24 * HOUR,
          t - 30 * MIN,
          'ok',
          200,
          '200 OK',
          3600,
          'last@bench',
        );
      }
      carriers.push({ sid, name, gateways });
    }
  });
  const records = new RecordRepository(store);
  for (const [count, from, span] of [
    [CALLS_BEFORE, now - 31 * 24 * HOUR, 30 * 24 * HOUR],
    [CALLS_LAST_HOUR, now - HOUR, HOUR],
  ] as const) {
    for (let done = 0; done < count;) {
      const batch: CdrRecord[] = [];
      for (let i = 0; i < 20_000 && done < count; i += 1, done += 1) {
        const at = Math.round(from + rnd.next() * span);
        const answered = rnd.chance(0.65);
        batch.push({
          attempted_at: at,
          answered_at: answered ? at + 4000 : null,
          terminated_at: at + 60_000,
          answered,
          direction: 'outbound',
          account_sid: account,
          service_provider_sid: sp,
          application_sid: null,
          call_sid: rnd.uuid(),
          from: '15550100',
          to: `1555${rnd.int(1_000_000, 1_999_999)}`,
          sip_callid: `${rnd.hex(16)}@bench`,
          sip_parent_callid: null,
          termination_reason: answered ? 'caller hungup' : 'busy',
          host: null,
          remote_host: null,
          trunk: carriers[rnd.int(0, CARRIERS - 1)].name,
          trace_id: '00000000000000000000000000000000',
          recording_url: null,
          sip_status: answered ? 200 : 486,
          duration: answered ? 56 : 0,
        });
      }
      store.transaction(() => records.insertCdrs(batch));
    }
  }
  store.db.pragma('optimize');
  console.log(
    `seeded ${CARRIERS} carriers, ${CARRIERS * GATEWAYS_PER_CARRIER} pinged gateways with 24 h of pings, ${(CALLS_BEFORE + CALLS_LAST_HOUR).toLocaleString('en')} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await app.close();
  return { sp, carrier: carriers[3].sid };
}

export async function benchCarrierHealth(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-health-'));
  const databasePath = path.join(dir, 'health.db');
  try {
    const { sp, carrier } = await seedCarrierHealth(databasePath, Date.now());
    const server = await startBenchServer(databasePath);
    const { base } = server;
    try {
      const { token } = (await (
        await fetch(`${base}/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin' }),
        })
      ).json()) as { token: string };
      const list = `/v1/ServiceProviders/${sp}/CarrierHealth`;
      const first = await fetch(`${base}${list}`, { headers: { authorization: `Bearer ${token}` } });
      const check = (await first.json()) as { carriers?: unknown[] };
      if (check.carriers?.length !== CARRIERS)
        throw new Error(`the list: ${first.status} ${JSON.stringify(check).slice(0, 300)}`);
      const scenarios: Array<[string, string, number, number | null]> = [
        [`CarrierHealth (${CARRIERS} carriers)`, list, 1, CARRIER_HEALTH_TARGET_MS],
        [`CarrierHealth (${CARRIERS} carriers)`, list, 10, null],
        [
          'VoipCarriers/:sid/Health (2 gateways × 1,440 pings)',
          `/v1/VoipCarriers/${carrier}/Health`,
          1,
          null,
        ],
      ];
      const rows: Record<string, string | number>[] = [];
      for (const [scenario, url, connections, target] of scenarios) {
        const result = await autocannon({
          url: `${base}${url}`,
          connections,
          duration: DURATION_SECONDS,
          headers: { authorization: `Bearer ${token}` },
        });
        rows.push({
          scenario,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'non-2xx': result.non2xx + result.errors,
          aim:
            target === null ? '' : result.latency.p99 <= target ? `ok (≤ ${target} ms)` : `OVER ${target} ms`,
        });
        console.log(`  measured: ${scenario} × ${connections}`);
      }
      console.log(`\ncarrier health, loopback, ${DURATION_SECONDS} s per row`);
      console.table(rows);
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  benchCarrierHealth().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
