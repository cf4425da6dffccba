// The seeded admin's first sign-in, through the forced password change, to the Accounts list; and the
// sign-in page's answer to a wrong password. This file keeps the seeded admin untouched until the UI changes it.
import { ADMIN_PASSWORD, SEEDED_ADMIN } from '../harness/api-client';
import { expect, mainArea, signIn, test, useStack } from './support';

const ctx = useStack({ keepSeededAdmin: true });

test('a wrong password is refused with the spec message and nothing else happens', async ({
  page,
  problems,
}) => {
  problems.allow(/POST \S+\/v1\/login → 403|status of 403 .*\/v1\/login/, 'the wrong password is refused');
  await signIn(page, ctx.stack.hostUrl, SEEDED_ADMIN.username, 'not-the-password');
  await expect(page.getByText('Login credentials are incorrect')).toBeVisible();
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the seeded admin signs in through the forced password change to the Accounts list', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, SEEDED_ADMIN.username, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(/\/create-password$/);
  await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const save = page.getByRole('button', { name: 'Save password' });

  await test.step('a password the policy refuses lists what it must have', async () => {
    await newPassword.fill('abc');
    await confirm.fill('abc');
    await save.click();
    const rules = page.getByRole('alert').filter({ hasText: 'Password must:' });
    await expect(rules).toBeVisible();
    await expect(rules.getByRole('listitem')).toContainText(['Be at least 6 characters long']);
    await expect(page).toHaveURL(/\/create-password$/);
  });

  await test.step('a confirmation that differs says so', async () => {
    await newPassword.fill(ADMIN_PASSWORD);
    await confirm.fill(`${ADMIN_PASSWORD}x`);
    await save.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/create-password$/);
  });

  await test.step('a good password leads to the Accounts list', async () => {
    await confirm.fill(ADMIN_PASSWORD);
    await save.click();
    await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);
    await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(mainArea(page).getByRole('rowheader', { name: 'default account' })).toBeVisible();
  });

  await test.step('the new password is the one the API now accepts', async () => {
    const login = await ctx.api.login(SEEDED_ADMIN.username, ADMIN_PASSWORD);
    expect(login.force_change).toBe(false);
    await expect(ctx.api.login(SEEDED_ADMIN.username, SEEDED_ADMIN.password)).rejects.toThrow(/HTTP 403/);
  });
});
