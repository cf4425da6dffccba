// The billing area's page texts (hosted accounts: invoices and receipts, the subscription pages), in English: the
// area renders them through its 'billing' translation namespace, built from these; `{{name}}` marks a value filled
// in, `_one`/`_other` the forms of a count (docs/architecture.md#translation).

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
