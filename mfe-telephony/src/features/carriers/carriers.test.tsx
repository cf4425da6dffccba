// Carriers against the API in memory: the list with registration states, usage and who may delete, the form's
// rules, creating a carrier and its gateways, predefined carriers, the REGISTER capture.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { HttpResponse, currentUrl, findToast, http, readBack } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import type { SipGateway, VoipCarrier } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  TWILIO_SID,
  addCarrier,
  addLcr,
  addNumber,
  addSipGateway,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
const registering = {
  requires_register: true,
  register_username: 'u',
  register_password: 'p',
  register_sip_realm: 'sip.example.com',
};
const carriersOf = () =>
  readBack(() => api.current.asAdmin<VoipCarrier[]>('GET', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`));

describe('the carriers list', () => {
  it('shows each carrier’s status chips, who uses it and what uses it; asks the server for one page', async () => {
    const registered = await addCarrier(api.current, 'Registered trunk', registering);
    const failing = await addCarrier(api.current, 'Failing trunk', {
      ...registering,
      account_sid: TEST_ACCOUNT_SID,
    });
    await addCarrier(api.current, 'Waiting trunk', registering);
    const busy = await addCarrier(api.current, 'Static trunk', { is_active: false });
    await api.current.platform.registerStatus(registered, { status: 'ok' });
    await api.current.platform.registerStatus(failing, { status: 'fail', reason: '403 Forbidden' });
    await addNumber(api.current, '15550100001', busy);
    await addNumber(api.current, '15550100002', busy);
    renderTelephony('/internal/carriers', { preloadedState: sessionAs('admin') });
    const row = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
    expect(within(await row('Registered trunk')).getByText('registered')).toBeInTheDocument();
    expect(within(await row('Failing trunk')).getByText('unregistered')).toHaveAttribute(
      'title',
      '403 Forbidden',
    );
    expect(within(await row('Failing trunk')).getByText('default account')).toBeInTheDocument();
    expect(within(await row('Waiting trunk')).getByText('not started')).toBeInTheDocument();
    const stat = await row('Static trunk');
    expect(within(stat).getByText('inactive')).toBeInTheDocument();
    expect(within(stat).queryByText(/registered|not started/)).toBeNull();
    expect(within(stat).getByText('2 numbers, 0 routes')).toBeInTheDocument();
    expect(within(stat).getByText('All accounts')).toBeInTheDocument();
    expect(screen.getByText('Total: 4 record(s)')).toBeInTheDocument();
    const call = api.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`)[0];
    expect(new URLSearchParams(call.search).get('usage')).toBe('1');
    expect(new URLSearchParams(call.search).get('page_size')).toBe('25');
  });

  it('says so when there are none, and filters by the "Used by" account', async () => {
    const { user } = renderTelephony('/internal/carriers', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('No carriers.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Used by' }), 'default account');
    await waitFor(() =>
      expect(
        api.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`).at(-1)?.search,
      ).toContain(`account_sid=${TEST_ACCOUNT_SID}`),
    );
  });

  it('refuses to delete a carrier in use, listing its numbers and routings', async () => {
    const carrier = await addCarrier(api.current, 'Busy trunk');
    await addNumber(api.current, '15551230001', carrier);
    await addLcr(api.current, 'Main routing', [['44', carrier]], carrier);
    const { user } = renderTelephony('/internal/carriers', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete Busy trunk' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete carrier' });
    expect(await within(dialog).findByText('1 phone number: 15551230001')).toBeInTheDocument();
    expect(within(dialog).getByText('1 outbound call routing: Main routing')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('deletes an unused carrier after the confirmation', async () => {
    await addCarrier(api.current, 'Idle trunk');
    const { user } = renderTelephony('/internal/carriers', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete Idle trunk' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete carrier' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted carrier Idle trunk')).toBeInTheDocument();
    expect(await screen.findByText('No carriers.')).toBeInTheDocument();
    expect(await carriersOf()).toEqual([]);
  });

  it('an account user cannot delete a service-provider carrier', async () => {
    await addCarrier(api.current, 'Shared trunk');
    await addCarrier(api.current, 'Own trunk', { account_sid: TEST_ACCOUNT_SID });
    renderTelephony('/internal/carriers', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('button', { name: 'Delete Own trunk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Shared trunk' })).toBeNull();
  });
});

describe('the carrier form', () => {
  const save = () => screen.getByRole('button', { name: 'Save' });

  it('shows the spec’s messages on Save and sends nothing', async () => {
    const { user } = renderTelephony('/internal/carriers/add', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.carrierNameRequired)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'SIP gateway 1' });
    expect(within(first).getByText(T.invalidSipGatewayAddress)).toBeInTheDocument();

    await user.type(within(first).getByLabelText('Network address'), 'sip.example.com');
    await user.type(screen.getByLabelText('Outbound SIP proxy'), 'bad proxy!');
    await user.type(screen.getByLabelText('Tech prefix'), '12');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'only-a-password');
    await user.click(screen.getByLabelText('Require SIP register'));
    await user.click(save());
    expect(await within(first).findByText(T.fqdnOutboundOnly)).toBeInTheDocument();
    expect(screen.getByText(T.techPrefixTooShort)).toBeInTheDocument();
    expect(screen.getByText(T.registerRealmRequired)).toBeInTheDocument();
    expect(screen.getByText(T.registerUsernameRequired)).toBeInTheDocument();
    // spaces are removed from the proxy when the field is left
    expect(screen.getByLabelText('Outbound SIP proxy')).toHaveValue('badproxy!');
    expect(screen.getByText(T.invalidSipProxy)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Require SIP register'));
    await user.click(save());
    expect(await screen.findByText(T.authBothOrNeither)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add SIP gateway' }));
    const second = screen.getByRole('group', { name: 'SIP gateway 2' });
    await user.click(within(first).getByLabelText('Inbound'));
    await user.clear(within(first).getByLabelText('Network address'));
    await user.type(within(first).getByLabelText('Network address'), '192.0.2.1');
    await user.type(within(second).getByLabelText('Network address'), '192.0.2.1');
    await user.click(save());
    expect(await within(second).findByText(T.sipGatewayNotUnique)).toBeInTheDocument();
    await user.click(within(second).getByLabelText('Inbound'));
    await user.click(within(second).getByLabelText('Outbound'));
    await user.click(save());
    expect(await within(second).findByText(T.gatewayDirectionRequired)).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Remove SIP gateway 2' }));
    await user.click(within(first).getByRole('button', { name: 'Remove SIP gateway 1' }));
    await user.click(save());
    expect(await screen.findByText(T.atLeastOneSipGateway)).toBeInTheDocument();
    expect(api.current.sent('POST', /VoipCarriers/)).toEqual([]);
  });

  it('the SMS tab’s rules open that tab when the Voice tab is showing', async () => {
    const { user } = renderTelephony('/internal/carriers/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByLabelText('Carrier name'), 'SMS trunk');
    await user.type(
      within(screen.getByRole('group', { name: 'SIP gateway 1' })).getByLabelText('Network address'),
      '192.0.2.9',
    );
    await user.click(screen.getByRole('tab', { name: 'SMS (SMPP)' }));
    await user.type(screen.getAllByLabelText('System ID')[0], 'smpp-user');
    await user.click(screen.getByRole('button', { name: 'Add inbound gateway' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Inbound SMPP gateway 1' })).getByLabelText('Network address'),
      'smpp.example.com',
    );
    await user.click(screen.getByRole('tab', { name: 'Voice (SIP)' }));
    await user.click(save());
    expect(await screen.findByRole('tab', { name: 'SMS (SMPP)', selected: true })).toBeInTheDocument();
    expect(screen.getByText(T.smppOutboundRequired)).toBeInTheDocument();
    expect(screen.getByText(T.smppInboundPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(T.fqdnOutboundOnly)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add outbound gateway' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Outbound SMPP gateway 1' })).getByLabelText(
        'Network address',
      ),
      'example.com',
    );
    await user.click(save());
    expect(await screen.findByText(T.smppSubdomain())).toBeInTheDocument();
  });

  it('a port typed after the address is the port typed, not appended to 5060', async () => {
    const { user } = renderTelephony('/internal/carriers/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByLabelText('Carrier name'), 'Port trunk');
    const first = screen.getByRole('group', { name: 'SIP gateway 1' });
    await user.type(within(first).getByLabelText('Network address'), '192.0.2.11');
    await user.click(within(first).getByLabelText('Port'));
    await user.keyboard('5070');
    expect(within(first).getByLabelText('Port')).toHaveValue('5070');
    await user.click(save());
    expect(await findToast(T.carrierCreated)).toBeInTheDocument();
    expect(api.current.sent('POST', '/SipGateways')[0].body).toMatchObject({
      ipv4: '192.0.2.11',
      port: 5070,
    });
  });

  it('creates the carrier, then its gateways, values trimmed; then the list', async () => {
    const { user, router } = renderTelephony('/internal/carriers/add', {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Carrier name'), '  New trunk  ');
    await user.type(screen.getByLabelText('Outbound SIP proxy'), 'sip:proxy.example.com:5070');
    await user.selectOptions(screen.getByLabelText('DTMF type'), 'tones');
    const first = screen.getByRole('group', { name: 'SIP gateway 1' });
    await user.type(within(first).getByLabelText('Network address'), ' 192.0.2.10 ');
    // clicking into the empty port leaves it empty (5060 is its placeholder and what the save sends)
    await user.click(within(first).getByLabelText('Port'));
    expect(within(first).getByLabelText('Port')).toHaveValue('');
    expect(within(first).getByLabelText('Port')).toHaveAttribute('placeholder', '5060');
    await user.click(screen.getByRole('button', { name: 'Add SIP gateway' }));
    const second = screen.getByRole('group', { name: 'SIP gateway 2' });
    await user.type(within(second).getByLabelText('Network address'), 'out.example.com');
    await user.click(within(second).getByLabelText('Inbound'));
    await user.selectOptions(within(second).getByLabelText('Protocol'), 'tls');
    await user.click(save());
    expect(await findToast(T.carrierCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/carriers'));
    const [create] = api.current.sent('POST', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`);
    expect(create.body).toMatchObject({
      name: 'New trunk',
      outbound_sip_proxy: 'sip:proxy.example.com:5070',
      dtmf_type: 'tones',
      account_sid: null,
      application_sid: null,
      requires_register: false,
      register_sip_realm: null,
      is_active: true,
    });
    const gateways = api.current.sent('POST', '/SipGateways').map((r) => r.body);
    const sid = (await carriersOf()).find((c) => c.name === 'New trunk')!.voip_carrier_sid;
    expect(gateways).toEqual([
      expect.objectContaining({
        voip_carrier_sid: sid,
        ipv4: '192.0.2.10',
        port: 5060,
        inbound: true,
        outbound: true,
      }),
      expect.objectContaining({
        voip_carrier_sid: sid,
        ipv4: 'out.example.com',
        port: null,
        inbound: false,
        protocol: 'tls',
      }),
    ]);
  });

  it('an update stays on the page; removing a saved gateway deletes it after a confirmation', async () => {
    const carrierSid = await addCarrier(api.current, 'Saved trunk');
    await addSipGateway(api.current, carrierSid, '192.0.2.1');
    await addSipGateway(api.current, carrierSid, '192.0.2.2');
    const carrier = { voip_carrier_sid: carrierSid };
    const path = `/internal/carriers/${carrierSid}/edit`;
    const { user, router } = renderTelephony(path, { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { name: 'Edit carrier', level: 1 })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'SIP gateway 2' })).getByRole('button', {
        name: 'Remove SIP gateway 2',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete gateway' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.sipGatewayDeleted)).toBeInTheDocument();
    const gateways = await readBack(() =>
      api.current.asAdmin<SipGateway[]>('GET', `/SipGateways?voip_carrier_sid=${carrierSid}`),
    );
    expect(gateways.map((g) => g.ipv4)).toEqual(['192.0.2.1']);
    expect(screen.queryByRole('group', { name: 'SIP gateway 2' })).toBeNull();

    await user.type(screen.getByLabelText('Tech prefix'), '9999');
    await user.click(save());
    expect(await findToast(T.carrierUpdated)).toBeInTheDocument();
    expect(currentUrl(router)).toBe(path);
    expect(
      api.current.sent('PUT', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers/${carrier.voip_carrier_sid}`)[0]
        .body,
    ).toMatchObject({
      tech_prefix: '9999',
    });
    expect(api.current.sent('PUT', /^\/SipGateways\//)).toHaveLength(1);
  });

  it('a predefined carrier is created and its edit page opens', async () => {
    const { user, router } = renderTelephony('/internal/carriers/add', {
      preloadedState: sessionAs('admin'),
    });
    await screen.findByRole('option', { name: 'Twilio' });
    await user.selectOptions(screen.getByLabelText('Predefined carrier'), 'Twilio');
    await user.click(screen.getByRole('button', { name: 'Create from template' }));
    expect(await findToast(T.carrierCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/internal\/carriers\/.+\/edit$/));
    expect(
      api.current.sent('POST', `/ServiceProviders/${TEST_SP_SID}/PredefinedCarriers/${TWILIO_SID}`),
    ).toHaveLength(1);
    expect(await screen.findByLabelText('Carrier name')).toHaveValue('Twilio');
  });

  it('an account user writes on the account path, and sees a service-provider carrier read-only', async () => {
    const shared = await addCarrier(api.current, 'Shared trunk');
    renderTelephony(`/internal/carriers/${shared}/edit`, {
      preloadedState: sessionAs('account'),
    });
    expect(await screen.findByText(T.carrierNoChanges)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete carrier' })).toBeNull();
    expect(screen.getByLabelText('Carrier name')).toBeDisabled();
  });

  it('shows the registration state and reason; the REGISTER pcap downloads through the API', async () => {
    const carrier = await addCarrier(api.current, 'Reg trunk', registering);
    await api.current.platform.registerStatus(carrier, {
      status: 'fail',
      reason: '401 Unauthorized',
      callId: 'call-1',
    });
    // the REGISTER dialog, as the capture agent reported it
    await api.current.asAdmin('POST', '/Ingest/SipCaptures', {
      sip_callid: 'call-1',
      method: 'register',
      service_provider_sid: TEST_SP_SID,
      messages: [
        {
          time: Date.now() * 1000,
          src_ip: '198.51.100.20',
          src_port: 5060,
          dst_ip: '203.0.113.10',
          dst_port: 5060,
          payload: 'REGISTER sip:sip.example.com SIP/2.0\r\nCall-ID: call-1\r\n\r\n',
        },
        {
          time: Date.now() * 1000 + 20_000,
          src_ip: '203.0.113.10',
          src_port: 5060,
          dst_ip: '198.51.100.20',
          dst_port: 5060,
          payload: 'SIP/2.0 401 Unauthorized\r\nCall-ID: call-1\r\n\r\n',
        },
      ],
    });
    const { user } = renderTelephony(`/internal/carriers/${carrier}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText('Registration: unregistered')).toBeInTheDocument();
    expect(screen.getByText('Reason: 401 Unauthorized')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download the REGISTER pcap' });
    expect(link).toHaveAttribute(
      'href',
      `http://api.test/v1/ServiceProviders/${TEST_SP_SID}/RecentCalls/call-1/register/pcap`,
    );
    const pcapUrl = `http://api.test/v1/ServiceProviders/${TEST_SP_SID}/RecentCalls/call-1/register/pcap`;
    const saved: string[] = [];
    const createObjectURL = jest.fn((blob: Blob) => `blob:pcap-${blob.size}`);
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      await user.click(link);
      // the API's capture: a libpcap file of the two messages, saved as a file named after the call
      await waitFor(() =>
        expect(saved).toEqual([expect.stringMatching(/^register-call-1\.pcap blob:pcap-\d+$/)]),
      );
      expect(Number(saved[0].split('-').at(-1))).toBeGreaterThan(24 + 2 * 16);
      expect(api.current.sent('GET', /\/RecentCalls\/call-1\/register\/pcap$/)[0].authorization).toMatch(
        /^Bearer /,
      );
      // a call whose capture is gone: the server's message is said (the API answers a bare 404)
      api.server.use(http.get(pcapUrl, () => HttpResponse.json({ msg: 'call not found' }, { status: 404 })));
      await user.click(link);
      expect(await findToast('call not found')).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
