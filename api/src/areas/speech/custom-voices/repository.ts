// Google custom voices: all their SQL, and the credential each belongs to (whose owner decides who may see it).
import type { GoogleCustomVoice } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

/** A voice's credential: its owner and vendor. */
export interface VoiceOwnerRow {
  speech_credential_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  vendor: string;
}

export type VoiceRow = GoogleCustomVoice & { voice_cloning_key: string | null } & Record<string, unknown>;

export interface NewVoice {
  google_custom_voice_sid: string;
  speech_credential_sid: string;
  name: string;
  model: string;
  reported_usage: string;
  use_voice_cloning_key: number;
  voice_cloning_key: string | null;
}

export const VOICE_TABLE = { table: 'google_custom_voices', key: 'google_custom_voice_sid' } as const;

export class CustomVoiceRepository {
  constructor(private readonly store: Store) {}

  credential(sid: string): VoiceOwnerRow | undefined {
    return this.store.get<VoiceOwnerRow>(
      'SELECT speech_credential_sid, service_provider_sid, account_sid, vendor FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    );
  }

  find(sid: string): VoiceRow | undefined {
    return this.store.get<VoiceRow>(
      'SELECT * FROM google_custom_voices WHERE google_custom_voice_sid = ?',
      sid,
    );
  }

  ofCredential(credentialSid: string): Record<string, unknown>[] {
    return this.store.all<Record<string, unknown>>(
      'SELECT * FROM google_custom_voices WHERE speech_credential_sid = ? ORDER BY name',
      credentialSid,
    );
  }

  /**
   * The voices of the Google credentials with `label` (null: none) an account would use (its own, its provider's)
   * or a provider's own. Without `spSid`, the account's provider.
   */
  ofLabel(accountSid: string | null, spSid: string | null, label: string | null): Record<string, unknown>[] {
    return this.store.all<Record<string, unknown>>(
      `SELECT v.* FROM google_custom_voices v JOIN speech_credentials c ON c.speech_credential_sid = v.speech_credential_sid
        WHERE c.vendor = 'google'
          AND ((? IS NOT NULL AND c.account_sid = ?) OR (c.account_sid IS NULL AND c.service_provider_sid = ?))
          AND c.label IS ?
        ORDER BY v.name`,
      accountSid,
      accountSid,
      spSid ??
        this.store.get<{ sp: string }>(
          'SELECT service_provider_sid AS sp FROM accounts WHERE account_sid = ?',
          accountSid,
        )?.sp ??
        null,
      label,
    );
  }

  insert(voice: NewVoice): void {
    this.store.insert('google_custom_voices', { ...voice });
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('google_custom_voices', 'google_custom_voice_sid', sid, changes);
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM google_custom_voices WHERE google_custom_voice_sid = ?', sid);
  }
}
