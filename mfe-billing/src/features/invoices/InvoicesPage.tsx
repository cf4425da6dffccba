// Invoices (beyond the jambonz portal; accounts/:sid/invoices): the next invoice with its lines and date, and the
// past ones with their amount, status and a printable receipt. The account itself, its service provider and
// admins may read them.
import { useParams } from 'react-router';
import { EntityLoader } from '@switchboard/shared/admin';
import { EmptyState, PageHeader, Section, VisuallyHidden } from '@switchboard/shared/ui';
import type { Invoice } from '@switchboard/shared/types';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import table from '../subscription/subscription.module.css';
import { useGetInvoiceHistoryQuery } from './api';
import { STATUS_LABELS, amount, creditUsed, day, periodOf } from './invoice.rules';

export default function InvoicesPage() {
  const { account_sid: accountSid = '' } = useParams();
  const history = useGetInvoiceHistoryQuery(accountSid, { skip: !accountSid });
  return (
    <EntityLoader entity={history} loadingLabel="Loading the invoices">
      {(data) =>
        data ? (
          <div className={page.page}>
            <PageHeader title="Invoices" description={data.account.name} />
            <Section title="Next invoice">
              {data.upcoming ? (
                <UpcomingInvoice invoice={data.upcoming} />
              ) : (
                <p className={page.muted}>Nothing will be billed: the account has no paid plan going on.</p>
              )}
            </Section>
            <Section title="Past invoices">
              {data.invoices.length === 0 ? (
                <EmptyState title="No invoices yet." />
              ) : (
                <InvoiceTable accountSid={accountSid} invoices={data.invoices} />
              )}
            </Section>
          </div>
        ) : null
      }
    </EntityLoader>
  );
}

function UpcomingInvoice({ invoice }: { invoice: Invoice }) {
  const credit = creditUsed(invoice);
  return (
    <div className={page.stack}>
      <dl className={page.details}>
        <dt>Amount due</dt>
        <dd className={page.money}>{amount(invoice.amount_due, invoice)}</dd>
        <dt>Charged on</dt>
        <dd>{day(invoice.next_payment_attempt)}</dd>
        <dt>Period</dt>
        <dd>{periodOf(invoice)}</dd>
        {invoice.card ? (
          <>
            <dt>Card</dt>
            <dd>{`${invoice.card.brand} ending ${invoice.card.last4}`}</dd>
          </>
        ) : null}
      </dl>
      <Lines invoice={invoice} />
      {credit > 0 ? <p className={page.muted}>{`Credit applied: ${amount(credit, invoice)}`}</p> : null}
    </div>
  );
}

export function Lines({ invoice }: { invoice: Invoice }) {
  return (
    <table className={table.table}>
      <caption>
        <VisuallyHidden>Invoice lines</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">Period</th>
          <th scope="col" className={table.numeric}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={`${line.description}-${index}`}>
            <td>{line.description}</td>
            <td>{periodOf(line)}</td>
            <td className={table.numeric}>{amount(line.amount, invoice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={table.total}>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className={table.numeric}>{amount(invoice.total, invoice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function InvoiceTable({ accountSid, invoices }: { accountSid: string; invoices: Invoice[] }) {
  return (
    <table className={table.table}>
      <caption>
        <VisuallyHidden>Past invoices</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Date</th>
          <th scope="col">Period</th>
          <th scope="col" className={table.numeric}>
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Receipt</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.number ?? invoice.id}</th>
            <td>{day(invoice.created)}</td>
            <td>{periodOf(invoice)}</td>
            <td className={table.numeric}>{amount(invoice.total, invoice)}</td>
            <td>{STATUS_LABELS[invoice.status]}</td>
            <td>
              <a href={paths.receipt(accountSid, invoice.id)} target="_blank" rel="noreferrer">
                {`Receipt ${invoice.number ?? ''}`.trim()}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
