// Usage against limits in hosted mode (docs/api/additions.md#limit-usage): the devices a plan allows are
// `ratio × call sessions + devices` for a trial or paid plan, its devices alone for a free plan; outside hosted mode
// the 'device' limit as set.
import { paymentSandbox } from '../src/dev/payment-sandbox';
import { createWorld, type World } from './helpers';

const NOW = Date.parse('2026-03-18T15:30:00.000Z');

async function devicesLimit(w: World, planType: 'trial' | 'free' | 'paid'): Promise<number | null> {
  w.app.ctx.store.run(
    'UPDATE accounts SET plan_type = ?, device_to_call_ratio = 5 WHERE account_sid = ?',
    planType,
    w.acct1,
  );
  const res = await w.api('GET', `/v1/Accounts/${w.acct1}/LimitUsage`, w.tokens.admin);
  expect(res.statusCode).toBe(200);
  const [account] = res.json<{ accounts: { limits: { devices: number | null } }[] }>().accounts;
  return account.limits.devices;
}

async function limits(w: World) {
  for (const [category, quantity] of [
    ['voice_call_session', 10],
    ['device', 10],
  ] as const)
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct1}/Limits`, w.tokens.admin, { category, quantity }))
        .statusCode,
    ).toBe(201);
}

describe('devices against the plan', () => {
  it('hosted: 10 sessions + 10 devices at ratio 5 allow 60 on a paid or trial plan, 10 on a free one', async () => {
    const w = await createWorld({
      now: () => NOW,
      hosted: true,
      billing: { localProvider: paymentSandbox, sweepIntervalMs: 0 },
    });
    try {
      await limits(w);
      expect(await devicesLimit(w, 'paid')).toBe(60);
      expect(await devicesLimit(w, 'trial')).toBe(60);
      expect(await devicesLimit(w, 'free')).toBe(10);
    } finally {
      await w.app.close();
    }
  });

  it('not hosted: the device limit as set', async () => {
    const w = await createWorld({ now: () => NOW });
    try {
      await limits(w);
      expect(await devicesLimit(w, 'paid')).toBe(10);
    } finally {
      await w.app.close();
    }
  });
});
