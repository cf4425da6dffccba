// What a list page is given (ListPage.tsx): the query hook's parameters and answer, the account filter, the
// selection, and every prop.
import type { ReactNode } from 'react';
import type { Column } from '@switchboard/shared/ui';
import type { ListQuery } from './lists';

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
