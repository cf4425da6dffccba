// How invoices read: dates as the day (UTC), the billing period, the status in words, amounts in the currency.
import type { Invoice } from '@switchboard/shared/types';
import type { Translate } from '@switchboard/shared/i18n';
import { formatMoney } from '@switchboard/shared/validation';

export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

export const periodOf = (t: Translate, invoice: Pick<Invoice, 'period_start' | 'period_end'>) =>
  t('invoices.periodRange', { start: day(invoice.period_start), end: day(invoice.period_end) });

/** The card an invoice is charged to: 'visa ending 4242'. */
export const cardOf = (t: Translate, card: NonNullable<Invoice['card']>) =>
  t('invoices.cardEnding', { brand: card.brand, last4: card.last4 });

export const amount = (cents: number, invoice: Pick<Invoice, 'currency'>) =>
  formatMoney(cents, invoice.currency);

/** The credit an invoice used (its total less what was due), when there was one. */
export function creditUsed(invoice: Pick<Invoice, 'total' | 'amount_due'>): number {
  return Math.max(0, invoice.total - invoice.amount_due);
}
