// The Call quality page's chart data: a carrier's ASR bar links to its calls in Recent calls, failure codes read
// with their reason phrase, the trend's stacks add up to the calls.
import type { CallStatistics } from '@switchboard/shared/types';
import {
  asrBars,
  failureBars,
  hasMos,
  hasPdd,
  mosBars,
  pddBars,
  recentCallsHref,
  statisticsQuery,
  trendSeries,
} from './call-quality.rules';

const figures = { calls: 10, answered: 7, asr: 0.7, acd: 61 };
const statistics: CallStatistics = {
  start: '2026-03-17T00:00:00.000Z',
  end: '2026-03-19T00:00:00.000Z',
  step: 'day',
  total: { ...figures, calls: 14, answered: 9, failures: [{ sip_status: 486, calls: 5 }] },
  carriers: [
    { trunk: 'Acme SIP', ...figures, asr: 0.6843, failures: [] },
    { trunk: null, calls: 4, answered: 2, asr: 0.5, acd: 20, failures: [] },
  ],
  accounts: [],
  trend: [
    { time: '2026-03-17T00:00:00.000Z', calls: 6, answered: 4, asr: 4 / 6, acd: 30 },
    { time: '2026-03-18T00:00:00.000Z', calls: 8, answered: 5, asr: 5 / 8, acd: 30 },
  ],
};

test("a carrier's ASR bar opens its calls of the same period; calls through no carrier have no link", () => {
  expect(asrBars(statistics, '7')).toEqual([
    { label: 'Acme SIP', value: 68.4, href: '/internal/recent-calls?date=7&trunk=Acme+SIP' },
    { label: 'No carrier', value: 50, href: null },
  ]);
});

test("a failure code's bar: the status with its reason, opening the period's unanswered calls", () => {
  expect(failureBars(statistics, 'today')).toEqual([
    { label: '486 Busy Here', value: 5, href: recentCallsHref('today', { answered: false }) },
  ]);
  expect(recentCallsHref('today', { answered: false })).toBe(
    '/internal/recent-calls?date=today&answered=false',
  );
});

test('the trend: answered and not answered per UTC day; the period as the API query', () => {
  expect(trendSeries(statistics)).toEqual({
    labels: ['17/03', '18/03'],
    answered: [4, 5],
    notAnswered: [2, 3],
  });
  expect(statisticsQuery('14', new Date())).toBe('days=14');
});

describe('PDD and MOS bars', () => {
  const measured: CallStatistics = {
    ...statistics,
    total: { ...statistics.total, pdd_ms: 2000, pdd_calls: 3, mos: { good: 3, fair: 1, poor: 0, bad: 1 } },
    carriers: [
      {
        ...statistics.carriers[0],
        pdd_ms: 2345,
        pdd_calls: 2,
        mos: { good: 2, fair: 1, poor: 0, bad: 1 },
      },
      { ...statistics.carriers[1], pdd_ms: null, pdd_calls: 0, mos: { good: 0, fair: 0, poor: 0, bad: 0 } },
      {
        trunk: 'Bravo',
        ...figures,
        failures: [],
        pdd_ms: 1000,
        pdd_calls: 1,
        mos: { good: 1, fair: 0, poor: 0, bad: 0 },
      },
    ],
  };

  test('a carrier without a measured call has no PDD bar; seconds with one decimal; a bar opens its calls', () => {
    expect(pddBars(measured, '7')).toEqual([
      { label: 'Acme SIP', value: 2.3, calls: 2, href: '/internal/recent-calls?date=7&trunk=Acme+SIP' },
      { label: 'Bravo', value: 1, calls: 1, href: '/internal/recent-calls?date=7&trunk=Bravo' },
    ]);
  });

  test('a carrier without a quality report has no MOS bar', () => {
    expect(mosBars(measured, 'today').map((b) => [b.label, b.mos])).toEqual([
      ['Acme SIP', { good: 2, fair: 1, poor: 0, bad: 1 }],
      ['Bravo', { good: 1, fair: 0, poor: 0, bad: 0 }],
    ]);
  });

  test('an API without them: none, and the page leaves them out', () => {
    expect(hasPdd(statistics)).toBe(false);
    expect(hasMos(statistics)).toBe(false);
    expect(hasPdd(measured) && hasMos(measured)).toBe(true);
    expect(pddBars(statistics, '7')).toEqual([]);
    expect(mosBars(statistics, '7')).toEqual([]);
  });

  test('the trend of one carrier is asked with ?trunk=', () => {
    expect(statisticsQuery('7', new Date('2026-03-18T12:00:00Z'), 'Acme SIP')).toMatch(/&trunk=Acme\+SIP$/);
    expect(statisticsQuery('7', new Date('2026-03-18T12:00:00Z'))).not.toMatch(/trunk/);
  });
});
