// Invoices and their payment in the sandbox, as Stripe's test cards behave: an invoice uses the customer's credit
// first; a charge succeeds, fails (the declining cards, 0341) or — on session, for 3155 until the customer has
// authenticated once — waits for 3-D Secure, which the portal's sandbox card field finishes through
// `POST /PaymentSandbox/confirm`. A paid invoice activates its subscription and applies the quantity change waiting
// for it.
import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES } from '@switchboard/shared/validation';
import { ProviderRequestError, type ItemQuantity, type PaymentOutcome } from '../../areas/billing';
import { testCardByKind } from './cards';
import type { CustomerRow, InvoiceRow, PaymentIntentRow, SandboxRepository, StoredLine } from './repository';

/** A sandbox object id, Stripe-like: `cus_sbx_…`, `pi_sbx_…`. */
export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(10).toString('hex')}`;

/** A customer that exists and was not deleted, or Stripe's 404. */
export function liveCustomer(rows: SandboxRepository, customerId: string): CustomerRow {
  const row = rows.customer(customerId);
  if (!row || row.deleted) throw new ProviderRequestError(`No such customer: '${customerId}'`, 404);
  return row;
}

export interface ConfirmOutcome {
  status: 'succeeded' | 'requires_payment_method';
  error?: string;
}

export class SandboxPayments {
  constructor(
    private readonly rows: SandboxRepository,
    private readonly nowSeconds: () => number,
  ) {}

  /** Writes an invoice, using the customer's credit first (inside the caller's transaction). */
  createInvoice(
    customerId: string,
    subscriptionId: string | null,
    reason: string,
    lines: StoredLine[],
    currency: string,
    period: { start: number; end: number },
  ): InvoiceRow {
    const { balance } = liveCustomer(this.rows, customerId);
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    // A negative balance is credit: it pays (part of) the invoice; a negative total becomes credit.
    const startingBalance = subtotal > 0 ? Math.max(balance, -subtotal) : 0;
    const amountDue = Math.max(0, subtotal + startingBalance);
    const newBalance = subtotal > 0 ? balance - startingBalance : balance + subtotal;
    const sequence = this.rows.invoiceCount(customerId) + 1;
    const now = this.nowSeconds();
    const row: InvoiceRow = {
      id: sandboxId('in'),
      number: `${customerId.slice(-8).toUpperCase()}-${String(sequence).padStart(4, '0')}`,
      customer: customerId,
      subscription: subscriptionId,
      status: amountDue === 0 ? 'paid' : 'open',
      billing_reason: reason,
      currency,
      subtotal,
      total: subtotal,
      starting_balance: startingBalance,
      amount_due: amountDue,
      amount_paid: 0,
      created: now,
      period_start: period.start,
      period_end: period.end,
      paid_at: amountDue === 0 ? now : null,
      payment_method: null,
      payment_intent: null,
      lines: JSON.stringify(lines),
    };
    this.rows.insertInvoice(row);
    this.rows.setBalance(customerId, newBalance);
    return row;
  }

  /**
   * Charges an open invoice with a card, as Stripe's test cards behave. `onSession`: the customer is there (a first
   * payment may ask for 3-D Secure); off session (renewals, prorations) an unauthenticated card that needs it fails.
   */
  pay(invoice: InvoiceRow, paymentMethodId: string | null, onSession: boolean): PaymentOutcome {
    if (invoice.status === 'paid')
      return { status: 'paid', amountPaid: invoice.amount_paid, currency: invoice.currency };
    const pm = this.rows.paymentMethod(paymentMethodId);
    const intentId = invoice.payment_intent ?? sandboxId('pi');
    const existing = this.rows.intent(intentId);
    const clientSecret = existing?.client_secret ?? `${intentId}_secret_${randomBytes(12).toString('hex')}`;
    const writeIntent = (status: PaymentIntentRow['status'], lastError: string | null) => {
      if (existing) this.rows.updateIntent(intentId, status, pm?.id ?? null, lastError);
      else
        this.rows.insertIntent({
          id: intentId,
          client_secret: clientSecret,
          invoice: invoice.id,
          customer: invoice.customer,
          amount: invoice.amount_due,
          currency: invoice.currency,
          status,
          payment_method: pm?.id ?? null,
          last_error: lastError,
          created: this.nowSeconds(),
        });
    };
    const card = pm ? testCardByKind(pm.test_card) : undefined;
    if (!pm || !card) {
      const reason = 'The customer has no payment method to pay with.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    if (card.outcome === 'charge-fails' || card.outcome === 'declined') {
      const reason = card.message ?? 'Your card was declined.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    if (card.outcome === 'authentication-required' && !pm.authenticated) {
      if (onSession) {
        writeIntent('requires_action', null);
        return { status: 'requires_action', clientSecret };
      }
      const reason = 'Your card was declined. This transaction requires authentication.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    writeIntent('succeeded', null);
    this.markPaid(invoice.id, pm.id);
    return { status: 'paid', amountPaid: invoice.amount_due, currency: invoice.currency };
  }

  /** An invoice is paid: its subscription becomes active, a quantity change waiting for it takes effect. */
  markPaid(invoiceId: string, paymentMethodId: string | null): void {
    const invoice = this.rows.invoice(invoiceId);
    if (!invoice) return;
    this.rows.markInvoicePaid(invoiceId, this.nowSeconds(), paymentMethodId);
    if (!invoice.subscription) return;
    const sub = this.rows.subscription(invoice.subscription);
    if (!sub) return;
    if (sub.status === 'incomplete' || sub.status === 'past_due') this.rows.setStatus(sub.id, 'active');
    if (sub.pending_update && sub.pending_update_invoice === invoiceId) {
      this.rows.replaceItems(sub.id, JSON.parse(sub.pending_update) as ItemQuantity[], () => sandboxId('si'));
      this.rows.setPendingUpdate(sub.id, null);
    }
    if (paymentMethodId && !this.rows.customer(invoice.customer)?.default_payment_method)
      this.rows.setCustomerPaymentMethod(invoice.customer, paymentMethodId);
    if (paymentMethodId && !sub.default_payment_method)
      this.rows.setSubscriptionPaymentMethod(sub.id, paymentMethodId);
  }

  /**
   * The customer finished (or failed) the 3-D Secure step of a payment (Stripe.js confirmCardPayment). Null: no such
   * payment of this customer (`customerId` null: of any).
   */
  confirm(clientSecret: string, customerId: string | null, succeed: boolean): ConfirmOutcome | null {
    const intent = this.rows.intentBySecret(clientSecret);
    if (!intent || (customerId !== null && intent.customer !== customerId)) return null;
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    return this.rows.transaction((): ConfirmOutcome => {
      if (intent.status !== 'requires_action' || !succeed) {
        const error =
          intent.status === 'requires_action'
            ? CARD_MESSAGES.authenticationFailed
            : 'The payment cannot be confirmed: pay with another card.';
        this.rows.setIntentStatus(intent.id, 'requires_payment_method', error);
        return { status: 'requires_payment_method', error };
      }
      this.rows.setIntentStatus(intent.id, 'succeeded', null);
      if (intent.payment_method) this.rows.markAuthenticated(intent.payment_method);
      this.markPaid(intent.invoice, intent.payment_method);
      return { status: 'succeeded' };
    });
  }
}
