// The 'webhook slower than, or failing' alert rule (docs/api/additions.md#alert-rules): the applications' webhook
// exchanges come from the traces the feature server exports (spans with an HTTP method and URL), indexed as they
// arrive; the rule fires on one slow or failed exchange in its window and resolves when the window holds only
// quick, answered ones. Traces stored before the index existed are indexed by its migration.
import Database from 'better-sqlite3';
import type { AlertRule } from '@switchboard/shared/types';
import { migrate } from '../src/db/migration';
import { MIGRATIONS } from '../src/db/migrations';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../src/db/seed';
import { Store } from '../src/db/store';
import { AlertRuleEngine } from '../src/areas/observability/rules/engine';
import { packBlob } from '../src/areas/observability/records/packing';
import type { OutboxMailer } from '../src/mail/mailer';
import { createWorld, type World } from './helpers';

const MIN = 60_000;
const START = Date.parse('2026-03-18T15:30:00.000Z');
let clock = START;
let w: World;
let engine: AlertRuleEngine;

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const nanos = (ms: number) => String(BigInt(ms) * 1_000_000n);

/** One call's trace as the feature server exports it: a root span and one webhook exchange per hook. */
function exportOf(accountSid: string, hooks: { at: number; ms: number; status: number | null }[]) {
  const traceId = hex(32);
  const root = { traceId, spanId: hex(16), name: 'call', kind: 1 };
  return {
    traceId,
    body: {
      resourceSpans: [
        {
          resource: { attributes: [{ key: 'accountSid', value: { stringValue: accountSid } }] },
          scopeSpans: [
            {
              scope: { name: 'jambonz-feature-server' },
              spans: [
                {
                  ...root,
                  startTimeUnixNano: nanos(hooks[0].at - 100),
                  endTimeUnixNano: nanos(hooks[0].at + 60_000),
                },
                ...hooks.map((hook) => ({
                  traceId,
                  spanId: hex(16),
                  parentSpanId: root.spanId,
                  name: 'POST https://app.example.com/call',
                  kind: 3,
                  startTimeUnixNano: nanos(hook.at),
                  endTimeUnixNano: nanos(hook.at + hook.ms),
                  attributes: [
                    { key: 'http.method', value: { stringValue: 'POST' } },
                    { key: 'http.url', value: { stringValue: 'https://app.example.com/call' } },
                    ...(hook.status === null
                      ? []
                      : [{ key: 'http.statusCode', value: { intValue: String(hook.status) } }]),
                  ],
                })),
              ],
            },
          ],
        },
      ],
    },
  };
}

async function exportTrace(world: World, hooks: { at: number; ms: number; status: number | null }[]) {
  const { body } = exportOf(world.acct1, hooks);
  const res = await world.api('POST', '/v1/Ingest/Traces', world.tokens.adminKey, body);
  if (res.statusCode !== 201) throw new Error(`traces: ${res.statusCode} ${res.body}`);
}

const slowRule = {
  name: 'Slow app',
  condition: 'webhook_slow',
  threshold: 1000,
  window_minutes: 10,
  emails: ['noc@example.com'],
};
const mails = (world: World) =>
  (world.outbox as OutboxMailer).messages.filter((m) => m.kind === 'alert-rule').map((m) => m.subject);

beforeAll(async () => {
  w = await createWorld({ now: () => clock });
  engine = new AlertRuleEngine(w.app.ctx);
});
afterAll(() => w.app.close());

test('one slow exchange fires it, a failed one keeps it firing, quick ones resolve it', async () => {
  const add = await w.api('POST', `/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct, slowRule);
  expect(add.statusCode).toBe(201);
  const sid = add.json().sid as string;
  const rule = async (): Promise<AlertRule> =>
    (await w.api('GET', `/v1/Accounts/${w.acct1}/AlertRules/${sid}`, w.tokens.acct)).json();

  // no exchanges at all: nothing to say
  expect(await engine.pass()).toMatchObject({ fired: 0 });
  expect((await rule()).last_value).toBe('no data in the window');

  // quick answers only: measured, not firing
  await exportTrace(w, [
    { at: clock - 5 * MIN, ms: 120, status: 200 },
    { at: clock - 4 * MIN, ms: 300, status: 200 },
  ]);
  expect(await engine.pass()).toMatchObject({ fired: 0 });
  expect((await rule()).last_value).toBe('every webhook answered within 1000 ms in the last 10 min');

  // one call's webhook answers after 2.4 s
  await exportTrace(w, [{ at: clock - 3 * MIN, ms: 2400, status: 200 }]);
  expect(await engine.pass()).toMatchObject({ fired: 1 });
  expect(await rule()).toMatchObject({
    state: 'firing',
    last_value:
      '1 webhook request(s) slower than 1000 ms or failing (2400 ms: https://app.example.com/call) in the last 10 min',
  });

  // a minute on, an exchange with no answer: the failure is the worst, still one firing
  clock += MIN;
  await exportTrace(w, [{ at: clock - 30_000, ms: 10_000, status: null }]);
  expect(await engine.pass()).toMatchObject({ fired: 0, resolved: 0 });
  expect((await rule()).last_value).toBe(
    '2 webhook request(s) slower than 1000 ms or failing (failed: https://app.example.com/call) in the last 10 min',
  );

  // the bad exchanges leave the window; a 500 would count, a quick 200 does not
  clock += 11 * MIN;
  await exportTrace(w, [{ at: clock - 2 * MIN, ms: 80, status: 200 }]);
  expect(await engine.pass()).toMatchObject({ resolved: 1 });
  expect((await rule()).state).toBe('ok');
  await exportTrace(w, [{ at: clock - MIN, ms: 80, status: 500 }]);
  expect(await engine.pass()).toMatchObject({ fired: 1 });
  expect(mails(w)).toEqual(['[FIRING] Slow app', '[RESOLVED] Slow app', '[FIRING] Slow app']);
});

test('the same spans exported twice are counted once', async () => {
  clock += 30 * MIN;
  const add = await w.api('POST', `/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct, {
    ...slowRule,
    name: 'Twice',
  });
  const sid = add.json().sid as string;
  const { body } = exportOf(w.acct1, [{ at: clock - MIN, ms: 1500, status: 200 }]);
  for (let i = 0; i < 2; i += 1)
    expect((await w.api('POST', '/v1/Ingest/Traces', w.tokens.adminKey, body)).statusCode).toBe(201);
  await engine.pass();
  const rule: AlertRule = (
    await w.api('GET', `/v1/Accounts/${w.acct1}/AlertRules/${sid}`, w.tokens.acct)
  ).json();
  expect(rule.last_value).toMatch(/^1 webhook request\(s\) slower than 1000 ms/);
});

test('its migration indexes the traces stored before it', () => {
  const store = new Store(new Database(':memory:'));
  const context = { adminPassword: 'admin', adminForceChange: true };
  migrate(
    store,
    MIGRATIONS.filter((m) => m.version < 61),
    context,
  );
  store.insert('accounts', {
    account_sid: 'acct-before-61',
    name: 'stored before',
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    webhook_secret: 'wh_secret_before',
  });
  const { traceId, body } = exportOf('acct-before-61', [
    { at: START, ms: 1800, status: 200 },
    { at: START + 5000, ms: 50, status: 503 },
  ]);
  store.run(
    'INSERT INTO call_traces (trace_id, account_sid, received_at, span_count, otlp) VALUES (?, ?, ?, ?, ?)',
    traceId,
    'acct-before-61',
    START,
    3,
    packBlob(body, 3).bytes,
  );
  migrate(store, MIGRATIONS, context);
  expect(
    store.all(
      'SELECT account_sid, service_provider_sid, at, ms, failed, status FROM call_webhooks ORDER BY at',
    ),
  ).toEqual([
    {
      account_sid: 'acct-before-61',
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      at: START,
      ms: 1800,
      failed: 0,
      status: '200',
    },
    {
      account_sid: 'acct-before-61',
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      at: START + 5000,
      ms: 50,
      failed: 1,
      status: '503',
    },
  ]);
  store.db.close();
});
