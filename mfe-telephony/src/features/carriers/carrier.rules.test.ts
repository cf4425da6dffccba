import { makeCarrier, makeSipGateway } from '../../testing/fixtures';
import {
  NEW_SIP_GATEWAY,
  carrierDeleteBlockers,
  carrierPayload,
  carrierPlaceholders,
  carrierToForm,
  carrierUpdatePayload,
  placeholderHint,
  registrationState,
  templatePlaceholder,
  sipGatewayPayload,
  smppGatewayPayload,
} from './carrier.rules';

describe('carrier rules', () => {
  it('a new carrier starts active, rfc2833, with one SIP gateway row (inbound and outbound)', () => {
    const form = carrierToForm(undefined);
    expect(form).toMatchObject({ is_active: true, dtmf_type: 'rfc2833', sip_gateways: [NEW_SIP_GATEWAY] });
    expect(NEW_SIP_GATEWAY).toMatchObject({ netmask: '32', protocol: 'udp', inbound: true, outbound: true });
  });

  it('splits saved SMPP gateways by direction and reads gateways back as form rows', () => {
    const carrier = makeCarrier();
    const sid = carrier.voip_carrier_sid;
    const form = carrierToForm(
      carrier,
      [makeSipGateway(sid, { port: null, ipv4: 'sip.example.com' })],
      [
        {
          smpp_gateway_sid: 'o',
          ipv4: 'smpp.example.com',
          port: 2775,
          netmask: 32,
          is_primary: 1,
          inbound: 0,
          outbound: 1,
          use_tls: 1,
          voip_carrier_sid: sid,
        },
        {
          smpp_gateway_sid: 'i',
          ipv4: '192.0.2.1',
          port: 2775,
          netmask: 24,
          is_primary: 0,
          inbound: 1,
          outbound: 0,
          use_tls: 0,
          voip_carrier_sid: sid,
        },
      ],
    );
    expect(form.sip_gateways[0]).toMatchObject({ ipv4: 'sip.example.com', port: '' });
    expect(form.smpp_outbound).toEqual([
      expect.objectContaining({ smpp_gateway_sid: 'o', use_tls: true, is_primary: true }),
    ]);
    expect(form.smpp_inbound).toEqual([expect.objectContaining({ smpp_gateway_sid: 'i', netmask: '24' })]);
  });

  it('sends trimmed values, nulls for blanks, register fields only when registering, the own account of account users', () => {
    const form = {
      ...carrierToForm(undefined),
      name: ' Trunk ',
      tech_prefix: ' 123 ',
      outbound_sip_proxy: ' sip: a.example.com ',
      register_sip_realm: 'realm.example.com',
      account_sid: 'acc',
      application_sid: 'app',
    };
    expect(carrierPayload(form, null)).toMatchObject({
      name: 'Trunk',
      tech_prefix: '123',
      outbound_sip_proxy: 'sip:a.example.com',
      register_sip_realm: null,
      diversion: null,
      account_sid: 'acc',
      application_sid: 'app',
    });
    expect(carrierPayload({ ...form, account_sid: '' }, null)).toMatchObject({
      account_sid: null,
      application_sid: null,
    });
    expect(carrierPayload({ ...form, account_sid: '' }, 'own')).toMatchObject({ account_sid: 'own' });
  });

  it('a saved carrier is sent without the secrets left as loaded: a masked one is never saved back', () => {
    const loaded = carrierToForm({
      ...makeCarrier(),
      register_username: 'user',
      register_password: '****0001',
      smpp_password: '****0002',
      smpp_inbound_password: 'stored-in-clear',
    });
    const body = carrierUpdatePayload({ ...loaded, smpp_password: 'a-new-one' }, loaded, null);
    expect(body).not.toHaveProperty('register_password');
    expect(body).not.toHaveProperty('smpp_inbound_password');
    expect(body).toMatchObject({ register_username: 'user', smpp_password: 'a-new-one' });
    // cleared is a change too
    expect(carrierUpdatePayload({ ...loaded, register_password: '' }, loaded, null)).toMatchObject({
      register_password: null,
    });
  });

  it('gateway bodies: 5060 for an IPv4 address without a port, 32 for a name, directions for SMPP', () => {
    expect(sipGatewayPayload({ ...NEW_SIP_GATEWAY, ipv4: ' 192.0.2.1 ', netmask: '24' }, 'c')).toMatchObject({
      ipv4: '192.0.2.1',
      port: 5060,
      netmask: 24,
    });
    expect(
      sipGatewayPayload({ ...NEW_SIP_GATEWAY, ipv4: 'sip.example.com', netmask: '24' }, 'c'),
    ).toMatchObject({
      port: null,
      netmask: 32,
    });
    expect(
      smppGatewayPayload(
        { ipv4: '192.0.2.1', port: '', netmask: '32', use_tls: true, is_primary: true },
        'c',
        'inbound',
      ),
    ).toEqual({
      voip_carrier_sid: 'c',
      ipv4: '192.0.2.1',
      port: 2775,
      netmask: 32,
      inbound: true,
      outbound: false,
      is_primary: false,
      use_tls: false,
    });
  });

  it('registration: only for carriers that register; not started without a status', () => {
    expect(registrationState({ requires_register: 0, register_status: { status: 'ok' } })).toBeNull();
    expect(registrationState({ requires_register: 1, register_status: {} })).toBe('not started');
    expect(registrationState({ requires_register: 1, register_status: { status: 'ok' } })).toBe('registered');
    expect(registrationState({ requires_register: 1, register_status: { status: 'fail' } })).toBe(
      'unregistered',
    );
  });

  it('what blocks a deletion: numbers (server total when it filtered) and the routings naming the carrier', () => {
    const lcr = { lcr_sid: 'l', name: 'Main' };
    const route = (carrier: string) => ({
      lcr_route_sid: 'r',
      lcr_sid: 'l',
      regex: '1',
      description: null,
      priority: 0,
      lcr_carrier_set_entries: [
        {
          lcr_carrier_set_entry_sid: 'e',
          lcr_route_sid: 'r',
          voip_carrier_sid: carrier,
          workload: 1,
          priority: 0,
        },
      ],
    });
    const numbers = Array.from({ length: 7 }, (_, i) => ({
      number: `1555000000${i}`,
      voip_carrier_sid: 'c',
    }));
    expect(
      carrierDeleteBlockers('c', { data: numbers, total: 120 }, [{ lcr, routes: [route('c')] }]),
    ).toEqual([
      '120 phone numbers: 15550000000, 15550000001, 15550000002, 15550000003, 15550000004 and 115 more',
      '1 outbound call routing: Main',
    ]);
    // a server that ignored the filter: only this page's matches count
    expect(
      carrierDeleteBlockers(
        'c',
        { data: [...numbers.slice(0, 1), { number: '2', voip_carrier_sid: 'other' }], total: 5000 },
        [{ lcr, routes: [route('other')] }],
      ),
    ).toEqual(['1 phone number: 15550000000']);
    expect(carrierDeleteBlockers('c', { data: [], total: 0 }, [])).toEqual([]);
  });
});

describe('a template’s placeholders', () => {
  it('finds <…> in a value and words its hint', () => {
    expect(templatePlaceholder('<your-domain>.pstn.twilio.com')).toBe('<your-domain>');
    expect(templatePlaceholder('sip.example.com')).toBeNull();
    expect(templatePlaceholder('a < b > c')).toBeNull();
    expect(placeholderHint('<your-voxbone-DID>')).toBe(
      'Template placeholder: replace <your-voxbone-DID> with your own value.',
    );
    expect(placeholderHint('')).toBeUndefined();
  });

  it('names every field of a carrier that still holds one', () => {
    const form = carrierToForm(
      makeCarrier({
        name: 'Twilio',
        register_username: '<your-twilio-credential-username>',
        register_password: '<your-twilio-credential-password>',
      }),
      [
        makeSipGateway('c', { ipv4: '54.172.60.0', inbound: 1, outbound: 0 }),
        makeSipGateway('c', { ipv4: '<your-domain>.pstn.twilio.com', inbound: 0, outbound: 1 }),
      ],
      [],
      '',
    );
    expect(carrierPlaceholders(form)).toEqual([
      'Outbound authentication username (<your-twilio-credential-username>)',
      'Outbound authentication password (<your-twilio-credential-password>)',
      'SIP gateway 2 network address (<your-domain>)',
    ]);
  });
});
