// BENCH_WATERFALL=1: where a sign-in page's time to the username field goes (e2e/bench/portal-runs.ts), one line per
// run: the document's request and response (from navigation start), its parsing (domInteractive), the field's
// layout mark, the first paint; then each request the page started before its first paint (start → end).
import type { Page } from '@playwright/test';

export async function printSignInWaterfall(
  page: Page,
  portalId: string,
  profileId: string,
  laidOutAt: number,
) {
  const timeline = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.startTime <= paint)
      .map((r) => ({
        name: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
        bytes: r.transferSize,
      }));
    return {
      requestStart: nav?.requestStart ?? NaN,
      responseStart: nav?.responseStart ?? NaN,
      responseEnd: nav?.responseEnd ?? NaN,
      documentBytes: nav?.transferSize ?? NaN,
      domInteractive: nav?.domInteractive ?? NaN,
      paint,
      requests,
    };
  });
  const ms = (value: number) => Math.round(value).toString().padStart(4);
  const requests = timeline.requests
    .map((r) => `${r.name} ${Math.round(r.start)}→${Math.round(r.end)} (${(r.bytes / 1024).toFixed(1)} KB)`)
    .join(', ');
  console.log(
    `\n  ${portalId} sign-in (${profileId}): request ${ms(timeline.requestStart)}, response ${ms(timeline.responseStart)}` +
      `→${ms(timeline.responseEnd)} (${(timeline.documentBytes / 1024).toFixed(1)} KB), field laid out ${ms(laidOutAt)}, ` +
      `first paint ${ms(timeline.paint)}, parsed ${ms(timeline.domInteractive)} ms` +
      (requests ? `; before the paint: ${requests}` : ''),
  );
}
