// The billing area's page texts (hosted accounts: invoices and receipts, the subscription pages), in English: the
// area renders them through its 'billing' translation namespace, built from these; `{{name}}` marks a value filled
// in, `_one`/`_other` the forms of a count (docs/architecture.md#translation).

/** The texts of the payment flows (docs/product/billing.md#upgrade), exactly as written. */
export const BILLING_MESSAGES = {
  paymentCompleted: 'Payment completed successfully',
  downgraded: 'Downgrade to free plan completed successfully',
  capacityModified: 'Your subscription capacity has been successfully modified.',
  capacityPaymentFailed:
    'The additional capacity you that you requested could not be granted due to a failure processing payment. Please configure a valid credit card for your account and the upgrade will be automatically processed',
  genericError: 'Something went wrong, please try again.',
  registeredDevicesRule: 'Device-to-call ratio × call sessions + additional devices',
} as const;

export const INVOICE_TEXTS = {
  title: 'Invoices',
  loading: 'Loading the invoices',
  nextInvoice: 'Next invoice',
  nothingBilled: 'Nothing will be billed: the account has no paid plan going on.',
  pastInvoices: 'Past invoices',
  noInvoices: 'No invoices yet.',
  amountDue: 'Amount due',
  chargedOn: 'Charged on',
  period: 'Period',
  periodRange: '{{start}} – {{end}}',
  card: 'Card',
  cardEnding: '{{brand}} ending {{last4}}',
  creditApplied: 'Credit applied',
  creditAppliedAmount: 'Credit applied: {{amount}}',
  lines: 'Invoice lines',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  invoice: 'Invoice',
  date: 'Date',
  status: 'Status',
  receipt: 'Receipt',
  receiptNumber: 'Receipt {{number}}',
  opensInNewTab: ' (opens in a new tab)',
  // the printable receipt
  loadingReceipt: 'Loading the receipt',
  receiptTitle: 'Receipt {{number}}',
  invoiceTitle: 'Invoice {{number}}',
  print: 'Print',
  billedTo: 'Billed to',
  billedToWithEmail: '{{name}} ({{email}})',
  paidOn: 'Paid on',
  amountPaid: 'Amount paid',
} as const;

/** An invoice's status in words. */
export const INVOICE_STATUS_LABELS = {
  draft: 'Upcoming',
  open: 'Unpaid',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
} as const;

/** The subscription pages: the price table, the review of a change, the free plan, usage against capacity. */
export const SUBSCRIPTION_TEXTS = {
  upgradeTitle: 'Upgrade your Subscription',
  modifyTitle: 'Configure Your Subscription',
  loading: 'Loading your subscription',
  capacity: 'Capacity',
  paymentInformation: 'Payment Information',
  card: 'Card',
  cancel: 'Cancel',
  payAndUpgrade: 'Pay {{total}} and Upgrade to Paid Plan',
  cannotPayDue: 'Your card could not pay what is due.',
  returnsToFree: 'Your plan returns to the free plan',
  paidCapacityUntil: 'Your paid capacity stays until {{date}}; then the free plan starts.',
  returnToFree: 'Return to free plan',
  reviewChanges: 'Review Changes',
  returnToFreeQuestion: 'Return to the free plan?',
  keepPlan: 'Keep my plan',
  freePlanStarts:
    'The free plan starts at the next billing cycle: 1 simultaneous call and 1 registered device. Until then you keep your current capacity, and nothing more is charged.',
  freePlanStartsOn:
    'The free plan starts at the next billing cycle ({{date}}): 1 simultaneous call and 1 registered device. Until then you keep your current capacity, and nothing more is charged.',
  // the review of a dry run
  confirmChanges: 'Confirm Changes',
  changesAtOnce: 'Your plan changes at once to:',
  simultaneousCalls_one: '{{count}} simultaneous call',
  simultaneousCalls_other: '{{count}} simultaneous calls',
  registeredDevices_one: '{{count}} registered device',
  registeredDevices_other: '{{count}} registered devices',
  chargedNow:
    'Your new monthly charge will be {{monthly}}. {{prorated}} is charged now for the rest of the current billing period (prorated).',
  creditedNext:
    'Your new monthly charge will be {{monthly}}. {{prorated}} for the rest of the current billing period (prorated) is credited to your next invoice.',
  monthlyCharge: 'Your monthly charge will be {{monthly}}.',
  // the price table
  priceTableCaption: 'Capacity and monthly price of your subscription',
  service: 'Service',
  price: 'Price',
  cost: 'Cost',
  buyDevices: 'Buy additional device registrations',
  devicesAllowed: 'Registered devices allowed',
  totalMonthlyCost: 'Total Monthly Cost',
  includedDevices: 'With {{sessions}} call sessions you can register {{devices}} devices.',
  devicesFormula: `${BILLING_MESSAGES.registeredDevicesRule}: {{ratio}} × {{sessions}} + {{devices}}`,
  priceFlat: '{{amount}} flat',
  pricePer: '{{amount}} per {{unit}}',
  unit: 'unit',
  sessionsOutOfRange: 'Call sessions must be a whole number from {{min}} to {{max}}.',
  devicesOutOfRange: 'Additional devices must be a whole number from {{min}} to {{max}}.',
} as const;

/** The service column of the price table, per line. */
export const SUBSCRIPTION_SERVICE_TEXTS = {
  voice_call_session: 'Maximum concurrent call sessions',
  device: 'Additional device registrations',
} as const;

/** Usage against capacity on the subscription pages. */
export const USAGE_TEXTS = {
  title: 'Usage against capacity',
  description: 'The last {{days}} days, from your call records.',
  loading: 'Loading usage',
  loadFailed: 'Usage could not be loaded',
  unavailable: 'Call records cannot be read right now, so usage is not shown.',
  mostCalls: 'Most calls at once',
  callsOfCapacity: '{{peak}} of {{capacity}} call sessions ({{share}})',
  callsOfCapacityOn: '{{peak}} of {{capacity}} call sessions ({{share}}), on {{date}}',
  mostDevices: 'Most devices in calls in a day',
  devicesOfCapacity: '{{peak}} of {{capacity}} registered devices ({{share}})',
  overTitle: 'Your calls went past your capacity',
  over: 'Calls beyond your call sessions are refused. Add capacity to your subscription.',
  nearTitle: 'You are close to your capacity',
  near: 'Your busiest day used more than 80% of it: consider adding capacity.',
  chartLegend: 'Peak concurrent calls per day (dashed: your call sessions)',
  dayBar: '{{date}}: {{calls}} calls at once',
  perDay: 'Usage per day',
  day: 'Day',
  peakCalls: 'Peak calls',
  devices: 'Devices',
  calls: 'Calls',
} as const;

/** Registration, OAuth, sub-domains and the reset-password page: the rules' messages (shared with the API). */
export const REGISTRATION_MESSAGES = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  codeRequired: 'Verification code is required',
  acceptTerms: 'Accept the Terms of Service and the Privacy Policy to sign up',
  invalidOAuthProvider: (provider: string) => `${provider} is not a valid OAuth provider`,
  invalidState: 'Invalid state',
  subdomainTooShort: 'A sub-domain has at least 3 characters.',
  subdomainInvalid: 'A sub-domain may contain only letters, digits and hyphens, not at the start or the end.',
  subdomainTaken: 'That sub-domain is not available',
  // Reset password (docs/product/shell.md#reset-password), exactly as written — including the 6 vs 7 disagreement the product keeps.
  resetMismatch:
    'The confirmation password does not match the new password. Please ensure both passwords are identical.',
  resetTooShort: 'The password must be at least 7 characters long.',
  resetNeedsLetter: 'Password must contain a letter.',
  resetDone: 'New password was successfully set.',
} as const;

/** The registration pages, the OAuth callback and the sub-domain field. */
export const REGISTRATION_TEXTS = {
  register: 'Register',
  /** the two bracketed parts are the links to the Terms of Service and the Privacy Policy, in this order */
  acceptTermsLinks: 'I accept the [Terms of Service] and have read the [Privacy Policy]',
  signUpWithEmail: 'Sign up with email',
  signUpWith: 'Sign up with {{provider}}',
  accountHelp: 'Account help',
  backToLogIn: 'Back to Log in',
  registerWithEmail: 'Register with email',
  email: 'Email',
  password: 'Password',
  continue: 'Continue',
  registration: 'Registration',
  goBack: 'Go back',
  verifyTitle: 'Verify your email',
  verifyPrompt: 'Please enter the code we just sent to your email',
  verificationCode: 'Verification Code',
  chooseSubdomain: 'Choose a subdomain',
  loading: 'Loading',
  subdomainIntro:
    'Your carriers send calls to this domain and your devices register with it. You can change it later.',
  completeRegistration: 'Complete Registration',
  signingInWith: 'Signing in with {{provider}}',
  yourProvider: 'your provider',
  // the sub-domain field
  subdomain: 'Sub-domain',
  subdomainPlaceholder: 'your-name',
  checking: 'Checking…',
  available: '{{realm}} is available',
  taken: '{{realm}} is taken',
  availableMark: 'Available',
  notAvailableMark: 'Not available',
} as const;

/** Manage payment information, the card field and the processing notice. */
export const PAYMENT_TEXTS = {
  title: 'Manage Payment Information',
  loading: 'Loading your payment information',
  paymentFailedTitle: 'A payment did not go through',
  paymentFailed: 'Your card was refused for an amount that is due. Save a new card to pay it.',
  current: 'Current Payment Information',
  cardType: 'Card Type',
  cardNumber: 'Card Number',
  expiration: 'Expiration',
  noCard: 'No card is saved for this account.',
  cancel: 'Cancel',
  change: 'Change Payment Info',
  new: 'New Payment Information',
  card: 'Card',
  saveNewCard: 'Save New Card',
  cardSaved: 'Your new card was saved.',
  outstandingUnpaid: 'The new card was saved, but it could not pay what is due. Try another card.',
  testMode:
    'Test mode: no card is charged. Use a test card, e.g. 4242 4242 4242 4242, any future date and any CVC.',
  processingTitle: 'Processing',
  processing: 'We are processing your request. Please stay on this page until it is done.',
} as const;

/** Edit Sip Realm. */
export const SIP_REALM_TEXTS = {
  title: 'Edit Sip Realm',
  loading: 'Loading your account',
  now: 'Now: {{realm}}',
  none: 'Your account has no SIP realm yet.',
  intro: 'The SIP realm is the domain name your carriers send calls to and your devices register with.',
  cancel: 'Cancel',
  change: 'Change Sip Realm',
  changed: 'Your SIP realm is now {{realm}}',
} as const;

/** The no-access page of another account's billing page: its way back. */
export const BILLING_ACCESS_TEXTS = {
  goToAccount: 'Go to your account',
} as const;
