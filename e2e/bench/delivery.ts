// Bench scenarios of delivery like five products (docs/architecture.md#benchmarks), desktop only, on the bench's stack:
//   release switch   two releases of the telephony remote (the suite's build and a scratch build with another page
//                    title); each run switches the release in use (`npm run release -- telephony --activate`) and
//                    times, from the switch, the reload of an open Carriers page until the new title shows;
//   partner heap     examples/partner-portal with both areas: ten warm-up cycles, then 20 unmount/remount cycles;
//                    the JS heap after a full GC, before and after (growth in %), and the page's listeners.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ApiClient } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { buildScratchRemote } from '../harness/scratch-remote';
import type { Stack } from '../harness/stack';
import {
  heapAfterGc,
  mountedApps,
  pageListeners,
  partnerNavigate,
  startPartnerPortal,
} from '../harness/partner-portal';

const RELEASED = {
  id: 'telephony',
  workspace: 'mfe-telephony',
  path: '/internal/carriers',
  title: 'Carriers',
};

function release(stack: Stack, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), RELEASED.id, ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: stack.releasesDir },
    encoding: 'utf8',
  });
}

const publishedId = (output: string) => /release (\S+) published/.exec(output)?.[1] ?? '';

/** Milliseconds from switching the telephony release to its new page title shown after a reload, per run. */
export async function releaseSwitchRuns(
  browser: Browser,
  stack: Stack,
  served: Record<string, string>,
  signIn: (page: Page) => Promise<void>,
  runs: number,
): Promise<number[]> {
  const titleB = `${RELEASED.title} (release B)`;
  const scratch = buildScratchRemote({
    from: RELEASED.workspace,
    change: (dir) => {
      // Every occurrence of the page's h1 title in the carriers feature (the list page's title prop).
      const file = path.join(dir, 'src/features/carriers/CarriersPage.tsx');
      const source = readFileSync(file, 'utf8');
      if (!source.includes(`'${RELEASED.title}'`) && !source.includes(`"${RELEASED.title}"`))
        throw new Error(`${file} no longer names its page '${RELEASED.title}'`);
      writeFileSync(
        file,
        source
          .replaceAll(`'${RELEASED.title}'`, `'${titleB}'`)
          .replaceAll(`"${RELEASED.title}"`, `"${titleB}"`),
      );
    },
  });
  try {
    const a = publishedId(release(stack, '--from', served[RELEASED.id]));
    const b = publishedId(release(stack, '--from', scratch.dist));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${stack.hostUrl}${RELEASED.path}`);
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const [to, title] = run % 2 === 0 ? [a, RELEASED.title] : [b, titleB];
      const started = Date.now();
      release(stack, '--activate', to);
      await page.reload();
      await page
        .locator('main')
        .getByRole('heading', { name: title, level: 1, exact: true })
        .waitFor({ state: 'visible', timeout: 60_000 });
      samples.push(Date.now() - started);
    }
    await context.close();
    return samples;
  } finally {
    scratch.remove();
  }
}

/** The partner page's heap growth (%) and listener change over 20 unmount/remount cycles of both areas. */
export async function partnerHeapRun(
  browser: Browser,
  stack: Stack,
  admin: ApiClient,
  partnerPort: number,
  dir: string,
): Promise<{ growthPct: number; listenersDelta: number; heapMB: number }> {
  const sp = await admin.defaultServiceProviderSid();
  const accountSid = await admin.createAccount({
    name: `Partner bench ${Date.now()}`,
    service_provider_sid: sp,
  });
  const { sid: carrier } = await admin.request<{ sid: string }>(
    'POST',
    `/ServiceProviders/${sp}/VoipCarriers`,
    {
      name: `Partner bench carrier ${Date.now()}`,
    },
  );
  await admin.request('POST', '/PhoneNumbers', {
    number: '15550009001',
    voip_carrier_sid: carrier,
    account_sid: accountSid,
  });
  const key = await admin.request<{ token: string }>('POST', '/ApiKeys', { account_sid: accountSid });
  const partner = await startPartnerPortal({
    port: partnerPort,
    dir,
    apiUrl: stack.apiUrl,
    telephonyOrigin: stack.remoteOrigins.telephony,
    observabilityOrigin: stack.remoteOrigins.observability,
    credential: { apiKey: key.token, accountSid },
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const shown = async () => {
      await page
        .locator('#telephony-area')
        .getByText('15550009001')
        .waitFor({ state: 'visible', timeout: 60_000 });
      await page
        .locator('#observability-area')
        .getByRole('heading', { name: 'Recent calls', level: 1 })
        .waitFor({ state: 'visible', timeout: 60_000 });
    };
    const cycle = async () => {
      await partnerNavigate(page, '/acme/voice/internal/phone-numbers');
      await shown();
      await partnerNavigate(page, '/acme/home');
      for (let i = 0; i < 200 && (await mountedApps(page)).length > 0; i += 1) await page.waitForTimeout(25);
      await page.waitForTimeout(50);
    };
    await page.goto(partner.homeUrl);
    // Ten warm-up cycles: chunks loaded, code compiled and optimised by V8 (compiled code counts in the heap).
    for (let i = 0; i < 10; i += 1) await cycle();
    const heap0 = await heapAfterGc(cdp);
    const listeners0 = await pageListeners(cdp);
    for (let i = 0; i < 20; i += 1) await cycle();
    const heap1 = await heapAfterGc(cdp);
    const listeners1 = await pageListeners(cdp);
    return {
      growthPct: ((heap1 - heap0) / heap0) * 100,
      listenersDelta: listeners1 - listeners0,
      heapMB: heap1 / 1e6,
    };
  } finally {
    await context.close();
    await partner.stop();
  }
}
