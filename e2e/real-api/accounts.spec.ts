// Accounts on the real API. A service-provider user adds an account (SIP realm, registration webhook, call limit),
// edits it (name, queue event webhook with basic auth), creates an account API key that then works on the real
// server, removes the key and deletes the account; an account that still has an application cannot be deleted
// (the real server would cascade; the portal lists what is left). An admin adds an account with the debug log on
// and generates a new webhook signing secret. An account user edits their own account. Every write is read back.
import { createAccount, createApplication, unique, useTenant } from './support/fixtures';
import {
  chooseServiceProvider,
  expect,
  mainArea,
  openMenu,
  signInAndLand,
  test,
  toasts,
} from './support/portal';

const tenant = useTenant();

interface Hook {
  url: string;
  method: string;
  username?: string | null;
  password?: string | null;
}
interface AccountRow {
  account_sid: string;
  name: string;
  sip_realm: string | null;
  enable_debug_log: number;
  webhook_secret: string;
  registration_hook: Hook | null;
  queue_event_hook: Hook | null;
}

const accountsOfTenant = () =>
  tenant.api.request<AccountRow[]>('GET', `/ServiceProviders/${tenant.serviceProviderSid}/Accounts`);

test('a service-provider user adds, edits and deletes an account, with an API key on the way', async ({
  page,
}) => {
  const name = unique('RA new account');
  const tag = name.split('-').pop();
  const realm = `${tag}.sip.example.com`;
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);

  await test.step('add: name, SIP realm, registration webhook, max calls', async () => {
    await main.getByRole('link', { name: 'Add account' }).click();
    await expect(main.getByRole('heading', { name: 'Add account', level: 1 })).toBeVisible();
    await main.getByLabel('Name', { exact: true }).fill(name);
    await main.getByLabel('SIP realm').fill(realm);
    await main.getByLabel('Registration webhook URL').fill('https://hooks.example.com/register');
    await main.getByLabel('Max calls').fill('5');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts(\?|$)/);
    await expect(main.getByRole('rowheader', { name })).toBeVisible();
  });

  const created = (await accountsOfTenant()).find((a) => a.name === name);
  expect(created).toMatchObject({
    sip_realm: realm,
    registration_hook: { url: 'https://hooks.example.com/register', method: 'POST' },
  });
  const sid = created!.account_sid;
  expect(await tenant.api.request('GET', `/Accounts/${sid}/Limits`)).toEqual([
    expect.objectContaining({ category: 'voice_call_session', quantity: 5 }),
  ]);

  const renamed = `${name} renamed`;
  await test.step('edit: name, queue event webhook with basic authentication', async () => {
    await main.getByRole('rowheader', { name }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
    await expect(main.getByLabel('SIP realm')).toHaveValue(realm);
    await expect(main.getByLabel('Registration webhook URL')).toHaveValue(
      'https://hooks.example.com/register',
    );
    await expect(main.getByLabel('Max calls')).toHaveValue('5');
    await main.getByLabel('Name', { exact: true }).fill(renamed);
    const queue = main.getByRole('group', { name: 'Queue event webhook' });
    await queue.getByLabel('Queue event webhook URL').fill('https://hooks.example.com/queue');
    await queue.getByLabel('Use HTTP basic authentication').check();
    await queue.getByLabel('Username').fill('queue-user');
    await queue.getByLabel('Password', { exact: true }).fill('queue-secret');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Account updated successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: renamed })).toBeVisible();
  });
  expect(await tenant.api.request<AccountRow>('GET', `/Accounts/${sid}`)).toMatchObject({
    name: renamed,
    sip_realm: realm,
    registration_hook: { url: 'https://hooks.example.com/register' },
    queue_event_hook: { url: 'https://hooks.example.com/queue', username: 'queue-user' },
  });

  await test.step('an account API key works on the real server, and is removed', async () => {
    await main.getByRole('rowheader', { name: renamed }).getByRole('link').click();
    const keys = main.getByRole('region', { name: 'Account API keys' });
    await expect(keys.getByText('No API keys.')).toBeVisible();
    await main.getByRole('button', { name: 'Add API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    const token = (await dialog.getByTestId('new-api-key').textContent())?.trim() ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    const mine = await tenant.api.withToken(token).request<AccountRow[]>('GET', '/Accounts');
    expect(mine.map((a) => a.account_sid)).toEqual([sid]);

    await keys.getByRole('button', { name: /^Delete / }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete API key' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('API key deleted')).toBeVisible();
    expect(await tenant.api.request('GET', `/Accounts/${sid}/ApiKeys`)).toEqual([]);
  });

  await test.step('delete the account from the list', async () => {
    await openMenu(page, 'Accounts');
    await main.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText(`Deleted account ${renamed}`)).toBeVisible();
    await expect(main.getByRole('rowheader', { name: renamed })).toHaveCount(0);
    expect((await accountsOfTenant()).map((a) => a.account_sid)).not.toContain(sid);
  });
});

test('an account with an application cannot be deleted: the dialog lists it', async ({ page }) => {
  const name = unique('RA busy account');
  const sid = await createAccount(tenant.api, { name, service_provider_sid: tenant.serviceProviderSid });
  const appName = unique('RA busy app');
  await createApplication(tenant.api, { name: appName, account_sid: sid });
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await main.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
  await expect(dialog.getByText('This account cannot be deleted yet')).toBeVisible();
  await expect(dialog.getByText(appName)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await accountsOfTenant()).map((a) => a.account_sid)).toContain(sid);
});

test('an admin adds an account with the debug log and generates a new webhook secret', async ({ page }) => {
  const name = unique('RA admin account');
  const main = mainArea(page);
  await signInAndLand(page, tenant.admin);
  await chooseServiceProvider(page, tenant.serviceProviderName);
  await main.getByRole('link', { name: 'Add account' }).click();
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Enable debug log').check();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Account created successfully')).toBeVisible();
  const created = (await accountsOfTenant()).find((a) => a.name === name);
  expect(created).toMatchObject({ enable_debug_log: 1 });

  await main.getByRole('rowheader', { name }).getByRole('link').click();
  await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'Generate new secret' }).click();
  await expect(toasts(page).getByText('Webhook signing secret was successfully generated')).toBeVisible();
  const saved = await tenant.api.request<AccountRow>('GET', `/Accounts/${created!.account_sid}`);
  expect(saved.webhook_secret).not.toBe(created!.webhook_secret);
  await main.getByRole('button', { name: 'Reveal Webhook signing secret' }).click();
  await expect(main.getByText(saved.webhook_secret)).toBeVisible();
});

test('an account user edits their own account', async ({ page }) => {
  const main = mainArea(page);
  await signInAndLand(page, tenant.accountUser);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue(tenant.accountName);
  // the limits are the provider's to set
  await expect(main.getByLabel('Max calls')).not.toBeEditable();
  await main.getByLabel('Registration webhook URL').fill('https://hooks.example.com/mine');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Account updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/${tenant.accountSid}/edit$`));
  expect(await tenant.api.request<AccountRow>('GET', `/Accounts/${tenant.accountSid}`)).toMatchObject({
    name: tenant.accountName,
    registration_hook: { url: 'https://hooks.example.com/mine', method: 'POST' },
  });
});
