// Alert rules (docs/api/additions.md#alert-rules): a scripted sequence of calls fires a rule once and resolves it
// once (one alert, one notification per destination and event); a restart between the firing and its sending
// neither loses nor repeats it; the webhook's signature verifies with the account's secret; a failing webhook is
// tried the configured number of times and then no more; who may read and change which rules; bad input.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_RULE_ALERT_TYPE } from '@switchboard/shared/operations';
import type { AlertRule, AlertRuleDelivery } from '@switchboard/shared/types';
import { AlertRuleEngine } from '../src/areas/observability/rules/engine';
import { verifySignature } from '../src/areas/observability/rules/signature';
import type { OutboxMailer } from '../src/mail/mailer';
import { acmeCall, ingestAll } from './call-records';
import { createApp, createWorld, databaseFingerprint, login, type World } from './helpers';

const MIN = 60_000;
const START = Date.parse('2026-03-18T15:30:00.000Z');
let clock = START;
let w: World;
let engine: AlertRuleEngine;

/** A local webhook receiver: what it got, and the status it answers. */
interface Receiver {
  url: string;
  got: { body: string; signature: string }[];
  status: number;
  server: Server;
}
let receiver: Receiver;

async function startReceiver(): Promise<Receiver> {
  const r = { got: [], status: 200 } as unknown as Receiver;
  r.server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      r.got.push({ body, signature: String(req.headers['jambonz-signature'] ?? '') });
      res.statusCode = r.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  const address = r.server.address() as { port: number };
  r.url = `http://127.0.0.1:${address.port}/alerts`;
  return r;
}

const call = (world: World, answered: boolean, at: number) => acmeCall(world.acct1, answered, at);
const ingest = (world: World, records: unknown[]) => ingestAll(world, '/v1/Ingest/Cdrs', records);

const asrRule = (over: Record<string, unknown> = {}) => ({
  name: 'ASR of Acme',
  condition: 'carrier_asr_below',
  threshold: 50,
  window_minutes: 10,
  emails: ['noc@example.com'],
  webhook_url: receiver.url,
  ...over,
});

async function addRule(
  world: World,
  body: unknown,
  owner = `Accounts/${world.acct1}`,
  token = world.tokens.acct,
) {
  const res = await world.api('POST', `/v1/${owner}/AlertRules`, token, body);
  if (res.statusCode !== 201) throw new Error(`add rule: ${res.statusCode} ${res.body}`);
  return res.json().sid as string;
}

const mails = (world: World) =>
  (world.outbox as OutboxMailer).messages.filter((m) => m.kind === 'alert-rule');
const ruleAlerts = (world: World) =>
  world.app.ctx.store.all<{ message: string; target_sid: string }>(
    'SELECT message, target_sid FROM alerts WHERE alert_type = ?',
    ALERT_RULE_ALERT_TYPE,
  );
const deliveries = async (world: World, sid: string): Promise<AlertRuleDelivery[]> =>
  (
    await world.api('GET', `/v1/Accounts/${world.acct1}/AlertRules/${sid}/Deliveries`, world.tokens.acct)
  ).json();
const remove = (world: World, sid: string) =>
  world.api('DELETE', `/v1/ServiceProviders/${world.sp1}/AlertRules/${sid}`, world.tokens.sp);

beforeAll(async () => {
  receiver = await startReceiver();
  w = await createWorld({
    now: () => clock,
    observability: { alertRules: { attempts: 3, backoffMs: 1000 } },
  });
  engine = new AlertRuleEngine(w.app.ctx);
});
afterAll(async () => {
  await w.app.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});
beforeEach(() => {
  receiver.status = 200;
  receiver.got.length = 0;
  (w.outbox as OutboxMailer).clear();
});

describe('a rule over a scripted sequence', () => {
  test('fires once and resolves once: one alert, one mail and one signed webhook per event', async () => {
    clock = START;
    const sid = await addRule(w, asrRule());
    // no calls: no data, nothing fires
    expect((await engine.pass()).fired).toBe(0);

    // a bad period: 5 of 6 calls fail
    await ingest(w, [
      call(w, true, clock - 5 * MIN),
      ...[1, 2, 3, 4, 5].map((i) => call(w, false, clock - i * MIN)),
    ]);
    expect(await engine.pass()).toMatchObject({ fired: 1, sent: 2 });
    // still bad a minute later, with more failures: no second firing
    clock += MIN;
    await ingest(w, [call(w, false, clock - 30_000), call(w, false, clock - 20_000)]);
    expect(await engine.pass()).toMatchObject({ fired: 0, resolved: 0, sent: 0 });

    const alerts = ruleAlerts(w);
    expect(alerts).toEqual([
      { message: expect.stringMatching(/^ASR of Acme: ASR 16\.7 % \(Acme SIP trunk\)/), target_sid: sid },
    ]);
    // the account user's Alerts list shows it
    const list = (
      await w.api('GET', `/v1/Accounts/${w.acct1}/Alerts?page=1&count=25&days=1`, w.tokens.acct)
    ).json();
    expect(list.data.map((a: { alert_type: string }) => a.alert_type)).toContain(ALERT_RULE_ALERT_TYPE);

    expect(mails(w)).toEqual([
      expect.objectContaining({ to: 'noc@example.com', subject: '[FIRING] ASR of Acme' }),
    ]);
    expect(receiver.got).toHaveLength(1);
    const secret = w.app.ctx.store.get<{ webhook_secret: string }>(
      'SELECT webhook_secret FROM accounts WHERE account_sid = ?',
      w.acct1,
    )!.webhook_secret;
    expect(verifySignature(secret, receiver.got[0].body, receiver.got[0].signature)).toBe(true);
    expect(verifySignature('wh_secret_another', receiver.got[0].body, receiver.got[0].signature)).toBe(false);
    expect(JSON.parse(receiver.got[0].body)).toMatchObject({
      event: 'firing',
      alert_rule_sid: sid,
      account_sid: w.acct1,
    });

    // the condition clears: the bad calls leave the window, good ones come in
    clock += 11 * MIN;
    await ingest(
      w,
      [1, 2, 3, 4, 5, 6].map((i) => call(w, true, clock - i * MIN)),
    );
    expect(await engine.pass()).toMatchObject({ fired: 0, resolved: 1, sent: 2 });
    expect(await engine.pass()).toMatchObject({ fired: 0, resolved: 0, sent: 0 });
    expect(mails(w).map((m) => m.subject)).toEqual(['[FIRING] ASR of Acme', '[RESOLVED] ASR of Acme']);
    expect(ruleAlerts(w)).toHaveLength(1);

    const log = await deliveries(w, sid);
    expect(log.map((d) => [d.event, d.channel, d.status, d.attempts])).toEqual([
      ['resolved', 'webhook', 'sent', 1],
      ['resolved', 'email', 'sent', 1],
      ['firing', 'webhook', 'sent', 1],
      ['firing', 'email', 'sent', 1],
    ]);
    const rule: AlertRule = (
      await w.api('GET', `/v1/Accounts/${w.acct1}/AlertRules/${sid}`, w.tokens.acct)
    ).json();
    expect(rule).toMatchObject({ state: 'ok', last_value: expect.stringMatching(/^ASR 100 %/) });
    expect((await remove(w, sid)).statusCode).toBe(204);
  });

  test('a failing webhook is tried the configured 3 times with a doubling wait, then no more', async () => {
    // (tokens of the world last an hour from START)
    clock = START + 30 * MIN;
    receiver.status = 500;
    const sid = await addRule(w, asrRule({ emails: [] }));
    await ingest(
      w,
      [1, 2, 3, 4, 5].map((i) => call(w, false, clock - i * MIN)),
    );
    await engine.pass();
    expect(receiver.got).toHaveLength(1);
    // not yet due: the first retry waits 1 s, the second 2 s
    clock += 500;
    await engine.pass();
    expect(receiver.got).toHaveLength(1);
    clock += 500;
    await engine.pass();
    expect(receiver.got).toHaveLength(2);
    clock += 2000;
    await engine.pass();
    expect(receiver.got).toHaveLength(3);
    clock += 60_000;
    await engine.pass();
    expect(receiver.got).toHaveLength(3);
    const [delivery] = await deliveries(w, sid);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_result: 'HTTP 500',
      next_attempt_at: null,
    });
    expect((await remove(w, sid)).statusCode).toBe(204);
  });
});

describe('a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'alert-rules-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('between the firing and its sending loses nothing; after it repeats nothing', async () => {
    const databasePath = path.join(dir, 'api.db');
    const open = async () => {
      const app = await createApp({ databasePath, now: () => clock });
      return { app, engine: new AlertRuleEngine(app.ctx), outbox: app.ctx.mailer as OutboxMailer };
    };
    clock = START;
    let run = await open();
    const token = await login(run.app, 'admin', 'admin');
    const [{ account_sid: account }] = run.app.ctx.store.all<{ account_sid: string }>(
      'SELECT account_sid FROM accounts LIMIT 1',
    );
    const world = { ...w, app: run.app, acct1: account } as World;
    const api = (method: 'POST', url: string, body: unknown) =>
      run.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
    expect(
      (await api('POST', `/v1/Accounts/${account}/AlertRules`, asrRule({ webhook_url: null }))).statusCode,
    ).toBe(201);
    expect(
      (
        await api(
          'POST',
          '/v1/Ingest/Cdrs',
          [1, 2, 3, 4, 5].map((i) => call(world, false, clock - i * MIN)),
        )
      ).statusCode,
    ).toBe(201);
    // evaluated (fired), then the process stops before sending
    const [rule] =
      run.app.ctx.store.all<Parameters<AlertRuleEngine['evaluate']>[0]>('SELECT * FROM alert_rules');
    expect(run.engine.evaluate(rule, clock)).toBe('firing');
    expect(run.outbox.messages).toHaveLength(0);
    await run.app.close();

    clock += MIN;
    run = await open();
    expect(await run.engine.pass()).toMatchObject({ fired: 0, sent: 1 });
    expect(run.outbox.messages.map((m) => m.subject)).toEqual(['[FIRING] ASR of Acme']);
    await run.app.close();

    clock += MIN;
    run = await open();
    expect(await run.engine.pass()).toMatchObject({ fired: 0, sent: 0 });
    expect(run.outbox.messages).toHaveLength(0);
    expect(
      run.app.ctx.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM alerts WHERE alert_type = ?',
        ALERT_RULE_ALERT_TYPE,
      )!.n,
    ).toBe(1);
    await run.app.close();
  });
});

describe('who may read and change which rules', () => {
  test('an account user sees and changes only its own account’s rules; a provider sees all of its own', async () => {
    const own = await addRule(w, asrRule({ name: 'own' }));
    const other = await addRule(w, asrRule({ name: 'other' }), `Accounts/${w.acct2}`, w.tokens.acctOther);
    const spWide = await addRule(
      w,
      asrRule({ name: 'provider', webhook_url: null }),
      `ServiceProviders/${w.sp1}`,
      w.tokens.sp,
    );
    const names = async (url: string, token: string) =>
      ((await w.api('GET', url, token)).json() as AlertRule[]).map((r) => r.name).sort();
    expect(await names(`/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct)).toEqual(['own']);
    expect(await names(`/v1/ServiceProviders/${w.sp1}/AlertRules`, w.tokens.sp)).toEqual([
      'other',
      'own',
      'provider',
    ]);
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}/AlertRules`, w.tokens.acct)).statusCode).toBe(403);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/AlertRules`, w.tokens.acct)).statusCode).toBe(
      403,
    );
    expect(
      (await w.api('GET', `/v1/ServiceProviders/${w.sp1}/AlertRules`, w.tokens.spOther)).statusCode,
    ).toBe(403);
    // another account's rule, or the provider's, under one's own account: not found, unchanged
    const before = databaseFingerprint(w.app);
    for (const sid of [other, spWide]) {
      const url = `/v1/Accounts/${w.acct1}/AlertRules/${sid}`;
      expect((await w.api('PUT', url, w.tokens.acct, asrRule({ name: 'taken' }))).statusCode).toBe(404);
      expect((await w.api('DELETE', url, w.tokens.acct)).statusCode).toBe(404);
      expect((await w.api('GET', `${url}/Deliveries`, w.tokens.acct)).statusCode).toBe(404);
    }
    // view-only users change nothing
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}/AlertRules/${own}`, w.tokens.viewOnly, asrRule()))
        .statusCode,
    ).toBe(403);
    expect(databaseFingerprint(w.app)).toBe(before);
    // one's own: changed
    const put = await w.api(
      'PUT',
      `/v1/Accounts/${w.acct1}/AlertRules/${own}`,
      w.tokens.acct,
      asrRule({ name: 'mine' }),
    );
    expect(put.statusCode).toBe(204);
    expect(await names(`/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct)).toEqual(['mine']);
    for (const sid of [own, other, spWide]) expect((await remove(w, sid)).statusCode).toBe(204);
  });

  test('bad input is a 400 that says what is wrong, and writes nothing', async () => {
    const before = databaseFingerprint(w.app);
    const cases: [Record<string, unknown>, RegExp, string?][] = [
      [{ emails: [], webhook_url: null }, /add an e-mail address or a webhook URL/],
      [{ emails: ['not-an-address'] }, /emails: not an e-mail address/],
      [{ condition: 'cpu_high' }, /condition must be one of/],
      [{ threshold: 150 }, /threshold is a percentage/],
      [{ window_minutes: 0 }, /window_minutes must be at least 1/],
      [{ condition: 'sip_status_class', threshold: 3 }, /status_class must be 4, 5 or 6/],
      [{ condition: 'alerts_above' }, /missing field alert_type/],
      [{ webhook_url: 'ftp://example.com' }, /webhook_url has missing or invalid protocol/],
      [
        { account_sid: '00000000-0000-4000-8000-000000000000' },
        /account not found/,
        `ServiceProviders/${w.sp1}`,
      ],
      [{ webhook_url: receiver.url }, /a webhook needs an account/, `ServiceProviders/${w.sp1}`],
      [{ voip_carrier_sid: '00000000-0000-4000-8000-000000000000' }, /carrier not found/],
      [{ name: '' }, /missing field name/],
    ];
    for (const [over, msg, owner] of cases) {
      const token = owner ? w.tokens.sp : w.tokens.acct;
      const res = await w.api(
        'POST',
        `/v1/${owner ?? `Accounts/${w.acct1}`}/AlertRules`,
        token,
        asrRule(over),
      );
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({
        status: 400,
        msg: expect.stringMatching(msg),
      });
    }
    expect(databaseFingerprint(w.app)).toBe(before);
  });
});
