// The observability rows of the portal benchmark (registered in run.ts): a trace of 5,000 spans rendered in the
// Tracing tab, unthrottled — from the click on the tab until its rows are painted (the trace itself already
// fetched: opening the call asks for it), in a fresh browser context; and the call page of a call with a 5,000-
// message SIP ladder (25 legs of 200 messages: the capture store keeps at most 200 per dialog) and 5,000 spans,
// interactive — from the last of its data's responses (the pcaps, the trace) until the ladder's and the spans'
// rows are on screen, and from a click on an arrow until its message is shown (docs/product/observability.md#call-page).
import type { Browser, Locator, Page } from '@playwright/test';
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
export async function seedTrace5k(
  admin: ApiClient,
  spSid: string,
  name = 'Bench 5,000-span trace',
): Promise<TraceFixture> {
  const accountSid = await admin.createAccount({
    name,
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

export const CALL_PAGE_LEGS = 25;
export const CALL_PAGE_MESSAGES_PER_LEG = 200;

export interface CallPageFixture {
  accountSid: string;
  callSid: string;
}

/**
 * A call with 24 dialled legs (a hunt group ringing everyone), each leg's dialog 200 messages long (INVITE sent
 * twice, 100, 180, 200, ACK, then INFO / 200 pairs, BYE, 200), and the 5,000-span trace they
 * share; reported through the ingest path.
 */
export async function seedCallPage5k(admin: ApiClient, spSid: string): Promise<CallPageFixture> {
  const trace = await seedTrace5k(admin, spSid, 'Bench call page of 5,000 messages');
  const { accountSid, callSid, traceId } = trace;
  const start = Date.now() - 3_600_000;
  const parent = `${callSid}@203.0.113.10`;
  const legs = Array.from({ length: CALL_PAGE_LEGS }, (_, i) =>
    i === 0 ? parent : `leg-${i}-${callSid}@10.0.1.11`,
  );
  const sbc = '198.51.100.20';
  const fs = '10.0.1.11';
  const carrier = (i: number) => `203.0.113.${10 + i}`;
  const span = 3_000_000 / CALL_PAGE_LEGS;
  const captures = legs.map((callId, i) => {
    const from = i === 0 ? carrier(0) : fs;
    const to = i === 0 ? sbc : carrier(i);
    const headers = (cseq: string) =>
      `Via: SIP/2.0/UDP ${from}:5060;branch=z9hG4bK${i}x${cseq.replace(/ /g, '')}\r\nFrom: <sip:a@${from}>;tag=a${i}\r\nTo: <sip:b@${to}>;tag=b${i}\r\nCall-ID: ${callId}\r\nCSeq: ${cseq}\r\nContent-Length: 0\r\n\r\n`;
    const messages: {
      time: number;
      src_ip: string;
      src_port: number;
      dst_ip: string;
      dst_port: number;
      payload: string;
    }[] = [];
    const t0 = start + i * span;
    const send = (ms: number, out: boolean, line: string, cseq: string) =>
      messages.push({
        time: Math.round((t0 + ms) * 1000),
        src_ip: out ? from : to,
        src_port: 5060,
        dst_ip: out ? to : from,
        dst_port: 5060,
        payload: `${line}\r\n${headers(cseq)}`,
      });
    send(0, true, `INVITE sip:b@${to} SIP/2.0`, '1 INVITE');
    send(500, true, `INVITE sip:b@${to} SIP/2.0`, '1 INVITE'); // sent again: one arrow, ×2
    send(20, false, 'SIP/2.0 100 Trying', '1 INVITE');
    send(400, false, 'SIP/2.0 180 Ringing', '1 INVITE');
    send(2000, false, 'SIP/2.0 200 OK', '1 INVITE');
    send(2030, true, `ACK sip:b@${to} SIP/2.0`, '1 ACK');
    for (let k = 0; messages.length < CALL_PAGE_MESSAGES_PER_LEG - 2; k += 1) {
      const at = 2100 + k * 200;
      send(at, true, `INFO sip:b@${to} SIP/2.0`, `${k + 2} INFO`);
      send(at + 30, false, 'SIP/2.0 200 OK', `${k + 2} INFO`);
    }
    send(span - 100, true, `BYE sip:b@${to} SIP/2.0`, '999 BYE');
    send(span - 80, false, 'SIP/2.0 200 OK', '999 BYE');
    return { sip_callid: callId, method: 'invite', account_sid: accountSid, messages };
  });
  await admin.request(
    'POST',
    '/Ingest/Cdrs',
    legs.slice(1).map((callId, j) => ({
      attempted_at: start + (j + 1) * span,
      answered_at: start + (j + 1) * span + 2000,
      terminated_at: start + (j + 2) * span - 80,
      answered: true,
      direction: 'outbound',
      account_sid: accountSid,
      call_sid: crypto.randomUUID(),
      from: '15550100100',
      to: `+1415555${String(j).padStart(4, '0')}`,
      sip_callid: callId,
      sip_parent_callid: parent,
      trace_id: traceId,
      sip_status: 200,
      duration: Math.round(span / 1000),
    })),
  );
  for (const capture of captures) await admin.request('POST', '/Ingest/SipCaptures', [capture]);
  return { accountSid, callSid };
}

/**
 * The call page of the fixture's call (desktop, unthrottled): ms from the last response of its pcaps and trace until
 * the ladder's and the spans' rows are painted, and from a click on an arrow until its message is painted.
 */
export async function callPageRun(
  browser: Browser,
  hostUrl: string,
  token: string,
  fixture: CallPageFixture,
): Promise<{ renderMs: number; clickMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await context.addInitScript(() => {
    const w = window as unknown as { __callPage: { painted?: number } };
    w.__callPage = {};
    const seen = () => {
      if (
        document.querySelectorAll('[data-arrow]').length >= 10 &&
        document.querySelectorAll('[data-span-row]').length >= 10
      )
        requestAnimationFrame(() => {
          w.__callPage.painted = performance.now();
          // a mark the CPU profile can find (BENCH_PROFILE): 5 ms in a function of this name
          if ((window as unknown as { __benchProfile?: boolean }).__benchProfile) {
            const until = performance.now() + 5;
            (function benchPaintedMark() {
              while (performance.now() < until);
            })();
          }
        });
      else requestAnimationFrame(seen);
    };
    requestAnimationFrame(seen);
  });
  if (process.env.BENCH_PROFILE)
    await context.addInitScript(
      () => ((window as unknown as { __benchProfile: boolean }).__benchProfile = true),
    );
  const page = await context.newPage();
  // BENCH_PROFILE=1: where the main thread's time goes from the page's start until the rows are painted
  const profiling = Boolean(process.env.BENCH_PROFILE);
  const cdp = profiling ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  try {
    await page.goto(`${hostUrl}/internal/recent-calls/${fixture.callSid}?account_sid=${fixture.accountSid}`, {
      timeout: 120_000,
    });
    await page.waitForFunction(
      () => (window as unknown as { __callPage: { painted?: number } }).__callPage.painted !== undefined,
      null,
      { timeout: 120_000 },
    );
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      printProfile(profile as CpuProfile, await msSinceLastData(page));
      // what the rows waited for: the data's requests, ms before the paint
      console.log(
        await page.evaluate(() => {
          const painted = (window as unknown as { __callPage: { painted: number } }).__callPage.painted;
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => /\/api\/|\/v1\//.test(r.name))
            .map(
              (r) =>
                `${Math.round(r.startTime - painted)}→${Math.round(r.responseEnd - painted)} ${Math.round(r.decodedBodySize / 1024)} KB ${r.name.replace(location.origin, '').slice(0, 120)}`,
            )
            .concat(`${document.getElementsByTagName('*').length} elements`)
            .join('\n    ');
        }),
      );
    }
    const renderMs = await msSinceLastData(page);
    // a click on an arrow: its message shown
    const arrow = page.getByRole('list', { name: 'SIP messages' }).getByRole('button').nth(3);
    await arrow.waitFor();
    const clickMs = await timeClickToPaint(page, arrow, '[data-testid="sip-message-text"]');
    return { renderMs, clickMs };
  } finally {
    await context.close();
  }
}

interface CpuProfile {
  nodes: {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Self time by script and by function (ms) over the `since` ms before the paint (found by its mark's first sample),
 * the largest first.
 */
function printProfile(cpu: CpuProfile, since: number) {
  const nodes = new Map(cpu.nodes.map((n) => [n.id, n]));
  const samples = cpu.samples ?? [];
  const times: number[] = [];
  let at = cpu.startTime;
  for (const delta of cpu.timeDeltas ?? []) times.push((at += delta));
  const markAt = samples.findIndex((id) => nodes.get(id)?.callFrame.functionName === 'benchPaintedMark');
  const end = markAt >= 0 ? times[markAt] : cpu.endTime;
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (let i = 0; i < samples.length; i += 1) {
    if (times[i] < end - since * 1000 || times[i] >= end) continue;
    const node = nodes.get(samples[i]);
    if (!node) continue;
    const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
    const script = node.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${node.callFrame.functionName})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n    ');
  console.log(
    `\n  CPU over the ${Math.round(since)} ms before the call page's rows are painted (mark ${markAt >= 0 ? 'found' : 'missing'}), by script:\n    ${top(byScript, 12)}`,
  );
  console.log(`  by function:\n    ${top(byFunction, 30)}`);
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
    return await timeClickToPaint(page, tab, '[data-span-row]', 10);
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
    const sp = await admin.defaultServiceProviderSid();
    const token = (await api.login('admin', ADMIN_PASSWORD)).token;
    const report = (what: string, samples: number[]) => {
      samples.sort((a, b) => a - b);
      const median = samples[Math.floor(samples.length / 2)];
      console.log(
        `${what}: median ${Math.round(median)} ms, p90 ${Math.round(samples[Math.ceil(samples.length * 0.9) - 1])} ms over ${runs} runs (budget 500 ms): ${samples.map(Math.round).join(', ')}`,
      );
    };
    if (process.env.BENCH_ONLY !== 'call-page') {
      const fixture = await seedTrace5k(admin, sp);
      const samples: number[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await traceRun(browser, stack.hostUrl, token, fixture));
      report(`trace of ${TRACE_SPANS} spans rendered`, samples);
    }
    const callPage = await seedCallPage5k(admin, sp);
    const render: number[] = [];
    const click: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await callPageRun(browser, stack.hostUrl, token, callPage);
      render.push(run.renderMs);
      click.push(run.clickMs);
    }
    report('call page, 5,000 messages and 5,000 spans rendered after its data', render);
    report('call page, a click on an arrow until its message shows', click);
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

/** ms from the last response of the call page's pcaps and trace until its rows were painted. */
function msSinceLastData(page: Page): Promise<number> {
  return page.evaluate(() => {
    const painted = (window as unknown as { __callPage: { painted: number } }).__callPage.painted;
    const data = performance
      .getEntriesByType('resource')
      .filter((e) => /\/pcap$|\/RecentCalls\/trace\//.test(e.name)) as PerformanceResourceTiming[];
    return painted - Math.max(...data.map((e) => e.responseEnd));
  });
}

/**
 * ms from a click on `target` until the first frame painted with at least `count` elements matching `selector`,
 * timed in the page (the click seen in the capture phase, then one frame after the elements are there).
 */
async function timeClickToPaint(page: Page, target: Locator, selector: string, count = 1): Promise<number> {
  await page.evaluate(
    ({ selector, count }) => {
      const w = window as unknown as { __clickToPaint: { clicked?: number; painted?: number } };
      w.__clickToPaint = {};
      document.addEventListener(
        'click',
        () => {
          w.__clickToPaint.clicked = performance.now();
          const seen = () => {
            if (document.querySelectorAll(selector).length >= count)
              requestAnimationFrame(() => (w.__clickToPaint.painted = performance.now()));
            else requestAnimationFrame(seen);
          };
          requestAnimationFrame(seen);
        },
        { capture: true, once: true },
      );
    },
    { selector, count },
  );
  await target.click();
  await page.waitForFunction(
    () =>
      (window as unknown as { __clickToPaint: { painted?: number } }).__clickToPaint.painted !== undefined,
    null,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const t = (window as unknown as { __clickToPaint: { clicked: number; painted: number } }).__clickToPaint;
    return t.painted - t.clicked;
  });
}
