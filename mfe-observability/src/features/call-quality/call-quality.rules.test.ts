// The Call quality page's chart data: a carrier's ASR bar links to its calls in Recent calls, failure codes read
// with their reason phrase, the trend's stacks add up to the calls.
import type { CallStatistics } from '@switchboard/shared/types';
import { asrBars, failureBars, recentCallsHref, statisticsQuery, trendSeries } from './call-quality.rules';

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
