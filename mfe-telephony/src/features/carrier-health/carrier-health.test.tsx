import { screen, waitFor, within } from '@testing-library/react';
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  sessionAs,
} from '@switchboard/shared/testing';
import { CARRIER_HEALTH_MESSAGES as H } from '@switchboard/shared/constants';
import type { CarrierHealth, CarrierHealthHistory, GatewayHealth } from '@switchboard/shared/types';
import { makeCarrier, makeSipGateway } from '../../testing/fake-api';
import { renderTelephony } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();
const NOW = Date.parse('2026-03-03T15:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const gateway = (ipv4: string, overrides: Partial<GatewayHealth> = {}): GatewayHealth => ({
  sip_gateway_sid: `gw-${ipv4}`,
  ipv4,
  port: 5060,
  protocol: 'udp',
  outbound: 1,
  is_active: 1,
  send_options_ping: 1,
  state: 'up',
  since: ago(300),
  last_ping_at: ago(1),
  last_status: 200,
  last_rtt_ms: 36,
  ...overrides,
});
const carrier = (name: string, overrides: Partial<CarrierHealth> = {}): CarrierHealth => ({
  voip_carrier_sid: `carrier-${name.replace(/\W/g, '')}`,
  name,
  account_sid: null,
  is_active: 1,
  requires_register: 0,
  level: 'up',
  gateways: [gateway('192.0.2.1')],
  registration: null,
  calls_last_hour: 0,
  answered_last_hour: 0,
  asr: null,
  ...overrides,
});

const LIST: CarrierHealth[] = [
  carrier('Down trunk', {
    level: 'down',
    gateways: [
      gateway('192.0.2.10', { state: 'down', since: ago(12), last_status: null, last_rtt_ms: null }),
      gateway('192.0.2.11', { send_options_ping: 0, state: 'not_pinged', since: null, last_ping_at: null }),
    ],
    calls_last_hour: 8,
    answered_last_hour: 2,
    asr: 25,
  }),
  carrier('Registering trunk', {
    requires_register: 1,
    registration: {
      state: 'registered',
      since: ago(600),
      last_attempt_at: ago(4),
      last_status: 200,
      reason: '200 OK',
      expires_at: ago(-56),
    },
    calls_last_hour: 40,
    answered_last_hour: 30,
    asr: 75,
  }),
];

function serveHealth(list = LIST) {
  const asked: string[] = [];
  api.server.use(
    http.get(apiUrl('/ServiceProviders/:sid/CarrierHealth'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ generated_at: new Date(NOW).toISOString(), carriers: list });
    }),
    http.get(apiUrl('/Accounts/:sid/CarrierHealth'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ generated_at: new Date(NOW).toISOString(), carriers: list });
    }),
  );
  return asked;
}

describe('Carrier health', () => {
  it('lists the carriers worst first: gateways, registration, calls and ASR, with links', async () => {
    const asked = serveHealth();
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    const rows = await screen.findAllByRole('row');
    // the header row, then the API's order (worst first)
    expect(rows.slice(1).map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Down trunk',
      'Registering trunk',
    ]);
    const down = rows[1];
    expect(within(down).getByText('Down')).toBeInTheDocument();
    expect(within(down).getByText('192.0.2.10:5060')).toBeInTheDocument();
    expect(within(down).getByText(/^no answer 1 min ago; since \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(down).getByText(H.notPingedOff)).toBeInTheDocument();
    expect(within(down).getByText('25 %')).toBeInTheDocument();
    expect(within(down).getByRole('link', { name: 'Down trunk' })).toHaveAttribute(
      'href',
      '/internal/carriers/carrier-Downtrunk/edit',
    );
    expect(within(down).getByRole('link', { name: 'Calls of Down trunk' })).toHaveAttribute(
      'href',
      '/internal/recent-calls?trunk=Down%20trunk',
    );
    const registering = rows[2];
    expect(within(registering).getByText('registered')).toBeInTheDocument();
    expect(within(registering).getByText('200 OK, 4 min ago')).toBeInTheDocument();
    expect(
      within(registering).getByText(/^200 in 36 ms 1 min ago; since (\d\d\/\d\d )?\d\d:\d\d$/),
    ).toBeInTheDocument();
    expect(asked).toEqual([`/v1/ServiceProviders/${TEST_SP_SID}/CarrierHealth`]);
    expect(screen.queryByText(H.noGatewayHealth)).not.toBeInTheDocument();
  });

  it('shows a carrier’s last 24 hours in a dialog', async () => {
    serveHealth();
    const history: CarrierHealthHistory = {
      carrier: LIST[0],
      window: { start: ago(24 * 60), end: new Date(NOW).toISOString() },
      gateways: [
        {
          sip_gateway_sid: 'gw-192.0.2.10',
          segments: [
            { state: 'up', start: NOW - 24 * 3_600_000, end: NOW - 52 * 60_000 },
            { state: 'down', start: NOW - 52 * 60_000, end: NOW },
          ],
          recent: [
            { time: NOW - 60_000, status: null, rtt_ms: null },
            { time: NOW - 120_000, status: 503, rtt_ms: 40 },
          ],
          pings: 1440,
          failed: 52,
        },
        { sip_gateway_sid: 'gw-192.0.2.11', segments: [], recent: [], pings: 0, failed: 0 },
      ],
      registration: null,
    };
    api.server.use(http.get(apiUrl('/VoipCarriers/:sid/Health'), () => HttpResponse.json(history)));
    const { user } = renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Last 24 hours of Down trunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Down trunk: last 24 hours' });
    expect(
      await within(dialog).findByRole('img', {
        name: /^OPTIONS pings of 192\.0\.2\.10:5060: up 23 h 8 min, down 52 min$/,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1,440 pings, 52 not answered 200')).toBeInTheDocument();
    expect(within(dialog).getByText('no answer')).toBeInTheDocument();
    expect(within(dialog).getByText('503 in 40 ms')).toBeInTheDocument();
  });

  it('an account user sees its account’s carriers and its provider’s', async () => {
    const asked = serveHealth([LIST[1]]);
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('rowheader', { name: 'Registering trunk' })).toBeInTheDocument();
    expect(asked).toEqual([`/v1/Accounts/${TEST_ACCOUNT_SID}/CarrierHealth`]);
    expect(screen.queryByRole('columnheader', { name: 'Used by' })).not.toBeInTheDocument();
  });
});

describe('Carrier health on a jambonz API', () => {
  it('says there is no gateway health; registration from register_status, calls from the last hour', async () => {
    api.server.use(capabilitiesHandler(null));
    api.current.db.carriers.push(
      makeCarrier({
        voip_carrier_sid: 'c-reg',
        name: 'Registering trunk',
        requires_register: 1,
        register_status: { status: 'fail', reason: '403 Forbidden', callId: 'x@sbc' },
      }),
      makeCarrier({ voip_carrier_sid: 'c-plain', name: 'Plain trunk' }),
    );
    let query = '';
    api.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/RecentCalls'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          total: 3,
          page: '1',
          page_size: '500',
          data: [
            { trunk: 'Plain trunk', answered: true },
            { trunk: 'Plain trunk', answered: false },
            { trunk: 'Registering trunk', answered: false },
          ],
        });
      }),
    );
    renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(H.noGatewayHealth)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual([
      'Registering trunk',
      'Plain trunk',
    ]);
    expect(within(rows[1]).getByText('unregistered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Down')).toBeInTheDocument();
    expect(within(rows[2]).getByText('50 %')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'SIP gateways' })).not.toBeInTheDocument();
    expect(query).toMatch(/^\?page=1&count=500&start=\d{4}-/);
  });
});

describe('a carrier’s Voice tab', () => {
  it('shows its gateways’ last 24 hours where the SBC pings one', async () => {
    const trunk = makeCarrier({ voip_carrier_sid: 'c-pinged', name: 'Pinged trunk' });
    api.current.db.carriers.push(trunk);
    api.current.db.sipGateways.push(
      makeSipGateway('c-pinged', { sip_gateway_sid: 'gw-1', ipv4: '192.0.2.50', send_options_ping: 1 }),
    );
    api.current.db.health.push({
      carrier: carrier('Pinged trunk', {
        voip_carrier_sid: 'c-pinged',
        gateways: [gateway('192.0.2.50', { sip_gateway_sid: 'gw-1' })],
      }),
      window: { start: ago(24 * 60), end: new Date(NOW).toISOString() },
      gateways: [
        {
          sip_gateway_sid: 'gw-1',
          segments: [{ state: 'up', start: NOW - 24 * 3_600_000, end: NOW }],
          recent: [{ time: NOW - 30_000, status: 200, rtt_ms: 21 }],
          pings: 1440,
          failed: 0,
        },
      ],
      registration: null,
    });
    renderTelephony('/internal/carriers/c-pinged/edit', { preloadedState: sessionAs('admin') });
    const section = await screen.findByRole('group', { name: 'Health: last 24 hours' });
    expect(
      await within(section).findByRole('img', { name: 'OPTIONS pings of 192.0.2.50:5060: up 24 h' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('200 in 21 ms')).toBeInTheDocument();
  });

  it('shows nothing for a carrier whose gateways are not pinged and that does not register', async () => {
    api.current.db.carriers.push(makeCarrier({ voip_carrier_sid: 'c-quiet', name: 'Quiet trunk' }));
    api.current.db.sipGateways.push(makeSipGateway('c-quiet'));
    const health = api.current.sent('GET', '/VoipCarriers/c-quiet/Health');
    renderTelephony('/internal/carriers/c-quiet/edit', { preloadedState: sessionAs('admin') });
    expect(await screen.findByLabelText('Carrier name')).toHaveValue('Quiet trunk');
    await waitFor(() =>
      expect(api.current.sent('GET', '/VoipCarriers/c-quiet/Health').length).toBe(health.length + 1),
    );
    expect(screen.queryByRole('group', { name: 'Health: last 24 hours' })).not.toBeInTheDocument();
  });
});
