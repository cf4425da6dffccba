// With FEATURE_HOSTED off none of the hosted variant exists — no registration or OAuth pages, no billing
// pages under an account, no Register link or provider buttons on the sign-in page, no subscription panel, and the
// menu is the self-hosted one (Users present, no billing items). The billing remote is still served and configured.
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, unique, useStack } from './support';

const ctx = useStack();

test('public hosted pages do not exist', async ({ page }) => {
  await page.goto(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
  for (const path of [
    '/register',
    '/register/email',
    '/register/email/verify-your-email',
    '/register/choose-a-subdomain',
    '/oauth-callback/github?code=x&state=y',
  ]) {
    await page.goto(`${ctx.stack.hostUrl}${path}`);
    await expect(page.getByRole('heading', { name: "That page doesn't exist." }), path).toBeVisible();
  }
  // and the API has no sign-up either
  const response = await fetch(`${ctx.stack.apiUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'local' }),
  });
  expect(response.status).toBe(404);
});

test('an account user sees no billing pages, panel or menu items', async ({ page }) => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  const account = await ctx.admin.createAccount({ name: unique('Self-hosted'), service_provider_sid: sp });
  const name = unique('selfhosted-user').replace(' ', '-');
  await ctx.admin.createUser({ name, scope: 'account', service_provider_sid: sp, account_sid: account });
  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Subscription' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Delete Account' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  for (const label of ['Subscription', 'Invoices', 'Manage payment', 'Register'])
    await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
  for (const path of [
    'subscription',
    'modify-subscription',
    'manage-payment',
    'sip-realm/edit',
    'invoices',
  ]) {
    await page.goto(`${ctx.stack.hostUrl}/internal/accounts/${account}/${path}`);
    await expect(main.getByRole('heading', { name: "That page doesn't exist." }), path).toBeVisible();
  }
});
