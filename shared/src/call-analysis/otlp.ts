// Reading an OTLP trace as jambonz's feature server exports it: its spans whatever the exporter named the scope
// list, an attribute as text, a span's times, and the application's webhook exchanges (spans with an HTTP method and
// URL). The call page draws the exchanges; the API indexes them as traces arrive, for the webhook alert rule.
import type { OtlpAnyValue, OtlpSpan, OtlpTrace } from '../types/observability';

/** Every span of a trace, whichever name the exporter gave the scope list. */
export function spansOf(trace: OtlpTrace): OtlpSpan[] {
  const out: OtlpSpan[] = [];
  for (const rs of trace.resourceSpans ?? [])
    for (const scope of [...(rs.instrumentationLibrarySpans ?? []), ...(rs.scopeSpans ?? [])])
      for (const span of scope.spans ?? []) out.push(span);
  return out;
}

/** An attribute's value as text. */
export function attributeText(value: OtlpAnyValue | undefined): string {
  if (!value) return '';
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return String(value.boolValue);
  if (value.intValue !== undefined) return String(value.intValue);
  if (value.doubleValue !== undefined) return String(value.doubleValue);
  if (value.arrayValue) return value.arrayValue.values.map(attributeText).join(', ');
  return '';
}

/** A span's attribute as text ('' when it has none of that key). */
export const spanAttribute = (span: OtlpSpan, key: string): string =>
  attributeText(span.attributes?.find((a) => a.key === key)?.value);

const ms = (ns: number | string) => Number(BigInt(ns) / 1000n) / 1000;

/** A span's start and end, ms since the epoch. */
export const spanTimes = (span: OtlpSpan) => ({
  start: ms(span.startTimeUnixNano),
  end: ms(span.endTimeUnixNano),
});

export interface WebhookExchange {
  spanId: string;
  name: string;
  method: string;
  url: string;
  /** the HTTP status the application answered, '' when it did not answer */
  status: string;
  /** request sent, ms since the epoch */
  at: number;
  /** until the response, ms */
  ms: number;
  /** what the application was sent (http.body), when the trace has it */
  body: string;
}

/** The webhook requests and responses of a trace: its spans with an HTTP method and URL, in time order. */
export function webhookExchanges(trace: OtlpTrace | undefined): WebhookExchange[] {
  if (!trace) return [];
  return spansOf(trace)
    .filter((s) => spanAttribute(s, 'http.method') && spanAttribute(s, 'http.url'))
    .map((s) => {
      const { start, end } = spanTimes(s);
      return {
        spanId: s.spanId,
        name: s.name,
        method: spanAttribute(s, 'http.method'),
        url: spanAttribute(s, 'http.url'),
        status: spanAttribute(s, 'http.statusCode') || spanAttribute(s, 'http.status_code'),
        at: start,
        ms: end - start,
        body: spanAttribute(s, 'http.body'),
      };
    })
    .sort((a, b) => a.at - b.at);
}

/** Whether an exchange failed: no answer, or an answer outside 2xx/3xx. */
export function webhookFailed(exchange: Pick<WebhookExchange, 'status'>): boolean {
  const status = Number(exchange.status);
  return !Number.isInteger(status) || status < 200 || status >= 400;
}
