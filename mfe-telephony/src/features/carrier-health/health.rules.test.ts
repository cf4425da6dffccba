import { makeCarrier } from '../../testing/fixtures';
import { callsPath, healthFromPlainApi, lastPing, timeAgo } from './health.rules';

const NOW = Date.parse('2026-03-03T15:00:00.000Z');

describe('a jambonz API’s carriers as Carrier health', () => {
  it('takes the registration from register_status, with its time when the SBC wrote one', () => {
    // worst first: the two unregistered (down), then nothing reported, then up, then inactive
    const [failing, lapsed, none, registered, inactive] = healthFromPlainApi(
      [
        makeCarrier({
          name: 'registered',
          requires_register: 1,
          register_status: {
            status: 'ok',
            reason: '200 OK',
            timestamp: '2026-03-03T14:50:00.000Z',
            expires: 3600,
          },
        }),
        makeCarrier({
          name: 'failing',
          requires_register: 1,
          register_status: { status: 'fail', reason: '403 Forbidden' },
        }),
        makeCarrier({
          name: 'lapsed',
          requires_register: 1,
          register_status: {
            status: 'ok',
            reason: '200 OK',
            timestamp: '2026-03-03T12:00:00.000Z',
            expires: 3600,
          },
        }),
        makeCarrier({ name: 'none' }),
        makeCarrier({ name: 'inactive', is_active: 0 }),
      ],
      [],
      NOW,
    );
    expect([failing.name, failing.level, failing.registration]).toEqual([
      'failing',
      'down',
      {
        state: 'unregistered',
        since: null,
        last_attempt_at: null,
        last_status: null,
        reason: '403 Forbidden',
        expires_at: null,
      },
    ]);
    // a registration that ran out an hour ago without being renewed is no longer one
    expect([lapsed.name, lapsed.registration?.state]).toEqual(['lapsed', 'unregistered']);
    expect([registered.name, registered.level, registered.registration]).toEqual([
      'registered',
      'up',
      {
        state: 'registered',
        since: '2026-03-03T14:50:00.000Z',
        last_attempt_at: '2026-03-03T14:50:00.000Z',
        last_status: 200,
        reason: '200 OK',
        expires_at: '2026-03-03T15:50:00.000Z',
      },
    ]);
    expect([none.name, none.level, none.registration]).toEqual(['none', 'unknown', null]);
    expect(inactive.level).toBe('inactive');
  });

  it('counts the calls by trunk (the carrier’s name)', () => {
    const [c] = healthFromPlainApi(
      [makeCarrier({ name: 'T' })],
      [
        { trunk: 'T', answered: true },
        { trunk: 'T', answered: false },
        { trunk: 'T', answered: false },
        { trunk: 'other', answered: true },
        { trunk: null, answered: true },
      ],
      NOW,
    );
    expect([c.calls_last_hour, c.answered_last_hour, c.asr]).toEqual([3, 1, 33.3]);
  });
});

describe('how it reads', () => {
  it('times ago, pings and the calls link', () => {
    expect(timeAgo(NOW - 20_000, NOW)).toBe('just now');
    expect(timeAgo(NOW - 5 * 60_000, NOW)).toBe('5 min ago');
    expect(timeAgo(NOW - 125 * 60_000, NOW)).toBe('2 h 5 min ago');
    expect(timeAgo(NOW - 3 * 3_600_000, NOW)).toBe('3 h ago');
    expect(timeAgo(NOW - 72 * 3_600_000, NOW)).toBe('3 days ago');
    expect(lastPing({ last_status: 200, last_rtt_ms: 36 })).toBe('200 in 36 ms');
    expect(lastPing({ last_status: null, last_rtt_ms: null })).toBe('no answer');
    expect(callsPath('Voxtelesys UK & co')).toBe('/internal/recent-calls?trunk=Voxtelesys%20UK%20%26%20co');
  });
});
