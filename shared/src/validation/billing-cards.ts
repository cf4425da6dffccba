// Card entry without Stripe (the payment sandbox's card field): the checks Stripe's card field makes (number, expiry,
// CVC), in its words, and the payment-method token that carries a test card to the API — never its number. Which
// numbers are test cards, and what each does, is the sandbox's to say (the development server's
// `GET /PaymentSandbox/TestCards`): the portal ships none.
import type { CardBrand, SandboxTestCard } from '@switchboard/shared/types';

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
export function cardBrand(number: string): CardBrand | 'unknown' {
  const d = digits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'unknown';
}

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
  card?: SandboxTestCard;
  expMonth?: number;
  expYear?: number;
}

/**
 * The card field's check (what Stripe's CardElement reports as `change` events): number, then expiry, then CVC, and
 * last whether the number is one of `testCards` (the sandbox's; any other card is refused, as in Stripe's test mode).
 * `final`: on submit, incomplete parts are errors too.
 */
export function checkCard(
  input: CardInput,
  testCards: readonly SandboxTestCard[],
  now: Date = new Date(),
  final = false,
): CardCheck {
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
  const card = testCards.find((test) => digits(test.number) === number);
  if (!card) return fail(CARD_MESSAGES.liveCard);
  return { complete: true, empty, error: null, card, expMonth, expYear };
}

/**
 * The token a sandbox card becomes: Stripe's test PaymentMethod name (`pm_card_visa`) plus the expiry typed, so the
 * API learns the test card and its expiry and never the number.
 */
export function sandboxPaymentMethodToken(
  card: Pick<SandboxTestCard, 'kind'>,
  expMonth: number,
  expYear: number,
  nonce = '',
): string {
  return `pm_card_${card.kind}-exp-${String(expMonth).padStart(2, '0')}-${expYear}${nonce ? `-${nonce}` : ''}`;
}

/** Reads a sandbox token (`pm_card_visa`, or with `-exp-MM-YYYY[-nonce]`); null when it is not one. */
export function readSandboxPaymentMethodToken(
  token: string,
): { kind: string; expMonth: number | null; expYear: number | null } | null {
  const match = /^pm_card_([A-Za-z_]+?)(?:-exp-(\d{2})-(\d{4}))?(?:-[A-Za-z0-9]+)?$/.exec(token);
  if (!match) return null;
  return {
    kind: match[1],
    expMonth: match[2] ? Number(match[2]) : null,
    expYear: match[3] ? Number(match[3]) : null,
  };
}
