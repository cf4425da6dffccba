// A partner's portal: examples/partner-portal (a plain page on its own origin, its own server and CSS)
// mounts the telephony area at /acme/voice and the observability area beside it with single-spa, with an
// account API key its backend holds. Phone numbers and recent calls show; the area's links keep the partner's
// prefix; neither side's CSS reaches the other; 20 unmount/remount cycles leave no listeners, timers or heap.
import type { Page } from '@playwright/test';
import { freePorts } from '../harness/ports';
import { runDir } from '../harness/processes';
import {
  heapAfterGc,
  mountedApps,
  pageListeners,
  partnerNavigate,
  startPartnerPortal,
  timerProbe,
  type PartnerPortal,
} from '../harness/partner-portal';
import {
  accountWithTraffic,
  reportCallJustEnded,
  simulate,
  type SimulatedAccount,
} from './observability-support';
import { expect, test, unique, useStack } from './support';
import { createCarrier, createNumber } from './telephony-support';

// The partner's origin must be known before the API starts (its CORS list), so its port is taken first.
const stackOptions = { corsOrigins: [] as string[] };
let partnerPort = 0;
test.beforeAll(async () => {
  [partnerPort] = await freePorts(1);
  stackOptions.corsOrigins.push(`http://127.0.0.1:${partnerPort}`);
});
const ctx = useStack(stackOptions);

let account: SimulatedAccount;
let partner: PartnerPortal;
const numbers = ['15550001001', '15550001002'];

test.beforeAll(async () => {
  account = await accountWithTraffic(ctx.admin, 'Acme customer');
  simulate(ctx.stack.databasePath, [account.sid], { seed: 21, days: 2, perDay: 20 });
  await reportCallJustEnded(ctx.admin, account.sid);
  const sp = await ctx.admin.defaultServiceProviderSid();
  const carrier = await createCarrier(ctx.admin, sp, { name: unique('Acme carrier') });
  for (const number of numbers)
    await createNumber(ctx.admin, { number, voip_carrier_sid: carrier, account_sid: account.sid });
  // The credential the partner holds: an API key of the customer's account.
  const key = await ctx.admin.request<{ sid: string; token: string }>('POST', '/ApiKeys', {
    account_sid: account.sid,
  });
  partner = await startPartnerPortal({
    port: partnerPort,
    dir: runDir(),
    apiUrl: ctx.stack.apiUrl,
    telephonyOrigin: ctx.stack.remoteOrigins.telephony,
    observabilityOrigin: ctx.stack.remoteOrigins.observability,
    credential: { apiKey: key.token, accountSid: account.sid },
  });
});

test.afterAll(async () => {
  await partner?.stop();
});

const WARM_UP_CYCLES = 10;

const telephony = (page: Page) => page.locator('#telephony-area');
const observability = (page: Page) => page.locator('#observability-area');

async function bothAreasShown(page: Page) {
  await expect(telephony(page).getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
  await expect(observability(page).getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
}

// the partner's own page (examples/partner-portal) names no icon: the browser asks its server for /favicon.ico
test.beforeEach(({ problems }) => {
  problems.allow(/\/favicon\.ico\b/, "the partner page's server has no icon");
});

test('the partner page lists phone numbers through the telephony area and recent calls through the observability area; links keep its prefix', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(partner.voiceUrl);
  await bothAreasShown(page);
  for (const number of numbers) await expect(telephony(page).getByText(number)).toBeVisible();
  await observability(page).getByLabel('Date').selectOption('7');
  await expect(observability(page).getByText(/Total: \d+ record\(s\)/)).toBeVisible();
  await expect(
    observability(page).getByRole('list', { name: 'Calls' }).getByRole('listitem').first(),
  ).toBeVisible();

  // A link inside the telephony area: the URL keeps the partner's prefix; Back returns to the list.
  await telephony(page).getByRole('link', { name: numbers[0], exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${partner.origin}/acme/voice/internal/phone-numbers/[^/]+/edit$`),
  );
  await expect(telephony(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(partner.voiceUrl);
  await expect(telephony(page).getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
  // The partner's own navigation still works, and nothing failed.
  await expect(page.getByRole('heading', { name: 'Acme Voice' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('neither side’s CSS reaches the other', async ({ page }) => {
  const look = (selector: string, within?: string) =>
    page.evaluate(
      ([sel, host]) => {
        const root: ParentNode = host ? (document.querySelector(host)?.shadowRoot as ShadowRoot) : document;
        const element = root.querySelector(sel) as Element;
        const style = getComputedStyle(element);
        return [
          'font-family',
          'color',
          'text-transform',
          'letter-spacing',
          'background-color',
          'border-top-style',
        ].map((p) => style.getPropertyValue(p));
      },
      [selector, within ?? ''] as const,
    );
  // The partner's elements before any area was mounted…
  await page.goto(partner.homeUrl);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const before = { heading: await look('h2'), button: await look('.button'), table: await look('.table td') };
  // …the areas mounted: their text is not the partner's serif uppercase, their buttons and tables not its own…
  // (the chart's answer awaited: leaving the areas while it is on its way cancels it, a failed request)
  const chartAnswered = page.waitForResponse((response) => response.url().includes('/CallsPerHour'));
  await partnerNavigate(page, '/acme/voice/internal/phone-numbers');
  await bothAreasShown(page);
  await chartAnswered;
  const [font, color, transform, spacing] = await look('h1', '#telephony-area');
  expect(font).not.toContain('Georgia');
  expect(color).not.toBe('rgb(122, 31, 0)');
  expect(transform).toBe('none');
  expect(spacing).toBe('normal');
  const areaButton = await look('button', '#telephony-area');
  expect(areaButton[4]).not.toBe('rgb(255, 105, 180)'); // hotpink
  expect(areaButton[5]).not.toBe('dashed');
  const areaCell = await look('td', '#telephony-area');
  expect(areaCell[5]).not.toBe('solid'); // the partner's orange table borders
  // …and after them the partner's elements look as before (no stylesheet of the areas applies to the page).
  await partnerNavigate(page, '/acme/home');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect({
    heading: await look('h2'),
    button: await look('.button'),
    table: await look('.table td'),
  }).toEqual(before);
});

test('unmount and remount 20 times: no listeners or timers left, the heap grows less than 10 %', async ({
  page,
  problems,
}) => {
  problems.allow(
    /→ failed: net::ERR_ABORTED/,
    'an area unmounted while it loads cancels its requests, on purpose 20 times',
  );
  await page.addInitScript(timerProbe);
  const cdp = await page.context().newCDPSession(page);
  const liveTimers = () =>
    page.evaluate(() => (window as unknown as { __liveTimers: () => number }).__liveTimers());
  const cycle = async () => {
    await partnerNavigate(page, '/acme/voice/internal/phone-numbers');
    await bothAreasShown(page);
    await expect(telephony(page).getByText(numbers[0])).toBeVisible();
    await expect(
      observability(page).getByRole('list', { name: 'Calls' }).getByRole('listitem').first(),
    ).toBeVisible();
    await partnerNavigate(page, '/acme/home');
    await expect.poll(() => mountedApps(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  };
  const settled = async () => {
    // single-spa-react finishes with zero-delay timers; the page's own timers are what remains.
    await expect.poll(liveTimers).toBeLessThanOrEqual(0);
    return { listeners: await pageListeners(cdp), heap: await heapAfterGc(cdp) };
  };

  await page.goto(partner.homeUrl);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Warm-up cycles load every chunk once and let V8 compile and optimise the code they run: compiled code counts
  // in the heap, and after only two cycles it was 90 % of the growth (heap snapshots compared), not a leak.
  for (let i = 0; i < WARM_UP_CYCLES; i += 1) await cycle();
  const baseline = await settled();
  for (let i = 0; i < 20; i += 1) await cycle();
  const after = await settled();
  console.log(
    `partner page after 20 cycles: heap ${(baseline.heap / 1e6).toFixed(2)} → ${(after.heap / 1e6).toFixed(2)} MB, ` +
      `listeners ${baseline.listeners} → ${after.listeners}`,
  );
  expect(after.listeners).toBe(baseline.listeners);
  expect(after.heap).toBeLessThanOrEqual(baseline.heap * 1.1);
});
