import {
  DEFAULT_FEATURES,
  RuntimeConfigError,
  getApiBaseUrl,
  loadRuntimeConfig,
  normaliseRuntimeConfig,
} from './index';

const respond = (status: number, body: string) => jest.fn(async () => new Response(body, { status }));

describe('normaliseRuntimeConfig', () => {
  it('defaults the API base URL to the page origin + /api/v1 (docs/api/contract.md#base-url)', () => {
    expect(normaliseRuntimeConfig({}, 'https://portal.example.com').apiBaseUrl).toBe(
      'https://portal.example.com/api/v1',
    );
  });

  it('keeps an absolute base URL and resolves a path against the page origin, without trailing slashes', () => {
    expect(
      normaliseRuntimeConfig({ apiBaseUrl: 'http://10.0.0.5:3000/v1/' }, 'https://p.example').apiBaseUrl,
    ).toBe('http://10.0.0.5:3000/v1');
    expect(normaliseRuntimeConfig({ apiBaseUrl: '/jambonz/v1' }, 'https://p.example').apiBaseUrl).toBe(
      'https://p.example/jambonz/v1',
    );
  });

  it('takes boolean feature switches, keeps defaults for the rest and ignores junk', () => {
    const config = normaliseRuntimeConfig({
      features: { forgotPassword: true, lcr: false, tracing: 'yes', bogus: true },
    });
    expect(config.features).toEqual({ ...DEFAULT_FEATURES, forgotPassword: true, lcr: false });
  });

  it("keeps the API's capabilities the server asked for (read where they are used), when they are an object", () => {
    const document = { api: 'switchboard', version: '1', features: ['search'] };
    expect(normaliseRuntimeConfig({ apiCapabilities: document }).apiCapabilities).toEqual(document);
    expect(normaliseRuntimeConfig({ apiCapabilities: 'all' }).apiCapabilities).toBeUndefined();
    expect(normaliseRuntimeConfig({}).apiCapabilities).toBeUndefined();
  });

  it('keeps remotes with a URL and drops empty ones', () => {
    const config = normaliseRuntimeConfig({
      remotes: { identity: 'http://localhost:8081/mf-manifest.json', telephony: '', speech: 42 },
    });
    expect(config.remotes).toEqual({ identity: 'http://localhost:8081/mf-manifest.json' });
  });

  it('copies the public client ids and keys when set', () => {
    const config = normaliseRuntimeConfig({
      googleClientId: 'g-id',
      stripePublishableKey: ' pk_test ',
      githubClientId: '',
    });
    expect(config.googleClientId).toBe('g-id');
    expect(config.stripePublishableKey).toBe('pk_test');
    expect(config).not.toHaveProperty('githubClientId');
  });

  it('survives a file that is not an object', () => {
    expect(normaliseRuntimeConfig(['x'], 'http://h').features).toEqual(DEFAULT_FEATURES);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json and makes it the config in force', async () => {
    const fetchImpl = respond(200, JSON.stringify({ apiBaseUrl: 'http://api.example/v1' }));
    const config = await loadRuntimeConfig('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(config.apiBaseUrl).toBe('http://api.example/v1');
    expect(getApiBaseUrl()).toBe('http://api.example/v1');
  });

  it('treats a missing file (404) as "all defaults"', async () => {
    const config = await loadRuntimeConfig('/config.json', respond(404, 'Not Found'));
    expect(config.features).toEqual(DEFAULT_FEATURES);
    expect(config.remotes).toEqual({});
  });

  it('fails clearly on a server error, bad JSON or no server', async () => {
    await expect(loadRuntimeConfig('/config.json', respond(500, 'x'))).rejects.toThrow(RuntimeConfigError);
    await expect(loadRuntimeConfig('/config.json', respond(200, '{oops'))).rejects.toThrow('not valid JSON');
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig('/config.json', down)).rejects.toThrow('the server cannot be reached');
  });
});
