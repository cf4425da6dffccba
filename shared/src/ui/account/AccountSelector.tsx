import { useMemo, type ReactNode } from 'react';
import { SelectField } from '../fields';
import type { FieldErrorLike } from '../fields';

export interface AccountOption {
  account_sid: string;
  name: string;
}

export interface AccountSelectorProps {
  /** The accounts to choose from (callers fetch them); shown sorted by name. */
  accounts: ReadonlyArray<AccountOption> | undefined;
  /** The selected account_sid; null/'' selects "All accounts" (or nothing). */
  value: string | null | undefined;
  /** Called with the chosen account_sid, or null for "All accounts". */
  onChange: (accountSid: string | null) => void;
  /** Offer an "All accounts" choice: true for that text, or your own text. */
  allOption?: boolean | string;
  /** First option when nothing is selected and there is no "All accounts" choice. */
  placeholder?: string;
  /** Default 'Account'. */
  label?: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: FieldErrorLike;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

export const ALL_ACCOUNTS_TEXT = 'All accounts';

/** Chooses an account (filters of lists, account of a new resource). Presentational: no fetching. */
export function AccountSelector({
  accounts,
  value,
  onChange,
  allOption = false,
  placeholder,
  label = 'Account',
  hideLabel,
  required,
  disabled,
  error,
  hint,
  id,
  className,
}: AccountSelectorProps) {
  const options = useMemo(
    () =>
      [...(accounts ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
        .map((account) => ({ value: account.account_sid, label: account.name })),
    [accounts],
  );
  const firstOption = allOption
    ? typeof allOption === 'string'
      ? allOption
      : ALL_ACCOUNTS_TEXT
    : (placeholder ?? (value ? undefined : ''));
  return (
    <SelectField
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled || accounts === undefined}
      error={error}
      hint={hint}
      className={className}
      value={value ?? ''}
      placeholder={firstOption}
      options={options}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
