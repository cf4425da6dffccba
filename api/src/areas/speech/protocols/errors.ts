// What a failed vendor call says to the admin: the network's own error for an unreachable service (as the real
// server reports it, e.g. 'getaddrinfo ENOTFOUND api.deepgram.com'), the vendor's status and message otherwise,
// and the deadline when it ran out.

export class SpeechTestError extends Error {}

export class SpeechTimeoutError extends SpeechTestError {
  constructor(seconds: number) {
    super(`no answer within ${seconds} s (timed out)`);
  }
}

/** The sentence for an error thrown by fetch, ws or gRPC. */
export function describeFailure(err: unknown): string {
  if (err instanceof SpeechTestError) return err.message;
  const e = err as Error & {
    cause?: { code?: string; message?: string };
    code?: string | number;
    details?: string;
  };
  if (e?.cause?.message) return e.cause.message;
  if (typeof e?.details === 'string' && e.details) return e.details;
  return e?.message || String(err);
}

/** A vendor's error answer as a short sentence: 'HTTP 401: invalid api key'. */
export async function httpFailure(response: Response): Promise<SpeechTestError> {
  let detail = '';
  try {
    const body = (await response.text()).trim();
    try {
      const json = JSON.parse(body) as Record<string, unknown>;
      const pick = (o: unknown): string | undefined => {
        if (!o || typeof o !== 'object') return typeof o === 'string' ? o : undefined;
        const r = o as Record<string, unknown>;
        return (
          pick(r.error) ??
          (typeof r.message === 'string' ? r.message : undefined) ??
          (typeof r.msg === 'string' ? r.msg : undefined) ??
          (typeof r.detail === 'string' ? r.detail : undefined) ??
          (typeof r.err_msg === 'string' ? r.err_msg : undefined)
        );
      };
      detail = pick(json) ?? body;
    } catch {
      detail = body;
    }
  } catch {
    /* no body */
  }
  detail = detail.replace(/\s+/g, ' ').slice(0, 200);
  return new SpeechTestError(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
}
