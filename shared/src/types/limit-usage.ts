// Usage against limits (`GET …/LimitUsage`, docs/api/additions.md#limit-usage): each account's calls, minutes and
// registered devices over a period beside the limits set on it, nearest its limit first.

/** The limits the usage is measured against; null: none set (no row, or 0 = unlimited). */
export interface UsageLimits {
  /** 'Max calls' (voice_call_session) */
  max_calls: number | null;
  /** 'Licensed calls' (voice_call_session_license) */
  licensed_calls: number | null;
  /** 'Max minutes' (voice_call_minutes), per day */
  max_minutes: number | null;
  /** 'Licensed minutes' (voice_call_minutes_license), per day */
  licensed_minutes: number | null;
  /** registered devices (device) */
  devices: number | null;
}

export type UsageLimitKey = keyof UsageLimits;

/** The most calls up at once in one hour (UTC) of the period. */
export interface HourlyPeak {
  time: string;
  calls: number;
}

/** The minutes talked on one day (UTC) of the period: answered calls' duration, summed, in minutes (1 decimal). */
export interface DailyMinutes {
  date: string;
  minutes: number;
}

/** The limit an owner is nearest: which, the figure measured against it, and how much of it is used. */
export interface NearestLimit {
  limit: UsageLimitKey;
  used: number;
  of: number;
  /** used / of × 100, one decimal */
  percent: number;
}

export interface LimitUsageFigures {
  limits: UsageLimits;
  /** calls up now (attempted and not yet terminated, as far as the stored CDRs know) */
  concurrent_now: number;
  /** the most calls up at once over the period */
  peak: number;
  peak_per_hour: HourlyPeak[];
  /** minutes of the current day (UTC) */
  minutes_today: number;
  minutes_per_day: DailyMinutes[];
  /** SIP clients of the account's realm registered now */
  devices_now: number;
  /** null when no limit is set */
  nearest: NearestLimit | null;
}

export interface AccountLimitUsage extends LimitUsageFigures {
  account_sid: string;
  name: string;
}

export interface LimitUsage {
  /** the period (ISO) */
  from: string;
  to: string;
  /** nearest their limit first; those without limits last, by name */
  accounts: AccountLimitUsage[];
  /** the service provider's sums against its own limits (only under a service provider) */
  total?: LimitUsageFigures & { service_provider_sid: string };
}
