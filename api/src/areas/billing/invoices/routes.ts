// `GET /Accounts/:sid/Invoices` and `GET /Accounts/:sid/Invoices/:invoice_id` (this API's additions, hosted mode).
import { z } from 'zod';
import { accountRead } from '../../../auth/access';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { InvoiceService } from './service';

/** Any text: an id that cannot be the provider's is an unknown invoice (404). */
const item = z.object({ invoice_id: z.string().describe('the invoice id at the payment provider') });

export async function invoiceRoutes(app: Api): Promise<void> {
  const invoices = new InvoiceService(app.ctx);
  const mounts = { account: accountRead };

  resourceRoutes(app, null, { path: '/Invoices', item, tags: ['Billing'], mounts }, (r) => {
    r.list({
      summary: 'Invoice history of an account: past invoices (newest first) and the upcoming one',
      answers: { 200: '{upcoming, invoices, account}', 403: 'not yours', 404: 'unknown account' },
      run: (_request, owner) => invoices.history(owner.accountSid),
    });
    r.read({
      summary: 'One invoice of an account (the printable receipt)',
      answers: { 200: 'Invoice', 403: 'not yours', 404: 'unknown' },
      run: (request, owner) => invoices.one(owner.accountSid, request.params.invoice_id),
    });
  });
}
