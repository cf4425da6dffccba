// A printable receipt (/receipts/:account_sid/:invoice_id): the invoice alone, without the portal around it, with a
// Print button (hidden when printed). Signed-in users only; the API decides whether the invoice is theirs.
import { useParams } from 'react-router';
import { RequireSignIn } from '@switchboard/shared/access';
import { EntityLoader } from '@switchboard/shared/admin';
import { Button } from '@switchboard/shared/ui';
import { useGetInvoiceHistoryQuery, useGetInvoiceQuery } from './api';
import { STATUS_LABELS, amount, creditUsed, day, periodOf } from './invoice.rules';
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
  return (
    <main className={styles.receipt}>
      <EntityLoader entity={invoice} needs={[history]} loadingLabel="Loading the receipt">
        {(data, [owner]) =>
          data ? (
            <article className={page.stack} aria-labelledby="bil-receipt-title">
              <header className={page.spread}>
                <div>
                  <p className={page.brand}>Switchboard</p>
                  <h1 id="bil-receipt-title" className={page.title}>
                    {data.status === 'paid' ? 'Receipt' : 'Invoice'} {data.number ?? data.id}
                  </h1>
                </div>
                <Button className={styles.noPrint} onClick={() => window.print()}>
                  Print
                </Button>
              </header>
              <dl className={page.details}>
                <dt>Billed to</dt>
                <dd>
                  {owner.account.name}
                  {owner.account.email ? ` (${owner.account.email})` : ''}
                </dd>
                <dt>Date</dt>
                <dd>{day(data.created)}</dd>
                <dt>Period</dt>
                <dd>{periodOf(data)}</dd>
                <dt>Status</dt>
                <dd>{STATUS_LABELS[data.status]}</dd>
                {data.paid_at ? (
                  <>
                    <dt>Paid on</dt>
                    <dd>{day(data.paid_at)}</dd>
                  </>
                ) : null}
                {data.card ? (
                  <>
                    <dt>Card</dt>
                    <dd>{`${data.card.brand} ending ${data.card.last4}`}</dd>
                  </>
                ) : null}
              </dl>
              <Lines invoice={data} />
              <dl className={page.details}>
                {creditUsed(data) > 0 ? (
                  <>
                    <dt>Credit applied</dt>
                    <dd className={page.money}>{amount(creditUsed(data), data)}</dd>
                  </>
                ) : null}
                <dt>Amount paid</dt>
                <dd className={page.money}>{amount(data.amount_paid, data)}</dd>
                <dt>Amount due</dt>
                <dd className={page.money}>{amount(data.status === 'paid' ? 0 : data.amount_due, data)}</dd>
              </dl>
            </article>
          ) : null
        }
      </EntityLoader>
    </main>
  );
}
