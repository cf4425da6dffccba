// The 'Call quality' page (docs/product/observability.md#call-quality-page): an account user's calls of the day
// through two carriers, reported through the ingest path; the page gives each carrier's calls and ASR, the ASR
// chart is worked with the keyboard, and Enter on a carrier's bar opens Recent calls filtered to that carrier's
// calls; the MOS and PDD figures of calls nobody measured, and one carrier's trend. Axe on the page.
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, scanAccessibility, signIn, test, unique, useStack } from './support';
import { accountWithTraffic, reportTrunkCalls, type SimulatedAccount } from './observability-support';

const ctx = useStack();
let account: SimulatedAccount;
const carriers = { lossy: unique('Lossy trunk'), clean: unique('Clean trunk') };

/** Calls of the account that ended minutes ago through `trunk`: `answered` of them answered, the rest 503. */
/** The account's calls on a carrier, a minute apart from 5 minutes ago (today, whatever the hour). */
const reportCalls = (trunk: string, total: number, answered: number) =>
  reportTrunkCalls(ctx.admin, {
    accountSid: account.sid,
    trunk,
    total,
    answered,
    endedAgoMs: 5 * 60_000,
    spacingMs: 60_000,
  });

test.beforeAll(async () => {
  account = await accountWithTraffic(ctx.admin, 'Quality');
  await reportCalls(carriers.lossy, 4, 1);
  await reportCalls(carriers.clean, 2, 2);
});

test("a carrier's ASR bar opens Recent calls filtered to that carrier's calls", async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, account.user, USER_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call quality' }).click();
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Call quality', level: 1 })).toBeVisible();

  const byCarrier = main.getByRole('table').filter({ hasText: carriers.lossy });
  await expect(byCarrier.getByRole('row').filter({ hasText: carriers.lossy })).toContainText('25.0 %');
  await expect(byCarrier.getByRole('row').filter({ hasText: carriers.clean })).toContainText('100.0 %');
  // these calls have neither a SIP capture nor a quality report: no PDD, every MOS band empty
  await expect(byCarrier.getByRole('row').filter({ hasText: carriers.lossy })).toContainText('0 / 0 / 0 / 0');
  await expect(main.getByText('No call of this period has a quality report.')).toBeVisible();
  // one carrier's calls over time, chosen in the list above the chart
  await main.getByRole('combobox', { name: 'Carrier' }).selectOption(carriers.clean);
  await expect(main.getByRole('img', { name: `Calls over time of ${carriers.clean}, per` })).toBeVisible();
  await scanAccessibility(page, 'Call quality');

  // the chart with the keyboard: arrows move from bar to bar (announced), Enter opens the carrier's calls
  const chart = main.getByRole('img', { name: /^ASR by carrier:/ });
  await chart.focus();
  const announced = main.locator('figcaption').filter({ hasText: /ASR/ });
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('ArrowRight');
    if ((await announced.textContent())?.startsWith(carriers.lossy)) break;
  }
  await expect(announced).toHaveText(`${carriers.lossy}: ASR 25 %`);
  await page.keyboard.press('Enter');

  await expect(main.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
  await expect(main.getByText(`Calls of the carrier ${carriers.lossy}.`)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('trunk')).toBe(carriers.lossy);
  await expect(main.getByText('Total: 4 record(s)')).toBeVisible();
});
