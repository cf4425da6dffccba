// Everything a tenant can hold, made through the API for tenants.ts: a provider's and one of its accounts'
// settings with their hooks and secrets, a user, an API key, an application, carriers with gateways, a number, a SIP
// client, a routing table, a Teams tenant, speech credentials and a custom voice, an alert rule, limits, TTS cache.
import type { Things } from './tenant-callers';
import { LOCAL_DEEPGRAM, type SetupKit } from './tenant-setup';

const GOOGLE_KEY = (marker: string) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'demo',
    private_key: `-----BEGIN PRIVATE KEY-----\n${marker}\n-----END PRIVATE KEY-----\n`,
    client_email: 'tts@demo.iam.gserviceaccount.com',
  });

/** Everything of a provider and one of its accounts; `provider` and `account` exist already. */
export async function fill(
  kit: SetupKit,
  label: string,
  sp: string,
  account: string,
  provider = true,
): Promise<Things> {
  const { app, ok, sidOf, hook, secret, run, one, user, apiKey, application, carrier, number, unique } = kit;
  const spOwner = { sp };
  const acctOwner = { sp, account };
  if (provider)
    await ok('PUT', `/v1/ServiceProviders/${sp}`, {
      registration_hook: hook(`${label} provider registration_hook password`, spOwner),
    });
  await ok('PUT', `/v1/Accounts/${account}`, {
    sip_realm: `${label.toLowerCase().replace(/[^a-z0-9]/g, '')}${kit.seq}.sip.example.com`,
    registration_hook: hook(`${label} account registration_hook password`, acctOwner),
    queue_event_hook: hook(`${label} account queue_event_hook password`, acctOwner),
    record_all_calls: 1,
    bucket_credential: {
      vendor: 's3_compatible',
      name: 'recordings',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      access_key_id: 'AKIDEXAMPLE',
      secret_access_key: secret(`${label} bucket secret_access_key`, acctOwner),
    },
  });
  run(
    'UPDATE accounts SET webhook_secret = ?, subspace_client_id = ?, subspace_client_secret = ? WHERE account_sid = ?',
    secret(`${label} webhook_secret`, acctOwner),
    'subspace-client',
    secret(`${label} subspace_client_secret`, acctOwner),
    account,
  );
  const userSid = (await user(`${label}-user`, acctOwner)).sid;
  const apiKeySid = (await apiKey(label, { account_sid: account }, acctOwner)).sid;
  const applicationSid = await application(label, acctOwner);
  const webhook = one<{ call_hook_sid: string }>(
    'SELECT call_hook_sid FROM applications WHERE application_sid = ?',
    applicationSid,
  ).call_hook_sid;
  const spCarrier = await carrier(`${label} provider`, `/v1/ServiceProviders/${sp}/VoipCarriers`, spOwner);
  const accountCarrier = await carrier(`${label} account`, `/v1/Accounts/${account}/VoipCarriers`, acctOwner);
  const sipGateway = await sidOf('POST', '/v1/SipGateways', {
    voip_carrier_sid: spCarrier,
    ipv4: `192.0.2.${(kit.seq % 200) + 1}`,
    inbound: 1,
    outbound: 1,
  });
  const smppGateway = await sidOf('POST', '/v1/SmppGateways', {
    voip_carrier_sid: spCarrier,
    ipv4: `smpp${kit.seq}.example.com`,
    inbound: 0,
    outbound: 1,
  });
  const phoneNumber = await sidOf('POST', '/v1/PhoneNumbers', {
    number: number(),
    voip_carrier_sid: spCarrier,
    account_sid: account,
    application_sid: applicationSid,
    description: `${label} number`,
  });
  const client = await sidOf('POST', '/v1/Clients', {
    account_sid: account,
    username: unique('desk'),
    password: secret(`${label} SIP client password`, acctOwner),
  });
  // the provider's routing table, or (a second account of a provider) the account's own
  const lcr = await sidOf(
    'POST',
    '/v1/Lcrs',
    provider
      ? { name: `${label} routing`, service_provider_sid: sp }
      : { name: `${label} routing`, account_sid: account },
  );
  await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
    { regex: '44', priority: 1, lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }] },
    { regex: '.*', priority: 9999, lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }] },
  ]);
  const [route] = (await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`)) as {
    lcr_route_sid: string;
    lcr_carrier_set_entries: { lcr_carrier_set_entry_sid: string }[];
  }[];
  const teamsTenant = await sidOf('POST', '/v1/MicrosoftTeamsTenants', {
    tenant_fqdn: `${unique('t')}.${label.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`,
    account_sid: account,
    service_provider_sid: sp,
    application_sid: applicationSid,
  });
  const spCredential = await sidOf('POST', `/v1/ServiceProviders/${sp}/SpeechCredentials`, {
    vendor: 'google',
    label: unique('voices'),
    service_key: GOOGLE_KEY(secret(`${label} google private_key`, spOwner)),
  });
  const accountCredential = await sidOf('POST', `/v1/Accounts/${account}/SpeechCredentials`, {
    vendor: 'deepgram',
    label: unique('dg'),
    api_key: secret(`${label} deepgram api_key`, acctOwner),
    ...LOCAL_DEEPGRAM,
  });
  const customVoice = await sidOf('POST', '/v1/GoogleCustomVoices', {
    speech_credential_sid: spCredential,
    name: unique('clone'),
    use_voice_cloning_key: 1,
    voice_cloning_key: secret(`${label} voice_cloning_key`, spOwner),
  });
  const alertRule = await sidOf('POST', `/v1/Accounts/${account}/AlertRules`, {
    name: `${label} ASR`,
    condition: 'carrier_asr_below',
    threshold: 50,
    emails: [`noc@${label.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`],
  });
  if (provider)
    await ok('POST', `/v1/ServiceProviders/${sp}/Limits`, { category: 'voice_call_session', quantity: 50 });
  await ok('POST', `/v1/Accounts/${account}/Limits`, { category: 'voice_call_session', quantity: 10 });
  app.ctx.store.insert('tts_cache', {
    tts_cache_sid: crypto.randomUUID(),
    account_sid: account,
    vendor: 'google',
    voice: 'en-US-Standard-C',
    text_hash: `hash-${kit.seq}`,
  });
  return {
    serviceProvider: sp,
    account,
    user: userSid,
    apiKey: apiKeySid,
    application: applicationSid,
    webhook,
    spCarrier,
    accountCarrier,
    sipGateway,
    smppGateway,
    phoneNumber,
    client,
    lcr,
    lcrRoute: route.lcr_route_sid,
    lcrEntry: route.lcr_carrier_set_entries[0].lcr_carrier_set_entry_sid,
    teamsTenant,
    alertRule,
    spCredential,
    accountCredential,
    customVoice,
    call: '',
    invoice: '',
    signUp: '',
  };
}
