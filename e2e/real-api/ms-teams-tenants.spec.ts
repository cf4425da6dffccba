// MS Teams tenants on the real API (which lists every tenant to everyone: the portal shows the provider's). With a
// Teams FQDN on the provider, a service-provider user adds a tenant for an account, gives it an application,
// is refused a domain that is taken, and deletes it. Every write is read back from the real server.
import { createApplication, unique, useTenant } from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();
let appName = '';
let appSid = '';

interface TenantRow {
  ms_teams_tenant_sid: string;
  tenant_fqdn: string;
  service_provider_sid: string;
  account_sid: string | null;
  application_sid: string | null;
}

test.beforeAll(async () => {
  await tenant.api.request('PUT', `/ServiceProviders/${tenant.serviceProviderSid}`, {
    ms_teams_fqdn: `teams-${unique('x').split('-').pop()}.example.com`,
  });
  appName = unique('RA teams app');
  appSid = await createApplication(tenant.api, { name: appName, account_sid: tenant.accountSid });
});

const findTenant = async (fqdn: string) =>
  (await tenant.api.request<TenantRow[]>('GET', '/MicrosoftTeamsTenants')).find(
    (t) => t.tenant_fqdn === fqdn,
  );

test('a service-provider user adds a Teams tenant, gives it an application and deletes it', async ({
  page,
}) => {
  const fqdn = `${unique('contoso').split(' ').pop()}.contoso.example.com`;
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'MS Teams Tenants');
  await expect(main.getByRole('heading', { name: 'Microsoft Teams tenants', level: 1 })).toBeVisible();
  await expect(main.getByText(/has no Microsoft Teams FQDN/)).toHaveCount(0);

  await test.step('add a tenant for the account', async () => {
    await main.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
    await main.getByLabel('Domain name').fill(fqdn);
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Microsoft Teams Tenant created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: fqdn })).toBeVisible();
  });
  const created = await findTenant(fqdn);
  expect(created).toMatchObject({
    service_provider_sid: tenant.serviceProviderSid,
    account_sid: tenant.accountSid,
    application_sid: null,
  });

  await test.step('edit: the application that answers its calls', async () => {
    await main.getByRole('rowheader', { name: fqdn }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit Microsoft Teams tenant', level: 1 })).toBeVisible();
    await main.getByLabel('Application').selectOption({ label: appName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Microsoft Teams Tenant updated successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: fqdn })).toBeVisible();
  });
  expect(await findTenant(fqdn)).toMatchObject({ application_sid: appSid });

  await test.step('the same domain again is refused', async () => {
    await main.getByRole('link', { name: 'Add Microsoft Teams tenant' }).click();
    await main.getByLabel('Domain name').fill(fqdn);
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('The domain name you have entered is already in use.')).toBeVisible();
    await main.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
  });

  await test.step('delete it', async () => {
    await main.getByRole('button', { name: `Delete ${fqdn}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Microsoft Teams tenant' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Deleted Microsoft Teams Tenant')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: fqdn })).toHaveCount(0);
  });
  expect(await findTenant(fqdn)).toBeUndefined();
});
