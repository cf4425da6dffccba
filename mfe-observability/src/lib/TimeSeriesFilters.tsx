// What the area's time-series pages (calls, alerts, call quality) filter by first — the account selector for
// service-provider scope and up ('All accounts') and the date — in the kit's filter bar; a page adds its own
// filters as children. The labels and the date's choices are in the language in use.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FilterBar } from '@switchboard/shared/admin';
import { useTranslation } from '@switchboard/shared/i18n';
import { AccountSelector, SelectField } from '@switchboard/shared/ui';
import { DATE_FILTERS, type DateFilter } from '@switchboard/shared/constants';
import { OBSERVABILITY_NAMESPACE } from '../i18n/resources';
import type { useOwner } from './owner';

/** The date filter's choices in English; the filter bar shows a DATE_FILTERS choice in the language in use. */
export const DATE_OPTIONS: ReadonlyArray<{ value: string; label: string }> = DATE_FILTERS.map((d) => ({
  value: d.value,
  label: d.name,
}));

const isDateFilter = (value: string): value is DateFilter => DATE_FILTERS.some((d) => d.value === value);

export function TimeSeriesFilters({
  view,
  date,
  onDateChange,
  dateOptions = DATE_OPTIONS,
  children,
}: {
  view: ReturnType<typeof useOwner>;
  date: string;
  onDateChange: (date: string) => void;
  dateOptions?: ReadonlyArray<{ value: string; label: string }>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  // a page's own choices (a chosen hour's range) keep their label; the DATE_FILTERS choices are translated
  const options = useMemo(
    () =>
      dateOptions.map((option) =>
        isDateFilter(option.value) ? { ...option, label: t(`filters.dates.${option.value}`) } : option,
      ),
    [dateOptions, t],
  );
  return (
    <FilterBar>
      {view.session.isServiceProviderOrAdmin ? (
        <AccountSelector
          label={t('filters.account')}
          accounts={view.accounts.data}
          value={view.selected.accountSid}
          onChange={view.selected.selectAccount}
          allOption={t('filters.allAccounts')}
        />
      ) : null}
      <SelectField
        label={t('filters.date')}
        value={date}
        options={options}
        onChange={(event) => onDateChange(event.target.value)}
      />
      {children}
    </FilterBar>
  );
}

/** Which items of a list are open: `toggle(key)` opens or closes one, `reset()` closes them all. */
export function useOpenItems<K>() {
  const [open, setOpen] = useState<ReadonlySet<K>>(() => new Set());
  const toggle = useCallback(
    (key: K) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const reset = useCallback(() => setOpen(new Set()), []);
  return { open, toggle, reset };
}
