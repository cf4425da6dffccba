// Recordings of scripts/record-real-api-samples.mjs: a service provider, its limits and the global settings, an
// account with its limits, secret, bucket test and TTS cache, its users, API keys and applications.

/** Leaves the provider and account it makes in `ctx.sp` and `ctx.account`, the application in `ctx.app`. */
export async function recordIdentity(r, ctx, { tag, password }) {
  const { call, record, token } = r;
  // --- service provider, limits, settings ---------------------------------------------------------------------
  ctx.sp = (
    await record('POST_ServiceProviders', 'POST', '/ServiceProviders', { name: `recorded provider ${tag}` })
  ).sid;
  await record('PUT_ServiceProviders_sid', 'PUT', `/ServiceProviders/${ctx.sp}`, {
    name: `recorded provider ${tag} renamed`,
    ms_teams_fqdn: `teams-${tag}.example.com`,
  });
  await record('POST_ServiceProviders_sid_Limits', 'POST', `/ServiceProviders/${ctx.sp}/Limits`, {
    category: 'voice_call_session',
    quantity: 10,
  });
  await record('GET_ServiceProviders_sid_Limits_after', 'GET', `/ServiceProviders/${ctx.sp}/Limits`);
  await record(
    'DELETE_ServiceProviders_sid_Limits_category',
    'DELETE',
    `/ServiceProviders/${ctx.sp}/Limits?category=voice_call_session`,
  );
  const system = (await call('GET', '/SystemInformation', { token })).body;
  await record('POST_SystemInformation', 'POST', '/SystemInformation', {
    domain_name: system.domain_name ?? null,
    sip_domain_name: system.sip_domain_name ?? null,
    monitoring_domain_name: system.monitoring_domain_name ?? null,
    private_network_cidr: system.private_network_cidr ?? null,
    log_level: system.log_level ?? 'info',
  });
  const policy = (await call('GET', '/PasswordSettings', { token })).body;
  await record('POST_PasswordSettings', 'POST', '/PasswordSettings', {
    min_password_length: policy.min_password_length ?? 8,
    require_digit: policy.require_digit ?? 0,
    require_special_character: policy.require_special_character ?? 0,
  });
  await record('DELETE_TtsCache', 'DELETE', '/TtsCache');

  // --- an account (with a SIP realm), its limits, secret, bucket test, TTS cache -------------------------------
  ctx.account = (
    await record('POST_Accounts_with_realm', 'POST', '/Accounts', {
      name: `recorded account ${tag}`,
      service_provider_sid: ctx.sp,
      sip_realm: `${tag}.sip.example.com`,
    })
  ).sid;
  await record('POST_Accounts_sid_Limits', 'POST', `/Accounts/${ctx.account}/Limits`, {
    category: 'voice_call_session',
    quantity: 5,
  });
  await record('GET_Accounts_sid_Limits_after', 'GET', `/Accounts/${ctx.account}/Limits`);
  await record(
    'DELETE_Accounts_sid_Limits_category',
    'DELETE',
    `/Accounts/${ctx.account}/Limits?category=voice_call_session`,
  );
  await record(
    'GET_Accounts_sid_WebhookSecret_regenerate',
    'GET',
    `/Accounts/${ctx.account}/WebhookSecret?regenerate=true`,
  );
  await record(
    'POST_Accounts_sid_BucketCredentialTest',
    'POST',
    `/Accounts/${ctx.account}/BucketCredentialTest`,
    {
      vendor: 'aws_s3',
      name: `recordings-${tag}`,
      access_key_id: 'AKIARECORDER000001',
      secret_access_key: 'recorder-secret-access-key-0123456789',
      region: 'us-east-1',
    },
  );
  await record('DELETE_Accounts_sid_TtsCache', 'DELETE', `/Accounts/${ctx.account}/TtsCache`);

  // --- users ---------------------------------------------------------------------------------------------------
  const member = `recorded-user-${tag}`;
  ctx.user = (
    await record('POST_Users_in_account', 'POST', '/Users', {
      name: member,
      email: `${member}@example.com`,
      initial_password: password,
      force_change: 1,
      is_active: 1,
      is_view_only: 0,
      service_provider_sid: ctx.sp,
      account_sid: ctx.account,
    })
  ).user_sid;
  await record('GET_Users_sid', 'GET', `/Users/${ctx.user}`);
  await record('PUT_Users_sid_edit', 'PUT', `/Users/${ctx.user}`, {
    email: `${member}@example.org`,
    force_change: 0,
    is_active: 1,
    is_view_only: 1,
  });
  await record('DELETE_Users_sid', 'DELETE', `/Users/${ctx.user}`);

  // --- API keys --------------------------------------------------------------------------------------------------
  ctx.key = (await record('POST_ApiKeys_account', 'POST', '/ApiKeys', { account_sid: ctx.account })).sid;
  await record('DELETE_ApiKeys_sid', 'DELETE', `/ApiKeys/${ctx.key}`);

  // --- applications ----------------------------------------------------------------------------------------------
  ctx.app = (
    await record('POST_Applications_in_account', 'POST', '/Applications', {
      name: `recorded app ${tag}`,
      account_sid: ctx.account,
      call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
      call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
      speech_synthesis_vendor: 'google',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: 'en-US-Standard-C',
      speech_recognizer_vendor: 'google',
      speech_recognizer_language: 'en-US',
    })
  ).sid;
  await record('PUT_Applications_sid', 'PUT', `/Applications/${ctx.app}`, {
    name: `recorded app ${tag} renamed`,
    call_hook: { url: 'https://hooks.example.com/call2', method: 'GET' },
    speech_synthesis_language: 'de-DE',
    speech_synthesis_voice: 'de-DE-Standard-B',
  });
  await record(
    'GET_Accounts_sid_Applications_paged_summary',
    'GET',
    `/Accounts/${ctx.account}/Applications?page=1&page_size=5`,
  );
  await record(
    'GET_AppEnv_unreachable',
    'GET',
    `/AppEnv?url=${encodeURIComponent('https://hooks.example.com/call')}`,
  );
}
