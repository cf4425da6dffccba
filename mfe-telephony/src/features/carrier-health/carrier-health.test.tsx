// Carrier health against the API in memory: carriers and gateways as the API keeps them, the SBC's pings and
// REGISTERs and the calls' records reported on the ingest path; the page lists them worst first.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { CARRIER_HEALTH_MESSAGES as H } from '@switchboard/shared/constants';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addCarrier,
  addSipGateway,
  reportPings,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
const MIN = 60_000;

/** Calls of the last hour through `trunk`, as feature servers report them: `answered` of `total` answered. */
async function calls(trunk: string, total: number, answered: number) {
  const now = Date.now();
  await api.current.asAdmin(
    'POST',
    '/Ingest/Cdrs',
    Array.from({ length: total }, (_, i) => ({
      attempted_at: now - (i + 2) * MIN,
      answered_at: i < answered ? now - (i + 2) * MIN + 2000 : null,
      terminated_at: now - (i + 1) * MIN,
      answered: i < answered,
      direction: 'outbound',
      account_sid: TEST_ACCOUNT_SID,
      from: '15550100100',
      to: `1555020${String(1000 + i)}`,
      sip_callid: `${trunk.replace(/\W/g, '')}-${i}@203.0.113.10`,
      trunk,
      sip_status: i < answered ? 200 : 480,
      duration: i < answered ? 58 : 0,
    })),
  );
}

/** A down trunk (one gateway unanswered a minute ago, one not pinged) and a registered one, with their calls. */
async function seedList() {
  const down = await addCarrier(api.current, 'Down trunk');
  const pinged = await addSipGateway(api.current, down, '192.0.2.10', { send_options_ping: true });
  await addSipGateway(api.current, down, '192.0.2.11');
  await reportPings(api.current, pinged, [20, 12], 200);
  await reportPings(api.current, pinged, [1], null);
  const registering = await addCarrier(api.current, 'Registering trunk', {
    requires_register: true,
    register_username: 'u',
    register_password: 'p',
    register_sip_realm: 'sip.example.com',
  });
  const up = await addSipGateway(api.current, registering, '192.0.2.1', { send_options_ping: true });
  await reportPings(api.current, up, [1], 200);
  await api.current.asAdmin('POST', '/Ingest/CarrierRegistrations', [
    {
      voip_carrier_sid: registering,
      time: Date.now() - 4 * MIN,
      status: 'ok',
      sip_status: 200,
      reason: '200 OK',
      expires: 3600,
    },
  ]);
  await calls('Down trunk', 8, 2);
  await calls('Registering trunk', 4, 3);
  return { down, registering };
}

describe('Carrier health', () => {
  it('lists the carriers worst first: gateways, registration, calls and ASR, with links', async () => {
    const { down } = await seedList();
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Down trunk' });
    const rows = screen.getAllByRole('row');
    // the header row, then the worst first
    expect(rows.slice(1).map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Down trunk',
      'Registering trunk',
    ]);
    const downRow = rows[1];
    expect(within(downRow).getByText('Down')).toBeInTheDocument();
    expect(within(downRow).getByText('192.0.2.10:5060')).toBeInTheDocument();
    expect(within(downRow).getByText(/^no answer 1 min ago; since \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(downRow).getByText(H.notPingedOff)).toBeInTheDocument();
    expect(within(downRow).getByText('25 %')).toBeInTheDocument();
    expect(within(downRow).getByRole('link', { name: 'Down trunk' })).toHaveAttribute(
      'href',
      `/internal/carriers/${down}/edit`,
    );
    expect(within(downRow).getByRole('link', { name: 'Calls of Down trunk' })).toHaveAttribute(
      'href',
      '/internal/recent-calls?trunk=Down%20trunk',
    );
    const registering = rows[2];
    expect(within(registering).getByText('registered')).toBeInTheDocument();
    expect(within(registering).getByText('200 OK, 4 min ago')).toBeInTheDocument();
    expect(within(registering).getByText('75 %')).toBeInTheDocument();
    expect(
      within(registering).getByText(/^200 in 28 ms 1 min ago; since (\d\d\/\d\d )?\d\d:\d\d$/),
    ).toBeInTheDocument();
    expect(api.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/CarrierHealth`).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(H.noGatewayHealth)).not.toBeInTheDocument();
  });

  it('shows a carrier’s last 24 hours in a dialog', async () => {
    const down = await addCarrier(api.current, 'Down trunk');
    const gateway = await addSipGateway(api.current, down, '192.0.2.10', { send_options_ping: true });
    await reportPings(api.current, gateway, [90, 60], 200);
    await reportPings(api.current, gateway, [30], 503);
    await reportPings(api.current, gateway, [2, 1], null);
    const { user } = renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Last 24 hours of Down trunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Down trunk: last 24 hours' });
    expect(
      await within(dialog).findByRole('img', {
        // each answer holds until the next ping, 5 minutes at most
        name: /^OPTIONS pings of 192\.0\.2\.10:5060: not pinged .*, up 10 min, down \d min$/,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('5 pings, 3 not answered 200')).toBeInTheDocument();
    expect(within(dialog).getAllByText('no answer')).toHaveLength(2);
    expect(within(dialog).getByText('503 in 28 ms')).toBeInTheDocument();
  });

  it('an account user sees its account’s carriers and its provider’s', async () => {
    await addCarrier(api.current, 'Provider trunk');
    await addCarrier(api.current, 'Own trunk', { account_sid: TEST_ACCOUNT_SID });
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('rowheader', { name: 'Provider trunk' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Own trunk' })).toBeInTheDocument();
    expect(api.current.sent('GET', `/Accounts/${TEST_ACCOUNT_SID}/CarrierHealth`).length).toBeGreaterThan(0);
    expect(api.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/CarrierHealth`)).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Used by' })).not.toBeInTheDocument();
  });
});

describe('Carrier health on a jambonz API', () => {
  it('says there is no gateway health; registration from register_status, calls from the last hour', async () => {
    api.server.use(capabilitiesHandler(null));
    const registering = await addCarrier(api.current, 'Registering trunk', {
      requires_register: true,
      register_username: 'u',
      register_password: 'p',
      register_sip_realm: 'sip.example.com',
    });
    await api.current.platform.registerStatus(registering, { status: 'fail', reason: '403 Forbidden' });
    await addCarrier(api.current, 'Plain trunk');
    await calls('Plain trunk', 2, 1);
    await calls('Registering trunk', 1, 0);
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(H.noGatewayHealth)).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Plain trunk' });
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Registering trunk',
      'Plain trunk',
    ]);
    expect(within(rows[1]).getByText('unregistered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Down')).toBeInTheDocument();
    expect(await within(rows[2]).findByText('50 %')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'SIP gateways' })).not.toBeInTheDocument();
    const query = api.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/RecentCalls`)[0].search;
    expect(query).toMatch(/^\?page=1&count=500&start=\d{4}-/);
  });
});

describe('a carrier’s Voice tab', () => {
  it('shows its gateways’ last 24 hours where the SBC pings one', async () => {
    const trunk = await addCarrier(api.current, 'Pinged trunk');
    const gateway = await addSipGateway(api.current, trunk, '192.0.2.50', { send_options_ping: true });
    await reportPings(api.current, gateway, [3, 2, 1], 200);
    renderTelephony(`/internal/carriers/${trunk}/edit`, { preloadedState: sessionAs('admin') });
    const section = await screen.findByRole('group', { name: 'Health: last 24 hours' });
    expect(
      await within(section).findByRole('img', { name: /^OPTIONS pings of 192\.0\.2\.50:5060: .*up \d min$/ }),
    ).toBeInTheDocument();
    expect(within(section).getAllByText('200 in 28 ms')).toHaveLength(3);
  });

  it('shows nothing for a carrier whose gateways are not pinged and that does not register', async () => {
    const trunk = await addCarrier(api.current, 'Quiet trunk');
    await addSipGateway(api.current, trunk, '192.0.2.60');
    renderTelephony(`/internal/carriers/${trunk}/edit`, { preloadedState: sessionAs('admin') });
    expect(await screen.findByLabelText('Carrier name')).toHaveValue('Quiet trunk');
    await waitFor(() => expect(api.current.sent('GET', `/VoipCarriers/${trunk}/Health`)).toHaveLength(1));
    // shown while it loads, gone once the API said nothing was reported
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Health: last 24 hours' })).not.toBeInTheDocument(),
    );
  });
});
