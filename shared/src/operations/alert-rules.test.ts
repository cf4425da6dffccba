// Alert rules' arithmetic: when each condition fires, that no data keeps the state, the ASR's minimum of calls, the
// per-hour rate over a window, and the peak of concurrent calls within a window.
import {
  ASR_MIN_CALLS,
  asrPercent,
  describeMeasure,
  nextRuleState,
  peakConcurrency,
  perHour,
  ruleFires,
} from './alert-rules';

describe('ruleFires', () => {
  test('below for ASR, at least for counts and minutes, above for rates and percentages', () => {
    expect([ruleFires('carrier_asr_below', 50, 49.9), ruleFires('carrier_asr_below', 50, 50)]).toEqual([
      true,
      false,
    ]);
    expect([ruleFires('sip_status_class', 3, 3), ruleFires('sip_status_class', 3, 2)]).toEqual([true, false]);
    expect([ruleFires('gateway_down', 5, 5), ruleFires('gateway_down', 5, 4)]).toEqual([true, false]);
    expect([
      ruleFires('concurrent_calls_above', 80, 80),
      ruleFires('concurrent_calls_above', 80, 80.1),
    ]).toEqual([false, true]);
    expect([ruleFires('alerts_above', 10, 10), ruleFires('alerts_above', 10, 10.5)]).toEqual([false, true]);
    // a registration rule with threshold 0 still needs one failing carrier
    expect([ruleFires('registration_failing', 0, 0), ruleFires('registration_failing', 0, 1)]).toEqual([
      false,
      true,
    ]);
  });
});

describe('nextRuleState', () => {
  test('no data keeps the state it had, either way', () => {
    expect(nextRuleState('firing', 'carrier_asr_below', 50, null)).toBe('firing');
    expect(nextRuleState('ok', 'carrier_asr_below', 50, null)).toBe('ok');
    expect(nextRuleState('firing', 'carrier_asr_below', 50, 75)).toBe('ok');
    expect(nextRuleState('ok', 'carrier_asr_below', 50, 20)).toBe('firing');
  });
});

describe('windows', () => {
  test('ASR says nothing under the minimum of calls', () => {
    expect(asrPercent(ASR_MIN_CALLS - 1, 0)).toBeNull();
    expect(asrPercent(6, 1)).toBe(16.7);
    expect(asrPercent(5, 5)).toBe(100);
  });

  test('alerts per hour over windows shorter and longer than an hour', () => {
    expect(perHour(3, 15)).toBe(12);
    expect(perHour(30, 120)).toBe(15);
    expect(perHour(1, 7)).toBe(8.6);
  });

  test('peak concurrency counts only the overlap inside the window; back-to-back calls do not overlap', () => {
    const calls = [
      { start: 0, end: 100 },
      { start: 50, end: 150 },
      { start: 100, end: 200 }, // begins as the first ends
      { start: 120, end: 130 },
      { start: 500, end: 600 }, // after the window
    ];
    expect(peakConcurrency(calls, 0, 400)).toBe(3);
    // from 140 on, only two are ever up together
    expect(peakConcurrency(calls, 140, 400)).toBe(2);
    expect(peakConcurrency([], 0, 10)).toBe(0);
  });
});

test('a measure in words names its subject and the threshold', () => {
  const rule = { threshold: 50, window_minutes: 10 };
  expect(describeMeasure('carrier_asr_below', { value: 16.7, subject: 'Acme' }, rule)).toBe(
    'ASR 16.7 % (Acme) in the last 10 min, threshold 50 %',
  );
  expect(describeMeasure('gateway_down', { value: 0, subject: '' }, rule)).toBe('every gateway up');
  expect(describeMeasure('carrier_asr_below', { value: null, subject: '' }, rule)).toBe(
    'no data in the window',
  );
});
