// 'Upgrade your Subscription' (accounts/:sid/subscription) and 'Configure Your Subscription'
// (accounts/:sid/modify-subscription), docs/product/billing.md#modify-subscription: the price table; when upgrading, the card and 'Pay … and
// Upgrade to Paid Plan' (success, 3-D Secure, card errors — after which the next try sends the new card with
// update-payment-method); when modifying, 'Review Changes' (dry run, then Confirm Changes) — disabled while nothing
// changed — and 'Return to free plan' (at the next billing cycle). Usage against capacity below.
import { useReducer, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toApiError, useGetMeQuery, useGetProviderSubscriptionQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { EntityLoader, useSessionInfo } from '@switchboard/shared/admin';
import type { BillingChange, PriceCatalogueEntry, UsersMe } from '@switchboard/shared/types';
import { Alert, Button, Modal, PageHeader, Section } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { OwnAccount } from '../../lib/OwnAccount';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useChangeSubscriptionMutation } from '../payment/api';
import { CardField } from '../payment/CardField';
import { PaymentElements } from '../payment/PaymentElements';
import { ProcessingNotice } from '../payment/ProcessingNotice';
import { useCardPayment } from '../payment/use-card-payment';
import { useGetPricesQuery, useLazyGetStripeCustomerIdQuery } from './api';
import { PriceTable } from './PriceTable';
import { ReviewChangesDialog } from './ReviewChangesDialog';
import {
  devicesAllowed,
  hasErrors,
  initialSubscriptionState,
  isUnchanged,
  productsOf,
  quantitiesOf,
  subscriptionReducer,
  totalOf,
  type SubscriptionMode,
} from './subscription.rules';
import { UsagePanel } from './UsagePanel';

/** Each mode's title, a key of the area's texts. */
const TITLE_KEYS = {
  upgrade: 'subscription.upgradeTitle',
  modify: 'subscription.modifyTitle',
} as const satisfies Record<SubscriptionMode, string>;

function SubscriptionPage({ mode }: { mode: SubscriptionMode }) {
  return (
    <OwnAccount>{(accountSid) => <SubscriptionLoader mode={mode} accountSid={accountSid} />}</OwnAccount>
  );
}

export function UpgradeSubscriptionPage() {
  return <SubscriptionPage mode="upgrade" />;
}

export function ModifySubscriptionPage() {
  return <SubscriptionPage mode="modify" />;
}

function SubscriptionLoader({ mode, accountSid }: { mode: SubscriptionMode; accountSid: string }) {
  const me = useGetMeQuery();
  const prices = useGetPricesQuery();
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <EntityLoader needs={[me, prices]} loadingLabel={t('subscription.loading')}>
      {(_entity, [user, catalogue]) => (
        <SubscriptionForms mode={mode} accountSid={accountSid} me={user} catalogue={catalogue} />
      )}
    </EntityLoader>
  );
}

function SubscriptionForms({ mode, ...props }: FormProps & { mode: SubscriptionMode }) {
  // The plan the page opened with decides its mode: a change made here (then refetched) must not move the page.
  const [paid] = useState(props.me.account.plan_type === 'paid');
  const { t } = useTranslation(BILLING_NAMESPACE);
  // Each mode is for one kind of plan: send the user to the other page when theirs is the other kind.
  if (mode === 'upgrade' && paid) return <Navigate to={paths.modifySubscription(props.accountSid)} replace />;
  if (mode === 'modify' && !paid) return <Navigate to={paths.subscription(props.accountSid)} replace />;
  return (
    <div className={page.page}>
      <PageHeader title={t(TITLE_KEYS[mode])} />
      {mode === 'upgrade' ? (
        <PaymentElements>
          <UpgradeForm {...props} />
        </PaymentElements>
      ) : (
        <ModifyForm {...props} />
      )}
      <UsagePanel accountSid={props.accountSid} />
    </div>
  );
}

interface FormProps {
  accountSid: string;
  me: UsersMe;
  catalogue: PriceCatalogueEntry[];
}

function UpgradeForm({ accountSid, me, catalogue }: FormProps) {
  const navigate = useNavigate();
  const { isViewOnly } = useSessionInfo();
  const [state, dispatch] = useReducer(subscriptionReducer, undefined, () =>
    initialSubscriptionState(catalogue, me.subscription, 'upgrade'),
  );
  const [change] = useChangeSubscriptionMutation();
  const [customerId] = useLazyGetStripeCustomerIdQuery();
  const card = useCardPayment();
  const { t } = useTranslation(BILLING_NAMESPACE);
  const [processing, setProcessing] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  // After a card error on a subscription that exists, the next card pays it (update-payment-method).
  const [cardErrorCase, setCardErrorCase] = useState(false);
  const total = totalOf(state);
  const invalid = hasErrors(state);

  const done = () => {
    toast('success', t('messages.paymentCompleted'));
    void navigate(paths.accountEdit(accountSid));
  };

  const submit = async () => {
    setReason(null);
    if (invalid) return;
    const method = await card.createPaymentMethod();
    if ('error' in method) {
      setReason(method.error);
      return;
    }
    setProcessing(true);
    try {
      const customer = cardErrorCase ? null : await customerId().unwrap();
      const result = await change(
        cardErrorCase
          ? { action: 'update-payment-method', payment_method_id: method.id }
          : {
              action: 'upgrade-to-paid',
              payment_method_id: method.id,
              stripe_customer_id: customer?.stripe_customer_id,
              products: productsOf(state),
            },
      ).unwrap();
      if (result.status === 'success') return done();
      if (result.status === 'action required' && result.client_secret) {
        setProcessing(false);
        const confirmed = await card.confirmCardPayment(result.client_secret);
        if ('error' in confirmed) {
          setCardErrorCase(true);
          setReason(confirmed.error);
          return;
        }
        setProcessing(true);
        return done();
      }
      if (result.status === 'card error') {
        if (result.subscription) setCardErrorCase(true);
        setReason(result.reason ?? t('messages.genericError'));
        return;
      }
      setReason(
        result.reason ??
          (result.status === 'failed to pay outstanding invoices'
            ? t('subscription.cannotPayDue')
            : t('messages.genericError')),
      );
    } catch (error) {
      toast('error', toApiError(error).msg || t('messages.genericError'));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form
      className={page.stack}
      aria-label={t(TITLE_KEYS.upgrade)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Section title={t('subscription.capacity')}>
        <PriceTable
          state={state}
          dispatch={dispatch}
          ratio={me.account.device_to_call_ratio}
          disabled={processing}
        />
      </Section>
      <Section title={t('subscription.paymentInformation')}>
        <CardField label={t('subscription.card')} error={reason} disabled={processing} />
      </Section>
      <div className={page.actions}>
        <ButtonLink variant="secondary" to={paths.accountEdit(accountSid)}>
          {t('subscription.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={!card.ready || invalid || isViewOnly} busy={processing}>
          {t('subscription.payAndUpgrade', { total: total.text })}
        </Button>
      </div>
      <ProcessingNotice active={processing} />
    </form>
  );
}

function ModifyForm({ accountSid, me, catalogue }: FormProps) {
  const navigate = useNavigate();
  const { isViewOnly } = useSessionInfo();
  const [state, dispatch] = useReducer(subscriptionReducer, undefined, () =>
    initialSubscriptionState(catalogue, me.subscription, 'modify'),
  );
  const providerSubscription = useGetProviderSubscriptionQuery();
  const [change] = useChangeSubscriptionMutation();
  const { t } = useTranslation(BILLING_NAMESPACE);
  const [review, setReview] = useState<BillingChange | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [confirmFree, setConfirmFree] = useState(false);
  const unchanged = isUnchanged(state, me.subscription);
  const invalid = hasErrors(state);
  const ratio = me.account.device_to_call_ratio;
  const endsAt = providerSubscription.data?.cancel_at_period_end
    ? new Date(providerSubscription.data.current_period_end * 1000).toISOString().slice(0, 10)
    : null;
  const periodEnd = providerSubscription.data
    ? new Date(providerSubscription.data.current_period_end * 1000).toISOString().slice(0, 10)
    : null;

  const openReview = async () => {
    if (unchanged || invalid) return;
    setReviewing(true);
    try {
      const dry = await change({
        action: 'update-quantities',
        products: productsOf(state),
        dry_run: true,
      }).unwrap();
      setReview({
        currency: dry.currency ?? 'usd',
        prorated_cost: dry.prorated_cost ?? 0,
        monthly_cost: dry.monthly_cost ?? 0,
        next_invoice_date: dry.next_invoice_date ?? null,
      });
    } catch (error) {
      toast('error', toApiError(error).msg || t('messages.genericError'));
    } finally {
      setReviewing(false);
    }
  };

  const confirm = async () => {
    setReview(null);
    setProcessing(true);
    try {
      const result = await change({ action: 'update-quantities', products: productsOf(state) }).unwrap();
      if (result.status === 'success') {
        toast('success', t('messages.capacityModified'));
        void navigate(paths.accountEdit(accountSid));
      } else {
        toast('error', t('messages.capacityPaymentFailed'));
      }
    } catch (error) {
      toast('error', toApiError(error).msg || t('messages.genericError'));
    } finally {
      setProcessing(false);
    }
  };

  const returnToFree = async () => {
    setConfirmFree(false);
    setProcessing(true);
    try {
      await change({ action: 'downgrade-to-free' }).unwrap();
      toast('success', t('messages.downgraded'));
      void navigate(paths.accountEdit(accountSid));
    } catch (error) {
      toast('error', toApiError(error).msg || t('messages.genericError'));
    } finally {
      setProcessing(false);
    }
  };

  const quantities = quantitiesOf(state);
  return (
    <form
      className={page.stack}
      aria-label={t(TITLE_KEYS.modify)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void openReview();
      }}
    >
      {endsAt ? (
        <Alert kind="info" title={t('subscription.returnsToFree')}>
          {t('subscription.paidCapacityUntil', { date: endsAt })}
        </Alert>
      ) : null}
      <Section title={t('subscription.capacity')}>
        <PriceTable state={state} dispatch={dispatch} ratio={ratio} disabled={processing} />
      </Section>
      <div className={page.spread}>
        <Button
          variant="secondary"
          disabled={processing || isViewOnly || endsAt !== null}
          onClick={() => setConfirmFree(true)}
        >
          {t('subscription.returnToFree')}
        </Button>
        <div className={page.actions}>
          <ButtonLink variant="secondary" to={paths.accountEdit(accountSid)}>
            {t('subscription.cancel')}
          </ButtonLink>
          <Button type="submit" disabled={unchanged || invalid || isViewOnly} busy={reviewing}>
            {t('subscription.reviewChanges')}
          </Button>
        </div>
      </div>
      <ReviewChangesDialog
        change={review}
        sessions={quantities.voice_call_session}
        devices={devicesAllowed(state, ratio)}
        busy={processing}
        onCancel={() => setReview(null)}
        onConfirm={() => void confirm()}
      />
      <Modal
        open={confirmFree}
        title={t('subscription.returnToFreeQuestion')}
        role="alertdialog"
        onClose={() => setConfirmFree(false)}
        dismissible={!processing}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmFree(false)} disabled={processing}>
              {t('subscription.keepPlan')}
            </Button>
            <Button variant="danger" busy={processing} onClick={() => void returnToFree()}>
              {t('subscription.returnToFree')}
            </Button>
          </>
        }
      >
        <p>
          {periodEnd
            ? t('subscription.freePlanStartsOn', { date: periodEnd })
            : t('subscription.freePlanStarts')}
        </p>
      </Modal>
      <ProcessingNotice active={processing} />
    </form>
  );
}
