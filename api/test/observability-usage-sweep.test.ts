// The Usage roll-up's scheduled sweep of stale past hours (src/areas/observability/usage-limits/rollups.ts,
// docs/api/additions.md#scheduled-work): done a slice of hours at a time, what waits on the event loop runs between
// slices, and the peaks it keeps are those the sweep in one go keeps; the current hour is left to the reads.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID } from '../src/db/seed';
import { RecordRepository, type CdrRecord } from '../src/areas/observability';
import { HOUR_MS } from '../src/areas/observability/records/shapes';
import { settlePeakHours, settlePeakHoursInSlices } from '../src/areas/observability/usage-limits/rollups';
import { Random } from '../src/lib/random';
import { createApp } from './helpers';

const NOW = Date.parse('2026-03-18T15:30:00.000Z');
const CURRENT_HOUR = Math.floor(NOW / HOUR_MS);
let app: FastifyInstance;

const peaks = () =>
  app.ctx.store.all<{ owner_sid: string; hour: number; peak: number | null }>(
    'SELECT owner_sid, hour, peak FROM cdr_peak_hours ORDER BY owner_sid, hour',
  );
const stale = () =>
  app.ctx.store.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM cdr_peak_hours WHERE peak IS NULL AND hour < ?',
    CURRENT_HOUR,
  )!.n;

beforeAll(async () => {
  app = await createApp({ now: () => NOW });
  // two days of calls, some long enough to span hours, and one in the current hour: stored as a bulk load leaves them
  const rnd = new Random('usage-sweep');
  const calls: CdrRecord[] = Array.from({ length: 400 }, (_, i) => {
    const start = i === 0 ? NOW - 60_000 : NOW - rnd.int(2 * HOUR_MS, 48 * HOUR_MS);
    const answered = rnd.chance(0.7);
    const length = answered ? rnd.int(10_000, 3 * HOUR_MS) : 4000;
    return {
      attempted_at: start,
      answered_at: answered ? start + 2000 : null,
      terminated_at: start + length,
      answered,
      direction: 'outbound',
      account_sid: DEFAULT_ACCOUNT_SID,
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      application_sid: null,
      call_sid: `sweep-${i}`,
      from: '15550100100',
      to: '+14155550100',
      sip_callid: `sweep-${i}@203.0.113.10`,
      sip_parent_callid: null,
      termination_reason: null,
      host: null,
      remote_host: null,
      trunk: null,
      trace_id: '00000000000000000000000000000000',
      recording_url: null,
      sip_status: answered ? 200 : 486,
      duration: answered ? Math.floor(length / 1000) : 0,
    };
  });
  const records = new RecordRepository(app.ctx.store);
  app.ctx.store.transaction(() => records.insertCdrs(calls));
});
afterAll(() => app.close());

test('the sweep in slices lets requests run between slices and keeps the peaks the sweep in one go keeps', async () => {
  const before = stale();
  // account and service provider, an hour each for two days and more
  expect(before).toBeGreaterThan(90);

  // what runs between two slices sees part of the hours swept, part not yet
  const seen: number[] = [];
  let swept = false;
  const watch = () =>
    setImmediate(() => {
      if (swept) return;
      seen.push(stale());
      watch();
    });
  watch();
  expect(await settlePeakHoursInSlices(app.ctx.store, CURRENT_HOUR, 10)).toBe(before);
  swept = true;
  expect(stale()).toBe(0);
  expect(seen.some((n) => n > 0 && n < before)).toBe(true);
  // the current hour is left stale for the reads
  expect(peaks().filter((p) => p.hour === CURRENT_HOUR && p.peak === null)).not.toHaveLength(0);

  const sliced = peaks();
  app.ctx.store.run('UPDATE cdr_peak_hours SET peak = NULL WHERE hour < ?', CURRENT_HOUR);
  expect(settlePeakHours(app.ctx.store, CURRENT_HOUR)).toBe(before);
  expect(peaks()).toEqual(sliced);
  expect(Math.max(...sliced.map((p) => p.peak ?? 0))).toBeGreaterThan(1);
});
