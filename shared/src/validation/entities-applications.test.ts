// The identity area's rules for applications, API keys and system information.
import {
  MESSAGES,
  apiKeyBodySchema,
  applicationCreateBodySchema,
  applicationFormRules,
  applicationFormSchema,
  applicationUpdateBodySchema,
  appJsonError,
  describeLastUsed,
  maskSecret,
  systemInformationBodySchema,
  systemInformationFormSchema,
  TTS_VENDORS,
  STT_VENDORS,
  isApplicationNameInUse,
  isTtsVendor,
  isSttVendor,
} from '.';

/** An account's sid (any well-formed one). */
const SID = '6f0c64c2-8c1e-4a8e-9d61-1b1f8f3c2a10';

/** A parse's issues as 'path:message', none when it passed. */
function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}:${issue.message}`);
}

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
