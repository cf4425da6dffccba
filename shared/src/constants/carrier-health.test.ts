import type { GatewayPing, RegistrationAttempt } from '@switchboard/shared/types';
import {
  PING_STALE_MS,
  asrOf,
  attemptFromRegisterStatus,
  carrierLevel,
  compareCarrierHealth,
  gatewayRunOf,
  gatewaySegments,
  gatewayStateNow,
  nextGatewayRun,
  registrationRunOf,
  registrationSegments,
  registrationStateNow,
} from './carrier-health';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 6, 12, 0, 0);
const ping = (
  minute: number,
  status: number | null,
  rtt: number | null = status ? 40 : null,
): GatewayPing => ({
  time: T0 + minute * MIN,
  status,
  rtt_ms: rtt,
});
const pinged = { send_options_ping: 1, outbound: 1, is_active: 1 };

describe('a gateway’s state from its pings', () => {
  it('is up after a 200 and down after any other answer or none, since the first ping of the run', () => {
    const pings = [ping(0, 200), ping(1, 200), ping(2, 503), ping(3, null), ping(4, 200)];
    const runs = pings.map((_, i) => gatewayRunOf(pings.slice(0, i + 1)));
    expect(runs.map((r) => [r?.state, (r!.since - T0) / MIN])).toEqual([
      ['up', 0],
      ['up', 0],
      ['down', 2],
      ['down', 2],
      ['up', 4],
    ]);
    expect(runs[4]?.last).toEqual(ping(4, 200));
    // a 404 or 405 answer proves the address answers, but jambonz's SBC takes only 200 as reachable
    expect(gatewayRunOf([ping(0, 200), ping(1, 405)])?.state).toBe('down');
  });

  it('ignores a ping older than the last one for the current state (it arrived late)', () => {
    const run = gatewayRunOf([ping(0, 200), ping(5, 200)]);
    expect(nextGatewayRun(run, ping(3, 503))).toBe(run);
    // the history, in any order, gives the same run
    expect(gatewayRunOf([ping(5, 200), ping(3, 503), ping(0, 200)])).toEqual({
      state: 'up',
      since: T0 + 5 * MIN,
      last: ping(5, 200),
    });
  });

  it('is not pinged when the SBC does not ping it, has never, or not for five minutes', () => {
    const run = gatewayRunOf([ping(0, 503)]);
    const now = T0 + 2 * MIN;
    expect(gatewayStateNow(pinged, run, now)).toBe('down');
    expect(gatewayStateNow({ ...pinged, send_options_ping: 0 }, run, now)).toBe('not_pinged');
    expect(gatewayStateNow({ ...pinged, outbound: 0 }, run, now)).toBe('not_pinged');
    expect(gatewayStateNow({ ...pinged, is_active: 0 }, run, now)).toBe('not_pinged');
    expect(gatewayStateNow(pinged, null, now)).toBe('not_pinged');
    expect(gatewayStateNow(pinged, run, T0 + PING_STALE_MS)).toBe('down');
    expect(gatewayStateNow(pinged, run, T0 + PING_STALE_MS + 1)).toBe('not_pinged');
  });

  it('gives the window as stretches: each outcome until the next ping, gaps as not pinged', () => {
    const window = { start: T0, end: T0 + 60 * MIN };
    const pings = [
      ...[0, 1, 2, 3, 4].map((m) => ping(m, 200)),
      ...[5, 6, 7].map((m) => ping(m, null)),
      ...[8, 9].map((m) => ping(m, 200)),
      // nothing between 9 and 30: the last ping counts for five minutes
      ping(30, 200),
    ];
    const minutes = gatewaySegments(pings, window).map((s) => [
      s.state,
      (s.start - T0) / MIN,
      (s.end - T0) / MIN,
    ]);
    expect(minutes).toEqual([
      ['up', 0, 5],
      ['down', 5, 8],
      ['up', 8, 14],
      ['not_pinged', 14, 30],
      ['up', 30, 35],
      ['not_pinged', 35, 60],
    ]);
  });

  it('starts the window with the last ping before it', () => {
    const window = { start: T0 + 10 * MIN, end: T0 + 20 * MIN };
    const segments = gatewaySegments([ping(12, 200)], window, ping(9, 503));
    expect(segments.map((s) => [s.state, (s.start - T0) / MIN, (s.end - T0) / MIN])).toEqual([
      ['down', 10, 12],
      ['up', 12, 17],
      ['not_pinged', 17, 20],
    ]);
    expect(gatewaySegments([], window).map((s) => s.state)).toEqual(['not_pinged']);
  });
});

const attempt = (
  minute: number,
  status: 'ok' | 'fail',
  extra: Partial<RegistrationAttempt> = {},
): RegistrationAttempt => ({
  time: T0 + minute * MIN,
  status,
  sip_status: status === 'ok' ? 200 : 403,
  reason: status === 'ok' ? '200 OK' : '403 Forbidden',
  expires: status === 'ok' ? 3600 : null,
  call_id: `c${minute}`,
  ...extra,
});

describe('a carrier’s registration from its REGISTERs', () => {
  it('is none without register, not started before any, then the last attempt’s since it changed', () => {
    expect(registrationStateNow({ requires_register: 0 }, null, T0)).toBeNull();
    expect(registrationStateNow({ requires_register: 1 }, null, T0)).toBe('not started');
    const run = registrationRunOf([attempt(0, 'ok'), attempt(30, 'fail'), attempt(31, 'fail')]);
    expect(run).toMatchObject({ state: 'unregistered', since: T0 + 30 * MIN });
    expect(registrationStateNow({ requires_register: 1 }, run, T0 + 32 * MIN)).toBe('unregistered');
  });

  it('is unregistered once a registration ran out without being renewed', () => {
    const run = registrationRunOf([attempt(0, 'ok', { expires: 600 })]);
    expect(registrationStateNow({ requires_register: 1 }, run, T0 + 9 * MIN)).toBe('registered');
    expect(registrationStateNow({ requires_register: 1 }, run, T0 + 11 * MIN)).toBe('unregistered');
    const segments = registrationSegments([attempt(0, 'ok', { expires: 600 }), attempt(20, 'ok')], {
      start: T0 - 5 * MIN,
      end: T0 + 30 * MIN,
    });
    expect(segments.map((s) => [s.state, (s.start - T0) / MIN, (s.end - T0) / MIN])).toEqual([
      ['not started', -5, 0],
      ['registered', 0, 10],
      ['unregistered', 10, 20],
      ['registered', 20, 30],
    ]);
  });

  it('reads what a jambonz SBC writes into register_status', () => {
    expect(
      attemptFromRegisterStatus({
        status: 'ok',
        reason: '200 OK',
        cseq: '2 REGISTER',
        callId: 'abc@10.0.0.1',
        timestamp: '2025-01-06T12:00:00.000Z',
        expires: 3600,
      }),
    ).toEqual({
      time: T0,
      status: 'ok',
      sip_status: 200,
      reason: '200 OK',
      expires: 3600,
      call_id: 'abc@10.0.0.1',
    });
    // an older SBC writes no time: nothing to place in a history
    expect(attemptFromRegisterStatus({ status: 'fail', reason: 'timeout' })).toBeNull();
    expect(attemptFromRegisterStatus({})).toBeNull();
  });
});

describe('a carrier as a whole', () => {
  const gw = (...states: Array<'up' | 'down' | 'not_pinged'>) => states.map((state) => ({ state }));
  const level = (gateways: ReturnType<typeof gw>, registration: string | null = null, is_active = 1) =>
    carrierLevel({
      is_active,
      gateways,
      registration: registration ? { state: registration as 'registered' } : null,
    });

  it('is down, degraded, up or not reported from its gateways and registration', () => {
    expect(level(gw('down', 'down', 'not_pinged'))).toBe('down');
    expect(level(gw('up', 'up'), 'unregistered')).toBe('down');
    expect(level(gw('up', 'down'))).toBe('degraded');
    expect(level(gw('up', 'not_pinged'))).toBe('up');
    expect(level(gw('not_pinged'), 'registered')).toBe('up');
    expect(level(gw('not_pinged'))).toBe('unknown');
    expect(level(gw('not_pinged'), 'not started')).toBe('unknown');
    expect(level(gw('down'), 'unregistered', 0)).toBe('inactive');
  });

  it('sorts the worst first: level, then the lower ASR (none last), then the name', () => {
    const rows = [
      { name: 'b', level: 'up' as const, asr: 90 },
      { name: 'a', level: 'up' as const, asr: null },
      { name: 'c', level: 'up' as const, asr: 40 },
      { name: 'z', level: 'inactive' as const, asr: 0 },
      { name: 'y', level: 'down' as const, asr: 99 },
      { name: 'x', level: 'degraded' as const, asr: null },
      { name: 'w', level: 'unknown' as const, asr: 10 },
    ];
    expect([...rows].sort(compareCarrierHealth).map((r) => r.name)).toEqual([
      'y',
      'x',
      'w',
      'c',
      'b',
      'a',
      'z',
    ]);
  });

  it('gives the ASR in percent with one decimal', () => {
    expect(asrOf(0, 0)).toBeNull();
    expect(asrOf(3, 2)).toBe(66.7);
    expect(asrOf(8, 8)).toBe(100);
  });
});
