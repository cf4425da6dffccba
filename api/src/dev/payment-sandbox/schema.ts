// Migration 41: the payment sandbox's state — what Stripe keeps on its side (customers, payment methods,
// subscriptions, invoices, payment intents), kept here so the sandbox behaves like Stripe's test mode across
// restarts. Amounts are in cents and times in Unix seconds, as Stripe has them. Only an app with the sandbox
// plugged in has these tables (the number stays in billing's range, as it always had).
export const PAYMENT_SANDBOX_SQL = `
CREATE TABLE sandbox_customers (
  id TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT,
  email TEXT,
  name TEXT,
  default_payment_method TEXT,
  -- negative: credit the next invoice uses first (prorated downgrades)
  balance INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0,1))
);

CREATE TABLE sandbox_payment_methods (
  id TEXT PRIMARY KEY NOT NULL,
  customer TEXT REFERENCES sandbox_customers(id),
  -- which of Stripe's documented test cards it is (visa, chargeDeclined, authenticationRequiredOnSetup, …)
  test_card TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  -- set once the customer authenticated a payment with it (3-D Secure): later off-session payments go through
  authenticated INTEGER NOT NULL DEFAULT 0 CHECK (authenticated IN (0,1)),
  created INTEGER NOT NULL
);
CREATE INDEX sandbox_payment_methods_customer ON sandbox_payment_methods(customer);

CREATE TABLE sandbox_subscriptions (
  id TEXT PRIMARY KEY NOT NULL,
  customer TEXT NOT NULL REFERENCES sandbox_customers(id),
  status TEXT NOT NULL CHECK (status IN ('incomplete','incomplete_expired','active','past_due','canceled')),
  current_period_start INTEGER NOT NULL,
  current_period_end INTEGER NOT NULL,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0 CHECK (cancel_at_period_end IN (0,1)),
  default_payment_method TEXT,
  -- JSON [{price, quantity}]: a quantity change that waits for its prorated invoice to be paid
  pending_update TEXT,
  pending_update_invoice TEXT,
  created INTEGER NOT NULL,
  canceled_at INTEGER
);
CREATE INDEX sandbox_subscriptions_customer ON sandbox_subscriptions(customer);

CREATE TABLE sandbox_subscription_items (
  id TEXT PRIMARY KEY NOT NULL,
  subscription TEXT NOT NULL REFERENCES sandbox_subscriptions(id),
  price TEXT NOT NULL,
  quantity INTEGER NOT NULL
);
CREATE INDEX sandbox_subscription_items_subscription ON sandbox_subscription_items(subscription);

CREATE TABLE sandbox_invoices (
  id TEXT PRIMARY KEY NOT NULL,
  number TEXT NOT NULL,
  customer TEXT NOT NULL REFERENCES sandbox_customers(id),
  subscription TEXT,
  status TEXT NOT NULL CHECK (status IN ('draft','open','paid','uncollectible','void')),
  billing_reason TEXT NOT NULL,
  currency TEXT NOT NULL,
  subtotal INTEGER NOT NULL,
  total INTEGER NOT NULL,
  -- the customer's credit used (negative or 0)
  starting_balance INTEGER NOT NULL DEFAULT 0,
  amount_due INTEGER NOT NULL,
  amount_paid INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  paid_at INTEGER,
  payment_method TEXT,
  payment_intent TEXT,
  -- JSON [{description, quantity, amount, proration, period_start, period_end, price}]
  lines TEXT NOT NULL
);
CREATE INDEX sandbox_invoices_customer ON sandbox_invoices(customer, created);

CREATE TABLE sandbox_payment_intents (
  id TEXT PRIMARY KEY NOT NULL,
  client_secret TEXT NOT NULL UNIQUE,
  invoice TEXT NOT NULL REFERENCES sandbox_invoices(id),
  customer TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('requires_payment_method','requires_action','succeeded','canceled')),
  payment_method TEXT,
  last_error TEXT,
  created INTEGER NOT NULL
);
CREATE INDEX sandbox_payment_intents_invoice ON sandbox_payment_intents(invoice);
`;
