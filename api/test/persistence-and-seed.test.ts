import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { MIGRATIONS } from '../src/db/migrations';
import { PREDEFINED_CARRIERS } from '../src/db/seed';
import { apiFor, login } from './helpers';

describe('a fresh database holds what a fresh jambonz install holds', () => {
  it('admin/admin with a forced change and all permissions, default SP/account/apps, products, carriers, no settings', async () => {
    const app = await buildApp();
    const { store } = app.ctx;
    const admin = store.get<Record<string, unknown>>("SELECT * FROM users WHERE name = 'admin'")!;
    expect(admin).toMatchObject({
      email: 'joe@foo.bar',
      force_change: 1,
      provider: 'local',
      email_validated: 1,
      is_active: 1,
      account_sid: null,
      service_provider_sid: null,
    });
    expect(admin.hashed_password).toMatch(/^scrypt\$/);
    expect(
      store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM user_permissions WHERE user_sid = ?',
        admin.user_sid,
      )!.n,
    ).toBe(3);
    expect(store.all('SELECT name FROM service_providers')).toEqual([{ name: 'default service provider' }]);
    expect(store.all('SELECT account_sid, name FROM accounts')).toEqual([
      { account_sid: '9351f46a-678c-43f5-b8a6-d4eb58d131af', name: 'default account' },
    ]);
    expect(store.all('SELECT name FROM applications ORDER BY name')).toEqual([
      { name: 'dial time' },
      { name: 'hello world' },
    ]);
    expect(store.all('SELECT name, category FROM products ORDER BY name')).toEqual([
      { name: 'api call', category: 'api_rate' },
      { name: 'concurrent call session', category: 'voice_call_session' },
      { name: 'registered device', category: 'device' },
    ]);
    expect(
      store.all('SELECT name FROM permissions ORDER BY name').map((p) => (p as { name: string }).name),
    ).toEqual(['PROVISION_SERVICES', 'PROVISION_USERS', 'VIEW_ONLY']);
    expect(store.get<{ n: number }>('SELECT COUNT(*) AS n FROM predefined_carriers')!.n).toBe(5);
    expect(store.get<{ n: number }>('SELECT COUNT(*) AS n FROM predefined_sip_gateways')!.n).toBe(26);
    expect(store.get<{ n: number }>('SELECT COUNT(*) AS n FROM predefined_smpp_gateways')!.n).toBe(3);
    expect(PREDEFINED_CARRIERS.reduce((n, c) => n + c.sip.length, 0)).toBe(26);
    expect(
      store.get<{ n: number }>('SELECT COUNT(*) AS n FROM predefined_sip_gateways WHERE netmask = 30')!.n,
    ).toBe(8);
    expect(store.all('SELECT * FROM password_settings')).toEqual([]);
    expect(store.all('SELECT * FROM system_information')).toEqual([]);
    expect(store.all('SELECT * FROM sbc_addresses')).toEqual([]);
    // an admin key and the default account's key, both with random tokens
    const keys = store.all<{ account_sid: string | null; token: string }>(
      'SELECT account_sid, token FROM api_keys',
    );
    expect(keys).toHaveLength(2);
    expect(keys.map((k) => k.token)).not.toContain('1cf2f4f4-64c4-4249-9a3e-5bb4cb597c2a');
    expect(store.all('SELECT version FROM schema_version')).toEqual([{ version: '0.9.6' }]);
    // Every migration applied once, in order, starting with the schema and the fresh install's data.
    const applied = store.all<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(applied).toEqual(
      [...MIGRATIONS].sort((a, b) => a.version - b.version).map(({ version, name }) => ({ version, name })),
    );
    expect(applied.slice(0, 2)).toEqual([
      { version: 1, name: 'schema' },
      { version: 2, name: 'fresh install data' },
    ]);
    await app.close();
  });

  it('ADMIN_INITIAL_PASSWORD replaces admin/admin and the forced change', async () => {
    const app = await buildApp({ adminInitialPassword: 'Chosen-pass-1' });
    const api = apiFor(app);
    expect((await api('POST', '/v1/login', null, { username: 'admin', password: 'admin' })).statusCode).toBe(
      403,
    );
    const res = await api('POST', '/v1/login', null, { username: 'admin', password: 'Chosen-pass-1' });
    expect(res.json().force_change).toBe(false);
    await app.close();
  });
});

describe('persistence on a database file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'switchboard-api-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('data written survives a restart; the generated secrets are kept (tokens stay valid), WAL mode, 0600 secrets', async () => {
    const databasePath = path.join(dir, 'nested', 'switchboard.db');
    const first = await buildApp({ databasePath, adminInitialPassword: 'admin' });
    const api1 = apiFor(first);
    const token = await login(first, 'admin', 'admin');
    const sid = (
      await api1('POST', '/v1/Accounts', token, {
        name: 'kept',
        service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
        bucket_credential: { vendor: 'azure', name: 'b', connection_string: 'AccountName=a;AccountKey=b' },
      })
    ).json().sid;
    expect(first.ctx.store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.ctx.store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    await first.close();
    expect(statSync(path.join(dir, 'nested', 'secrets.json')).mode & 0o777).toBe(0o600);

    const second = await buildApp({ databasePath });
    const api2 = apiFor(second);
    const account = (await api2('GET', `/v1/Accounts/${sid}`, token)).json();
    expect(account).toMatchObject({
      name: 'kept',
      bucket_credential: { vendor: 'azure', name: 'b', connection_string: `Accoun${'X'.repeat(20)}` },
    });
    // migrations are not applied twice; the seed is not duplicated
    expect(second.ctx.store.all('SELECT name FROM service_providers')).toEqual([
      { name: 'default service provider' },
    ]);
    await second.close();

    // an explicit JWT_SECRET wins over the stored one: the old token no longer verifies
    const third = await buildApp({ databasePath, jwtSecret: 'another-secret-of-enough-length' });
    expect((await apiFor(third)('GET', '/v1/Accounts', token)).statusCode).toBe(401);
    await third.close();
  });
});
