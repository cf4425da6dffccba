// Server settings from the environment: where it listens.
import { optionsFromEnv } from '../src/config';

describe('optionsFromEnv', () => {
  it('listens on 127.0.0.1:3000 unless HOST / PORT say otherwise', () => {
    expect(optionsFromEnv({}, '/repo')).toMatchObject({ host: '127.0.0.1', port: 3000 });
    expect(optionsFromEnv({ HOST: '0.0.0.0', PORT: '4000' }, '/repo')).toMatchObject({
      host: '0.0.0.0',
      port: 4000,
    });
  });

  it('refuses a port that is not a positive integer', () => {
    expect(() => optionsFromEnv({ PORT: 'eighty' }, '/repo')).toThrow('PORT must be a positive integer');
  });

  it('the portal base URL: PORTAL_BASE_URL, else localhost at PORTAL_PORT, else the default', () => {
    const url = (env: Record<string, string>) => optionsFromEnv(env, '/repo').portalBaseUrl;
    expect(url({ PORTAL_BASE_URL: 'https://portal.example.com', PORTAL_PORT: '9380' })).toBe(
      'https://portal.example.com',
    );
    expect(url({ PORTAL_BASE_URL: '', PORTAL_PORT: '9380' })).toBe('http://localhost:9380');
    expect(url({})).toBeUndefined();
  });
});
