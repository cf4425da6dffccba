// The Activity page (issue 13): the audit trail of the account, the service provider or the platform, with its
// filters and paging, as the API returns it.
import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityEntry } from '@switchboard/shared/types';
import {
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  sessionAs,
} from '@switchboard/shared/testing';
import { setupFakeApi } from '../../testing/setup';
import { renderIdentity } from '../../testing/render';
import { describeChange, formatWhen } from './activity.rules';
import { NO_AUDIT_TRAIL } from './ActivityPage';

const api = setupFakeApi();

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  audit_log_sid: `a-${Math.random()}`,
  at: '2026-11-23T10:15:30.000Z',
  user_sid: 'u-1',
  user_name: 'spuser',
  api_key_sid: null,
  scope: 'service_provider',
  ip: '203.0.113.7',
  service_provider_sid: TEST_SP_SID,
  account_sid: TEST_ACCOUNT_SID,
  entity: 'account',
  entity_sid: TEST_ACCOUNT_SID,
  action: 'update',
  changes: { name: { before: 'Acme', after: 'Acme Ltd' } },
  ...overrides,
});

/** Answers the three Activity endpoints and records what was asked. */
function activityServer(entries: ActivityEntry[]) {
  const asked: URL[] = [];
  const answer = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const count = Number(url.searchParams.get('count'));
    const who = url.searchParams.get('user');
    const rows = entries.filter((e) => !who || e.user_name?.includes(who));
    return HttpResponse.json({
      total: rows.length,
      page,
      page_size: count,
      data: rows.slice((page - 1) * count, page * count),
    });
  };
  api.server.use(
    http.get(apiUrl('/Accounts/:sid/Activity'), answer),
    http.get(apiUrl('/ServiceProviders/:sid/Activity'), answer),
    http.get(apiUrl('/Activity'), answer),
  );
  return asked;
}

describe('Activity', () => {
  it('a service-provider user sees their provider’s trail: who, from where, what and what changed', async () => {
    const asked = activityServer([
      entry({}),
      entry({
        action: 'sign-in-failed',
        entity: 'user',
        entity_sid: null,
        user_name: 'mallory',
        changes: {},
      }),
    ]);
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('spuser')).toBeInTheDocument();
    expect(within(rows[0]).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Changed account/)).toBeInTheDocument();
    expect(within(rows[0]).getByText('name: Acme → Acme Ltd')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Failed sign-in as user/)).toBeInTheDocument();
    expect(screen.getByText('Total: 2 record(s)')).toBeInTheDocument();
    expect(asked[0].pathname).toBe(`/v1/ServiceProviders/${TEST_SP_SID}/Activity`);
    expect(Object.fromEntries(asked[0].searchParams)).toMatchObject({ page: '1', count: '25', days: '7' });
  });

  it('an account user sees their own account’s trail, with no account or scope choice', async () => {
    const asked = activityServer([entry({})]);
    renderIdentity('/internal/activity', { preloadedState: sessionAs('account') });
    await screen.findByRole('table', { name: 'Activity' });
    expect(asked[0].pathname).toBe(`/v1/Accounts/${TEST_ACCOUNT_SID}/Activity`);
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Scope' })).not.toBeInTheDocument();
  });

  it('filters: who after the pause, the date as the time-series query, an account, the whole platform (admins)', async () => {
    const asked = activityServer([entry({}), entry({ user_name: 'other' })]);
    const { user } = renderIdentity('/internal/activity', { preloadedState: sessionAs('admin') });
    await screen.findByText('Total: 2 record(s)');
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'other');
    await screen.findByText('Total: 1 record(s)', undefined, { timeout: 3000 });
    expect(asked.at(-1)?.searchParams.get('user')).toBe('other');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'today');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('start')).toBeTruthy());
    expect(asked.at(-1)?.searchParams.get('days')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), TEST_ACCOUNT_SID);
    await waitFor(() => expect(asked.at(-1)?.pathname).toBe(`/v1/Accounts/${TEST_ACCOUNT_SID}/Activity`));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Scope' }), 'The whole platform');
    await waitFor(() => expect(asked.at(-1)?.pathname).toBe('/v1/Activity'));
  });

  it('an empty period says so', async () => {
    activityServer([]);
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByText('No activity in this period.')).toBeInTheDocument();
  });

  it('the server’s refusal shows with Retry, and Retry asks again', async () => {
    let refuse = true;
    const asked = activityServer([entry({})]);
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
    expect(asked).toHaveLength(1);
  });

  it('on an API without an audit trail (jambonz) the page says so and asks nothing', async () => {
    api.server.use(capabilitiesHandler(null));
    const asked = activityServer([entry({})]);
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByRole('heading', { name: NO_AUDIT_TRAIL })).toBeInTheDocument();
    expect(screen.getByText(/does not record who changed what/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('words values and times', () => {
    expect(describeChange('register_password', { before: '****1234', after: null })).toBe(
      'register_password: ****1234 → (none)',
    );
    expect(formatWhen(new Date(2026, 10, 3, 9, 5, 7).toISOString())).toBe('03/11/26 09:05:07');
  });
});
