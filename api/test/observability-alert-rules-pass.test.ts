// A pass of the alert rules (docs/api/additions.md#alert-rules) writes the evaluations that leave a rule's state as
// it is together: every rule of a pass of many gets its `last_evaluated_at` and `last_value`; a rule removed or
// paused after the pass read the rules gets nothing; a rule whose state another process moved after the pass read
// it is judged against the state it has now — resolved once, with its notification, not overwritten as unchanged.
import { ALERT_RULE_ALERT_TYPE } from '@switchboard/shared/operations';
import type { AlertRule } from '@switchboard/shared/types';
import { AlertRuleEngine } from '../src/areas/observability/rules/engine';
import { AlertRuleRepository, type AlertRuleRow } from '../src/areas/observability/rules/repository';
import type { OutboxMailer } from '../src/mail/mailer';
import { acmeCall, ingestAll } from './call-records';
import { createWorld, type World } from './helpers';

const MIN = 60_000;
const START = Date.parse('2026-03-18T15:30:00.000Z');
let clock = START;
let w: World;
let engine: AlertRuleEngine;

const call = (answered: boolean, at: number) => acmeCall(w.acct1, answered, at);
const ingest = (records: unknown[]) => ingestAll(w, '/v1/Ingest/Cdrs', records);

async function addRule(name: string, over: Record<string, unknown> = {}) {
  const res = await w.api('POST', `/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct, {
    name,
    condition: 'carrier_asr_below',
    threshold: 50,
    window_minutes: 10,
    emails: ['noc@example.com'],
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(`add rule: ${res.statusCode} ${res.body}`);
  return res.json().sid as string;
}

const rules = async () =>
  (await w.api('GET', `/v1/Accounts/${w.acct1}/AlertRules`, w.tokens.acct)).json() as AlertRule[];
const subjects = () =>
  (w.outbox as OutboxMailer).messages.filter((m) => m.kind === 'alert-rule').map((m) => m.subject);
const ruleAlerts = () =>
  w.app.ctx.store.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM alerts WHERE alert_type = ?',
    ALERT_RULE_ALERT_TYPE,
  )!.n;

/** The next pass reads the rules as `rows` (what it read before another request or process changed them). */
function passReads(rows: AlertRuleRow[]) {
  jest.spyOn(AlertRuleRepository.prototype, 'active').mockReturnValueOnce(rows);
}

beforeEach(async () => {
  clock = START;
  w = await createWorld({ now: () => clock });
  // slices of 100 rules at most: a pass of 150 rules takes two
  engine = new AlertRuleEngine(w.app.ctx, { ms: 1000, rules: 100 });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await w.app.close();
});

test('every rule of a pass of many (more than one slice) gets its evaluation', async () => {
  // half fire (ASR 25 % below 50 %), half stay as they are (6 failing calls, not 1,000)
  for (let i = 0; i < 150; i += 1)
    await addRule(
      `rule ${String(i).padStart(3, '0')}`,
      i % 2 ? {} : { condition: 'sip_status_class', status_class: 5, threshold: 1000 },
    );
  await ingest([
    ...[1, 2].map((i) => call(true, clock - i * MIN)),
    ...[3, 4, 5, 6, 7, 8].map((i) => call(false, clock - i * MIN)),
  ]);
  clock += 30_000;
  expect(await engine.pass()).toMatchObject({ evaluated: 150, fired: 75, resolved: 0 });
  const evaluated = async () =>
    (await rules()).map((r) => [r.condition, r.state, r.last_evaluated_at, r.last_value]);
  const at = new Date(clock).toISOString();
  const asr = ['carrier_asr_below', 'firing', at, expect.stringMatching(/^ASR 25 % \(Acme SIP trunk\)/)];
  const status = ['sip_status_class', 'ok', at, '6 calls failed with 5xx in the last 10 min, threshold 1000'];
  expect(await evaluated()).toEqual(Array.from({ length: 150 }, (_, i) => (i % 2 ? asr : status)));

  clock += 30_000;
  expect(await engine.pass()).toMatchObject({ evaluated: 150, fired: 0, resolved: 0 });
  asr[2] = status[2] = new Date(clock).toISOString();
  expect(await evaluated()).toEqual(Array.from({ length: 150 }, (_, i) => (i % 2 ? asr : status)));
  expect(ruleAlerts()).toBe(75);
});

test('a rule removed or paused after the pass read it gets no evaluation', async () => {
  const removed = await addRule('removed');
  const paused = await addRule('paused');
  const kept = await addRule('kept');
  const read = new AlertRuleRepository(w.app.ctx.store).active();
  expect(
    (await w.api('DELETE', `/v1/Accounts/${w.acct1}/AlertRules/${removed}`, w.tokens.acct)).statusCode,
  ).toBe(204);
  w.app.ctx.store.run('UPDATE alert_rules SET is_active = 0 WHERE alert_rule_sid = ?', paused);
  passReads(read);
  expect(await engine.pass()).toMatchObject({ evaluated: 3, fired: 0 });
  const now = new Date(clock).toISOString();
  expect(Object.fromEntries((await rules()).map((r) => [r.alert_rule_sid, r.last_evaluated_at]))).toEqual({
    [paused]: null,
    [kept]: now,
  });
});

test('a rule another process fired after the pass read it is resolved once, not kept as unchanged', async () => {
  const sid = await addRule('ASR of Acme');
  await ingest([call(true, clock - 5 * MIN), ...[1, 2, 3, 4, 5].map((i) => call(false, clock - i * MIN))]);
  // the pass reads the rule as it is: ok
  const read = new AlertRuleRepository(w.app.ctx.store).active();
  // meanwhile another process (another engine on the same database) fires it and sends its mail
  expect(await new AlertRuleEngine(w.app.ctx).pass()).toMatchObject({ fired: 1, sent: 1 });
  // the bad calls leave the window, good ones come in: the pass finds the condition clear, as its stale read says
  clock += 11 * MIN;
  await ingest([1, 2, 3, 4, 5, 6].map((i) => call(true, clock - i * MIN)));
  passReads(read);
  expect(await engine.pass()).toMatchObject({ evaluated: 1, fired: 0, resolved: 1, sent: 1 });
  expect(subjects()).toEqual(['[FIRING] ASR of Acme', '[RESOLVED] ASR of Acme']);
  expect((await rules()).find((r) => r.alert_rule_sid === sid)).toMatchObject({
    state: 'ok',
    since: new Date(clock).toISOString(),
    last_evaluated_at: new Date(clock).toISOString(),
  });
  expect(ruleAlerts()).toBe(1);
});

test("a rule over alerts of a type never counts the rules' own alerts", async () => {
  const own = await addRule('over rule alerts', {
    condition: 'alerts_above',
    alert_type: ALERT_RULE_ALERT_TYPE,
    threshold: 0,
  });
  const other = await addRule('over webhook failures', {
    condition: 'alerts_above',
    alert_type: 'webhook-failure',
    threshold: 0,
  });
  await addRule('ASR of Acme');
  for (const type of [ALERT_RULE_ALERT_TYPE, ALERT_RULE_ALERT_TYPE, 'webhook-failure'])
    w.app.ctx.store.run(
      'INSERT INTO alerts (time, alert_type, message, account_sid) VALUES (?, ?, ?, ?)',
      clock - MIN,
      type,
      'an alert',
      w.acct1,
    );
  await ingest([call(true, clock - 5 * MIN), ...[1, 2, 3, 4, 5].map((i) => call(false, clock - i * MIN))]);
  clock += 30_000;
  expect(await engine.pass()).toMatchObject({ evaluated: 3, fired: 2 });
  clock += 30_000;
  await engine.pass();
  const states = Object.fromEntries((await rules()).map((r) => [r.alert_rule_sid, [r.state, r.last_value]]));
  expect(states[own]).toEqual(['ok', expect.stringMatching(/^0 /)]);
  expect(states[other]).toEqual(['firing', expect.stringMatching(/^[1-9]/)]);
  expect(ruleAlerts()).toBe(4);
});
