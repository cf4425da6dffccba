// `GET …/LimitUsage`'s query: `from` and `to` (ISO-8601), by default the last 7 days up to now, at most
// USAGE_MAX_DAYS long (docs/api/additions.md#limit-usage).
import { z } from 'zod';
import { checkedAs } from '../../../http/zod';

export const USAGE_DEFAULT_DAYS = 7;
export const USAGE_MAX_DAYS = 31;
const DAY_MS = 86_400_000;

const shown = z.looseObject({
  from: z.string().optional().describe(`ISO-8601 (default: ${USAGE_DEFAULT_DAYS} days before to)`),
  to: z.string().optional().describe('ISO-8601 (default: now)'),
});

function timeOf(value: unknown, name: string): number | string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? `invalid query: "${name}" is not an ISO-8601 date` : time;
}

export function limitUsageQuery(now: () => number) {
  const check = z.looseObject({}).transform((query, ctx): { from: number; to: number } => {
    const to = timeOf(query.to, 'to');
    const from = timeOf(query.from, 'from');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: query });
      return z.NEVER;
    };
    if (typeof to === 'string') return fail(to);
    if (typeof from === 'string') return fail(from);
    const end = to ?? now();
    const start = from ?? end - USAGE_DEFAULT_DAYS * DAY_MS;
    if (start >= end) return fail('invalid query: "from" must be before "to"');
    if (end - start > USAGE_MAX_DAYS * DAY_MS)
      return fail(`invalid query: the period is at most ${USAGE_MAX_DAYS} days`);
    return { from: start, to: end };
  });
  return checkedAs(check, shown);
}
