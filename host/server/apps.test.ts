/**
 * @jest-environment node
 */
// scripts/lib/apps.cjs: what `npm start` and `npm run dev` give the local API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apiProcessEnv } = require('../../scripts/lib/apps.cjs') as {
  apiProcessEnv: (env: Record<string, string>) => Record<string, string>;
};

describe('the local API process', () => {
  it('listens on API_PORT and links mail to the host at HOST_PORT', () => {
    expect(apiProcessEnv({ API_PORT: '4100', HOST_PORT: '9080', LOG_LEVEL: 'debug' })).toEqual({
      API_PORT: '4100',
      HOST_PORT: '9080',
      LOG_LEVEL: 'debug',
      PORT: '4100',
      PORTAL_BASE_URL: 'http://localhost:9080',
    });
  });

  it('defaults to 3000 and 8080; an explicit PORTAL_BASE_URL wins', () => {
    expect(apiProcessEnv({})).toMatchObject({ PORT: '3000', PORTAL_BASE_URL: 'http://localhost:8080' });
    expect(apiProcessEnv({ PORTAL_BASE_URL: 'https://portal.example.com' }).PORTAL_BASE_URL).toBe(
      'https://portal.example.com',
    );
  });
});
