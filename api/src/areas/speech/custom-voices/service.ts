// Google custom voices (docs/api/contract.md#google-custom-voices): listed per credential (or per owner and label), created, read, updated and
// deleted with their credential, and a voice cloning key stored from a file. Ownership is checked on every call
// through the voice's credential (the real server skips it on read/update/delete and refuses uploads by anyone but
// admins; here the credential's owners may).
import type { GoogleCustomVoiceBody } from '@switchboard/shared/validation';
import {
  DEFAULT_REPORTED_USAGE,
  VOICE_CLONING_KEY_PREVIEW,
  isSid,
  toDbBool,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { requireAccountGuard } from '../../../auth/access';
import { auditedWrite, type AuditEntry, type AuditedRow } from '../../../audit/audit';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { pathSid } from '../../../http/validate';
import { newSid } from '../../../lib/ids';
import { maskedIfSet } from '../../../lib/masking';
import { canChangeCredential, canReadCredential } from '../access';
import { CustomVoiceRepository, VOICE_TABLE, type VoiceOwnerRow, type VoiceRow } from './repository';

export interface VoiceListQuery {
  speech_credential_sid?: string;
  account_sid?: string;
  service_provider_sid?: string;
  label?: string;
}

/** A voice with the credential it belongs to. */
export interface OwnedVoice {
  voice: VoiceRow;
  owner: VoiceOwnerRow;
}

/** A listed voice: its voice cloning key cut to the preview. */
const listed = (row: Record<string, unknown>) => {
  const { voice_cloning_key: key, ...rest } = row;
  return typeof key === 'string'
    ? {
        ...rest,
        voice_cloning_key:
          key.length > VOICE_CLONING_KEY_PREVIEW ? `${key.slice(0, VOICE_CLONING_KEY_PREVIEW)}...` : key,
      }
    : rest;
};

/**
 * A voice as the caller reads it: its voice cloning key in clear only to whoever may change the voice (its
 * credential's owners, not view-only); an account's users reading their provider's voices get it masked
 * (docs/api/contract.md#secret-masking).
 */
function voiceShownTo<T extends Record<string, unknown>>(caller: Caller, owner: VoiceOwnerRow, voice: T): T {
  if (!caller.is_view_only && canChangeCredential(caller, owner)) return voice;
  return { ...voice, voice_cloning_key: maskedIfSet(voice.voice_cloning_key) };
}

/** The voice's row, read before and after a change, in its credential's owner's trail. */
const voiceRow = ({ voice, owner }: OwnedVoice, action: 'update' | 'delete'): AuditedRow => ({
  entity: 'google_custom_voice',
  ...VOICE_TABLE,
  sid: voice.google_custom_voice_sid,
  action,
  accountSid: owner.account_sid,
  serviceProviderSid: owner.service_provider_sid,
});

export class CustomVoiceService {
  private readonly voices: CustomVoiceRepository;

  constructor(private readonly ctx: AppContext) {
    this.voices = new CustomVoiceRepository(ctx.store);
  }

  /** A credential's voices, or those of the caller's (or a named owner's) Google credentials with a label. */
  list(requester: Requester, query: VoiceListQuery): Record<string, unknown>[] {
    const caller = callerOf(requester);
    if (query.speech_credential_sid !== undefined) {
      const owner = this.voices.credential(pathSid(query.speech_credential_sid));
      if (!owner) throw notFound('speech credential not found');
      if (!canReadCredential(caller, owner)) throw forbidden('Insufficient privileges');
      return this.voices
        .ofCredential(owner.speech_credential_sid)
        .map((v) => listed(voiceShownTo(caller, owner, v)));
    }
    const accountSid =
      caller.account_sid ?? (query.account_sid !== undefined ? pathSid(query.account_sid) : null);
    const spSid =
      caller.service_provider_sid ??
      (query.service_provider_sid !== undefined ? pathSid(query.service_provider_sid) : null);
    if (!accountSid && !spSid)
      throw badRequest('missing account_sid or service_provider_sid in query parameters');
    if (accountSid && caller.scope !== 'account') requireAccountGuard(this.ctx.store, caller, accountSid);
    if (!accountSid && spSid && caller.scope !== 'admin' && spSid !== caller.service_provider_sid)
      throw forbidden('Insufficient privileges');
    const label = typeof query.label === 'string' && query.label !== '' ? query.label : null;
    return this.voices
      .ofLabel(accountSid, spSid, label)
      .map((v) =>
        listed(voiceShownTo(caller, this.voices.credential(v.speech_credential_sid as string)!, v)),
      );
  }

  /** `GET /GoogleCustomVoices/:sid`: the voice with its whole voice cloning key, for whoever may change it. */
  read(requester: Requester, sid: string): VoiceRow {
    const { voice, owner } = this.voiceFor(requester, sid, 'read');
    return voiceShownTo(callerOf(requester), owner, voice);
  }

  /** A voice and its credential, checked for the caller: 404 unknown (or not a sid), 403 not theirs. */
  voiceFor(requester: Requester, sid: string, access: 'read' | 'write'): OwnedVoice {
    const caller = callerOf(requester);
    const voice = isSid(sid) ? this.voices.find(sid.toLowerCase()) : undefined;
    if (!voice) throw notFound('custom voice not found');
    const owner = this.voices.credential(voice.speech_credential_sid)!;
    if (!(access === 'read' ? canReadCredential(caller, owner) : canChangeCredential(caller, owner)))
      throw forbidden('Insufficient privileges');
    return { voice, owner };
  }

  create(requester: Requester, body: GoogleCustomVoiceBody): string {
    const caller = callerOf(requester);
    if (!body.speech_credential_sid) throw badRequest('missing speech_credential_sid');
    const owner = isSid(body.speech_credential_sid)
      ? this.voices.credential(body.speech_credential_sid.toLowerCase())
      : undefined;
    if (!owner) throw badRequest('Invalid speech_credential_sid');
    if (!canChangeCredential(caller, owner)) throw forbidden('Insufficient privileges');
    if (owner.vendor !== 'google') throw badRequest('custom voices belong to Google speech credentials');
    const usesKey = toDbBool(body.use_voice_cloning_key ?? 0);
    if (!body.name) throw badRequest('missing field name');
    const model = body.model?.trim() ?? '';
    if (!usesKey && !model) throw badRequest('missing field model');
    const row = {
      google_custom_voice_sid: newSid(),
      speech_credential_sid: owner.speech_credential_sid,
      name: body.name,
      model,
      reported_usage: body.reported_usage ?? DEFAULT_REPORTED_USAGE,
      use_voice_cloning_key: usesKey,
      voice_cloning_key: body.voice_cloning_key ?? null,
    };
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'google_custom_voice',
        entitySid: row.google_custom_voice_sid,
        action: 'create',
        after: row,
        accountSid: owner.account_sid,
        serviceProviderSid: owner.service_provider_sid,
      }),
      () => this.voices.insert(row),
    );
    return row.google_custom_voice_sid;
  }

  update(requester: Requester, sid: string, body: GoogleCustomVoiceBody): void {
    const owned = this.voiceFor(requester, sid, 'write');
    const { voice } = owned;
    if (
      body.speech_credential_sid &&
      body.speech_credential_sid.toLowerCase() !== voice.speech_credential_sid
    )
      throw badRequest('a custom voice cannot move to another credential');
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) {
      if (!body.name) throw badRequest('missing field name');
      changes.name = body.name;
    }
    if (body.model !== undefined) changes.model = body.model?.trim() ?? '';
    if (body.reported_usage !== undefined)
      changes.reported_usage = body.reported_usage ?? DEFAULT_REPORTED_USAGE;
    if (body.use_voice_cloning_key !== undefined && body.use_voice_cloning_key !== null)
      changes.use_voice_cloning_key = toDbBool(body.use_voice_cloning_key);
    if (body.voice_cloning_key) changes.voice_cloning_key = body.voice_cloning_key;
    const after = { ...voice, ...changes };
    if (!after.use_voice_cloning_key && !String(after.model ?? '').trim())
      throw badRequest('missing field model');
    auditedWrite(this.ctx, requester, voiceRow(owned, 'update'), () =>
      this.voices.update(voice.google_custom_voice_sid, changes),
    );
  }

  remove(requester: Requester, sid: string): void {
    const owned = this.voiceFor(requester, sid, 'write');
    auditedWrite(this.ctx, requester, voiceRow(owned, 'delete'), () =>
      this.voices.remove(owned.voice.google_custom_voice_sid),
    );
  }

  /** Stores a voice cloning key (the text of the uploaded file) and switches the voice to it. */
  storeKey(requester: Requester, owned: OwnedVoice, text: string): void {
    if (!text.trim()) throw badRequest('the voice cloning key file is empty');
    auditedWrite(this.ctx, requester, voiceRow(owned, 'update'), () =>
      this.voices.update(owned.voice.google_custom_voice_sid, {
        voice_cloning_key: text,
        use_voice_cloning_key: 1,
      }),
    );
  }
}
