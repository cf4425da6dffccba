// Settings on the real API. A service-provider user renames their provider, sets its MS Teams FQDN (the Teams
// menu item appears) and a call limit, adds an API key that then works against the real server, and deletes it.
// An admin sees the Admin tab with the real server's system information and password policy and saves domain
// names (put back afterwards: they are the whole platform's).
import { useTenant, unique } from './support/fixtures';
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

interface ServiceProviderRow {
  service_provider_sid: string;
  name: string;
  ms_teams_fqdn: string | null;
}
interface LimitRow {
  category: string;
  quantity: number;
}
interface SystemInformation {
  domain_name?: string | null;
  sip_domain_name?: string | null;
  monitoring_domain_name?: string | null;
  private_network_cidr?: string | null;
  log_level?: string;
}

test('a service-provider user saves their provider: name, Teams FQDN, limits, an API key', async ({
  page,
}) => {
  const newName = unique('RA renamed');
  const fqdn = `teams-${newName.split('-').pop()}.example.com`;
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'MS Teams Tenants' })).toHaveCount(0);
  await openMenu(page, 'Settings');
  await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // not an admin: no tabs, only the provider's form
  await expect(main.getByRole('tab')).toHaveCount(0);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue(tenant.serviceProviderName);

  await test.step('name, MS Teams FQDN and a call limit are saved', async () => {
    await main.getByLabel('Name', { exact: true }).fill(newName);
    await main.getByLabel('MS Teams FQDN').fill(fqdn);
    await main.getByLabel('Max calls').fill('12');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Settings updated')).toBeVisible();
    tenant.serviceProviderName = newName;
    const sp = await tenant.api.request<ServiceProviderRow>(
      'GET',
      `/ServiceProviders/${tenant.serviceProviderSid}`,
    );
    expect(sp).toMatchObject({ name: newName, ms_teams_fqdn: fqdn });
    const limits = await tenant.api.request<LimitRow[]>(
      'GET',
      `/ServiceProviders/${tenant.serviceProviderSid}/Limits`,
    );
    expect(limits).toEqual([expect.objectContaining({ category: 'voice_call_session', quantity: 12 })]);
  });

  await test.step('with a Teams FQDN the MS Teams Tenants page is offered', async () => {
    await expect(nav.getByRole('link', { name: 'MS Teams Tenants' })).toBeVisible();
    await page.reload();
    await expect(main.getByLabel('MS Teams FQDN')).toHaveValue(fqdn);
    await expect(main.getByLabel('Max calls')).toHaveValue('12');
  });

  let token = '';
  await test.step('an API key is created, shown once, and works on the real server', async () => {
    const keys = main.getByRole('region', { name: 'Service provider API keys' });
    await expect(keys.getByText('No API keys.')).toBeVisible();
    await main.getByRole('button', { name: 'Add API key' }).click();
    await expect(toasts(page).getByText('API key created')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    token = (await dialog.getByTestId('new-api-key').textContent())?.trim() ?? '';
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(keys.getByRole('rowheader')).toHaveCount(1);

    const saved = await tenant.api.request<Array<{ token: string }>>(
      'GET',
      `/ServiceProviders/${tenant.serviceProviderSid}/ApiKeys`,
    );
    expect(saved.map((k) => k.token)).toEqual([token]);
    // the key is the provider's: it lists the provider's accounts and nobody else's
    const accounts = await tenant.api
      .withToken(token)
      .request<Array<{ account_sid: string }>>('GET', '/Accounts');
    expect(accounts.map((a) => a.account_sid)).toEqual([tenant.accountSid]);
  });

  await test.step('the API key is deleted', async () => {
    const keys = main.getByRole('region', { name: 'Service provider API keys' });
    await keys.getByRole('button', { name: /^Delete / }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete API key' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('API key deleted')).toBeVisible();
    await expect(keys.getByText('No API keys.')).toBeVisible();
    expect(
      await tenant.api.request<unknown[]>('GET', `/ServiceProviders/${tenant.serviceProviderSid}/ApiKeys`),
    ).toEqual([]);
  });
});

test("an admin sees and saves the platform's settings", async ({ page }) => {
  const before = await tenant.api.request<SystemInformation>('GET', '/SystemInformation');
  const policy = await tenant.api.request<{ min_password_length: number }>('GET', '/PasswordSettings');
  const tag = unique('x').split('-').pop();
  const main = mainArea(page);
  try {
    await signInAndLand(page, tenant.admin);
    await chooseServiceProvider(page, tenant.serviceProviderName);
    await openMenu(page, 'Settings');
    await expect(main.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByLabel('Domain name', { exact: true })).toHaveValue(before.domain_name ?? '');
    await expect(main.getByLabel('Minimum password length')).toHaveValue(String(policy.min_password_length));

    await main.getByLabel('Domain name', { exact: true }).fill(`portal-${tag}.example.com`);
    await main.getByLabel('SIP domain name').fill(`sip-${tag}.example.com`);
    await main.getByLabel('Monitoring domain name').fill(`grafana-${tag}.example.com`);
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Admin settings updated successfully')).toBeVisible();
    expect(await tenant.api.request<SystemInformation>('GET', '/SystemInformation')).toMatchObject({
      domain_name: `portal-${tag}.example.com`,
      sip_domain_name: `sip-${tag}.example.com`,
      monitoring_domain_name: `grafana-${tag}.example.com`,
    });
    expect(
      await tenant.api.request<{ min_password_length: number }>('GET', '/PasswordSettings'),
    ).toMatchObject({ min_password_length: policy.min_password_length });

    await main.getByRole('tab', { name: 'Service provider' }).click();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(tenant.serviceProviderName);
  } finally {
    await tenant.api.request('POST', '/SystemInformation', {
      domain_name: before.domain_name ?? null,
      sip_domain_name: before.sip_domain_name ?? null,
      monitoring_domain_name: before.monitoring_domain_name ?? null,
      private_network_cidr: before.private_network_cidr ?? null,
      log_level: before.log_level ?? 'info',
    });
  }
});
