// The observability rows of the portal benchmark (registered in run.ts): a trace of 5,000 spans rendered in the
// Tracing tab, unthrottled — from the click on the tab until its rows are painted (the trace itself already
// fetched: opening the call asks for it), in a fresh browser context.
import type { Browser } from '@playwright/test';
import type { ApiClient } from '../harness/api-client';

export const TRACE_SPANS = 5000;

export interface TraceFixture {
  accountSid: string;
  callSid: string;
  traceId: string;
}

const hex = (n: number, length: number) => n.toString(16).padStart(length, '0');

/** A call whose trace has 5,000 spans (a long IVR session: turns of say / gather / digits / webhook), reported
 * through the ingest path like a feature server would. */
export async function seedTrace5k(admin: ApiClient, spSid: string): Promise<TraceFixture> {
  const accountSid = await admin.createAccount({
    name: 'Bench 5,000-span trace',
    service_provider_sid: spSid,
  });
  const traceId = 'b'.repeat(16) + hex(Date.now(), 16);
  const callSid = crypto.randomUUID();
  const start = Date.now() - 3_600_000;
  const ns = (ms: number) => `${Math.round(ms * 1000)}000`;
  const spans: unknown[] = [];
  const span = (id: number, parent: number | null, name: string, from: number, to: number) =>
    spans.push({
      traceId,
      spanId: hex(id, 16),
      parentSpanId: parent === null ? '' : hex(parent, 16),
      name,
      kind: 1,
      startTimeUnixNano: ns(start + from),
      endTimeUnixNano: ns(start + to),
      attributes: [{ key: 'turn', value: { stringValue: String(id) } }],
    });
  span(1, null, 'incoming-call', 0, 3_000_000);
  let id = 2;
  for (let t = 0; id <= TRACE_SPANS; t += 600) {
    const turn = id;
    span(id++, 1, `verb:gather{turn=${turn}}`, t, t + 500);
    for (let k = 0; k < 3 && id <= TRACE_SPANS; k += 1)
      span(id++, turn, `dtmf:${k}`, t + 100 + k * 100, t + 180 + k * 100);
    if (id <= TRACE_SPANS) span(id++, turn, 'verb:hook', t + 450, t + 500);
  }
  await admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: start,
      answered_at: start + 2000,
      terminated_at: start + 3_000_000,
      answered: true,
      direction: 'inbound',
      account_sid: accountSid,
      call_sid: callSid,
      from: '+14155550100',
      to: '15550100100',
      sip_callid: `${callSid}@203.0.113.10`,
      trace_id: traceId,
      sip_status: 200,
      duration: 2998,
    },
  ]);
  await admin.request('POST', `/Ingest/Traces?account_sid=${accountSid}`, {
    resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'bench' }, spans }] }],
  });
  return { accountSid, callSid, traceId };
}

/** ms from the click on the Tracing tab until the waterfall's rows are on screen (desktop, unthrottled). */
export async function traceRun(
  browser: Browser,
  hostUrl: string,
  token: string,
  fixture: TraceFixture,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  const page = await context.newPage();
  try {
    await page.goto(`${hostUrl}/internal/recent-calls?account_sid=${fixture.accountSid}`, {
      timeout: 120_000,
    });
    const item = page.locator(`li[data-call="${fixture.callSid}"]`);
    const traced = page.waitForResponse(
      (r) => r.url().includes(`/RecentCalls/trace/${fixture.traceId}`) && r.ok(),
      {
        timeout: 120_000,
      },
    );
    await item.getByRole('button').first().click({ timeout: 120_000 });
    await traced;
    const tab = item.getByRole('tab', { name: 'Tracing' });
    await tab.waitFor();
    // timed in the page: the click, then the first frame with the rows
    await page.evaluate(() => {
      const w = window as unknown as { __trace: { clicked?: number; painted?: number } };
      w.__trace = {};
      document.addEventListener(
        'click',
        () => {
          w.__trace.clicked = performance.now();
          const seen = () => {
            if (document.querySelectorAll('[data-span-row]').length >= 10) {
              requestAnimationFrame(() => (w.__trace.painted = performance.now()));
            } else requestAnimationFrame(seen);
          };
          requestAnimationFrame(seen);
        },
        { capture: true, once: true },
      );
    });
    await tab.click();
    await page.waitForFunction(
      () => (window as unknown as { __trace: { painted?: number } }).__trace.painted !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    return page.evaluate(() => {
      const t = (window as unknown as { __trace: { clicked: number; painted: number } }).__trace;
      return t.painted - t.clicked;
    });
  } finally {
    await context.close();
  }
}

/** `node dist/bench/observability.js` (after `npm run bench -w e2e` compiled it): this row alone. */
async function main(): Promise<void> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { chromium } = await import('@playwright/test');
  const { ApiClient, ADMIN_PASSWORD } = await import('../harness/api-client');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../harness/browser');
  const { snapshotBuilds } = await import('../harness/paths');
  const { startStack } = await import('../harness/stack');
  const runs = Number(process.env.BENCH_RUNS || 7);
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'));
  process.env.SB_E2E_RUN_DIR = dir;
  const stack = await startStack({ dir, builds: snapshotBuilds(path.join(dir, 'builds')) });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const api = new ApiClient(stack.apiUrl);
    const admin = await api.adminAfterForcedChange();
    const fixture = await seedTrace5k(admin, await admin.defaultServiceProviderSid());
    const token = (await api.login('admin', ADMIN_PASSWORD)).token;
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await traceRun(browser, stack.hostUrl, token, fixture));
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)];
    console.log(
      `trace of ${TRACE_SPANS} spans rendered: median ${Math.round(median)} ms, p90 ${Math.round(samples[Math.ceil(samples.length * 0.9) - 1])} ms over ${runs} runs (budget 500 ms): ${samples.map(Math.round).join(', ')}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
