// An OTLP trace as a feature server exports it, for the trace rules' unit tests, the recording player (which takes
// a trace as a prop) and the component tests, which send it to the API's ingest path (seed.ts).
import type { OtlpTrace } from '@switchboard/shared/types';

/** When the fixture trace starts. */
export const NOW = Date.parse('2026-03-18T15:30:00.000Z');

/** A trace with a root, a recording span and DTMF digits 2 s and 5 s into the recording. */
export function makeTrace(traceId: string, extraSpans = 0): OtlpTrace {
  const t0 = BigInt(NOW) * 1_000_000n;
  const span = (
    id: string,
    parent: string,
    name: string,
    startMs: number,
    endMs: number,
    attributes: Record<string, string> = {},
  ) => ({
    traceId,
    spanId: id,
    parentSpanId: parent,
    name,
    kind: 1,
    startTimeUnixNano: String(t0 + BigInt(startMs) * 1_000_000n),
    endTimeUnixNano: String(t0 + BigInt(endMs) * 1_000_000n),
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value: { stringValue: value } })),
  });
  const spans = [
    span('a000000000000001', '', 'incoming-call', 0, 60_000, { callSid: 'x' }),
    span('a000000000000002', 'a000000000000001', 'app-hook', 10, 150, {
      'http.url': 'https://hooks.example.com/ivr',
    }),
    span('a000000000000003', 'a000000000000001', 'background-record:listen', 1000, 60_000),
    span('a000000000000004', 'a000000000000001', 'verb:gather{input=["digits"]}', 1500, 9000),
    span('a000000000000005', 'a000000000000004', 'dtmf:4', 3000, 3050, { dtmf: '4', duration: '50ms' }),
    span('a000000000000006', 'a000000000000004', 'dtmf:2', 6000, 6180, { dtmf: '2', duration: '180ms' }),
  ];
  for (let i = 0; i < extraSpans; i += 1)
    spans.push(
      span(`b${String(i).padStart(15, '0')}`, 'a000000000000001', `verb:say{n=${i}}`, 100 + i, 200 + i),
    );
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'jambonz-feature-server' } }] },
        instrumentationLibrarySpans: [{ instrumentationLibrary: { name: 'jambonz-feature-server' }, spans }],
      },
    ],
  };
}
