// The summary of a list (this API's addition): per credential, its last test with reasons and the applications
// using it. An application names a vendor and a label for each use (none = ''), which means its account's credential
// with that vendor and label if there is one, else its service provider's. The same rule, in shared
// (speechSummaryOf), serves the portal on an API without the summary; an API test checks that both agree.
import type { SpeechCredentialSummary, SpeechCredentialUser } from '@switchboard/shared/types';
import { SPEECH_USERS_LISTED } from '@switchboard/shared/validation';
import type { CredentialRepository, CredentialRow, TestRow } from './repository';

type Use = SpeechCredentialUser['uses'][number];
/** What the four (vendor, label) pairs of an application are for, in the order of `k` (fallbacks only when on). */
const USES: readonly Use[] = ['synthesis', 'recognizer', 'fallback synthesis', 'fallback recognizer'];
const KEY_SEP = '\u001f';

type Users = Map<string, { count: number; listed: SpeechCredentialUser[] }>;

/**
 * Who uses which credential of a provider (or of one account's applications): per credential, how many
 * applications, and the first SPEECH_USERS_LISTED by name with what each uses it for.
 */
function usersOf(credentials: CredentialRepository, spSid: string, onlyAccount: string | null): Users {
  const keys = credentials.keys(spSid);
  const users: Users = new Map();
  if (keys.length === 0) return users;
  const byKey = new Map<string, string>();
  for (const c of keys)
    byKey.set(`${c.account_sid ?? ''}|${c.vendor}|${c.label ?? ''}`, c.speech_credential_sid);

  // each distinct set of names: the credentials it resolves to and what for
  const usesByGroup = new Map<string, Map<string, Use[]>>();
  const groupsOf = new Map<string, string[]>();
  for (const { k, n } of credentials.applicationGroups(spSid, onlyAccount)) {
    const [acct, ...names] = k.split(KEY_SEP);
    const resolved = new Map<string, Use[]>();
    USES.forEach((use, i) => {
      const vendor = names[i * 2];
      if (!vendor) return;
      const tail = `|${vendor}|${names[i * 2 + 1]}`;
      const sid = (acct && byKey.get(`${acct}${tail}`)) || byKey.get(tail);
      if (sid) resolved.set(sid, [...(resolved.get(sid) ?? []), use]);
    });
    usesByGroup.set(k, resolved);
    for (const sid of resolved.keys()) {
      const entry = users.get(sid) ?? { count: 0, listed: [] };
      entry.count += n;
      users.set(sid, entry);
      groupsOf.set(sid, [...(groupsOf.get(sid) ?? []), k]);
    }
  }

  // the first applications by name of each credential in use
  for (const [sid, groups] of groupsOf) {
    const apps = credentials.applicationsNaming(spSid, onlyAccount, groups, SPEECH_USERS_LISTED);
    users.get(sid)!.listed = apps.map((app) => ({
      application_sid: app.application_sid,
      name: app.name,
      account_sid: app.account_sid,
      uses: usesByGroup.get(app.k)?.get(sid) ?? [],
    }));
  }
  return users;
}

const side = (ok: number | null, reason: string | null) =>
  ok === null
    ? { status: 'not tested' as const }
    : ok
      ? { status: 'ok' as const }
      : { status: 'fail' as const, ...(reason ? { reason } : {}) };

/** The summary of the listed credentials (`listed`: what the list shows, in its order). */
export function credentialSummary(
  credentials: CredentialRepository,
  listed: readonly CredentialRow[],
  spSid: string,
  onlyAccount: string | null,
): SpeechCredentialSummary[] {
  const users = usersOf(credentials, spSid, onlyAccount);
  const tests = new Map<string, TestRow>(credentials.tests(spSid).map((t) => [t.speech_credential_sid, t]));
  return listed.map((row) => {
    const t = tests.get(row.speech_credential_sid);
    const used = users.get(row.speech_credential_sid);
    return {
      speech_credential_sid: row.speech_credential_sid,
      last_test: t?.last_tested
        ? { tts: side(t.tts_tested_ok, t.tts_test_reason), stt: side(t.stt_tested_ok, t.stt_test_reason) }
        : null,
      application_count: used?.count ?? 0,
      applications: used?.listed ?? [],
    };
  });
}
