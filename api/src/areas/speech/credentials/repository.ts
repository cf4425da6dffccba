// Speech credentials: all their SQL. The vendor's fields are one encrypted JSON column (`credential`); the flags,
// the label and the last test's outcome are columns. The summary's queries are here too: which applications name
// which vendor and label, counted by what they name (see usage.ts for the rule that resolves them).
import type { Store } from '../../../db/store';
import type { SecretBox } from '../../../lib/secret-box';

/** A speech_credentials row as the routes read it (the vendor fields are in the encrypted `credential`). */
export interface CredentialRow {
  speech_credential_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  vendor: string;
  label: string | null;
  use_for_tts: number | null;
  use_for_stt: number | null;
  last_used: string | null;
  last_tested: string | null;
  tts_tested_ok: number | null;
  stt_tested_ok: number | null;
  created_at: string;
  credential: string;
}

export interface TestRow {
  speech_credential_sid: string;
  use_for_tts: number | null;
  use_for_stt: number | null;
  last_tested: string | null;
  tts_tested_ok: number | null;
  stt_tested_ok: number | null;
  tts_test_reason: string | null;
  stt_test_reason: string | null;
}

/** What the summary resolves applications against: each credential's owner, vendor and label. */
export interface CredentialKeyRow {
  speech_credential_sid: string;
  account_sid: string | null;
  vendor: string;
  label: string | null;
}

/** The stored outcome of a test (each side: 1 ok, 0 failed with its reason, null not tested). */
export interface TestOutcome {
  last_tested: string;
  tts_tested_ok: number | null;
  stt_tested_ok: number | null;
  tts_test_reason: string | null;
  stt_test_reason: string | null;
}

/** Who can see a list: an account's (its own and its provider's), or a provider's (plus one account's own). */
export type ListScope = { spSid: string; accountSid: string | null };

const COLUMNS =
  'speech_credential_sid, service_provider_sid, account_sid, vendor, label, use_for_tts, use_for_stt, last_used, last_tested, tts_tested_ok, stt_tested_ok, created_at, credential';

/**
 * The applications in scope with what they name, normalised ('' for none), and `k`: all of it as one string (the
 * parts joined by char(31)). Applications naming the same things under the same account use the same credentials,
 * so they are counted by `k` and resolved once per distinct `k`: a large service provider (100,000 applications,
 * all on its default Google credential) costs a grouped scan, not 100,000 rows in memory.
 */
const scopedApps = (oneAccount: boolean) => `
    WITH scoped AS (
      SELECT a.application_sid, a.name, a.account_sid, COALESCE(a.account_sid, '') AS acct,
             COALESCE(a.speech_synthesis_vendor, '') AS sv, COALESCE(a.speech_synthesis_label, '') AS sl,
             COALESCE(a.speech_recognizer_vendor, '') AS rv, COALESCE(a.speech_recognizer_label, '') AS rl,
             CASE WHEN a.use_for_fallback_speech THEN COALESCE(a.fallback_speech_synthesis_vendor, '') ELSE '' END AS fsv,
             CASE WHEN a.use_for_fallback_speech THEN COALESCE(a.fallback_speech_synthesis_label, '') ELSE '' END AS fsl,
             CASE WHEN a.use_for_fallback_speech THEN COALESCE(a.fallback_speech_recognizer_vendor, '') ELSE '' END AS frv,
             CASE WHEN a.use_for_fallback_speech THEN COALESCE(a.fallback_speech_recognizer_label, '') ELSE '' END AS frl
        FROM applications a LEFT JOIN accounts ac ON ac.account_sid = a.account_sid
       WHERE COALESCE(ac.service_provider_sid, a.service_provider_sid) = ?
         ${oneAccount ? 'AND a.account_sid = ?' : ''}
    ), keyed AS (
      SELECT scoped.*, acct || char(31) || sv || char(31) || sl || char(31) || rv || char(31) || rl || char(31)
             || fsv || char(31) || fsl || char(31) || frv || char(31) || frl AS k
        FROM scoped
    )`;

export class CredentialRepository {
  constructor(
    private readonly store: Store,
    private readonly box: SecretBox,
  ) {}

  providerExists(spSid: string): boolean {
    return Boolean(this.store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid));
  }

  find(sid: string): CredentialRow | undefined {
    return this.store.get<CredentialRow>(
      `SELECT ${COLUMNS} FROM speech_credentials WHERE speech_credential_sid = ?`,
      sid,
    );
  }

  /**
   * The rows a list shows, by vendor and label: an account's own and its provider's; or a provider's own, plus the
   * caller's account's (`ownAccount`, an account user's) on the provider path.
   */
  list(scope: ListScope, ownAccount: string | null): CredentialRow[] {
    if (scope.accountSid)
      return this.store.all<CredentialRow>(
        `SELECT ${COLUMNS} FROM speech_credentials
          WHERE account_sid = ? OR (account_sid IS NULL AND service_provider_sid = ?)
          ORDER BY vendor, label`,
        scope.accountSid,
        scope.spSid,
      );
    return this.store.all<CredentialRow>(
      `SELECT ${COLUMNS} FROM speech_credentials
        WHERE (service_provider_sid = ? AND account_sid IS NULL) OR (? IS NOT NULL AND account_sid = ?)
        ORDER BY vendor, label`,
      scope.spSid,
      ownAccount,
      ownAccount,
    );
  }

  /** The vendor's fields of a row, decrypted. */
  fields(row: Pick<CredentialRow, 'credential'>): Record<string, unknown> {
    return this.box.decryptJson<Record<string, unknown>>(row.credential) ?? {};
  }

  /** Whether another credential of the vendor has the label where an account or a provider would see both. */
  labelInUse(vendor: string, label: string, spSid: string, accountSid: string | null): boolean {
    return Boolean(
      this.store.get(
        `SELECT 1 FROM speech_credentials
          WHERE vendor = ? AND label = ?
            AND (CASE WHEN ? IS NULL THEN service_provider_sid = ?
                      ELSE account_sid = ? OR (account_sid IS NULL AND service_provider_sid = ?) END)`,
        vendor,
        label,
        accountSid,
        spSid,
        accountSid,
        spSid,
      ),
    );
  }

  insert(
    row: Omit<CredentialRow, 'credential' | 'last_used' | 'last_tested' | 'tts_tested_ok' | 'stt_tested_ok'>,
    fields: Record<string, unknown>,
  ): void {
    this.store.insert('speech_credentials', { ...row, credential: this.box.encryptJson(fields) });
  }

  /** New flags and vendor fields. */
  update(
    sid: string,
    use: Pick<CredentialRow, 'use_for_tts' | 'use_for_stt'>,
    fields: Record<string, unknown>,
  ): void {
    this.store.update('speech_credentials', 'speech_credential_sid', sid, {
      ...use,
      credential: this.box.encryptJson(fields),
    });
  }

  recordTest(sid: string, outcome: TestOutcome): void {
    this.store.update('speech_credentials', 'speech_credential_sid', sid, { ...outcome });
  }

  /** The credential and its Google custom voices. */
  remove(sid: string): void {
    this.store.run('DELETE FROM google_custom_voices WHERE speech_credential_sid = ?', sid);
    this.store.run('DELETE FROM speech_credentials WHERE speech_credential_sid = ?', sid);
  }

  /** Each credential's last test (with reasons) of a provider's credentials, its accounts' included. */
  tests(spSid: string): TestRow[] {
    return this.store.all<TestRow>(
      `SELECT speech_credential_sid, use_for_tts, use_for_stt, last_tested, tts_tested_ok, stt_tested_ok, tts_test_reason, stt_test_reason
         FROM speech_credentials WHERE service_provider_sid = ?`,
      spSid,
    );
  }

  /** Owner, vendor and label of a provider's credentials, its accounts' included. */
  keys(spSid: string): CredentialKeyRow[] {
    return this.store.all<CredentialKeyRow>(
      'SELECT speech_credential_sid, account_sid, vendor, label FROM speech_credentials WHERE service_provider_sid = ?',
      spSid,
    );
  }

  /**
   * The applications of a provider (or of one of its accounts: through the (account_sid, name) index rather than a
   * scan of the provider's), grouped by what they name: each distinct `k` and how many name it.
   */
  applicationGroups(spSid: string, onlyAccount: string | null): { k: string; n: number }[] {
    return this.store.all<{ k: string; n: number }>(
      `${scopedApps(onlyAccount !== null)} SELECT k, COUNT(*) AS n FROM keyed GROUP BY k`,
      ...this.scope(spSid, onlyAccount),
    );
  }

  /** The first `limit` applications by name among those naming one of `keys`. */
  applicationsNaming(
    spSid: string,
    onlyAccount: string | null,
    keys: readonly string[],
    limit: number,
  ): { application_sid: string; name: string; account_sid: string | null; k: string }[] {
    return this.store.all(
      `${scopedApps(onlyAccount !== null)} SELECT application_sid, name, account_sid, k FROM keyed
        WHERE k IN (SELECT value FROM json_each(?)) ORDER BY name COLLATE NOCASE LIMIT ${limit}`,
      ...this.scope(spSid, onlyAccount),
      JSON.stringify(keys),
    );
  }

  private scope(spSid: string, onlyAccount: string | null): string[] {
    return onlyAccount === null ? [spSid] : [spSid, onlyAccount];
  }
}
