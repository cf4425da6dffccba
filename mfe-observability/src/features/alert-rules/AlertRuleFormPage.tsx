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
import { useTranslation } from '@switchboard/shared/i18n';
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
import { STATUS_CLASS_LABELS } from '@switchboard/shared/operations';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
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

const STATUS_CLASS_OPTIONS = ([4, 5, 6] as const).map((c) => ({
  value: String(c),
  label: STATUS_CLASS_LABELS[c],
}));

export default function AlertRuleFormPage() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { rule_sid: sid } = useParams();
  const capabilities = useApiCapabilities();
  const owner = useRulesOwner();
  const rule = useGetAlertRuleQuery(
    { owner: owner ?? { accountSid: '' }, sid: sid ?? '' },
    { skip: !sid || !owner || !capabilities.has('alert-rules'), refetchOnMountOrArgChange: true },
  );
  if (!capabilities.known || !owner) return <PageLoading label={t('rules.loading')} />;
  if (!capabilities.has('alert-rules'))
    return (
      <>
        <PageHeader title={sid ? t('rules.editTitle') : t('rules.addTitle')} />
        <p className={styles.muted}>{t('ruleMessages.notOnJambonz')}</p>
      </>
    );
  return (
    <EntityLoader entity={sid ? rule : undefined} loadingLabel={t('rules.loading')}>
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
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
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
    errorMessage: (reason) => describeFailure(t('rules.saveFailed'), reason),
    save: async (values) => {
      const checked = checkRule(values, withAccount);
      if (!checked.body) return;
      if (saved) await update({ owner, sid: saved.alert_rule_sid, body: checked.body }).unwrap();
      else await create({ owner, body: checked.body }).unwrap();
      return {
        message: saved ? t('ruleMessages.updated') : t('ruleMessages.created'),
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
  const conditionOptions = ALERT_CONDITIONS.map((c) => ({ value: c, label: t(`rules.conditions.${c}`) }));
  return (
    <EntityForm
      entity={entity}
      title={saved ? t('rules.editTitle') : t('rules.addTitle')}
      description={saved?.name}
      readOnly={readOnly}
      cancelTo={alertRulePaths.list}
      remove={
        saved && !readOnly
          ? {
              what: t('rules.what'),
              name: saved.name,
              run: () => remove({ owner, sid: saved.alert_rule_sid }).unwrap(),
              message: t('ruleMessages.deleted'),
              to: alertRulePaths.list,
            }
          : undefined
      }
    >
      {saved ? (
        <p className={styles.ruleStatus}>
          <span>{t('rules.stateLabel')}</span> <RuleState rule={saved} />
          {saved.last_value ? <span className={styles.muted}> — {saved.last_value}</span> : null}
        </p>
      ) : null}
      <Fieldset legend={t('rules.legend')} disabled={readOnly}>
        <TextField
          label={t('rules.name')}
          required
          autoComplete="off"
          error={errors.name}
          {...register('name')}
        />
        {withAccount ? (
          <AccountSelector
            label={t('rules.account')}
            accounts={accounts.data as Account[] | undefined}
            value={accountSid}
            allOption={t('rules.allAccounts')}
            disabled={Boolean(saved)}
            error={errors.account_sid}
            onChange={(value) => setValue('account_sid', value ?? '', { shouldDirty: true })}
          />
        ) : null}
        <SelectField
          label={t('rules.condition')}
          required
          options={conditionOptions}
          error={errors.condition}
          {...register('condition')}
        />
        {fields.carrier ? (
          <SelectField
            label={t('rules.carrier')}
            placeholder={t('rules.anyCarrier')}
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
            label={t('rules.statusClass')}
            required
            options={STATUS_CLASS_OPTIONS}
            error={errors.status_class}
            {...register('status_class')}
          />
        ) : null}
        {fields.alertType ? (
          <TextField
            label={t('rules.alertType')}
            required
            autoComplete="off"
            error={errors.alert_type}
            {...register('alert_type')}
          />
        ) : null}
        <NumberField
          label={t('rules.threshold')}
          required
          inputMode="decimal"
          step="any"
          suffix={t(`rules.units.${condition}`)}
          error={errors.threshold}
          {...register('threshold')}
        />
        <NumberField
          label={t('rules.window')}
          required
          error={errors.window_minutes}
          {...register('window_minutes')}
        />
        <CheckboxField toggle label={t('rules.active')} {...register('is_active')} />
      </Fieldset>
      <Fieldset legend={t('rules.destinationsLegend')} disabled={readOnly}>
        <TextArea
          label={t('rules.emails')}
          hint={t('rules.emailsHint')}
          rows={2}
          error={errors.emails}
          {...register('emails')}
        />
        <TextField
          label={t('rules.webhook')}
          hint={t('rules.webhookHint')}
          type="url"
          autoComplete="off"
          error={errors.webhook_url}
          {...register('webhook_url')}
        />
      </Fieldset>
    </EntityForm>
  );
}
