// How the saved card reads on 'Manage Payment Information' (docs/product/billing.md#manage-payment): its type, the number masked to its last four,
// the expiry as month/year.
import { PAYMENT_TEXTS } from '@switchboard/shared/constants';
import type { UsersMeSubscription } from '@switchboard/shared/types';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export interface CardView {
  type: string;
  number: string;
  expiry: string;
}

export function cardView(subscription: UsersMeSubscription | null | undefined): CardView | null {
  if (!subscription?.last4) return null;
  const brand = subscription.card_type ?? '';
  return {
    type: BRANDS[brand.toLowerCase()] ?? (brand || 'Card'),
    number: `**** **** **** ${subscription.last4}`,
    expiry:
      subscription.exp_month && subscription.exp_year
        ? `${String(subscription.exp_month).padStart(2, '0')}/${subscription.exp_year}`
        : '',
  };
}

/** The card-saved toast's English (the page shows it in the user's language). */
export const CARD_SAVED = PAYMENT_TEXTS.cardSaved;
