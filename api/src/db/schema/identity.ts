// Migration 1, identity's tables: webhooks, service providers, accounts, applications, users and their
// permissions, API keys, limits, the password policy and system information.
import { NOW, bool, limitCategory } from './sql';

export const IDENTITY_TABLES = `
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
`;
