// The MOS estimate by the E-model (ITU-T G.107) and a stream's figures: checked against values worked out by hand
// from the formulas cited in call-quality.ts, and against the shape the formula must have.
import {
  codecImpairment,
  delayImpairment,
  effectiveEquipmentImpairment,
  estimateMos,
  lossPercent,
  mosFromR,
  mosRating,
  rFactor,
  streamFigures,
} from './call-quality';

describe('the E-model (ITU-T G.107)', () => {
  test('R to MOS (Annex B): the ends, and the satisfaction bands of Table B.1', () => {
    expect(mosFromR(-5)).toBe(1);
    expect(mosFromR(0)).toBe(1);
    expect(mosFromR(100)).toBe(4.5);
    expect(mosFromR(120)).toBe(4.5);
    // 1 + 0.035·R + R·(R − 60)·(100 − R)·7e-6
    expect(mosFromR(93.2)).toBeCloseTo(4.409, 3);
    expect(mosFromR(80)).toBeCloseTo(4.024, 3);
    expect(mosFromR(70)).toBeCloseTo(3.597, 3);
    expect(mosFromR(50)).toBeCloseTo(2.575, 3);
  });

  test('no delay impairment up to 100 ms, then growing with the delay', () => {
    expect(delayImpairment(0)).toBe(0);
    expect(delayImpairment(100)).toBe(0);
    // X = log2(2) = 1: 25·((2)^(1/6) − 3·(1 + 1/729)^(1/6) + 2)
    expect(delayImpairment(200)).toBeCloseTo(25 * (2 ** (1 / 6) - 3 * (1 + 1 / 729) ** (1 / 6) + 2), 6);
    expect(delayImpairment(400)).toBeGreaterThan(delayImpairment(200));
    expect(delayImpairment(200)).toBeGreaterThan(delayImpairment(150));
  });

  test('packet loss by the codec: Ie + (95 − Ie)·Ppl / (Ppl + Bpl), G.113 Appendix I values', () => {
    expect(effectiveEquipmentImpairment(0, 'PCMU')).toBe(0);
    expect(effectiveEquipmentImpairment(5, 'PCMU')).toBeCloseTo((95 * 5) / (5 + 25.1), 6);
    expect(effectiveEquipmentImpairment(0, 'G729')).toBe(11);
    expect(effectiveEquipmentImpairment(2, 'g729/8000')).toBeCloseTo(11 + (84 * 2) / (2 + 19), 6);
    // a codec G.113 gives no narrowband figures for counts as G.711 with concealment
    expect(codecImpairment('opus/48000')).toEqual(codecImpairment('PCMA'));
    expect(effectiveEquipmentImpairment(150, 'PCMU')).toBe(effectiveEquipmentImpairment(100, 'PCMU'));
  });

  test('a clean G.711 call rates 4.41; loss, jitter and delay each lower it', () => {
    const clean = { lossPct: 0, jitterMs: 2, rttMs: 40, codec: 'PCMU' };
    expect(rFactor(clean)).toBe(93.2);
    expect(estimateMos(clean)).toBe(4.41);
    expect(mosRating(estimateMos(clean))).toBe('good');
    // 5 % loss: R = 93.2 − 15.78 → 3.92 ('fair')
    const lossy = estimateMos({ ...clean, lossPct: 5 });
    expect(lossy).toBe(3.92);
    expect(mosRating(lossy)).toBe('fair');
    // 20 % loss: R = 51.1 → 2.63 ('poor')
    expect(estimateMos({ ...clean, lossPct: 20 })).toBe(2.63);
    expect(mosRating(2.63)).toBe('poor');
    // jitter fills the jitter buffer: 60 ms of jitter → Ta = 20 + 120 + 20 = 160 ms
    expect(estimateMos({ ...clean, jitterMs: 60 })).toBeLessThan(estimateMos(clean));
    expect(estimateMos({ ...clean, rttMs: 600 })).toBeLessThan(estimateMos({ ...clean, rttMs: 200 }));
    // G.729 starts lower than G.711 (Ie = 11)
    expect(estimateMos({ ...clean, codec: 'G729' })).toBeLessThan(estimateMos(clean));
  });
});

describe('a stream’s figures', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 2, 18, 15, 0, s)).toISOString();
  const interval = (s: number, received: number, lost: number, jitter: number, rtt: number | null = 40) => ({
    at: at(s),
    interval_ms: 5000,
    packets_received: received,
    packets_lost: lost,
    jitter_ms: jitter,
    rtt_ms: rtt,
  });

  test('loss over the packets expected', () => {
    expect(lossPercent(0, 0)).toBe(0);
    expect(lossPercent(95, 5)).toBe(5);
    expect(lossPercent(0, 10)).toBe(100);
  });

  test('totals, means, the worst interval; an interval without packets has no MOS; repeats count once', () => {
    const figures = streamFigures(
      [
        interval(15, 250, 0, 4),
        interval(5, 250, 0, 2, null),
        interval(10, 200, 50, 30),
        interval(20, 0, 0, 0, null),
        interval(10, 200, 50, 30),
      ],
      'PCMU',
    );
    expect(figures.intervals.map((i) => i.at)).toEqual([at(5), at(10), at(15), at(20)]);
    expect(figures.first_at).toBe(at(0));
    expect(figures.last_at).toBe(at(20));
    expect(figures.packets_received).toBe(700);
    expect(figures.packets_lost).toBe(50);
    expect(figures.loss_pct).toBe(6.7);
    // jitter: mean of the three intervals with packets, (2 + 30 + 4) / 3
    expect(figures.jitter_ms).toBe(12);
    expect(figures.jitter_max_ms).toBe(30);
    expect(figures.rtt_ms).toBe(40);
    expect(figures.intervals[3].mos).toBeNull();
    expect(figures.intervals[1].loss_pct).toBe(20);
    expect(figures.mos_min).toBe(figures.intervals[1].mos);
    expect(figures.mos).toBe(estimateMos({ lossPct: 6.7, jitterMs: 12, rttMs: 40, codec: 'PCMU' }));
  });

  test('a stream that never carried a packet has no MOS', () => {
    const figures = streamFigures([interval(5, 0, 0, 0, null)], 'PCMU');
    expect(figures.mos).toBeNull();
    expect(figures.mos_min).toBeNull();
    expect(figures.rtt_ms).toBeNull();
  });
});
