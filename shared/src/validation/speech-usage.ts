// Which applications use which speech credential, and what a credential's stored test says. An application names a
// vendor and a label for each use (none = ''): that means its account's credential with that vendor and label if
// there is one, else its service provider's. Switchboard's API applies this rule in SQL for its summary (at the
// scale of 100,000 applications); the portal applies it here to the plain lists of an API without the summary
// (jambonz). An API test checks that both agree.
import type {
  Application,
  SpeechCredential,
  SpeechCredentialSummary,
  SpeechCredentialTestResult,
  SpeechCredentialUser,
  SpeechTestSide,
} from '@switchboard/shared/types';

/** How many applications a summary lists per credential (the count covers them all). */
export const SPEECH_USERS_LISTED = 50;

type Use = SpeechCredentialUser['uses'][number];

type CredentialKey = Pick<SpeechCredential, 'speech_credential_sid' | 'account_sid' | 'vendor' | 'label'>;
type CredentialTest = Pick<SpeechCredential, 'last_tested' | 'tts_tested_ok' | 'stt_tested_ok'>;
type SpeechApplication = Pick<
  Application,
  | 'application_sid'
  | 'name'
  | 'account_sid'
  | 'speech_synthesis_vendor'
  | 'speech_synthesis_label'
  | 'speech_recognizer_vendor'
  | 'speech_recognizer_label'
  | 'use_for_fallback_speech'
  | 'fallback_speech_synthesis_vendor'
  | 'fallback_speech_synthesis_label'
  | 'fallback_speech_recognizer_vendor'
  | 'fallback_speech_recognizer_label'
>;

/** The (vendor, label) an application names for each use, fallbacks only when it uses them. */
function namedUses(app: SpeechApplication): [Use, string | null | undefined, string | null | undefined][] {
  const uses: [Use, string | null | undefined, string | null | undefined][] = [
    ['synthesis', app.speech_synthesis_vendor, app.speech_synthesis_label],
    ['recognizer', app.speech_recognizer_vendor, app.speech_recognizer_label],
  ];
  if (app.use_for_fallback_speech)
    uses.push(
      ['fallback synthesis', app.fallback_speech_synthesis_vendor, app.fallback_speech_synthesis_label],
      ['fallback recognizer', app.fallback_speech_recognizer_vendor, app.fallback_speech_recognizer_label],
    );
  return uses;
}

/** Per credential: how many of `applications` use it, and the first SPEECH_USERS_LISTED by name with what for. */
export function speechCredentialUsers(
  credentials: readonly CredentialKey[],
  applications: readonly SpeechApplication[],
): Map<string, { count: number; applications: SpeechCredentialUser[] }> {
  const byKey = new Map<string, string>();
  for (const c of credentials)
    byKey.set(`${c.account_sid ?? ''}|${c.vendor}|${c.label ?? ''}`, c.speech_credential_sid);
  const users = new Map<string, SpeechCredentialUser[]>();
  for (const app of applications) {
    const resolved = new Map<string, Use[]>();
    for (const [use, vendor, label] of namedUses(app)) {
      if (!vendor) continue;
      const tail = `|${vendor}|${label ?? ''}`;
      const sid = (app.account_sid && byKey.get(`${app.account_sid}${tail}`)) || byKey.get(tail);
      if (sid) resolved.set(sid, [...(resolved.get(sid) ?? []), use]);
    }
    for (const [sid, uses] of resolved)
      users.set(sid, [
        ...(users.get(sid) ?? []),
        { application_sid: app.application_sid, name: app.name, account_sid: app.account_sid, uses },
      ]);
  }
  const byName = (a: SpeechCredentialUser, b: SpeechCredentialUser) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  return new Map(
    [...users].map(([sid, list]) => [
      sid,
      { count: list.length, applications: [...list].sort(byName).slice(0, SPEECH_USERS_LISTED) },
    ]),
  );
}

const side = (ok: CredentialTest['tts_tested_ok']): SpeechTestSide =>
  ok === null || ok === undefined ? { status: 'not tested' } : ok ? { status: 'ok' } : { status: 'fail' };

/** The last test as the credential's own columns keep it (every API has them; the reasons only a summary). */
export function storedTestOf(credential: CredentialTest): SpeechCredentialTestResult | null {
  if (!credential.last_tested) return null;
  return { tts: side(credential.tts_tested_ok), stt: side(credential.stt_tested_ok) };
}

/**
 * A summary like the API's, from the plain lists: stored tests from the rows, users from the applications. `known`
 * are every credential the applications' accounts may have (the listed ones and the accounts' own): an
 * application whose account has its own credential for a vendor and label uses that one, not the listed one.
 */
export function speechSummaryOf(
  credentials: readonly (CredentialKey & CredentialTest)[],
  applications: readonly SpeechApplication[],
  known: readonly CredentialKey[] = credentials,
): SpeechCredentialSummary[] {
  const all = new Map<string, CredentialKey>();
  for (const c of [...credentials, ...known]) all.set(c.speech_credential_sid, c);
  const users = speechCredentialUsers([...all.values()], applications);
  return credentials.map((c) => ({
    speech_credential_sid: c.speech_credential_sid,
    last_test: storedTestOf(c),
    application_count: users.get(c.speech_credential_sid)?.count ?? 0,
    applications: users.get(c.speech_credential_sid)?.applications ?? [],
  }));
}
