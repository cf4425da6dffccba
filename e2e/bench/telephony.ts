// The telephony area's rows of the portal benchmark (`npm run bench -w e2e` runs them after the portal's own):
//   phone numbers, first page   cold first visit to /internal/phone-numbers of a service provider holding 100,000
//                               numbers (seeded by one CSV import) until the first page of rows and the
//                               'Total: 100000 record(s)' footer show (docs/architecture.md#benchmarks: ≤ 1 s unthrottled);
//   LCR reorder                 on the edit page of an outbound call routing table with 200 routes, a keyboard
//                               reorder (Space on route 1's handle, ArrowDown, Space): the time from the dropping
//                               key to the list in its new order, laid out (docs/architecture.md#benchmarks: ≤ 50 ms); and from the arrow
//                               key to the rows shifted to show where the route would go.
// Both measured in the page (performance.now(), keyboard events dispatched in the page, so no driver round trip is
// counted). Budgets: bench/budgets.json → "telephony". Returns the lines over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { ApiClient } from '../harness/api-client';
import type { Stack } from '../harness/stack';

export const PHONE_NUMBERS = 100_000;
export const LCR_ROUTES = 200;
/** Reorders per page load, each way (down, then back up). */
const REORDERS = 3;

interface Profile {
  id: 'desktop' | 'mobile';
  label: string;
}

export interface TelephonyBenchContext<P extends Profile = Profile> {
  stack: Stack;
  /** The signed-in admin (API). */
  admin: ApiClient;
  serviceProviderSid: string;
  runs: number;
  profiles: readonly P[];
  /** A cold page of the profile, signed in (the portal bench's own, with its probe). */
  newPage: (profile: P) => Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }>;
  median: (values: number[]) => number;
  printTable: (title: string, rows: string[][]) => void;
}

type Metric = 'numbers100kMs' | 'lcrReorderMs' | 'lcrMoveMs';
const METRICS: { id: Metric; label: string }[] = [
  {
    id: 'numbers100kMs',
    label: `first visit to Phone numbers (${PHONE_NUMBERS.toLocaleString('en')} numbers) until page 1 shows`,
  },
  {
    id: 'lcrReorderMs',
    label: `LCR editor, ${LCR_ROUTES} routes: keyboard drop → new order laid out (median of ${REORDERS * 2} per run)`,
  },
  {
    id: 'lcrMoveMs',
    label: `LCR editor, ${LCR_ROUTES} routes: arrow key → rows shifted (median of ${REORDERS * 2} per run)`,
  },
];

interface Seeded {
  lcrSid: string;
}

/** 100,000 numbers of one account through the CSV import, and a routing table of 200 routes over 3 carriers. */
async function seed(admin: ApiClient, stack: Stack, sp: string): Promise<Seeded> {
  const started = Date.now();
  const carriers: string[] = [];
  for (const name of ['Bench trunk A', 'Bench trunk B', 'Bench trunk C']) {
    const { sid } = await admin.request<{ sid: string }>('POST', `/ServiceProviders/${sp}/VoipCarriers`, {
      name,
    });
    await admin.request('POST', '/SipGateways', {
      voip_carrier_sid: sid,
      ipv4: `198.51.100.${10 + carriers.length}`,
      inbound: 1,
      outbound: 1,
    });
    carriers.push(sid);
  }
  await admin.createAccount({ name: 'Bench numbers account', service_provider_sid: sp });
  const lines = ['number,carrier,account,description'];
  for (let i = 0; i < PHONE_NUMBERS; i += 1)
    lines.push(
      `${15550000000 + i * 7},Bench trunk ${'ABC'[i % 3]},Bench numbers account,${i % 10 === 0 ? `Line ${i}` : ''}`,
    );
  const response = await fetch(`${stack.apiUrl}/PhoneNumbers/Import?service_provider_sid=${sp}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
    body: lines.join('\n'),
  });
  const report = (await response.json()) as { created?: number };
  if (report.created !== PHONE_NUMBERS)
    throw new Error(`the numbers import failed: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
  const { sid: lcrSid } = await admin.request<{ sid: string }>('POST', '/Lcrs', {
    name: 'Bench routing',
    is_active: true,
    service_provider_sid: sp,
  });
  await admin.request('POST', `/Lcrs/${lcrSid}/Routes`, [
    ...Array.from({ length: LCR_ROUTES }, (_, i) => ({
      regex: `^${100 + i}`,
      description: `Destination ${i + 1}`,
      priority: i,
      lcr_carrier_set_entries: [{ voip_carrier_sid: carriers[i % 3] }],
    })),
    {
      regex: '.*',
      description: 'System Default Route',
      priority: 9999,
      lcr_carrier_set_entries: [{ voip_carrier_sid: carriers[0] }],
    },
  ]);
  console.log(
    `seeded ${PHONE_NUMBERS} phone numbers (one CSV import) and a ${LCR_ROUTES}-route table in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { lcrSid };
}

type Probe = { marks: Record<string, number>; watch: (name: string, test: () => boolean) => void };

/** Cold load of the numbers list until its first page and total show (ms since navigation start). */
async function numbersFirstPage<P extends Profile>(
  ctx: TelephonyBenchContext<P>,
  profile: P,
): Promise<number> {
  const { context, page } = await ctx.newPage(profile);
  await page.addInitScript((total) => {
    (window as unknown as { __bench: Probe }).__bench.watch('numbers', () => {
      const main = document.querySelector('main');
      return (
        (main?.querySelectorAll('th[scope="row"]').length ?? 0) >= 10 &&
        Boolean(main?.textContent?.includes(`Total: ${total} record(s)`))
      );
    });
  }, PHONE_NUMBERS);
  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers`, { timeout: 120_000 });
  await page.waitForFunction(
    () => (window as unknown as { __bench: Probe }).__bench.marks.numbers !== undefined,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const ms = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench.marks.numbers);
  await context.close();
  return ms;
}

/**
 * On the LCR edit page: route 1 picked up by keyboard, moved one place down, dropped, then back up, REORDERS times.
 * Returns the ms from each arrow key to the rows shifted and from each dropping key to the new order laid out.
 */
async function lcrReorder<P extends Profile>(
  ctx: TelephonyBenchContext<P>,
  profile: P,
  lcrSid: string,
): Promise<{ moves: number[]; drops: number[] }> {
  const { context, page } = await ctx.newPage(profile);
  await page.goto(`${ctx.stack.hostUrl}/internal/least-cost-routing/${lcrSid}/edit`, { timeout: 120_000 });
  const list = page.getByRole('list', { name: 'Routes in priority order' });
  await list
    .getByRole('listitem')
    .nth(LCR_ROUTES - 1)
    .waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(async (reorders) => {
    const ol = document.querySelector('ol[aria-label="Routes in priority order"]')!;
    const regexes = () =>
      [...ol.querySelectorAll<HTMLInputElement>('input[name$=".regex"]')].map((i) => i.value);
    const items = () => [...ol.querySelectorAll<HTMLElement>(':scope > li')];
    /** Dispatches a key on the focused element; resolves with the ms until `done()` holds, laid out. */
    const timeKey = (code: string, done: () => boolean) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now();
        const finish = () => {
          void ol.getBoundingClientRect().height; // the layout is part of rendering
          resolve(performance.now() - start);
        };
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(ol, { subtree: true, childList: true, attributes: true });
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            code,
            key: code === 'Space' ? ' ' : code,
            bubbles: true,
            cancelable: true,
          }),
        );
        if (done()) {
          observer.disconnect();
          finish();
        }
        setTimeout(() => {
          observer.disconnect();
          reject(
            new Error(
              `${code}: no render within 10 s (focus: ${document.activeElement?.outerHTML.slice(0, 200)}; pressed: ${ol.querySelector('[aria-pressed]')?.getAttribute('aria-label')})`,
            ),
          );
        }, 10_000);
      });
    const settle = () => new Promise((r) => setTimeout(r, 400));
    const moves: number[] = [];
    const drops: number[] = [];
    // route 1 down one place, then (now route 2) back up: REORDERS times each way
    for (let i = 0; i < reorders; i += 1) {
      for (const [from, key, other] of [
        [1, 'ArrowDown', 2],
        [2, 'ArrowUp', 1],
      ] as const) {
        const before = regexes();
        const handle = ol.querySelector<HTMLButtonElement>(`button[aria-label="Move route ${from}"]`)!;
        handle.focus();
        await timeKey('Space', () => handle.getAttribute('aria-pressed') === 'true');
        await settle();
        // the other row makes room: it is translated into the moving route's place
        moves.push(await timeKey(key, () => /translate/.test(items()[other - 1].style.transform)));
        await settle();
        drops.push(
          await timeKey(
            'Space',
            () => regexes()[from - 1] === before[other - 1] && regexes()[other - 1] === before[from - 1],
          ),
        );
        await settle();
      }
    }
    return { moves, drops };
  }, REORDERS);
  await context.close();
  return result;
}

export async function runTelephonyBench<P extends Profile>(ctx: TelephonyBenchContext<P>): Promise<string[]> {
  if (!ctx.stack.remoteOrigins.telephony) return ['telephony rows: mfe-telephony is not configured'];
  const budgets = (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as {
      telephony?: Record<string, Partial<Record<Metric, number>>>;
    }
  ).telephony;
  const { lcrSid } = await seed(ctx.admin, ctx.stack, ctx.serviceProviderSid);
  const samples: Record<string, Record<Metric, number[]>> = {};
  for (const profile of ctx.profiles) {
    const s: Record<Metric, number[]> = { numbers100kMs: [], lcrReorderMs: [], lcrMoveMs: [] };
    samples[profile.id] = s;
    for (let run = 0; run < ctx.runs; run += 1) {
      process.stdout.write(`\rtelephony, ${profile.label}: run ${run + 1}/${ctx.runs}   `);
      s.numbers100kMs.push(await numbersFirstPage(ctx, profile));
      // each run's value: the median of its page's reorders
      const { moves, drops } = await lcrReorder(ctx, profile, lcrSid);
      s.lcrMoveMs.push(ctx.median(moves));
      s.lcrReorderMs.push(ctx.median(drops));
    }
    process.stdout.write('\n');
  }
  const quantile90 = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.ceil(0.9 * values.length) - 1];
  const rows = [['metric', 'profile', 'median', 'p90', 'budget (median)', '']];
  const over: string[] = [];
  for (const metric of METRICS) {
    for (const profile of ctx.profiles) {
      const values = samples[profile.id][metric.id];
      const med = ctx.median(values);
      const budget = budgets?.[profile.id]?.[metric.id];
      const ok = budget === undefined || med <= budget;
      const show = (v: number) => `${v < 100 ? v.toFixed(1) : Math.round(v)} ms`;
      if (!ok) over.push(`${metric.label} (${profile.id}): ${show(med)} > ${show(budget)}`);
      rows.push([
        metric.label,
        profile.id,
        show(med),
        show(quantile90(values)),
        budget === undefined ? '—' : show(budget),
        budget === undefined ? '' : ok ? 'ok' : 'OVER',
      ]);
    }
  }
  ctx.printTable(
    `Telephony — ${ctx.runs} runs per profile, cold cache, medians checked against bench/budgets.json "telephony"`,
    rows,
  );
  return over;
}
