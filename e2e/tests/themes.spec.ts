// Dark mode: the portal follows the system's light or dark setting until the user picks one in the user
// menu, remembered across reloads; every page is legible in both — axe (WCAG 2.2 A/AA, colour contrast included)
// finds no serious or critical violation on any page, an open call (chart, waveform, trace waterfall) included.
import type { Page } from '@playwright/test';
import { expect, mainArea, seriousViolations, test, useStack } from './support';
import { openPage, portalPages, seedPortal, signInAsAdmin, type PortalData } from './every-page-support';

const ctx = useStack({ apiEnv: { CALL_LOGS_SOURCE: 'local' } });
let data: PortalData;

test.beforeAll(async () => {
  data = await seedPortal(ctx);
});

/** The page's background as the browser paints it (the app's root). */
const background = (page: Page) =>
  page
    .locator('.sb-root')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const DARK_BG = 'rgb(21, 24, 31)';
const LIGHT_BG = 'rgb(255, 255, 255)';

test('follows the system setting; a pick in the user menu wins and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // polled: the prerendered form's root is replaced by the sign-in shell's once its script has loaded, and a root
  // read while it is being replaced has no computed style
  await expect.poll(() => background(page)).toBe(DARK_BG);
  await signInAsAdmin(page, ctx.stack.hostUrl);
  expect(await background(page)).toBe(DARK_BG);

  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');
  await theme.selectOption('light');
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
  await page.reload();
  await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await background(page)).toBe(LIGHT_BG);
  await expect(theme).toHaveValue('light');

  // the system turns light: a dark pick stays dark
  await theme.selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(DARK_BG);
  // back to the system's
  await theme.selectOption('system');
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe in the ${scheme} theme: no serious or critical violation on any page`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(300_000);
    problems.allow(
      /\/RecentCalls\/[^/?]+%40[^/?]+ → 404|status of 404 .*\/RecentCalls\/[^/?]+%40/,
      "a call without a SIP capture: the Download pcap button's lookup answers the contract's 404",
    );
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${ctx.stack.hostUrl}/`);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect.soft(await seriousViolations(page), 'sign-in').toEqual([]);
    await signInAsAdmin(page, ctx.stack.hostUrl);
    for (const target of portalPages(data)) {
      await openPage(page, ctx.stack.hostUrl, target);
      expect.soft(await seriousViolations(page), target.name).toEqual([]);
    }
    // a call open on its Tracing tab with its recording: the chart, the waveform, the waterfall
    await openPage(
      page,
      ctx.stack.hostUrl,
      portalPages(data).find((p) => p.name === 'recent-calls')!,
    );
    // the whole simulated traffic (two days), not only today's: shortly after midnight UTC today has few calls
    await mainArea(page).getByLabel('Date').selectOption('7');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const calls = mainArea(page).getByRole('list', { name: 'Calls' });
    // the first answered call of the page that has a recording (the simulated data do not record every call)
    const answered = calls.getByRole('listitem').filter({ hasNotText: 'not answered' });
    let recorded = answered.first();
    for (let i = 0; i < (await answered.count()); i++) {
      recorded = answered.nth(i);
      await recorded.getByRole('button').first().click();
      const player = recorded.getByRole('region', { name: 'Recording' });
      if (
        await player.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      await recorded.getByRole('button').first().click();
    }
    await expect(recorded.getByRole('region', { name: 'Recording' }).getByRole('status')).toHaveText(
      'Ready',
      {
        timeout: 30_000,
      },
    );
    await recorded.getByRole('tab', { name: 'Tracing' }).click();
    expect.soft(await seriousViolations(page), 'a call open').toEqual([]);
  });
}
