// The cards the sandbox accepts: Stripe's documented test cards, each with what it does when saved or charged
// (Stripe's testing documentation). They live here, with the development server, and nowhere in the portal: its
// sandbox card field asks for them (`GET /PaymentSandbox/TestCards`, routes.ts) and sends back a token naming the
// card (`pm_card_visa-exp-12-2030-…`, shared's sandboxPaymentMethodToken), never the number.
import type { SandboxTestCard } from '@switchboard/shared/types';
import { readSandboxPaymentMethodToken } from '@switchboard/shared/validation';

/** What a test card does when it is saved or charged. */
export type TestCardOutcome =
  /** saved and charged without trouble */
  | 'succeeds'
  /** refused when saved (attached to a customer) */
  | 'declined'
  /** saved, but every charge fails */
  | 'charge-fails'
  /** the first payment needs 3-D Secure; once authenticated, later payments go through */
  | 'authentication-required';

export interface TestCard extends SandboxTestCard {
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

export const testCardByKind = (kind: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.kind === kind);

/** What the portal's card field is told of the test cards: the number, the kind, the brand. */
export const testCardList = (): SandboxTestCard[] =>
  TEST_CARDS.map(({ number, kind, brand }) => ({ number, kind, brand }));

/** The test card a payment-method token names, with the expiry typed; null when it names none. */
export function cardOfToken(
  token: string,
): { card: TestCard; expMonth: number | null; expYear: number | null } | null {
  const parts = readSandboxPaymentMethodToken(token);
  const card = parts ? testCardByKind(parts.kind) : undefined;
  if (!parts || !card) return null;
  return { card, expMonth: parts.expMonth, expYear: parts.expYear };
}
