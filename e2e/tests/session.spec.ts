// Signing out, and a session that ends on the server (token revoked with POST /v1/logout) → the next
// call sends the user to sign-in with the expiry message.
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
let spUser = '';

test.beforeAll(async () => {
  spUser = unique('operator').replace(' ', '-');
  await ctx.admin.createUser({
    name: spUser,
    scope: 'service_provider',
    service_provider_sid: await ctx.admin.defaultServiceProviderSid(),
  });
});

test('Sign out returns to sign-in with the success message and clears the session', async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, spUser, USER_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/`);
  await expect(toasts(page).getByText("You've successfully logged out.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The server was told: the old token no longer works.
  await expect(ctx.api.withToken(token ?? '').request('GET', '/Users/me')).rejects.toThrow(/HTTP 401/);

  // A protected page now asks for sign-in.
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('You must log in to view that page')).toBeVisible();
});

test('Sign out, then another user signs in in the same tab: only their data shows', async ({ page }) => {
  // Two service providers, each with an account and a user of its own. The first sign-in of the page goes through
  // the sign-in page's prepared portal, the second through the portal's own sign-in page.
  const first = { sp: unique('Tenant A'), account: unique('account A'), user: '' };
  const second = { sp: unique('Tenant B'), account: unique('account B'), user: '' };
  for (const who of [first, second]) {
    const sid = await ctx.admin.createServiceProvider(who.sp);
    await ctx.admin.createAccount({ name: who.account, service_provider_sid: sid });
    who.user = unique('operator').replace(' ', '-');
    await ctx.admin.createUser({ name: who.user, scope: 'service_provider', service_provider_sid: sid });
  }
  const rows = mainArea(page).getByRole('rowheader');

  await page.goto(`${ctx.stack.hostUrl}/`);
  // The sign-in page has built the portal (its router is ready: the timeline mark of host/src/timeline.ts).
  await page.waitForFunction(() => performance.getEntriesByName('sb:portal-router-ready').length > 0);
  await page.getByLabel('Username').fill(first.user);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(rows.filter({ hasText: first.account })).toBeVisible();
  await expect(rows).toHaveText([first.account]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill(second.user);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(rows.filter({ hasText: second.account })).toBeVisible();
  await expect(rows).toHaveText([second.account]);
  await expect(page.getByText(first.sp)).toHaveCount(0);
});

test('a token revoked on the server sends the next call to sign-in with the expiry message', async ({
  page,
  problems,
}) => {
  problems.allow(/→ 401|status of 401/, 'the token is revoked on purpose: the next call is refused');
  await signIn(page, ctx.stack.hostUrl, spUser, USER_PASSWORD);
  await expect(mainArea(page).getByRole('rowheader', { name: 'default account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // The same token signs out on the server, behind the portal's back.
  await ctx.api.withToken(token ?? '').logout();

  // The next call the portal makes (opening Applications) is answered 401.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/`);
  await expect(page.getByText('Your session has expired. Please log in and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing in again works and goes on to the page the user was opening.
  await page.getByLabel('Username').fill(spUser);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/internal\/applications/);
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
});

test('an unknown page says "That page doesn\'t exist.": with Log in when signed out, a way home when signed in', async ({
  page,
}) => {
  await page.goto(`${ctx.stack.hostUrl}/no-such-page`);
  await expect(page.getByRole('heading', { name: "That page doesn't exist." })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/`);
  await page.getByLabel('Username').fill(spUser);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await page.goto(`${ctx.stack.hostUrl}/internal/no-such-page`);
  await expect(mainArea(page).getByRole('heading', { name: "That page doesn't exist." })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await mainArea(page).getByRole('link', { name: 'Go to the portal' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
});
