// Outgoing HTTP with a short timeout; failures become a sentence a user can act on.

export class OutboundError extends Error {}

export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new OutboundError(`no answer from ${host} within ${Math.round(timeoutMs / 100) / 10} s`);
    const reason = e.cause?.code ?? e.cause?.message ?? e.message;
    throw new OutboundError(`could not reach ${host}: ${reason}`);
  }
}
