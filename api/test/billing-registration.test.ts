// Hosted sign-up over the API: POST /register (the contract's errors), the verification mail read from a real local
// SMTP server, PUT /ActivationCode, GET /Availability, the SIP realm, and what GET /Users/me shows afterwards.
import type { FastifyInstance } from 'fastify';
import { startMailCatcher, verificationCodeOf, type MailCatcher } from '../../scripts/lib/mail-catcher.cjs';
import { buildApp } from '../src/app';
import { DEFAULT_SERVICE_PROVIDER_SID, apiFor, login, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

const SP = DEFAULT_SERVICE_PROVIDER_SID;
const register = (api: Api, body: Record<string, unknown>) => api('POST', '/v1/register', null, body);
const local = (email: string, extra: Record<string, unknown> = {}) => ({
  service_provider_sid: SP,
  provider: 'local',
  email,
  password: 'secret-pass',
  email_activation_code: '123456',
  ...extra,
});

let mail: MailCatcher;
let app: FastifyInstance;
let api: Api;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await buildApp({
    hosted: true,
    adminInitialPassword: 'admin',
    smtpUrl: mail.smtpUrl,
    billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
  });
  api = apiFor(app);
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

describe('POST /register', () => {
  it.each([
    [{}, 400, 'missing provider'],
    [{ provider: 'local' }, 400, 'missing service_provider_sid'],
    [
      { provider: 'local', service_provider_sid: '11111111-1111-4111-8111-111111111111' },
      422,
      'invalid service_provider_sid',
    ],
    [{ provider: 'myspace', service_provider_sid: SP }, 422, 'invalid provider: myspace'],
    [{ provider: 'local', service_provider_sid: SP, email: 'a@b.co' }, 400, 'missing email or password'],
    [
      { provider: 'local', service_provider_sid: SP, email: 'not-an-email', password: 'secret-pass' },
      400,
      'invalid email',
    ],
    [
      { provider: 'local', service_provider_sid: SP, email: 'a@b.co', password: 'short' },
      400,
      'password must be at least 6 characters',
    ],
    [
      { provider: 'local', service_provider_sid: SP, email: 'a@b.co', password: 'secret-pass' },
      400,
      'email activation code required',
    ],
    [{ provider: 'github', service_provider_sid: SP }, 400, 'missing oauth2_code for provider github'],
    [
      {
        provider: 'google',
        service_provider_sid: SP,
        oauth2_code: 'c',
        oauth2_state: 's',
        oauth2_client_id: 'id',
        oauth2_redirect_uri: 'http://localhost/oauth-callback/google',
      },
      422,
      'invalid provider: google sign-in is not configured',
    ],
  ])('%j → %i %s', async (body, status, msg) => {
    const res = await register(api, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ msg });
  });

  it('signs up: an account on a trial, the user, a jwt; the code arrives by mail; the code activates the account', async () => {
    const res = await register(api, local('New.Person@Example.com'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user_sid: expect.any(String),
      account_sid: expect.any(String),
      root_domain: 'sip.switchboard.localhost',
      name: 'new.person@example.com',
      email: 'new.person@example.com',
      provider: 'local',
      pristine: true,
      is_active: false,
      email_validated: false,
      tutorial_completion: 0,
      scope: 'read-write',
    });
    // The message really went over SMTP, with a code of the server's (not the client's '123456').
    const message = await mail.waitFor((m) => m.to.includes('new.person@example.com'));
    expect(message.subject).toBe('Your Switchboard verification code');
    const code = verificationCodeOf(message);
    expect(code).toMatch(/^\d{6}$/);

    const me = (await api('GET', '/v1/Users/me', body.jwt)).json();
    expect(me.account).toMatchObject({
      account_sid: body.account_sid,
      plan_type: 'trial',
      is_active: 0,
      root_domain: 'sip.switchboard.localhost',
      sip_realm: null,
    });
    expect(me.subscription.products).toEqual(
      expect.arrayContaining([
        { name: 'concurrent call session', units: 'sessions', quantity: 5 },
        { name: 'registered device', units: 'devices', quantity: 0 },
      ]),
    );
    const limits = (await api('GET', `/v1/Accounts/${body.account_sid}/Limits`, body.jwt)).json();
    expect(limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'voice_call_session', quantity: 5 }),
        expect.objectContaining({ category: 'device', quantity: 25 }),
      ]),
    );

    const activate = (c: string, userSid = body.user_sid, token = body.jwt) =>
      api('PUT', `/v1/ActivationCode/${c}`, token, { user_sid: userSid, type: 'email' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await activate(wrong)).json()).toEqual({ msg: 'invalid user or activation code' });
    expect((await activate(code as string)).statusCode).toBe(204);
    // used once
    expect((await activate(code as string)).statusCode).toBe(400);
    const after = (await api('GET', '/v1/Users/me', body.jwt)).json();
    expect(after.account.is_active).toBe(1);
    expect(after.user.email_validated).toBe(true);

    // Each write left its audit entry.
    const audit = app.ctx.store.all<{ entity: string; action: string }>(
      'SELECT entity, action FROM audit_log WHERE account_sid = ? ORDER BY at, rowid',
      body.account_sid,
    );
    expect(audit).toEqual([
      { entity: 'account', action: 'create' },
      { entity: 'account_subscription', action: 'create' },
      { entity: 'user', action: 'update' },
    ]);
    // The account can sign in with its e-mail as the user name.
    await login(app, 'new.person@example.com', 'secret-pass');
  });

  it('refuses an e-mail that already has a user; one user cannot use another’s code', async () => {
    const first = (await register(api, local('twice@example.com'))).json();
    const again = await register(api, local('twice@example.com'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: 'user already exists with email twice@example.com' });
    const other = (await register(api, local('other@example.com'))).json();
    const code = verificationCodeOf(await mail.waitFor((m) => m.to.includes('twice@example.com'))) as string;
    const res = await api('PUT', `/v1/ActivationCode/${code}`, other.jwt, {
      user_sid: first.user_sid,
      type: 'email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'invalid user or activation code' });
  });
});

describe('GET /Availability and the SIP realm', () => {
  it('tells whether a sub-domain (the full realm), an e-mail or a phone is free; needs a token', async () => {
    const { jwt, account_sid: accountSid } = (await register(api, local('realm@example.com'))).json();
    const check = (type: string, value: string) =>
      api('GET', `/v1/Availability?type=${type}&value=${encodeURIComponent(value)}`, jwt);
    expect((await api('GET', '/v1/Availability?type=subdomain&value=x.y.z')).statusCode).toBe(401);
    expect((await check('fax', 'x')).json()).toEqual({ msg: 'invalid type: fax' });
    expect((await check('subdomain', 'acme.sip.switchboard.localhost')).json()).toEqual({ available: true });
    expect((await check('subdomain', 'not a realm')).json()).toEqual({ available: false });
    expect((await check('email', 'realm@example.com')).json()).toEqual({ available: false });
    expect((await check('email', 'nobody@example.com')).json()).toEqual({ available: true });
    expect((await check('phone', '+15550100')).json()).toEqual({ available: true });

    const set = await api('POST', `/v1/Accounts/${accountSid}/SipRealms/acme.sip.switchboard.localhost`, jwt);
    expect(set.statusCode).toBe(204);
    expect((await check('subdomain', 'ACME.sip.switchboard.localhost')).json()).toEqual({ available: false });
    const me = (await api('GET', '/v1/Users/me', jwt)).json();
    expect(me.account.sip_realm).toBe('acme.sip.switchboard.localhost');
    // Taken by another account: the contract's 422.
    const other = (await register(api, local('realm2@example.com'))).json();
    const taken = await api(
      'POST',
      `/v1/Accounts/${other.account_sid}/SipRealms/acme.sip.switchboard.localhost`,
      other.jwt,
    );
    expect(taken.statusCode).toBe(422);
    // Not yours.
    const foreign = await api(
      'POST',
      `/v1/Accounts/${accountSid}/SipRealms/mine.sip.switchboard.localhost`,
      other.jwt,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('POST /ActivationCode mails a code for a new address; PUT with it changes the e-mail', async () => {
    const { jwt, user_sid: userSid } = (await register(api, local('change@example.com'))).json();
    expect(
      (await api('POST', '/v1/ActivationCode', jwt, { user_sid: userSid, type: 'fax', value: 'x' })).json(),
    ).toEqual({
      msg: 'invalid activation type: fax',
    });
    expect(
      (
        await api('POST', '/v1/ActivationCode', jwt, { user_sid: userSid, type: 'email', value: 'nope' })
      ).json(),
    ).toEqual({
      msg: 'invalid email',
    });
    expect(
      (
        await api('POST', '/v1/ActivationCode', jwt, {
          user_sid: userSid,
          type: 'email',
          value: 'changed@example.com',
        })
      ).statusCode,
    ).toBe(204);
    const code = verificationCodeOf(
      await mail.waitFor((m) => m.to.includes('changed@example.com')),
    ) as string;
    expect(
      (await api('PUT', `/v1/ActivationCode/${code}`, jwt, { user_sid: userSid, type: 'email' })).statusCode,
    ).toBe(204);
    expect((await api('GET', '/v1/Users/me', jwt)).json().user.email).toBe('changed@example.com');
  });
});

describe('hosted mode off', () => {
  it('has no registration or billing routes', async () => {
    const plain = await buildApp({ adminInitialPassword: 'admin' });
    const res = await apiFor(plain)('POST', '/v1/register', null, local('x@example.com'));
    expect(res.statusCode).toBe(404);
    const admin = await login(plain, 'admin', 'admin');
    for (const path of ['/v1/Prices', '/v1/Availability?type=email&value=a@b.co', '/v1/Invoices'])
      expect((await apiFor(plain)('GET', path, admin)).statusCode).toBe(404);
    await plain.close();
  });
});
