export {
  pageRange,
  countPages,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  PAGINATION_NEIGHBOURS,
  PAGINATION_JUMP,
  PAGINATION_SHOW_ALL_UP_TO,
  type PageItem,
  type PageRangeOptions,
} from './pageRange';
export { Pagination, PageSizeSelector, type PaginationProps, type PageSizeSelectorProps } from './Pagination';
