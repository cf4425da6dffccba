// @switchboard/shared/admin: the admin kit every area builds its pages with — list pages over a query, page states,
// the loader of edit pages, delete dialogs with dependency checks, the session and the selected account, paths
// and the lazy-route helper. Forms live in '@switchboard/shared/admin-forms' (react-hook-form stays off list
// pages) and the single-spa / standalone factories in '@switchboard/shared/admin-shell'. See README.md.
export {
  ListPage,
  containsText,
  type ItemsQuery,
  type ListAccountFilter,
  type ListPageData,
  type ListPageProps,
  type ListParams,
  type ListSelection,
} from './ListPage';
export { FilterBar, ListPager, QueryTable, nameColumn, type ListQuery, type QueryTableProps } from './lists';
export { clampPage, pageOf, useClientPaging, usePaging, type Paging } from './paging';
export { EntityLoader, type EntityLoaderProps, type LoadQuery } from './EntityLoader';
export { LoadError, NoAccess, PageLoading, isNoAccessError } from './page-state';
export {
  ConfirmDeleteWithChecks,
  FRESH,
  type ConfirmDeleteWithChecksProps,
  type DeleteCheck,
} from './ConfirmDeleteWithChecks';
// the phrasing of what remains lives with the rules (the API words its refusals the same way)
export { REMAINING_NAMES_SHOWN, remainingLine, remainingLines } from '@switchboard/shared/constants';
export { useSessionInfo, type SessionInfo } from './session';
export {
  compareNames,
  effectiveAccountSid,
  sortByName,
  useRequiredAccount,
  useSelectedAccount,
  type SelectedAccount,
} from './selected-account';
export { ADD_ACCOUNT_PATH, INTERNAL, withAccount } from './paths';
export { namedPage, page, type LazyPage, type PageModule } from './routes';
export { TwoFactorSetup, type TwoFactorSetupProps } from './TwoFactorSetup';
