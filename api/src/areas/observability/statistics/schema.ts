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

// Migration 62: the MOS distribution of the 'Call quality' page — calls per account, hour (the CDR's attempt),
// trunk and MOS band (statistics/mos.ts), a call counted once by its worst received stream's MOS. Kept up where
// quality streams are stored (quality/repository.ts) and where CDRs are stored (records/repository.ts: reports may
// come before the call's record); calls without a received stream with a MOS are not counted. Written out here:
// a shipped migration never changes. Filled from the streams and CDRs already stored.
export const CDR_MOS_HOURS_SQL = `
CREATE TABLE cdr_mos_hours (
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  hour INTEGER NOT NULL,
  trunk TEXT NOT NULL,
  band INTEGER NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (account_sid, hour, trunk, band)
);
CREATE INDEX cdr_mos_hours_account ON cdr_mos_hours (account_sid, hour, trunk, band, calls);
CREATE INDEX cdr_mos_hours_sp ON cdr_mos_hours (service_provider_sid, hour, account_sid, trunk, band, calls);
INSERT INTO cdr_mos_hours (account_sid, service_provider_sid, hour, trunk, band, calls)
  SELECT c.account_sid, c.service_provider_sid, c.attempted_at / 3600000, COALESCE(c.trunk, ''),
         CASE WHEN w.mos >= 4.0 THEN 0 WHEN w.mos >= 3.6 THEN 1 WHEN w.mos >= 3.1 THEN 2 ELSE 3 END, COUNT(*)
    FROM (SELECT call_sid, MIN(mos) AS mos FROM call_quality_streams
           WHERE direction = 'received' AND mos IS NOT NULL GROUP BY call_sid) w
    JOIN cdrs c ON c.call_sid = w.call_sid
   GROUP BY 1, 3, 4, 5;
`;

// Migration 63: the post-dial delay of the 'Call quality' page (sip-captures/pdd.ts). Each INVITE dialog's capture
// keeps its PDD (`sip_captures.pdd_ms`, computed as it is stored); the roll-up sums it per account, hour (the CDR's
// attempt) and trunk over the CDRs of that SIP Call-ID, with how many calls had one — calls without a capture have no
// PDD. Kept up where captures are stored (records/artefacts.ts) and where CDRs are stored (records/repository.ts).
// The captures already stored get their PDD in the migration (migrations.ts), then the roll-up is filled.
export const CDR_PDD_HOURS_SQL = `
ALTER TABLE sip_captures ADD COLUMN pdd_ms INTEGER;
CREATE TABLE cdr_pdd_hours (
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  hour INTEGER NOT NULL,
  trunk TEXT NOT NULL,
  calls INTEGER NOT NULL,
  pdd_ms INTEGER NOT NULL,
  PRIMARY KEY (account_sid, hour, trunk)
);
CREATE INDEX cdr_pdd_hours_account ON cdr_pdd_hours (account_sid, hour, trunk, calls, pdd_ms);
CREATE INDEX cdr_pdd_hours_sp ON cdr_pdd_hours (service_provider_sid, hour, account_sid, trunk, calls, pdd_ms);
`;
export const CDR_PDD_HOURS_FILL_SQL = `
INSERT INTO cdr_pdd_hours (account_sid, service_provider_sid, hour, trunk, calls, pdd_ms)
  SELECT c.account_sid, c.service_provider_sid, c.attempted_at / 3600000, COALESCE(c.trunk, ''), COUNT(*), SUM(s.pdd_ms)
    FROM cdrs c JOIN sip_captures s ON s.sip_callid = c.sip_callid AND s.method = 'invite'
   WHERE s.pdd_ms IS NOT NULL
   GROUP BY 1, 3, 4;
`;
