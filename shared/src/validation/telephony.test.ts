// The telephony rules of docs/product/telephony.md#carrier-form, once, with their messages: what the forms show and the API answers.
import {
  TELEPHONY_MESSAGES as T,
  addressKind,
  carrierCreateBodySchema,
  carrierFormSchema,
  carrierIssues,
  clientFormSchema,
  effectiveSipPort,
  isValidSipProxy,
  lcrFormSchema,
  lcrRoutesBatchBodySchema,
  maskClientPassword,
  msTeamsTenantFormSchema,
  normalisePhoneNumber,
  phoneNumberCsvColumns,
  phoneNumberError,
  typedPhoneNumberError,
  cleanPhoneNumber,
  phoneNumberFormSchema,
  routeRegexError,
  sipGatewaysIssues,
  smppAccountIssues,
  smppGatewaysIssues,
  tenantDomainError,
  type CarrierForm,
  type SipGatewayRuleInput,
} from '.';

const gw = (over: Partial<SipGatewayRuleInput> = {}): SipGatewayRuleInput => ({
  ipv4: '192.0.2.1',
  port: null,
  netmask: 32,
  inbound: true,
  outbound: true,
  ...over,
});
const messages = (issues: { path: (string | number)[]; message: string }[]) =>
  issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('addresses', () => {
  it.each([
    ['192.0.2.1', 'ip'],
    ['sip.example.com', 'fqdn'],
    ['example.com', 'fqdn-top-level'],
    ['999.1.1.1', 'invalid'],
    ['not an address', 'invalid'],
    ['', 'invalid'],
    ['1.2.3', 'invalid'],
  ])('%s is %s', (value, kind) => expect(addressKind(value)).toBe(kind));

  it('an IPv4 address without a port is reached on 5060; an FQDN may have none', () => {
    expect(effectiveSipPort('192.0.2.1', null)).toBe(5060);
    expect(effectiveSipPort('sip.example.com', null)).toBeNull();
    expect(effectiveSipPort('192.0.2.1', 5080)).toBe(5080);
  });

  it.each([
    ['proxy.example.com', true],
    ['192.0.2.1', true],
    ['proxy.example.com:5060', true],
    ['sip:proxy.example.com', true],
    ['sips:proxy.example.com:5061', true],
    ['sip:user@proxy.example.com:5060', true],
    [' sip: proxy.example.com :5060 ', true],
    ['sip:proxy.example.com:0', false],
    ['sip:proxy.example.com:65536', false],
    ['http://proxy.example.com', false],
    ['proxy', false],
    ['not a proxy!', false],
  ])('SIP proxy %s valid: %s', (value, valid) => expect(isValidSipProxy(value)).toBe(valid));
});

describe('SIP gateways (docs/product/telephony.md#sip-gateways)', () => {
  it('at least one', () => {
    expect(messages(sipGatewaysIssues([]))).toEqual([`: ${T.atLeastOneSipGateway}`]);
  });
  it('an FQDN only for outbound, never inbound; invalid addresses; a direction; ports; netmask', () => {
    expect(
      messages(
        sipGatewaysIssues([
          gw({ ipv4: 'sip.example.com' }),
          gw({ ipv4: 'example.com', inbound: false }),
          gw({ ipv4: 'nope!' }),
          gw({ ipv4: '192.0.2.9', inbound: false, outbound: false }),
          gw({ ipv4: '192.0.2.10', port: Number.NaN }),
          gw({ ipv4: '192.0.2.11', inbound: false, netmask: 24 }),
        ]),
      ),
    ).toEqual([
      `0.ipv4: ${T.fqdnOutboundOnly}`,
      `2.ipv4: ${T.invalidSipGatewayAddress}`,
      `3.inbound: ${T.gatewayDirectionRequired}`,
      '4.port: Port must be a whole number between 0 and 65535',
      `5.netmask: ${T.outboundNetmask}`,
    ]);
  });
  it('unique by address and port (an empty port of an IPv4 address is 5060)', () => {
    expect(
      messages(
        sipGatewaysIssues([
          gw({ ipv4: '192.0.2.1', port: null }),
          gw({ ipv4: '192.0.2.1', port: 5060 }),
          gw({ ipv4: '192.0.2.1', port: 5080 }),
          gw({ ipv4: 'SIP.example.com', inbound: false }),
          gw({ ipv4: 'sip.example.com', inbound: false }),
        ]),
      ),
    ).toEqual([`1.ipv4: ${T.sipGatewayNotUnique}`, `4.ipv4: ${T.sipGatewayNotUnique}`]);
  });
});

describe('SMPP gateways (docs/product/telephony.md#smpp-gateways)', () => {
  const smpp = (ipv4: string, port: number | null = 2775) => ({ ipv4, port, netmask: 32 });
  it('an FQDN needs a subdomain; only outbound; invalid addresses name the direction', () => {
    expect(
      messages(smppGatewaysIssues([smpp('example.com'), smpp('smpp.example.com'), smpp('x y')], 'outbound')),
    ).toEqual([
      `0.ipv4: ${T.smppSubdomain('smpp.example.com')}`,
      `2.ipv4: ${T.invalidSmppAddress('outbound')}`,
    ]);
    expect(messages(smppGatewaysIssues([smpp('smpp.example.com'), smpp('300.1.1.1')], 'inbound'))).toEqual([
      `0.ipv4: ${T.fqdnOutboundOnly}`,
      `1.ipv4: ${T.invalidSmppAddress('inbound')}`,
    ]);
    expect(T.smppSubdomain('smpp.example.com')).toBe(
      'When using an FQDN, you must use a subdomain (e.g. smpp.example.com).',
    );
  });
  it('unique per direction; outbound ones need a port', () => {
    expect(messages(smppGatewaysIssues([smpp('192.0.2.1'), smpp('192.0.2.1')], 'inbound'))).toEqual([
      `1.ipv4: ${T.smppNotUnique('inbound')}`,
    ]);
    expect(messages(smppGatewaysIssues([smpp('192.0.2.1', null)], 'outbound'))).toEqual([
      '0.port: Port must be a whole number between 0 and 65535',
    ]);
  });
  it('an outbound gateway for a system ID or password; an inbound password for whitelisted addresses', () => {
    expect(
      messages(smppAccountIssues({ smpp_system_id: 'id', outboundGateways: 0, inboundGateways: 0 })),
    ).toEqual([`smpp_outbound: ${T.smppOutboundRequired}`]);
    expect(
      messages(smppAccountIssues({ smpp_password: 'pw', outboundGateways: 1, inboundGateways: 0 })),
    ).toEqual([]);
    expect(messages(smppAccountIssues({ outboundGateways: 0, inboundGateways: 2 }))).toEqual([
      `smpp_inbound_password: ${T.smppInboundPasswordRequired}`,
    ]);
  });
});

describe('the carrier’s own fields', () => {
  it('name, auth both or neither, register needs realm, username and password, tech prefix, proxy', () => {
    expect(messages(carrierIssues({ name: ' ' }))).toEqual([`name: ${T.carrierNameRequired}`]);
    expect(messages(carrierIssues({ register_username: 'u' }))).toEqual([
      `register_password: ${T.authBothOrNeither}`,
    ]);
    expect(messages(carrierIssues({ register_password: 'p' }))).toEqual([
      `register_username: ${T.authBothOrNeither}`,
    ]);
    expect(messages(carrierIssues({ requires_register: 1 }))).toEqual([
      `register_sip_realm: ${T.registerRealmRequired}`,
      `register_username: ${T.registerUsernameRequired}`,
      `register_password: ${T.registerPasswordRequired}`,
    ]);
    expect(messages(carrierIssues({ tech_prefix: '12', outbound_sip_proxy: 'x y!' }))).toEqual([
      `tech_prefix: ${T.techPrefixTooShort}`,
      `outbound_sip_proxy: ${T.invalidSipProxy}`,
    ]);
    expect(
      carrierIssues({
        name: 'ok',
        requires_register: true,
        register_username: 'u',
        register_password: 'p',
        register_sip_realm: 'sip.example.com',
        register_from_domain: '192.0.2.1',
        tech_prefix: '123',
        outbound_sip_proxy: 'sip:proxy.example.com',
      }),
    ).toEqual([]);
  });

  it('the API body: values trimmed, blank → null, the proxy without spaces; unknown fields refused', () => {
    const body = carrierCreateBodySchema.parse({
      name: '  Trunk ',
      tech_prefix: ' 123 ',
      diversion: '',
      outbound_sip_proxy: ' sip: proxy.example.com ',
      e164_leading_plus: true,
    });
    expect(body).toMatchObject({
      name: 'Trunk',
      tech_prefix: '123',
      diversion: null,
      outbound_sip_proxy: 'sip:proxy.example.com',
      e164_leading_plus: 1,
    });
    expect(carrierCreateBodySchema.safeParse({ name: 'x', drop: 1 }).success).toBe(false);
  });

  it('the form marks each issue on its field, across both tabs', () => {
    const values: CarrierForm = {
      name: '',
      is_active: true,
      e164_leading_plus: false,
      application_sid: '',
      account_sid: '',
      dtmf_type: 'rfc2833',
      tech_prefix: '',
      diversion: '',
      outbound_sip_proxy: '',
      register_username: '',
      register_password: '',
      requires_register: false,
      register_sip_realm: '',
      register_from_user: '',
      register_from_domain: '',
      register_public_ip_in_contact: false,
      sip_gateways: [],
      smpp_system_id: 'id',
      smpp_password: '',
      smpp_inbound_system_id: '',
      smpp_inbound_password: '',
      smpp_outbound: [],
      smpp_inbound: [],
    };
    const result = carrierFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `name: ${T.carrierNameRequired}`,
      `sip_gateways: ${T.atLeastOneSipGateway}`,
      `smpp_outbound: ${T.smppOutboundRequired}`,
    ]);
  });
});

describe('phone numbers and Teams tenants (docs/product/telephony.md#phone-number-form)', () => {
  it.each([
    ['', T.numberRequired],
    ['+1 555 0100', T.numberWhitespace],
    ['555-0100', T.numberInvalid],
    ['12', T.numberInvalid],
    ['+15550100001', null],
    ['911', null],
  ])('number in a request body %j → %s', (value, message) => expect(phoneNumberError(value)).toBe(message));

  it.each([
    ['+1 (555) 720-0100', null, '+15557200100'],
    ['1 555 720 0100', null, '15557200100'],
    ['+44 20.7946.0958', null, '+442079460958'],
    ['555-0100', null, '5550100'],
    ['+1 5', T.numberInvalid, '+15'],
    ['+1 555 CALL-NOW', T.numberInvalid, '+1555CALLNOW'],
    ['  ', T.numberRequired, ''],
  ])('number typed by a person %j → %s (cleaned %j)', (value, message, cleaned) => {
    expect(typedPhoneNumberError(value)).toBe(message);
    expect(cleanPhoneNumber(value)).toBe(cleaned);
  });

  it('a number is stored without its +; number, carrier and account are required', () => {
    expect(normalisePhoneNumber(' +15550100001 ')).toBe('15550100001');
    expect(normalisePhoneNumber('+1 (555) 010-0001')).toBe('15550100001');
    const result = phoneNumberFormSchema.safeParse({
      number: '',
      description: '',
      voip_carrier_sid: '',
      account_sid: '',
      application_sid: '',
    });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      T.numberRequired,
      T.carrierRequired,
      T.accountRequired,
    ]);
  });

  it('CSV columns in any case and order; the required ones named when missing', () => {
    expect(phoneNumberCsvColumns(['Account', 'NUMBER', 'carrier', 'extra'])).toEqual({
      columns: { account: 0, number: 1, carrier: 2 },
    });
    expect(phoneNumberCsvColumns(['number'])).toEqual({ error: T.csvMissingColumns(['carrier', 'account']) });
    expect(T.csvMissingColumns(['carrier', 'account'])).toBe('The file has no carrier, account columns.');
  });

  it('a tenant’s domain name is required and a domain', () => {
    expect(tenantDomainError('')).toBe(T.tenantDomainRequired);
    expect(tenantDomainError('contoso')).toBe('Invalid domain name');
    expect(tenantDomainError('contoso.example.com')).toBeNull();
    expect(
      msTeamsTenantFormSchema.safeParse({
        tenant_fqdn: 'a.example.com',
        account_sid: '',
        application_sid: '',
      }).error!.issues[0].message,
    ).toBe(T.accountRequired);
  });
});

describe('outbound call routing and SIP clients (docs/product/telephony.md#routing-form)', () => {
  it.each([
    ['', T.routeRegexRequired],
    ['(', T.routeRegexInvalid],
    ['44', null],
    ['^1[2-9]\\d{9}$', null],
    ['x'.repeat(33), 'A regex or digit prefix must be at most 32 characters'],
  ])('route %j → %s', (value, message) => expect(routeRegexError(value)).toBe(message));

  it('the LCR form: a name, a default carrier, each route a pattern and a carrier', () => {
    const result = lcrFormSchema.safeParse({
      name: '',
      is_active: true,
      account_sid: '',
      default_carrier_sid: '',
      routes: [{ regex: '', description: '', voip_carrier_sid: '' }],
    });
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `name: ${T.lcrNameRequired}`,
      `default_carrier_sid: ${T.defaultCarrierRequired}`,
      `routes.0.regex: ${T.routeRegexRequired}`,
      `routes.0.voip_carrier_sid: ${T.routeCarrierRequired}`,
    ]);
  });

  it('the batch body: entries required, each naming a carrier (the real server’s words)', () => {
    const fail = (body: unknown) => lcrRoutesBatchBodySchema.safeParse(body).error!.issues[0].message;
    expect(fail([{ regex: '1', priority: 0, lcr_carrier_set_entries: [] }])).toBe(
      'Lcr Route batch process require lcr_carrier_set_entries',
    );
    expect(fail([{ regex: '1', priority: 0, lcr_carrier_set_entries: [{}] }])).toBe(
      'One of lcr_carrier_set_entries is missing voip_carrier_sid',
    );
  });

  it('SIP clients: username, a password on create, an account with a SIP realm', () => {
    const values = {
      account_sid: 'acc',
      username: '',
      password: '',
      is_active: true,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: true,
      allow_direct_user_calling: true,
    };
    const messagesOf = (options: { isNew: boolean; accountHasRealm: boolean }) =>
      clientFormSchema(options)
        .safeParse(values)
        .error?.issues.map((i) => i.message) ?? [];
    expect(messagesOf({ isNew: true, accountHasRealm: false })).toEqual([
      T.sipRealmNotSet,
      T.clientUsernameRequired,
      T.clientPasswordRequired,
    ]);
    expect(messagesOf({ isNew: false, accountHasRealm: true })).toEqual([T.clientUsernameRequired]);
    expect(maskClientPassword('secret123')).toBe('sXXXXXXXX');
    expect(maskClientPassword(null)).toBeNull();
  });
});
