// The recent-calls rules: query building for every filter, the spec's time formats (local / UTC), the trace-id
// rule, the waterfall's tree, the DTMF regions and the player's jumps, the live tail's merge.
import { makeTrace } from '../../testing/fixtures';
import { mergeLive } from './live-tail.rules';
import { dtmfRegions, jumpTarget } from './player.rules';
import {
  DEFAULT_FILTERS,
  callsQuery,
  formatCallTime,
  formatLogLine,
  formatLogTime,
  hasTrace,
  rangeQuery,
} from './recent-calls.rules';
import { buildWaterfall, visibleRows } from './trace.rules';

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the list query', () => {
  const now = new Date(2026, 2, 18, 15, 30); // local time
  test('today: from local midnight; page and count; nothing else by default', () => {
    expect(params(callsQuery(DEFAULT_FILTERS, 1, 25, now))).toEqual({
      page: '1',
      count: '25',
      start: new Date(2026, 2, 18).toISOString(),
    });
  });
  test('yesterday: its local day, end inclusive; last N days: days', () => {
    expect(params(callsQuery({ ...DEFAULT_FILTERS, date: 'yesterday' }, 2, 50, now))).toEqual({
      page: '2',
      count: '50',
      start: new Date(2026, 2, 17).toISOString(),
      end: new Date(new Date(2026, 2, 18).getTime() - 1).toISOString(),
    });
    expect(params(callsQuery({ ...DEFAULT_FILTERS, date: '14' }, 1, 100, now))).toMatchObject({ days: '14' });
  });
  test('direction, status and the filter text only when they narrow', () => {
    const query = params(
      callsQuery({ ...DEFAULT_FILTERS, direction: 'outbound', status: 'false', filter: '4155' }, 1, 25, now),
    );
    expect(query).toMatchObject({ direction: 'outbound', answered: 'false', filter: '4155' });
    expect(
      params(callsQuery({ ...DEFAULT_FILTERS, direction: 'io', status: 'all' }, 1, 25, now)),
    ).not.toHaveProperty('direction');
  });
  test('an hour chosen on the chart: start and end of that hour; the chart and export have no paging', () => {
    const start = Date.parse('2026-03-18T14:00:00.000Z');
    const filters = { ...DEFAULT_FILTERS, date: 'range', range: { start, end: start + 3_600_000 } };
    expect(params(rangeQuery(filters, now))).toEqual({
      start: '2026-03-18T14:00:00.000Z',
      end: '2026-03-18T14:59:59.999Z',
    });
  });
});

describe('time formats', () => {
  test('call times: DD/MM/YY HH:mm:ss.SSS in local time', () => {
    const local = new Date(2026, 0, 5, 9, 7, 3, 45);
    expect(formatCallTime(local.toISOString())).toBe('05/01/26 09:07:03.045');
  });
  test('log times: in UTC', () => {
    expect(formatLogTime(Date.UTC(2026, 2, 18, 23, 59, 58, 7))).toBe('2026-03-18 23:59:58.007 UTC');
    const line = formatLogLine(
      JSON.stringify({ level: 30, time: Date.UTC(2026, 2, 18, 1, 2, 3, 4), msg: 'call answered' }),
    );
    expect(line).toContain('"time": "2026-03-18 01:02:03.004 UTC"');
    expect(line).toContain('"msg": "call answered"');
    expect(formatLogLine('plain text line')).toBe('plain text line');
  });
});

test('the trace-id rule: all zeros (or none) means no trace', () => {
  expect(hasTrace({ trace_id: '00000000000000000000000000000000' })).toBe(false);
  expect(hasTrace({ trace_id: null })).toBe(false);
  expect(hasTrace({ trace_id: '1ecf0f5a8755016da54cee21c45166b1' })).toBe(true);
});

describe('the waterfall', () => {
  test('spans nest under their parents, in start order, with their depth and times', () => {
    const { rows, total } = buildWaterfall(makeTrace('t'.repeat(32)));
    expect(rows.map((r) => [r.name, r.depth])).toEqual([
      ['incoming-call', 0],
      ['app-hook', 1],
      ['background-record:listen', 1],
      ['verb:gather{input=["digits"]}', 1],
      ['dtmf:4', 2],
      ['dtmf:2', 2],
    ]);
    expect(total).toBe(60_000);
    expect(rows[4].start).toBe(3000);
    expect(rows[4].duration).toBe(50);
  });
  test('a span whose parent is missing is a root; a folded span hides its subtree', () => {
    const trace = makeTrace('t'.repeat(32));
    const spans = trace.resourceSpans[0].instrumentationLibrarySpans![0].spans;
    spans.push({ ...spans[1], spanId: 'c000000000000001', parentSpanId: 'ffffffffffffffff', name: 'orphan' });
    const { rows } = buildWaterfall(trace);
    expect(rows.find((r) => r.name === 'orphan')?.depth).toBe(0);
    const gather = rows.find((r) => r.name.startsWith('verb:gather'))!;
    expect(visibleRows(rows, new Set([gather.spanId])).map((r) => r.name)).not.toContain('dtmf:4');
  });
  test('5,000 spans build in one pass', () => {
    expect(buildWaterfall(makeTrace('t'.repeat(32), 5000)).rows).toHaveLength(5006);
  });
});

describe('the player', () => {
  test('DTMF regions: from the trace, relative to the recording, at least 0.1 s wide', () => {
    const regions = dtmfRegions(makeTrace('t'.repeat(32)));
    expect(regions.map((r) => r.digit)).toEqual(['4', '2']);
    expect(regions[0].start).toBeCloseTo(2);
    expect(regions[0].end - regions[0].start).toBeCloseTo(0.1); // 50 ms shown as 0.1 s
    expect(regions[1].end - regions[1].start).toBeCloseTo(0.18);
    expect(dtmfRegions(undefined)).toEqual([]);
  });
  test('jumps of 15 s stay within the recording', () => {
    expect(jumpTarget(10, 60, 1)).toBe(25);
    expect(jumpTarget(10, 60, -1)).toBe(0);
    expect(jumpTarget(50, 60, 1)).toBe(60);
  });
});

test('the live tail adds new calls and keeps every call shown', () => {
  const key = (c: { id: string; at: string }) => c.id;
  const at = (c: { id: string; at: string }) => c.at;
  const call = (id: string, at: string) => ({ id, at });
  const first = mergeLive(null, [call('b', '14:50'), call('a', '14:40')], key, at);
  expect(first.rows.map(key)).toEqual(['b', 'a']);
  expect(first.added).toBe(0);
  const next = mergeLive(first.rows, [call('d', '14:58'), call('c', '14:55'), call('b', '14:50')], key, at);
  expect(next.rows.map(key)).toEqual(['d', 'c', 'b', 'a']);
  expect(next.added).toBe(2);
});

test('the live tail puts a call reported late where its time says, not on top', () => {
  const key = (c: { id: string; at: string }) => c.id;
  const at = (c: { id: string; at: string }) => c.at;
  const t = (hms: string) => `2026-03-18T${hms}.000Z`;
  const shown = [
    { id: 'c', at: t('14:52:03') },
    { id: 'b', at: t('14:51:28') },
    { id: 'a', at: t('14:40:00') },
  ];
  // a poll brings a new call and one that started at 14:47:48 but ended (was reported) only now
  const merged = mergeLive(
    shown,
    [{ id: 'late', at: t('14:47:48') }, { id: 'd', at: t('14:53:10') }, ...shown],
    key,
    at,
  );
  expect(merged.rows.map(key)).toEqual(['d', 'c', 'b', 'late', 'a']);
  expect(merged.added).toBe(2);
});
