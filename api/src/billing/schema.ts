// Billing's migrations (range 40–49): the indexes the hosted flows read by. (41, the payment sandbox's tables, is the
// sandbox's own: api/src/dev/payment-sandbox.)

export const BILLING_INDEXES_SQL = `
CREATE INDEX account_subscriptions_account ON account_subscriptions(account_sid, pending, effective_start_date);
CREATE INDEX account_products_subscription ON account_products(account_subscription_sid);
CREATE INDEX account_offers_account ON account_offers(account_sid);
CREATE INDEX users_provider_userid ON users(provider, provider_userid);
CREATE INDEX accounts_stripe_customer ON accounts(stripe_customer_id);
`;
