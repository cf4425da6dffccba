// How invoices read: dates as the day (UTC), the billing period, the status in words, amounts in the currency.
import type { Invoice, InvoiceStatus } from '@switchboard/shared/types';
import { formatMoney } from '@switchboard/shared/validation';

export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

export const periodOf = (invoice: Pick<Invoice, 'period_start' | 'period_end'>) =>
  `${day(invoice.period_start)} – ${day(invoice.period_end)}`;

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Upcoming',
  open: 'Unpaid',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

export const amount = (cents: number, invoice: Pick<Invoice, 'currency'>) =>
  formatMoney(cents, invoice.currency);

/** The credit an invoice used (its total less what was due), when there was one. */
export function creditUsed(invoice: Pick<Invoice, 'total' | 'amount_due'>): number {
  return Math.max(0, invoice.total - invoice.amount_due);
}
