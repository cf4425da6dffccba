// Migration 14 (listed in ../migrations.ts): what the SBC reports of carriers' health and of the SIP clients that
// register — Switchboard's addition (jambonz keeps gateway pings in its SBC's memory and Redis, registrations in
// Redis). Kept for a bounded time: the history is pruned after HEALTH_RETENTION (health/service.ts); the current
// state of each gateway and carrier is a row of its own, so the Carrier health list reads one row per gateway and
// carrier whatever the history holds. docs/product/telephony.md#carrier-health
export const CARRIER_HEALTH_SQL = `
-- every OPTIONS ping the SBC reports: status NULL when nothing answered
CREATE TABLE gateway_pings (
  sip_gateway_sid TEXT NOT NULL REFERENCES sip_gateways(sip_gateway_sid) ON DELETE CASCADE,
  time INTEGER NOT NULL,
  status INTEGER,
  rtt_ms INTEGER
);
CREATE UNIQUE INDEX gateway_pings_gateway_time ON gateway_pings (sip_gateway_sid, time);
CREATE INDEX gateway_pings_time ON gateway_pings (time);

-- each gateway's current run (the shared rule's nextGatewayRun): its state since when, and the last ping
CREATE TABLE gateway_health (
  sip_gateway_sid TEXT PRIMARY KEY NOT NULL REFERENCES sip_gateways(sip_gateway_sid) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('up', 'down')),
  since INTEGER NOT NULL,
  last_time INTEGER NOT NULL,
  last_status INTEGER,
  last_rtt_ms INTEGER
);

-- every REGISTER of a carrier the SBC reports
CREATE TABLE carrier_registrations (
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid) ON DELETE CASCADE,
  time INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ok', 'fail')),
  sip_status INTEGER,
  reason TEXT,
  expires INTEGER,
  call_id TEXT
);
CREATE UNIQUE INDEX carrier_registrations_carrier_time ON carrier_registrations (voip_carrier_sid, time);
CREATE INDEX carrier_registrations_time ON carrier_registrations (time);

-- each carrier's current registration run (nextRegistrationRun)
CREATE TABLE carrier_registration_health (
  voip_carrier_sid TEXT PRIMARY KEY NOT NULL REFERENCES voip_carriers(voip_carrier_sid) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('registered', 'unregistered')),
  since INTEGER NOT NULL,
  last_time INTEGER NOT NULL,
  last_status TEXT NOT NULL,
  last_sip_status INTEGER,
  last_reason TEXT,
  last_expires INTEGER,
  last_call_id TEXT
);

-- the SIP clients registered now, as the SBC's registrar keeps them (jambonz: Redis keys user:<name>@<realm>)
CREATE TABLE sip_registrations (
  sip_realm TEXT NOT NULL,
  username TEXT NOT NULL,
  contact TEXT NOT NULL,
  expiry_time INTEGER NOT NULL,
  protocol TEXT,
  sbc_address TEXT,
  proxy TEXT,
  user_agent TEXT,
  registered_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX sip_registrations_client ON sip_registrations (sip_realm, username);
CREATE INDEX sip_registrations_expiry ON sip_registrations (expiry_time);
`;
