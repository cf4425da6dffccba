// Migration 1: every table of the jambonz schema (contract §7) in SQLite, with the same uniqueness rules and
// foreign keys (cascades only where the contract has them), plus indexes for the paged lists.
// Conventions: CHAR/VARCHAR → TEXT (length checked by the validation rules), BOOLEAN → INTEGER 0/1 with a CHECK,
// ENUM → TEXT with a CHECK, DATETIME/TIMESTAMP → ISO-8601 TEXT. Names that MySQL compares case-insensitively
// are COLLATE NOCASE so uniqueness behaves the same.

const NOW = "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))";
const bool = (name: string, dflt: 0 | 1, nullable = false) =>
  `${name} INTEGER ${nullable ? '' : 'NOT NULL '}DEFAULT ${dflt} CHECK (${name} IN (0,1))`;
const limitCategory =
  "category TEXT NOT NULL CHECK (category IN ('api_rate','voice_call_session','device','voice_call_minutes','voice_call_session_license','voice_call_minutes_license'))";

export const SCHEMA_SQL = `
CREATE TABLE webhooks (
  webhook_sid TEXT PRIMARY KEY NOT NULL,
  url TEXT NOT NULL,
  method TEXT NOT NULL DEFAULT 'POST' CHECK (method IN ('GET','POST')),
  username TEXT,
  password TEXT
);

CREATE TABLE service_providers (
  service_provider_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  description TEXT,
  root_domain TEXT COLLATE NOCASE UNIQUE,
  registration_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  ms_teams_fqdn TEXT
);

CREATE TABLE accounts (
  account_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  sip_realm TEXT COLLATE NOCASE UNIQUE,
  service_provider_sid TEXT NOT NULL REFERENCES service_providers(service_provider_sid),
  registration_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  queue_event_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  device_calling_application_sid TEXT REFERENCES applications(application_sid),
  ${bool('is_active', 1)},
  created_at TEXT NOT NULL DEFAULT ${NOW},
  plan_type TEXT NOT NULL DEFAULT 'trial' CHECK (plan_type IN ('trial','free','paid')),
  stripe_customer_id TEXT,
  webhook_secret TEXT NOT NULL,
  ${bool('disable_cdrs', 0)},
  trial_end_date TEXT,
  deactivated_reason TEXT,
  device_to_call_ratio INTEGER NOT NULL DEFAULT 5,
  subspace_client_id TEXT,
  subspace_client_secret TEXT,
  subspace_sip_teleport_id TEXT,
  subspace_sip_teleport_destinations TEXT,
  siprec_hook_sid TEXT REFERENCES applications(application_sid),
  ${bool('record_all_calls', 0)},
  record_format TEXT NOT NULL DEFAULT 'mp3',
  bucket_credential TEXT,
  ${bool('enable_debug_log', 0)}
);
CREATE INDEX accounts_service_provider ON accounts(service_provider_sid, name);

CREATE TABLE applications (
  application_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  account_sid TEXT REFERENCES accounts(account_sid),
  call_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  call_status_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  messaging_hook_sid TEXT REFERENCES webhooks(webhook_sid),
  app_json TEXT,
  speech_synthesis_vendor TEXT NOT NULL DEFAULT 'google',
  speech_synthesis_language TEXT NOT NULL DEFAULT 'en-US',
  speech_synthesis_voice TEXT DEFAULT 'en-US-Standard-C',
  speech_synthesis_label TEXT,
  speech_recognizer_vendor TEXT NOT NULL DEFAULT 'google',
  speech_recognizer_language TEXT NOT NULL DEFAULT 'en-US',
  speech_recognizer_label TEXT,
  ${bool('use_for_fallback_speech', 0, true)},
  fallback_speech_synthesis_vendor TEXT,
  fallback_speech_synthesis_language TEXT,
  fallback_speech_synthesis_voice TEXT,
  fallback_speech_synthesis_label TEXT,
  fallback_speech_recognizer_vendor TEXT,
  fallback_speech_recognizer_language TEXT,
  fallback_speech_recognizer_label TEXT,
  env_vars TEXT,
  created_at TEXT NOT NULL DEFAULT ${NOW},
  ${bool('record_all_calls', 0)},
  UNIQUE (account_sid, name)
);
CREATE INDEX applications_name ON applications(name);

CREATE TABLE users (
  user_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  email TEXT NOT NULL COLLATE NOCASE,
  pending_email TEXT,
  phone TEXT UNIQUE,
  hashed_password TEXT,
  account_sid TEXT REFERENCES accounts(account_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  ${bool('force_change', 0)},
  provider TEXT NOT NULL,
  provider_userid TEXT,
  scope TEXT NOT NULL DEFAULT 'read-write',
  phone_activation_code TEXT,
  email_activation_code TEXT,
  ${bool('email_validated', 0)},
  ${bool('phone_validated', 0)},
  ${bool('email_content_opt_out', 0)},
  ${bool('is_active', 1)},
  -- Switchboard: bumped to revoke every token of the user (logout, password reset, move, deletion)
  token_version INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX users_name ON users(name);
CREATE INDEX users_email ON users(email);
CREATE INDEX users_account ON users(account_sid);
CREATE INDEX users_service_provider ON users(service_provider_sid);

CREATE TABLE permissions (
  permission_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL UNIQUE,
  description TEXT
);

CREATE TABLE user_permissions (
  user_permissions_sid TEXT PRIMARY KEY NOT NULL,
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  permission_sid TEXT NOT NULL REFERENCES permissions(permission_sid)
);
CREATE INDEX user_permissions_user ON user_permissions(user_sid);

CREATE TABLE api_keys (
  api_key_sid TEXT PRIMARY KEY NOT NULL,
  token TEXT NOT NULL UNIQUE,
  account_sid TEXT REFERENCES accounts(account_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  expires_at TEXT,
  last_used TEXT,
  created_at TEXT DEFAULT ${NOW}
);
CREATE INDEX api_keys_account ON api_keys(account_sid);
CREATE INDEX api_keys_service_provider ON api_keys(service_provider_sid);

CREATE TABLE account_limits (
  account_limits_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid) ON DELETE CASCADE,
  ${limitCategory},
  quantity INTEGER NOT NULL
);
CREATE INDEX account_limits_account ON account_limits(account_sid);

CREATE TABLE service_provider_limits (
  service_provider_limits_sid TEXT PRIMARY KEY NOT NULL,
  service_provider_sid TEXT NOT NULL REFERENCES service_providers(service_provider_sid) ON DELETE CASCADE,
  ${limitCategory},
  quantity INTEGER NOT NULL
);
CREATE INDEX service_provider_limits_sp ON service_provider_limits(service_provider_sid);

CREATE TABLE password_settings (
  min_password_length INTEGER NOT NULL DEFAULT 8,
  ${bool('require_digit', 0)},
  ${bool('require_special_character', 0)}
);

CREATE TABLE system_information (
  domain_name TEXT,
  sip_domain_name TEXT,
  monitoring_domain_name TEXT,
  private_network_cidr TEXT,
  log_level TEXT NOT NULL DEFAULT 'info' CHECK (log_level IN ('info','debug'))
);

CREATE TABLE voip_carriers (
  voip_carrier_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  description TEXT,
  account_sid TEXT REFERENCES accounts(account_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  ${bool('e164_leading_plus', 0)},
  ${bool('requires_register', 0)},
  register_username TEXT,
  register_sip_realm TEXT,
  register_password TEXT,
  tech_prefix TEXT,
  inbound_auth_username TEXT,
  inbound_auth_password TEXT,
  diversion TEXT,
  ${bool('is_active', 1)},
  created_at TEXT NOT NULL DEFAULT ${NOW},
  smpp_system_id TEXT,
  smpp_password TEXT,
  smpp_enquire_link_interval INTEGER DEFAULT 0,
  smpp_inbound_system_id TEXT,
  smpp_inbound_password TEXT,
  register_from_user TEXT,
  register_from_domain TEXT,
  ${bool('register_public_ip_in_contact', 0)},
  register_status TEXT,
  dtmf_type TEXT NOT NULL DEFAULT 'rfc2833' CHECK (dtmf_type IN ('rfc2833','tones','info')),
  outbound_sip_proxy TEXT,
  trunk_type TEXT NOT NULL DEFAULT 'static_ip' CHECK (trunk_type IN ('static_ip','auth','reg'))
);
CREATE INDEX voip_carriers_sp ON voip_carriers(service_provider_sid);
CREATE INDEX voip_carriers_account ON voip_carriers(account_sid);

CREATE TABLE sip_gateways (
  sip_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  netmask INTEGER NOT NULL DEFAULT 32,
  port INTEGER,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid),
  ${bool('is_active', 1)},
  ${bool('send_options_ping', 0)},
  ${bool('use_sips_scheme', 0)},
  ${bool('pad_crypto', 0)},
  protocol TEXT DEFAULT 'udp' CHECK (protocol IN ('udp','tcp','tls','tls/srtp')),
  ${bool('remove_ice', 0)},
  ${bool('dtls_off', 0)}
);
CREATE INDEX sip_gateways_carrier ON sip_gateways(voip_carrier_sid);

CREATE TABLE smpp_gateways (
  smpp_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 2775,
  netmask INTEGER NOT NULL DEFAULT 32,
  ${bool('is_primary', 1)},
  ${bool('inbound', 0)},
  ${bool('outbound', 1)},
  ${bool('use_tls', 0, true)},
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid)
);
CREATE INDEX smpp_gateways_carrier ON smpp_gateways(voip_carrier_sid);

CREATE TABLE predefined_carriers (
  predefined_carrier_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  ${bool('requires_static_ip', 0)},
  ${bool('e164_leading_plus', 0)},
  ${bool('requires_register', 0)},
  register_username TEXT,
  register_sip_realm TEXT,
  register_password TEXT,
  tech_prefix TEXT,
  inbound_auth_username TEXT,
  inbound_auth_password TEXT,
  diversion TEXT,
  trunk_type TEXT NOT NULL DEFAULT 'static_ip' CHECK (trunk_type IN ('static_ip','auth','reg'))
);

CREATE TABLE predefined_sip_gateways (
  predefined_sip_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  netmask INTEGER NOT NULL DEFAULT 32,
  predefined_carrier_sid TEXT NOT NULL REFERENCES predefined_carriers(predefined_carrier_sid)
);

CREATE TABLE predefined_smpp_gateways (
  predefined_smpp_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 2775,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  netmask INTEGER NOT NULL DEFAULT 32,
  ${bool('is_primary', 1)},
  ${bool('use_tls', 0, true)},
  predefined_carrier_sid TEXT NOT NULL REFERENCES predefined_carriers(predefined_carrier_sid)
);

CREATE TABLE sbc_addresses (
  sbc_address_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  tls_port INTEGER,
  wss_port INTEGER,
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  last_updated TEXT
);

CREATE TABLE smpp_addresses (
  smpp_address_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  ${bool('use_tls', 0)},
  ${bool('is_primary', 1)},
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid)
);

CREATE TABLE phone_numbers (
  phone_number_sid TEXT PRIMARY KEY NOT NULL,
  number TEXT NOT NULL,
  voip_carrier_sid TEXT REFERENCES voip_carriers(voip_carrier_sid),
  account_sid TEXT REFERENCES accounts(account_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  UNIQUE (number, voip_carrier_sid)
);
CREATE INDEX phone_numbers_account ON phone_numbers(account_sid, number);
CREATE INDEX phone_numbers_application ON phone_numbers(application_sid);

CREATE TABLE ms_teams_tenants (
  ms_teams_tenant_sid TEXT PRIMARY KEY NOT NULL,
  service_provider_sid TEXT NOT NULL REFERENCES service_providers(service_provider_sid),
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  tenant_fqdn TEXT NOT NULL COLLATE NOCASE UNIQUE
);
CREATE INDEX ms_teams_tenants_account ON ms_teams_tenants(account_sid);

CREATE TABLE lcr (
  lcr_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT,
  ${bool('is_active', 1)},
  default_carrier_set_entry_sid TEXT REFERENCES lcr_carrier_set_entry(lcr_carrier_set_entry_sid),
  service_provider_sid TEXT,
  account_sid TEXT
);
CREATE INDEX lcr_service_provider ON lcr(service_provider_sid);
CREATE INDEX lcr_account ON lcr(account_sid);

CREATE TABLE lcr_routes (
  lcr_route_sid TEXT PRIMARY KEY NOT NULL,
  lcr_sid TEXT NOT NULL REFERENCES lcr(lcr_sid),
  regex TEXT NOT NULL,
  description TEXT,
  priority INTEGER NOT NULL
);

CREATE TABLE lcr_carrier_set_entry (
  lcr_carrier_set_entry_sid TEXT PRIMARY KEY NOT NULL,
  workload INTEGER NOT NULL DEFAULT 1,
  lcr_route_sid TEXT NOT NULL REFERENCES lcr_routes(lcr_route_sid),
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid),
  priority INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE clients (
  client_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  ${bool('is_active', 1)},
  username TEXT,
  password TEXT,
  ${bool('allow_direct_app_calling', 1)},
  ${bool('allow_direct_queue_calling', 1)},
  ${bool('allow_direct_user_calling', 1)}
);
CREATE INDEX clients_account ON clients(account_sid);

CREATE TABLE call_routes (
  call_route_sid TEXT PRIMARY KEY NOT NULL,
  priority INTEGER NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  regex TEXT NOT NULL,
  application_sid TEXT NOT NULL REFERENCES applications(application_sid)
);

CREATE TABLE speech_credentials (
  speech_credential_sid TEXT PRIMARY KEY NOT NULL,
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  account_sid TEXT REFERENCES accounts(account_sid),
  vendor TEXT NOT NULL,
  credential TEXT NOT NULL,
  ${bool('use_for_tts', 1, true)},
  ${bool('use_for_stt', 1, true)},
  last_used TEXT,
  last_tested TEXT,
  tts_tested_ok INTEGER CHECK (tts_tested_ok IN (0,1)),
  stt_tested_ok INTEGER CHECK (stt_tested_ok IN (0,1)),
  created_at TEXT NOT NULL DEFAULT ${NOW},
  label TEXT
);
CREATE INDEX speech_credentials_sp ON speech_credentials(service_provider_sid);
CREATE INDEX speech_credentials_account ON speech_credentials(account_sid);

CREATE TABLE google_custom_voices (
  google_custom_voice_sid TEXT PRIMARY KEY NOT NULL,
  speech_credential_sid TEXT NOT NULL REFERENCES speech_credentials(speech_credential_sid) ON DELETE CASCADE,
  model TEXT NOT NULL,
  reported_usage TEXT DEFAULT 'REALTIME' CHECK (reported_usage IN ('REPORTED_USAGE_UNSPECIFIED','REALTIME','OFFLINE')),
  name TEXT NOT NULL,
  voice_cloning_key TEXT,
  ${bool('use_voice_cloning_key', 0, true)}
);

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

CREATE TABLE schema_version (
  version TEXT
);

-- Switchboard's own state (what the real server keeps in Redis)
CREATE TABLE login_attempts (
  user_sid TEXT PRIMARY KEY NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  failures INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL
);

CREATE TABLE password_reset_links (
  link TEXT PRIMARY KEY NOT NULL,
  user_sid TEXT NOT NULL REFERENCES users(user_sid) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

-- Synthesised-speech cache entries (the size the TtsCache endpoints report and clear)
CREATE TABLE tts_cache (
  tts_cache_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT REFERENCES accounts(account_sid) ON DELETE CASCADE,
  vendor TEXT NOT NULL,
  voice TEXT,
  text_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT ${NOW}
);
CREATE INDEX tts_cache_account ON tts_cache(account_sid);
`;
