// Sessions as people expect them (docs/product/shell.md#session-renewal), on an API whose tokens last 20 seconds:
// renewed while the user works, without a reload; ended with the spec's text when idle; a form being edited when
// the session ended comes back after signing in again.
import type { Page } from '@playwright/test';
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const LIFETIME_S = 20;
const ctx = useStack({ apiEnv: { JWT_EXPIRES_IN_SECONDS: String(LIFETIME_S) } });
let name = '';
let account = '';

// (set-up first: the admin client's own token lasts 20 seconds too)
test.beforeAll(async () => {
  name = unique('keeper').replace(' ', '-');
  const sp = await ctx.admin.defaultServiceProviderSid();
  await ctx.admin.createUser({ name, scope: 'service_provider', service_provider_sid: sp });
  account = await ctx.admin.createAccount({ name: unique('draft account'), service_provider_sid: sp });
});

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const EXPIRED = 'Your session has expired. Please log in and try again.';

test('renewed while the user is active, past the token’s lifetime, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const first = await token(page);
  const loaded = await page.evaluate(() => performance.timeOrigin);
  // work for one and a half lifetimes
  for (let elapsed = 0; elapsed < LIFETIME_S * 1.5; elapsed += 2) {
    await page.mouse.move(100 + (elapsed % 50), 200);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(2000);
  }
  expect(await token(page)).not.toBe(first);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  // still a working session: the next page loads its data
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded);
});

test('an idle session ends with the spec’s text; a form being edited keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ctx.stack.hostUrl, name, USER_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts/${account}/edit`);
  const field = mainArea(page).getByRole('textbox', { name: 'Name', exact: true });
  await expect(field).toBeVisible();
  await field.fill('renamed while the session ran out');
  // then nothing: the session runs out (after at most one renewal for the typing)
  await expect(page.getByText(EXPIRED)).toBeVisible({ timeout: 3 * LIFETIME_S * 1000 });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await token(page)).toBeNull();

  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/${account}/edit`));
  await expect(mainArea(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'renamed while the session ran out',
  );
  await expect(toasts(page).getByText(/What you typed before your session expired is back/)).toBeVisible();
});
