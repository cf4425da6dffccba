// The sandbox's arithmetic, as Stripe bills: monthly periods, the lines of a period's invoice priced by the
// catalogue, the proration lines of a quantity change for the rest of the period, and invoices as the API shows them.
import type { Invoice } from '@switchboard/shared/types';
import { formatMoney, priceOf } from '@switchboard/shared/validation';
import { ProviderRequestError, type ItemQuantity } from '../../areas/billing';
import { sandboxPrice } from './catalogue';
import type { InvoiceRow, StoredLine, SubscriptionRow } from './repository';

/** One calendar month later (UTC), the day clamped to the month's length — Stripe's monthly billing anchor. */
export function addMonth(seconds: number, months = 1): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const isoOrNull = (seconds: number | null) => (seconds === null ? null : iso(seconds));

/** A price of the catalogue, or Stripe's refusal of an unknown one. */
function priced(priceId: string) {
  const found = sandboxPrice(priceId);
  if (!found) throw new ProviderRequestError(`No such price: '${priceId}'`);
  return found;
}

/** The invoice lines of `items` for a period (one per item, priced by the item's price). */
export function itemLines(
  items: ItemQuantity[],
  start: number,
  end: number,
): { lines: StoredLine[]; currency: string } {
  let currency = 'usd';
  const lines = items
    .filter((item) => item.quantity > 0)
    .map((item) => {
      const found = priced(item.priceId);
      currency = found.price.currency;
      const cost = priceOf(found.price, item.quantity);
      return {
        description: `${item.quantity} × ${found.product.name}${cost.flat ? ` (flat ${formatMoney(cost.unitAmount, currency)})` : ` (at ${formatMoney(cost.unitAmount, currency)} / month)`}`,
        quantity: item.quantity,
        amount: cost.cost,
        proration: false,
        period_start: start,
        period_end: end,
      };
    });
  return { lines, currency };
}

/** What `items` cost a month. */
export function monthlyTotal(items: ItemQuantity[]): number {
  return items.reduce((sum, item) => sum + priceOf(priced(item.priceId).price, item.quantity).cost, 0);
}

/** The proration lines of going from the current items to `items` for the rest of the period (Stripe's way). */
export function prorationLines(
  sub: SubscriptionRow,
  current: ItemQuantity[],
  items: ItemQuantity[],
  now: number,
): { lines: StoredLine[]; currency: string; prorated: number } {
  const remaining = Math.max(0, sub.current_period_end - now);
  const fraction = remaining / Math.max(1, sub.current_period_end - sub.current_period_start);
  const lines: StoredLine[] = [];
  let currency = 'usd';
  const date = new Date(now * 1000).toISOString().slice(0, 10);
  const priceIds = [...new Set([...current, ...items].map((i) => i.priceId))];
  for (const priceId of priceIds) {
    const found = priced(priceId);
    currency = found.price.currency;
    const before = current.find((i) => i.priceId === priceId)?.quantity ?? 0;
    const after = items.find((i) => i.priceId === priceId)?.quantity ?? 0;
    if (before === after) continue;
    const oldCost = priceOf(found.price, before).cost;
    const newCost = priceOf(found.price, after).cost;
    if (oldCost > 0)
      lines.push({
        description: `Unused time on ${before} × ${found.product.name} after ${date}`,
        quantity: before,
        amount: -Math.round(oldCost * fraction),
        proration: true,
        period_start: now,
        period_end: sub.current_period_end,
      });
    if (newCost > 0)
      lines.push({
        description: `Remaining time on ${after} × ${found.product.name} after ${date}`,
        quantity: after,
        amount: Math.round(newCost * fraction),
        proration: true,
        period_start: now,
        period_end: sub.current_period_end,
      });
  }
  return { lines, currency, prorated: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** The card an invoice was (or will be) paid with, as the API shows it. */
type InvoiceCard = { brand: string; last4: string } | null;

const apiLines = (lines: StoredLine[]) =>
  lines.map((line) => ({ ...line, period_start: iso(line.period_start), period_end: iso(line.period_end) }));

/** A stored invoice as the API shows it. */
export function toInvoice(row: InvoiceRow, card: InvoiceCard): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    subtotal: row.subtotal,
    total: row.total,
    amount_due: row.amount_due,
    amount_paid: row.amount_paid,
    created: iso(row.created),
    period_start: iso(row.period_start),
    period_end: iso(row.period_end),
    next_payment_attempt: null,
    paid_at: isoOrNull(row.paid_at),
    lines: apiLines(JSON.parse(row.lines) as StoredLine[]),
    card,
  };
}

/** The invoice the next period of `items` will bring, the customer's credit (`balance` < 0) used first. */
export function upcomingInvoice(
  items: ItemQuantity[],
  periodStart: number,
  balance: number,
  card: InvoiceCard,
): Invoice {
  const end = addMonth(periodStart);
  const { lines, currency } = itemLines(items, periodStart, end);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const startingBalance = Math.max(balance, -subtotal);
  return {
    id: 'upcoming',
    number: null,
    status: 'draft',
    currency,
    subtotal,
    total: subtotal,
    amount_due: Math.max(0, subtotal + startingBalance),
    amount_paid: 0,
    created: iso(periodStart),
    period_start: iso(periodStart),
    period_end: iso(end),
    next_payment_attempt: iso(periodStart),
    paid_at: null,
    lines: apiLines(lines),
    card,
  };
}
