// The time-series pages' filter bar (recent calls, alerts, call quality): the date filter's label. Its choices are
// DATE_FILTERS (shared/src/constants/product.ts).
export const TIME_SERIES_FILTER_TEXTS = {
  date: 'Date',
} as const;
