// The identity area's rules (users, service providers, accounts) as the forms and the API apply them.
import {
  MESSAGES,
  accountCreateBodySchema,
  accountFormRules,
  accountFormSchema,
  accountUpdateBodySchema,
  deleteAccountConfirmationError,
  scopeOfSids,
  serviceProviderCreateBodySchema,
  serviceProviderFormSchema,
  serviceProviderSettingsFormSchema,
  userCreateBodySchema,
  userFormSchema,
  userScopeSids,
  userUpdateBodySchema,
  EMPTY_BUCKET_CREDENTIAL_FORM,
  EMPTY_WEBHOOK_FORM,
  isNameInUse,
  sameName,
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
