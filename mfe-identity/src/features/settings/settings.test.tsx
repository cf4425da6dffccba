// Settings against the API in memory: who sees which tab, the admin's system information, password policy and
// TTS cache, the service provider's name, limits, API keys and deletion.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { apiUrl, http, HttpResponse, findToast, readBack } from '@switchboard/shared/testing';
import type { Limit, PasswordSettings, ServiceProvider, SystemInformation } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addServiceProvider,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);

describe('Settings access', () => {
  it('admins see the tabs Admin and Service provider', async () => {
    renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Admin', 'Service provider']);
  });

  it('service-provider users see only the service-provider form', async () => {
    renderIdentity('/internal/settings', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByRole('form', { name: 'Service provider settings' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete service provider' })).not.toBeInTheDocument();
  });

  it('asks before switching tabs away from unsaved changes', async () => {
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    await screen.findByRole('textbox', { name: 'Domain name' });
    // Nothing changed yet: the tab switches at once.
    await user.click(screen.getByRole('tab', { name: 'Service provider' }));
    expect(await screen.findByRole('form', { name: 'Service provider settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Admin' }));
    await user.type(await screen.findByRole('textbox', { name: 'Domain name' }), 'example.com');
    await user.click(screen.getByRole('tab', { name: 'Service provider' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toHaveValue('example.com');
    await user.click(screen.getByRole('tab', { name: 'Service provider' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('form', { name: 'Service provider settings' })).toBeInTheDocument();
    expect(api.current.sent('POST', '/SystemInformation')).toHaveLength(0);
  });

  it('sends account users away with "You do not have permissions to manage Settings"', async () => {
    const { router } = renderIdentity('/internal/settings', { preloadedState: sessionAs('account') });
    expect(await findToast('You do not have permissions to manage Settings')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/internal/accounts/${TEST_ACCOUNT_SID}/edit`),
    );
  });
});

describe('Admin settings', () => {
  it('saves system information and the password policy: "Admin settings updated successfully"', async () => {
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Domain name' }), 'example.com');
    await user.type(screen.getByRole('textbox', { name: 'SIP domain name' }), 'sip.example.com');
    await user.type(
      screen.getByRole('textbox', { name: 'Private network CIDR' }),
      '10.0.0.0/8, 192.168.1.10',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Log level' }), 'debug');
    const min = screen.getByRole('spinbutton', { name: 'Minimum password length' });
    // a fresh install's policy: at least 6 characters
    expect(min).toHaveValue(6);
    await user.clear(min);
    await user.type(min, '12');
    await user.click(screen.getByRole('checkbox', { name: 'Require a digit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Admin settings updated successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/SystemInformation')[0].body).toEqual({
      domain_name: 'example.com',
      sip_domain_name: 'sip.example.com',
      monitoring_domain_name: null,
      private_network_cidr: '10.0.0.0/8,192.168.1.10',
      log_level: 'debug',
    });
    expect(api.current.sent('POST', '/PasswordSettings')[0].body).toEqual({
      min_password_length: 12,
      require_digit: 1,
      require_special_character: 0,
    });
    expect(
      await readBack(() => api.current.asAdmin<SystemInformation>('GET', '/SystemInformation')),
    ).toMatchObject({ domain_name: 'example.com', log_level: 'debug' });
    expect(
      await readBack(() => api.current.asAdmin<PasswordSettings>('GET', '/PasswordSettings')),
    ).toMatchObject({ min_password_length: 12, require_digit: 1 });
  });

  it('checks every private network CIDR entry: "Invalid private network CIDR" + the value', async () => {
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    await user.type(
      await screen.findByRole('textbox', { name: 'Private network CIDR' }),
      '10.0.0.0/8, 300.1.1.1/24',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid private network CIDR 300.1.1.1/24')).toBeInTheDocument();
    expect(api.current.sent('POST', '/SystemInformation')).toHaveLength(0);
  });

  it('uses the default policy (minimum 6) when none was saved', async () => {
    // what an API that never saved a policy answers (a jambonz install); this one always has its default
    api.server.use(http.get(apiUrl('/PasswordSettings'), () => HttpResponse.json({})));
    renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('spinbutton', { name: 'Minimum password length' })).toHaveValue(6);
  });

  it('shows the server’s message when it refuses the policy', async () => {
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    const min = await screen.findByRole('spinbutton', { name: 'Minimum password length' });
    // out of the range both sides apply: refused here, nothing sent
    await user.clear(min);
    await user.type(min, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum password length must be between 6 and 20')).toBeInTheDocument();
    expect(api.current.sent('POST', '/PasswordSettings')).toHaveLength(0);
    // a server with a stricter range than the page's (this API's is the page's own): its message is shown
    api.server.use(
      http.post(apiUrl('/PasswordSettings'), () =>
        HttpResponse.json(
          { msg: 'invalid min_password_length property: should be between 8-20' },
          { status: 400 },
        ),
      ),
    );
    await user.clear(min);
    await user.type(min, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await findToast('invalid min_password_length property: should be between 8-20'),
    ).toBeInTheDocument();
  });

  it('shows and clears the TTS cache: "Tts Cache successfully cleaned"', async () => {
    await api.current.platform.ttsCache(null, 12);
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('Cached items: 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear TTS cache' }));
    expect(await findToast('Tts Cache successfully cleaned')).toBeInTheDocument();
    expect(await screen.findByText('Cached items: 0')).toBeInTheDocument();
  });
});

describe('Service provider settings', () => {
  async function openTab(user: ReturnType<typeof renderIdentity>['user']) {
    await user.click(await screen.findByRole('tab', { name: 'Service provider' }));
    return screen.findByRole('form', { name: 'Service provider settings' });
  }

  it('saves name, MS Teams FQDN and limits, keeping the registration webhook: "Settings updated"', async () => {
    await api.current.asAdmin('PUT', `/ServiceProviders/${TEST_SP_SID}`, {
      registration_hook: { url: 'https://example.com/reg', method: 'POST' },
    });
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    const form = await openTab(user);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('default service provider');
    await user.clear(name);
    await user.type(name, 'Acme Telecom');
    await user.type(within(form).getByRole('textbox', { name: 'MS Teams FQDN' }), 'teams.acme.com');
    await user.type(within(form).getByRole('spinbutton', { name: 'Licensed minutes' }), '5000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findToast('Settings updated')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/ServiceProviders/${TEST_SP_SID}`)[0].body).toEqual({
      name: 'Acme Telecom',
      ms_teams_fqdn: 'teams.acme.com',
      registration_hook: { url: 'https://example.com/reg', method: 'POST', username: null, password: null },
    });
    expect(api.current.sent('POST', `/ServiceProviders/${TEST_SP_SID}/Limits`)[0].body).toEqual({
      category: 'voice_call_minutes_license',
      quantity: 5000,
    });
    const [saved] = await readBack(() => api.current.asAdmin<ServiceProvider[]>('GET', '/ServiceProviders'));
    expect(saved).toMatchObject({ name: 'Acme Telecom', ms_teams_fqdn: 'teams.acme.com' });
    const limits = await readBack(() =>
      api.current.asAdmin<Limit[]>('GET', `/ServiceProviders/${TEST_SP_SID}/Limits`),
    );
    expect(limits.map((l) => [l.category, l.quantity])).toEqual([['voice_call_minutes_license', 5000]]);
  });

  it('requires a name, and refuses one used by another service provider', async () => {
    await addServiceProvider(api.current, 'Other SP');
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    const form = await openTab(user);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Service provider name is required')).toBeInTheDocument();
    await user.type(name, 'other sp');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'The name you have entered is already in use on another service provider.',
      ),
    ).toBeInTheDocument();
    expect(api.current.sent('PUT', `/ServiceProviders/${TEST_SP_SID}`)).toHaveLength(0);
  });

  it('manages the service provider’s API keys', async () => {
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('service_provider') });
    const section = await screen.findByRole('region', { name: 'Service provider API keys' });
    expect(await within(section).findByText('No API keys.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add API key' }));
    expect(await findToast('API key created')).toBeInTheDocument();
    expect(api.current.sent('POST', '/ApiKeys')[0].body).toEqual({ service_provider_sid: TEST_SP_SID });
    expect(
      await readBack(() => api.current.asAdmin<unknown[]>('GET', `/ServiceProviders/${TEST_SP_SID}/ApiKeys`)),
    ).toHaveLength(1);
  });

  it('an admin deletes a service provider with nothing left: "Deleted service provider X"', async () => {
    const spare = await addServiceProvider(api.current, 'Spare SP');
    const { user, store } = renderIdentity('/internal/settings', {
      preloadedState: sessionAs('admin', { serviceProviderSid: spare }),
    });
    const form = await openTab(user);
    await user.click(within(form).getByRole('button', { name: 'Delete service provider' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete service provider' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted service provider Spare SP')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.serviceProviderSid).toBe(TEST_SP_SID));
    const left = await readBack(() => api.current.asAdmin<ServiceProvider[]>('GET', '/ServiceProviders'));
    expect(left.map((sp) => sp.name)).toEqual(['default service provider']);
  });

  it('explains why a service provider with accounts or users cannot be deleted', async () => {
    const { user } = renderIdentity('/internal/settings', {
      preloadedState: sessionAs('admin'),
    });
    const form = await openTab(user);
    await user.click(within(form).getByRole('button', { name: 'Delete service provider' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('1 account: default account')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('shows a load failure with Retry', async () => {
    // jambonz's refusal shape ({status, message}), which this API does not give its own users
    api.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/Limits'), () =>
        HttpResponse.json({ status: 'fail', message: 'insufficient privileges' }, { status: 403 }),
      ),
    );
    renderIdentity('/internal/settings', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByText('insufficient privileges')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('view-only users see it read-only', async () => {
    renderIdentity('/internal/settings', {
      preloadedState: sessionAs('service_provider', { isViewOnly: true }),
    });
    const form = await screen.findByRole('form', { name: 'Service provider settings' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add API key' })).not.toBeInTheDocument();
  });
});
