import {
  MESSAGES,
  accountCreateBodySchema,
  accountFormRules,
  accountFormSchema,
  accountUpdateBodySchema,
  apiKeyBodySchema,
  applicationCreateBodySchema,
  applicationFormRules,
  applicationFormSchema,
  applicationUpdateBodySchema,
  appJsonError,
  deleteAccountConfirmationError,
  describeLastUsed,
  maskSecret,
  scopeOfSids,
  serviceProviderCreateBodySchema,
  serviceProviderFormSchema,
  serviceProviderSettingsFormSchema,
  systemInformationBodySchema,
  systemInformationFormSchema,
  userCreateBodySchema,
  userFormSchema,
  userScopeSids,
  userUpdateBodySchema,
  EMPTY_BUCKET_CREDENTIAL_FORM,
  EMPTY_WEBHOOK_FORM,
  TTS_VENDORS,
  STT_VENDORS,
  isApplicationNameInUse,
  isNameInUse,
  sameName,
  isTtsVendor,
  isSttVendor,
  dbBoolSchema,
} from '.';

const SID = '2708b1b3-2736-40ea-b502-c53d8396247f';
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.map(String).join('.')}:${i.message}`);

describe('users', () => {
  const base = {
    name: 'joe',
    email: 'joe@example.com',
    initial_password: '',
    force_change: true,
    is_active: true,
    is_view_only: false,
    scope: 'admin' as const,
  };

  it('form: name, email, temporary password on create, policy, scope sids', () => {
    const schema = userFormSchema({
      isNew: true,
      passwordSettings: { min_password_length: 8, require_digit: 1 },
    });
    expect(issues(schema.safeParse({ ...base, name: ' ', email: 'nope' }))).toEqual([
      `name:${MESSAGES.userNameRequired}`,
      `email:${MESSAGES.invalidEmail}`,
      `initial_password:${MESSAGES.passwordRequired}`,
    ]);
    expect(issues(schema.safeParse({ ...base, initial_password: 'abcdefgh' }))).toEqual([
      `initial_password:${MESSAGES.invalidPassword}`,
    ]);
    expect(
      issues(
        schema.safeParse({
          ...base,
          initial_password: 'abcdefg1',
          scope: 'account',
          service_provider_sid: SID,
        }),
      ),
    ).toEqual(['account_sid:Account is required']);
    expect(issues(userFormSchema({ isNew: false }).safeParse(base))).toEqual([]);
  });

  it('form: a new account-scope user needs the service provider to have an account', () => {
    const values = {
      ...base,
      initial_password: 'secret1',
      scope: 'account' as const,
      service_provider_sid: SID,
    };
    expect(issues(userFormSchema({ isNew: true, accountsAvailable: false }).safeParse(values))).toEqual([
      `account_sid:${MESSAGES.noAccountsForAccountUser}`,
    ]);
    expect(issues(userFormSchema({ isNew: true, accountsAvailable: true }).safeParse(values))).toEqual([
      'account_sid:Account is required',
    ]);
    expect(
      issues(
        userFormSchema({ isNew: true, accountsAvailable: false }).safeParse({
          ...values,
          scope: 'service_provider',
        }),
      ),
    ).toEqual([]);
  });

  it('scope ↔ sids', () => {
    expect(userScopeSids('admin', SID, SID)).toEqual({ service_provider_sid: null, account_sid: null });
    expect(userScopeSids('service_provider', SID, SID)).toEqual({
      service_provider_sid: SID,
      account_sid: null,
    });
    expect(userScopeSids('account', SID, SID)).toEqual({ service_provider_sid: SID, account_sid: SID });
    expect(scopeOfSids(null, null)).toBe('admin');
    expect(scopeOfSids(SID, null)).toBe('service_provider');
    expect(scopeOfSids(SID, SID)).toBe('account');
  });

  it('create body: required fields, types, unknown keys, flags as 0/1', () => {
    expect(
      userCreateBodySchema.parse({
        name: 'a',
        email: 'a@b.co',
        initial_password: 'x',
        is_view_only: true,
        account_sid: null,
      }),
    ).toEqual({
      name: 'a',
      email: 'a@b.co',
      initial_password: 'x',
      is_view_only: 1,
      account_sid: null,
    });
    expect(userCreateBodySchema.safeParse({ email: 'a@b.co', initial_password: 'x' }).success).toBe(false);
    expect(
      userCreateBodySchema.safeParse({ name: 'a', email: 'a@b.co', initial_password: 'x', scope: 'admin' })
        .success,
    ).toBe(false);
    expect(
      userCreateBodySchema.safeParse({
        name: 'a',
        email: 'a@b.co',
        initial_password: 'x',
        account_sid: 'nope',
      }).success,
    ).toBe(false);
    expect(userCreateBodySchema.safeParse({ name: 1, email: 'a@b.co', initial_password: 'x' }).success).toBe(
      false,
    );
    expect(
      userCreateBodySchema.safeParse({ name: 'x'.repeat(10_000), email: 'a@b.co', initial_password: 'x' })
        .success,
    ).toBe(false);
  });

  it('update body: all optional, initial_password nullable', () => {
    expect(userUpdateBodySchema.parse({ initial_password: null, is_active: 0 })).toEqual({
      initial_password: null,
      is_active: 0,
    });
    expect(userUpdateBodySchema.safeParse({ hashed_password: 'x' }).success).toBe(false);
  });

  it('0/1 flags accept booleans, numbers and their strings only', () => {
    expect(dbBoolSchema.parse(true)).toBe(1);
    expect(dbBoolSchema.parse('0')).toBe(0);
    expect(dbBoolSchema.safeParse(2).success).toBe(false);
    expect(dbBoolSchema.safeParse('yes').success).toBe(false);
  });
});

describe('service providers', () => {
  it('form and body', () => {
    expect(issues(serviceProviderFormSchema.safeParse({ name: '' }))).toEqual([
      `name:${MESSAGES.serviceProviderNameRequired}`,
    ]);
    expect(
      issues(serviceProviderFormSchema.safeParse({ name: 'sp', ms_teams_fqdn: 'not a domain' })),
    ).toEqual([`ms_teams_fqdn:${MESSAGES.invalidDomainName}`]);
    expect(serviceProviderCreateBodySchema.parse({ name: ' sp ', ms_teams_fqdn: '' })).toEqual({
      name: 'sp',
      ms_teams_fqdn: null,
    });
    expect(serviceProviderCreateBodySchema.safeParse({ name: 'sp', lcr_sid: SID }).success).toBe(false);
    expect(serviceProviderCreateBodySchema.safeParse({ name: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('names in use', () => {
  it('compare trimmed and case-insensitively; blanks never clash', () => {
    expect(sameName(' Acme ', 'acme')).toBe(true);
    expect(sameName('acme', 'acme2')).toBe(false);
    expect(sameName('', '')).toBe(false);
    expect(sameName(null, undefined)).toBe(false);
    expect(isNameInUse('ACME', ['other', null, 'acme'])).toBe(true);
    expect(isNameInUse('acme', [])).toBe(false);
  });
});

describe('service provider settings', () => {
  const values = { name: 'Acme Telecom', ms_teams_fqdn: '', limits: { voice_call_session: '10' } };

  it('name unique among the other providers (any case), limits blank or ≥ 0', () => {
    const schema = serviceProviderSettingsFormSchema([{ name: 'acme telecom ' }]);
    expect(issues(schema.safeParse(values))).toEqual([`name:${MESSAGES.serviceProviderNameInUse}`]);
    expect(MESSAGES.serviceProviderNameInUse).toBe(
      'The name you have entered is already in use on another service provider.',
    );
    expect(issues(serviceProviderSettingsFormSchema([]).safeParse(values))).toEqual([]);
    expect(
      issues(
        serviceProviderSettingsFormSchema([]).safeParse({
          ...values,
          name: '',
          limits: { voice_call_minutes: '-1' },
        }),
      ),
    ).toEqual([
      `name:${MESSAGES.serviceProviderNameRequired}`,
      'limits.voice_call_minutes:Must be a whole number of at least 0',
    ]);
  });
});

describe('accounts', () => {
  const form = {
    name: 'acme',
    sip_realm: '',
    device_calling_application_sid: '',
    siprec_hook_sid: '',
    enable_debug_log: false,
    registration_hook: EMPTY_WEBHOOK_FORM,
    queue_event_hook: EMPTY_WEBHOOK_FORM,
    limits: {},
    enable_recording: false,
    record_all_calls: false,
    record_format: 'mp3' as const,
    bucket_credential: EMPTY_BUCKET_CREDENTIAL_FORM,
  };

  it('form: name required, sip realm, hooks, limits, bucket only while the recording switch is on', () => {
    expect(issues(accountFormSchema.safeParse(form))).toEqual([]);
    expect(issues(accountFormSchema.safeParse({ ...form, name: '', sip_realm: 'bad realm' }))).toEqual([
      `name:${MESSAGES.accountNameRequired}`,
      `sip_realm:${MESSAGES.invalidSipRealm}`,
    ]);
    expect(issues(accountFormSchema.safeParse({ ...form, limits: { voice_call_session: '-2' } }))).toEqual([
      'limits.voice_call_session:Must be a whole number of at least 0',
    ]);
    const azureWithoutName = { vendor: 'azure', name: '', connection_string: 'c' };
    // "Record all calls" alone does not ask for a bucket: the recording switch does.
    expect(
      issues(
        accountFormSchema.safeParse({ ...form, record_all_calls: true, bucket_credential: azureWithoutName }),
      ),
    ).toEqual([]);
    expect(
      issues(
        accountFormSchema.safeParse({ ...form, enable_recording: true, bucket_credential: azureWithoutName }),
      ),
    ).toEqual(['bucket_credential.name:Bucket name is required']);
    expect(
      issues(accountFormSchema.safeParse({ ...form, registration_hook: { url: 'nope', method: 'POST' } })),
    ).toEqual(['registration_hook.url:URL is invalid']);
  });

  it('form rules: name and SIP realm not in use by the other accounts, ignoring case and spaces', () => {
    const rules = accountFormRules([
      { name: 'Acme', sip_realm: 'sip.acme.com' },
      { name: 'Other', sip_realm: null },
    ]);
    expect(issues(rules.safeParse({ ...form, name: ' acme ', sip_realm: 'SIP.acme.com' }))).toEqual([
      `name:${MESSAGES.accountNameInUse}`,
      `sip_realm:${MESSAGES.sipRealmInUse}`,
    ]);
    expect(issues(rules.safeParse({ ...form, name: 'acme two', sip_realm: 'sip.acme2.com' }))).toEqual([]);
    // A blank realm is "none", never a clash with accounts that have none.
    expect(issues(rules.safeParse({ ...form, name: 'new' }))).toEqual([]);
  });

  it('create body lowercases the realm and validates hooks and sids', () => {
    expect(
      accountCreateBodySchema.parse({
        name: 'a',
        service_provider_sid: SID,
        sip_realm: 'SIP.Example.com',
        registration_hook: { url: '' },
      }),
    ).toMatchObject({
      sip_realm: 'sip.example.com',
      registration_hook: { url: '', method: 'POST', username: null, password: null },
    });
    expect(accountCreateBodySchema.safeParse({ name: 'a' }).success).toBe(false);
    expect(accountCreateBodySchema.safeParse({ name: 'a', service_provider_sid: SID, foo: 1 }).success).toBe(
      false,
    );
    expect(
      issues(
        accountCreateBodySchema.safeParse({ name: 'a', service_provider_sid: SID, sip_realm: 'bad realm' }),
      ),
    ).toEqual(['sip_realm:invalid sip_realm: bad realm']);
    expect(
      accountCreateBodySchema.safeParse({ name: 'a', service_provider_sid: SID, record_format: 'ogg' })
        .success,
    ).toBe(false);
  });

  it('update body accepts a bucket credential and none', () => {
    expect(
      accountUpdateBodySchema.parse({ record_all_calls: 0, bucket_credential: { vendor: 'none' } }),
    ).toEqual({ record_all_calls: 0, bucket_credential: { vendor: 'none' } });
  });

  it('typed delete confirmation', () => {
    expect(deleteAccountConfirmationError('delete my account')).toBeNull();
    expect(deleteAccountConfirmationError('delete')).toBe(MESSAGES.deleteAccountMistyped);
  });
});

describe('applications', () => {
  const hook = { url: 'https://example.com/call', method: 'POST' as const, username: '', password: '' };
  const form = {
    name: 'app',
    account_sid: SID,
    call_hook: hook,
    call_status_hook: { ...hook, url: 'https://example.com/status' },
    speech_synthesis_vendor: 'google',
    speech_synthesis_language: 'en-US',
    speech_recognizer_vendor: 'google',
    speech_recognizer_language: 'en-US',
    record_all_calls: false,
    use_for_fallback_speech: false,
  };

  it('form: name and both hooks required', () => {
    expect(issues(applicationFormSchema.safeParse(form))).toEqual([]);
    expect(
      issues(
        applicationFormSchema.safeParse({
          ...form,
          name: '',
          call_hook: { ...hook, url: '' },
          call_status_hook: { ...hook, url: '' },
        }),
      ),
    ).toEqual([
      `name:${MESSAGES.applicationNameRequired}`,
      'call_hook.url:URL is required',
      'call_status_hook.url:URL is required',
    ]);
    expect(issues(applicationFormSchema.safeParse({ ...form, use_for_fallback_speech: true }))).toHaveLength(
      2,
    );
  });

  it('form rules: the variables the call webhook asks for', () => {
    const envSchema = {
      API_KEY: { type: 'string' as const, description: 'k', required: true },
      RETRIES: { type: 'number' as const, description: 'n' },
      DEBUG: { type: 'boolean' as const, description: 'd', required: true },
    };
    expect(
      issues(applicationFormRules(envSchema).safeParse({ ...form, env_vars: { RETRIES: 'many' } })),
    ).toEqual(['env_vars.API_KEY:API_KEY is required', 'env_vars.RETRIES:RETRIES must be a number']);
    expect(
      issues(
        applicationFormRules(envSchema).safeParse({ ...form, env_vars: { API_KEY: 'k', RETRIES: '3' } }),
      ),
    ).toEqual([]);
    // Without a schema the variables are not checked.
    expect(issues(applicationFormRules(null).safeParse({ ...form, env_vars: { RETRIES: 'many' } }))).toEqual(
      [],
    );
  });

  it('name in use by another application of the account, any case; its own name is no clash', () => {
    const others = [
      { application_sid: 'a', name: 'Hello World' },
      { application_sid: 'b', name: 'dial time' },
    ];
    expect(isApplicationNameInUse(' hello world', others)).toBe(true);
    expect(isApplicationNameInUse('hello world', others, 'a')).toBe(false);
    expect(isApplicationNameInUse('hello', others)).toBe(false);
  });

  it('app_json verbs', () => {
    expect(appJsonError('[{"verb":"say","text":"hi"},{"hangup":{}}]')).toBeNull();
    expect(appJsonError('[{"verb":"nope"}]')).toBe('invalid instruction: nope');
    expect(appJsonError('{')).toBe('app_json is not valid JSON');
    expect(appJsonError('[1]')).toBe('app_json must be an array of verb objects');
  });

  it('speech vendor lists honour the exclusions', () => {
    expect(TTS_VENDORS.map((v) => v.value)).not.toContain('assemblyai');
    expect(TTS_VENDORS.map((v) => v.value)).toContain('elevenlabs');
    expect(STT_VENDORS.map((v) => v.value)).not.toContain('elevenlabs');
    expect(STT_VENDORS.map((v) => v.value)).toContain('deepgramflux');
    expect(TTS_VENDORS).toHaveLength(16);
    expect(STT_VENDORS).toHaveLength(21); // with SoundHound (houndify) and Gladia, speech-to-text only
    expect(isTtsVendor('custom:mine')).toBe(true);
    expect(isSttVendor('whisper')).toBe(false);
  });

  it('create body', () => {
    const body = {
      name: 'a',
      account_sid: SID,
      call_hook: { url: 'wss://x.example.com' },
      call_status_hook: { url: 'https://x.example.com/s' },
    };
    expect(applicationCreateBodySchema.parse(body).call_hook.method).toBe('GET');
    expect(
      issues(applicationCreateBodySchema.safeParse({ ...body, call_hook: { url: 'example.com/call' } })),
    ).toEqual(['call_hook.url:call_hook URL is invalid']);
    expect(
      issues(applicationCreateBodySchema.safeParse({ ...body, speech_synthesis_vendor: 'assemblyai' })),
    ).toEqual(['speech_synthesis_vendor:invalid speech_synthesis_vendor: assemblyai']);
    expect(issues(applicationCreateBodySchema.safeParse({ ...body, app_json: '[{"verb":"nope"}]' }))).toEqual(
      ['app_json:invalid instruction: nope'],
    );
    expect(
      applicationCreateBodySchema.safeParse({ ...body, env_vars: { A: 1, B: 'x', C: true } }).success,
    ).toBe(true);
    expect(applicationCreateBodySchema.safeParse({ ...body, env_vars: { A: { nested: 1 } } }).success).toBe(
      false,
    );
    expect(
      applicationCreateBodySchema.safeParse({
        name: 'a',
        account_sid: SID,
        call_status_hook: body.call_status_hook,
      }).success,
    ).toBe(false);
  });

  it('update body cannot null the required hooks', () => {
    expect(applicationUpdateBodySchema.safeParse({ call_hook: null }).success).toBe(false);
    expect(applicationUpdateBodySchema.safeParse({ messaging_hook: null }).success).toBe(true);
  });
});

describe('api keys and system information', () => {
  it('api key body', () => {
    expect(apiKeyBodySchema.parse({ account_sid: SID })).toEqual({ account_sid: SID });
    expect(apiKeyBodySchema.safeParse({ expiry_secs: 10 }).success).toBe(false);
  });

  it('last used and masking', () => {
    const now = new Date(2024, 4, 10, 12);
    expect(describeLastUsed(null, now)).toBe('Never used');
    expect(describeLastUsed(new Date(2024, 4, 10, 1).toISOString(), now)).toBe('Today');
    expect(describeLastUsed(new Date(2024, 4, 9, 23).toISOString(), now)).toBe('Yesterday');
    expect(describeLastUsed(new Date(2024, 4, 5).toISOString(), now)).toBe('5 days ago');
    expect(maskSecret('abcdefghijkl')).toBe('••••••••ijkl');
  });

  it('system information', () => {
    expect(
      systemInformationBodySchema.parse({
        domain_name: '',
        private_network_cidr: '10.0.0.0/8, 192.168.0.0/16',
        log_level: 'debug',
      }),
    ).toEqual({
      domain_name: null,
      private_network_cidr: '10.0.0.0/8,192.168.0.0/16',
      log_level: 'debug',
    });
    expect(issues(systemInformationBodySchema.safeParse({ private_network_cidr: '10.0.0.0/99' }))).toEqual([
      'private_network_cidr:Invalid private network CIDR 10.0.0.0/99',
    ]);
    expect(systemInformationBodySchema.safeParse({ log_level: 'trace' }).success).toBe(false);
    expect(
      systemInformationFormSchema.safeParse({
        domain_name: 'x.example.com',
        sip_domain_name: '',
        monitoring_domain_name: '',
        private_network_cidr: '',
        log_level: 'info',
      }).success,
    ).toBe(true);
  });
});
