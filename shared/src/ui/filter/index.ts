export { FilterBox, useDebouncedValue, FILTER_DELAY_MS, type FilterBoxProps } from './FilterBox';
