// An application of the account, chosen in a select (device calling, SIPREC). An account may hold thousands of
// applications, so the whole list is asked for only when the user reaches for the select; until then it offers
// 'None' and the application already chosen.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@switchboard/shared/ui';
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
      hint={all.isFetching ? 'Loading the account’s applications…' : hint}
      placeholder="None"
      options={options}
      onFocus={want}
      onPointerDown={want}
      {...register(name)}
    />
  );
}
