// The parts of every list: a table over a query (loading, the server's message, Retry), the name column linking
// to the edit page, and the footer with 'Total: N record(s)', the pager and the page-size selector.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toApiError } from '@switchboard/shared/api';
import {
  Button,
  DataTable,
  ListFooter,
  PageSizeSelector,
  Pagination,
  type Column,
  type DataTableProps,
} from '@switchboard/shared/ui';
import type { Paging } from './paging';
import styles from './admin.module.css';

/** What a table needs from an RTK Query result. */
export interface ListQuery {
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type QueryTableProps<T> = Omit<DataTableProps<T>, 'loading' | 'error' | 'errorAction'> & {
  query: ListQuery;
};

/** A DataTable over a query: a skeleton while loading, the server's message with a Retry button when it fails. */
export function QueryTable<T>({ query, ...table }: QueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      loading={query.isFetching}
      error={query.error ? toApiError(query.error).msg : undefined}
      errorAction={
        query.error ? (
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}

/** The first column of a list: the item's name as a row header, linking to its edit page. */
export function nameColumn<T>(
  header: ReactNode,
  name: (row: T) => string,
  editPath: (row: T) => string,
): Column<T> {
  return {
    key: 'name',
    header,
    rowHeader: true,
    render: (row) => (
      <Link className={styles.nameLink} to={editPath(row)}>
        {name(row)}
      </Link>
    ),
  };
}

/** Under a list: 'Total: N record(s)', the pager and the page-size selector. */
export function ListPager({ paging }: { paging: Paging }) {
  return (
    <ListFooter total={paging.total}>
      <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} />
      <PageSizeSelector value={paging.pageSize} onChange={paging.setPageSize} />
    </ListFooter>
  );
}

/** The row of filters above a list (ListPage's own; for list pages of another shape, e.g. time-series lists). */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
