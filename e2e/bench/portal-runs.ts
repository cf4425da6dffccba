// One run of each portal scenario of the benchmark (sign-in and log-in, a remote's page cold, config.json to the
// complete menu), the 10,000 applications they need, and what the stack's declarations say the menu holds.
import { writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import type { ApiClient } from '../harness/api-client';
import type { Stack } from '../harness/stack';
import { mark, newPage, type Bench, type Profile } from './browser-page';
import { usernameVisibleAt } from './floor-page';
import { APPLICATIONS, type Samples } from './metrics';
import { printSignInWaterfall } from './sign-in-waterfall';

/** A portal to sign in to: Switchboard's host, or the jambonz-webapp anchor. */
export interface Portal {
  id: 'switchboard' | 'anchor';
  url: string;
}

/** A page of another remote (than the landing page's) that an admin sees in the menu, if any. */
export interface OtherArea {
  href: string;
}

/**
 * Sign-in page weight and timing, then 'Log in' → Accounts list (and without the sign-in call), then, for
 * Switchboard, the first visit to another area's page.
 */
export async function signInRun(
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
  const { laidOutAt, visibleAt } = await usernameVisibleAt(page);
  // BENCH_WATERFALL=1: where the time to the username field goes, every run (one line per run: the document's
  // response, the field's layout mark, the first paint; and each request the page made before its first paint).
  if (process.env.BENCH_WATERFALL) await printSignInWaterfall(page, portal.id, profile.id, laidOutAt);
  // The sign-in page: what it asked for before its load event (later requests are the idle prefetch).
  const beforeLoad = [...startedAt].filter(([, at]) => at <= loadEventAt).map(([id]) => id);
  const assets = beforeLoad.filter((id) => ['Script', 'Stylesheet'].includes(kinds.get(id) ?? ''));
  if (process.env.BENCH_VERBOSE && samples.signInKB.length === 0) {
    console.log(`\n${portal.id} sign-in page assets (${profile.id}):`);
    for (const id of beforeLoad)
      console.log(
        `  ${((bytes.get(id) ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${(kinds.get(id) ?? '').padEnd(10)} ${urls.get(id)}`,
      );
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
  // BENCH_PROFILE=1: where the main thread's time goes from 'Log in' until the accounts are on screen (first run).
  const profilingLogIn =
    Boolean(process.env.BENCH_PROFILE) &&
    portal.id === 'switchboard' &&
    samples.logInToAccountsMs.length === 0;
  if (profilingLogIn) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // BENCH_TRACE=<file>: a Chrome trace (main thread's tasks, network, user timing) from 'Log in' until the accounts
  // are on screen (first run of the mobile profile, or of BENCH_TRACE_PROFILE's), for chrome://tracing or a script.
  const tracingLogIn =
    Boolean(process.env.BENCH_TRACE) &&
    portal.id === 'switchboard' &&
    profile.id === (process.env.BENCH_TRACE_PROFILE ?? 'mobile') &&
    samples.logInToAccountsMs.length === 0;
  if (tracingLogIn)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  await page.getByRole('button', { name: 'Log in' }).click();
  const accountsAt = await mark(page, 'accounts');
  if (tracingLogIn) writeFileSync(process.env.BENCH_TRACE!, await browser.stopTracing());
  if (profilingLogIn) {
    const cpu = (await cdp.send('Profiler.stop')).profile;
    printProfile(cpu, profile.id, "'Log in' → Accounts");
    // BENCH_PROFILE=<file>.cpuprofile: the profile itself too (DevTools' Performance panel opens it).
    if (process.env.BENCH_PROFILE!.endsWith('.cpuprofile'))
      writeFileSync(
        process.env.BENCH_PROFILE!.replace(/\.cpuprofile$/, `-${profile.id}.cpuprofile`),
        JSON.stringify(cpu),
      );
  }
  const total = accountsAt - (await mark(page, 'click'));
  if (process.env.BENCH_WATERFALL && samples.logInToAccountsMs.length === 0) {
    // What happened after 'Log in' (request start → end, ms after the first request that followed the click).
    const timeline = await page.evaluate((rowAt) => {
      const t0 = performance.getEntriesByName('sb:login-response')[0]?.startTime ?? 0;
      return [
        `${Math.round(rowAt - t0)} the accounts row on screen`,
        ...performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime - t0)} mark ${m.name}`),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.startTime >= t0 - 1000)
          .map((r) => `${Math.round(r.startTime - t0)}→${Math.round(r.responseEnd - t0)} ${r.name}`),
      ];
    }, accountsAt);
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
export async function deepLinkRun(
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
 * arrival (its responseEnd) to the menu holding all of `items` (the admin's menu, docs/product/shell.md#menu). The
 * portal's code is in the browser's cache, as a returning user has it (its hashed chunks are immutable), and so is
 * what Chrome compiled of it: Chrome keeps a script's compiled code from its second run on and uses it from the
 * third (V8's code cache). `fromConfig`/`fromPortal` are that returning user's (the third visit); `firstReturn` is
 * the second visit's, where the browser still compiles the code and writes that cache (~45 ms more on desktop).
 * What is measured is what the menu waits for after config.json, not the download of the portal's code (the
 * sign-in rows measure that).
 */
export async function configToMenuRun(
  browser: Browser,
  profile: Profile,
  stack: Stack,
  token: string,
  items: string[],
): Promise<{ fromConfig: number; fromPortal: number; firstReturn: number }> {
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
  const configArrival = () =>
    page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
          entry.name.endsWith('/config.json'),
        )?.responseEnd ?? NaN,
    );
  // The first visit fills the cache; the second (the first return) has Chrome keep the compiled code; the third,
  // a returning user's, is the one measured.
  await page.goto(`${stack.hostUrl}/internal/accounts`, { timeout: 120_000 });
  await mark(page, 'menu');
  await page.reload({ timeout: 120_000 });
  const firstReturn = (await mark(page, 'menu')) - (await configArrival());
  // BENCH_PROFILE=1: where the main thread's time goes until the menu is complete (self time by script and function).
  const profiling = Boolean(process.env.BENCH_PROFILE);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.reload({ timeout: 120_000 });
  const menuAt = await mark(page, 'menu');
  if (profiling) printProfile((await cdp.send('Profiler.stop')).profile, profile.id, 'the menu');
  const configAt = await configArrival();
  const portalAt = await page.evaluate(
    () => performance.getEntriesByName('sb:portal-start')[0]?.startTime ?? NaN,
  );
  if (process.env.BENCH_WATERFALL) {
    // What the menu waited for (ms after config.json's arrival): the portal's marks, scripts and API calls.
    const timeline = await page.evaluate((configEnd) => {
      const at = (ms: number) => Math.round(ms - configEnd);
      return [
        ...performance
          .getEntriesByType('mark')
          .map((m) => [m.startTime, `${at(m.startTime)} mark ${m.name}`]),
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [
          r.startTime,
          `${at(r.startTime)}→${at(r.responseEnd)} ${r.name.replace(location.origin, '')}`,
        ]),
      ]
        .sort((x, y) => (x[0] as number) - (y[0] as number))
        .map(([, line]) => line);
    }, configAt);
    console.log(
      `\n  config.json → menu (${profile.id}), ${Math.round(menuAt - configAt)} ms:\n    ${timeline.join('\n    ')}`,
    );
  }
  await context.close();
  return { fromConfig: menuAt - configAt, fromPortal: menuAt - portalAt, firstReturn };
}

interface CpuProfile {
  nodes: { id: number; hitCount?: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** Self time of a CPU profile by script and by function (ms), the largest first. */
function printProfile(cpu: CpuProfile, profileId: string, until: string) {
  const hits = cpu.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const msPerHit = (cpu.endTime - cpu.startTime) / 1000 / hits;
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of cpu.nodes) {
    const ms = (node.hitCount ?? 0) * msPerHit;
    const script = node.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${node.callFrame.functionName})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n    ');
  console.log(`\n  CPU until ${until} (${profileId}), by script:\n    ${top(byScript)}`);
  console.log(`  by function:\n    ${top(byFunction)}`);
}

export async function seedApplications(admin: ApiClient, spSid: string): Promise<string> {
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

/** The first menu item an admin sees of a remote other than identity (from the remotes' published declarations). */
export async function findOtherArea(stack: Stack): Promise<OtherArea | null> {
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
export async function adminMenuOf(stack: Stack): Promise<string[]> {
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
