// Add / edit an alert rule (docs/product/observability.md#alert-rules-page): name, for service-provider scope the
// account it watches (or all), the condition and the fields it needs (a carrier, a SIP status class or an alert
// type), threshold with its unit, window, active, e-mail addresses and a webhook URL. The rules are the API's
// schema (alert-rule.rules.ts); a refused save shows the API's message. The edit page ends with the delivery log.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  describeFailure,
  useApiCapabilities,
  useGetServiceProviderAccountsQuery,
} from '@switchboard/shared/api';
import { EntityLoader, PageLoading, useSelectedAccount, useSessionInfo } from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import {
  AccountSelector,
  CheckboxField,
  Fieldset,
  NumberField,
  PageHeader,
  SelectField,
  TextArea,
  TextField,
} from '@switchboard/shared/ui';
import type { Account, AlertRule } from '@switchboard/shared/types';
import { ALERT_CONDITIONS } from '@switchboard/shared/types';
import {
  ALERT_CONDITION_LABELS,
  ALERT_RULE_MESSAGES,
  ALERT_RULE_PAGE_TEXTS as TEXT,
  ALERT_THRESHOLD_UNITS,
  STATUS_CLASS_LABELS,
} from '@switchboard/shared/operations';
import type { CallsOwner } from '../recent-calls/api';
import styles from '../../lib/observability.module.css';
import {
  useCreateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  useGetAlertRuleCarriersQuery,
  useGetAlertRuleQuery,
  useUpdateAlertRuleMutation,
} from './api';
import {
  CONDITION_FIELDS,
  alertRuleResolver,
  checkRule,
  ruleToForm,
  type AlertRuleForm,
} from './alert-rule.rules';
import { DeliveryLog } from './DeliveryLog';
import { useRulesOwner } from './owner';
import { alertRulePaths } from './paths';
import { RuleState } from './RuleState';

const CONDITION_OPTIONS = ALERT_CONDITIONS.map((c) => ({ value: c, label: ALERT_CONDITION_LABELS[c] }));
const STATUS_CLASS_OPTIONS = ([4, 5, 6] as const).map((c) => ({
  value: String(c),
  label: STATUS_CLASS_LABELS[c],
}));

export default function AlertRuleFormPage() {
  const { rule_sid: sid } = useParams();
  const capabilities = useApiCapabilities();
  const owner = useRulesOwner();
  const rule = useGetAlertRuleQuery(
    { owner: owner ?? { accountSid: '' }, sid: sid ?? '' },
    { skip: !sid || !owner || !capabilities.has('alert-rules'), refetchOnMountOrArgChange: true },
  );
  if (!capabilities.known || !owner) return <PageLoading label={TEXT.loading} />;
  if (!capabilities.has('alert-rules'))
    return (
      <>
        <PageHeader title={sid ? TEXT.editTitle : TEXT.addTitle} />
        <p className={styles.muted}>{ALERT_RULE_MESSAGES.notOnJambonz}</p>
      </>
    );
  return (
    <EntityLoader entity={sid ? rule : undefined} loadingLabel={TEXT.loading}>
      {(saved) => (
        <>
          <AlertRuleFormView key={saved?.alert_rule_sid ?? 'new'} saved={saved} owner={owner} />
          {saved ? <DeliveryLog owner={owner} sid={saved.alert_rule_sid} /> : null}
        </>
      )}
    </EntityLoader>
  );
}

function AlertRuleFormView({ saved, owner }: { saved?: AlertRule; owner: CallsOwner }) {
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  // under a service provider the body names the account; an account user's is the path's
  const withAccount = 'serviceProviderSid' in owner;
  const { accountSid: selectedAccount } = useSelectedAccount();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !withAccount,
  });
  const [create] = useCreateAlertRuleMutation();
  const [update] = useUpdateAlertRuleMutation();
  const [remove] = useDeleteAlertRuleMutation();
  const resolver = useMemo(() => alertRuleResolver(withAccount), [withAccount]);
  const entity = useEntityForm<AlertRuleForm>({
    defaultValues: ruleToForm(saved, withAccount ? selectedAccount : null),
    resolver,
    errorMessage: (reason) => describeFailure(TEXT.saveFailed, reason),
    save: async (values) => {
      const checked = checkRule(values, withAccount);
      if (!checked.body) return;
      if (saved) await update({ owner, sid: saved.alert_rule_sid, body: checked.body }).unwrap();
      else await create({ owner, body: checked.body }).unwrap();
      return {
        message: saved ? ALERT_RULE_MESSAGES.updated : ALERT_RULE_MESSAGES.created,
        to: alertRulePaths.list,
      };
    },
  });
  const { register, control, setValue, formState } = entity.form;
  const errors = formState.errors;
  const condition = useWatch({ control, name: 'condition' });
  const accountSid = useWatch({ control, name: 'account_sid' });
  const carrierSid = useWatch({ control, name: 'voip_carrier_sid' });
  const fields = CONDITION_FIELDS[condition];
  const carrierAccount = withAccount ? accountSid || null : 'accountSid' in owner ? owner.accountSid : null;
  const carriers = useGetAlertRuleCarriersQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '', accountSid: carrierAccount },
    { skip: !session.serviceProviderSid || !fields.carrier },
  );
  const carrierOptions = (carriers.data ?? []).map((c) => ({ value: c.voip_carrier_sid, label: c.name }));
  return (
    <EntityForm
      entity={entity}
      title={saved ? TEXT.editTitle : TEXT.addTitle}
      description={saved?.name}
      readOnly={readOnly}
      cancelTo={alertRulePaths.list}
      remove={
        saved && !readOnly
          ? {
              what: TEXT.what,
              name: saved.name,
              run: () => remove({ owner, sid: saved.alert_rule_sid }).unwrap(),
              message: ALERT_RULE_MESSAGES.deleted,
              to: alertRulePaths.list,
            }
          : undefined
      }
    >
      {saved ? (
        <p className={styles.ruleStatus}>
          <span>{TEXT.state}: </span>
          <RuleState rule={saved} />
          {saved.last_value ? <span className={styles.muted}> — {saved.last_value}</span> : null}
        </p>
      ) : null}
      <Fieldset legend={TEXT.legend} disabled={readOnly}>
        <TextField label={TEXT.name} required autoComplete="off" error={errors.name} {...register('name')} />
        {withAccount ? (
          <AccountSelector
            accounts={accounts.data as Account[] | undefined}
            value={accountSid}
            allOption
            disabled={Boolean(saved)}
            error={errors.account_sid}
            onChange={(value) => setValue('account_sid', value ?? '', { shouldDirty: true })}
          />
        ) : null}
        <SelectField
          label={TEXT.condition}
          required
          options={CONDITION_OPTIONS}
          error={errors.condition}
          {...register('condition')}
        />
        {fields.carrier ? (
          <SelectField
            label={TEXT.carrier}
            placeholder={TEXT.anyCarrier}
            options={carrierOptions}
            error={errors.voip_carrier_sid}
            // controlled: the choices arrive after the saved value, which an uncontrolled select would drop
            name="voip_carrier_sid"
            value={carriers.data ? carrierSid : ''}
            onChange={(event) => setValue('voip_carrier_sid', event.target.value, { shouldDirty: true })}
          />
        ) : null}
        {fields.statusClass ? (
          <SelectField
            label={TEXT.statusClass}
            required
            options={STATUS_CLASS_OPTIONS}
            error={errors.status_class}
            {...register('status_class')}
          />
        ) : null}
        {fields.alertType ? (
          <TextField
            label={TEXT.alertType}
            required
            autoComplete="off"
            error={errors.alert_type}
            {...register('alert_type')}
          />
        ) : null}
        <NumberField
          label={TEXT.threshold}
          required
          inputMode="decimal"
          step="any"
          suffix={ALERT_THRESHOLD_UNITS[condition]}
          error={errors.threshold}
          {...register('threshold')}
        />
        <NumberField
          label={TEXT.window}
          required
          error={errors.window_minutes}
          {...register('window_minutes')}
        />
        <CheckboxField toggle label={TEXT.active} {...register('is_active')} />
      </Fieldset>
      <Fieldset legend={TEXT.destinationsLegend} disabled={readOnly}>
        <TextArea
          label={TEXT.emails}
          hint={TEXT.emailsHint}
          rows={2}
          error={errors.emails}
          {...register('emails')}
        />
        <TextField
          label={TEXT.webhook}
          hint={TEXT.webhookHint}
          type="url"
          autoComplete="off"
          error={errors.webhook_url}
          {...register('webhook_url')}
        />
      </Fieldset>
    </EntityForm>
  );
}
