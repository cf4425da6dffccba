// How the server obscures secrets it returns: the first 6 characters, then one X per remaining character
// (docs/api/contract.md#accounts, #speech-credentials). A value that still looks like that on a write means "keep the stored secret".

export function obscureKey(value: string, visible = 6): string {
  if (value.length <= visible) return value;
  return value.slice(0, visible) + 'X'.repeat(value.length - visible);
}

/**
 * A secret as a reader who may not change it sees it (spec: secrets show the last 4 characters): `****` and its
 * last 4 characters; `****` alone when it has 8 or fewer (at least half of it stays hidden, and its length too).
 */
export function maskSecretEnd(value: string): string {
  return value.length > 8 ? `****${value.slice(-4)}` : '****';
}

/** A stored secret as a reader who may not change what holds it sees it: masked when set, else as it is. */
export function maskedIfSet<T>(value: T): T {
  return (typeof value === 'string' && value !== '' ? maskSecretEnd(value) : value) as T;
}

/** True when `value` is a masked secret sent back unchanged (4-6 visible characters followed by X's). */
export function isObscured(value: unknown): boolean {
  return typeof value === 'string' && /^.{4,6}X{3,}$/s.test(value);
}

/** Mask the private key inside a Google service-key JSON string, after its PEM header. */
export function obscureGoogleServiceKey(serviceKey: string): string {
  try {
    const parsed = JSON.parse(serviceKey) as Record<string, unknown>;
    if (typeof parsed.private_key === 'string') {
      const header = '-----BEGIN PRIVATE KEY-----';
      const key = parsed.private_key;
      const start = key.startsWith(header) ? header.length : 0;
      parsed.private_key = key.slice(0, start) + obscureKey(key.slice(start).trimStart().replace(/\n/g, ''));
    }
    return JSON.stringify(parsed);
  } catch {
    return obscureKey(serviceKey);
  }
}
