export { DataTable, List, type DataTableProps, type Column } from './DataTable';
export { ListFooter, totalText, type ListFooterProps } from './ListFooter';
