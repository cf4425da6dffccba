// Issues 3 and 4: axe scans (WCAG 2.1 A/AA rules) of the sign-in pages, the Accounts list and every identity page,
// with no serious or critical violation allowed.
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import type { Page } from '@playwright/test';
import { expect, mainArea, scanAccessibility, signIn, test, unique, useStack } from './support';

const ctx = useStack();
const ids = { sp: '', account: '', application: '', user: '', forcedUser: '' };

test.beforeAll(async () => {
  const admin = ctx.admin;
  ids.sp = await admin.defaultServiceProviderSid();
  ids.account = await admin.createAccount({
    name: unique('A11y account'),
    service_provider_sid: ids.sp,
    sip_realm: `${unique('a11y').replace(' ', '-')}.sip.example.com`,
  });
  ids.application = await admin.createApplication({ name: unique('A11y app'), account_sid: ids.account });
  await admin.createAccountApiKey(ids.account);
  const userName = unique('a11y-user').replace(' ', '-');
  ids.user = await admin.createUser({
    name: userName,
    scope: 'account',
    service_provider_sid: ids.sp,
    account_sid: ids.account,
  });
  ids.forcedUser = unique('a11y-new').replace(' ', '-');
  await admin.createUser({
    name: ids.forcedUser,
    scope: 'service_provider',
    service_provider_sid: ids.sp,
    force_change: true,
  });
});

const scan = scanAccessibility;

test('sign-in and forced password change pages', async ({ page }) => {
  await page.goto(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await scan(page, 'sign-in');

  // With the errors showing.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await scan(page, 'sign-in with errors');

  await signIn(page, ctx.stack.hostUrl, ids.forcedUser, USER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await scan(page, 'create password');
});

/** Opens a page of the portal and waits for its heading and data (the admin is signed in). */
function visitor(page: Page) {
  const main = mainArea(page);
  return async (path: string, heading: string, ready?: () => Promise<void>) => {
    await page.goto(`${ctx.stack.hostUrl}${path}`);
    await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(main.getByText('Loading', { exact: false })).toHaveCount(0);
    if (ready) await ready();
  };
}

// The admin's identity pages in three tests (each scan covers both themes), so none nears the test time limit on
// a loaded machine and they can run on separate workers.
test('identity pages of an admin: accounts', async ({ page }) => {
  const main = mainArea(page);
  const visit = visitor(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'default account' })).toBeVisible();
  await scan(page, 'accounts list');

  await main.getByRole('button', { name: 'Delete default account' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Delete account' }).getByText('This account cannot be deleted yet'),
  ).toBeVisible();
  await scan(page, 'delete account dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await visit('/internal/accounts/add', 'Add account');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await scan(page, 'add account with errors');

  await visit(`/internal/accounts/${ids.account}/edit`, 'Edit account', async () => {
    await expect(main.getByRole('heading', { name: 'Account API keys' })).toBeVisible();
  });
  await main.getByLabel('Enable call recording').check();
  await expect(main.getByLabel('Bucket name')).toBeVisible();
  await scan(page, 'edit account with recording');
});

test('identity pages of an admin: users and settings', async ({ page }) => {
  const main = mainArea(page);
  const visit = visitor(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await visit('/internal/users', 'Users', async () => {
    await expect(main.getByRole('rowheader', { name: 'admin' })).toBeVisible();
  });
  await scan(page, 'users list');
  await visit('/internal/users/add', 'Add user');
  await scan(page, 'add user');
  await visit(`/internal/users/${ids.user}/edit`, 'Edit user');
  await scan(page, 'edit user');
  await page.getByRole('link', { name: 'admin, Admin: edit your user' }).click();
  await expect(main.getByRole('heading', { name: 'Your user', level: 1 })).toBeVisible();
  await scan(page, 'your user');

  await visit('/internal/settings', 'Settings', async () => {
    await expect(main.getByLabel('Minimum password length')).toBeVisible();
  });
  await scan(page, 'settings: admin tab');
  await main.getByRole('tab', { name: 'Service provider' }).click();
  await expect(main.getByRole('heading', { name: 'Service provider API keys' })).toBeVisible();
  await scan(page, 'settings: service provider tab');
});

test('identity pages of an admin: applications', async ({ page }) => {
  const visit = visitor(page);
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await visit(`/internal/applications?account_sid=${ids.account}`, 'Applications', async () => {
    await expect(main.getByRole('rowheader')).toHaveCount(1);
  });
  await scan(page, 'applications list');
  await visit(`/internal/applications/add?account_sid=${ids.account}`, 'Add an application');
  await scan(page, 'add application');
  await visit(`/internal/applications/${ids.application}/edit`, 'Edit application');
  await scan(page, 'edit application');
});
