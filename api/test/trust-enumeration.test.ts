// The sign-in lock-out and forgot-password answer the same whether a user exists or not
// (docs/api/contract.md#lock-out, #password-reset).
import type { FastifyInstance } from 'fastify';
import { apiFor, createApp, createWorld, type Api, type World } from './helpers';

describe('the lock-out does not tell which names exist', () => {
  let app: FastifyInstance;
  let api: Api;
  beforeAll(async () => {
    app = await createApp();
    api = apiFor(app);
  });
  afterAll(() => app.close());

  async function answers(username: string): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api('POST', '/v1/login', null, { username, password: 'wrong-password' });
      seen.push(`${res.statusCode} ${res.body}`);
    }
    return seen;
  }

  it('a real user and an unknown name get the same six answers', async () => {
    const real = await answers('admin');
    const unknown = await answers('nobody-at-all');
    expect(unknown).toEqual(real);
    expect(real[5]).toMatch(/^403 .*Maximum login attempts reached/);
  });

  it('an unknown name is counted case-insensitively, like a name typed twice', async () => {
    const res = await api('POST', '/v1/login', null, { username: 'NOBODY-at-all', password: 'x' });
    expect(res.json().error).toMatch(/Maximum login attempts reached/);
  });
});

describe('forgot-password does not tell which addresses exist', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.app.close());

  it('answers 204 for an unknown address, sending nothing', async () => {
    const before = w.outbox.messages.length;
    const unknown = await w.api('POST', '/v1/forgot-password', null, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    expect(w.outbox.messages).toHaveLength(before);
    const known = await w.api('POST', '/v1/forgot-password', null, { email: 'spuser@example.com' });
    expect(known.statusCode).toBe(204);
    expect(known.body).toBe('');
    expect(w.outbox.messages).toHaveLength(before + 1);
  });

  it('answers 204 for a deactivated user too', async () => {
    await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.admin, { is_active: false });
    const res = await w.api('POST', '/v1/forgot-password', null, { email: 'acctother@example.com' });
    expect(res.statusCode).toBe(204);
  });

  it('still refuses what is not an e-mail address (400 {error})', async () => {
    const res = await w.api('POST', '/v1/forgot-password', null, { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid or missing email');
  });
});
