// The speech area's rows of the portal benchmark (`npm run bench -w e2e` runs them after the portal's own):
//   speech entry + first page   JS+CSS bytes (compressed, as transferred) the mfe-speech server sends for a cold
//                               first visit to /internal/speech-services until its list shows (remoteEntry.js, the
//                               routes and page chunks, CSS) — what the area costs on top of the shell;
//   vendor switch               on 'Add a speech service', choosing every vendor one after the other: the time from
//                               the change to the new field set laid out (the slowest vendor of the run).
// Budgets: bench/budgets.json → "speech". Returns the lines over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Stack } from '../harness/stack';

interface Profile {
  id: 'desktop' | 'mobile';
  label: string;
}

export interface SpeechBenchContext<P extends Profile = Profile> {
  stack: Stack;
  runs: number;
  profiles: readonly P[];
  /** A cold page of the profile, signed in (the portal bench's own). */
  newPage: (profile: P) => Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }>;
  median: (values: number[]) => number;
  printTable: (title: string, rows: string[][]) => void;
}

type Metric = 'entryFirstPageKB' | 'vendorSwitchMs';
const METRICS: { id: Metric; label: string; unit: 'KB' | 'ms' }[] = [
  { id: 'entryFirstPageKB', label: 'mfe-speech entry + first page (JS+CSS)', unit: 'KB' },
  { id: 'vendorSwitchMs', label: 'speech form: vendor switch, slowest vendor (median)', unit: 'ms' },
];

/** Cold visit to the list: what the speech origin sent, compressed, until the list is on screen. */
async function entryAndFirstPage<P extends Profile>(ctx: SpeechBenchContext<P>, profile: P): Promise<number> {
  const { context, page, cdp } = await ctx.newPage(profile);
  const origin = ctx.stack.remoteOrigins.speech;
  const urls = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e: { requestId: string; response: { url: string } }) =>
    urls.set(e.requestId, e.response.url),
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const url = urls.get(e.requestId) ?? '';
    if (url.startsWith(origin) && /\.(js|css)(\?|$)/.test(url)) bytes += e.encodedDataLength;
  });
  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services`, { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Speech services', level: 1 }).waitFor({ timeout: 120_000 });
  await page.getByText(/Total: \d+ record\(s\)/).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes / 1024;
}

/** Every vendor one after the other on the add form; ms from the change event to the laid-out field set. */
async function vendorSwitches<P extends Profile>(
  ctx: SpeechBenchContext<P>,
  profile: P,
): Promise<Record<string, number>> {
  const { context, page } = await ctx.newPage(profile);
  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services/add`, { timeout: 120_000 });
  await page.getByRole('heading', { name: 'Add a speech service', level: 1 }).waitFor({ timeout: 120_000 });
  const times = await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('main select[name="vendor"]');
    if (!select) throw new Error('no vendor select');
    const vendors = [...select.options].map((o) => o.value).filter(Boolean);
    const out: { vendor: string; ms: number; react: number; fields: number }[] = [];
    for (const vendor of vendors) {
      const start = performance.now();
      select.value = vendor;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      const react = performance.now() - start;
      // React commits the discrete event's update before dispatchEvent returns; reading layout makes the
      // browser lay the new fields out too.
      void document.querySelector('main')!.getBoundingClientRect().height;
      out.push({
        vendor,
        ms: performance.now() - start,
        react,
        fields: document.querySelectorAll('main fieldset').length,
      });
    }
    return out;
  });
  await context.close();
  if (times.some((t) => t.fields < 2))
    throw new Error(`a vendor showed no field set: ${JSON.stringify(times)}`);
  if (process.env.SPEECH_BENCH_VERBOSE)
    console.log(
      times.map((t) => `${t.vendor}:${t.react.toFixed(1)}+${(t.ms - t.react).toFixed(1)}`).join(' '),
    );
  return Object.fromEntries(times.map((t) => [t.vendor, t.ms]));
}

export async function runSpeechBench<P extends Profile>(ctx: SpeechBenchContext<P>): Promise<string[]> {
  if (!ctx.stack.remoteOrigins.speech) return ['speech rows: mfe-speech is not configured'];
  const budgets = (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../bench/budgets.json'), 'utf8')) as {
      speech?: Record<string, Partial<Record<Metric, number>>>;
    }
  ).speech;
  const samples: Record<string, Record<Metric, number[]>> = {};
  const slowestVendor: Record<string, string> = {};
  for (const profile of ctx.profiles) {
    samples[profile.id] = { entryFirstPageKB: [], vendorSwitchMs: [] };
    const perVendor: Record<string, number[]> = {};
    for (let run = 0; run < ctx.runs; run += 1) {
      process.stdout.write(`\rspeech, ${profile.label}: run ${run + 1}/${ctx.runs}   `);
      samples[profile.id].entryFirstPageKB.push(await entryAndFirstPage(ctx, profile));
      for (const [vendor, ms] of Object.entries(await vendorSwitches(ctx, profile)))
        (perVendor[vendor] ??= []).push(ms);
    }
    // each vendor's median over the runs; the row is the slowest vendor's
    const medians = Object.entries(perVendor).map(([vendor, ms]) => [vendor, ctx.median(ms)] as const);
    const slowest = medians.reduce((a, b) => (b[1] > a[1] ? b : a));
    samples[profile.id].vendorSwitchMs.push(...medians.map(([, ms]) => ms));
    slowestVendor[profile.id] = slowest[0];
    process.stdout.write('\n');
  }
  const rows = [['metric', 'profile', 'median', 'max', 'budget (median)', '']];
  const over: string[] = [];
  for (const metric of METRICS) {
    for (const profile of ctx.profiles) {
      const values = samples[profile.id][metric.id];
      // the vendor row is already per-vendor medians: its value is the slowest vendor's
      const med = metric.id === 'vendorSwitchMs' ? Math.max(...values) : ctx.median(values);
      const budget = budgets?.[profile.id]?.[metric.id];
      const ok = budget === undefined || med <= budget;
      const show = (v: number) => (metric.unit === 'KB' ? `${v.toFixed(1)} KB` : `${v.toFixed(1)} ms`);
      if (!ok) over.push(`${metric.label} (${profile.id}): ${show(med)} > ${show(budget)}`);
      rows.push([
        metric.id === 'vendorSwitchMs' ? `${metric.label}: ${slowestVendor[profile.id]}` : metric.label,
        profile.id,
        show(med),
        show(Math.max(...values)),
        budget === undefined ? '—' : show(budget),
        budget === undefined ? '' : ok ? 'ok' : 'OVER',
      ]);
    }
  }
  ctx.printTable(
    `Speech area — ${ctx.runs} runs per profile, cold cache, medians checked against bench/budgets.json "speech"`,
    rows,
  );
  return over;
}
