// What a vendor's client is: built from a stored credential, it synthesizes the test phrase (TTS) and recognises the
// bundled clip (STT) with the vendor's own API. A credential is typed from the vendor field catalogue
// (SpeechVendorField in shared), so a vendor's client reads only the fields its vendor stores. The helpers here
// are what several vendors share: trimmed text, base URLs a credential may override, the extra-options JSON.
import type { SpeechVendor, SpeechVendorField } from '@switchboard/shared/validation';
import type { Clip } from '../protocols/clip';
import { fetchAudio, type Audio, type HttpCall } from '../protocols/http';

/** A stored credential of vendor V: its own fields, as they are stored (text, 0/1 flags, options as JSON text). */
export type StoredCredential<V extends SpeechVendor = SpeechVendor> = {
  readonly [F in SpeechVendorField<V>]?: unknown;
};

export interface SpeechClients {
  tts?: (text: string, signal: AbortSignal) => Promise<Audio>;
  stt?: (clip: Clip, signal: AbortSignal) => Promise<string>;
}

/** A vendor's clients, made from one of its credentials. */
export type VendorClients<V extends SpeechVendor> = (
  credential: StoredCredential<V>,
  now: Date,
) => SpeechClients;

/** A stored text field, trimmed ('' when absent or not text). */
export const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A base URL from what a credential stores: 'host:port', 'host', or a full URL (scheme kept). */
export function baseUrl(value: string, scheme: 'http' | 'https' | 'ws' | 'wss'): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `${scheme}://${trimmed}`;
}
/** http(s) ↔ ws(s) for services that take both on one host. */
export const asWs = (url: string) => url.replace(/^http/i, 'ws');
export const asHttp = (url: string) => url.replace(/^ws/i, 'http');
/** Appends `path` unless the URL already names one. */
export const withPath = (url: string, path: string) =>
  new URL(url).pathname.replace(/\/+$/, '') ? url : `${url}${path}`;

/** The extra-options box of a credential (JSON text, or an object), {} when there is none or it is not JSON. */
export function extraOptions(cred: { readonly options?: unknown }): Record<string, unknown> {
  const raw = cred.options;
  if (!raw) return {};
  if (typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    return JSON.parse(String(raw)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A vendor that only synthesizes, with one HTTP request answering audio (or JSON carrying base64 audio). */
export const ttsOnly =
  <V extends SpeechVendor>(
    request: (cred: StoredCredential<V>, text: string) => HttpCall,
    base64Of?: (json: Record<string, unknown>) => unknown,
  ): VendorClients<V> =>
  (cred) => ({
    tts: (text, signal) => fetchAudio(request(cred, text), signal, { base64Of }),
  });
