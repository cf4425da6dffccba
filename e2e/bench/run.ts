// `npm run bench -w e2e`: the portal benchmark. A measurement, not a test.
// Production builds served locally (the same stack as the E2E suite: API on a temporary database, host and remote
// servers on free ports), headless Chromium, cold cache (a new browser context per run), 7 runs per scenario,
// desktop and a mobile profile (CPU ×4 via CDP, 150 ms latency, 1.6 Mbit/s down). Scenarios:
//   sign-in page   JS+CSS bytes transferred and requests made before the page's load event (what the browser
//                  prefetches later, while the user types, is not counted), and the time from navigation start
//                  until the username field is visible;
//   log in         time from the 'Log in' click to the Accounts list (the 'default account' row), and the same
//                  without the sign-in call itself (the portal's own part);
//   other area     after signing in, the first visit to a page of another remote (not loaded yet) until its heading;
//   remote route   first visit to a remote's page (cold load of /internal/users, signed in) until its rows show;
//   applications   first visit to Applications of an account holding 10,000 applications (cold load) until the
//                  first page of rows and the 'Total: 10000 record(s)' footer show;
//   react-dom      react-dom copies registered on the Applications page (must be 1);
//   idle prefetch  JS+CSS the sign-in page fetches after its load event, before 'Log in' (what it prepares for the
//                  page after sign-in while the user types);
//   menu           a signed-in cold load with every remote's server slow (1 s per answer): from config.json's
//                  arrival to the complete menu (drawn from the release registry's declarations, waiting for no
//                  remote).
// With ANCHOR_WEBAPP_DIST=<a production build of jambonz-webapp v0.9.6> the sign-in and log-in scenarios also run
// against it, on the same API in the same run, and a second table gives the ratios with their targets (the idle
// prefetch is set against jambonz-webapp's whole page: everything it loads until 'Log in').
// Prints median and p90 per metric and profile, then checks e2e/bench/budgets.json (medians and ratios): exit
// code 1 when one is exceeded. BENCH_RUNS changes the number of runs; BENCH_VERBOSE=1 lists the sign-in assets.
// The areas' rows follow (telephony: bench/telephony.ts); BENCH_ONLY=telephony runs only those.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ApiClient } from '../harness/api-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/browser';
import { snapshotBuilds } from '../harness/paths';
import { stopRecordedProcesses } from '../harness/processes';
import { freePorts } from '../harness/ports';
import { startStack, type Stack } from '../harness/stack';
import { startAnchorServer, type AnchorServer } from './anchor-server';
import { runTelephonyBench } from './telephony';
import { PRICE_TABLE_METRIC, startBillingBench, type BillingBench } from './billing';
import { runSpeechBench } from './speech';
import { TRACE_SPANS, callPageRun, seedCallPage5k, seedTrace5k, traceRun } from './observability';
import { partnerHeapRun, releaseSwitchRuns } from './delivery';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const APPLICATIONS = 10_000;

interface Profile {
  id: 'desktop' | 'mobile';
  label: string;
  context: BrowserContextOptions;
  throttle?: { cpu: number; latencyMs: number; downKbps: number; upKbps: number };
}

const PROFILES: Profile[] = [
  { id: 'desktop', label: 'desktop', context: { viewport: { width: 1280, height: 900 } } },
  {
    id: 'mobile',
    label: 'mobile (CPU ×4, 150 ms, 1.6 Mbit/s)',
    context: {
      viewport: { width: 393, height: 851 },
      deviceScaleFactor: 2.75,
      isMobile: true,
      hasTouch: true,
    },
    throttle: { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 },
  },
];

type MetricId =
  | 'signInKB'
  | 'signInRequests'
  | 'usernameVisibleMs'
  | 'logInToAccountsMs'
  | 'logInOwnMs'
  | 'otherAreaMs'
  | 'remoteRouteMs'
  | 'applications10kMs'
  | 'reactDomCopies'
  | 'signInPrefetchKB'
  | 'wholePageKB'
  | 'configToMenuMs'
  | 'portalToMenuMs'
  | typeof PRICE_TABLE_METRIC.id
  | 'trace5kMs'
  | 'callPage5kMs'
  | 'callPageClickMs';

const METRICS: { id: MetricId; label: string; unit: string }[] = [
  { id: 'signInKB', label: 'sign-in page JS+CSS before its load event', unit: 'KB' },
  { id: 'signInRequests', label: 'sign-in page requests before its load event', unit: '' },
  { id: 'usernameVisibleMs', label: 'username field visible', unit: 'ms' },
  { id: 'logInToAccountsMs', label: "'Log in' → Accounts list", unit: 'ms' },
  { id: 'logInOwnMs', label: "… of which the portal's own part (sign-in call removed)", unit: 'ms' },
  { id: 'otherAreaMs', label: "after sign-in, first visit to another area's page (heading)", unit: 'ms' },
  { id: 'remoteRouteMs', label: 'first visit to a remote route (/internal/users)', unit: 'ms' },
  {
    id: 'applications10kMs',
    label: `first visit to Applications (${APPLICATIONS.toLocaleString('en')} apps)`,
    unit: 'ms',
  },
  { id: 'reactDomCopies', label: 'react-dom copies on the page', unit: '' },
  {
    id: 'signInPrefetchKB',
    label: "sign-in page: JS+CSS prefetched after its load event, before 'Log in'",
    unit: 'KB',
  },
  { id: 'wholePageKB', label: "sign-in page: all its JS+CSS until 'Log in'", unit: 'KB' },
  {
    id: 'configToMenuMs',
    label: 'config.json → complete menu, every remote slow (1 s)',
    unit: 'ms',
  },
  {
    id: 'portalToMenuMs',
    label: "… of which after the portal's code has started (config and code in hand)",
    unit: 'ms',
  },
  PRICE_TABLE_METRIC,
  {
    id: 'trace5kMs',
    label: `trace of ${TRACE_SPANS.toLocaleString('en')} spans rendered (Tracing tab, unthrottled)`,
    unit: 'ms',
  },
  {
    id: 'callPage5kMs',
    label: 'call page: 5,000-message ladder and 5,000 spans on screen after their data (unthrottled)',
    unit: 'ms',
  },
  { id: 'callPageClickMs', label: 'call page: a click on an arrow until its message shows', unit: 'ms' },
];

type Samples = Record<MetricId, number[]>;

/**
 * In-page probe, installed before any script of the page: `__bench.watch(name, test)` records performance.now()
 * (ms since navigation start) at the first DOM change after which `test()` holds; a stand-in DevTools hook counts
 * react-dom renderers.
 */
function installProbe() {
  type Watch = { name: string; test: () => boolean };
  const marks: Record<string, number> = {};
  const watches: Watch[] = [];
  const check = () => {
    for (let i = watches.length - 1; i >= 0; i -= 1) {
      if (watches[i].test()) {
        marks[watches[i].name] = performance.now();
        watches.splice(i, 1);
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  const renderers: unknown[] = [];
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  const rowHeaders = () => [...document.querySelectorAll('main th[scope="row"], main [role="rowheader"]')];
  const visible = (el: Element | null) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // What the scenarios wait for.
  const readyTests: Record<string, () => boolean> = {
    // Any visible element whose own text is the seeded account's name (Switchboard's row header, jambonz-webapp's
    // list item): the list is on screen.
    accounts: () =>
      [...document.querySelectorAll('main *')].some(
        (el) =>
          el.childElementCount === 0 &&
          el.tagName !== 'OPTION' &&
          el.textContent?.trim() === 'default account' &&
          visible(el),
      ),
    users: () => rowHeaders().some((el) => el.textContent?.trim() === 'admin'),
    applications10k: () =>
      rowHeaders().length >= 25 &&
      Boolean(document.querySelector('main')?.textContent?.includes('Total: 10000 record(s)')),
  };
  (window as unknown as { __bench: unknown }).__bench = {
    marks,
    renderers,
    readyTests,
    watch(name: string, test: () => boolean) {
      watches.push({ name, test });
      check();
    },
    visible,
    rowHeaders,
    markClick(selector: string, name: string) {
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest(selector) && marks[name] === undefined)
            marks[name] = performance.now();
        },
        true,
      );
    },
  };
  // What each scenario waits for (kept here so the page evaluates them on every DOM change).
  const bench = (window as unknown as { __bench: { watch: (n: string, t: () => boolean) => void } }).__bench;
  bench.watch('username', () => visible(document.querySelector('input[name="username"]')));
}

type Bench = {
  marks: Record<string, number>;
  readyTests: Record<string, () => boolean>;
  renderers: unknown[];
  watch: (name: string, test: () => boolean) => void;
  visible: (el: Element | null) => boolean;
  rowHeaders: () => Element[];
  markClick: (selector: string, name: string) => void;
};

async function mark(page: Page, name: string, timeoutMs = 120_000): Promise<number> {
  await page.waitForFunction(
    (n) => (window as unknown as { __bench: Bench }).__bench.marks[n] !== undefined,
    name,
    {
      timeout: timeoutMs,
      polling: 100,
    },
  );
  return page.evaluate((n) => (window as unknown as { __bench: Bench }).__bench.marks[n], name);
}

async function newPage(browser: Browser, profile: Profile, token?: string) {
  const context = await browser.newContext(profile.context);
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  }
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle.cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.throttle.latencyMs,
      downloadThroughput: (profile.throttle.downKbps * 1000) / 8,
      uploadThroughput: (profile.throttle.upKbps * 1000) / 8,
    });
  }
  return { context, page, cdp };
}

/** A portal to sign in to: Switchboard's host, or the jambonz-webapp anchor. */
interface Portal {
  id: 'switchboard' | 'anchor';
  url: string;
}

/** A page of another remote (than the landing page's) that an admin sees in the menu, if any. */
interface OtherArea {
  href: string;
}

/**
 * Sign-in page weight and timing, then 'Log in' → Accounts list (and without the sign-in call), then, for
 * Switchboard, the first visit to another area's page.
 */
async function signInRun(
  browser: Browser,
  profile: Profile,
  portal: Portal,
  password: string,
  samples: Samples,
  otherArea: OtherArea | null,
) {
  const { context, page, cdp } = await newPage(browser, profile);
  const kinds = new Map<string, string>();
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  const startedAt = new Map<string, number>();
  const finishedAt = new Map<string, number>();
  let loadEventAt = Infinity;
  let loginRequest: string | null = null;
  await cdp.send('Page.enable');
  cdp.on('Page.loadEventFired', ({ timestamp }) => {
    if (loadEventAt === Infinity) loadEventAt = timestamp;
  });
  cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, request }) => {
    startedAt.set(requestId, timestamp);
    if (request.method === 'POST' && /\/login$/.test(new URL(request.url).pathname)) loginRequest = requestId;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, type);
    urls.set(requestId, response.url.replace(portal.url, ''));
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    bytes.set(requestId, encodedDataLength);
    finishedAt.set(requestId, timestamp);
  });

  await page.goto(`${portal.url}/`, { waitUntil: 'load', timeout: 120_000 });
  const visibleAt = await mark(page, 'username');
  // The sign-in page: what it asked for before its load event (later requests are the idle prefetch).
  const beforeLoad = [...startedAt].filter(([, at]) => at <= loadEventAt).map(([id]) => id);
  const assets = beforeLoad.filter((id) => ['Script', 'Stylesheet'].includes(kinds.get(id) ?? ''));
  if (process.env.BENCH_VERBOSE && samples.signInKB.length === 0) {
    console.log(`\n${portal.id} sign-in page assets (${profile.id}):`);
    for (const id of assets)
      console.log(`  ${((bytes.get(id) ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${urls.get(id)}`);
  }
  samples.signInKB.push(assets.reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0) / 1024);
  samples.signInRequests.push(beforeLoad.length);
  samples.usernameVisibleMs.push(visibleAt);
  const isCode = (id: string) => ['Script', 'Stylesheet'].includes(kinds.get(id) ?? '');
  const kbOf = (ids: string[]) => ids.reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0) / 1024;

  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Bench }).__bench;
    bench.markClick('button[type="submit"]', 'click');
    bench.watch('accounts', bench.readyTests.accounts);
  });
  // A user spends seconds on the form: the page's idle time is part of the scenario.
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill(password);
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Log in' }).click();
  const accountsAt = await mark(page, 'accounts');
  const total = accountsAt - (await mark(page, 'click'));
  if (process.env.BENCH_WATERFALL && samples.logInToAccountsMs.length === 0) {
    // What happened after 'Log in' (request start → end, ms after the first request that followed the click).
    const timeline = await page.evaluate(() => {
      const t0 = performance.getEntriesByName('sb:login-response')[0]?.startTime ?? 0;
      return [
        ...performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime - t0)} mark ${m.name}`),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.startTime >= t0 - 1000)
          .map((r) => `${Math.round(r.startTime - t0)}→${Math.round(r.responseEnd - t0)} ${r.name}`),
      ];
    });
    console.log(`  page timeline (ms after the login response):\n    ${timeline.join('\n    ')}`);
    // The sign-in call is the first request the click makes.
    const firstClickRequest = loginRequest ? (startedAt.get(loginRequest) ?? 0) : Infinity;
    const after = [...startedAt].filter(([id, at]) => at >= firstClickRequest && finishedAt.has(id));
    console.log(`\n${portal.id} after 'Log in' (${profile.id}), total ${Math.round(total)} ms:`);
    for (const [id, at] of after.sort((a, b) => a[1] - b[1])) {
      const end = finishedAt.get(id) ?? at;
      console.log(
        `  ${Math.round((at - firstClickRequest) * 1000)
          .toString()
          .padStart(6)} → ${Math.round((end - firstClickRequest) * 1000)
          .toString()
          .padStart(6)} ms  ${urls.get(id) ?? id}`,
      );
    }
  }
  samples.logInToAccountsMs.push(total);
  const login = loginRequest ? (finishedAt.get(loginRequest) ?? 0) - (startedAt.get(loginRequest) ?? 0) : 0;
  samples.logInOwnMs.push(total - login * 1000);
  // What the page fetched while the user typed: after its load event, before the sign-in call ('Log in').
  const loginAt = loginRequest ? (startedAt.get(loginRequest) ?? Infinity) : Infinity;
  const untilLogIn = [...startedAt].filter(([id, at]) => at < loginAt && isCode(id)).map(([id]) => id);
  const prefetched = untilLogIn.filter((id) => (startedAt.get(id) ?? 0) > loadEventAt);
  if (process.env.BENCH_VERBOSE && samples.signInPrefetchKB.length === 0) {
    console.log(`\n${portal.id} idle prefetch (${profile.id}):`);
    for (const id of prefetched)
      console.log(`  ${((bytes.get(id) ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${urls.get(id)}`);
  }
  samples.signInPrefetchKB.push(kbOf(prefetched));
  samples.wholePageKB.push(kbOf(untilLogIn));

  if (otherArea) {
    const link = page.getByRole('navigation', { name: 'Main' }).locator(`a[href^="${otherArea.href}"]`);
    await page.evaluate(() => {
      const bench = (window as unknown as { __bench: Bench }).__bench;
      delete bench.marks.click;
      bench.markClick('nav a', 'click');
    });
    const before = page.url();
    // On a small screen the menu is behind its 'Menu' button (the first other area found may be any remote's).
    if (!(await link.first().isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await link.first().click();
    await page.waitForFunction((from) => window.location.href !== from, before);
    await page.evaluate(() => {
      const bench = (window as unknown as { __bench: Bench }).__bench;
      // The landing page's own heading is 'Accounts': the new page's is another.
      bench.watch('area', () => {
        const heading = document.querySelector('main h1');
        const text = heading?.textContent?.trim();
        return Boolean(text) && text !== 'Accounts' && bench.visible(heading);
      });
    });
    samples.otherAreaMs.push((await mark(page, 'area')) - (await mark(page, 'click')));
  }
  await context.close();
}

/** Cold load of a remote page by a signed-in user until `ready` holds. */
async function deepLinkRun(
  browser: Browser,
  profile: Profile,
  url: string,
  token: string,
  ready: 'users' | 'applications10k',
): Promise<{ ms: number; reactDomCopies: number }> {
  const { context, page } = await newPage(browser, profile, token);
  await page.addInitScript((name) => {
    const bench = (window as unknown as { __bench: Bench }).__bench;
    bench.watch('ready', bench.readyTests[name]);
  }, ready);
  await page.goto(url, { timeout: 120_000 });
  const ms = await mark(page, 'ready');
  const reactDomCopies = await page.evaluate(
    () => (window as unknown as { __bench: Bench }).__bench.renderers.length,
  );
  await context.close();
  return { ms, reactDomCopies };
}

/**
 * A signed-in reload of the landing page with every remote's server answering 1 s late: ms from config.json's
 * arrival (its responseEnd) to the menu holding all of `items` (the admin's menu, docs/product/shell.md#menu). The portal's code is in
 * the browser's cache, as a returning user has it (its hashed chunks are immutable): what is measured is what the
 * menu waits for after config.json, not the download of the portal's code (the sign-in rows measure that).
 */
async function configToMenuRun(
  browser: Browser,
  profile: Profile,
  stack: Stack,
  token: string,
  items: string[],
): Promise<{ fromConfig: number; fromPortal: number }> {
  const { context, page, cdp } = await newPage(browser, profile, token);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  // Every request to a remote's server held for 1 s (CDP's Fetch domain, for these URLs only: Playwright's routing
  // would turn the browser's cache off).
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    setTimeout(() => void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined), 1000);
  });
  await cdp.send('Fetch.enable', {
    patterns: Object.values(stack.remoteOrigins).map((origin) => ({ urlPattern: `${origin}/*` })),
  });
  await page.addInitScript((labels) => {
    const bench = (window as unknown as { __bench: Bench }).__bench;
    bench.watch('menu', () => {
      const links = [...document.querySelectorAll('nav[aria-label="Main"] a')].map((a) =>
        a.textContent?.trim(),
      );
      return labels.every((label) => links.includes(label));
    });
  }, items);
  // The first visit fills the cache; the reload is measured.
  await page.goto(`${stack.hostUrl}/internal/accounts`, { timeout: 120_000 });
  await mark(page, 'menu');
  await page.reload({ timeout: 120_000 });
  const menuAt = await mark(page, 'menu');
  const { configAt, portalAt } = await page.evaluate(() => ({
    configAt:
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        entry.name.endsWith('/config.json'),
      )?.responseEnd ?? NaN,
    portalAt: performance.getEntriesByName('sb:portal-start')[0]?.startTime ?? NaN,
  }));
  await context.close();
  return { fromConfig: menuAt - configAt, fromPortal: menuAt - portalAt };
}

async function seedApplications(admin: ApiClient, spSid: string): Promise<string> {
  const accountSid = await admin.createAccount({
    name: 'Bench 10k applications',
    service_provider_sid: spSid,
  });
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < APPLICATIONS) {
      const i = next++;
      await admin.createApplication({
        name: `bench app ${String(i).padStart(5, '0')}`,
        account_sid: accountSid,
        callUrl: `https://hooks.example.com/bench/${i}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  console.log(
    `seeded ${APPLICATIONS} applications through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return accountSid;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const format = (value: number, unit: string) =>
  unit === 'KB'
    ? `${value.toFixed(1)} KB`
    : unit === 'ms'
      ? `${Math.round(value)} ms`
      : String(Math.round(value));

type Budgets = Record<Profile['id'], Partial<Record<MetricId, number>>> & {
  /** Switchboard ÷ jambonz-webapp, at most (medians), per metric and profile. */
  ratios?: Partial<Record<MetricId, Partial<Record<Profile['id'], number>>>>;
  /** The delivery rows (desktop): ms from a release switch to the new release shown; % heap growth. */
  delivery?: { releaseSwitchMs?: number; partnerHeapGrowthPct?: number };
  note?: string;
};

const ANCHOR_METRICS: MetricId[] = [
  'signInKB',
  'signInRequests',
  'usernameVisibleMs',
  'logInToAccountsMs',
  'logInOwnMs',
  'signInPrefetchKB',
];

/** What a metric of ours is set against on jambonz-webapp's side: the idle prefetch against its whole page. */
const ANCHOR_COUNTERPART: Partial<Record<MetricId, MetricId>> = { signInPrefetchKB: 'wholePageKB' };

/** The first menu item an admin sees of a remote other than identity (from the remotes' published declarations). */
async function findOtherArea(stack: Stack): Promise<OtherArea | null> {
  for (const [id, origin] of Object.entries(stack.remoteOrigins)) {
    if (id === 'identity') continue;
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
      metaData?: {
        switchboard?: { menu?: Array<{ path: string; feature?: string; serviceProviderHas?: string }> };
      };
    };
    const item = manifest.metaData?.switchboard?.menu?.find((m) => !m.feature && !m.serviceProviderHas);
    if (item) return { href: `/internal/${item.path}` };
  }
  return null;
}

/**
 * The labels of the admin's complete menu, from the declarations config.json brings (what the portal draws it
 * from): items gated by a switch as the stack sets it, none that needs a service provider's field.
 */
async function adminMenuOf(stack: Stack): Promise<string[]> {
  type Item = {
    label: string;
    feature?: string;
    hiddenWith?: string;
    onlyScopes?: string[];
    serviceProviderHas?: string;
  };
  const config = (await (await fetch(`${stack.hostUrl}/config.json`)).json()) as {
    features: Record<string, boolean>;
    areas: Record<string, { declaration?: { menu?: Item[] } }>;
  };
  const labels = Object.values(config.areas)
    .flatMap((area) => area.declaration?.menu ?? [])
    .filter(
      (item) =>
        (!item.feature || config.features[item.feature]) &&
        (!item.hiddenWith || !config.features[item.hiddenWith]) &&
        (!item.onlyScopes || item.onlyScopes.includes('admin')) &&
        !item.serviceProviderHas,
    )
    .map((item) => item.label);
  if (labels.length === 0)
    throw new Error('config.json brings no declarations: is the release registry read?');
  return labels;
}

function printTable(title: string, rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\n${title}\n`);
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

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
  try {
    // jambonz-webapp calls the API directly, as its own container is set up to: its origin may (CORS).
    // The partner portal (bench/delivery.ts) calls it directly too.
    const [anchorPort, partnerPort] = await freePorts(2);
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
    // The billing pages need hosted mode: a stack of their own (bench/billing.ts).
    billing = await startBillingBench(dir);
    const switchboard: Portal = { id: 'switchboard', url: stack.hostUrl };

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
        const menu = await configToMenuRun(browser, profile, stack, token, adminMenu);
        samples.configToMenuMs.push(menu.fromConfig);
        samples.portalToMenuMs.push(menu.fromPortal);
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
          const theirs = median(anchorResults[profile.id][ANCHOR_COUNTERPART[id] ?? id]);
          const ours = median(results[profile.id][id]);
          const ratio = ours / theirs;
          const target = budgets.ratios?.[id]?.[profile.id];
          const ok = target === undefined || ratio <= target;
          if (!ok)
            over.push(`${metric.label} (${profile.id}): ${ratio.toFixed(2)}× jambonz-webapp > ${target}×`);
          sideBySide.push([
            ANCHOR_COUNTERPART[id] ? `${metric.label} (÷ jambonz-webapp's whole page)` : metric.label,
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
