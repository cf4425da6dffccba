// A list page from a column definition and a query hook: the page header with its Add link, the filter box (1000 ms
// pause), an account selector for service-provider scope and up (an account user's account is fixed), the table
// with its skeleton, empty state and Retry, 'Total: N record(s)' with the pager and page size, and the delete
// confirmation. Server-paged lists (the API answers `{total, data}` for `?page=&page_size=`) and client-paged
// ones (a bare array, filtered, sorted and paged here) are told apart by what the query hook returns.
import { useEffect, useMemo, useState } from 'react';
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
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { ListPager, QueryTable, nameColumn } from './lists';
import type { ListPageData, ListPageProps } from './list-page-props';
import { selectionColumn } from './selection-column';
import { LoadError, PageLoading } from './page-state';
import { clampPage, pageOf, usePaging, type Paging } from './paging';
import { ADD_ACCOUNT_PATH } from './paths';
import { compareNames, effectiveAccountSid, useSelectedAccount } from './selected-account';
import { useSessionInfo } from './session';
import styles from './admin.module.css';

export type {
  ItemsQuery,
  ListAccountFilter,
  ListPageData,
  ListPageProps,
  ListParams,
  ListSelection,
} from './list-page-props';

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
  // A list answered whole knows its total from the rows at hand: taken during the render, so that the rows'
  // arrival is one render of the page, not two. A paged answer's total (or none, before an answer) is taken once it
  // is shown: the page asked for may change with it.
  const listedWhole = listed?.paged === false;
  if (listedWhole && knownTotal !== listedTotal) setKnownTotal(listedTotal);
  useEffect(() => {
    if (!listedWhole) setKnownTotal(listedTotal);
  }, [listedTotal, listedWhole]);

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
            title={accountFilter?.noAccountText ?? t('noAccountYet', { what: `${article(what)} ${what}` })}
            action={
              session.isServiceProviderOrAdmin && !viewOnly ? (
                <ButtonLink to={ADD_ACCOUNT_PATH}>{t('addAccount')}</ButtonLink>
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
            label={accountFilter?.label ?? t('account')}
            accounts={accounts.data}
            value={accountSid}
            onChange={selected.selectAccount}
            allOption={required ? false : t('allAccounts')}
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
