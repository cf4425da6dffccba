// Sign-in on the real API: a wrong password, and users made with a forced password change (force_change) through
// 'Create password' — the policy the real server reports, a mismatch — to their first page: a service-provider user
// to Accounts, an account user to their own account. The real server then takes the new password only. What the
// real API can do is asked by the portal's server, once for every browser: the page does not ask it (nor log its 401).
// The login through the portal's server brings the landing page's answers (scripts/lib/login-landing.cjs).
import { portalUrl } from './support/env';
import { createUser, PASSWORD, useTenant } from './support/fixtures';
import { expect, mainArea, signInAndLand, signInAs, test } from './support/portal';

const tenant = useTenant();
const NEW_PASSWORD = 'RealApi-new-1357';

test('a wrong password is refused, and nothing is stored', async ({ page }) => {
  await signInAs(page, { name: tenant.spUser.name, password: 'not-the-password' });
  await expect(page.getByText('Login credentials are incorrect')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a service-provider user with a forced change creates a password and lands on Accounts', async ({
  page,
}) => {
  const user = await createUser(tenant.api, {
    scope: 'service_provider',
    serviceProviderSid: tenant.serviceProviderSid,
    forceChange: true,
  });
  const policy = await tenant.api.request<{ min_password_length: number }>('GET', '/PasswordSettings');

  await signInAs(page, user);
  await expect(page).toHaveURL(/\/create-password$/);
  await expect(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const save = page.getByRole('button', { name: 'Save password' });

  await test.step("a too short password lists the real server's policy", async () => {
    await newPassword.fill('abc');
    await confirm.fill('abc');
    await save.click();
    const rules = page.getByRole('alert').filter({ hasText: 'Password must:' });
    await expect(rules.getByRole('listitem')).toContainText([
      `Be at least ${policy.min_password_length} characters long`,
    ]);
    await expect(page).toHaveURL(/\/create-password$/);
  });

  await test.step('a confirmation that differs says so', async () => {
    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await save.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  await test.step('a good password leads to the Accounts list of their service provider', async () => {
    await confirm.fill(NEW_PASSWORD);
    await save.click();
    await expect(page).toHaveURL(/\/internal\/accounts$/);
    const main = mainArea(page);
    await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(main.getByRole('rowheader', { name: tenant.accountName })).toBeVisible();
    await expect(main.getByRole('rowheader')).toHaveCount(1);
  });

  await test.step('the real server now takes the new password, without a forced change, and not the old', async () => {
    const login = await tenant.api.login(user.name, NEW_PASSWORD);
    expect(login.force_change).toBe(false);
    await expect(tenant.api.login(user.name, PASSWORD)).rejects.toThrow(/HTTP 403/);
  });
});

test('an account user with a forced change creates a password and lands on their account', async ({
  page,
}) => {
  const user = await createUser(tenant.api, {
    scope: 'account',
    serviceProviderSid: tenant.serviceProviderSid,
    accountSid: tenant.accountSid,
    forceChange: true,
  });
  await signInAs(page, user);
  await expect(page).toHaveURL(/\/create-password$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/${tenant.accountSid}/edit$`));
  await expect(mainArea(page).getByLabel('Name', { exact: true })).toHaveValue(tenant.accountName);
  expect((await tenant.api.login(user.name, NEW_PASSWORD)).force_change).toBe(false);
});

test("the portal's server asks the real API what it can do, and the page does not", async ({
  page,
  request,
}) => {
  // The first config.json since the server started sets the question going; the next ones carry the answer.
  await expect
    .poll(async () => (await (await request.get(`${portalUrl()}/config.json`)).json()).apiCapabilities)
    .toEqual({ api: 'jambonz', version: '', features: [] });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (/\/Capabilities\b/.test(sent.url())) asked.push(sent.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInAndLand(page, tenant.spUser);
  await expect(mainArea(page).getByRole('rowheader', { name: tenant.accountName })).toBeVisible();
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the login through the portal's server brings the landing page's answers: the page asks for none of them", async ({
  page,
}) => {
  const gets: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && /\/api\/v1\//.test(sent.url())) gets.push(new URL(sent.url()).pathname);
  });
  const login = page.waitForResponse((answer) => /\/api\/v1\/login$/.test(answer.url()));
  await signInAndLand(page, tenant.spUser);
  await expect(mainArea(page).getByRole('rowheader', { name: tenant.accountName })).toBeVisible();
  // What the real API answered, as the portal's server added it to the login's answer.
  const brought = ((await (await login).json()) as { switchboard_landing?: Record<string, unknown> })
    .switchboard_landing;
  const accountsPath = `/ServiceProviders/${tenant.serviceProviderSid}/Accounts`;
  expect(Object.keys(brought ?? {}).sort()).toEqual(['/ServiceProviders', accountsPath]);
  expect(brought?.[accountsPath]).toEqual(
    expect.arrayContaining([expect.objectContaining({ account_sid: tenant.accountSid })]),
  );
  expect(
    gets.filter((path) => ['/api/v1/ServiceProviders', `/api/v1${accountsPath}`].includes(path)),
  ).toEqual([]);
});
