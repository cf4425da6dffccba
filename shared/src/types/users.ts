// The three shapes of a user on the wire (docs/api/contract.md#users) and the write payloads.
import type { DbBool, IsoDate, Sid } from './common';
import type { Scope } from './auth';
import type { AccountRow } from './accounts';
import type { ServiceProviderRow } from './service-providers';

/** Item of `GET /Users`: optional keys are omitted (not null) when empty; flags are 0/1. */
export interface UserListItem {
  user_sid: Sid;
  name: string;
  email: string;
  scope: Scope;
  force_change: DbBool;
  is_active: DbBool;
  account_sid?: Sid;
  account_name?: string;
  service_provider_sid?: Sid;
  service_provider_name?: string;
}

/** `GET /Users/:sid`: the row minus the hash, plus `is_view_only`. `scope` is the legacy column ("read-write"). */
export interface UserDetail {
  user_sid: Sid;
  name: string;
  email: string;
  pending_email: string | null;
  phone: string | null;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  force_change: DbBool;
  provider: string;
  provider_userid: string | null;
  scope: string;
  phone_activation_code: string | null;
  email_activation_code: string | null;
  email_validated: DbBool;
  phone_validated: DbBool;
  email_content_opt_out: DbBool;
  is_active: DbBool;
  is_view_only: boolean;
}

/** `user` of `GET /Users/me`: booleans for force_change / validated flags, `is_active` stays 0/1. */
export interface UsersMeUser {
  user_sid: Sid;
  name: string;
  email: string;
  pending_email: string | null;
  phone: string | null;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  force_change: boolean;
  provider: string;
  provider_userid: string | null;
  scope: string;
  email_validated: boolean;
  phone_validated: boolean;
  email_content_opt_out: DbBool;
  is_active: DbBool;
}

/** A raw row where every column may be null (users without an account get an all-null object). */
export type Nullable<T> = { [K in keyof T]: T[K] | null };

/** Hosted-mode subscription summary of `GET /Users/me`. */
export interface UsersMeSubscription {
  status: 'active' | 'suspended';
  account_subscription_sid: Sid;
  start_date: IsoDate;
  products: { name: string; units: string; quantity: number }[];
  suspend_reason?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
  card_type?: string;
  statement_descriptor?: string;
}

/** `GET /Users/me`: `{user, account, sp}` self-hosted; hosted mode adds api_keys, subscription and static_ips. */
export interface UsersMe {
  user: UsersMeUser;
  account: Nullable<AccountRow> & { root_domain?: string | null };
  sp: Nullable<ServiceProviderRow>;
  subscription?: UsersMeSubscription | null;
  api_keys?: { api_key_sid: Sid; token: string; last_used: IsoDate | null; created_at: IsoDate }[];
  static_ips?: string[];
}

/** `POST /Users` body (the portal's form payload). */
export interface UserCreatePayload {
  name: string;
  email: string;
  initial_password: string;
  force_change?: boolean | DbBool;
  is_active?: boolean | DbBool;
  is_view_only?: boolean | DbBool;
  service_provider_sid?: Sid | null;
  account_sid?: Sid | null;
}

/** `PUT /Users/:sid` body: every field optional; `initial_password` null keeps the password. */
export interface UserUpdatePayload {
  name?: string;
  email?: string;
  initial_password?: string | null;
  old_password?: string;
  new_password?: string;
  force_change?: boolean | DbBool;
  is_active?: boolean | DbBool;
  is_view_only?: boolean | DbBool;
  service_provider_sid?: Sid | null;
  account_sid?: Sid | null;
}
