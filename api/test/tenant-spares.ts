// Spare things of tenant B for tenants.ts: another of a kind, made on demand, for a request that takes one away (a
// DELETE) while the next requests still find tenant B's own.
import type { Kind, Things } from './tenant-callers';
import { LOCAL_DEEPGRAM, type SetupKit } from './tenant-setup';

/** Makes another of a kind for tenant B (`b`: its things, of provider `sp2` and account `acctB`). */
export function spareMaker(
  kit: SetupKit,
  b: Things,
  sp2: string,
  acctB: string,
): (kind: Kind) => Promise<string> {
  const { ok, sidOf, user, application, number, unique, next } = kit;
  const freshB = async (kind: Kind): Promise<string> => {
    const owner = { sp: sp2, account: acctB };
    switch (kind) {
      case 'serviceProvider':
        return sidOf('POST', '/v1/ServiceProviders', { name: unique('Tenant B spare provider ') });
      case 'account':
        return sidOf('POST', '/v1/Accounts', { name: unique('Tenant B spare '), service_provider_sid: sp2 });
      case 'user':
        return (await user('b-spare', owner)).sid;
      case 'apiKey':
        return (await ok('POST', '/v1/ApiKeys', { account_sid: acctB })).sid as string;
      case 'application':
        return application('Tenant B spare', owner);
      case 'spCarrier':
        return sidOf('POST', `/v1/ServiceProviders/${sp2}/VoipCarriers`, { name: unique('B spare ') });
      case 'accountCarrier':
        return sidOf('POST', `/v1/Accounts/${acctB}/VoipCarriers`, { name: unique('B spare ') });
      case 'sipGateway':
        return sidOf('POST', '/v1/SipGateways', {
          voip_carrier_sid: b.spCarrier,
          ipv4: `198.51.100.${next() % 250}`,
          inbound: 1,
          outbound: 0,
        });
      case 'smppGateway':
        return sidOf('POST', '/v1/SmppGateways', {
          voip_carrier_sid: b.spCarrier,
          ipv4: `${unique('smpp')}.example.com`,
          inbound: 0,
          outbound: 1,
        });
      case 'phoneNumber':
        return sidOf('POST', '/v1/PhoneNumbers', {
          number: number(),
          voip_carrier_sid: b.spCarrier,
          account_sid: acctB,
        });
      case 'client':
        return sidOf('POST', '/v1/Clients', {
          account_sid: acctB,
          username: unique('spare'),
          password: 'pw-123456',
        });
      case 'lcr':
        return sidOf('POST', '/v1/Lcrs', { name: 'spare', account_sid: await freshB('account') });
      case 'lcrRoute':
        return sidOf('POST', '/v1/LcrRoutes', { lcr_sid: b.lcr, regex: String(kit.seq), priority: next() });
      case 'lcrEntry':
        return sidOf('POST', '/v1/LcrCarrierSetEntries', {
          lcr_route_sid: b.lcrRoute,
          voip_carrier_sid: b.spCarrier,
          priority: next(),
        });
      case 'alertRule':
        return sidOf('POST', `/v1/Accounts/${acctB}/AlertRules`, {
          name: unique('B spare '),
          condition: 'sip_status_class',
          status_class: 5,
          threshold: 3,
          emails: ['noc@tenant-b.example.com'],
        });
      case 'teamsTenant':
        return sidOf('POST', '/v1/MicrosoftTeamsTenants', {
          tenant_fqdn: `${unique('spare')}.tenant-b.example.com`,
          account_sid: acctB,
        });
      case 'spCredential':
        return sidOf('POST', `/v1/ServiceProviders/${sp2}/SpeechCredentials`, {
          vendor: 'deepgram',
          label: unique('spare'),
          api_key: 'spare-key-123456',
          ...LOCAL_DEEPGRAM,
        });
      case 'accountCredential':
        return sidOf('POST', `/v1/Accounts/${acctB}/SpeechCredentials`, {
          vendor: 'deepgram',
          label: unique('spare'),
          api_key: 'spare-key-123456',
          ...LOCAL_DEEPGRAM,
        });
      case 'customVoice':
        return sidOf('POST', '/v1/GoogleCustomVoices', {
          speech_credential_sid: b.spCredential,
          name: unique('spare'),
          model: 'projects/p/locations/l/models/m',
        });
      default:
        return b[kind];
    }
  };
  return freshB;
}
