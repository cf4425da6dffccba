// When to renew the session's token and when it has run out (docs/product/shell.md#session-renewal): pure, so the
// rule is tested without timers.

export interface KeeperInput {
  nowMs: number;
  /** The token's issue and expiry times, epoch seconds. */
  iat: number;
  exp: number;
  /** The last time the user typed, clicked, scrolled or moved the pointer in this page. */
  lastActivityMs: number;
  /** Whether the API renews tokens (`token-renewal`; a jambonz API does not). */
  canRenew: boolean;
}

export type KeeperStep = 'renew' | 'expire' | 'wait';

/**
 * 'expire' once the token has expired; 'renew' in the second half of its life when the user has been active since
 * it was issued (an idle session is left to run out: it ends with the spec's message); else 'wait'.
 */
export function keeperStep({ nowMs, iat, exp, lastActivityMs, canRenew }: KeeperInput): KeeperStep {
  const expMs = exp * 1000;
  if (nowMs >= expMs) return 'expire';
  if (!canRenew) return 'wait';
  const lifetimeMs = (exp - iat) * 1000;
  const activeSinceIssued = lastActivityMs > iat * 1000;
  return activeSinceIssued && expMs - nowMs <= lifetimeMs / 2 ? 'renew' : 'wait';
}

/** How often to look: often enough for short test lifetimes, rarely for the usual hour (1 s – 15 s). */
export function keeperInterval(iat: number, exp: number): number {
  return Math.max(1000, Math.min(15_000, ((exp - iat) * 1000) / 20));
}
