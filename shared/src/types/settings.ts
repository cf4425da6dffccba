// Platform-wide settings: password policy and system information (docs/api/contract.md#platform-settings).
import type { DbBool } from './common';

/** `GET /PasswordSettings`. The real server answers `{min_password_length: 8}` alone on a fresh install. */
export interface PasswordSettings {
  min_password_length: number;
  require_digit?: DbBool;
  require_special_character?: DbBool;
}

export type LogLevel = 'info' | 'debug';

/** `GET /SystemInformation` (`{}` when never saved). */
export interface SystemInformation {
  domain_name?: string | null;
  sip_domain_name?: string | null;
  monitoring_domain_name?: string | null;
  /** comma-separated IPv4 addresses / CIDRs */
  private_network_cidr?: string | null;
  log_level?: LogLevel;
}
