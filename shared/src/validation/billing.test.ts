import type { Price, PriceCatalogueEntry, SandboxTestCard } from '@switchboard/shared/types';
import {
  deviceAllowance,
  BILLING_MESSAGES,
  capacityError,
  checkCard,
  formatMoney,
  generateActivationCode,
  luhnValid,
  oauthCallbackError,
  priceLabel,
  priceOf,
  readSandboxPaymentMethodToken,
  realmOf,
  registerEmailFormSchema,
  registeredDevices,
  registeredDevicesFormula,
  resetPasswordError,
  sandboxPaymentMethodToken,
  subdomainError,
  subdomainOf,
  subscriptionLines,
  totalCost,
} from './index';

const tiered: Price = {
  stripe_price_id: 'p1',
  billing_scheme: 'tiered',
  currency: 'usd',
  recurring: null,
  tiers_mode: 'volume',
  tiers: [
    { up_to: 5, flat_amount: 2500, unit_amount: null },
    { up_to: 20, flat_amount: null, unit_amount: 450 },
    { up_to: null, flat_amount: null, unit_amount: 350 },
  ],
  type: 'recurring',
  unit_amount: null,
  unit_amount_decimal: null,
};
const perUnit: Price = {
  ...tiered,
  stripe_price_id: 'p2',
  billing_scheme: 'per_unit',
  tiers: null,
  tiers_mode: null,
  unit_amount: 100,
};

describe('prices', () => {
  it('tiered: the first tier whose up_to is empty or at least the quantity; a flat amount is a fixed cost', () => {
    expect(priceOf(tiered, 0)).toEqual({ unitAmount: 2500, flat: true, cost: 0 });
    expect(priceOf(tiered, 1)).toEqual({ unitAmount: 2500, flat: true, cost: 2500 });
    expect(priceOf(tiered, 5)).toEqual({ unitAmount: 2500, flat: true, cost: 2500 });
    expect(priceOf(tiered, 6)).toEqual({ unitAmount: 450, flat: false, cost: 2700 });
    expect(priceOf(tiered, 20)).toEqual({ unitAmount: 450, flat: false, cost: 9000 });
    expect(priceOf(tiered, 21)).toEqual({ unitAmount: 350, flat: false, cost: 7350 });
    expect(priceOf({ ...tiered, tiers: [{ up_to: 5, flat_amount: 100, unit_amount: null }] }, 6).cost).toBe(
      0,
    );
  });

  it('per unit: unit amount × quantity; nothing for no price or a bad quantity', () => {
    expect(priceOf(perUnit, 7).cost).toBe(700);
    expect(priceOf(null, 7).cost).toBe(0);
    expect(priceOf(perUnit, Number.NaN).cost).toBe(0);
    expect(priceOf(perUnit, -3).cost).toBe(0);
  });

  it('cents / 100 with the currency symbol (default $); labels per unit or flat', () => {
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatMoney(1999, 'eur')).toBe('€19.99');
    expect(formatMoney(-350, 'gbp')).toBe('-£3.50');
    expect(formatMoney(100, 'xyz')).toBe('$1.00');
    expect(priceLabel(priceOf(tiered, 3), 'usd', 'session')).toBe('$25.00 flat');
    expect(priceLabel(priceOf(tiered, 8), 'usd', 'per session')).toBe('$4.50 per session');
  });

  it('registered devices = device_to_call_ratio × call sessions + additional devices', () => {
    expect(registeredDevices(5, 10, 0)).toBe(50);
    // the worked example (docs/product/billing.md#price-table): 10 sessions + 10 devices at ratio 5 is 60, not 5 × 20 = 100
    expect(registeredDevices(5, 10, 10)).toBe(60);
    expect(registeredDevices(5, 10, 2)).toBe(52);
    expect(registeredDevices(null, 10, 2)).toBe(2);
    expect(registeredDevicesFormula(5, 10, 2)).toBe(
      'Device-to-call ratio × call sessions + additional devices: 5 × 10 + 2',
    );
  });

  it('the devices a plan allows: the free plan its devices; other plans the ratio rule, jambonz’s 5 by default', () => {
    expect(deviceAllowance('free', 5, 1, 1)).toBe(1);
    expect(deviceAllowance('paid', 5, 10, 2)).toBe(52);
    expect(deviceAllowance('trial', 3, 10, 0)).toBe(30);
    expect(deviceAllowance('paid', null, 10, 2)).toBe(52);
    expect(deviceAllowance(undefined, 2, 4, 1)).toBe(9);
  });

  it('subscription lines from the catalogue and the current products; the upgrade starts at the paid minimum', () => {
    const catalogue: PriceCatalogueEntry[] = [
      {
        product_sid: 's',
        name: 'concurrent call session',
        category: 'voice_call_session',
        stripe_product_id: 'ps',
        description: null,
        unit_label: 'session',
        prices: [tiered],
      },
      {
        product_sid: 'd',
        name: 'registered device',
        category: 'device',
        stripe_product_id: 'pd',
        description: null,
        unit_label: 'device',
        prices: [perUnit],
      },
    ];
    const free = {
      products: [
        { name: 'concurrent call session', units: 'sessions', quantity: 1 },
        { name: 'registered device', units: 'devices', quantity: 1 },
      ],
    };
    const lines = subscriptionLines(catalogue, free, { clampToMin: true });
    expect(lines.map((l) => [l.category, l.capacity, l.min, l.max, l.price_id, l.product_sid])).toEqual([
      ['voice_call_session', 5, 5, 1000, 'p1', 's'],
      ['device', 1, 0, 200, 'p2', 'd'],
    ]);
    expect(totalCost(lines)).toBe(2600);
    expect(subscriptionLines(catalogue, free)[0].capacity).toBe(1);
  });

  it('capacity limits: call sessions 5–1000, devices 0–200, whole numbers', () => {
    expect(capacityError('voice_call_session', 5)).toBeNull();
    expect(capacityError('voice_call_session', 4)).toBe(
      'Call sessions must be a whole number from 5 to 1000.',
    );
    expect(capacityError('voice_call_session', '1001')).not.toBeNull();
    expect(capacityError('voice_call_session', '')).not.toBeNull();
    expect(capacityError('device', 0)).toBeNull();
    expect(capacityError('device', '2.5')).toBe('Additional devices must be a whole number from 0 to 200.');
    expect(capacityError('device', 201)).not.toBeNull();
  });

  it('the payment messages of docs/product/billing.md#upgrade, as written', () => {
    expect(BILLING_MESSAGES.capacityPaymentFailed).toBe(
      'The additional capacity you that you requested could not be granted due to a failure processing payment. Please configure a valid credit card for your account and the upgrade will be automatically processed',
    );
  });
});

describe('registration rules', () => {
  it('e-mail and password are required; the password has at least 6 characters', () => {
    const first = (value: object) => registerEmailFormSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ email: '', password: 'secret1' })).toBe('Email is required');
    expect(first({ email: 'nope', password: 'secret1' })).toBe('Invalid email address');
    expect(first({ email: 'a@b.co', password: '' })).toBe('Password is required');
    expect(first({ email: 'a@b.co', password: 'abc' })).toBe('Password must be at least 6 characters');
    expect(first({ email: 'a@b.co', password: 'abcdef' })).toBeUndefined();
  });

  it('a 6-digit activation code', () => {
    for (let i = 0; i < 20; i += 1) expect(generateActivationCode()).toMatch(/^\d{6}$/);
  });

  it('sub-domains: at least 3 characters and a valid label; realm = name.root', () => {
    expect(subdomainError('ab')).toBe('A sub-domain has at least 3 characters.');
    expect(subdomainError('-abc')).toBe(
      'A sub-domain may contain only letters, digits and hyphens, not at the start or the end.',
    );
    expect(subdomainError('a.b')).not.toBeNull();
    expect(subdomainError('acme-1')).toBeNull();
    expect(realmOf('Acme', 'sip.example.com')).toBe('acme.sip.example.com');
    expect(subdomainOf('acme.sip.example.com', 'sip.example.com')).toBe('acme');
    expect(subdomainOf('acme.other.com', 'sip.example.com')).toBe('');
  });

  it('OAuth callback: the provider, then a code and the kept state', () => {
    expect(oauthCallbackError('twitter', { code: 'c', state: 's' }, 's')).toBe(
      'twitter is not a valid OAuth provider',
    );
    expect(oauthCallbackError('github', { code: 'c', state: 's' }, 'other')).toBe('Invalid state');
    expect(oauthCallbackError('github', { code: null, state: 's' }, 's')).toBe('Invalid state');
    expect(oauthCallbackError('google', { code: 'c', state: 's' }, null)).toBe('Invalid state');
    expect(oauthCallbackError('google', { code: 'c', state: 's' }, 's')).toBeNull();
  });

  it('reset password (docs/product/shell.md#reset-password): mismatch first, then under 6 characters (the "7" message), then a letter', () => {
    expect(resetPasswordError('abcdef', 'abcdeg')).toBe(
      'The confirmation password does not match the new password. Please ensure both passwords are identical.',
    );
    expect(resetPasswordError('abcde', 'abcde')).toBe('The password must be at least 7 characters long.');
    // 6 characters pass the length check: the bound and the message disagree, as the spec records.
    expect(resetPasswordError('abcdef', 'abcdef')).toBeNull();
    expect(resetPasswordError('123456', '123456')).toBe('Password must contain a letter.');
  });
});

describe('sandbox cards', () => {
  const now = new Date(Date.UTC(2026, 5, 15));
  // A few of Stripe's test cards, as the payment sandbox lists them (GET /PaymentSandbox/TestCards).
  const cards: SandboxTestCard[] = [
    { number: '4242424242424242', kind: 'visa', brand: 'visa' },
    { number: '378282246310005', kind: 'amex', brand: 'amex' },
    { number: '4000002500003155', kind: 'authenticationRequiredOnSetup', brand: 'visa' },
  ];

  it('Luhn, the test cards, expiry and CVC, as Stripe’s card field checks them', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(
      checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, cards, now),
    ).toMatchObject({
      complete: true,
      card: { kind: 'visa' },
      expMonth: 12,
      expYear: 2030,
    });
    expect(checkCard({ number: '4242', expiry: '', cvc: '' }, cards, now, true).error).toBe(
      'Your card number is incomplete.',
    );
    expect(checkCard({ number: '4242424242424242', expiry: '05 / 26', cvc: '123' }, cards, now).error).toBe(
      "Your card's expiration year is in the past.",
    );
    expect(checkCard({ number: '4242424242424242', expiry: '13 / 30', cvc: '123' }, cards, now).error).toBe(
      "Your card's expiration date is invalid.",
    );
    expect(
      checkCard({ number: '4242424242424242', expiry: '12 / 30', cvc: '1' }, cards, now, true).error,
    ).toBe("Your card's security code is incomplete.");
    expect(
      checkCard({ number: '4111111111111111', expiry: '12 / 30', cvc: '123' }, cards, now).error,
    ).toMatch(/test mode/);
    expect(
      checkCard({ number: '378282246310005', expiry: '12 / 30', cvc: '1234' }, cards, now).card?.brand,
    ).toBe('amex');
    // Without the sandbox's list (none loaded), every card is a live card.
    expect(checkCard({ number: '4242424242424242', expiry: '12 / 30', cvc: '123' }, [], now).error).toMatch(
      /test mode/,
    );
  });

  it('a card becomes Stripe’s test token with the expiry; the token is read back without the number', () => {
    const token = sandboxPaymentMethodToken(cards[2], 7, 2031, 'abc');
    expect(token).toBe('pm_card_authenticationRequiredOnSetup-exp-07-2031-abc');
    expect(token).not.toContain('3155');
    expect(readSandboxPaymentMethodToken(token)).toEqual({
      kind: 'authenticationRequiredOnSetup',
      expMonth: 7,
      expYear: 2031,
    });
    expect(readSandboxPaymentMethodToken('pm_card_visa')).toEqual({
      kind: 'visa',
      expMonth: null,
      expYear: null,
    });
    expect(readSandboxPaymentMethodToken('pm_card_visa_debit-exp-01-2030')?.kind).toBe('visa_debit');
    expect(readSandboxPaymentMethodToken('pm_1Abc')).toBeNull();
  });
});
