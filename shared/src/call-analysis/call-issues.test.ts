// Suspected issues: each rule fires on the evidence it names, not below its threshold, and says where it came from.
import type { QualityStream } from '../types';
import { streamFigures, type ReportedInterval } from './call-quality';
import { sayIssue, sipStatusText, suspectedIssues, type CallIssueInputs } from './call-issues';

const T0 = Date.parse('2026-03-18T15:00:00.000Z');
const call = (over: Partial<CallIssueInputs['call']> = {}): CallIssueInputs['call'] => ({
  answered: true,
  sip_status: 200,
  termination_reason: 'caller hungup',
  trunk: 'Acme SIP',
  attempted_at: new Date(T0).toISOString(),
  direction: 'inbound',
  ...over,
});

function stream(
  direction: 'received' | 'sent',
  per: (i: number) => Partial<ReportedInterval>,
  count = 12,
): QualityStream {
  const intervals = Array.from({ length: count }, (_, i) => ({
    at: new Date(T0 + (i + 1) * 5000).toISOString(),
    interval_ms: 5000,
    packets_received: 250,
    packets_lost: 0,
    jitter_ms: 3,
    rtt_ms: 40,
    ...per(i),
  }));
  return {
    sip_callid: 'a@b',
    ssrc: direction === 'received' ? 11 : 22,
    direction,
    local_ip: '198.51.100.20',
    local_port: 30000,
    remote_ip: '203.0.113.5',
    remote_port: 20000,
    codec: 'PCMU',
    ...streamFigures(intervals, 'PCMU'),
  };
}
const clean = stream('sent', () => ({}));

describe('suspected issues', () => {
  test('a carrier answering 503: named with the SIP message it came from', () => {
    const issues = suspectedIssues({
      call: call({ answered: false, sip_status: 503, termination_reason: 'failed' }),
      finalResponse: {
        status: 503,
        reason: 'Service Unavailable',
        fromLabel: 'Carrier Acme SIP (203.0.113.5)',
        fromRole: 'carrier',
        at: T0 + 350,
      },
    });
    expect(issues).toMatchObject([
      {
        id: 'final-status',
        severity: 'error',
        text: 'Carrier answered 503 Service Unavailable',
        evidence: 'SIP: 503 Service Unavailable from Carrier Acme SIP (203.0.113.5) at 15:00:00.350',
        source: 'sip',
        at: T0 + 350,
      },
    ]);
  });

  test('without a capture, the call record says how it ended; 486 is a warning, 487 the caller giving up', () => {
    const [busy] = suspectedIssues({
      call: call({ answered: false, sip_status: 486, termination_reason: 'busy' }),
    });
    expect(busy).toMatchObject({
      severity: 'warning',
      text: 'The call failed with 486 Busy Here',
      evidence: 'Call record: sip_status 486, busy',
      source: 'cdr',
    });
    const [gaveUp] = suspectedIssues({ call: call({ answered: false, sip_status: 487 }) });
    expect(gaveUp).toMatchObject({
      severity: 'info',
      text: 'The caller hung up before an answer (487 Request Terminated)',
    });
    expect(sipStatusText(699)).toBe('699');
    expect(sipStatusText(503, 'Overloaded')).toBe('503 Overloaded');
  });

  test('one-way audio: the caller’s RTP stopped for 15 s while audio went the other way', () => {
    const quiet = stream('received', (i) =>
      i >= 2 && i < 5 ? { packets_received: 0, jitter_ms: 0, rtt_ms: null } : {},
    );
    const issues = suspectedIssues({
      call: call(),
      streams: [
        { leg: 'A', stream: quiet },
        { leg: 'A', stream: clean },
      ],
    });
    expect(issues[0]).toMatchObject({
      severity: 'error',
      text: 'No audio from the caller for 15 s',
      evidence:
        'RTP from the carrier (203.0.113.5:20000, SSRC 11): 0 packets in 3 report intervals, 15:00:10.000–15:00:25.000',
      at: T0 + 10_000,
    });
    // an outbound call's far end is the callee
    expect(
      suspectedIssues({ call: call({ direction: 'outbound' }), streams: [{ leg: 'A', stream: quiet }] })[0]
        .text,
    ).toBe('No audio from the callee for 15 s');
    // 5 s of silence is not one-way audio
    const short = stream('received', (i) => (i === 3 ? { packets_received: 0 } : {}));
    expect(
      suspectedIssues({
        call: call(),
        streams: [
          { leg: 'A', stream: short },
          { leg: 'A', stream: clean },
        ],
      }),
    ).toEqual([]);
  });

  test('a lossy carrier: loss, jitter and a poor MOS, each with its figures', () => {
    const lossy = stream('received', () => ({
      packets_received: 235,
      packets_lost: 15,
      jitter_ms: 42,
      rtt_ms: 320,
    }));
    const texts = suspectedIssues({ call: call(), streams: [{ leg: 'A', stream: lossy }] }).map((i) => [
      i.text,
      i.evidence,
    ]);
    expect(texts).toEqual([
      [
        'Packet loss of 6 % on the carrier leg',
        'RTP from the carrier (203.0.113.5:20000, SSRC 11): 180 of 3,000 packets lost',
      ],
      [
        'High jitter on the carrier leg (42 ms)',
        'RTP from the carrier (203.0.113.5:20000, SSRC 11): jitter 42 ms on average, 42 ms at worst',
      ],
      [
        'Long round trip on the carrier leg (320 ms)',
        'RTP from the carrier (203.0.113.5:20000, SSRC 11): round-trip time 320 ms on average',
      ],
      [
        `Poor audio from the carrier (MOS ${lossy.mos?.toFixed(2)})`,
        `RTP from the carrier (203.0.113.5:20000, SSRC 11): E-model MOS ${lossy.mos?.toFixed(2)} (6 % loss, 42 ms jitter, 320 ms RTT, PCMU)`,
      ],
    ]);
    // a clean call has nothing to say
    expect(suspectedIssues({ call: call(), streams: [{ leg: 'A', stream: clean }] })).toEqual([]);
  });

  test('a slow webhook and slow TTS, from the trace; quick ones are not issues', () => {
    const issues = suspectedIssues({
      call: call(),
      webhooks: [
        { method: 'POST', url: 'https://hooks.example.com/ivr', status: '200', ms: 2412, at: T0 + 20 },
        {
          method: 'POST',
          url: 'https://hooks.example.com/ivr/action',
          status: '200',
          ms: 140,
          at: T0 + 9000,
        },
      ],
      tts: [
        { vendor: 'google', ms: 1800, at: T0 + 6000 },
        { vendor: 'google', ms: 30, at: T0 + 12000 },
      ],
    });
    expect(issues.map((i) => [i.text, i.evidence, i.at])).toEqual([
      [
        'Webhook took 2.4 s',
        'Trace: POST https://hooks.example.com/ivr answered 200 after 2,412 ms',
        T0 + 20,
      ],
      ['TTS first byte 1.8 s', 'Trace: google text-to-speech, first byte after 1,800 ms', T0 + 6000],
    ]);
  });

  test('each issue names its keyed texts, which another language says with its own words and numbers', () => {
    const lossy = stream('received', () => ({ packets_received: 2350, packets_lost: 150 }));
    const [loss] = suspectedIssues({ call: call(), streams: [{ leg: 'A', stream: lossy }] });
    expect(loss.says.text).toEqual({
      key: 'loss',
      values: { pct: { value: 6 }, leg: { key: 'carrierLeg', values: {} } },
    });
    expect(sayIssue(loss.says.text)).toBe(loss.text);
    expect(sayIssue(loss.says.evidence)).toBe(loss.evidence);
    // a speaker of another language: its templates by key, its numbers
    const shouted = sayIssue(loss.says.evidence, {
      text: (key, values) => `${key.toUpperCase()}(${Object.values(values).join('|')})`,
      number: ({ value }) => value.toLocaleString('de'),
    });
    expect(shouted).toBe('LOSSEVIDENCE(RTP(FROMCARRIER()|203.0.113.5|20000|11)|1.800|30.000)');
  });
});
