// An application of the account, chosen in a select (device calling, SIPREC). An account may hold thousands of
// applications, so the whole list is asked for only when the user reaches for the select; until then it offers
// 'None' and the application already chosen.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@switchboard/shared/i18n';
import { SelectField } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { useGetAccountApplicationsAllQuery, useGetApplicationNameQuery } from './api';
import type { AccountFormValues } from '@switchboard/shared/validation';
import { sortByName } from '@switchboard/shared/admin';

export interface ApplicationPickerProps {
  name: 'device_calling_application_sid' | 'siprec_hook_sid';
  label: string;
  hint?: string;
  accountSid: string;
}

export function ApplicationPicker({ name, label, hint, accountSid }: ApplicationPickerProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, control } = useFormContext<AccountFormValues>();
  const value = useWatch({ control, name });
  const [wanted, setWanted] = useState(false);
  const all = useGetAccountApplicationsAllQuery(accountSid, { skip: !wanted });
  const chosen = useGetApplicationNameQuery(value, { skip: !value || Boolean(all.data) });
  const options = all.data
    ? sortByName(all.data).map((app) => ({ value: app.application_sid, label: app.name }))
    : value
      ? [{ value, label: chosen.data?.name ?? 'Loading…' }]
      : [];
  const want = () => setWanted(true);
  return (
    <SelectField
      label={label}
      hint={all.isFetching ? t('applicationPicker.loading') : hint}
      placeholder={t('applicationPicker.none')}
      options={options}
      onFocus={want}
      onPointerDown={want}
      {...register(name)}
    />
  );
}
