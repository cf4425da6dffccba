import { timeRangeQuery } from './time-range';

describe('timeRangeQuery', () => {
  const now = new Date(2026, 10, 23, 15, 30, 0); // 23 Nov 2026, 15:30 local time
  it('today: from local midnight until now', () => {
    expect(timeRangeQuery('today', now)).toEqual({
      start: new Date(2026, 10, 23).toISOString(),
      end: now.toISOString(),
    });
  });
  it('yesterday: the whole previous local day', () => {
    expect(timeRangeQuery('yesterday', now)).toEqual({
      start: new Date(2026, 10, 22).toISOString(),
      end: new Date(new Date(2026, 10, 23).getTime() - 1).toISOString(),
    });
  });
  it('the last N days', () => {
    expect(timeRangeQuery('7', now)).toEqual({ days: '7' });
    expect(timeRangeQuery('30', now)).toEqual({ days: '30' });
  });
});
