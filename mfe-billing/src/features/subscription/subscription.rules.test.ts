import { SANDBOX_CATALOGUE } from '@switchboard/api/testing/payment-sandbox';
import type { UsersMeSubscription } from '@switchboard/shared/types';
import {
  devicesAllowed,
  devicesFormula,
  hasErrors,
  includedDevicesText,
  initialSubscriptionState,
  isUnchanged,
  lineViews,
  productsOf,
  reviewText,
  subscriptionReducer,
  totalOf,
  visibleLines,
} from './subscription.rules';
import { summariseUsage } from './usage.rules';

// The payment sandbox's catalogue (what GET /Prices answers in hosted mode), and subscriptions as GET /Users/me
// shows them.
const CATALOGUE = [...SANDBOX_CATALOGUE];
const subscription = (sessions: number, devices: number): UsersMeSubscription => ({
  status: 'active',
  account_subscription_sid: 'a8f5a0b8-6f4d-4c8e-9a43-3c3d5b1f0e21',
  start_date: '2026-05-01T00:00:00.000Z',
  products: [
    { name: 'concurrent call session', units: 'sessions', quantity: sessions },
    { name: 'registered device', units: 'devices', quantity: devices },
  ],
});
const trialMe = () => ({ subscription: subscription(5, 0) });
const paidMe = (sessions: number, devices: number) => ({ subscription: subscription(sessions, devices) });

describe('the subscription form state', () => {
  it('upgrade from a trial: 5 sessions ($25 flat tier), the device line hidden and counted as 0', () => {
    const state = initialSubscriptionState(CATALOGUE, trialMe().subscription, 'upgrade');
    expect(visibleLines(state).map((l) => l.category)).toEqual(['voice_call_session']);
    expect(lineViews(state)[0]).toMatchObject({
      service: 'Maximum concurrent call sessions',
      input: '5',
      priceLabel: '$25.00 flat',
      cost: '$25.00',
    });
    expect(totalOf(state)).toEqual({ cents: 2500, text: '$25.00' });
    expect(includedDevicesText(state, 5)).toBe('With 5 call sessions you can register 25 devices.');
  });

  it('typing recomputes prices, cost and total; showing devices adds their line', () => {
    let state = initialSubscriptionState(CATALOGUE, trialMe().subscription, 'upgrade');
    state = subscriptionReducer(state, { type: 'capacity', category: 'voice_call_session', value: '12' });
    expect(lineViews(state)[0]).toMatchObject({ priceLabel: '$4.50 per session', cost: '$54.00' });
    state = subscriptionReducer(state, { type: 'capacity', category: 'device', value: '7' });
    // still hidden: not counted
    expect(totalOf(state).cents).toBe(5400);
    state = subscriptionReducer(state, { type: 'show-devices' });
    expect(totalOf(state).cents).toBe(6100);
    expect(includedDevicesText(state, 5)).toBeNull();
    // ratio 5 × 12 sessions + 7 additional devices (not 5 × 19 = 95)
    expect(devicesAllowed(state, 5)).toBe(67);
    expect(devicesFormula(state, 5)).toBe(
      'Device-to-call ratio × call sessions + additional devices: 5 × 12 + 7',
    );
    expect(productsOf(state).map((p) => p.quantity)).toEqual([12, 7]);
  });

  it('text that is not a whole number is an error and counts as 0', () => {
    let state = initialSubscriptionState(CATALOGUE, trialMe().subscription, 'upgrade');
    state = subscriptionReducer(state, { type: 'capacity', category: 'voice_call_session', value: '' });
    expect(hasErrors(state)).toBe(true);
    expect(totalOf(state).cents).toBe(0);
    state = subscriptionReducer(state, { type: 'capacity', category: 'voice_call_session', value: '7.5' });
    expect(lineViews(state)[0].error).toBe('Call sessions must be a whole number from 5 to 1000.');
  });

  it('modify: unchanged until a quantity differs from the current one; devices above 0 show from the start', () => {
    const me = paidMe(10, 2);
    let state = initialSubscriptionState(CATALOGUE, me.subscription, 'modify');
    expect(state.deviceVisible).toBe(true);
    expect(isUnchanged(state, me.subscription)).toBe(true);
    state = subscriptionReducer(state, { type: 'capacity', category: 'device', value: '3' });
    expect(isUnchanged(state, me.subscription)).toBe(false);
    state = subscriptionReducer(state, { type: 'capacity', category: 'device', value: '2' });
    expect(isUnchanged(state, me.subscription)).toBe(true);
  });

  it('the review says what is charged now or credited, and the new monthly charge', () => {
    expect(
      reviewText({ currency: 'usd', prorated_cost: 1250, monthly_cost: 9000, next_invoice_date: null }),
    ).toBe(
      'Your new monthly charge will be $90.00. $12.50 is charged now for the rest of the current billing period (prorated).',
    );
    expect(
      reviewText({ currency: 'usd', prorated_cost: -500, monthly_cost: 4500, next_invoice_date: null }),
    ).toBe(
      'Your new monthly charge will be $45.00. $5.00 for the rest of the current billing period (prorated) is credited to your next invoice.',
    );
    expect(
      reviewText({ currency: 'usd', prorated_cost: 0, monthly_cost: 4500, next_invoice_date: null }),
    ).toBe('Your monthly charge will be $45.00.');
  });
});

describe('usage against capacity', () => {
  const report = (peaks: number[], capacity = 10) => ({
    available: true,
    capacity: { call_sessions: capacity, registered_devices: 50 },
    days: peaks.map((p, i) => ({
      date: `2026-05-${String(i + 1).padStart(2, '0')}`,
      peak_calls: p,
      devices: p,
      calls: p * 3,
    })),
  });
  it('the busiest day against capacity, and advice', () => {
    expect(summariseUsage(report([2, 5, 3]))).toMatchObject({
      peakCalls: 5,
      peakCallsDate: '2026-05-02',
      callShare: 0.5,
      advice: 'fine',
    });
    expect(summariseUsage(report([8, 2])).advice).toBe('near');
    expect(summariseUsage(report([11])).advice).toBe('over');
    expect(summariseUsage({ ...report([1]), available: false }).advice).toBeNull();
  });
});
