// The audit trail as the API returns it (`GET …/Activity`): one entry per write, newest first.

export type ActivityAction =
  'create' | 'update' | 'delete' | 'sign-in' | 'sign-in-failed' | 'sign-out' | 'password-change';

export interface ActivityEntry {
  audit_log_sid: string;
  /** ISO-8601 */
  at: string;
  user_sid: string | null;
  /** who (a sign-in attempt: the name that was typed) */
  user_name: string | null;
  /** set when an API key made the change */
  api_key_sid: string | null;
  scope: string | null;
  /** from where */
  ip: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  /** what kind of thing: account, user, application, voip_carrier, … */
  entity: string;
  entity_sid: string | null;
  action: ActivityAction | string;
  /** changed fields only, before and after; secrets masked */
  changes: Record<string, { before: unknown; after: unknown }>;
}

export interface ActivityPage {
  total: number;
  page: number;
  page_size: number;
  data: ActivityEntry[];
}
