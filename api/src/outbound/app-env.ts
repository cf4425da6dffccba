// AppEnv: an application publishes the schema of its environment variables in answer to `OPTIONS <call hook>`.
import type { AppEnvSchema } from '@switchboard/shared/types';
import { parseAppEnvSchema, webhookUrlError } from '@switchboard/shared/validation';
import { OutboundError, fetchWithTimeout } from './http';

export type AppEnvResult = { kind: 'schema'; schema: AppEnvSchema } | { kind: 'none' } | { kind: 'invalid' };

/** Fetch the schema. Throws OutboundError when the URL is invalid or cannot be reached. */
export async function fetchAppEnvSchema(url: string, timeoutMs: number): Promise<AppEnvResult> {
  const problem = webhookUrlError(url, 'url');
  if (problem) throw new OutboundError(problem);
  const httpUrl = url.replace(/^ws(s?):\/\//i, 'http$1://');
  const response = await fetchWithTimeout(
    httpUrl,
    { method: 'OPTIONS', headers: { accept: 'application/json' } },
    timeoutMs,
  );
  if (!response.ok) return { kind: 'none' };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { kind: 'none' };
  }
  const schema = parseAppEnvSchema(body);
  return schema ? { kind: 'schema', schema } : { kind: 'invalid' };
}
