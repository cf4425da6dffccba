// Speech credentials (docs/api/contract.md#speech-credentials), mounted under a service provider and under an account: who sees which (an
// account user also sees, without secrets, its provider's), creating one for the caller's account or a named one,
// labels unique per vendor where both would be seen, updates that keep masked secrets, deletes that take the Google
// custom voices along, the real vendor test (its outcome stored) and the test phrase synthesized ('Listen').
import type {
  SpeechCredential,
  SpeechCredentialPayload,
  SpeechCredentialSummary,
  SpeechCredentialTestResult,
} from '@switchboard/shared/types';
import {
  SPEECH_MESSAGES,
  parseGoogleServiceKey,
  speechCredentialProblems,
  toDbBool,
  type SpeechCredentialBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { findAccount, ownsAccount } from '../../../auth/access';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import { HttpError, badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { pathSid } from '../../../http/validate';
import { isoNow, newSid } from '../../../lib/ids';
import type { Audio } from '../protocols/http';
import { canChangeCredential, canReadCredential } from '../access';
import { auditView, mergeUpdate, presentCredential, vendorFields } from './present';
import { CredentialRepository, type CredentialRow, type ListScope } from './repository';
import { credentialSummary } from './usage';
import { synthesizeTestPhrase, testSpeechCredential } from './vendor-test';

/** Where the routes are mounted: under a service provider, or under an account (with its provider). */
export type SpeechOwner = OwnerOf<'service_provider' | 'account'>;

const scopeOf = (owner: SpeechOwner): ListScope =>
  owner.kind === 'account'
    ? { spSid: owner.serviceProviderSid, accountSid: owner.accountSid }
    : { spSid: owner.serviceProviderSid, accountSid: null };

/** Whose trail a credential's change goes in. */
const trailOf = (row: Pick<CredentialRow, 'account_sid' | 'service_provider_sid'>) => ({
  accountSid: row.account_sid,
  serviceProviderSid: row.service_provider_sid,
});

export class CredentialService {
  private readonly credentials: CredentialRepository;

  constructor(private readonly ctx: AppContext) {
    this.credentials = new CredentialRepository(ctx.store, ctx.box);
  }

  /** The credentials of the mount: an account's own and its provider's, or a provider's (and the caller's account's). */
  list(requester: Requester, owner: SpeechOwner): SpeechCredential[] {
    const caller = callerOf(requester);
    return this.listed(requester, owner).map((row) =>
      presentCredential(row, this.credentials.fields(row), caller),
    );
  }

  /** One credential the caller may read (wherever it is mounted: the path's owner is checked by the mount). */
  read(requester: Requester, sid: string): SpeechCredential {
    const caller = callerOf(requester);
    const row = this.credentials.find(sid);
    if (!row) throw notFound('speech credential not found');
    if (!canReadCredential(caller, row)) throw forbidden('Insufficient privileges');
    return presentCredential(row, this.credentials.fields(row), caller);
  }

  /** The credential a path names, within the mount: 404 unknown (or elsewhere), 403 not the caller's. */
  credentialIn(
    requester: Requester,
    owner: SpeechOwner,
    sid: string,
    access: 'read' | 'write',
  ): CredentialRow {
    const caller = callerOf(requester);
    const scope = scopeOf(owner);
    const row = this.credentials.find(sid);
    const inMount =
      row &&
      row.service_provider_sid === scope.spSid &&
      (scope.accountSid === null || row.account_sid === null || row.account_sid === scope.accountSid);
    if (!row || !inMount) throw notFound('speech credential not found');
    if (!(access === 'read' ? canReadCredential(caller, row) : canChangeCredential(caller, row)))
      throw forbidden('Insufficient privileges');
    return row;
  }

  create(requester: Requester, body: SpeechCredentialBody, owner: SpeechOwner): string {
    const caller = callerOf(requester);
    const scope = scopeOf(owner);
    let accountSid = scope.accountSid ?? caller.account_sid ?? null;
    if (!accountSid && typeof body.account_sid === 'string' && body.account_sid !== '') {
      const account = findAccount(this.ctx.store, pathSid(body.account_sid));
      if (!account) throw badRequest('unknown account_sid');
      if (!ownsAccount(caller, account)) throw forbidden('Insufficient privileges');
      if (account.service_provider_sid !== scope.spSid)
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
    if (label && this.credentials.labelInUse(vendor, label, scope.spSid, accountSid))
      throw unprocessable(SPEECH_MESSAGES.labelInUse(label));
    const fields = vendorFields(vendor, body);
    const sid = newSid();
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'speech_credential',
        entitySid: sid,
        action: 'create',
        after: auditView({ vendor, label, ...use }, fields),
        accountSid,
        serviceProviderSid: scope.spSid,
      }),
      () =>
        this.credentials.insert(
          {
            speech_credential_sid: sid,
            service_provider_sid: scope.spSid,
            account_sid: accountSid,
            vendor,
            label,
            ...use,
            created_at: isoNow(this.ctx.now()),
          },
          fields,
        ),
    );
    return sid;
  }

  /** The flags and non-secret fields; a secret sent back masked keeps the stored one. */
  update(requester: Requester, sid: string, body: SpeechCredentialBody, owner: SpeechOwner): void {
    const row = this.credentialIn(requester, owner, sid, 'write');
    if (body.use_for_tts === undefined && body.use_for_stt === undefined)
      throw unprocessable('use_for_tts and use_for_stt are the only updateable fields');
    const stored = this.credentials.fields(row);
    const merged = mergeUpdate(row.vendor, stored, body);
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
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'speech_credential',
        entitySid: row.speech_credential_sid,
        action: 'update',
        before: auditView(row, stored),
        after: auditView({ ...row, ...use }, merged),
        ...trailOf(row),
      }),
      () => this.credentials.update(row.speech_credential_sid, use, merged),
    );
  }

  /** The credential and its Google custom voices. */
  remove(requester: Requester, sid: string, owner: SpeechOwner): void {
    const row = this.credentialIn(requester, owner, sid, 'write');
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'speech_credential',
        entitySid: row.speech_credential_sid,
        action: 'delete',
        before: auditView(row, this.credentials.fields(row)),
        ...trailOf(row),
      }),
      () => this.credentials.remove(row.speech_credential_sid),
    );
  }

  /** Tests the sides the credential is used for against its vendor and stores the outcome. */
  async test(requester: Requester, row: CredentialRow): Promise<SpeechCredentialTestResult> {
    const result = await testSpeechCredential(
      row.vendor,
      this.testable(row),
      { tts: Boolean(row.use_for_tts), stt: Boolean(row.use_for_stt) },
      { now: new Date(this.ctx.now()), timeoutMs: this.ctx.options.speechTestTimeoutMs },
    );
    const outcome = (side: SpeechCredentialTestResult['tts']) =>
      side.status === 'not tested' ? null : side.status === 'ok' ? 1 : 0;
    const changes = {
      last_tested: isoNow(this.ctx.now()),
      tts_tested_ok: outcome(result.tts),
      stt_tested_ok: outcome(result.stt),
      tts_test_reason: result.tts.reason ?? null,
      stt_test_reason: result.stt.reason ?? null,
    };
    // the credential may have been deleted while its vendors were being asked
    if (!this.credentials.find(row.speech_credential_sid)) return result;
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
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
        ...trailOf(row),
      }),
      () => this.credentials.recordTest(row.speech_credential_sid, changes),
    );
    return result;
  }

  /** The test phrase in the credential's voice; a vendor's refusal is a 502 with its reason. */
  async synthesize(row: CredentialRow): Promise<Audio> {
    try {
      return await synthesizeTestPhrase(row.vendor, this.testable(row), {
        now: new Date(this.ctx.now()),
        timeoutMs: this.ctx.options.speechTestTimeoutMs,
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(502, { msg: `TTS: ${(err as Error).message}` });
    }
  }

  /** Per listed credential: the last test with reasons and the applications using it. */
  summary(requester: Requester, owner: SpeechOwner): SpeechCredentialSummary[] {
    const caller = callerOf(requester);
    const scope = scopeOf(owner);
    const listed = this.listed(requester, owner);
    const onlyAccount = caller.scope === 'account' ? caller.account_sid : scope.accountSid;
    return credentialSummary(this.credentials, listed, scope.spSid, onlyAccount);
  }

  /** The rows a list shows (the list and the summary answer these). */
  private listed(requester: Requester, owner: SpeechOwner): CredentialRow[] {
    const caller = callerOf(requester);
    return this.credentials.list(scopeOf(owner), caller.scope === 'account' ? caller.account_sid : null);
  }

  /** The stored fields a vendor client needs (Google's key file must really be one). */
  private testable(row: CredentialRow): Record<string, unknown> {
    const fields = this.credentials.fields(row);
    if (row.vendor === 'google' && !parseGoogleServiceKey(String(fields.service_key ?? '')))
      throw unprocessable('uploaded file is not a google service key');
    return fields;
  }
}

const firstProblem = (payload: SpeechCredentialPayload) => {
  const problem = speechCredentialProblems(payload)[0];
  if (problem) throw badRequest(problem.message);
};
