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
import { BILLING_MESSAGES } from '@switchboard/shared/validation';
import { OwnAccount } from '../../lib/OwnAccount';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useChangeSubscriptionMutation } from './api';
import { CardField } from './CardField';
import { PaymentElements } from './PaymentElements';
import { ProcessingNotice } from './ProcessingNotice';
import { CARD_SAVED, OUTSTANDING_UNPAID, cardView } from './payment.rules';
import { useCardPayment } from './use-card-payment';

export default function ManagePaymentPage() {
  return <OwnAccount>{(accountSid) => <ManagePaymentLoader accountSid={accountSid} />}</OwnAccount>;
}

function ManagePaymentLoader({ accountSid }: { accountSid: string }) {
  const me = useGetMeQuery();
  return (
    <EntityLoader needs={[me]} loadingLabel="Loading your payment information">
      {(_entity, [user]) => (
        <div className={page.page}>
          <PageHeader title="Manage Payment Information" />
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
        toast('success', CARD_SAVED);
        void navigate(paths.accountEdit(accountSid));
      } else if (result.status === 'card error') {
        setReason(result.reason ?? BILLING_MESSAGES.genericError);
      } else {
        setReason(OUTSTANDING_UNPAID);
      }
    } catch (error) {
      setReason(toApiError(error).msg || BILLING_MESSAGES.genericError);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <>
      {waiting ? (
        <Alert kind="error" title="A payment did not go through">
          Your card was refused for an amount that is due. Save a new card to pay it.
        </Alert>
      ) : null}
      <Section title="Current Payment Information">
        {current ? (
          <dl className={page.details}>
            <dt>Card Type</dt>
            <dd>{current.type}</dd>
            <dt>Card Number</dt>
            <dd>{current.number}</dd>
            <dt>Expiration</dt>
            <dd>{current.expiry}</dd>
          </dl>
        ) : (
          <p className={page.muted}>No card is saved for this account.</p>
        )}
        {changing ? null : (
          <div className={page.actions}>
            <ButtonLink variant="secondary" to={paths.accountEdit(accountSid)}>
              Cancel
            </ButtonLink>
            <Button onClick={() => setChanging(true)} disabled={isViewOnly}>
              Change Payment Info
            </Button>
          </div>
        )}
      </Section>
      {changing ? (
        <Section title="New Payment Information">
          <form
            className={page.stack}
            aria-label="New Payment Information"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <CardField label="Card" error={reason} disabled={processing} />
            <div className={page.actions}>
              <Button
                variant="secondary"
                disabled={processing}
                onClick={() => {
                  setChanging(false);
                  setReason(null);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={!card.ready} busy={processing}>
                Save New Card
              </Button>
            </div>
          </form>
        </Section>
      ) : null}
      <ProcessingNotice active={processing} />
    </>
  );
}
