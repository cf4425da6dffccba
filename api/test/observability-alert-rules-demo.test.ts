// The demo's alert rules (api/src/dev/demo/alert-rules.ts): seeded per service provider, they fire on the
// simulator's bad periods — the provider's carrier outage makes 'Carrier gateway down' fire and mail the provider's
// operations address; outside an outage nothing fires.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { AlertRuleEngine } from '../src/areas/observability/rules/engine';
import { DEMO_ALERT_RULES } from '../src/dev/demo/alert-rules';
import { seedDemo } from '../src/dev/demo/seed';
import { simulateHealth } from '../src/dev/simulator/health';
import { OUTAGE_PERIOD_MS, inOutage, outageCarriers, outageOffset } from '../src/dev/simulator/outages';
import type { OutboxMailer } from '../src/mail/mailer';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const NOW = Date.UTC(2025, 5, 2, 18, 30);
let clock = NOW;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ now: () => clock });
  await seedDemo(app.ctx);
});
afterAll(() => app.close());

const rulesOf = (spName: string) =>
  app.ctx.store.all<{ name: string; condition: string; state: string }>(
    `SELECT r.name, r.condition, r.state FROM alert_rules r
       JOIN service_providers sp ON sp.service_provider_sid = r.service_provider_sid
      WHERE sp.name = ? ORDER BY r.name`,
    spName,
  );

test('every demo provider has the rules, and its carrier outage fires the gateway rule', async () => {
  const { store } = app.ctx;
  expect(
    rulesOf('Acme Telecom')
      .map((r) => r.condition)
      .sort(),
  ).toEqual(DEMO_ALERT_RULES.map((r) => r.condition).sort());
  // Acme's carrier with outages, and a time 20 minutes into one of them
  const acme = store.get<{ service_provider_sid: string }>(
    "SELECT service_provider_sid FROM service_providers WHERE name = 'Acme Telecom'",
  )!.service_provider_sid;
  const carrier = [...outageCarriers(store)].find(
    (sid) =>
      store.get(
        'SELECT 1 FROM voip_carriers WHERE voip_carrier_sid = ? AND service_provider_sid = ?',
        sid,
        acme,
      ) !== undefined,
  )!;
  expect(carrier).toBeDefined();
  const offset = outageOffset(carrier);
  const outage = Math.floor((NOW - offset) / OUTAGE_PERIOD_MS) * OUTAGE_PERIOD_MS + offset + 20 * MIN;
  expect(inOutage({ sid: carrier, outage: true }, outage)).toBe(true);
  const engine = new AlertRuleEngine(app.ctx);
  const outbox = app.ctx.mailer as OutboxMailer;

  // two hours before: Acme's gateways answer, none of its rules fires (another provider's outage, at an offset of
  // its own, may be under way: only Acme's rules are looked at)
  clock = outage - 2 * 60 * MIN;
  expect(inOutage({ sid: carrier, outage: true }, clock)).toBe(false);
  simulateHealth(store, { seed: 7, since: clock - DAY, until: clock });
  await engine.pass();
  expect(rulesOf('Acme Telecom').map((r) => r.state)).toEqual(DEMO_ALERT_RULES.map(() => 'ok'));

  // 20 minutes into the outage: the gateway is down for longer than the rule's 5 minutes
  clock = outage;
  simulateHealth(store, { seed: 7, since: clock - 2 * 60 * MIN, until: clock });
  await engine.pass();
  expect(rulesOf('Acme Telecom').find((r) => r.condition === 'gateway_down')).toMatchObject({
    name: 'Carrier gateway down',
    state: 'firing',
  });
  expect(
    outbox.messages
      .filter((m) => m.kind === 'alert-rule')
      .map((m) => [m.to, m.subject])
      .filter(([to]) => to === 'noc@acme-telecom.example.com'),
  ).toEqual([['noc@acme-telecom.example.com', '[FIRING] Carrier gateway down']]);
}, 60_000);
