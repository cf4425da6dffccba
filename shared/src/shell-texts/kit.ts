// The admin kit's own texts (list footer, pager, form buttons, list page defaults), in English: the kit renders them
// through the 'kit' translation namespace built from these (docs/architecture.md#translation). `{{lower}}` is a
// page title in lower case, as English puts it mid-sentence; `{{title}}` as written.

export const KIT_TEXTS = {
  // The spec's English has one form for every count; a translation may have its own plural forms.
  total_one: 'Total: {{count}} record(s)',
  total_other: 'Total: {{count}} record(s)',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back',
  actions: 'Actions',
  name: 'Name',
  filterByName: 'Filter by name',
  filterList: 'Filter {{lower}}',
  loadingList: 'Loading {{lower}}',
  chooseServiceProvider: 'Choose a service provider to see its {{lower}}.',
  deleted: 'Deleted {{what}} {{name}}',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
  jumpBack: 'Jump back to page {{page}}',
  jumpForward: 'Jump forward to page {{page}}',
  pageSize: 'Page size',
  deleteWhat: 'Delete {{what}}',
  confirmDelete: 'Confirm delete',
  delete: 'Delete',
  deleteQuestion: 'Are you sure you want to delete {{name}}?',
  deleteRefused: '{{name}} could not be deleted: the server refused it',
  /** the password field's show/hide toggle and its Caps Lock warning */
  showPassword: 'Show password',
  capsLockOn: 'Caps Lock is on',
  details: 'Details',
  failed: 'Something went wrong, please try again',
  editName: 'Edit {{name}}',
  deleteName: 'Delete {{name}}',
  checking: 'Checking {{what}}',
  checkFailed: 'Could not check {{what}}',
  copy: 'Copy',
  copyWhat: 'Copy {{what}}',
  standaloneTitle: '{{title}} (standalone)',
  standaloneBrand: 'Switchboard · {{area}}',
  notSignedIn: 'Not signed in',
  areaNeedsToken: 'The {{area}} area needs a signed-in user’s token (mount prop getToken or token).',
  areaStopped: 'The {{area}} area stopped working: {{error}}',
  // the toasts: their live region, a toast's details and its close button
  notifications: 'Notifications',
  hideDetails: 'Hide details',
  dismissNotification: 'Dismiss notification',
  dismiss: 'Dismiss',
  // a list's account filter, and the empty state of a list whose items always belong to an account
  account: 'Account',
  allAccounts: 'All accounts',
  /** `{{what}}` with its article: 'a carrier', 'an application' */
  noAccountYet: 'You must create an account before you can create {{what}}.',
  addAccount: 'Add account',
} as const;

/**
 * An area's standalone page (the kit's minimal shell, without the host): its sign-in form, service-provider picker
 * and sign-out. The sign-in's error texts are LOGIN_MESSAGES (the kit's `login` group).
 */
export const STANDALONE_TEXTS = {
  signInHint: 'Sign in with a portal user.',
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  logIn: 'Log in',
  mustChangePassword: 'This user must choose a new password first: sign in once through the portal.',
  serviceProvider: 'Service provider',
  signOut: 'Sign out',
  signedOut: "You've successfully logged out.",
  startFailed: 'The page could not start',
} as const;
