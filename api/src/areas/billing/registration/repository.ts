// Hosted sign-up: all its SQL — the service provider's root domain, the new account and its first user, the
// sign-up history, the activation codes, and what is taken (e-mails, phones, SIP realms).
import type { UserRow } from '../../identity';
import type { Store } from '../../../db/store';

export interface NewAccountRow {
  account_sid: string;
  name: string;
  service_provider_sid: string;
  is_active: number;
  webhook_secret: string;
  plan_type: 'trial';
  trial_end_date: string;
}

export interface NewUserRow {
  user_sid: string;
  name: string;
  email: string;
  hashed_password: string | null;
  account_sid: string;
  service_provider_sid: string;
  provider: string;
  provider_userid: string | null;
  email_activation_code: string | null;
  email_validated: number;
  is_active: number;
}

export class RegistrationRepository {
  constructor(private readonly store: Store) {}

  providerExists(spSid: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid));
  }

  rootDomain(spSid: string): string | null {
    return (
      this.store.get<{ root_domain: string | null }>(
        'SELECT root_domain FROM service_providers WHERE service_provider_sid = ?',
        spSid,
      )?.root_domain ?? null
    );
  }

  rootDomainTaken(domain: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM service_providers WHERE root_domain = ?', domain));
  }

  setRootDomain(spSid: string, domain: string): void {
    this.store.run(
      'UPDATE service_providers SET root_domain = ? WHERE service_provider_sid = ?',
      domain,
      spSid,
    );
  }

  /** The root domain of the account's service provider. */
  rootDomainOfAccount(accountSid: string): string | null {
    return (
      this.store.get<{ root_domain: string | null }>(
        'SELECT s.root_domain FROM accounts a JOIN service_providers s ON s.service_provider_sid = a.service_provider_sid WHERE a.account_sid = ?',
        accountSid,
      )?.root_domain ?? null
    );
  }

  /** Whether the address signed up before (the history outlives deleted accounts). */
  signedUpBefore(email: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM signup_history WHERE email = ?', email));
  }

  recordSignUp(email: string, name: string, at: string): void {
    this.store.run(
      'INSERT INTO signup_history (email, name, signed_up_at) VALUES (?, ?, ?) ON CONFLICT(email) DO UPDATE SET signed_up_at = excluded.signed_up_at',
      email,
      name,
      at,
    );
  }

  insertAccount(row: NewAccountRow): void {
    this.store.insert('accounts', { ...row });
  }

  insertUser(row: NewUserRow): void {
    this.store.insert('users', { ...row });
  }

  emailTaken(email: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM users WHERE email = ?', email));
  }

  phoneTaken(phone: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM users WHERE phone = ?', phone));
  }

  realmTaken(realm: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM accounts WHERE sip_realm = ?', realm));
  }

  /** The user who signed up with this provider account (the first, should there be several). */
  oauthUser(provider: string, providerUserId: string): UserRow | undefined {
    return this.store.get<UserRow>(
      'SELECT * FROM users WHERE provider = ? AND provider_userid = ? ORDER BY rowid LIMIT 1',
      provider,
      providerUserId,
    );
  }

  accountIsActive(accountSid: string | null): boolean {
    return Boolean(
      this.store.get<{ is_active: number }>(
        'SELECT is_active FROM accounts WHERE account_sid = ?',
        accountSid,
      )?.is_active,
    );
  }

  /** The account's active flag and how many users it has. */
  accountOfUser(accountSid: string): { is_active: number; users: number } | undefined {
    return this.store.get<{ is_active: number; users: number }>(
      'SELECT a.is_active, (SELECT COUNT(*) FROM users WHERE account_sid = a.account_sid) AS users FROM accounts a WHERE a.account_sid = ?',
      accountSid,
    );
  }

  activateAccount(accountSid: string): void {
    this.store.run('UPDATE accounts SET is_active = 1 WHERE account_sid = ?', accountSid);
  }

  /** The e-mail code checked: the address (a pending new one, if any) is validated. */
  validateEmail(userSid: string): void {
    this.store.run(
      'UPDATE users SET email_activation_code = NULL, email_validated = 1, email = COALESCE(pending_email, email), pending_email = NULL WHERE user_sid = ?',
      userSid,
    );
  }

  validatePhone(userSid: string): void {
    this.store.run(
      'UPDATE users SET phone_activation_code = NULL, phone_validated = 1 WHERE user_sid = ?',
      userSid,
    );
  }

  /** A new address waiting for its code. */
  setPendingEmail(userSid: string, email: string, code: string): void {
    this.store.run(
      'UPDATE users SET pending_email = ?, email_activation_code = ? WHERE user_sid = ?',
      email,
      code,
      userSid,
    );
  }
}
