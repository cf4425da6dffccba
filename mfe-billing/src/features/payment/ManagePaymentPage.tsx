// 'Manage Payment Information' (accounts/:sid/manage-payment, docs/product/billing.md#manage-payment): the saved card (type, masked number,
// expiry) with Cancel and 'Change Payment Info', which opens 'New Payment Information' (the card field, Cancel,
// 'Save New Card'). A refused card shows its reason; a payment the provider is still waiting for is said first.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError, useGetMeQuery, useGetProviderSubscriptionQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { EntityLoader, useSessionInfo } from '@switchboard/shared/admin';
import type { UsersMe } from '@switchboard/shared/types';
import { Alert, Button, PageHeader, Section } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { OwnAccount } from '../../lib/OwnAccount';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useChangeSubscriptionMutation } from './api';
import { CardField } from './CardField';
import { PaymentElements } from './PaymentElements';
import { ProcessingNotice } from './ProcessingNotice';
import { cardView } from './payment.rules';
import { useCardPayment } from './use-card-payment';

export default function ManagePaymentPage() {
  return <OwnAccount>{(accountSid) => <ManagePaymentLoader accountSid={accountSid} />}</OwnAccount>;
}

function ManagePaymentLoader({ accountSid }: { accountSid: string }) {
  const me = useGetMeQuery();
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <EntityLoader needs={[me]} loadingLabel={t('payment.loading')}>
      {(_entity, [user]) => (
        <div className={page.page}>
          <PageHeader title={t('payment.title')} />
          <PaymentElements>
            <ManagePayment accountSid={accountSid} me={user} />
          </PaymentElements>
        </div>
      )}
    </EntityLoader>
  );
}

function ManagePayment({ accountSid, me }: { accountSid: string; me: UsersMe }) {
  const navigate = useNavigate();
  const { isViewOnly } = useSessionInfo();
  const providerSubscription = useGetProviderSubscriptionQuery();
  const [change] = useChangeSubscriptionMutation();
  const card = useCardPayment();
  const { t } = useTranslation(BILLING_NAMESPACE);
  const [changing, setChanging] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const current = cardView(me.subscription);
  const waiting =
    providerSubscription.data && ['incomplete', 'past_due'].includes(providerSubscription.data.status);

  const save = async () => {
    setReason(null);
    const method = await card.createPaymentMethod();
    if ('error' in method) {
      setReason(method.error);
      return;
    }
    setProcessing(true);
    try {
      const result = await change({ action: 'update-payment-method', payment_method_id: method.id }).unwrap();
      if (result.status === 'success') {
        toast('success', t('payment.cardSaved'));
        void navigate(paths.accountEdit(accountSid));
      } else if (result.status === 'card error') {
        setReason(result.reason ?? t('messages.genericError'));
      } else {
        setReason(t('payment.outstandingUnpaid'));
      }
    } catch (error) {
      setReason(toApiError(error).msg || t('messages.genericError'));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <>
      {waiting ? (
        <Alert kind="error" title={t('payment.paymentFailedTitle')}>
          {t('payment.paymentFailed')}
        </Alert>
      ) : null}
      <Section title={t('payment.current')}>
        {current ? (
          <dl className={page.details}>
            <dt>{t('payment.cardType')}</dt>
            <dd>{current.type}</dd>
            <dt>{t('payment.cardNumber')}</dt>
            <dd>{current.number}</dd>
            <dt>{t('payment.expiration')}</dt>
            <dd>{current.expiry}</dd>
          </dl>
        ) : (
          <p className={page.muted}>{t('payment.noCard')}</p>
        )}
        {changing ? null : (
          <div className={page.actions}>
            <ButtonLink variant="secondary" to={paths.accountEdit(accountSid)}>
              {t('payment.cancel')}
            </ButtonLink>
            <Button onClick={() => setChanging(true)} disabled={isViewOnly}>
              {t('payment.change')}
            </Button>
          </div>
        )}
      </Section>
      {changing ? (
        <Section title={t('payment.new')}>
          <form
            className={page.stack}
            aria-label={t('payment.new')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <CardField label={t('payment.card')} error={reason} disabled={processing} />
            <div className={page.actions}>
              <Button
                variant="secondary"
                disabled={processing}
                onClick={() => {
                  setChanging(false);
                  setReason(null);
                }}
              >
                {t('payment.cancel')}
              </Button>
              <Button type="submit" disabled={!card.ready} busy={processing}>
                {t('payment.saveNewCard')}
              </Button>
            </div>
          </form>
        </Section>
      ) : null}
      <ProcessingNotice active={processing} />
    </>
  );
}
