/** A named point on the page's performance timeline (the benchmark reads them); a no-op where there is none. */
export function markTimeline(name: 'sb:login-response' | 'sb:portal-start' | 'sb:portal-router-ready'): void {
  globalThis.performance?.mark?.(name);
}
