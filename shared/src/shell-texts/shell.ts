// The shell's own texts (sign-in, layout, user menu, the menu's labels): the English of the spec
// (docs/product/shell.md#sign-in) and of the portal's frame. The host renders them through its translation namespace,
// built from these (docs/architecture.md#translation).

export const SIGN_IN_TEXTS = {
  title: 'Log in',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  failed: 'Something went wrong, please try again',
  forgotPassword: 'Forgot Password',
  register: 'Register',
  accountHelp: 'Account help',
} as const;

export const LAYOUT_TEXTS = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  mainNavigation: 'Main',
  loadingMenu: 'Loading the menu',
  signOut: 'Sign out',
  theme: 'Theme',
  language: 'Language',
  editYourUser: '{{name}}, {{scope}}: edit your user',
  /** /config.json could not be read */
  startFailed: 'Switchboard could not start.',
} as const;

/** The labels the areas declare for the menu (their area.json), so the shell can show them in every language. */
export const MENU_LABELS = {
  users: 'Users',
  settings: 'Settings',
  accounts: 'Accounts',
  account: 'Account',
  clients: 'Clients',
  applications: 'Applications',
  recentCalls: 'Recent calls',
  alerts: 'Alerts',
  carriers: 'Carriers',
  speech: 'Speech',
  phoneNumbers: 'Phone Numbers',
  teamsTenants: 'MS Teams Tenants',
  outboundCallRouting: 'Outbound Call Routing',
  carrierHealth: 'Carrier health',
  alertRules: 'Alert rules',
  callQuality: 'Call quality',
  usage: 'Usage',
  // the kinds of the global search's groups (the areas' search providers)
  calls: 'Calls',
  speechServices: 'Speech services',
  phoneNumbersLower: 'Phone numbers',
} as const;

/** The shell's search box (docs/product/shell.md#global-search), as templates the shell translates. */
export const SEARCH_BOX_TEXTS = {
  label: 'Search',
  placeholder: 'Search calls, numbers, names… (Ctrl+K)',
  searching: 'Searching…',
  noMatches: 'Nothing matches “{{query}}”.',
  results: { one: '1 result', other: '{{count}} results' },
  more: 'More match: type more to narrow.',
  failed: 'Search failed. Try again.',
  /** The API has no search endpoint (a jambonz API): what the box cannot search. */
  unsupported: 'This API cannot search {{areas}}.',
} as const;

/** What a remote's area says when it cannot be shown (the rest of the portal keeps working). */
export const REMOTE_FAILURE_TEXTS = {
  title: 'This part of the portal could not be loaded.',
  retry: 'Retry',
  stillWorks: '{{reason}} The menu and the other pages still work.',
  unreachable: 'Its server cannot be reached.',
  timeout: 'Its server did not answer in time.',
  invalid: 'Its server sent something the portal cannot use.',
  render: 'It stopped with an error.',
  older: 'This area was built for an older portal: its team needs to release it for this one.',
  olderDetail:
    'This area was built for an older portal (it needs {{name}} {{required}}; this portal has {{provided}}): its team needs to release it for this one.',
  newer: 'This area needs a newer portal: ask your administrator to update the portal.',
  newerDetail:
    'This area needs a newer portal (it needs {{name}} {{required}}; this portal has {{provided}}): ask your administrator to update the portal.',
} as const;
