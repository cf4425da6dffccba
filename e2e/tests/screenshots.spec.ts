// How the portal looks, compared with committed baselines (Playwright's toHaveScreenshot): the sign-in
// page and one list and one form page of each area (identity, telephony, speech; observability has lists only) at
// phone (390×844) and laptop (1366×768) size, in the light and the dark theme. Times and other data that change from
// run to run are masked; animations and the caret are off. A change of look updates the baselines on purpose:
//   npx playwright test -c e2e tests/screenshots.spec.ts --update-snapshots
import type { Locator, Page } from '@playwright/test';
import { expect, mainArea, test, useStack } from './support';
import { openPage, portalPages, seedPortal, signInAsAdmin, type PortalData } from './every-page-support';

const ctx = useStack();
let data: PortalData;

/** An account with alerts of its own only: the Alerts page's rows are the same at any hour of any run. */
const ALERTS_ACCOUNT = 'Screenshot alerts account';

test.beforeAll(async () => {
  data = await seedPortal(ctx);
  const quiet = await ctx.admin.createAccount({ name: ALERTS_ACCOUNT, service_provider_sid: data.sp });
  await ctx.admin.request(
    'POST',
    '/Ingest/Alerts',
    [1, 2, 3].map((n) => ({
      time: new Date(Date.now() - n * 3_600_000).toISOString(),
      alert_type: 'webhook-failure',
      message: `https://hooks.example.com/${n} returned 500`,
      account_sid: quiet,
    })),
  );
});

/** The pages shot, by their every-page name. */
const SHOTS = [
  'accounts',
  'account-add',
  'carriers',
  'carrier-add',
  'speech-services',
  'speech-service-add',
  'alerts',
] as const;

/** What changes from run to run on a page: masked (a box of one colour) in its screenshot. */
function dynamic(page: Page): Locator[] {
  const main = mainArea(page);
  return [
    main.locator('time'),
    // the alerts' times and messages of the last minutes, the calls' list and chart
    main.getByRole('list', { name: 'Alerts' }),
    main.getByRole('list', { name: 'Calls' }),
    main.locator('figure'),
  ];
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.name} ${scheme}: sign-in, a list and a form of each area look as before`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const shot = async (name: string) =>
        expect.soft(page).toHaveScreenshot(`${name}-${size.name}-${scheme}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask: dynamic(page),
          maxDiffPixelRatio: 0.01,
        });

      await page.goto(`${ctx.stack.hostUrl}/`);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await shot('sign-in');

      await signInAsAdmin(page, ctx.stack.hostUrl);
      const pages = portalPages(data);
      for (const name of SHOTS) {
        await openPage(
          page,
          ctx.stack.hostUrl,
          pages.find((p) => p.name === name)!,
        );
        if (name === 'alerts') {
          // the simulated traffic's alerts depend on the hour of the run: an account with three alerts of its own
          await mainArea(page).getByLabel('Account').selectOption({ label: ALERTS_ACCOUNT });
          await mainArea(page).getByLabel('Date').selectOption('7');
          await expect(mainArea(page).getByText('Total: 3 record(s)')).toBeVisible();
          await expect(mainArea(page).getByText(/^Total: \d+ record/)).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        }
        // the toasts of a sign-in have gone
        await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0);
        await shot(name);
      }
    });
  }
}
