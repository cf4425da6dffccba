// A user who must change their password holds a token that may do only that (the change itself,
// `GET /Users/me`, the password rules, sign-out) until the change is made; the flag is read at each request, so
// the same token is a full one as soon as the password is changed.
import { PASSWORD, apiFor, createApp, type Api } from './helpers';
import type { FastifyInstance } from 'fastify';

describe('a token of a user with force_change', () => {
  let app: FastifyInstance;
  let api: Api;
  let token: string;
  let userSid: string;
  beforeAll(async () => {
    app = await createApp({ adminInitialPassword: undefined });
    api = apiFor(app);
    const login = (await api('POST', '/v1/login', null, { username: 'admin', password: 'admin' })).json();
    expect(login.force_change).toBe(true);
    token = login.token;
    userSid = login.user_sid;
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/v1/Accounts', undefined],
    ['PUT', '/v1/Accounts/9351f46a-678c-43f5-b8a6-d4eb58d131af', { name: 'renamed' }],
    ['POST', '/v1/ApiKeys', {}],
    ['POST', '/v1/ServiceProviders', { name: 'sneaky' }],
    ['PUT', '/v1/Users/me', { name: 'x' }],
  ])('refuses %s %s with 403 {msg}', async (method, url, body) => {
    const res = await api(method as 'GET', url, token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'You must change your password before doing anything else' });
  });

  it('refuses a PUT of the own user that is more than a password change', async () => {
    const res = await api('PUT', `/v1/Users/${userSid}`, token, {
      old_password: 'admin',
      new_password: 'Chosen-1234',
      name: 'root',
    });
    expect(res.statusCode).toBe(403);
  });

  it('allows GET /Users/me and the password rules', async () => {
    expect((await api('GET', '/v1/Users/me', token)).statusCode).toBe(200);
    expect((await api('GET', '/v1/PasswordSettings', token)).statusCode).toBe(200);
  });

  it('lifts as soon as the password is changed, on the same token', async () => {
    const change = await api('PUT', `/v1/Users/${userSid}`, token, {
      old_password: 'admin',
      new_password: 'Chosen-1234',
    });
    expect(change.statusCode).toBe(204);
    expect((await api('GET', '/v1/Accounts', token)).statusCode).toBe(200);
  });

  it('holds for a user an admin created with force_change, through POST /change-password too', async () => {
    const admin = token;
    const created = await api('POST', '/v1/Users', admin, {
      name: 'newbie',
      email: 'newbie@example.com',
      initial_password: PASSWORD,
      force_change: true,
      is_active: true,
      service_provider_sid: null,
      account_sid: null,
    });
    expect(created.statusCode).toBe(201);
    const newbie = (await api('POST', '/v1/login', null, { username: 'newbie', password: PASSWORD })).json()
      .token as string;
    expect((await api('GET', '/v1/ServiceProviders', newbie)).statusCode).toBe(403);
    const change = await api('POST', '/v1/change-password', newbie, {
      old_password: PASSWORD,
      new_password: 'Another-1234',
    });
    expect(change.statusCode).toBe(204);
    const again = (
      await api('POST', '/v1/login', null, { username: 'newbie', password: 'Another-1234' })
    ).json().token as string;
    expect((await api('GET', '/v1/ServiceProviders', again)).statusCode).toBe(200);
  });

  it('allows sign-out', async () => {
    const login = (
      await api('POST', '/v1/login', null, { username: 'newbie', password: 'Another-1234' })
    ).json();
    await app.ctx.store.run('UPDATE users SET force_change = 1 WHERE user_sid = ?', login.user_sid);
    expect((await api('POST', '/v1/logout', login.token)).statusCode).toBe(204);
  });
});
