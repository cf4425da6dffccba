// Speech credentials (contract §6.5, mounted under a service provider and under an account): list, read, create,
// update, delete, the real vendor test, and the languages/voices lists the application form needs. Additions of
// this API: the summary of a list (last test results with reasons, the applications using each credential) and
// the test phrase synthesized with a credential ('Listen'). Google custom voices: routes/speech-voices.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  SpeechCredential,
  SpeechCredentialPayload,
  SpeechCredentialSummary,
  SpeechCredentialTestResult,
  SpeechCredentialUser,
} from '@switchboard/shared/types';
import {
  SPEECH_MESSAGES,
  SPEECH_SECRET_FIELDS,
  SPEECH_UPDATABLE_FIELDS,
  SPEECH_VENDOR_FIELDS,
  parseGoogleServiceKey,
  speechCredentialBodySchema,
  speechCredentialProblems,
  speechVendorKey,
  toDbBool,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import { findAccount, ownsAccount, requireAccountGuard } from '../auth/access';
import { recordAudit } from '../audit/audit';
import { docs } from '../http/docs';
import { HttpError, badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { isoNow, newSid } from '../lib/ids';
import { obscureGoogleServiceKey, obscureKey } from '../lib/masking';
import { synthesizeTestPhrase, testSpeechCredential, vendorCatalogue } from '../areas/speech';
import { canChangeCredential, canReadCredential } from '../speech/access';

const SECRET_FIELDS: readonly string[] = SPEECH_SECRET_FIELDS;
/** What an account user never sees of a service-provider-level credential. */
const HIDDEN_FROM_ACCOUNTS = [
  'api_key',
  'secret_access_key',
  'secret',
  'auth_token',
  'stt_api_key',
  'tts_api_key',
  'client_secret',
  'client_key',
  'service_key',
];

/** A speech_credentials row as the routes read it (the vendor fields are in the encrypted `credential`). */
interface CredentialRow {
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

interface TestRow {
  speech_credential_sid: string;
  use_for_tts: number | null;
  use_for_stt: number | null;
  last_tested: string | null;
  tts_tested_ok: number | null;
  stt_tested_ok: number | null;
  tts_test_reason: string | null;
  stt_test_reason: string | null;
}

/** At most this many applications are named per credential in a summary (the count is always whole). */
const USERS_LISTED = 50;

export function speechRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store, box } = ctx;

  function present(row: CredentialRow, caller: Caller): SpeechCredential {
    const { credential, ...rest } = row;
    const fields = box.decryptJson<Record<string, unknown>>(credential) ?? {};
    for (const key of SECRET_FIELDS)
      if (typeof fields[key] === 'string') fields[key] = obscureKey(fields[key] as string);
    if (typeof fields.service_key === 'string')
      fields.service_key = obscureGoogleServiceKey(fields.service_key);
    // jambonz answers a Google credential's model_id (Gemini voices) always: null when none was given
    if (row.vendor === 'google' && fields.model_id === undefined) fields.model_id = null;
    if (caller.scope === 'account' && row.account_sid === null)
      for (const key of HIDDEN_FROM_ACCOUNTS) delete fields[key];
    return { ...rest, ...fields } as SpeechCredential;
  }

  /** The SP path: admins any; others only their own service provider. */
  function requireSpPath(caller: Caller, spSid: string): void {
    if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid)) {
      if (caller.scope === 'admin') throw notFound('service provider not found');
      throw forbidden('Insufficient privileges');
    }
    if (caller.scope !== 'admin' && caller.service_provider_sid !== spSid)
      throw forbidden('Insufficient privileges');
  }

  const canRead = canReadCredential;

  const CREDENTIAL_COLUMNS =
    'speech_credential_sid, service_provider_sid, account_sid, vendor, label, use_for_tts, use_for_stt, last_used, last_tested, tts_tested_ok, stt_tested_ok, created_at, credential';

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials',
    {
      schema: docs({
        summary: 'Speech credentials of a service provider (plus the caller’s account ones)',
        tags: ['Speech'],
        params: { sid: 'the service provider' },
        responses: { 200: 'SpeechCredential[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireSpPath(caller, sid);
      const rows = listFor(caller, { spSid: sid, accountSid: null });
      return rows.map((r) => present(r, caller));
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials',
    {
      schema: docs({
        summary: 'Speech credentials an account can use: its own and its service provider’s',
        tags: ['Speech'],
        params: { sid: 'the account' },
        responses: { 200: 'SpeechCredential[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const account = requireAccountGuard(store, caller, sid);
      const rows = listFor(caller, { spSid: account.service_provider_sid, accountSid: account.account_sid });
      return rows.map((r) => present(r, caller));
    },
  );

  const readOne = async (caller: Caller, credentialSid: string) => {
    const row = store.get<CredentialRow>(
      `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials WHERE speech_credential_sid = ?`,
      credentialSid,
    );
    if (!row) throw notFound('speech credential not found');
    if (!canRead(caller, row)) throw forbidden('Insufficient privileges');
    return present(row, caller);
  };

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials/:credential_sid',
    {
      schema: docs({
        summary: 'One speech credential (secrets masked)',
        tags: ['Speech'],
        params: { sid: 'the service provider', credential_sid: 'the credential' },
        responses: { 200: 'SpeechCredential' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; credential_sid: string };
      const sid = pathSid(params.sid);
      requireSpPath(caller, sid);
      return readOne(caller, pathSid(params.credential_sid));
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials/:credential_sid',
    {
      schema: docs({
        summary: 'One speech credential (secrets masked)',
        tags: ['Speech'],
        params: { sid: 'the account', credential_sid: 'the credential' },
        responses: { 200: 'SpeechCredential' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; credential_sid: string };
      requireAccountGuard(store, caller, pathSid(params.sid));
      return readOne(caller, pathSid(params.credential_sid));
    },
  );

  // ------------------------------------------------------------------------------------------ writes and tests

  const decrypt = (row: CredentialRow) => box.decryptJson<Record<string, unknown>>(row.credential) ?? {};
  const loadRow = (sid: string) =>
    store.get<CredentialRow>(
      `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials WHERE speech_credential_sid = ?`,
      sid,
    );

  const canWrite = canChangeCredential;

  /** Where a request is mounted: under a service provider, or under an account (checked, with its SP). */
  type Mount = { spSid: string; accountSid: string | null };
  function mountOf(request: FastifyRequest, kind: 'sp' | 'account'): Mount {
    const caller = callerOf(request);
    const sid = pathSid((request.params as { sid: string }).sid);
    if (kind === 'sp') {
      requireSpPath(caller, sid);
      return { spSid: sid, accountSid: null };
    }
    const account = requireAccountGuard(store, caller, sid);
    return { spSid: account.service_provider_sid, accountSid: account.account_sid };
  }

  /** The credential a path names, within the mount: 404 unknown (or elsewhere), 403 not the caller's. */
  function credentialIn(request: FastifyRequest, mount: Mount, access: 'read' | 'write'): CredentialRow {
    const caller = callerOf(request);
    const row = loadRow(pathSid((request.params as { credential_sid: string }).credential_sid));
    const inMount =
      row &&
      row.service_provider_sid === mount.spSid &&
      (mount.accountSid === null || row.account_sid === null || row.account_sid === mount.accountSid);
    if (!row || !inMount) throw notFound('speech credential not found');
    if (!(access === 'read' ? canRead(caller, row) : canWrite(caller, row)))
      throw forbidden('Insufficient privileges');
    return row;
  }

  /** The vendor's own fields of a body: empty values left out, flags as 0/1, options as JSON text. */
  function vendorFields(vendor: string, body: Record<string, unknown>): Record<string, unknown> {
    const key = speechVendorKey(vendor);
    const out: Record<string, unknown> = {};
    for (const name of key ? SPEECH_VENDOR_FIELDS[key] : []) {
      const value = body[name];
      if (value === undefined || value === null || value === '') continue;
      if (/^use_|_use_tls$/.test(name)) out[name] = toDbBool(value);
      else if (name === 'options') out[name] = typeof value === 'string' ? value : JSON.stringify(value);
      else out[name] = typeof value === 'string' ? value.trim() : value;
    }
    return out;
  }

  const firstProblem = (payload: SpeechCredentialPayload) => {
    const problem = speechCredentialProblems(payload)[0];
    if (problem) throw badRequest(problem.message);
  };

  function labelInUse(
    vendor: string,
    label: string,
    spSid: string,
    accountSid: string | null,
    except?: string,
  ) {
    return Boolean(
      store.get(
        `SELECT 1 FROM speech_credentials
          WHERE vendor = ? AND label = ? AND speech_credential_sid IS NOT ?
            AND (CASE WHEN ? IS NULL THEN service_provider_sid = ?
                      ELSE account_sid = ? OR (account_sid IS NULL AND service_provider_sid = ?) END)`,
        vendor,
        label,
        except ?? null,
        accountSid,
        spSid,
        accountSid,
        spSid,
      ),
    );
  }

  /** The flat picture of a credential the audit trail compares (secrets are masked there by name). */
  const auditView = (
    row: Pick<CredentialRow, 'vendor' | 'label' | 'use_for_tts' | 'use_for_stt'>,
    fields: Record<string, unknown>,
  ) => ({
    vendor: row.vendor,
    label: row.label,
    use_for_tts: row.use_for_tts,
    use_for_stt: row.use_for_stt,
    ...fields,
  });

  async function create(request: FastifyRequest, reply: FastifyReply, mount: Mount) {
    const caller = callerOf(request);
    const body = parseWith(speechCredentialBodySchema, request.body ?? {}) as SpeechCredentialPayload;
    let accountSid = mount.accountSid ?? caller.account_sid ?? null;
    if (!accountSid && typeof body.account_sid === 'string' && body.account_sid !== '') {
      const account = findAccount(store, pathSid(body.account_sid));
      if (!account) throw badRequest('unknown account_sid');
      if (!ownsAccount(caller, account)) throw forbidden('Insufficient privileges');
      if (account.service_provider_sid !== mount.spSid)
        throw badRequest('account_sid belongs to another service provider');
      accountSid = account.account_sid;
    }
    if (accountSid && caller.scope === 'account' && accountSid !== caller.account_sid)
      throw forbidden('Insufficient privileges');
    if (!accountSid && caller.scope === 'account') throw forbidden('Insufficient privileges');
    const vendor = typeof body.vendor === 'string' ? body.vendor.trim() : '';
    const use = {
      use_for_tts: toDbBool(body.use_for_tts ?? 1),
      use_for_stt: toDbBool(body.use_for_stt ?? 1),
    };
    firstProblem({ ...body, vendor, ...use });
    const label = typeof body.label === 'string' && body.label.trim() !== '' ? body.label.trim() : null;
    if (label && labelInUse(vendor, label, mount.spSid, accountSid))
      throw unprocessable(SPEECH_MESSAGES.labelInUse(label));
    const fields = vendorFields(vendor, body);
    const sid = newSid();
    store.transaction(() => {
      store.insert('speech_credentials', {
        speech_credential_sid: sid,
        service_provider_sid: mount.spSid,
        account_sid: accountSid,
        vendor,
        label,
        ...use,
        credential: box.encryptJson(fields),
        created_at: isoNow(ctx.now()),
      });
      recordAudit(ctx, request, {
        entity: 'speech_credential',
        entitySid: sid,
        action: 'create',
        after: auditView({ vendor, label, ...use }, fields),
        accountSid,
        serviceProviderSid: mount.spSid,
      });
    });
    return reply.code(201).send({ sid });
  }

  async function update(request: FastifyRequest, reply: FastifyReply, mount: Mount) {
    const row = credentialIn(request, mount, 'write');
    const body = parseWith(speechCredentialBodySchema, request.body ?? {}) as SpeechCredentialPayload;
    if (body.use_for_tts === undefined && body.use_for_stt === undefined)
      throw unprocessable('use_for_tts and use_for_stt are the only updateable fields');
    const stored = decrypt(row);
    const key = speechVendorKey(row.vendor);
    const own = new Set(key ? SPEECH_VENDOR_FIELDS[key] : []);
    const merged: Record<string, unknown> = { ...stored };
    const sent = vendorFields(row.vendor, body);
    for (const name of SPEECH_UPDATABLE_FIELDS) {
      if (!own.has(name) || !(name in body)) continue;
      if (name in sent) merged[name] = sent[name];
      else delete merged[name];
    }
    // Secrets change only when a new value is sent: the masked value sent back keeps the stored one.
    for (const name of [...SECRET_FIELDS, 'service_key']) {
      if (!own.has(name) || !(name in sent)) continue;
      const current = stored[name];
      const masked =
        typeof current === 'string'
          ? name === 'service_key'
            ? obscureGoogleServiceKey(current)
            : obscureKey(current)
          : null;
      if (sent[name] !== masked) merged[name] = sent[name];
    }
    const use = {
      use_for_tts: body.use_for_tts === undefined ? row.use_for_tts : toDbBool(body.use_for_tts),
      use_for_stt: body.use_for_stt === undefined ? row.use_for_stt : toDbBool(body.use_for_stt),
    };
    firstProblem({
      ...merged,
      vendor: row.vendor,
      use_for_tts: toDbBool(use.use_for_tts),
      use_for_stt: toDbBool(use.use_for_stt),
    });
    store.transaction(() => {
      store.update('speech_credentials', 'speech_credential_sid', row.speech_credential_sid, {
        ...use,
        credential: box.encryptJson(merged),
      });
      recordAudit(ctx, request, {
        entity: 'speech_credential',
        entitySid: row.speech_credential_sid,
        action: 'update',
        before: auditView(row, stored),
        after: auditView({ ...row, ...use }, merged),
        accountSid: row.account_sid,
        serviceProviderSid: row.service_provider_sid,
      });
    });
    return reply.code(204).send();
  }

  async function remove(request: FastifyRequest, reply: FastifyReply, mount: Mount) {
    const row = credentialIn(request, mount, 'write');
    store.transaction(() => {
      store.run(
        'DELETE FROM google_custom_voices WHERE speech_credential_sid = ?',
        row.speech_credential_sid,
      );
      store.run('DELETE FROM speech_credentials WHERE speech_credential_sid = ?', row.speech_credential_sid);
      recordAudit(ctx, request, {
        entity: 'speech_credential',
        entitySid: row.speech_credential_sid,
        action: 'delete',
        before: auditView(row, decrypt(row)),
        accountSid: row.account_sid,
        serviceProviderSid: row.service_provider_sid,
      });
    });
    return reply.code(204).send();
  }

  /** The stored fields a vendor client needs (Google's key file must really be one). */
  function testable(row: CredentialRow): Record<string, unknown> {
    const fields = decrypt(row);
    if (row.vendor === 'google' && !parseGoogleServiceKey(String(fields.service_key ?? '')))
      throw unprocessable('uploaded file is not a google service key');
    return fields;
  }

  async function test(request: FastifyRequest, mount: Mount): Promise<SpeechCredentialTestResult> {
    const row = credentialIn(request, mount, 'read');
    const result = await testSpeechCredential(
      row.vendor,
      testable(row),
      { tts: Boolean(row.use_for_tts), stt: Boolean(row.use_for_stt) },
      { now: new Date(ctx.now()), timeoutMs: ctx.options.speechTestTimeoutMs },
    );
    const outcome = (side: SpeechCredentialTestResult['tts']) =>
      side.status === 'not tested' ? null : side.status === 'ok' ? 1 : 0;
    const changes = {
      last_tested: isoNow(ctx.now()),
      tts_tested_ok: outcome(result.tts),
      stt_tested_ok: outcome(result.stt),
      tts_test_reason: result.tts.reason ?? null,
      stt_test_reason: result.stt.reason ?? null,
    };
    store.transaction(() => {
      // the credential may have been deleted while its vendors were being asked
      if (!loadRow(row.speech_credential_sid)) return;
      store.update('speech_credentials', 'speech_credential_sid', row.speech_credential_sid, changes);
      recordAudit(ctx, request, {
        entity: 'speech_credential',
        entitySid: row.speech_credential_sid,
        action: 'update',
        before: {
          last_tested: row.last_tested,
          tts_tested_ok: row.tts_tested_ok,
          stt_tested_ok: row.stt_tested_ok,
        },
        after: {
          last_tested: changes.last_tested,
          tts_tested_ok: changes.tts_tested_ok,
          stt_tested_ok: changes.stt_tested_ok,
        },
        accountSid: row.account_sid,
        serviceProviderSid: row.service_provider_sid,
      });
    });
    return result;
  }

  async function listen(request: FastifyRequest, reply: FastifyReply, mount: Mount) {
    const row = credentialIn(request, mount, 'read');
    try {
      const audio = await synthesizeTestPhrase(row.vendor, testable(row), {
        now: new Date(ctx.now()),
        timeoutMs: ctx.options.speechTestTimeoutMs,
      });
      return reply.type(audio.contentType).header('Cache-Control', 'no-store').send(audio.bytes);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(502, { msg: `TTS: ${(err as Error).message}` });
    }
  }

  // ------------------------------------------------------------------------------------------------ summary

  type Use = SpeechCredentialUser['uses'][number];
  /** What the four (vendor, label) pairs of an application are for, in the order of `k` (fallbacks only when on). */
  const USES: readonly Use[] = ['synthesis', 'recognizer', 'fallback synthesis', 'fallback recognizer'];
  const KEY_SEP = '\u001f';
  // The applications in scope with what they name, normalised ('' for none), and `k`: all of it as one string.
  // Applications naming the same things under the same account use the same credentials, so they are counted by
  // `k` in SQL and resolved once per distinct `k` here: a large service provider (100,000 applications, all on
  // its default Google credential) costs a grouped scan, not 100,000 rows in memory.
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

  /**
   * Who uses which credential: an application names a vendor and a label (none = ''), which means its account's
   * credential with that vendor and label if there is one, else its service provider's. Per credential: how many
   * applications, and the first USERS_LISTED by name with what each uses it for.
   */
  function usersOf(
    spSid: string,
    onlyAccount: string | null,
  ): Map<string, { count: number; listed: SpeechCredentialUser[] }> {
    const credentials = store.all<{
      speech_credential_sid: string;
      account_sid: string | null;
      vendor: string;
      label: string | null;
    }>(
      'SELECT speech_credential_sid, account_sid, vendor, label FROM speech_credentials WHERE service_provider_sid = ?',
      spSid,
    );
    const users = new Map<string, { count: number; listed: SpeechCredentialUser[] }>();
    if (credentials.length === 0) return users;
    const byKey = new Map<string, string>();
    for (const c of credentials)
      byKey.set(`${c.account_sid ?? ''}|${c.vendor}|${c.label ?? ''}`, c.speech_credential_sid);
    // one account's applications through the (account_sid, name) index rather than a scan of the provider's
    const scoped = scopedApps(onlyAccount !== null);
    const scope = onlyAccount === null ? [spSid] : [spSid, onlyAccount];

    // each distinct set of names: the credentials it resolves to and what for
    const groups = store.all<{ k: string; n: number }>(
      `${scoped} SELECT k, COUNT(*) AS n FROM keyed GROUP BY k`,
      ...scope,
    );
    const usesByGroup = new Map<string, Map<string, Use[]>>();
    const groupsOf = new Map<string, string[]>();
    for (const { k, n } of groups) {
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
    for (const [sid, keys] of groupsOf) {
      const apps = store.all<{
        application_sid: string;
        name: string;
        account_sid: string | null;
        k: string;
      }>(
        `${scoped} SELECT application_sid, name, account_sid, k FROM keyed
          WHERE k IN (SELECT value FROM json_each(?)) ORDER BY name COLLATE NOCASE LIMIT ${USERS_LISTED}`,
        ...scope,
        JSON.stringify(keys),
      );
      users.get(sid)!.listed = apps.map((app) => ({
        application_sid: app.application_sid,
        name: app.name,
        account_sid: app.account_sid,
        uses: usesByGroup.get(app.k)?.get(sid) ?? [],
      }));
    }
    return users;
  }

  function summary(request: FastifyRequest, mount: Mount): SpeechCredentialSummary[] {
    const caller = callerOf(request);
    const listed = listFor(caller, mount);
    const onlyAccount = caller.scope === 'account' ? caller.account_sid : mount.accountSid;
    const users = usersOf(mount.spSid, onlyAccount);
    const tests = new Map(
      store
        .all<TestRow>(
          `SELECT speech_credential_sid, use_for_tts, use_for_stt, last_tested, tts_tested_ok, stt_tested_ok, tts_test_reason, stt_test_reason
             FROM speech_credentials WHERE service_provider_sid = ?`,
          mount.spSid,
        )
        .map((t) => [t.speech_credential_sid, t]),
    );
    const side = (ok: number | null, reason: string | null) =>
      ok === null
        ? { status: 'not tested' as const }
        : ok
          ? { status: 'ok' as const }
          : { status: 'fail' as const, ...(reason ? { reason } : {}) };
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

  /** The rows a list shows (the two GET list routes answer these). */
  function listFor(caller: Caller, mount: Mount): CredentialRow[] {
    if (mount.accountSid)
      return store.all<CredentialRow>(
        `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials
          WHERE account_sid = ? OR (account_sid IS NULL AND service_provider_sid = ?)
          ORDER BY vendor, label`,
        mount.accountSid,
        mount.spSid,
      );
    const own = caller.scope === 'account' ? caller.account_sid : null;
    return store.all<CredentialRow>(
      `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials
        WHERE (service_provider_sid = ? AND account_sid IS NULL) OR (? IS NOT NULL AND account_sid = ?)
        ORDER BY vendor, label`,
      mount.spSid,
      own,
      own,
    );
  }

  for (const kind of ['sp', 'account'] as const) {
    const base =
      kind === 'sp' ? '/ServiceProviders/:sid/SpeechCredentials' : '/Accounts/:sid/SpeechCredentials';
    const params = { sid: kind === 'sp' ? 'the service provider' : 'the account' };
    const one = { ...params, credential_sid: 'the credential' };
    v1.post(
      base,
      {
        schema: docs({
          summary: 'Create a speech credential (vendor fields per contract §5.7)',
          tags: ['Speech'],
          params,
          body: speechCredentialBodySchema,
          responses: {
            201: '{sid}',
            400: 'a required vendor field is missing or invalid',
            403: 'not yours',
            422: 'label in use',
          },
        }),
      },
      (request, reply) => create(request, reply, mountOf(request, kind)),
    );
    v1.get(
      `${base}/summary`,
      {
        schema: docs({
          summary:
            'This API’s addition: per listed credential, the last test with reasons and the applications using it',
          tags: ['Speech'],
          params,
          responses: { 200: 'SpeechCredentialSummary[]' },
        }),
      },
      async (request) => summary(request, mountOf(request, kind)),
    );
    v1.put(
      `${base}/:credential_sid`,
      {
        schema: docs({
          summary: 'Update the flags and non-secret fields; a secret sent back masked keeps the stored one',
          tags: ['Speech'],
          params: one,
          body: speechCredentialBodySchema,
          responses: {
            204: 'updated',
            400: 'invalid',
            403: 'not yours',
            404: 'unknown',
            422: 'no flag sent',
          },
        }),
      },
      (request, reply) => update(request, reply, mountOf(request, kind)),
    );
    v1.delete(
      `${base}/:credential_sid`,
      {
        schema: docs({
          summary: 'Delete a speech credential and its Google custom voices',
          tags: ['Speech'],
          params: one,
          responses: { 204: 'deleted', 403: 'not yours', 404: 'unknown' },
        }),
      },
      (request, reply) => remove(request, reply, mountOf(request, kind)),
    );
    v1.get(
      `${base}/:credential_sid/test`,
      {
        schema: docs({
          summary:
            'Test the credential against its vendor (TTS: the test phrase; STT: a bundled clip), at most 10 s',
          tags: ['Speech'],
          params: one,
          responses: {
            200: '{tts: {status, reason?}, stt: {status, reason?}}',
            403: 'not yours',
            404: 'unknown',
            422: 'not a Google key',
          },
        }),
      },
      async (request) => test(request, mountOf(request, kind)),
    );
    v1.get(
      `${base}/:credential_sid/synthesize`,
      {
        schema: docs({
          summary: 'This API’s addition: the test phrase synthesized with the credential (audio bytes)',
          tags: ['Speech'],
          params: one,
          responses: { 200: 'audio/*', 403: 'not yours', 404: 'unknown', 502: '{msg}: the vendor’s reason' },
        }),
      },
      (request, reply) => listen(request, reply, mountOf(request, kind)),
    );
  }

  const languagesQuery = z.looseObject({
    vendor: z
      .string()
      .optional()
      .describe('e.g. google, aws, microsoft, deepgram, elevenlabs, ibm, nuance, nvidia, or custom:<name>'),
    label: z.string().optional(),
    create_new: z.string().optional(),
  });
  const languages = (query: unknown) => {
    const vendor = (query as { vendor?: unknown }).vendor;
    if (typeof vendor !== 'string' || vendor === '') throw badRequest('vendor is required');
    const lists = vendorCatalogue(vendor);
    if (!lists) throw unprocessable(`Invalid vendor ${vendor.slice(0, 64)}`);
    return lists;
  };

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices',
    {
      schema: docs({
        summary: 'Languages, voices and models of a speech vendor',
        tags: ['Speech'],
        params: { sid: 'the service provider' },
        query: languagesQuery,
        responses: { 200: '{tts?, stt?, models?, sttModels?}', 400: 'vendor missing', 422: 'unknown vendor' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      requireSpPath(caller, pathSid((request.params as { sid: string }).sid));
      return languages(request.query);
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices',
    {
      schema: docs({
        summary: 'Languages, voices and models of a speech vendor',
        tags: ['Speech'],
        params: { sid: 'the account' },
        query: languagesQuery,
        responses: { 200: '{tts?, stt?, models?, sttModels?}', 400: 'vendor missing', 422: 'unknown vendor' },
      }),
    },
    async (request) => {
      requireAccountGuard(store, callerOf(request), pathSid((request.params as { sid: string }).sid));
      return languages(request.query);
    },
  );
}
