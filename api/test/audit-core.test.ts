// The audit trail's core: changed fields only, secrets masked, and an entry only inside the write's transaction.
import type { FastifyInstance } from 'fastify';
import { changedFields, maskSecret, recordAudit } from '../src/audit/audit';
import { createApp } from './helpers';

describe('changedFields', () => {
  it('keeps only what changed, before and after', () => {
    expect(
      changedFields({ name: 'a', is_active: 1, port: 5060 }, { name: 'b', is_active: 1, port: 5061 }),
    ).toEqual({ name: { before: 'a', after: 'b' }, port: { before: 5060, after: 5061 } });
    expect(changedFields(null, { name: 'new' })).toEqual({ name: { before: null, after: 'new' } });
    expect(changedFields({ name: 'gone' }, null)).toEqual({ name: { before: 'gone', after: null } });
  });

  it('never keeps a secret in clear', () => {
    const changes = changedFields(
      { register_password: 'old-secret-1234', api_key: null },
      { register_password: 'new-secret-5678', api_key: 'sk_live_abcdefgh9876' },
    );
    expect(changes).toEqual({
      register_password: { before: '****1234', after: '****5678' },
      api_key: { before: null, after: '****9876' },
    });
    expect(JSON.stringify(changes)).not.toMatch(/secret|sk_live/);
    expect(maskSecret('short')).toBe('****');
  });
});

describe('recordAudit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp();
  });
  afterAll(() => app.close());

  it('refuses to write outside a transaction, and writes one row inside one', () => {
    const { ctx } = app;
    expect(() => recordAudit(ctx, null, { entity: 'thing', entitySid: 'x', action: 'create' })).toThrow(
      /inside the write/,
    );
    ctx.store.transaction(() =>
      recordAudit(ctx, null, {
        entity: 'thing',
        entitySid: 'x',
        action: 'update',
        before: { name: 'a' },
        after: { name: 'b' },
        accountSid: 'acc',
      }),
    );
    const rows = ctx.store.all<{ entity: string; action: string; changes: string; account_sid: string }>(
      'SELECT entity, action, changes, account_sid FROM audit_log',
    );
    expect(rows).toEqual([
      {
        entity: 'thing',
        action: 'update',
        account_sid: 'acc',
        changes: JSON.stringify({ name: { before: 'a', after: 'b' } }),
      },
    ]);
  });

  it('a failed transaction leaves no entry', () => {
    const { ctx } = app;
    const count = () => ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log')?.n;
    const before = count();
    expect(() =>
      ctx.store.transaction(() => {
        recordAudit(ctx, null, { entity: 'thing', entitySid: 'y', action: 'delete' });
        throw new Error('the write failed');
      }),
    ).toThrow('the write failed');
    expect(count()).toBe(before);
  });
});
