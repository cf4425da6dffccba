// Alert rules' tables (migration 38): the rules with their evaluation state (so a restart neither loses nor repeats
// a firing: the state changes in the same transaction as the alert and the notifications it queues), and the
// notifications, one per destination and event, with their tries (the delivery log, and the outbox the sender
// works through: a pending one is sent after a restart).
export const ALERT_RULES_SQL = `
CREATE TABLE alert_rules (
  alert_rule_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  service_provider_sid TEXT NOT NULL REFERENCES service_providers(service_provider_sid) ON DELETE CASCADE,
  account_sid TEXT REFERENCES accounts(account_sid) ON DELETE CASCADE,
  is_active INTEGER NOT NULL DEFAULT 1,
  condition TEXT NOT NULL,
  threshold REAL NOT NULL,
  window_minutes INTEGER NOT NULL,
  voip_carrier_sid TEXT REFERENCES voip_carriers(voip_carrier_sid) ON DELETE CASCADE,
  status_class INTEGER,
  alert_type TEXT,
  emails TEXT NOT NULL DEFAULT '[]',
  webhook_url TEXT,
  state TEXT NOT NULL DEFAULT 'ok' CHECK (state IN ('ok', 'firing')),
  since INTEGER,
  last_evaluated_at INTEGER,
  last_value TEXT
);
CREATE INDEX alert_rules_sp ON alert_rules (service_provider_sid);
CREATE INDEX alert_rules_account ON alert_rules (account_sid);

CREATE TABLE alert_rule_deliveries (
  delivery_id INTEGER PRIMARY KEY,
  alert_rule_sid TEXT NOT NULL REFERENCES alert_rules(alert_rule_sid) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('firing', 'resolved')),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  target TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_result TEXT,
  created_at INTEGER NOT NULL,
  last_attempt_at INTEGER,
  next_attempt_at INTEGER
);
CREATE INDEX alert_rule_deliveries_rule ON alert_rule_deliveries (alert_rule_sid, delivery_id);
CREATE INDEX alert_rule_deliveries_pending ON alert_rule_deliveries (next_attempt_at) WHERE status = 'pending';
`;

// Migration 60: what the rules read of the call records, in covering indexes (per account and per service provider):
// the window's calls with their trunk, answer, SIP status and end, without a lookup of each row (1,000 rules over
// 1,500,000 calls in their windows: 56 s a pass from the time indexes, see api/src/dev/bench/alert-rules.ts).
export const ALERT_RULE_INDEXES_SQL = `
CREATE INDEX cdrs_account_rules ON cdrs (account_sid, attempted_at, trunk, answered, sip_status, terminated_at);
CREATE INDEX cdrs_sp_rules ON cdrs (service_provider_sid, attempted_at, trunk, answered, sip_status, terminated_at);
`;
