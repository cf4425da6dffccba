// Invoices (beyond the jambonz portal; accounts/:sid/invoices): the next invoice with its lines and date, and the
// past ones with their amount, status and a printable receipt. The account itself, its service provider and
// admins may read them.
import { useParams } from 'react-router';
import { EntityLoader } from '@switchboard/shared/admin';
import { EmptyState, PageHeader, Section, VisuallyHidden } from '@switchboard/shared/ui';
import type { Invoice } from '@switchboard/shared/types';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import table from '../subscription/subscription.module.css';
import { useGetInvoiceHistoryQuery } from './api';
import { amount, cardOf, creditUsed, day, periodOf } from './invoice.rules';

export default function InvoicesPage() {
  const { account_sid: accountSid = '' } = useParams();
  const history = useGetInvoiceHistoryQuery(accountSid, { skip: !accountSid });
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <EntityLoader entity={history} loadingLabel={t('invoices.loading')}>
      {(data) =>
        data ? (
          <div className={page.page}>
            <PageHeader title={t('invoices.title')} description={data.account.name} />
            <Section title={t('invoices.nextInvoice')}>
              {data.upcoming ? (
                <UpcomingInvoice invoice={data.upcoming} />
              ) : (
                <p className={page.muted}>{t('invoices.nothingBilled')}</p>
              )}
            </Section>
            <Section title={t('invoices.pastInvoices')}>
              {data.invoices.length === 0 ? (
                <EmptyState title={t('invoices.noInvoices')} />
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
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <div className={page.stack}>
      <dl className={page.details}>
        <dt>{t('invoices.amountDue')}</dt>
        <dd className={page.money}>{amount(invoice.amount_due, invoice)}</dd>
        <dt>{t('invoices.chargedOn')}</dt>
        <dd>{day(invoice.next_payment_attempt)}</dd>
        <dt>{t('invoices.period')}</dt>
        <dd>{periodOf(t, invoice)}</dd>
        {invoice.card ? (
          <>
            <dt>{t('invoices.card')}</dt>
            <dd>{cardOf(t, invoice.card)}</dd>
          </>
        ) : null}
      </dl>
      <Lines invoice={invoice} />
      {credit > 0 ? (
        <p className={page.muted}>{t('invoices.creditAppliedAmount', { amount: amount(credit, invoice) })}</p>
      ) : null}
    </div>
  );
}

export function Lines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <table className={table.table}>
      <caption>
        <VisuallyHidden>{t('invoices.lines')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('invoices.description')}</th>
          <th scope="col">{t('invoices.period')}</th>
          <th scope="col" className={table.numeric}>
            {t('invoices.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={`${line.description}-${index}`}>
            <td>{line.description}</td>
            <td>{periodOf(t, line)}</td>
            <td className={table.numeric}>{amount(line.amount, invoice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={table.total}>
          <th scope="row" colSpan={2}>
            {t('invoices.total')}
          </th>
          <td className={table.numeric}>{amount(invoice.total, invoice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function InvoiceTable({ accountSid, invoices }: { accountSid: string; invoices: Invoice[] }) {
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <table className={table.table}>
      <caption>
        <VisuallyHidden>{t('invoices.pastInvoices')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('invoices.invoice')}</th>
          <th scope="col">{t('invoices.date')}</th>
          <th scope="col">{t('invoices.period')}</th>
          <th scope="col" className={table.numeric}>
            {t('invoices.amount')}
          </th>
          <th scope="col">{t('invoices.status')}</th>
          <th scope="col">{t('invoices.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row">{invoice.number ?? invoice.id}</th>
            <td>{day(invoice.created)}</td>
            <td>{periodOf(t, invoice)}</td>
            <td className={table.numeric}>{amount(invoice.total, invoice)}</td>
            <td>{t(`invoiceStatus.${invoice.status}`)}</td>
            <td>
              <a href={paths.receipt(accountSid, invoice.id)} target="_blank" rel="noreferrer">
                {invoice.number
                  ? t('invoices.receiptNumber', { number: invoice.number })
                  : t('invoices.receipt')}
                <VisuallyHidden>{t('invoices.opensInNewTab')}</VisuallyHidden>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
