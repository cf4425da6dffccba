// Migration 1, billing's tables (hosted mode): products, subscriptions and their products, offers, static IPs,
// DNS records, sign-ups and invite codes.
import { NOW, bool } from './sql';

export const BILLING_TABLES = `
CREATE TABLE products (
  product_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('api_rate','voice_call_session','device'))
);

CREATE TABLE account_subscriptions (
  account_subscription_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  ${bool('pending', 0)},
  effective_start_date TEXT NOT NULL DEFAULT ${NOW},
  effective_end_date TEXT,
  change_reason TEXT,
  stripe_subscription_id TEXT,
  stripe_payment_method_id TEXT,
  stripe_statement_descriptor TEXT,
  last4 TEXT,
  exp_month INTEGER,
  exp_year INTEGER,
  card_type TEXT,
  pending_reason TEXT
);

CREATE TABLE account_products (
  account_product_sid TEXT PRIMARY KEY NOT NULL,
  account_subscription_sid TEXT NOT NULL REFERENCES account_subscriptions(account_subscription_sid),
  product_sid TEXT NOT NULL REFERENCES products(product_sid),
  quantity INTEGER NOT NULL
);

CREATE TABLE account_offers (
  account_offer_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  product_sid TEXT NOT NULL REFERENCES products(product_sid),
  stripe_product_id TEXT NOT NULL
);

CREATE TABLE account_static_ips (
  account_static_ip_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  public_ipv4 TEXT NOT NULL UNIQUE,
  private_ipv4 BLOB NOT NULL UNIQUE
);

CREATE TABLE dns_records (
  dns_record_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  record_type TEXT NOT NULL,
  record_id INTEGER NOT NULL
);

CREATE TABLE signup_history (
  email TEXT PRIMARY KEY NOT NULL,
  name TEXT,
  signed_up_at TEXT DEFAULT ${NOW}
);

CREATE TABLE beta_invite_codes (
  invite_code TEXT PRIMARY KEY NOT NULL,
  ${bool('in_use', 0)}
);
`;
