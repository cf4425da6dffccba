// Signing out ends the session that signs out, not the user's other sessions; "sign out everywhere"
// ends them all (docs/api/contract.md#revocation).
import { createWorld, login, type World } from './helpers';

describe('sign-out, one session or every one', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.app.close());

  it('POST /logout revokes the token that signs out only: another browser of the same user goes on', async () => {
    const first = await login(w.app, 'spuser');
    const second = await login(w.app, 'spuser');
    expect((await w.api('POST', '/v1/logout', first)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', first)).statusCode).toBe(401);
    expect((await w.api('GET', '/v1/Accounts', second)).statusCode).toBe(200);
    // signing out twice with the same token: it is no longer valid
    expect((await w.api('POST', '/v1/logout', first)).statusCode).toBe(401);
  });

  it('POST /logout/everywhere revokes every token of the user, and only theirs', async () => {
    const first = await login(w.app, 'spuser');
    const second = await login(w.app, 'spuser');
    expect((await w.api('POST', '/v1/logout/everywhere', first)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', first)).statusCode).toBe(401);
    expect((await w.api('GET', '/v1/Accounts', second)).statusCode).toBe(401);
    const third = await login(w.app, 'spuser');
    expect((await w.api('GET', '/v1/Accounts', third)).statusCode).toBe(200);
    expect((await w.api('GET', '/v1/Accounts', w.tokens.acct)).statusCode).toBe(200);
  });

  it('a view-only user may sign out everywhere; an API key has no session (400)', async () => {
    const viewer = await login(w.app, 'viewer');
    expect((await w.api('POST', '/v1/logout/everywhere', viewer)).statusCode).toBe(204);
    const key = await w.api('POST', '/v1/logout/everywhere', w.tokens.acctKey);
    expect(key.statusCode).toBe(400);
    expect(key.json().msg).toMatch(/API key/);
  });

  it('both are in the audit trail as sign-outs', async () => {
    const rows = w.app.ctx.store.all<{ action: string }>(
      "SELECT action FROM audit_log WHERE action = 'sign-out' AND user_sid = ?",
      w.users.sp,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('is announced in GET /Capabilities', async () => {
    expect((await w.api('GET', '/v1/Capabilities')).json().features).toContain('sign-out-everywhere');
  });
});
