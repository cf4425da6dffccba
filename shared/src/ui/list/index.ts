export { DataTable, List, type DataTableProps, type Column } from './DataTable';
export { RowActions, ListFooter, totalText, type RowActionsProps, type ListFooterProps } from './RowActions';
