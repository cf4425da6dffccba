// The Activity page: the audit trail of the account, the service provider or the platform, with its filters and
// paging, as the API in memory records it — the entries are what the test users did through the API.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { apiUrl, capabilitiesHandler, http, HttpResponse } from '@switchboard/shared/testing';
import { ACCOUNT_SID as TEST_ACCOUNT_SID, SP_SID as TEST_SP_SID } from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { describeChange, formatWhen } from './activity.rules';
import { NO_AUDIT_TRAIL } from './ActivityPage';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
/** Requests seen from an address of the documentation range, as the portal's proxy forwards them. */
const FROM = { 'x-forwarded-for': '203.0.113.7' };

/** The service-provider user renames the default account 'Acme Ltd' (from 203.0.113.7). */
const rename = (user: 'spuser' | 'acctuser' = 'spuser', name = 'Acme Ltd') =>
  api.current.call('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, api.current.tokenOf(user), { name }, FROM);
/** Someone tries to sign in as the provider's 'spviewer' with a wrong password. */
const failedSignIn = () =>
  api.current
    .call('POST', '/login', null, { username: 'spviewer', password: 'not-it' }, FROM)
    .catch(() => undefined);
const activityRequests = () => api.current.requests.filter((r) => r.path.endsWith('/Activity'));
const lastActivity = () => {
  const r = activityRequests().at(-1)!;
  return { pathname: `/v1${r.path}`, searchParams: new URLSearchParams(r.search) };
};

describe('Activity', () => {
  it('a service-provider user sees their provider’s trail: who, from where, what and what changed', async () => {
    await failedSignIn();
    await rename();
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('spuser')).toBeInTheDocument();
    expect(within(rows[0]).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Changed account/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('name: default account → Acme Ltd')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Failed sign-in as user/)).toBeInTheDocument();
    expect(await screen.findByText('Total: 2 record(s)')).toBeInTheDocument();
    const [first] = activityRequests();
    expect(first.path).toBe(`/ServiceProviders/${TEST_SP_SID}/Activity`);
    expect(Object.fromEntries(new URLSearchParams(first.search))).toMatchObject({
      page: '1',
      count: '25',
      days: '7',
    });
  });

  it('an account user sees their own account’s trail, with no account or scope choice', async () => {
    await rename('acctuser');
    renderIdentity('/internal/activity', { preloadedState: sessionAs('account') });
    await screen.findByRole('table', { name: 'Activity' });
    expect(screen.getByText('acctuser')).toBeInTheDocument();
    expect(activityRequests()[0].path).toBe(`/Accounts/${TEST_ACCOUNT_SID}/Activity`);
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Scope' })).not.toBeInTheDocument();
  });

  it('filters: who after the pause, the date as the time-series query, an account, the whole platform (admins)', async () => {
    await rename('spuser', 'Acme');
    await rename('acctuser', 'Acme Ltd');
    const { user } = renderIdentity('/internal/activity', { preloadedState: sessionAs('admin') });
    await screen.findByText('Total: 2 record(s)');
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'acctuser');
    await screen.findByText('Total: 1 record(s)', undefined, { timeout: 3000 });
    expect(lastActivity().searchParams.get('user')).toBe('acctuser');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'today');
    await waitFor(() => expect(lastActivity().searchParams.get('start')).toBeTruthy());
    expect(lastActivity().searchParams.get('days')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), TEST_ACCOUNT_SID);
    await waitFor(() => expect(lastActivity().pathname).toBe(`/v1/Accounts/${TEST_ACCOUNT_SID}/Activity`));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope' }), 'The whole platform');
    await waitFor(() => expect(lastActivity().pathname).toBe('/v1/Activity'));
    expect(await screen.findByText('Total: 1 record(s)')).toBeInTheDocument();
  });

  it('an empty period says so', async () => {
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByText('No activity in this period.')).toBeInTheDocument();
  });

  it('the server’s refusal shows with Retry, and Retry asks again', async () => {
    let refuse = true;
    await rename();
    // a refusal the API does not give this user; then the API answers
    api.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/Activity'), () =>
        refuse ? HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByText('insufficient permissions')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total: 1 record(s)')).toBeInTheDocument();
    expect(activityRequests()).toHaveLength(2);
  });

  it('on an API without an audit trail (jambonz) the page says so and asks nothing', async () => {
    // a jambonz API: no capabilities document
    api.server.use(capabilitiesHandler(null));
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByRole('heading', { name: NO_AUDIT_TRAIL })).toBeInTheDocument();
    expect(screen.getByText(/does not record who changed what/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).not.toBeInTheDocument();
    expect(activityRequests()).toEqual([]);
  });

  it('words values and times', () => {
    expect(describeChange('register_password', { before: '****1234', after: null })).toBe(
      'register_password: ****1234 → (none)',
    );
    expect(formatWhen(new Date(2026, 10, 3, 9, 5, 7).toISOString())).toBe('03/11/26 09:05:07');
  });
});
