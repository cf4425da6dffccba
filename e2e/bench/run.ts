// `npm run bench -w e2e`: the portal benchmark. A measurement, not a test.
// Production builds served locally (the same stack as the E2E suite: API on a temporary database, host and remote
// servers on free ports), headless Chromium, cold cache (a new browser context per run), 7 runs per scenario,
// desktop and a mobile profile (CPU ×4 via CDP, 150 ms latency, 1.6 Mbit/s down). Scenarios:
//   sign-in page   JS+CSS bytes transferred and requests made before the page's load event (what the browser
//                  prefetches later, while the user types, is not counted), and the time from navigation start
//                  until the username field is visible (laid out and painted: the later of its box and the first
//                  contentful paint); and the same for a ~200-byte page of one field served the same way, turn
//                  about with it: the floor under that row (bench/floor-page.ts; `sign-in-floor.js` splits it up);
//   log in         time from the 'Log in' click to the Accounts list (the 'default account' row), and the same
//                  without the sign-in call itself (the portal's own part);
//   other area     after signing in, the first visit to a page of another remote (not loaded yet) until its heading;
//   remote route   first visit to a remote's page (cold load of /internal/users, signed in) until its rows show;
//   applications   first visit to Applications of an account holding 10,000 applications (cold load) until the
//                  first page of rows and the 'Total: 10000 record(s)' footer show;
//   react-dom      react-dom copies registered on the Applications page (must be 1);
//   idle prefetch  JS+CSS the sign-in page fetches after its load event, before 'Log in' (what it prepares for the
//                  page after sign-in while the user types);
//   menu           a returning user's signed-in load (the portal's code and Chrome's compiled copy of it cached)
//                  with every remote's server slow (1 s per answer): from config.json's arrival to the complete menu
//                  (drawn from the release registry's declarations, waiting for no remote); and the same on the
//                  first return, while Chrome still compiles the cached code.
// With ANCHOR_WEBAPP_DIST=<a production build of jambonz-webapp v0.9.6> the sign-in and log-in scenarios also run
// against it, on the same API in the same run, and a second table gives the ratios with their targets (the idle
// prefetch is set against jambonz-webapp's whole page: everything it loads until 'Log in').
// Prints median and p90 per metric and profile, then checks e2e/bench/budgets.json (medians and ratios): exit
// code 1 when one is exceeded. BENCH_RUNS changes the number of runs; BENCH_VERBOSE=1 lists the sign-in assets.
// The areas' rows follow (telephony: bench/telephony.ts); BENCH_ONLY=telephony runs only those, BENCH_ONLY=menu
// only the config.json → menu row.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ADMIN_PASSWORD, ApiClient } from '../harness/api-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/browser';
import { snapshotBuilds } from '../harness/paths';
import { MINIMAL_PAGE, buildWithPage, servePage, usernameVisibleRun } from './floor-page';
import { stopRecordedProcesses } from '../harness/processes';
import { freePorts } from '../harness/ports';
import { startStack, type Stack } from '../harness/stack';
import { startAnchorServer, type AnchorServer } from './anchor-server';
import { runTelephonyBench } from './telephony';
import { PRICE_TABLE_METRIC, startBillingBench, type BillingBench } from './billing';
import { runSpeechBench } from './speech';
import { callPageRun, seedCallPage5k, seedTrace5k, traceRun } from './observability';
import { partnerHeapRun, releaseSwitchRuns } from './delivery';
import { PROFILES, newPage, type Profile } from './browser-page';
import {
  ANCHOR_COUNTERPART,
  ANCHOR_METRICS,
  METRICS,
  RUNS,
  format,
  median,
  printTable,
  quantile,
  type Budgets,
  type Samples,
} from './metrics';
import {
  adminMenuOf,
  configToMenuRun,
  deepLinkRun,
  findOtherArea,
  seedApplications,
  signInRun,
  type Portal,
} from './portal-runs';

async function main(): Promise<number> {
  const budgetsFile = path.resolve(__dirname, '../../bench/budgets.json');
  if (!existsSync(budgetsFile)) throw new Error(`${budgetsFile} is missing`);
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: sudo apt-get install -y chromium`);
  const anchorDist = process.env.ANCHOR_WEBAPP_DIST;

  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-bench-'));
  process.env.SB_E2E_RUN_DIR = dir;
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let anchor: AnchorServer | undefined;
  let billing: BillingBench | undefined;
  let floor: { url: string; close: () => Promise<void> } | undefined;
  try {
    // jambonz-webapp calls the API directly, as its own container is set up to: its origin may (CORS).
    // The partner portal (bench/delivery.ts) calls it directly too.
    const [anchorPort, partnerPort, floorPort] = await freePorts(3);
    const served = snapshotBuilds(path.join(dir, 'builds'));
    stack = await startStack({
      dir,
      builds: served,
      corsOrigins: [
        `http://127.0.0.1:${partnerPort}`,
        ...(anchorDist ? [`http://127.0.0.1:${anchorPort}`] : []),
      ],
    });
    const api = new ApiClient(stack.apiUrl);
    const admin = await api.adminAfterForcedChange();
    const password = ADMIN_PASSWORD;
    const spSid = await admin.defaultServiceProviderSid();
    // BENCH_QUICK=1: only the sign-in, log-in and other-area scenarios (no 10,000 applications to seed).
    const quick = Boolean(process.env.BENCH_QUICK);
    const bigAccount = quick || process.env.BENCH_ONLY ? '' : await seedApplications(admin, spSid);
    const bigTrace = quick || process.env.BENCH_ONLY ? null : await seedTrace5k(admin, spSid);
    const bigCall = quick || process.env.BENCH_ONLY ? null : await seedCallPage5k(admin, spSid);
    const token = (await api.login('admin', password)).token;
    if (anchorDist) anchor = await startAnchorServer(path.resolve(anchorDist), stack.apiUrl, anchorPort);
    const otherArea = await findOtherArea(stack);
    const adminMenu = await adminMenuOf(stack);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    // BENCH_ONLY=menu: only the config.json → menu row (both profiles), printed without budgets' verdicts.
    if (process.env.BENCH_ONLY === 'menu') {
      for (const profile of PROFILES) {
        const runs: { fromConfig: number; fromPortal: number; firstReturn: number }[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await configToMenuRun(browser, profile, stack, token, adminMenu));
        const line = (values: number[]) =>
          `median ${format(median(values), 'ms')}, p90 ${format(quantile(values, 0.9), 'ms')}`;
        console.log(
          `${profile.id}: config → menu ${line(runs.map((r) => r.fromConfig))}; portal start → menu ${line(runs.map((r) => r.fromPortal))}; first return ${line(runs.map((r) => r.firstReturn))}`,
        );
      }
      return 0;
    }
    // The billing pages need hosted mode: a stack of their own (bench/billing.ts).
    billing = await startBillingBench(dir);
    const switchboard: Portal = { id: 'switchboard', url: stack.hostUrl };
    floor = await servePage(buildWithPage(path.join(dir, 'floor'), MINIMAL_PAGE), floorPort);

    const telephonyRows = () =>
      runTelephonyBench({
        stack: stack!,
        admin,
        serviceProviderSid: spSid,
        runs: RUNS,
        profiles: PROFILES,
        newPage: (p: Profile) => newPage(browser!, p, token),
        median,
        printTable,
      });
    // A release switch until the new one shows, and the partner page's heap over 20 mount cycles.
    const deliveryRows = async (): Promise<string[]> => {
      const switches = await releaseSwitchRuns(
        browser!,
        stack!,
        served,
        async (page) => {
          await page.goto(`${stack!.hostUrl}/`);
          await page.getByLabel('Username').fill('admin');
          await page.getByLabel('Password', { exact: true }).fill(password);
          await page.getByRole('button', { name: 'Log in' }).click();
          await page.locator('main').getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
        },
        RUNS,
      );
      const heap = await partnerHeapRun(browser!, stack!, admin, partnerPort, dir);
      const budget = budgets.delivery ?? {};
      const rows: string[][] = [['metric', 'median', 'p90', 'budget', '']];
      const over: string[] = [];
      const row = (label: string, value: string, p90: string, limit: number | undefined, ok: boolean) => {
        rows.push([
          label,
          value,
          p90,
          limit === undefined ? '—' : String(limit),
          limit === undefined ? '' : ok ? 'ok' : 'OVER',
        ]);
        if (limit !== undefined && !ok) over.push(`${label}: ${value} > ${limit}`);
      };
      const switchMs = median(switches);
      row(
        'release switch → new release visible after reload (desktop)',
        format(switchMs, 'ms'),
        format(quantile(switches, 0.9), 'ms'),
        budget.releaseSwitchMs,
        budget.releaseSwitchMs === undefined || switchMs <= budget.releaseSwitchMs,
      );
      row(
        `partner page heap growth after 20 mount/unmount cycles (${heap.heapMB.toFixed(1)} MB after; listeners ${heap.listenersDelta >= 0 ? '+' : ''}${heap.listenersDelta})`,
        `${heap.growthPct.toFixed(1)} %`,
        '—',
        budget.partnerHeapGrowthPct,
        budget.partnerHeapGrowthPct === undefined || heap.growthPct <= budget.partnerHeapGrowthPct,
      );
      printTable('Delivered like five products — medians', rows);
      return over;
    };
    if (process.env.BENCH_ONLY === 'delivery') {
      const over = await deliveryRows();
      console.log(over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery delivery budget holds.');
      return over.length ? 1 : 0;
    }
    // BENCH_ONLY=telephony: only the telephony area's rows (docs/architecture.md#benchmarks)
    if (process.env.BENCH_ONLY === 'telephony') {
      const over = await telephonyRows();
      console.log(over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery telephony budget holds.');
      return over.length ? 1 : 0;
    }
    const emptySamples = () =>
      Object.fromEntries(METRICS.map((m) => [m.id, [] as number[]])) as unknown as Samples;
    const results = {} as Record<Profile['id'], Samples>;
    const anchorResults = {} as Record<Profile['id'], Samples>;
    for (const profile of PROFILES) {
      const samples = emptySamples();
      const anchorSamples = emptySamples();
      results[profile.id] = samples;
      anchorResults[profile.id] = anchorSamples;
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`\r${profile.label}: run ${run + 1}/${RUNS}   `);
        if (anchor)
          await signInRun(browser, profile, { id: 'anchor', url: anchor.url }, password, anchorSamples, null);
        await signInRun(browser, profile, switchboard, password, samples, otherArea);
        samples.usernameVisibleFloorMs.push(await usernameVisibleRun(browser, profile, floor.url));
        const menu = await configToMenuRun(browser, profile, stack, token, adminMenu);
        samples.configToMenuMs.push(menu.fromConfig);
        samples.portalToMenuMs.push(menu.fromPortal);
        samples.configToMenuFirstReturnMs.push(menu.firstReturn);
        if (quick) continue;
        const users = await deepLinkRun(browser, profile, `${stack.hostUrl}/internal/users`, token, 'users');
        samples.remoteRouteMs.push(users.ms);
        const apps = await deepLinkRun(
          browser,
          profile,
          `${stack.hostUrl}/internal/applications?account_sid=${bigAccount}`,
          token,
          'applications10k',
        );
        samples.applications10kMs.push(apps.ms);
        samples.reactDomCopies.push(apps.reactDomCopies);
        if (bigTrace && !profile.throttle)
          samples.trace5kMs.push(await traceRun(browser, stack.hostUrl, token, bigTrace));
        if (bigCall && !profile.throttle) {
          const callPage = await callPageRun(browser, stack.hostUrl, token, bigCall);
          samples.callPage5kMs.push(callPage.renderMs);
          samples.callPageClickMs.push(callPage.clickMs);
        }
      }
      for (let run = 0; run < RUNS; run += 1) {
        process.stdout.write(`\r${profile.label}: price table run ${run + 1}/${RUNS}   `);
        const bench = billing;
        samples[PRICE_TABLE_METRIC.id].push(
          ...(await bench.measure(browser, (token) => newPage(browser as Browser, profile, token))),
        );
      }
      process.stdout.write('\n');
    }

    // Switchboard against its budgets.
    const rows: string[][] = [['metric', 'profile', 'median', 'p90', 'budget (median)', '']];
    const over: string[] = [];
    for (const metric of METRICS) {
      for (const profile of PROFILES) {
        const values = results[profile.id][metric.id];
        if (metric.id === 'wholePageKB') continue;
        if (values.length === 0) {
          const why = metric.id === 'otherAreaMs' ? 'no other area is configured' : 'BENCH_QUICK';
          rows.push([metric.label, profile.id, '—', '—', `not measured: ${why}`, '']);
          continue;
        }
        const med = median(values);
        const budget = budgets[profile.id]?.[metric.id];
        const ok = budget === undefined || med <= budget;
        if (!ok)
          over.push(
            `${metric.label} (${profile.id}): ${format(med, metric.unit)} > ${format(budget, metric.unit)}`,
          );
        rows.push([
          metric.label,
          profile.id,
          format(med, metric.unit),
          format(quantile(values, 0.9), metric.unit),
          budget === undefined ? '—' : format(budget, metric.unit),
          budget === undefined ? '' : ok ? 'ok' : 'OVER',
        ]);
      }
    }
    printTable(
      `Switchboard portal benchmark — ${RUNS} runs per profile, cold cache, medians checked against bench/budgets.json`,
      rows,
    );

    // Side by side with jambonz-webapp.
    if (anchor) {
      const sideBySide: string[][] = [
        ['metric', 'profile', 'jambonz-webapp', 'Switchboard', 'ratio', 'target', ''],
      ];
      for (const id of ANCHOR_METRICS) {
        const metric = METRICS.find((m) => m.id === id)!;
        for (const profile of PROFILES) {
          const counterpart = ANCHOR_COUNTERPART[id];
          const theirs = median(anchorResults[profile.id][counterpart?.id ?? id]);
          const ours = median(results[profile.id][id]);
          const ratio = ours / theirs;
          const target = budgets.ratios?.[id]?.[profile.id];
          const ok = target === undefined || ratio <= target;
          if (!ok)
            over.push(`${metric.label} (${profile.id}): ${ratio.toFixed(2)}× jambonz-webapp > ${target}×`);
          sideBySide.push([
            counterpart ? `${metric.label} (÷ ${counterpart.against})` : metric.label,
            profile.id,
            format(theirs, metric.unit),
            format(ours, metric.unit),
            `${ratio.toFixed(2)}×`,
            target === undefined ? '—' : `≤ ${target}×`,
            target === undefined ? '' : ok ? 'ok' : 'OVER',
          ]);
        }
      }
      printTable(
        `Side by side with jambonz-webapp (${anchorDist}), same API, same run — medians`,
        sideBySide,
      );
    } else {
      console.log(
        '\n(No jambonz-webapp rows: set ANCHOR_WEBAPP_DIST to a production build of jambonz-webapp v0.9.6.)',
      );
    }
    const onPage = (p: Profile) => newPage(browser!, p, token);
    if (!quick)
      over.push(
        ...(await runSpeechBench({
          stack,
          runs: RUNS,
          profiles: PROFILES,
          newPage: onPage,
          median,
          printTable,
        })),
      );
    if (!quick) over.push(...(await telephonyRows()));
    if (!quick) over.push(...(await deliveryRows()));
    console.log('');
    if (over.length) {
      console.log(`Over budget:\n  ${over.join('\n  ')}`);
      return 1;
    }
    console.log('Every budget holds.');
    return 0;
  } finally {
    await browser?.close();
    await anchor?.close();
    await floor?.close();
    await billing?.stop();
    await stack?.stop();
    await stopRecordedProcesses(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
