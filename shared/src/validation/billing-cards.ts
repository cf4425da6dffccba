// Card entry without Stripe (the local payment sandbox): Stripe's documented test cards, the checks its card field
// makes (number, expiry, CVC) and the payment-method tokens that carry a test card to the API — never its number.
// The browser side (the sandbox card field) and the API's sandbox provider read the same table.

/** What a test card does when it is saved or charged (Stripe's testing documentation). */
export type TestCardOutcome =
  /** saved and charged without trouble */
  | 'succeeds'
  /** refused when saved (attached to a customer) */
  | 'declined'
  /** saved, but every charge fails */
  | 'charge-fails'
  /** the first payment needs 3-D Secure; once authenticated, later payments go through */
  | 'authentication-required';

export interface TestCard {
  number: string;
  /** Stripe's test PaymentMethod token suffix: `pm_card_<kind>` */
  kind: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  outcome: TestCardOutcome;
  /** Stripe's decline code and message, for the cards that fail. */
  declineCode?: string;
  message?: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', kind: 'visa', brand: 'visa', outcome: 'succeeds' },
  { number: '4000056655665556', kind: 'visa_debit', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', kind: 'mastercard', brand: 'mastercard', outcome: 'succeeds' },
  { number: '378282246310005', kind: 'amex', brand: 'amex', outcome: 'succeeds' },
  { number: '6011111111111117', kind: 'discover', brand: 'discover', outcome: 'succeeds' },
  {
    number: '4000000000000002',
    kind: 'chargeDeclined',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  {
    number: '4000000000009995',
    kind: 'chargeDeclinedInsufficientFunds',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  {
    number: '4000000000000069',
    kind: 'chargeDeclinedExpiredCard',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  {
    number: '4000000000000127',
    kind: 'chargeDeclinedIncorrectCvc',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  {
    number: '4000000000000341',
    kind: 'chargeCustomerFail',
    brand: 'visa',
    outcome: 'charge-fails',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  {
    number: '4000002500003155',
    kind: 'authenticationRequiredOnSetup',
    brand: 'visa',
    outcome: 'authentication-required',
  },
];

export const CARD_MESSAGES = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  liveCard:
    'Your card was declined. Payments here run in test mode: use one of the test cards (e.g. 4242 4242 4242 4242).',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration year is in the past.",
  invalidExpiryMonth: "Your card's expiration date is invalid.",
  incompleteCvc: "Your card's security code is incomplete.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

const digits = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every card number passes. */
export function luhnValid(number: string): boolean {
  const d = digits(number);
  if (d.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** The brand a number starts like (for the field's label as the user types). */
export function cardBrand(number: string): TestCard['brand'] | 'unknown' {
  const d = digits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'unknown';
}

export const testCardByNumber = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === digits(number));

export const testCardByKind = (kind: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.kind === kind);

/** 4242 4242 4242 4242 (amex: 3782 822463 10005). */
export function formatCardNumber(value: string): string {
  const d = digits(value).slice(0, 16);
  if (cardBrand(d) === 'amex')
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(.{4})/g, '$1 ').trim();
}

/** 'MM / YY' as the user types it. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardCheck {
  complete: boolean;
  empty: boolean;
  /** The first problem, worded like Stripe's card field. */
  error: string | null;
  card?: TestCard;
  expMonth?: number;
  expYear?: number;
}

/**
 * The card field's check (what Stripe's CardElement reports as `change` events): number, then expiry, then CVC.
 * `final`: on submit, incomplete parts are errors too.
 */
export function checkCard(input: CardInput, now: Date = new Date(), final = false): CardCheck {
  const number = digits(input.number);
  const expiry = digits(input.expiry);
  const cvc = digits(input.cvc);
  const empty = !number && !expiry && !cvc;
  const brand = cardBrand(number);
  const numberLength = brand === 'amex' ? 15 : 16;
  const fail = (error: string | null): CardCheck => ({ complete: false, empty, error });
  if (number.length < numberLength) return fail(final ? CARD_MESSAGES.incompleteNumber : null);
  if (!luhnValid(number)) return fail(CARD_MESSAGES.invalidNumber);
  if (expiry.length < 4) return fail(final ? CARD_MESSAGES.incompleteExpiry : null);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expMonth < 1 || expMonth > 12) return fail(CARD_MESSAGES.invalidExpiryMonth);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) return fail(CARD_MESSAGES.pastExpiry);
  if (cvc.length < (brand === 'amex' ? 4 : 3)) return fail(final ? CARD_MESSAGES.incompleteCvc : null);
  const card = testCardByNumber(number);
  if (!card) return fail(CARD_MESSAGES.liveCard);
  return { complete: true, empty, error: null, card, expMonth, expYear };
}

/**
 * The token a sandbox card becomes: Stripe's test PaymentMethod name (`pm_card_visa`) plus the expiry typed, so the
 * API learns the test card and its expiry and never the number.
 */
export function sandboxPaymentMethodToken(
  card: TestCard,
  expMonth: number,
  expYear: number,
  nonce = '',
): string {
  return `pm_card_${card.kind}-exp-${String(expMonth).padStart(2, '0')}-${expYear}${nonce ? `-${nonce}` : ''}`;
}

/** Reads a sandbox token (`pm_card_visa`, or with `-exp-MM-YYYY[-nonce]`); null when it is not one. */
export function parseSandboxPaymentMethodToken(
  token: string,
): { card: TestCard; expMonth: number | null; expYear: number | null } | null {
  const match = /^pm_card_([A-Za-z_]+?)(?:-exp-(\d{2})-(\d{4}))?(?:-[A-Za-z0-9]+)?$/.exec(token);
  if (!match) return null;
  const card = testCardByKind(match[1]);
  if (!card) return null;
  return {
    card,
    expMonth: match[2] ? Number(match[2]) : null,
    expYear: match[3] ? Number(match[3]) : null,
  };
}
