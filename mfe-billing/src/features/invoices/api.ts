// The invoices page and receipts (Switchboard's reads: `GET /Accounts/:sid/Invoices[/:invoice_id]`).
import { api } from '@switchboard/shared/api';
import type { Invoice, InvoiceHistory } from '@switchboard/shared/types';

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceHistory: build.query<InvoiceHistory, string>({
      query: (accountSid) => `/Accounts/${encodeURIComponent(accountSid)}/Invoices`,
      providesTags: ['Invoices'],
    }),
    getInvoice: build.query<Invoice, { accountSid: string; invoiceId: string }>({
      query: ({ accountSid, invoiceId }) =>
        `/Accounts/${encodeURIComponent(accountSid)}/Invoices/${encodeURIComponent(invoiceId)}`,
      providesTags: ['Invoices'],
    }),
  }),
});

export const { useGetInvoiceHistoryQuery, useGetInvoiceQuery } = invoicesApi;
