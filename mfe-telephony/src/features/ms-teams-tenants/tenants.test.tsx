// Microsoft Teams tenants against the API in memory: the current service provider's list, the FQDN notice, the
// form's rules, create, update and delete.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { currentUrl, findToast, readBack } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import type { MsTeamsTenant } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addAccount,
  addApplication,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
let IVR_SID = '';
beforeEach(async () => {
  IVR_SID = await addApplication(api.current, 'IVR');
});

/** An admin who was last looking at another account (the account remembered in the session). */
const lookingAtOther = async () => {
  const other = await addAccount(api.current, 'other account');
  const { session } = sessionAs('admin');
  return { session: { ...session, accountSid: other } };
};
/** A tenant of the default account routed to IVR (or of `account` of `sp`): its sid. */
const tenant = async (domain: string, owner = { sp: TEST_SP_SID, account: TEST_ACCOUNT_SID, app: '' }) =>
  (
    await api.current.asAdmin<{ sid: string }>('POST', '/MicrosoftTeamsTenants', {
      service_provider_sid: owner.sp,
      account_sid: owner.account,
      application_sid: owner.app || IVR_SID,
      tenant_fqdn: domain,
    })
  ).sid;
const tenants = () => readBack(() => api.current.asAdmin<MsTeamsTenant[]>('GET', '/MicrosoftTeamsTenants'));

describe('Microsoft Teams tenants', () => {
  it('lists the current service provider’s tenants, with the notice while it has no Teams FQDN', async () => {
    await tenant('contoso.example.com');
    // another service provider's tenant
    const { sid: sp } = await api.current.asAdmin<{ sid: string }>('POST', '/ServiceProviders', {
      name: 'another provider',
    });
    const { sid: account } = await api.current.asAdmin<{ sid: string }>('POST', '/Accounts', {
      name: 'its account',
      service_provider_sid: sp,
    });
    const app = await addApplication(api.current, 'its app', { account_sid: account });
    await tenant('other-sp.example.com', { sp, account, app });
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
    await api.current.asAdmin('PUT', `/ServiceProviders/${TEST_SP_SID}`, {
      ms_teams_fqdn: 'teams.example.com',
    });
    renderTelephony('/internal/ms-teams-tenants', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(T.noTenants)).toBeInTheDocument();
    await waitFor(() => expect(api.current.sent('GET', '/ServiceProviders')).not.toHaveLength(0));
    expect(screen.queryByText(T.noTeamsFqdn)).toBeNull();
  });

  it('the domain name is required and unique; then created with the current service provider', async () => {
    await tenant('contoso.example.com');
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
    expect((await tenants()).map((t) => t.tenant_fqdn).sort()).toEqual([
      'contoso.example.com',
      'fabrikam.example.com',
    ]);
  });

  it('saved for another account than the one remembered: the list opens on its account, showing it', async () => {
    const { user, router } = renderTelephony('/internal/ms-teams-tenants/add', {
      preloadedState: await lookingAtOther(),
    });
    await user.selectOptions(await screen.findByLabelText('Account'), 'default account');
    await user.type(screen.getByLabelText('Domain name'), 'northwind.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.tenantCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/ms-teams-tenants'));
    expect(await screen.findByRole('row', { name: /northwind\.example\.com/ })).toBeInTheDocument();
  });

  it('updates and deletes with the spec’s toasts', async () => {
    const sid = await tenant('contoso.example.com');
    const { user } = renderTelephony(`/internal/ms-teams-tenants/${sid}/edit`, {
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
    expect(await screen.findByText(T.noTenants)).toBeInTheDocument();
    expect(await tenants()).toEqual([]);
  });
});
