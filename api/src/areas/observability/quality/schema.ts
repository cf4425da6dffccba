// Migration 36: the RTP streams of calls as a media server reports them (docs/api/additions.md#call-quality). One row
// per call, leg (SIP Call-ID), SSRC and direction, with the stream's figures over the whole call kept in columns (so
// statistics over many calls read no blob) and its report intervals packed beside them.
export const CALL_QUALITY_SQL = `
CREATE TABLE call_quality_streams (
  stream_id INTEGER PRIMARY KEY,
  call_sid TEXT NOT NULL,
  account_sid TEXT NOT NULL,
  service_provider_sid TEXT,
  sip_callid TEXT NOT NULL,
  ssrc INTEGER NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('received', 'sent')),
  local_ip TEXT NOT NULL,
  local_port INTEGER NOT NULL,
  remote_ip TEXT NOT NULL,
  remote_port INTEGER NOT NULL,
  codec TEXT NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  packets_received INTEGER NOT NULL,
  packets_lost INTEGER NOT NULL,
  loss_pct REAL NOT NULL,
  jitter_ms REAL NOT NULL,
  jitter_max_ms REAL NOT NULL,
  rtt_ms REAL,
  mos REAL,
  mos_min REAL,
  interval_count INTEGER NOT NULL,
  intervals BLOB NOT NULL
);
CREATE UNIQUE INDEX call_quality_stream ON call_quality_streams (call_sid, sip_callid, ssrc, direction);
CREATE INDEX call_quality_account_time ON call_quality_streams (account_sid, first_at);
CREATE INDEX call_quality_sp_time ON call_quality_streams (service_provider_sid, first_at);
`;
