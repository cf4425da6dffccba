import { screen, waitFor, within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, TEST_SP_SID, capabilitiesHandler, sessionAs } from '@switchboard/shared/testing';
import { ROUTING_TESTER_MESSAGES as M } from '@switchboard/shared/constants';
import type { CarrierHealth, Lcr, LcrRoute } from '@switchboard/shared/types';
import { OTHER_ACCOUNT_SID, makeCarrier, makeSipGateway } from '../../testing/fake-api';
import { renderTelephony } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();

function carriers() {
  const uk = makeCarrier({ voip_carrier_sid: 'c-uk', name: 'UK trunk' });
  const us = makeCarrier({ voip_carrier_sid: 'c-us', name: 'US trunk' });
  api.current.db.carriers.push(uk, us);
  api.current.db.sipGateways.push(
    makeSipGateway('c-uk', { sip_gateway_sid: 'gw-uk', ipv4: '192.0.2.44', send_options_ping: 1 }),
    makeSipGateway('c-us', { sip_gateway_sid: 'gw-us', ipv4: '192.0.2.1', send_options_ping: 1 }),
  );
}

/** What the API reports of the carriers now: the UK trunk's gateway down. */
function health(ukDown: boolean) {
  const now = new Date().toISOString();
  const item = (sid: string, name: string, ipv4: string, down: boolean): CarrierHealth => ({
    voip_carrier_sid: sid,
    name,
    account_sid: null,
    is_active: 1,
    requires_register: 0,
    level: down ? 'down' : 'up',
    gateways: [
      {
        sip_gateway_sid: `gw-${sid}`,
        ipv4,
        port: 5060,
        protocol: 'udp',
        outbound: 1,
        is_active: 1,
        send_options_ping: 1,
        state: down ? 'down' : 'up',
        since: now,
        last_ping_at: now,
        last_status: down ? null : 200,
        last_rtt_ms: down ? null : 30,
      },
    ],
    registration: null,
    calls_last_hour: 0,
    answered_last_hour: 0,
    asr: null,
  });
  for (const carrier of [
    item('c-uk', 'UK trunk', '192.0.2.44', ukDown),
    item('c-us', 'US trunk', '192.0.2.1', false),
  ])
    api.current.db.health.push({
      carrier,
      window: { start: now, end: now },
      gateways: [],
      registration: null,
    });
}

function table(
  owner: Partial<Lcr>,
  routes: Array<[string, string]>,
  fallback: string,
  sid = 'lcr-1',
  name = 'Provider routing',
) {
  api.current.db.lcrs.push({
    lcr_sid: sid,
    name,
    is_active: 1,
    account_sid: null,
    service_provider_sid: TEST_SP_SID,
    default_carrier_set_entry_sid: `${sid}-default`,
    ...owner,
  });
  const route = (rsid: string, regex: string, priority: number, carrier: string): LcrRoute => ({
    lcr_route_sid: rsid,
    lcr_sid: sid,
    regex,
    description: null,
    priority,
    lcr_carrier_set_entries: [
      {
        lcr_carrier_set_entry_sid: `${rsid}-e`,
        lcr_route_sid: rsid,
        voip_carrier_sid: carrier,
        workload: 1,
        priority: 0,
      },
    ],
  });
  api.current.db.routes.push(
    ...routes.map(([regex, carrier], i) => route(`${sid}-r${i + 1}`, regex, i, carrier)),
    route(`${sid}-default`, '.*', 9999, fallback),
  );
}

const result = () => screen.getByTestId('routing-test-result');
const matchedRows = () =>
  Array.from(document.querySelectorAll('[data-matched]')).map(
    (el) => el.getAttribute('data-route-position') ?? 'default',
  );

describe('Test a number', () => {
  it('answers as the number is typed: the matching route highlighted, the carriers with their health', async () => {
    carriers();
    health(true);
    table(
      {},
      [
        ['^44', 'c-uk'],
        ['^1', 'c-us'],
      ],
      'c-us',
    );
    const { user } = renderTelephony('/internal/least-cost-routing/lcr-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    const number = await screen.findByLabelText('Dialled number');
    await user.type(number, '442071234567');
    expect(await within(result()).findByText('Route 1 matches: ^44 (priority 0).')).toBeInTheDocument();
    expect(within(result()).getByText(M.providerTable('Provider routing'))).toBeInTheDocument();
    const tried = within(result()).getByRole('list', { name: M.carriersTitle });
    expect(within(tried).getByText('UK trunk')).toBeInTheDocument();
    expect(within(tried).getByText('Down')).toBeInTheDocument();
    expect(within(tried).getByText('192.0.2.44:5060: down')).toBeInTheDocument();
    expect(within(result()).getByText(M.noUsableGateway)).toBeInTheDocument();
    expect(matchedRows()).toEqual(['1']);

    await user.clear(number);
    await user.type(number, '1 212 555 0100');
    expect(await within(result()).findByText('Route 2 matches: ^1 (priority 1).')).toBeInTheDocument();
    expect(within(result()).getByText(M.testedAs('12125550100'))).toBeInTheDocument();
    expect(
      within(within(result()).getByRole('list', { name: M.carriersTitle })).getByText('Up'),
    ).toBeInTheDocument();
    expect(matchedRows()).toEqual(['2']);

    // dialled with a +: the ^1 route does not take it (the SBC matches the number as dialled)
    await user.clear(number);
    await user.type(number, '+12125550100');
    expect(await within(result()).findByText('Route 3 matches: .* (priority 9999).')).toBeInTheDocument();
    expect(matchedRows()).toEqual(['default']);
    // why not the others
    await user.click(within(result()).getByRole('button', { name: M.explainToggle }));
    const every = within(result()).getByRole('list', { name: 'Every route' });
    expect(
      within(every)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. ^44 (UK trunk) — Does not match: the number does not start with ^44, and the regular expression ^44 finds no match in it.',
      '2. ^1 (US trunk) — Does not match: the number does not start with ^1, and the regular expression ^1 finds no match in it. It would without the leading +: the SBC sees the number as the application dials it.',
      '3. .* (US trunk) — Matches: the regular expression .* finds a match in the number.',
    ]);
  });

  it('tests the routes as they are on the form, before they are saved', async () => {
    carriers();
    table({}, [['^44', 'c-uk']], 'c-us');
    const { user } = renderTelephony('/internal/least-cost-routing/lcr-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '4930123456');
    expect(await within(result()).findByText('Route 2 matches: .* (priority 9999).')).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' });
    await user.clear(first);
    await user.type(first, '49');
    expect(await within(result()).findByText('Route 1 matches: 49 (priority 0).')).toBeInTheDocument();
    expect(matchedRows()).toEqual(['1']);
    // a pattern being typed that is no expression yet: the look-up stops there
    await user.clear(first);
    await user.type(first, '[[4');
    expect(await within(result()).findByText(M.invalidPattern)).toBeInTheDocument();
    expect(matchedRows()).toEqual([]);
  });

  it('the account’s own table applies over the provider’s; the provider’s page says which', async () => {
    carriers();
    table({}, [['^44', 'c-uk']], 'c-us');
    table(
      { account_sid: OTHER_ACCOUNT_SID, service_provider_sid: null },
      [['^1', 'c-us']],
      'c-uk',
      'lcr-2',
      'Other routing',
    );
    const { user } = renderTelephony('/internal/least-cost-routing/lcr-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '442071234567');
    expect(await within(result()).findByText(M.providerTable('Provider routing'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(M.accountLabel), OTHER_ACCOUNT_SID);
    expect(await within(result()).findByText(M.accountTable('Other routing'))).toBeInTheDocument();
    expect(within(result()).getByText(M.otherTable)).toBeInTheDocument();
    expect(within(result()).getByText('Route 2 matches: .* (priority 9999).')).toBeInTheDocument();
    // not this page's table: nothing highlighted here
    expect(matchedRows()).toEqual([]);
    expect(
      within(within(result()).getByRole('list', { name: M.carriersTitle })).getByText('UK trunk'),
    ).toBeInTheDocument();
  });

  it('without routing that applies, the carriers the SBC picks from; on jambonz, no health', async () => {
    api.server.use(capabilitiesHandler(null));
    carriers();
    table({ is_active: 0 }, [['^44', 'c-uk']], 'c-us');
    const { user } = renderTelephony('/internal/least-cost-routing/lcr-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '442071234567');
    expect(await within(result()).findByText(M.inactiveTable('Provider routing'))).toBeInTheDocument();
    expect(within(result()).getByText(M.noTable)).toBeInTheDocument();
    const picks = within(result()).getByRole('list', { name: 'Carriers the SBC picks from' });
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['UK trunk', 'US trunk']);
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('the list page tests the saved tables; the routes are listed with the match', async () => {
    carriers();
    table({}, [['^44', 'c-uk']], 'c-us');
    const { user } = renderTelephony('/internal/least-cost-routing', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByLabelText('Dialled number'), '4420');
    expect(await within(result()).findByText('Route 1 matches: ^44 (priority 0).')).toBeInTheDocument();
    await user.click(within(result()).getByRole('button', { name: M.explainToggle }));
    expect(
      within(result())
        .getByText(/^2\. \.\*/)
        .closest('li'),
    ).toHaveTextContent('Not tried: route 1 matched first.');
  });

  it('an account user tests its own account’s calls', async () => {
    carriers();
    table(
      { account_sid: TEST_ACCOUNT_SID, service_provider_sid: null },
      [['^44', 'c-uk']],
      'c-us',
      'lcr-acct',
      'Own routing',
    );
    const { user } = renderTelephony('/internal/least-cost-routing/lcr-acct/edit', {
      preloadedState: sessionAs('account'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '4420');
    expect(await within(result()).findByText(M.accountTable('Own routing'))).toBeInTheDocument();
    expect(screen.queryByLabelText(M.accountLabel)).not.toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['1']));
  });
});
