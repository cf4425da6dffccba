import { screen, waitFor, within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, TEST_SP_SID, currentUrl, findToast, sessionAs } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { IVR_SID, OTHER_ACCOUNT_SID } from '../../testing/fake-api';
import { renderTelephony } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();

/** An admin who was last looking at the other account (the account remembered in the session). */
const lookingAtOther = () => {
  const { session } = sessionAs('admin');
  return { session: { ...session, accountSid: OTHER_ACCOUNT_SID } };
};
const tenant = (domain: string, sp = TEST_SP_SID) => ({
  ms_teams_tenant_sid: `t-${domain}`,
  service_provider_sid: sp,
  account_sid: TEST_ACCOUNT_SID,
  application_sid: IVR_SID,
  tenant_fqdn: domain,
});

describe('Microsoft Teams tenants', () => {
  it('lists the current service provider’s tenants, with the notice while it has no Teams FQDN', async () => {
    api.current.db.tenants.push(tenant('contoso.example.com'), tenant('other-sp.example.com', 'another-sp'));
    renderTelephony('/internal/ms-teams-tenants', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /contoso.example.com/ });
    expect(within(row).getByText('default account')).toBeInTheDocument();
    expect(await within(row).findByText('IVR')).toBeInTheDocument();
    expect(screen.queryByText('other-sp.example.com')).toBeNull();
    expect(await screen.findByText(T.noTeamsFqdn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/internal/settings',
    );
  });

  it('says "No Microsoft Teams Tenant." and no notice once the FQDN is set', async () => {
    api.current.db.serviceProviders[0].ms_teams_fqdn = 'teams.example.com';
    renderTelephony('/internal/ms-teams-tenants', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(T.noTenants)).toBeInTheDocument();
    await waitFor(() => expect(api.current.sent('GET', '/ServiceProviders')).not.toHaveLength(0));
    expect(screen.queryByText(T.noTeamsFqdn)).toBeNull();
  });

  it('the domain name is required and unique; then created with the current service provider', async () => {
    api.current.db.tenants.push(tenant('contoso.example.com'));
    const { user, router } = renderTelephony('/internal/ms-teams-tenants/add', {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.tenantDomainRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Domain name'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid domain name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Domain name'));
    await user.type(screen.getByLabelText('Domain name'), 'CONTOSO.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.tenantDomainInUse)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Domain name'));
    await user.type(screen.getByLabelText('Domain name'), 'fabrikam.example.com');
    await user.selectOptions(screen.getByLabelText('Application'), 'IVR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.tenantCreated)).toBeInTheDocument();
    expect(api.current.sent('POST', '/MicrosoftTeamsTenants')[0].body).toEqual({
      tenant_fqdn: 'fabrikam.example.com',
      account_sid: TEST_ACCOUNT_SID,
      application_sid: IVR_SID,
      service_provider_sid: TEST_SP_SID,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/ms-teams-tenants'));
  });

  it('saved for another account than the one remembered: the list opens on its account, showing it', async () => {
    const { user, router } = renderTelephony('/internal/ms-teams-tenants/add', {
      preloadedState: lookingAtOther(),
    });
    await user.selectOptions(await screen.findByLabelText('Account'), 'default account');
    await user.type(screen.getByLabelText('Domain name'), 'northwind.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.tenantCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/ms-teams-tenants'));
    expect(await screen.findByRole('row', { name: /northwind\.example\.com/ })).toBeInTheDocument();
  });

  it('updates and deletes with the spec’s toasts', async () => {
    api.current.db.tenants.push(tenant('contoso.example.com'));
    const { user } = renderTelephony('/internal/ms-teams-tenants/t-contoso.example.com/edit', {
      preloadedState: sessionAs('admin'),
    });
    const domain = await screen.findByLabelText('Domain name');
    await user.clear(domain);
    await user.type(domain, 'contoso.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.tenantUpdated)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete contoso.example.org' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.tenantDeleted)).toBeInTheDocument();
  });
});
