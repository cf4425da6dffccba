// Alerts on a simulated dataset: the list and an alert expanded to all its fields; the unread-alerts badge
// of an account user (announced by the remote's ./background) goes once the page is read; axe.
import AxeBuilder from '@axe-core/playwright';
import type { Alert, TimeSeriesPaged } from '@switchboard/shared/types';
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, useStack } from './support';
import { accountWithTraffic, simulate, type SimulatedAccount } from './observability-support';

const ctx = useStack();
let account: SimulatedAccount;
let alerts: Alert[];

test.beforeAll(async () => {
  account = await accountWithTraffic(ctx.admin, 'Alerts');
  simulate(ctx.stack.databasePath, [account.sid], { seed: 5, days: 7, perDay: 90 });
  alerts = (
    await ctx.admin.request<TimeSeriesPaged<Alert>>(
      'GET',
      `/Accounts/${account.sid}/Alerts?page=1&count=500&days=30`,
    )
  ).data;
  expect(alerts.length).toBeGreaterThan(3);
});

test('the unread badge, then the list; an alert expands to all its fields; axe', async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, account.user, USER_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: /^Alerts/ });
  await expect(link).toContainText(String(alerts.length > 0 ? alerts.length : ''), { timeout: 30_000 });
  await expect(link).toHaveAccessibleName(`Alerts (${alerts.length} unread alerts)`);
  await link.click();
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await main.getByLabel('Date').selectOption('30');
  await expect(main.getByText(`Total: ${alerts.length} record(s)`)).toBeVisible();
  // read: the badge goes
  await expect(link).toHaveAccessibleName('Alerts');
  const first = main.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first();
  await expect(first).toContainText(alerts[0].alert_type);
  await first.getByRole('button').click();
  for (const field of [
    'time:',
    'alert_type:',
    'message:',
    'detail:',
    'account_sid:',
    'service_provider_sid:',
    'vendor:',
    'target_sid:',
  ])
    await expect(first.getByText(field, { exact: true })).toBeVisible();
  await expect(first).toContainText(alerts[0].message);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});
