// The partner's portal of examples/partner-portal, run as a partner runs it (its own server on its own origin),
// and what the E2E and the bench measure in it: the areas mounted, their clean unmount, the page's heap.
import type { CDPSession, Page } from '@playwright/test';
import path from 'node:path';
import { repoRoot } from './paths';
import { startProcess, stopProcess, type Managed } from './processes';

export interface PartnerPortal {
  origin: string;
  /** The partner's page where both areas are mounted. */
  voiceUrl: string;
  homeUrl: string;
  stop: () => Promise<void>;
}

export async function startPartnerPortal(options: {
  port: number;
  dir: string;
  apiUrl: string;
  telephonyOrigin: string;
  observabilityOrigin: string;
  /** The credential the partner holds: an account API key (and its account), or a user to sign in. */
  credential: { apiKey: string; accountSid: string } | { username: string; password: string };
}): Promise<PartnerPortal> {
  const credentialEnv =
    'apiKey' in options.credential
      ? {
          SWITCHBOARD_API_KEY: options.credential.apiKey,
          SWITCHBOARD_ACCOUNT_SID: options.credential.accountSid,
        }
      : {
          SWITCHBOARD_USERNAME: options.credential.username,
          SWITCHBOARD_PASSWORD: options.credential.password,
        };
  const managed: Managed = startProcess('partner-portal', process.execPath, ['serve.mjs'], {
    cwd: path.join(repoRoot, 'examples/partner-portal'),
    dir: options.dir,
    env: {
      PATH: process.env.PATH,
      SB_E2E_RUN_DIR: options.dir,
      PORT: String(options.port),
      LISTEN_HOST: '127.0.0.1',
      SWITCHBOARD_API: options.apiUrl,
      TELEPHONY_URL: options.telephonyOrigin,
      OBSERVABILITY_URL: options.observabilityOrigin,
      ...credentialEnv,
    },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (managed.child.exitCode !== null) throw new Error(`partner portal exited:\n${managed.output()}`);
    try {
      if ((await fetch(`${origin}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`partner portal did not start:\n${managed.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    voiceUrl: `${origin}/acme/voice/internal/phone-numbers`,
    homeUrl: `${origin}/acme/home`,
    stop: () => stopProcess(managed),
  };
}

/** Counts the page's pending timers and intervals (installed before the page's scripts run). */
export function timerProbe(): void {
  const live = new Set<unknown>();
  const w = window as unknown as { __liveTimers: () => number };
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = st(
      (...args: unknown[]) => {
        live.delete(id);
        if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args);
      },
      ms,
      ...rest,
    );
    live.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    live.delete(id);
    ct(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = si(fn, ms, ...rest);
    live.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    live.delete(id);
    ci(id);
  }) as typeof window.clearInterval;
  w.__liveTimers = () => live.size;
}

/** Event listeners on window and document (where a leaked subscription of an unmounted app would stay). */
export async function pageListeners(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId as string,
    });
    total += listeners.length;
  }
  return total;
}

/** The JS heap in use after a full garbage collection. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Names of the single-spa applications mounted now. */
export function mountedApps(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { singleSpa: { getMountedApps: () => string[] } }).singleSpa.getMountedApps(),
  );
}

/** The partner navigates (its own links call single-spa's navigateToUrl). */
export function partnerNavigate(page: Page, url: string): Promise<void> {
  return page.evaluate(
    (to) =>
      (window as unknown as { singleSpa: { navigateToUrl: (u: string) => void } }).singleSpa.navigateToUrl(
        to,
      ),
    url,
  );
}
