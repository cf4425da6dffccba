export {
  AccountSelector,
  ALL_ACCOUNTS_TEXT,
  type AccountSelectorProps,
  type AccountOption,
} from './AccountSelector';
