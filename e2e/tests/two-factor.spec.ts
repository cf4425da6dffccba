// Two-factor sign-in (docs/product/identity.md#two-factor-sign-in), as a user does it with an authenticator app: the
// code is computed here from the key the page shows, as the app would.
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
let sp = '';

/** The code an authenticator app shows for `key`, `stepsAhead` time steps from now. */
function codeFor(key: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Signed in: the layout is there (sign-in returns to the page the user signed out from). */
async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Sets it up on the page shown; answers the key and the recovery codes. */
async function setUp(page: Page): Promise<{ key: string; recovery: string[] }> {
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'Done' }).click();
  return { key, recovery };
}

test.beforeAll(async () => {
  sp = await ctx.admin.defaultServiceProviderSid();
});

test('turn it on, then sign in with the code, with a recovery code; a wrong code is refused', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  problems.allow(
    /POST \S+\/v1\/login\/two-factor → 403|status of 403 .*\/v1\/login\/two-factor/,
    'a wrong code and a spent recovery code are refused',
  );
  const name = unique('twofa').replace(' ', '-');
  await ctx.admin.createUser({ name, scope: 'service_provider', service_provider_sid: sp });

  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${name}, .*edit your user`) }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Your user', level: 1 })).toBeVisible();
  await mainArea(page).getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const { key, recovery } = await setUp(page);
  await expect(mainArea(page).getByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // password, then a wrong code, then the code of the app (the next time step: the one used to set it up is spent)
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toContainText('The code is not correct');
  await enterCode(page, codeFor(key, 1));
  await expectSignedIn(page);
  await signOut(page);

  // a recovery code, once
  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await enterCode(page, recovery[0]);
  await expectSignedIn(page);
  await signOut(page);
  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await enterCode(page, recovery[0]);
  await expect(page.getByRole('alert')).toContainText('The code is not correct');
});

test('a service provider that requires it leads a user without it to its set-up', async ({ page }) => {
  test.setTimeout(90_000);
  const spName = unique('strict sp');
  const strict = await ctx.admin.createServiceProvider(spName);
  const account = await ctx.admin.createAccount({
    name: unique('strict account'),
    service_provider_sid: strict,
  });
  const name = unique('newcomer').replace(' ', '-');
  await ctx.admin.createUser({ name, scope: 'account', service_provider_sid: strict, account_sid: account });
  await ctx.admin.request('PUT', `/ServiceProviders/${strict}/TwoFactor`, { required: true });

  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await expect(page).toHaveURL(/\/two-factor-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await setUp(page);
  // on to the account user's landing page, now with a full session
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/${account}/edit`));
  await expect(toasts(page).getByText(/requires two-factor/)).toHaveCount(0);
});
