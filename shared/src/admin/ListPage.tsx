// A list page from a column definition and a query hook: the page header with its Add link, the filter box (1000 ms
// pause), an account selector for service-provider scope and up (an account user's account is fixed), the table
// with its skeleton, empty state and Retry, 'Total: N record(s)' with the pager and page size, and the delete
// confirmation. Server-paged lists (the API answers `{total, data}` for `?page=&page_size=`) and client-paged
// ones (a bare array, filtered, sorted and paged here) are told apart by what the query hook returns.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import {
  AccountSelector,
  ConfirmDelete,
  EmptyState,
  FILTER_DELAY_MS,
  FilterBox,
  IconPlus,
  PageHeader,
  countPages,
  type Column,
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { ListPager, QueryTable, nameColumn, type ListQuery } from './lists';
import { LoadError, PageLoading } from './page-state';
import { clampPage, pageOf, usePaging, type Paging } from './paging';
import { ADD_ACCOUNT_PATH } from './paths';
import { compareNames, effectiveAccountSid, useSelectedAccount } from './selected-account';
import { useSessionInfo } from './session';
import styles from './admin.module.css';

/** What the query hook of a list page is called with. */
export interface ListParams {
  /** Server-paged lists: the page to ask for (1-based) and its size (25, 50 or 100). */
  page: number;
  pageSize: number;
  /** The filter text once typing paused (trimmed; '' for none). */
  filter: string;
  /** The selected account (an account user's own; null for all accounts or when the list has no account filter). */
  accountSid: string | null;
  /** The current service provider. */
  serviceProviderSid: string | null;
}

/** One page of a server-paged list. */
export interface ListPageData<T> {
  total: number;
  data: ReadonlyArray<T>;
}

/** What a list page's query hook returns: an RTK Query result over a bare array or one page. */
export interface ItemsQuery<T> extends ListQuery {
  data?: ReadonlyArray<T> | ListPageData<T>;
}

export interface ListAccountFilter<T> {
  /**
   * 'optional': "All accounts" or one account ("Used by"); 'required': always one account, the selected one or
   * else the first by name, with a prompt to create one when there is none.
   */
  mode: 'optional' | 'required';
  /** The selector's label (default 'Account'; e.g. 'Used by'). */
  label?: string;
  /** Client-paged lists: the row's account; rows of other accounts are hidden while one is selected. */
  accountOf?: (row: T) => string | null | undefined;
  /** 'required' with no account at all (default 'You must create an account before you can create a(n) <what>.'). */
  noAccountText?: string;
}

export interface ListPageProps<T> {
  /** The page's h1, also the table's name, e.g. 'Carriers'. */
  title: string;
  /** One item, e.g. 'carrier': names the delete dialog ('Delete carrier') and the default messages. */
  what: string;
  /** The query hook: called on every render with the list's state, returns the RTK Query result. */
  useItems: (params: ListParams) => ItemsQuery<T>;
  getRowKey: (row: T) => string;
  /** The item's name: the first column (a link to `editPath`), the row actions' names, the default filter. */
  getName: (row: T) => string;
  editPath: (row: T) => string;
  /** Header of the name column (default 'Name'). */
  nameHeader?: ReactNode;
  /** The columns after the name. */
  columns?: ReadonlyArray<Column<T>>;
  /** e.g. 'No carriers.' */
  emptyText: ReactNode;
  /** The Add link in the header (not for view-only users): `to` may depend on the selected account. */
  add?: { label: string; to: string | ((accountSid: string | null) => string) };
  /** The filter box's label (default 'Filter <title>') and placeholder (default 'Filter by name'). */
  filterLabel?: string;
  filterPlaceholder?: string;
  accountFilter?: ListAccountFilter<T>;
  /** More filter controls, between the filter box and the account selector (e.g. a Scope select). */
  filters?: ReactNode;
  /** The values of those filters: a change goes back to page 1 (and re-filters a client-paged list). */
  resetKey?: string;
  /** Client-paged lists: whether a row matches the filter text (default: its name contains it, in any case). */
  matches?: (row: T, text: string) => boolean;
  /** Client-paged lists: the rows the page's own filters keep. */
  keep?: (row: T) => boolean;
  /** Client-paged lists: their order (default by name); false keeps the API's. */
  compare?: ((a: T, b: T) => number) | false;
  /** Shows 'Choose a service provider to see its <title>.' instead of the table until one is chosen. */
  requireServiceProvider?: boolean;
  /** Deletes a row (rejects with the server's error, shown in the dialog); then `deletedMessage` is toasted. */
  onDelete?: (row: T) => Promise<unknown>;
  /** Default 'Deleted <what> <name>'. */
  deletedMessage?: (row: T) => string;
  /** A dialog of its own instead (e.g. ConfirmDeleteWithChecks), shown for the row whose Delete was pressed. */
  deleteDialog?: (row: T, close: { onCancel: () => void; onDeleted: () => void }) => ReactNode;
  /** Rows that may be deleted (default all; nobody deletes anything when view-only). */
  canDelete?: (row: T) => boolean;
  /** Shown under the header (notices). */
  children?: ReactNode;
  /** More buttons in the header, beside Add, that depend on the list's state (e.g. export what is filtered). */
  headerActions?: (params: ListParams) => ReactNode;
  /**
   * Rows the user can select (for an action on several at once): a checkbox per row, named by `label`, and one in
   * the header for every row of the page. The page keeps the selection (keys from `getRowKey`).
   */
  selection?: ListSelection<T>;
}

export interface ListSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The row's checkbox's accessible name, e.g. 'Select +15551230000'. */
  label: (row: T) => string;
}

/** The checkbox column of a list whose rows can be selected; its header (de)selects the page's rows. */
function selectionColumn<T>(
  selection: ListSelection<T>,
  rows: ReadonlyArray<T>,
  getRowKey: (row: T) => string,
): Column<T> {
  const keys = rows.map(getRowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return {
    key: 'select',
    className: styles.selectCell,
    header: (
      <input
        type="checkbox"
        aria-label="Select every row of this page"
        checked={keys.length > 0 && chosen === keys.length}
        ref={(box) => {
          if (box) box.indeterminate = chosen > 0 && chosen < keys.length;
        }}
        onChange={(event) => {
          const next = new Set(selection.selected);
          for (const key of keys) {
            if (event.target.checked) next.add(key);
            else next.delete(key);
          }
          selection.onChange(next);
        }}
      />
    ),
    render: (row) => (
      <input
        type="checkbox"
        aria-label={selection.label(row)}
        checked={selection.selected.has(getRowKey(row))}
        onChange={(event) => toggle(getRowKey(row), event.target.checked)}
      />
    ),
  };
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A client-side list's `matches`: the filter text is in one of these fields, in any case. */
export function containsText<T>(...fields: ReadonlyArray<(row: T) => string | null | undefined>) {
  return (row: T, text: string) => {
    const wanted = text.toLowerCase();
    return fields.some((field) => (field(row) ?? '').toLowerCase().includes(wanted));
  };
}

function isPage<T>(data: ReadonlyArray<T> | ListPageData<T>): data is ListPageData<T> {
  return !Array.isArray(data);
}

export function ListPage<T>({
  title,
  what,
  useItems,
  getRowKey,
  getName,
  editPath,
  nameHeader,
  columns = [],
  emptyText,
  add,
  filterLabel,
  filterPlaceholder,
  accountFilter,
  filters,
  resetKey = '',
  matches,
  keep,
  compare,
  requireServiceProvider = false,
  onDelete,
  deletedMessage,
  deleteDialog,
  canDelete,
  children,
  headerActions,
  selection,
}: ListPageProps<T>) {
  const { t } = useTranslation(KIT_NAMESPACE);
  // The title mid-sentence: lower case in English, as written in German (nouns keep their capital).
  const lower = { lower: title.toLowerCase(), title };
  const session = useSessionInfo();
  const viewOnly = session.isViewOnly;
  const required = accountFilter?.mode === 'required';
  const showAccounts = Boolean(accountFilter) && session.isServiceProviderOrAdmin;
  // A list that needs an account reads the accounts for every scope (an account user's is checked to exist).
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !(required || showAccounts),
  });
  const selected = useSelectedAccount();
  const accountSid = required ? effectiveAccountSid(accounts.data, selected.accountSid) : selected.accountSid;
  const [filter, setFilter] = useState('');
  const [doomed, setDoomed] = useState<T | null>(null);

  // Server-paged lists ask for the page within the last total they heard of (a page emptied by a deletion goes back).
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const paging = usePaging(knownTotal, `${filter}|${accountSid ?? ''}|${resetKey}`);
  const query = useItems({
    page: paging.page,
    pageSize: paging.pageSize,
    filter,
    accountSid,
    serviceProviderSid: session.serviceProviderSid,
  });

  const data = query.data;
  const accountOf = showAccounts ? accountFilter?.accountOf : undefined;
  const listed = useMemo(() => {
    if (!data) return undefined;
    if (isPage(data)) return { rows: data.data, total: data.total, paged: true };
    const match = matches ?? containsText(getName);
    const order = compare || ((a: T, b: T) => compareNames(getName(a), getName(b)));
    const rows = data.filter(
      (row) =>
        (!keep || keep(row)) &&
        (!accountOf || !accountSid || accountOf(row) === accountSid) &&
        (!filter || match(row, filter)),
    );
    if (compare !== false) rows.sort(order);
    return { rows, total: rows.length, paged: false };
  }, [data, filter, accountSid, accountOf, matches, keep, compare, getName]);
  const listedTotal = listed?.total;
  useEffect(() => setKnownTotal(listedTotal), [listedTotal]);

  // What is shown follows the rows at hand at once.
  const page = listedTotal === undefined ? paging.page : clampPage(paging.page, listedTotal, paging.pageSize);
  const rows = listed && (listed.paged ? listed.rows : pageOf(listed.rows, page, paging.pageSize));
  const shown: Paging = {
    ...paging,
    page,
    total: listedTotal ?? 0,
    pageCount: countPages(listedTotal ?? 0, paging.pageSize),
  };

  const addTo = add ? (typeof add.to === 'string' ? add.to : add.to(accountSid)) : null;
  const addLink =
    add && addTo && !viewOnly && (!required || accountSid) ? (
      <ButtonLink to={addTo} variant="primary" icon={<IconPlus />}>
        {add.label}
      </ButtonLink>
    ) : null;
  const extraActions = headerActions?.({
    page: paging.page,
    pageSize: paging.pageSize,
    filter,
    accountSid,
    serviceProviderSid: session.serviceProviderSid,
  });
  const header = (
    <PageHeader
      title={title}
      actions={
        addLink || extraActions ? (
          <>
            {extraActions}
            {addLink}
          </>
        ) : undefined
      }
    />
  );

  if (required) {
    if (accounts.error) {
      return (
        <>
          {header}
          <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />
        </>
      );
    }
    if (!accounts.data) {
      return (
        <>
          {header}
          <PageLoading label={t('loadingList', lower)} />
        </>
      );
    }
    if (!accountSid) {
      return (
        <>
          {header}
          <EmptyState
            title={
              accountFilter?.noAccountText ??
              `You must create an account before you can create ${article(what)} ${what}.`
            }
            action={
              session.isServiceProviderOrAdmin && !viewOnly ? (
                <ButtonLink to={ADD_ACCOUNT_PATH}>Add account</ButtonLink>
              ) : undefined
            }
          />
        </>
      );
    }
  }

  const deletable = !viewOnly && Boolean(onDelete || deleteDialog);
  const allColumns = [
    ...(selection && rows ? [selectionColumn(selection, rows, getRowKey)] : []),
    nameColumn(nameHeader ?? t('name'), getName, editPath),
    ...columns,
  ];
  const close = { onCancel: () => setDoomed(null), onDeleted: () => setDoomed(null) };

  return (
    <>
      {header}
      {children}
      <div className={styles.filters}>
        <FilterBox
          showLabel
          label={filterLabel ?? t('filterList', lower)}
          placeholder={filterPlaceholder ?? t('filterByName')}
          delay={FILTER_DELAY_MS}
          onChange={setFilter}
        />
        {filters}
        {showAccounts ? (
          <AccountSelector
            label={accountFilter?.label}
            accounts={accounts.data}
            value={accountSid}
            onChange={selected.selectAccount}
            allOption={!required}
          />
        ) : null}
      </div>
      {requireServiceProvider && !session.serviceProviderSid ? (
        <p className={styles.muted}>{t('chooseServiceProvider', lower)}</p>
      ) : (
        <QueryTable
          caption={title}
          query={query}
          columns={allColumns}
          rows={rows}
          getRowKey={getRowKey}
          emptyText={emptyText}
          rowActions={(row) => (
            <RowActions
              name={getName(row)}
              editTo={editPath(row)}
              onDelete={deletable && (!canDelete || canDelete(row)) ? () => setDoomed(row) : undefined}
            />
          )}
        />
      )}
      <ListPager paging={shown} />
      {deleteDialog ? (
        doomed !== null ? (
          deleteDialog(doomed, close)
        ) : null
      ) : onDelete ? (
        <ConfirmDelete
          open={doomed !== null}
          what={what}
          name={doomed === null ? '' : getName(doomed)}
          onCancel={close.onCancel}
          onConfirm={async () => {
            if (doomed === null) return;
            await onDelete(doomed);
            toast(
              'success',
              deletedMessage ? deletedMessage(doomed) : t('deleted', { what, name: getName(doomed) }),
            );
            setDoomed(null);
          }}
        />
      ) : null}
    </>
  );
}
