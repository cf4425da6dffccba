// Sessions that last while their user works: `POST /renew-token` gives the session a new token, valid for the
// whole lifetime from now; a session that is not renewed runs out (docs/api/contract.md#renewal).
import { decodeJwt } from 'jose';
import { createWorld, login, type World } from './helpers';

describe('POST /renew-token', () => {
  let clock = Date.now();
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ now: () => clock, jwtExpiresInSeconds: 60 });
  });
  afterAll(() => w.app.close());

  it('gives the same session a fresh token; the old one still works until it expires', async () => {
    const first = await login(w.app, 'spuser');
    clock += 40_000;
    const res = await w.api('POST', '/v1/renew-token', first);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const [before, after] = [decodeJwt(first), decodeJwt(token)];
    expect(after.sid).toBe(before.sid);
    expect(after.user_sid).toBe(before.user_sid);
    expect((after.exp as number) - (before.exp as number)).toBe(40);
    clock += 30_000; // the first has expired, the renewed one has not
    expect((await w.api('GET', '/v1/Accounts', first)).statusCode).toBe(401);
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(200);
  });

  it('an idle session runs out: an expired token cannot be renewed', async () => {
    const token = await login(w.app, 'spuser');
    clock += 61_000;
    expect((await w.api('POST', '/v1/renew-token', token)).statusCode).toBe(401);
  });

  it('signing out ends the renewed tokens of the session too', async () => {
    const token = await login(w.app, 'spuser');
    const renewed = (await w.api('POST', '/v1/renew-token', token)).json().token;
    expect((await w.api('POST', '/v1/logout', token)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', renewed)).statusCode).toBe(401);
  });

  it('an API key has no session to renew (400); a token under a forced change may not renew (403)', async () => {
    expect((await w.api('POST', '/v1/renew-token', w.tokens.acctKey)).statusCode).toBe(400);
    const token = await login(w.app, 'acctuser');
    w.app.ctx.store.run('UPDATE users SET force_change = 1 WHERE user_sid = ?', w.users.acct);
    expect((await w.api('POST', '/v1/renew-token', token)).statusCode).toBe(403);
    w.app.ctx.store.run('UPDATE users SET force_change = 0 WHERE user_sid = ?', w.users.acct);
  });
});
