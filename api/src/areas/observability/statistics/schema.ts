// Migration 38: calls per account, hour, trunk and final SIP status, with the answered calls and their talk time,
// kept up as CDRs are stored (records/repository.ts): what the 'Call quality' page counts over a period reads these
// hours instead of the CDRs — a month of a service provider with a million calls is some tens of thousands of rows
// (docs/api/additions.md#call-statistics, bench row 'call statistics'). `trunk` is '' for calls through no carrier.
// Filled from the CDRs already stored.
export const CDR_STATUS_HOURS_SQL = `
CREATE TABLE cdr_status_hours (
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  hour INTEGER NOT NULL,
  trunk TEXT NOT NULL,
  sip_status INTEGER NOT NULL,
  calls INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  PRIMARY KEY (account_sid, hour, trunk, sip_status)
);
CREATE INDEX cdr_status_hours_account ON cdr_status_hours
  (account_sid, hour, trunk, sip_status, calls, answered, duration);
CREATE INDEX cdr_status_hours_sp ON cdr_status_hours
  (service_provider_sid, hour, account_sid, trunk, sip_status, calls, answered, duration);
INSERT INTO cdr_status_hours (account_sid, service_provider_sid, hour, trunk, sip_status, calls, answered, duration)
  SELECT account_sid, service_provider_sid, attempted_at / 3600000, COALESCE(trunk, ''), sip_status, COUNT(*),
         SUM(answered), SUM(CASE WHEN answered = 1 THEN duration ELSE 0 END)
    FROM cdrs GROUP BY account_sid, attempted_at / 3600000, COALESCE(trunk, ''), sip_status;
`;
