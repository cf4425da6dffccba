// Alert rules end to end (docs/product/observability.md#alert-rules-page): an admin adds 'ASR below 50 %' for a
// carrier with an e-mail destination; a bad period of that carrier's calls is reported through the ingest path and
// the API's scheduler (ALERT_RULES_EVERY_MS, fast here) fires the rule: the list shows it firing, the Alerts list has
// an alert with the rule's name, and one e-mail reached the mail catcher (the API's SMTP_URL). Good calls then
// resolve it: a 'resolved' e-mail, and the delivery log shows both. Axe on the list and the form.
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.cjs';
import { expect, mainArea, scanAccessibility, signIn, test, toasts, unique, useStack } from './support';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { createCarrier } from './telephony-support';
import { reportTrunkCalls } from './observability-support';

const apiEnv: NodeJS.ProcessEnv = { ALERT_RULES_EVERY_MS: '500' };
let mail: MailCatcher;
// the catcher first: its address goes into the API's environment
test.beforeAll(async () => {
  mail = await startMailCatcher();
  apiEnv.SMTP_URL = mail.smtpUrl;
});
test.afterAll(async () => {
  await mail?.close();
});
const ctx = useStack({ apiEnv });

const RULE = 'ASR below 50 %';
const carrierName = unique('Lossy trunk');
const accountName = unique('Rules');
const address = `noc-${Date.now()}@example.com`;
let account: string;

test.beforeAll(async () => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  account = await ctx.admin.createAccount({ name: accountName, service_provider_sid: sp });
  await createCarrier(ctx.admin, sp, { name: carrierName });
});

/** Calls of the account through the carrier that ended in the last minutes: `answered` of `total` answered. */
/** The account's calls on the rule's carrier, 10 s apart (the rule's window holds them all). */
const reportCalls = (total: number, answered: number) =>
  reportTrunkCalls(ctx.admin, {
    accountSid: account,
    trunk: carrierName,
    total,
    answered,
    endedAgoMs: 10_000,
    spacingMs: 10_000,
  });

const mailsOf = (word: 'FIRING' | 'RESOLVED') =>
  mail.messages.filter((m) => m.to.includes(address) && m.subject === `[${word}] ${RULE}`);

test('a rule fires on a bad period, alerts and e-mails once, then resolves', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alert rules' }).click();
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Alert rules', level: 1 })).toBeVisible();
  await expect(main.getByText('No alert rules yet')).toBeVisible();
  await scanAccessibility(page, 'Alert rules, empty');

  await main.getByRole('link', { name: 'Add alert rule' }).click();
  await expect(main.getByRole('heading', { name: 'Add alert rule', level: 1 })).toBeVisible();
  await main.getByLabel('Name').fill(RULE);
  await main.getByLabel('Account').selectOption({ label: accountName });
  await main.getByLabel('Condition').selectOption({ label: 'Carrier ASR below' });
  await main.getByLabel('Carrier').selectOption({ label: carrierName });
  await main.getByLabel('Threshold').fill('50');
  await main.getByLabel('E-mail addresses').fill(address);
  await scanAccessibility(page, 'Add alert rule');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Alert rule created')).toBeVisible();
  const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: RULE }) });
  await expect(row).toContainText('Carrier ASR below');
  await expect(row).toContainText('50 %');
  await expect(row).toContainText('OK');

  // a bad period: 1 of 8 calls answered (ASR 12.5 %)
  await reportCalls(8, 1);
  await expect
    .poll(() => mailsOf('FIRING').length, { timeout: 20_000, message: 'the firing e-mail' })
    .toBe(1);
  await page.reload();
  await expect(row).toContainText('Firing');
  await scanAccessibility(page, 'Alert rules, one firing');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alerts', exact: true })
    .click();
  await expect(main.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(
    main.getByRole('list', { name: 'Alerts' }).getByText(`${RULE}:`, { exact: false }),
  ).toBeVisible();

  // several passes later still one e-mail: a rule that stays firing does not notify again
  await page.waitForTimeout(2_000);
  expect(mailsOf('FIRING')).toHaveLength(1);
  expect(mailsOf('FIRING')[0].text).toContain('ASR 12.5 %');

  // good calls: 11 of 18 answered (61 %), the rule resolves
  await reportCalls(10, 10);
  await expect
    .poll(() => mailsOf('RESOLVED').length, { timeout: 20_000, message: 'the resolved e-mail' })
    .toBe(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alert rules' }).click();
  await expect(row).toContainText('OK');
  await row.getByRole('link', { name: RULE, exact: true }).click();
  const log = main.getByRole('table', { name: 'Delivery log' });
  await expect(log.getByRole('row')).toHaveCount(3);
  // newest first
  await expect(log.getByRole('row').nth(1)).toContainText('resolved');
  await expect(log.getByRole('row').nth(2)).toContainText('fired');
  await expect(log.getByRole('row').nth(2)).toContainText(address);
  await expect(log.getByRole('row').nth(2)).toContainText('sent');
  await scanAccessibility(page, 'Edit alert rule');
});
