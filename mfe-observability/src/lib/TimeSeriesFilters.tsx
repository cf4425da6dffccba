// What both lists of the area (calls, alerts) filter by first — the account selector for service-provider scope
// and up ('All accounts') and the date — in the kit's filter bar; a page adds its own filters as children.
import { useCallback, useState, type ReactNode } from 'react';
import { FilterBar } from '@switchboard/shared/admin';
import { AccountSelector, SelectField } from '@switchboard/shared/ui';
import { DATE_FILTERS } from '@switchboard/shared/constants';
import type { useOwner } from './owner';

export const DATE_OPTIONS: ReadonlyArray<{ value: string; label: string }> = DATE_FILTERS.map((d) => ({
  value: d.value,
  label: d.name,
}));

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
  return (
    <FilterBar>
      {view.session.isServiceProviderOrAdmin ? (
        <AccountSelector
          accounts={view.accounts.data}
          value={view.selected.accountSid}
          onChange={view.selected.selectAccount}
          allOption
        />
      ) : null}
      <SelectField
        label="Date"
        value={date}
        options={[...dateOptions]}
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
