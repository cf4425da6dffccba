// The time-series pages' filter bar (recent calls, alerts, call quality): the account selector's and the date
// filter's labels. The date's choices are DATE_FILTERS (shared/src/constants/product.ts).
export const TIME_SERIES_FILTER_TEXTS = {
  account: 'Account',
  allAccounts: 'All accounts',
  date: 'Date',
} as const;
