// OTLP traces as a jambonz feature server exports them (and as Jaeger's api/v3 gives them back): one resource (the
// feature server), one instrumentation library, spans with parentSpanId, nanosecond times as strings and typed
// attribute values. The builder writes the JSON as it goes (a call's trace is written thousands of times a second
// by the simulator: no intermediate objects).
import type { OtlpAttribute, OtlpSpan, OtlpTrace } from '@switchboard/shared/types';
import type { Random } from '../../lib/random';

export type AttributeValue = string | number | boolean;

export function attribute(key: string, value: AttributeValue): OtlpAttribute {
  if (typeof value === 'boolean') return { key, value: { boolValue: value } };
  if (typeof value === 'number') return { key, value: { doubleValue: value } };
  return { key, value: { stringValue: value } };
}

/** ns since the epoch as OTLP/JSON writes it (a string); µs precision, exact in a double up to the year 2255. */
const nanos = (ms: number) => `${Math.round(ms * 1000)}000`;

function attributeJson(key: string, value: AttributeValue): string {
  const v =
    typeof value === 'boolean'
      ? `{"boolValue":${value}}`
      : typeof value === 'number'
        ? `{"doubleValue":${value}}`
        : `{"stringValue":${JSON.stringify(value)}}`;
  return `{"key":${JSON.stringify(key)},"value":${v}}`;
}

const attributesJson = (attributes: Record<string, AttributeValue>) => {
  let out = '';
  for (const key in attributes) out += (out ? ',' : '') + attributeJson(key, attributes[key]);
  return `[${out}]`;
};

export interface SpanHandle {
  spanId: string;
  start: number;
  end: number;
}

export class TraceBuilder {
  readonly traceId: string;
  private readonly spans: string[] = [];

  /** `recording` false: the same ids are drawn (the call's course stays the same) but nothing is written. */
  constructor(
    private readonly rnd: Random,
    private readonly resource: Record<string, AttributeValue>,
    private readonly recording = true,
  ) {
    this.traceId = rnd.hex(32);
  }

  /** Adds a span (times in ms since the epoch, fractions allowed) under `parent` (none: the root). */
  span(
    name: string,
    parent: SpanHandle | null,
    start: number,
    end: number,
    attributes: Record<string, AttributeValue> = {},
    kind = 1,
  ): SpanHandle {
    const spanId = this.rnd.hex(16);
    if (!this.recording) return { spanId, start, end };
    this.spans.push(
      `{"traceId":"${this.traceId}","spanId":"${spanId}","parentSpanId":"${parent?.spanId ?? ''}","name":${JSON.stringify(name)},"kind":${kind},"startTimeUnixNano":"${nanos(start)}","endTimeUnixNano":"${nanos(Math.max(start, end))}","attributes":${attributesJson(attributes)},"status":{"code":0}}`,
    );
    return { spanId, start, end };
  }

  get size(): number {
    return this.spans.length;
  }

  /** The trace as OTLP JSON text. */
  toJson(): string {
    return `{"resourceSpans":[{"resource":{"attributes":${attributesJson(this.resource)}},"instrumentationLibrarySpans":[{"instrumentationLibrary":{"name":"jambonz-feature-server","version":"0.9.6"},"spans":[${this.spans.join(',')}]}]}]}`;
  }

  toOtlp(): OtlpTrace {
    return JSON.parse(this.toJson()) as OtlpTrace;
  }
}

/** Every span of a trace, whichever member name the exporter used. */
export function spansOf(trace: OtlpTrace): OtlpSpan[] {
  return trace.resourceSpans.flatMap((rs) =>
    [...(rs.instrumentationLibrarySpans ?? []), ...(rs.scopeSpans ?? [])].flatMap((s) => s.spans),
  );
}
