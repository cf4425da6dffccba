// Add a phone number / Edit phone number (docs/product/telephony.md#phone-number-form): number, description, account, carrier and
// application; number, carrier and account required; a number already in use is refused with the spec's text.
// Adding one without an account or without a carrier sends the user to create one first.
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  describeFailure,
  toApiError,
  useApiCapabilities,
  useGetServiceProviderAccountsQuery,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { Account, PhoneNumber, VoipCarrier } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES as T,
  normalisePhoneNumber,
  phoneNumberFormSchema,
  type PhoneNumberForm,
} from '@switchboard/shared/validation';
import { AccountSelector, Fieldset, SelectField, TextField } from '@switchboard/shared/ui';
import {
  EntityLoader,
  PageLoading,
  effectiveAccountSid,
  useSelectedAccount,
  useSessionInfo,
  withAccount,
} from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { useGetApplicationChoicesQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierChoicesQuery } from '../carriers/api';
import {
  useCreatePhoneNumberMutation,
  useDeletePhoneNumberMutation,
  useGetPhoneNumberQuery,
  useLazyFindPhoneNumbersQuery,
  useUpdatePhoneNumberMutation,
} from './api';
import {
  isNumberTaken,
  phoneNumberCreatePayload,
  phoneNumberToForm,
  phoneNumberUpdatePayload,
} from './phone-number.rules';

export default function PhoneNumberFormPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { phone_number_sid: sid } = useParams();
  const session = useSessionInfo();
  const number = useGetPhoneNumberQuery(sid ?? '', { skip: !sid });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const carriers = useGetCarrierChoicesQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '' },
    { skip: !session.serviceProviderSid },
  );
  // whether the API stores descriptions decides the form's fields and what it sends
  const capabilities = useApiCapabilities();
  if (!capabilities.known) return <PageLoading label={t('carrierForm.loading')} />;
  return (
    <EntityLoader
      entity={sid ? number : undefined}
      needs={[accounts, carriers]}
      loadingLabel={sid ? t('numberForm.loading') : t('carrierForm.loading')}
    >
      {(saved, [accountList, carrierList]) =>
        saved ? (
          <PhoneNumberFormView
            saved={saved}
            accounts={accountList}
            defaultAccount={saved.account_sid ?? ''}
          />
        ) : (
          <NewNumber accounts={accountList} carriers={carrierList} />
        )
      }
    </EntityLoader>
  );
}

/** A new number needs an account and a carrier first: the prompts of docs/product/telephony.md#phone-number-form, on the way to where they are made. */
function NewNumber({ accounts, carriers }: { accounts: Account[]; carriers: VoipCarrier[] }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const navigate = useNavigate();
  const { accountSid } = useSelectedAccount();
  const missing = accounts.length === 0 ? 'account' : carriers.length === 0 ? 'carrier' : null;
  useEffect(() => {
    if (missing === 'account') {
      toast('error', T.noAccountForNumbers);
      navigate(session.isServiceProviderOrAdmin ? paths.accounts : paths.phoneNumbers, { replace: true });
    } else if (missing === 'carrier') {
      toast('error', T.noSipTrunkForNumber);
      navigate(paths.carriers, { replace: true });
    }
  }, [missing, navigate, session.isServiceProviderOrAdmin]);
  if (missing) return <PageLoading label={t('carrierForm.loading')} />;
  const account = session.ownAccountSid ?? effectiveAccountSid(accounts, accountSid) ?? '';
  return <PhoneNumberFormView accounts={accounts} defaultAccount={account} />;
}

function PhoneNumberFormView({
  saved,
  accounts,
  defaultAccount,
}: {
  saved?: PhoneNumber;
  accounts: Account[];
  defaultAccount: string;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  const payloadOptions = { descriptions: useApiCapabilities().has('phone-number-descriptions') };
  const [create] = useCreatePhoneNumberMutation();
  const [update] = useUpdatePhoneNumberMutation();
  const [remove] = useDeletePhoneNumberMutation();
  const [find] = useLazyFindPhoneNumbersQuery();
  const defaults = useMemo(
    () => phoneNumberToForm(saved, { accountSid: defaultAccount, carrierSid: '' }),
    [saved, defaultAccount],
  );
  const entity = useEntityForm<PhoneNumberForm>({
    defaultValues: defaults,
    schema: phoneNumberFormSchema,
    errorMessage: (reason, form) => {
      const msg = toApiError(reason).msg;
      if (msg !== T.numberInUse) return describeFailure(t('numberForm.saveFailed'), reason);
      form.setError('number', { message: msg });
      return msg;
    },
    save: async (values, { refuse }) => {
      if (!saved) {
        // the server searches: the numbers containing this one, then the exact match (with or without +)
        const found = await find(normalisePhoneNumber(values.number)).unwrap();
        if (isNumberTaken(values.number, found.data)) refuse('number', T.numberInUse);
        await create(phoneNumberCreatePayload(values, payloadOptions)).unwrap();
      } else {
        await update({
          sid: saved.phone_number_sid,
          body: phoneNumberUpdatePayload(values, payloadOptions),
        }).unwrap();
      }
      return {
        message: saved ? T.phoneNumberUpdated : T.phoneNumberCreated,
        to: withAccount(paths.phoneNumbers, session.isAccountUser ? null : values.account_sid),
      };
    },
  });
  const { register, control, setValue, formState } = entity.form;
  const accountSid = useWatch({ control, name: 'account_sid' });
  const carriers = useGetCarrierChoicesQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '', accountSid },
    { skip: !session.serviceProviderSid || !accountSid },
  );
  const applications = useGetApplicationChoicesQuery(accountSid, { skip: !accountSid });
  const errors = formState.errors;
  return (
    <EntityForm
      entity={entity}
      title={saved ? t('numberForm.editTitle') : t('numberForm.addTitle')}
      description={saved?.number}
      readOnly={readOnly}
      cancelTo={withAccount(
        paths.phoneNumbers,
        saved?.account_sid ?? (session.isAccountUser ? null : accountSid),
      )}
      remove={
        saved && !readOnly
          ? {
              what: t('numbers.what'),
              name: saved.number,
              run: () => remove(saved.phone_number_sid).unwrap(),
              message: T.deletedPhoneNumber(saved.number),
              to: withAccount(paths.phoneNumbers, saved.account_sid),
            }
          : undefined
      }
    >
      <Fieldset legend={t('numberForm.legend')} disabled={readOnly}>
        <div className={styles.grid}>
          <TextField
            label={t('numberForm.number')}
            required
            inputMode="tel"
            placeholder="+15551234567"
            autoComplete="off"
            readOnly={Boolean(saved)}
            hint={saved ? t('numberForm.numberFixed') : t('numberForm.numberTyped')}
            error={errors.number}
            {...register('number')}
          />
          {payloadOptions.descriptions ? (
            <TextField
              label={t('numberForm.description')}
              hint={t('numberForm.descriptionHint')}
              autoComplete="off"
              error={errors.description}
              {...register('description')}
            />
          ) : null}
        </div>
        <div className={styles.grid}>
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              label={t('common.account')}
              accounts={accounts}
              value={accountSid}
              required
              placeholder={t('numberForm.chooseAccount')}
              error={errors.account_sid}
              onChange={(value) => {
                setValue('account_sid', value ?? '', { shouldDirty: true, shouldValidate: true });
                // the carrier and application belong to the account: choose again
                if (!saved) setValue('voip_carrier_sid', '', { shouldDirty: true });
                setValue('application_sid', '', { shouldDirty: true });
              }}
            />
          ) : null}
          <SelectField
            label={t('numberForm.carrier')}
            required
            placeholder={t('numberForm.chooseCarrier')}
            disabled={Boolean(saved)}
            options={(carriers.data ?? []).map((c) => ({ value: c.voip_carrier_sid, label: c.name }))}
            error={errors.voip_carrier_sid}
            {...register('voip_carrier_sid')}
          />
          <SelectField
            label={t('numberForm.application')}
            placeholder={t('numberForm.none')}
            options={(applications.data ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
            {...register('application_sid')}
          />
        </div>
      </Fieldset>
    </EntityForm>
  );
}
