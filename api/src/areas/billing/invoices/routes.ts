// `GET /Accounts/:sid/Invoices` and `GET /Accounts/:sid/Invoices/:invoice_id` (this API's additions, hosted mode).
import { z } from 'zod';
import { accountRead } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { InvoiceService } from './service';

const tags = ['Billing'];
/** Any text: an id that cannot be the provider's is an unknown invoice (404). */
const invoiceParams = z.object({ invoice_id: z.string().describe('the invoice id at the payment provider') });

export async function invoiceRoutes(app: Api): Promise<void> {
  const invoices = new InvoiceService(app.ctx);

  ownerScoped(app, { account: accountRead }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/Invoices',
      {
        schema: {
          summary: 'Invoice history of an account: past invoices (newest first) and the upcoming one',
          tags,
          response: responses({
            200: '{upcoming, invoices, account}',
            403: 'not yours',
            404: 'unknown account',
          }),
        },
      },
      async (request) => invoices.history(ownerOf(request).accountSid),
    );

    scoped.get(
      '/Invoices/:invoice_id',
      {
        schema: {
          summary: 'One invoice of an account (the printable receipt)',
          tags,
          params: invoiceParams,
          response: responses({ 200: 'Invoice', 403: 'not yours', 404: 'unknown' }),
        },
      },
      async (request) => invoices.one(ownerOf(request).accountSid, request.params.invoice_id),
    );
  });
}
