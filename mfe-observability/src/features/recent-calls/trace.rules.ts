// A trace as a waterfall: the spans as a tree (children under their parent, in start order; a span whose parent is
// missing becomes a root), flattened depth-first with each row's depth, and their times on one axis in ms.
import { spansOf } from '@switchboard/shared/call-analysis';
import type { OtlpAttribute, OtlpSpan, OtlpTrace } from '@switchboard/shared/types';

export { attributeText, spansOf } from '@switchboard/shared/call-analysis';

export interface WaterfallRow {
  spanId: string;
  name: string;
  depth: number;
  /** ms from the trace's start */
  start: number;
  /** ms */
  duration: number;
  attributes: OtlpAttribute[];
  childCount: number;
}

export interface Waterfall {
  rows: WaterfallRow[];
  /** ms from the first start to the last end */
  total: number;
  /** ns since the epoch of the first start */
  startNs: bigint;
}

const ns = (value: number | string) =>
  typeof value === 'string' ? BigInt(value) : BigInt(Math.round(value));

/** The waterfall of a trace. */
export function buildWaterfall(trace: OtlpTrace): Waterfall {
  const spans = spansOf(trace);
  if (!spans.length) return { rows: [], total: 0, startNs: 0n };
  const starts = new Map(spans.map((s) => [s.spanId, ns(s.startTimeUnixNano)]));
  let first = ns(spans[0].startTimeUnixNano);
  let last = ns(spans[0].endTimeUnixNano);
  for (const s of spans) {
    const a = ns(s.startTimeUnixNano);
    const b = ns(s.endTimeUnixNano);
    if (a < first) first = a;
    if (b > last) last = b;
  }
  const ids = new Set(spans.map((s) => s.spanId));
  const children = new Map<string, OtlpSpan[]>();
  const roots: OtlpSpan[] = [];
  for (const s of spans) {
    if (s.parentSpanId && ids.has(s.parentSpanId) && s.parentSpanId !== s.spanId) {
      const list = children.get(s.parentSpanId) ?? [];
      list.push(s);
      children.set(s.parentSpanId, list);
    } else roots.push(s);
  }
  const byStart = (a: OtlpSpan, b: OtlpSpan) => {
    const d = (starts.get(a.spanId) as bigint) - (starts.get(b.spanId) as bigint);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  };
  const rows: WaterfallRow[] = [];
  const seen = new Set<string>();
  // an explicit stack: a 5,000-span trace can be deep
  const stack: { span: OtlpSpan; depth: number }[] = roots
    .sort(byStart)
    .reverse()
    .map((span) => ({ span, depth: 0 }));
  while (stack.length) {
    const { span, depth } = stack.pop() as { span: OtlpSpan; depth: number };
    if (seen.has(span.spanId)) continue;
    seen.add(span.spanId);
    const kids = (children.get(span.spanId) ?? []).sort(byStart);
    const start = ns(span.startTimeUnixNano);
    rows.push({
      spanId: span.spanId,
      name: span.name,
      depth,
      start: Number(start - first) / 1e6,
      duration: Number(ns(span.endTimeUnixNano) - start) / 1e6,
      attributes: span.attributes ?? [],
      childCount: kids.length,
    });
    for (let i = kids.length - 1; i >= 0; i -= 1) stack.push({ span: kids[i], depth: depth + 1 });
  }
  return { rows, total: Number(last - first) / 1e6, startNs: first };
}

/** The rows still shown when some spans are collapsed (their descendants are hidden). */
export function visibleRows(rows: readonly WaterfallRow[], collapsed: ReadonlySet<string>): WaterfallRow[] {
  if (!collapsed.size) return rows as WaterfallRow[];
  const out: WaterfallRow[] = [];
  let hideBelow = -1;
  for (const row of rows) {
    if (hideBelow >= 0 && row.depth > hideBelow) continue;
    hideBelow = -1;
    out.push(row);
    if (collapsed.has(row.spanId) && row.childCount > 0) hideBelow = row.depth;
  }
  return out;
}

/** 1.234 s, 56.7 ms, 890 µs. */
export function formatSpanDuration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(ms >= 10_000 ? 1 : 3)} s`;
  if (ms >= 1) return `${ms.toFixed(ms >= 100 ? 0 : 1)} ms`;
  return `${Math.round(ms * 1000)} µs`;
}
