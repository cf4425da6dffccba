// SIP clients on the real API. A service-provider user adds a client to an account with a SIP realm (an account
// without one says so and cannot have clients), edits it and deletes it; an account user adds one of their own and
// sees only their account's clients. Every write is read back from the real server.
import { createAccount, unique, useTenant } from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();
const realmAccount = { sid: '', name: '', realm: '' };

interface ClientRow {
  client_sid: string;
  account_sid: string;
  username: string;
  is_active: number;
  allow_direct_app_calling: number;
  allow_direct_queue_calling: number;
  allow_direct_user_calling: number;
}

test.beforeAll(async () => {
  realmAccount.name = unique('RA realm account');
  realmAccount.realm = `${realmAccount.name.split('-').pop()}.sip.example.com`;
  realmAccount.sid = await createAccount(tenant.api, {
    name: realmAccount.name,
    service_provider_sid: tenant.serviceProviderSid,
    sip_realm: realmAccount.realm,
  });
});

const findClient = async (username: string) =>
  (await tenant.api.request<ClientRow[]>('GET', '/Clients')).find((c) => c.username === username);

test('a service-provider user adds, edits and deletes a SIP client', async ({ page }) => {
  const username = `ra-${unique('alice').split('-').pop()}`;
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Clients');
  await expect(main.getByRole('heading', { name: 'SIP clients', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Add SIP client' }).click();
  // The form's own Account field, not the list's filter of the same name (the form's code may still be loading).
  await expect(main.getByRole('heading', { name: 'Add SIP client', level: 1 })).toBeVisible();

  await test.step('an account without a SIP realm cannot have clients', async () => {
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
    await expect(main.getByText('Sip realm is not set for the account.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  await test.step('add one to the account with a realm', async () => {
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: realmAccount.name });
    await expect(main.getByText(`@${realmAccount.realm}`)).toBeVisible();
    await main.getByLabel('Username').fill(username);
    await main.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await main.getByLabel('Allow direct calls to queues').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Client created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: username })).toBeVisible();
  });
  const created = await findClient(username);
  expect(created).toMatchObject({
    account_sid: realmAccount.sid,
    is_active: 1,
    allow_direct_app_calling: 1,
    allow_direct_queue_calling: 0,
    allow_direct_user_calling: 1,
  });

  await test.step('edit: inactive', async () => {
    await main.getByRole('rowheader', { name: username }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit SIP client', level: 1 })).toBeVisible();
    await main.getByLabel('Active').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Client updated successfully')).toBeVisible();
    await expect(main.getByRole('row', { name: new RegExp(username) })).toContainText('inactive');
  });
  expect(await findClient(username)).toMatchObject({ is_active: 0 });

  await test.step('delete it', async () => {
    await main.getByRole('button', { name: `Delete ${username}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete sip client' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Deleted sip client')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: username })).toHaveCount(0);
  });
  expect(await findClient(username)).toBeUndefined();
});

test("an account user adds a client to their account and sees only their account's", async ({ page }) => {
  await tenant.api.request('PUT', `/Accounts/${tenant.accountSid}`, {
    sip_realm: `${tenant.accountName.split('-').pop()}.own.sip.example.com`,
  });
  const theirs = `ra-${unique('bob').split('-').pop()}`;
  await tenant.api.request('POST', '/Clients', {
    account_sid: realmAccount.sid,
    username: theirs,
    password: 's3cret-pass',
    is_active: 1,
  });
  const mine = `ra-${unique('carol').split('-').pop()}`;
  const main = mainArea(page);
  await signInAndLand(page, tenant.accountUser);
  await openMenu(page, 'Clients');
  await main.getByRole('link', { name: 'Add SIP client' }).click();
  await expect(main.getByRole('heading', { name: 'Add SIP client', level: 1 })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
  await main.getByLabel('Username').fill(mine);
  await main.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Client created successfully')).toBeVisible();
  await expect(main.getByRole('rowheader', { name: mine })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: theirs })).toHaveCount(0);
  expect(await findClient(mine)).toMatchObject({ account_sid: tenant.accountSid });
});
