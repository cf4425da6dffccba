// An account's invoices (this API's addition, for the invoices page): its past invoices, newest first, and the
// upcoming one, addressed to its first user; and one invoice, the printable receipt.
import type { Invoice, InvoiceHistory } from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { Plans } from '../plans/plans';
import { paymentProvider, viaProvider } from '../provider/select';

export class InvoiceService {
  private readonly plans: Plans;

  constructor(private readonly ctx: AppContext) {
    this.plans = new Plans(ctx);
  }

  async history(accountSid: string): Promise<InvoiceHistory> {
    const account = this.plans.account(accountSid);
    if (!account) throw notFound('account not found');
    const email = this.plans.rows.firstUserEmail(accountSid);
    const summary = { name: account.name, email, plan_type: account.plan_type };
    if (!account.stripe_customer_id) return { upcoming: null, invoices: [], account: summary };
    const customerId = account.stripe_customer_id;
    const provider = paymentProvider(this.ctx);
    const [upcoming, invoices] = await viaProvider(() =>
      Promise.all([provider.upcomingInvoice(customerId), provider.listInvoices(customerId)]),
    );
    return { upcoming, invoices, account: summary };
  }

  async one(accountSid: string, invoiceId: string): Promise<Invoice> {
    const account = this.plans.account(accountSid);
    if (!account?.stripe_customer_id || !/^[A-Za-z0-9_]{1,255}$/.test(invoiceId))
      throw notFound('invoice not found');
    const customerId = account.stripe_customer_id;
    const invoice = await viaProvider(() => paymentProvider(this.ctx).retrieveInvoice(customerId, invoiceId));
    if (!invoice) throw notFound('invoice not found');
    return invoice;
  }
}
