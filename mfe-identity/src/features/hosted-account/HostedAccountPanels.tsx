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
import styles from '../../lib/identity.module.css';
import { deletedAccountMessage } from '../accounts/DeleteAccountDialog';
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
  const me = useGetMeQuery();
  if (!me.data) return <Skeleton lines={3} label="Loading your subscription" />;
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
  const summary = planSummary(me);
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
      title="Subscription"
      actions={
        paid ? (
          <>
            <ButtonLink variant="secondary" size="sm" to={billingPaths.managePayment(accountSid)}>
              Manage payment
            </ButtonLink>
            <ButtonLink size="sm" to={billingPaths.modifySubscription(accountSid)}>
              Modify subscription
            </ButtonLink>
          </>
        ) : (
          <ButtonLink size="sm" to={billingPaths.subscription(accountSid)}>
            Upgrade to a paid plan
          </ButtonLink>
        )
      }
    >
      <dl className={styles.summary}>
        <dt>Plan</dt>
        <dd>{summary.trialEnds ? `${summary.plan} (until ${summary.trialEnds})` : summary.plan}</dd>
        <dt>Capacity</dt>
        <dd>
          <span>{`${summary.sessions} simultaneous calls, ${summary.devices} registered devices`}</span>
          {summary.devicesFormula ? <span className={styles.formula}>{summary.devicesFormula}</span> : null}
        </dd>
        {summary.card ? (
          <>
            <dt>Card</dt>
            <dd>{summary.card}</dd>
          </>
        ) : null}
        {upcoming.data ? (
          <>
            <dt>Next invoice</dt>
            <dd>
              {`${formatMoney(upcoming.data.amount_due, upcoming.data.currency)}${
                upcoming.data.next_payment_attempt
                  ? ` on ${new Date(upcoming.data.next_payment_attempt * 1000).toISOString().slice(0, 10)}`
                  : ''
              }`}
            </dd>
          </>
        ) : null}
        {endsAt ? (
          <>
            <dt>Returns to</dt>
            <dd>{`the free plan on ${endsAt}`}</dd>
          </>
        ) : null}
        <dt>SIP realm</dt>
        <dd className={styles.inlineRow}>
          <span>{me.account.sip_realm ?? 'None yet'}</span>
          <ButtonLink variant="link" size="sm" to={billingPaths.sipRealmEdit(accountSid)}>
            Edit SIP realm
          </ButtonLink>
        </dd>
      </dl>
      <ButtonLink variant="link" size="sm" to={billingPaths.invoices(accountSid)}>
        Invoices
      </ButtonLink>
    </Section>
  );
}

function SetupChecklist({ accountSid }: { accountSid: string }) {
  const carriers = useGetAccountCarriersQuery(accountSid);
  const speech = useGetAccountSpeechCredentialsQuery(accountSid);
  if (!carriers.data || !speech.data) return null;
  const items = [
    { done: carriers.data.length > 0, label: 'Add a carrier', to: setupPaths.carrierAdd },
    { done: speech.data.length > 0, label: 'Add speech credentials', to: setupPaths.speechAdd },
  ];
  if (items.every((item) => item.done)) return null;
  return (
    <Section title="Finish Account Setup" description="A few steps before your account can take calls.">
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.label}>
            {item.done ? (
              <span className={styles.done}>
                <IconCheck aria-hidden="true" /> {item.label} <span className={styles.muted}>(done)</span>
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
      toast('success', deletedAccountMessage(account.name));
      // The account and its users are gone: so is the session.
      dispatch(signedOut('signed-out'));
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  };

  return (
    <Section
      title="Delete Account"
      description="This deletes the account with everything it holds and signs you out. It cannot be undone."
    >
      <form
        className={styles.stack}
        aria-label="Delete Account"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorMessage message={serverError} />
        <TextField
          label={`Type '${DELETE_PHRASE}' to confirm`}
          required
          autoComplete="off"
          value={phrase}
          error={errors.phrase}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {needsPassword ? (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <div>
          <Button type="submit" variant="danger" busy={removing.isLoading}>
            Delete Account
          </Button>
        </div>
      </form>
    </Section>
  );
}
