// The account page in the hosted variant (docs/product/identity.md#hosted-account-page), for an account user on their own account: under the form, the
// subscription panel (plan, capacity, card, next invoice; links to the billing pages; the SIP realm with its edit
// link) and the 'Finish Account Setup' list (a carrier, speech credentials); at the end, the Delete Account form.
import { useState } from 'react';
import {
  toApiError,
  useApiCapabilities,
  useGetMeQuery,
  useGetProviderSubscriptionQuery,
  useGetUpcomingInvoiceQuery,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { signedOut, useAppDispatch } from '@switchboard/shared/store';
import type { Account, UsersMe } from '@switchboard/shared/types';
import {
  Button,
  ErrorMessage,
  IconCheck,
  PasswordField,
  Section,
  Skeleton,
  TextField,
} from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { formatMoney } from '@switchboard/shared/validation';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';
import {
  useDeleteOwnAccountMutation,
  useGetAccountCarriersQuery,
  useGetAccountSpeechCredentialsQuery,
} from './api';
import {
  DELETE_PHRASE,
  billingPaths,
  deleteAccountErrors,
  planSummary,
  setupPaths,
} from './hosted-account.rules';

/** Under the account form: the subscription and what is left to set up. */
export function HostedAccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const me = useGetMeQuery();
  if (!me.data) return <Skeleton lines={3} label={t('hosted.loadingSubscription')} />;
  return (
    <>
      <SubscriptionPanel me={me.data} accountSid={account.account_sid} />
      <SetupChecklist accountSid={account.account_sid} />
    </>
  );
}

/** At the end of the page: deleting the account (not for view-only users). */
export function HostedAccountDelete({ account }: { account: Account }) {
  const me = useGetMeQuery();
  if (!me.data) return null;
  return <DeleteOwnAccount account={account} me={me.data} />;
}

function SubscriptionPanel({ me, accountSid }: { me: UsersMe; accountSid: string }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const summary = planSummary(me);
  const plan = summary.planKey ? t(`plans.${summary.planKey}`) : summary.plan;
  const paid = me.account.plan_type === 'paid';
  const capabilities = useApiCapabilities();
  const upcoming = useGetUpcomingInvoiceQuery(
    { accountSid, fromHistory: capabilities.has('account-invoices') },
    { skip: !paid || !capabilities.known },
  );
  const providerSubscription = useGetProviderSubscriptionQuery(undefined, { skip: !paid });
  const endsAt = providerSubscription.data?.cancel_at_period_end
    ? new Date(providerSubscription.data.current_period_end * 1000).toISOString().slice(0, 10)
    : null;
  return (
    <Section
      title={t('hosted.subscription')}
      actions={
        paid ? (
          <>
            <ButtonLink variant="secondary" size="sm" to={billingPaths.managePayment(accountSid)}>
              {t('hosted.managePayment')}
            </ButtonLink>
            <ButtonLink size="sm" to={billingPaths.modifySubscription(accountSid)}>
              {t('hosted.modifySubscription')}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink size="sm" to={billingPaths.subscription(accountSid)}>
            {t('hosted.upgrade')}
          </ButtonLink>
        )
      }
    >
      <dl className={styles.summary}>
        <dt>{t('hosted.plan')}</dt>
        <dd>{summary.trialEnds ? t('hosted.planUntil', { plan, date: summary.trialEnds }) : plan}</dd>
        <dt>{t('hosted.capacity')}</dt>
        <dd>
          <span>
            {t('hosted.capacityValue', {
              sessions: t('hosted.sessions', { count: summary.sessions }),
              devices: t('hosted.devices', { count: summary.devices }),
            })}
          </span>
          {summary.devicesFormula ? <span className={styles.formula}>{summary.devicesFormula}</span> : null}
        </dd>
        {summary.cardParts ? (
          <>
            <dt>{t('hosted.card')}</dt>
            <dd>
              {t('hosted.cardEnding', {
                card: summary.cardParts.card ?? t('hosted.cardFallback'),
                last4: summary.cardParts.last4,
              })}
            </dd>
          </>
        ) : null}
        {upcoming.data ? (
          <>
            <dt>{t('hosted.nextInvoice')}</dt>
            <dd>
              {upcoming.data.next_payment_attempt
                ? t('hosted.nextInvoiceOn', {
                    amount: formatMoney(upcoming.data.amount_due, upcoming.data.currency),
                    date: new Date(upcoming.data.next_payment_attempt * 1000).toISOString().slice(0, 10),
                  })
                : formatMoney(upcoming.data.amount_due, upcoming.data.currency)}
            </dd>
          </>
        ) : null}
        {endsAt ? (
          <>
            <dt>{t('hosted.returnsTo')}</dt>
            <dd>{t('hosted.freePlanOn', { date: endsAt })}</dd>
          </>
        ) : null}
        <dt>{t('hosted.sipRealm')}</dt>
        <dd className={styles.inlineRow}>
          <span>{me.account.sip_realm ?? t('hosted.noneYet')}</span>
          <ButtonLink variant="link" size="sm" to={billingPaths.sipRealmEdit(accountSid)}>
            {t('hosted.editSipRealm')}
          </ButtonLink>
        </dd>
      </dl>
      <ButtonLink variant="link" size="sm" to={billingPaths.invoices(accountSid)}>
        {t('hosted.invoices')}
      </ButtonLink>
    </Section>
  );
}

function SetupChecklist({ accountSid }: { accountSid: string }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const carriers = useGetAccountCarriersQuery(accountSid);
  const speech = useGetAccountSpeechCredentialsQuery(accountSid);
  if (!carriers.data || !speech.data) return null;
  const items = [
    { done: carriers.data.length > 0, label: t('hosted.addCarrier'), to: setupPaths.carrierAdd },
    { done: speech.data.length > 0, label: t('hosted.addSpeech'), to: setupPaths.speechAdd },
  ];
  if (items.every((item) => item.done)) return null;
  return (
    <Section title={t('hosted.finishSetup')} description={t('hosted.finishSetupDescription')}>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.label}>
            {item.done ? (
              <span className={styles.done}>
                <IconCheck aria-hidden="true" /> {item.label}{' '}
                <span className={styles.muted}>{t('hosted.done')}</span>
              </span>
            ) : (
              <ButtonLink variant="link" to={item.to}>
                {item.label}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DeleteOwnAccount({ account, me }: { account: Account; me: UsersMe }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const dispatch = useAppDispatch();
  const [remove, removing] = useDeleteOwnAccountMutation();
  const needsPassword = me.user.provider === 'local';
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phrase?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    const found = deleteAccountErrors({ phrase, password }, needsPassword);
    setErrors(found);
    setServerError(null);
    if (found.phrase || found.password) return;
    try {
      await remove({ sid: account.account_sid, password: needsPassword ? password : undefined }).unwrap();
      toast('success', t('accounts.deleted', { name: account.name }));
      // The account and its users are gone: so is the session.
      dispatch(signedOut('signed-out'));
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  };

  return (
    <Section title={t('hosted.deleteAccount')} description={t('hosted.deleteDescription')}>
      <form
        className={styles.stack}
        aria-label={t('hosted.deleteAccount')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorMessage message={serverError} />
        <TextField
          label={t('hosted.typeToConfirm', { phrase: DELETE_PHRASE })}
          required
          autoComplete="off"
          value={phrase}
          error={errors.phrase}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {needsPassword ? (
          <PasswordField
            label={t('hosted.password')}
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <div>
          <Button type="submit" variant="danger" busy={removing.isLoading}>
            {t('hosted.deleteAccount')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
