// A printable receipt (/receipts/:account_sid/:invoice_id): the invoice alone, without the portal around it, with a
// Print button (hidden when printed). Signed-in users only; the API decides whether the invoice is theirs.
import { useParams } from 'react-router';
import { RequireSignIn } from '@switchboard/shared/access';
import { EntityLoader } from '@switchboard/shared/admin';
import { Button } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { useGetInvoiceHistoryQuery, useGetInvoiceQuery } from './api';
import { amount, cardOf, creditUsed, day, periodOf } from './invoice.rules';
import { Lines } from './InvoicesPage';
import styles from './receipt.module.css';
import page from '../../lib/billing.module.css';

export default function ReceiptPage() {
  return (
    <RequireSignIn>
      <Receipt />
    </RequireSignIn>
  );
}

function Receipt() {
  const { account_sid: accountSid = '', invoice_id: invoiceId = '' } = useParams();
  const invoice = useGetInvoiceQuery({ accountSid, invoiceId });
  const history = useGetInvoiceHistoryQuery(accountSid);
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <main className={styles.receipt}>
      <EntityLoader entity={invoice} needs={[history]} loadingLabel={t('invoices.loadingReceipt')}>
        {(data, [owner]) =>
          data ? (
            <article className={page.stack} aria-labelledby="bil-receipt-title">
              <header className={page.spread}>
                <div>
                  <p className={page.brand}>Switchboard</p>
                  <h1 id="bil-receipt-title" className={page.title}>
                    {t(data.status === 'paid' ? 'invoices.receiptTitle' : 'invoices.invoiceTitle', {
                      number: data.number ?? data.id,
                    })}
                  </h1>
                </div>
                <Button className={styles.noPrint} onClick={() => window.print()}>
                  {t('invoices.print')}
                </Button>
              </header>
              <dl className={page.details}>
                <dt>{t('invoices.billedTo')}</dt>
                <dd>
                  {owner.account.email
                    ? t('invoices.billedToWithEmail', {
                        name: owner.account.name,
                        email: owner.account.email,
                      })
                    : owner.account.name}
                </dd>
                <dt>{t('invoices.date')}</dt>
                <dd>{day(data.created)}</dd>
                <dt>{t('invoices.period')}</dt>
                <dd>{periodOf(t, data)}</dd>
                <dt>{t('invoices.status')}</dt>
                <dd>{t(`invoiceStatus.${data.status}`)}</dd>
                {data.paid_at ? (
                  <>
                    <dt>{t('invoices.paidOn')}</dt>
                    <dd>{day(data.paid_at)}</dd>
                  </>
                ) : null}
                {data.card ? (
                  <>
                    <dt>{t('invoices.card')}</dt>
                    <dd>{cardOf(t, data.card)}</dd>
                  </>
                ) : null}
              </dl>
              <Lines invoice={data} />
              <dl className={page.details}>
                {creditUsed(data) > 0 ? (
                  <>
                    <dt>{t('invoices.creditApplied')}</dt>
                    <dd className={page.money}>{amount(creditUsed(data), data)}</dd>
                  </>
                ) : null}
                <dt>{t('invoices.amountPaid')}</dt>
                <dd className={page.money}>{amount(data.amount_paid, data)}</dd>
                <dt>{t('invoices.amountDue')}</dt>
                <dd className={page.money}>{amount(data.status === 'paid' ? 0 : data.amount_due, data)}</dd>
              </dl>
            </article>
          ) : null
        }
      </EntityLoader>
    </main>
  );
}
