export { DataTable, List, type DataTableProps, type Column } from './DataTable';
export { Mono } from './Mono';
export { ListFooter, totalText, type ListFooterProps } from './ListFooter';
export {
  ExpandableItem,
  ExpandableList,
  FieldList,
  type ExpandableItemProps,
  type ExpandableListProps,
} from './ExpandableItem';
