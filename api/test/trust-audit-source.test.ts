// The audit trail records where a change came from — the browser's address through the portal's proxy, never what a
// caller elsewhere claims — and whether it came with a user's token or an API key.
import { createWorld, type World } from './helpers';

describe('the audit trail’s source of a change', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.app.close());

  const lastEntry = () =>
    w.app.ctx.store.get<{ ip: string; user_sid: string | null; api_key_sid: string | null }>(
      "SELECT ip, user_sid, api_key_sid FROM audit_log WHERE entity = 'account' ORDER BY rowid DESC LIMIT 1",
    )!;

  const rename = (token: string, name: string, headers: Record<string, string>, remoteAddress: string) =>
    w.app.inject({
      method: 'PUT',
      url: `/v1/Accounts/${w.acct2}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: { name },
      remoteAddress,
    });

  it('through the portal’s proxy (a loopback peer): the browser’s address, and the user', async () => {
    expect(
      (await rename(w.tokens.admin, 'via portal', { 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1'))
        .statusCode,
    ).toBe(204);
    expect(lastEntry()).toEqual({ ip: '203.0.113.7', user_sid: w.users.admin, api_key_sid: null });
  });

  it('from a public peer, its own address whatever it claims; an API key is named as such', async () => {
    expect(
      (await rename(w.tokens.adminKey, 'via key', { 'x-forwarded-for': '10.9.9.9' }, '198.51.100.4'))
        .statusCode,
    ).toBe(204);
    const entry = lastEntry();
    expect(entry.ip).toBe('198.51.100.4');
    expect(entry.user_sid).toBeNull();
    expect(entry.api_key_sid).toEqual(expect.any(String));
  });
});
