// SIP clients and Microsoft Teams tenants: a SIP client on an account with a SIP realm (masked password,
// the three flags on by default), and the prompt on an account without one (Save disabled); a failed load of a
// client returns to the list; Teams tenants with the notice while the service provider has no Teams FQDN.
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
const ids = { sp: '', realmAccount: '', realmName: '', realm: '', bareAccount: '', bareName: '' };

interface ClientRow {
  client_sid: string;
  username: string;
  password: string;
  is_active: number;
  allow_direct_app_calling: number;
  allow_direct_queue_calling: number;
  allow_direct_user_calling: number;
}

test.beforeAll(async () => {
  ids.sp = await ctx.admin.defaultServiceProviderSid();
  ids.realmName = unique('Realm account');
  ids.realm = `${ids.realmName.split(' ').pop()}.sip.example.com`;
  ids.realmAccount = await ctx.admin.createAccount({
    name: ids.realmName,
    service_provider_sid: ids.sp,
    sip_realm: ids.realm,
  });
  ids.bareName = unique('No realm account');
  ids.bareAccount = await ctx.admin.createAccount({ name: ids.bareName, service_provider_sid: ids.sp });
});

test('a SIP client on an account with a SIP realm; the prompt on one without', async ({ page, problems }) => {
  problems.allow(
    /\/v1\/Clients\/00000000-0000-4000-8000-000000000000\b/,
    'a client that does not exist is opened on purpose',
  );
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(main.getByRole('heading', { name: 'SIP clients', level: 1 })).toBeVisible();
  await expect(main.getByText('No sip clients.')).toBeVisible();
  await main.getByRole('link', { name: 'Add SIP client' }).click();
  await expect(main.getByRole('heading', { name: 'Add SIP client', level: 1 })).toBeVisible();

  await test.step('an account without a SIP realm: the prompt, and Save disabled', async () => {
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: ids.bareName });
    await expect(main.getByText('Sip realm is not set for the account.')).toBeVisible();
    await expect(
      main.getByText('You need to associate a sip realm to this account in order to add sip credentials.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Set the SIP realm' })).toHaveAttribute(
      'href',
      `/internal/accounts/${ids.bareAccount}/edit`,
    );
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  await test.step('an account with one: username and password required, the flags on by default', async () => {
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: ids.realmName });
    await expect(main.getByText('Sip realm is not set for the account.')).toHaveCount(0);
    await expect(main.getByText(`@${ids.realm}`)).toBeVisible();
    for (const flag of [
      'Active',
      'Allow direct calls to applications',
      'Allow direct calls to queues',
      'Allow direct calls to users',
    ])
      await expect(main.getByLabel(flag)).toBeChecked();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Username is required')).toBeVisible();
    await expect(main.getByText('Password is required')).toBeVisible();
    await main.getByLabel('Username').fill('alice');
    await main.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await main.getByLabel('Allow direct calls to queues').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Client created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: 'alice' })).toBeVisible();
  });

  const clients = await ctx.admin.request<ClientRow[]>('GET', '/Clients');
  const alice = clients.find((c) => c.username === 'alice')!;
  expect(alice).toMatchObject({
    password: 'sXXXXXXXXXX',
    is_active: 1,
    allow_direct_app_calling: 1,
    allow_direct_queue_calling: 0,
    allow_direct_user_calling: 1,
  });

  await test.step('edit keeps the password when left blank; delete from the list', async () => {
    await main.getByRole('rowheader', { name: 'alice' }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit SIP client', level: 1 })).toBeVisible();
    await expect(main.getByText('Current: sXXXXXXXXXX')).toBeVisible();
    await main.getByLabel('Active').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Client updated successfully')).toBeVisible();
    const updated = (await ctx.admin.request<ClientRow[]>('GET', '/Clients')).find(
      (c) => c.username === 'alice',
    )!;
    expect(updated).toMatchObject({ is_active: 0, password: 'sXXXXXXXXXX' });
    await expect(main.getByRole('row', { name: /alice/ })).toContainText('inactive');
    await main.getByRole('button', { name: 'Delete alice' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete sip client' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Deleted sip client')).toBeVisible();
    await expect(main.getByText('No sip clients.')).toBeVisible();
  });

  await test.step('a client that cannot be loaded: the error, then the list', async () => {
    await page.goto(`${ctx.stack.hostUrl}/internal/clients/00000000-0000-4000-8000-000000000000/edit`);
    await expect(toasts(page).getByRole('alert')).toContainText('Not Found');
    // the list keeps the account the saves above selected
    await expect(page).toHaveURL(/\/internal\/clients(\?account_sid=[0-9a-f-]+)?$/);
    await expect(main.getByRole('heading', { name: 'SIP clients', level: 1 })).toBeVisible();
  });
});

test('Microsoft Teams tenants: the notice without a Teams FQDN, add, duplicate domain, edit, delete', async ({
  page,
}) => {
  const main = mainArea(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  // the menu item follows the service provider's Teams FQDN (docs/product/shell.md#menu)
  await expect(nav.getByRole('link', { name: 'MS Teams Tenants' })).toHaveCount(0);
  await page.goto(`${ctx.stack.hostUrl}/internal/ms-teams-tenants`);
  await expect(main.getByRole('heading', { name: 'Microsoft Teams tenants', level: 1 })).toBeVisible();
  await expect(main.getByText(/has no Microsoft Teams FQDN/)).toBeVisible();
  await expect(main.getByText('No Microsoft Teams Tenant.')).toBeVisible();

  await ctx.admin.request('PUT', `/ServiceProviders/${ids.sp}`, { ms_teams_fqdn: 'teams.example.com' });
  await page.reload();
  await expect(nav.getByRole('link', { name: 'MS Teams Tenants' })).toBeVisible();
  await expect(main.getByText(/has no Microsoft Teams FQDN/)).toHaveCount(0);

  await main.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Domain name is required')).toBeVisible();
  await main.getByLabel('Domain name').fill('contoso.example.com');
  await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: ids.realmName });
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Microsoft Teams Tenant created successfully')).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'contoso.example.com' })).toBeVisible();

  await main.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
  await main.getByLabel('Domain name').fill('CONTOSO.example.com');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('The domain name you have entered is already in use.')).toBeVisible();
  await main.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();

  await main.getByRole('rowheader', { name: 'contoso.example.com' }).getByRole('link').click();
  await main.getByLabel('Domain name').fill('fabrikam.example.com');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Microsoft Teams Tenant updated successfully')).toBeVisible();
  await main.getByRole('button', { name: 'Delete fabrikam.example.com' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Microsoft Teams tenant' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText('Deleted Microsoft Teams Tenant')).toBeVisible();
  await expect(main.getByText('No Microsoft Teams Tenant.')).toBeVisible();
});
