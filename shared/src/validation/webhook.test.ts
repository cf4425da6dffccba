import {
  MESSAGES,
  basicAuthIncomplete,
  effectiveWebhookMethod,
  isWebsocketUrl,
  webhookBodySchema,
  webhookFormSchema,
  webhookUrlError,
} from '.';

describe('webhooks', () => {
  it('URL errors are worded like the real server', () => {
    expect(webhookUrlError('https://example.com/call', 'call_hook URL')).toBeNull();
    expect(webhookUrlError('wss://example.com/ws')).toBeNull();
    expect(webhookUrlError('http://127.0.0.1:3000/x')).toBeNull();
    expect(webhookUrlError('http://[::1]:3000/x')).toBeNull();
    expect(webhookUrlError('example.com/call', 'call_hook URL')).toBe('call_hook URL is invalid');
    expect(webhookUrlError(' https://example.com', 'call_hook URL')).toBe(
      'call_hook URL contains leading/trailing whitespace',
    );
    expect(webhookUrlError('ftp://example.com/x', 'call_hook URL')).toBe(
      'call_hook URL has missing or invalid protocol ftp:',
    );
    expect(webhookUrlError('http://exa_mple.com/x', 'call_hook URL')).toBe(
      'call_hook URL has invalid hostname exa_mple.com',
    );
  });

  it('websocket URLs force GET', () => {
    expect(isWebsocketUrl('ws://x.example.com')).toBe(true);
    expect(isWebsocketUrl('https://x.example.com')).toBe(false);
    expect(effectiveWebhookMethod('wss://x.example.com', 'POST')).toBe('GET');
    expect(effectiveWebhookMethod('https://x.example.com', 'GET')).toBe('GET');
    expect(effectiveWebhookMethod('https://x.example.com', undefined)).toBe('POST');
  });

  it('basic auth needs both or neither', () => {
    expect(basicAuthIncomplete('', '')).toBe(false);
    expect(basicAuthIncomplete('u', 'p')).toBe(false);
    expect(basicAuthIncomplete('u', '')).toBe(true);
    expect(basicAuthIncomplete(null, 'p')).toBe(true);
  });

  it('form schema: required URL, protocol, basic auth', () => {
    const required = webhookFormSchema({ required: true });
    const empty = required.safeParse({ url: '', method: 'POST', username: '', password: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([MESSAGES.webhookUrlRequired]);
    expect(webhookFormSchema({ required: false }).safeParse({ url: '', method: 'POST' }).success).toBe(true);
    const auth = required.safeParse({
      url: 'https://a.example.com',
      method: 'POST',
      username: 'me',
      password: '',
    });
    expect(auth.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: MESSAGES.webhookBasicAuthBoth,
    });
    // ticked with both fields blank: not "no authentication" (docs/product/identity.md#webhooks: both are required)
    const blank = webhookFormSchema({ required: false }).safeParse({
      url: 'https://a.example.com',
      method: 'POST',
      basic_auth: true,
      username: '',
      password: ' ',
    });
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', MESSAGES.webhookBasicAuthBoth],
      ['password', MESSAGES.webhookBasicAuthBoth],
    ]);
    // not ticked: what is left in the fields does not count
    expect(
      required.safeParse({
        url: 'https://a.example.com',
        method: 'POST',
        basic_auth: false,
        username: 'me',
        password: '',
      }).success,
    ).toBe(true);
    const proto = required.safeParse({ url: 'mailto:x@example.com', method: 'POST' });
    expect(proto.error?.issues[0].message).toMatch(/missing or invalid protocol/);
  });

  it('body schema normalises method and blank credentials, and refuses unknown keys', () => {
    const schema = webhookBodySchema('call_hook');
    expect(
      schema.parse({ url: 'wss://a.example.com/ws', method: 'POST', username: '', password: '' }),
    ).toEqual({
      url: 'wss://a.example.com/ws',
      method: 'GET',
      username: null,
      password: null,
    });
    expect(schema.parse({ url: 'https://a.example.com', method: 'get' }).method).toBe('GET');
    expect(schema.safeParse({ url: 'example.com' }).error?.issues[0].message).toBe(
      'call_hook URL is invalid',
    );
    expect(schema.safeParse({ url: '' }).success).toBe(false);
    expect(
      webhookBodySchema('registration_hook', { allowEmptyUrl: true }).safeParse({ url: '' }).success,
    ).toBe(true);
    expect(schema.safeParse({ url: 'https://a.example.com', foo: 1 }).success).toBe(false);
    expect(schema.safeParse({ url: 'https://a.example.com', method: 'PUT' }).success).toBe(false);
    expect(
      schema.safeParse({ url: 'https://a.example.com', username: 'u' }).error?.issues[0].message,
    ).toMatch(/both username and password/);
  });
});
