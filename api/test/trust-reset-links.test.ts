// A password-reset link signs in once and only within its hour
// (docs/api/contract.md#password-reset).
import type { FastifyInstance } from 'fastify';
import { createWorld, type World } from './helpers';

async function resetLink(w: World, email: string): Promise<string> {
  expect((await w.api('POST', '/v1/forgot-password', null, { email })).statusCode).toBe(204);
  return w.outbox.messages.at(-1)!.link!.split('/').pop()!;
}

describe('password-reset links', () => {
  let clock = Date.now();
  let w: World;
  let app: FastifyInstance;
  beforeAll(async () => {
    w = await createWorld({ now: () => clock });
    app = w.app;
  });
  afterAll(() => app.close());

  it('sign in once: a second POST /signin {link} is refused, the first session still sets the password', async () => {
    const link = await resetLink(w, 'spuser@example.com');
    const first = await w.api('POST', '/v1/signin', null, { link });
    expect(first.statusCode).toBe(200);
    const second = await w.api('POST', '/v1/signin', null, { link });
    expect(second.statusCode).toBe(403);
    expect(second.body).toBe('Forbidden');
    const change = await w.api('POST', '/v1/change-password', first.json().jwt, {
      old_password: link,
      new_password: 'Reset-pass-9',
    });
    expect(change.statusCode).toBe(204);
  });

  it('expires after an hour', async () => {
    const link = await resetLink(w, 'acctuser@example.com');
    clock += 3600 * 1000 + 1;
    expect((await w.api('POST', '/v1/signin', null, { link })).statusCode).toBe(403);
  });
});
