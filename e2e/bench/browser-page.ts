// The bench's browser pages: the two profiles (desktop, and a throttled phone), a fresh cold-cache page per run, and
// the in-page probe that timestamps what the scenarios wait for (e2e/bench/run.ts describes the scenarios).
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export interface Profile {
  id: 'desktop' | 'mobile';
  label: string;
  context: BrowserContextOptions;
  throttle?: { cpu: number; latencyMs: number; downKbps: number; upKbps: number };
}

export const PROFILES: Profile[] = [
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

/**
 * In-page probe, installed before any script of the page: `__bench.watch(name, test)` records performance.now()
 * (ms since navigation start) at the first DOM change after which `test()` holds; a stand-in DevTools hook counts
 * react-dom renderers.
 */
export function installProbe() {
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

export type Bench = {
  marks: Record<string, number>;
  readyTests: Record<string, () => boolean>;
  renderers: unknown[];
  watch: (name: string, test: () => boolean) => void;
  visible: (el: Element | null) => boolean;
  rowHeaders: () => Element[];
  markClick: (selector: string, name: string) => void;
};

export async function mark(page: Page, name: string, timeoutMs = 120_000): Promise<number> {
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

export async function newPage(browser: Browser, profile: Profile, token?: string) {
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
