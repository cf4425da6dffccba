// Beyond the jambonz portal: the audit trail. A change made in the portal shows on the account's
// Activity page — who, from where, what changed — and an account user sees their own account's activity only.
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
const names = { mine: '', other: '', user: '' };
const sids = { mine: '', other: '' };

test.beforeAll(async () => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  names.mine = unique('Audited account');
  names.other = unique('Someone else');
  sids.mine = await ctx.admin.createAccount({ name: names.mine, service_provider_sid: sp });
  sids.other = await ctx.admin.createAccount({ name: names.other, service_provider_sid: sp });
  names.user = unique('auditee').replace(' ', '-');
  await ctx.admin.createUser({
    name: names.user,
    scope: 'account',
    service_provider_sid: sp,
    account_sid: sids.mine,
  });
});

test('a change made in the portal shows on the account’s Activity, with who and what changed', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts/${sids.mine}/edit`);
  const renamed = `${names.mine} renamed`;
  await mainArea(page).getByLabel('Name', { exact: true }).fill(renamed);
  await mainArea(page).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Account updated successfully')).toBeVisible();
  // Saved: back on the list; the account's page has its Activity.
  await mainArea(page).getByRole('link', { name: renamed, exact: true }).click();
  await mainArea(page).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/activity\\?account_sid=${sids.mine}`));
  const table = mainArea(page).getByRole('table', { name: 'Activity' });
  const change = table.getByRole('row').filter({ hasText: `name: ${names.mine} → ${renamed}` });
  await expect(change).toBeVisible();
  await expect(change).toContainText('admin');
  await expect(change).toContainText('Changed account');
  await expect(change).toContainText('127.0.0.1');
});

test('an account user sees their own account’s activity only', async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, names.user, USER_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/activity`);
  const table = mainArea(page).getByRole('table', { name: 'Activity' });
  // Their own sign-in is there; the other account's creation is not.
  await expect(table.getByRole('row').filter({ hasText: `Signed in as user` }).first()).toBeVisible();
  await expect(table.getByText(names.other)).toHaveCount(0);
  await expect(mainArea(page).getByRole('combobox', { name: 'Account' })).toHaveCount(0);
});
