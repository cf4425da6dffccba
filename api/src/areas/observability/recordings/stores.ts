// Where a call's recording is read from and deleted: behind one interface, the account's storage bucket (the real
// server's way: S3 or an S3-compatible service, signed with AWS Signature V4) or the platform's own recording store
// (this stand-in's media servers: what was recorded is kept as its description and rendered to WAV when read, so
// a week of simulated traffic costs kilobytes, not gigabytes). Objects are named <yyyy>/<mm>/<dd>/<call_sid>.<format>.
import { Readable } from 'node:stream';
import type { BucketCredential } from '@switchboard/shared/types';
import { DEFAULT_AWS_REGION } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import type { Store } from '../../../db/store';
import { signV4 } from '../../../outbound/bucket-test';
import { fetchWithTimeout } from '../../../outbound/http';
import { renderWav, wavSize, type RecordingMedia } from './wav';

export interface RecordingObject {
  contentType: string;
  size: number | null;
  body: Readable;
}

export interface RecordingStore {
  /** null when there is no such object */
  get(accountSid: string, key: string): Promise<RecordingObject | null>;
  /** false when there was no such object */
  delete(accountSid: string, key: string): Promise<boolean>;
}

export const recordingKey = (year: string, month: string, day: string, callSid: string, format: string) =>
  `${year}/${month}/${day}/${callSid}.${format}`;

export const contentTypeOf = (format: string) => (format === 'mp3' ? 'audio/mpeg' : `audio/${format}`);

/** What the platform's store keeps of a recording: its media described as JSON (made ahead of the write), its length. */
export interface StoredMedia {
  duration_ms: number;
  json: string;
}

export const storedMedia = (media: RecordingMedia): StoredMedia => ({
  duration_ms: media.duration_ms,
  json: JSON.stringify(media),
});

/** The platform's own store: recordings the (simulated) media servers made, rendered when read. */
export class LocalRecordingStore implements RecordingStore {
  constructor(private readonly store: Store) {}

  /** Called by the media side (simulator): keeps what was recorded. Inside the caller's transaction. */
  put(accountSid: string, key: string, callSid: string, format: 'wav', media: StoredMedia, at: number): void {
    this.store.run(
      `INSERT INTO call_recordings (account_sid, object_key, call_sid, format, duration_ms, media, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_sid, object_key) DO UPDATE SET media = excluded.media,
       duration_ms = excluded.duration_ms`,
      accountSid,
      key,
      callSid,
      format,
      media.duration_ms,
      media.json,
      at,
    );
  }

  media(accountSid: string, key: string): RecordingMedia | null {
    const row = this.store.get<{ media: string }>(
      'SELECT media FROM call_recordings WHERE account_sid = ? AND object_key = ?',
      accountSid,
      key,
    );
    return row ? (JSON.parse(row.media) as RecordingMedia) : null;
  }

  async get(accountSid: string, key: string): Promise<RecordingObject | null> {
    const media = this.media(accountSid, key);
    if (!media) return null;
    return { contentType: 'audio/wav', size: wavSize(media), body: renderWav(media) };
  }

  /** Deletes at once (inside the caller's transaction). */
  deleteNow(accountSid: string, key: string): boolean {
    return (
      this.store.run('DELETE FROM call_recordings WHERE account_sid = ? AND object_key = ?', accountSid, key)
        .changes > 0
    );
  }

  async delete(accountSid: string, key: string): Promise<boolean> {
    return this.deleteNow(accountSid, key);
  }
}

/** The account's bucket, as the real server reads it (S3 and S3-compatible with access keys). */
export class BucketRecordingStore implements RecordingStore {
  constructor(private readonly ctx: AppContext) {}

  private target(accountSid: string, key: string, method: 'GET' | 'DELETE') {
    const row = this.ctx.store.get<{ bucket_credential: string | null }>(
      'SELECT bucket_credential FROM accounts WHERE account_sid = ?',
      accountSid,
    );
    const credential = this.ctx.box.decryptJson<BucketCredential>(row?.bucket_credential);
    if (!credential || (credential.vendor !== 'aws_s3' && credential.vendor !== 's3_compatible')) return null;
    if (!credential.access_key_id || !credential.secret_access_key) return null;
    const region = credential.region || DEFAULT_AWS_REGION;
    const path = key.split('/').map(encodeURIComponent).join('/');
    const url =
      credential.vendor === 's3_compatible'
        ? new URL(`${credential.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(credential.name)}/${path}`)
        : new URL(`https://${credential.name}.s3.${region}.amazonaws.com/${path}`);
    const headers = signV4({
      method,
      url,
      region,
      accessKeyId: credential.access_key_id,
      secretAccessKey: credential.secret_access_key,
      now: new Date(this.ctx.now()),
    });
    return { url, headers };
  }

  async get(accountSid: string, key: string): Promise<RecordingObject | null> {
    const target = this.target(accountSid, key, 'GET');
    if (!target) return null;
    const response = await fetchWithTimeout(
      target.url.toString(),
      { method: 'GET', headers: target.headers },
      this.ctx.options.outboundTimeoutMs,
    );
    if (!response.ok || !response.body) return null;
    const length = Number(response.headers.get('content-length'));
    return {
      contentType: contentTypeOf(key.split('.').pop() ?? 'wav'),
      size: Number.isFinite(length) && length > 0 ? length : null,
      body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    };
  }

  async delete(accountSid: string, key: string): Promise<boolean> {
    const target = this.target(accountSid, key, 'DELETE');
    if (!target) return false;
    const response = await fetchWithTimeout(
      target.url.toString(),
      { method: 'DELETE', headers: target.headers },
      this.ctx.options.outboundTimeoutMs,
    );
    return response.ok;
  }
}

/** Where recordings are read (RECORDINGS_STORE): the platform's own store (also given as `local`), or the bucket. */
export function recordingStoresOf(ctx: AppContext): {
  store: RecordingStore;
  local: LocalRecordingStore | null;
} {
  const local =
    ctx.options.observability?.recordings === 'bucket' ? null : new LocalRecordingStore(ctx.store);
  return { store: local ?? new BucketRecordingStore(ctx), local };
}
