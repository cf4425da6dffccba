// The tables of the platform's call records and what comes with them (migrations 30–33). The real platform keeps
// CDRs and alerts in InfluxDB, traces in Jaeger, SIP in Homer and logs in CloudWatch; here they are SQLite tables
// shaped for the screens' queries: newest first by account or service provider, with direction / answered
// checked inside the index, a trigram index for the number filter, and hourly counts so a total or the
// calls-per-hour chart never counts a million rows.
export const CDRS_SQL = `
CREATE TABLE cdrs (
  cdr_id INTEGER PRIMARY KEY,
  attempted_at INTEGER NOT NULL,
  answered_at INTEGER,
  terminated_at INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  application_sid TEXT,
  call_sid TEXT,
  from_number TEXT NOT NULL,
  to_number TEXT NOT NULL,
  sip_callid TEXT NOT NULL,
  sip_parent_callid TEXT,
  termination_reason TEXT,
  host TEXT,
  remote_host TEXT,
  trunk TEXT,
  trace_id TEXT NOT NULL DEFAULT '00000000000000000000000000000000',
  recording_url TEXT,
  sip_status INTEGER NOT NULL,
  duration INTEGER NOT NULL
);
CREATE INDEX cdrs_account_time ON cdrs (account_sid, attempted_at, direction, answered);
CREATE INDEX cdrs_sp_time ON cdrs (service_provider_sid, attempted_at, direction, answered);
CREATE UNIQUE INDEX cdrs_call_sid ON cdrs (call_sid);
CREATE INDEX cdrs_sip_callid ON cdrs (sip_callid);

-- from/to numbers for the list's filter text (substring, three characters or more); rowid = cdrs.cdr_id
CREATE VIRTUAL TABLE cdr_numbers USING fts5 (numbers, content = '', detail = 'none', tokenize = 'trigram');

-- calls per account, hour, direction and answered: totals and the calls-per-hour chart
CREATE TABLE cdr_hours (
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  hour INTEGER NOT NULL,
  direction TEXT NOT NULL,
  answered INTEGER NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (account_sid, hour, direction, answered)
);
-- the same per service provider (its total over every account without summing each account's hours)
CREATE TABLE cdr_sp_hours (
  service_provider_sid TEXT NOT NULL,
  hour INTEGER NOT NULL,
  direction TEXT NOT NULL,
  answered INTEGER NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (service_provider_sid, hour, direction, answered)
);
`;

export const ALERTS_SQL = `
CREATE TABLE alerts (
  alert_id INTEGER PRIMARY KEY,
  time INTEGER NOT NULL,
  alert_type TEXT NOT NULL,
  message TEXT NOT NULL,
  detail TEXT,
  account_sid TEXT,
  service_provider_sid TEXT,
  vendor TEXT,
  target_sid TEXT
);
CREATE INDEX alerts_account_time ON alerts (account_sid, time);
CREATE INDEX alerts_sp_time ON alerts (service_provider_sid, time);
`;

export const CALL_ARTIFACTS_SQL = `
-- OTLP traces (gzip'd JSON of {resourceSpans}), what Jaeger would hold
CREATE TABLE call_traces (
  trace_id TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT,
  received_at INTEGER NOT NULL,
  span_count INTEGER NOT NULL,
  otlp BLOB NOT NULL
);
-- captured SIP messages of a dialog (gzip'd JSON), what Homer would hold; the pcap is written from them
CREATE TABLE sip_captures (
  capture_id INTEGER PRIMARY KEY,
  sip_callid TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('invite', 'register')),
  account_sid TEXT,
  service_provider_sid TEXT,
  captured_at INTEGER NOT NULL,
  message_count INTEGER NOT NULL,
  messages BLOB NOT NULL
);
CREATE UNIQUE INDEX sip_captures_callid ON sip_captures (sip_callid, method);
-- the feature server's log lines of a call (gzip'd JSON array of strings), what CloudWatch would hold
CREATE TABLE call_logs (
  call_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL,
  line_count INTEGER NOT NULL,
  lines BLOB NOT NULL
);
`;

export const RECORDINGS_SQL = `
-- the platform's recordings (local recording store): what the media server recorded of a call, rendered to audio
-- when read (see recordings.ts); object_key is <yyyy>/<mm>/<dd>/<call_sid>.<format> as in the bucket
CREATE TABLE call_recordings (
  account_sid TEXT NOT NULL,
  object_key TEXT NOT NULL,
  call_sid TEXT NOT NULL,
  format TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  media TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_sid, object_key)
);
`;

// Migration 34 (bench in docs/architecture.md#benchmarks: a page of recent calls in ≤ 20 ms with a million CDRs, for every filter).
// `numbers` is the from and to numbers in lower case, one line each, so an account's number filter is an
// instr() over its own calls in the window, read from the account index alone, instead of checking every
// trigram candidate of the whole platform (tens of thousands for four digits) against the account and window.
// The hourly counts get indexes that hold the counts, so a total over 30 days reads no table rows.
export const CDR_NUMBERS_COLUMN_SQL = `
ALTER TABLE cdrs ADD COLUMN numbers TEXT;
UPDATE cdrs SET numbers = lower(from_number) || char(10) || lower(to_number);
DROP INDEX cdrs_account_time;
CREATE INDEX cdrs_account_time ON cdrs (account_sid, attempted_at, direction, answered, numbers);
CREATE INDEX cdr_hours_counts ON cdr_hours (account_sid, hour, direction, answered, calls);
CREATE INDEX cdr_sp_hours_counts ON cdr_sp_hours (service_provider_sid, hour, direction, answered, calls);
`;

// Migration 35: a service provider's calls get the numbers in their index too, so text common to most of its calls
// (a number range's digits) is checked there, one index entry per call, instead of through a trigram list that
// names nearly every call (2 s with a million calls: each candidate looked up in the table).
export const CDR_SP_NUMBERS_SQL = `
DROP INDEX cdrs_sp_time;
CREATE INDEX cdrs_sp_time ON cdrs (service_provider_sid, attempted_at, direction, answered, numbers);
`;

// Migration 36: calls per trunk (the carrier's name, as jambonz writes it) in 5-minute slots, per service provider and
// per account, kept up as CDRs are stored: what the Carrier health list counts for the last hour reads a few thousand
// slots, whatever the number of calls (30,000 calls an hour over 500 carriers: 130 ms from the CDRs, 9 ms from the
// slots). Filled from the CDRs already stored; slots older than 48 hours are pruned (telephony/health).
export const CDR_TRUNK_SLOTS_SQL = `
CREATE TABLE cdr_trunk_slots (
  service_provider_sid TEXT NOT NULL,
  slot INTEGER NOT NULL,
  trunk TEXT NOT NULL,
  calls INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  PRIMARY KEY (service_provider_sid, slot, trunk)
);
CREATE INDEX cdr_trunk_slots_counts ON cdr_trunk_slots (service_provider_sid, slot, trunk, calls, answered);
CREATE TABLE cdr_account_trunk_slots (
  account_sid TEXT NOT NULL,
  slot INTEGER NOT NULL,
  trunk TEXT NOT NULL,
  calls INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  PRIMARY KEY (account_sid, slot, trunk)
);
CREATE INDEX cdr_account_trunk_slots_counts ON cdr_account_trunk_slots (account_sid, slot, trunk, calls, answered);
INSERT INTO cdr_trunk_slots (service_provider_sid, slot, trunk, calls, answered)
  SELECT service_provider_sid, attempted_at / 300000, trunk, COUNT(*), SUM(answered) FROM cdrs
   WHERE service_provider_sid IS NOT NULL AND trunk IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO cdr_account_trunk_slots (account_sid, slot, trunk, calls, answered)
  SELECT account_sid, attempted_at / 300000, trunk, COUNT(*), SUM(answered) FROM cdrs
   WHERE trunk IS NOT NULL GROUP BY 1, 2, 3;
`;

// Migration 61: the applications' webhook exchanges of each trace (a span with an HTTP method and URL), indexed as
// traces are stored: the 'webhook slower than, or failing' alert rule counts them per owner and window without
// unpacking traces. Rows follow their trace (kept as long as it is); filled from the traces already stored.
export const CALL_WEBHOOKS_SQL = `
CREATE TABLE call_webhooks (
  trace_id TEXT NOT NULL,
  span_id TEXT NOT NULL,
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  at INTEGER NOT NULL,
  ms INTEGER NOT NULL,
  -- 1: no answer, or an answer outside 2xx/3xx
  failed INTEGER NOT NULL,
  status TEXT NOT NULL,
  method TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (trace_id, span_id)
);
CREATE INDEX call_webhooks_account ON call_webhooks (account_sid, at, ms, failed);
CREATE INDEX call_webhooks_sp ON call_webhooks (service_provider_sid, at, ms, failed);
`;
