// Request bodies and queries are checked with the shared zod schemas; the first problem becomes `{msg}` (400).
import type { z } from 'zod';
import { isSid } from '@switchboard/shared/validation';
import { badRequest, badSid } from './errors';

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** One readable sentence for the first issue, worded like the real server where it has a wording. */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const path = issue.path.map(String);
  const field = path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const prefix = field ? `${field}.` : '';
    return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map((k) => prefix + k).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && path.length === 0) return 'request body must be a JSON object';
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined)
    return `missing field ${field}`;
  // a message that already names its field (or is one of the spec's sentences) is shown as it is
  const namesField = path.some((segment) => !/^\d+$/.test(segment) && issue.message.includes(segment));
  if (path.length === 0 || namesField || (issue.code === 'custom' && /^[A-Z]/.test(issue.message))) {
    return issue.message;
  }
  return `${field}: ${issue.message}`;
}

/** Parse with `schema` or throw 400 `{msg}` naming the first problem. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], data));
  return result.data;
}

/** A path sid: anything but a UUID is `400 {"msg":"Bad request"}`, like the real server. */
export function pathSid(value: unknown): string {
  if (!isSid(value)) throw badSid();
  return (value as string).toLowerCase();
}
