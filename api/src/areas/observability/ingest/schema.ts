// What the ingest path accepts: batches of records (a JSON array, or one record; each checked with its shared schema,
// the first bad one named by its index) and OTLP/HTTP JSON trace exports.
import { z } from 'zod';
import type { OtlpAnyValue } from '@switchboard/shared/types';
import { INGEST_BATCH_MAX } from '@switchboard/shared/validation';
import { checkedAs } from '../../../http/zod';
import { describeIssue } from '../../../http/validate';

/** The refusal of a request that sends no body (checked before the body's schema, which sees null for none). */
export const NO_RECORDS = 'the body must be a JSON array of records (or one record)';

/**
 * A batch of `schema` records: one record reads as a batch of one; at most INGEST_BATCH_MAX; a bad record refuses
 * the batch, named by its index (`record 2: …`). Shown in the OpenAPI document as an array of records.
 */
export function batchOf<S extends z.ZodType>(schema: S) {
  const check = z.unknown().transform((body, ctx): z.output<S>[] => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: body });
      return z.NEVER;
    };
    const list = Array.isArray(body) ? body : [body];
    if (list.length === 0) return refuse(NO_RECORDS);
    if (list.length > INGEST_BATCH_MAX) return refuse(`at most ${INGEST_BATCH_MAX} records per request`);
    const records: z.output<S>[] = [];
    for (const [index, item] of list.entries()) {
      const result = schema.safeParse(item);
      if (!result.success) return refuse(`record ${index}: ${describeIssue(result.error.issues[0], item)}`);
      records.push(result.data);
    }
    return records;
  });
  return checkedAs(check, z.array(schema));
}

const otlpValue: z.ZodType<OtlpAnyValue> = z.lazy(() =>
  z.object({
    stringValue: z.string().optional(),
    boolValue: z.boolean().optional(),
    intValue: z.union([z.number(), z.string()]).optional(),
    doubleValue: z.number().optional(),
    arrayValue: z.object({ values: z.array(otlpValue) }).optional(),
  }),
);
const otlpAttributes = z.array(z.object({ key: z.string(), value: otlpValue })).optional();
const otlpSpan = z.object({
  traceId: z.string().regex(/^[0-9a-fA-F]{32}$/, 'traceId must be 32 hexadecimal characters'),
  spanId: z.string().regex(/^[0-9a-fA-F]{16}$/, 'spanId must be 16 hexadecimal characters'),
  parentSpanId: z
    .string()
    .regex(/^([0-9a-fA-F]{16})?$/, 'parentSpanId must be 16 hexadecimal characters')
    .optional(),
  name: z.string().max(512),
  kind: z.union([z.number(), z.string()]).optional(),
  startTimeUnixNano: z.union([z.number(), z.string().regex(/^\d+$/)]),
  endTimeUnixNano: z.union([z.number(), z.string().regex(/^\d+$/)]),
  attributes: otlpAttributes,
  status: z
    .object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
    .optional(),
});
const scopeSpans = z.object({
  instrumentationLibrary: z.object({ name: z.string(), version: z.string().optional() }).optional(),
  scope: z.object({ name: z.string(), version: z.string().optional() }).optional(),
  spans: z.array(otlpSpan).max(20_000),
});
/** An OTLP/HTTP JSON export request (ExportTraceServiceRequest). */
export const otlpExportSchema = z.object({
  resourceSpans: z
    .array(
      z.object({
        resource: z.object({ attributes: otlpAttributes }).optional(),
        scopeSpans: z.array(scopeSpans).optional(),
        instrumentationLibrarySpans: z.array(scopeSpans).optional(),
      }),
    )
    .min(1, 'resourceSpans must not be empty'),
});
export type OtlpExport = z.output<typeof otlpExportSchema>;
