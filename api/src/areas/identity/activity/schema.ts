// The audit trail's table (migration 5): one row per API write, read by account, service provider, who, entity and time.
export const AUDIT_LOG_SQL = `
CREATE TABLE audit_log (
  audit_log_sid TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  user_sid TEXT,
  user_name TEXT,
  api_key_sid TEXT,
  scope TEXT,
  ip TEXT,
  service_provider_sid TEXT,
  account_sid TEXT,
  entity TEXT NOT NULL,
  entity_sid TEXT,
  action TEXT NOT NULL,
  changes TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_account_at ON audit_log (account_sid, at DESC);
CREATE INDEX audit_log_sp_at ON audit_log (service_provider_sid, at DESC);
CREATE INDEX audit_log_at ON audit_log (at DESC);
`;
