// The menu each scope sees (docs/product/shell.md#menu) with every remote up, and where each user lands.
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, portalMenu, unique, useStack, type FileStack } from './support';
import type { Page } from '@playwright/test';

const ctx: FileStack = useStack();
const users = { sp: '', account: '' };
let accountSid = '';

test.beforeAll(async () => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  accountSid = await ctx.admin.createAccount({ name: unique('Menu account'), service_provider_sid: sp });
  users.sp = unique('sp-user').replace(' ', '-');
  users.account = unique('acct-user').replace(' ', '-');
  await ctx.admin.createUser({ name: users.sp, scope: 'service_provider', service_provider_sid: sp });
  await ctx.admin.createUser({
    name: users.account,
    scope: 'account',
    service_provider_sid: sp,
    account_sid: accountSid,
  });
});

const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test('admin: the menu of docs/product/shell.md#menu from every area; can switch and add service providers', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);
  await expect(menuLinks(page)).toHaveText(portalMenu('admin'));
  await expect(page.getByRole('link', { name: 'admin, Admin: edit your user' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Service provider' });
  await expect(picker).toBeEnabled();
  // The whole name fits (and shows on hover when a longer one would not).
  await expect(picker).toHaveAttribute('title', 'default service provider');
  expect(await picker.evaluate((select) => select.scrollWidth <= select.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: 'Add service provider' })).toBeVisible();
});

test('service-provider user: the same items, a fixed service provider and no add button', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, users.sp, USER_PASSWORD);
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);
  await expect(menuLinks(page)).toHaveText(portalMenu('service_provider'));
  await expect(
    page.getByRole('link', { name: `${users.sp}, Service provider: edit your user` }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service provider' })).toHaveCount(0);
  await expect(page.getByRole('complementary').getByText('default service provider')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add service provider' })).toHaveCount(0);
});

test('account user: the account menu of docs/product/shell.md#menu; lands on their own account', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, users.account, USER_PASSWORD);
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts/${accountSid}/edit`);
  await expect(menuLinks(page)).toHaveText(portalMenu('account'));
  await expect(page.getByRole('link', { name: `${users.account}, Account: edit your user` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add service provider' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Applications', exact: true })
    .click();
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account', exact: true })
    .click();
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts/${accountSid}/edit`);
  await expect(mainArea(page).getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
});
