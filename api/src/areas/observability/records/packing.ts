// Traces, captures and log lines are kept compressed (a quarter of their size: SIP and JSON logs repeat themselves)
// with Brotli at its fastest setting, behind a tag byte: 'b' JSON, 'l' lines of text (log lines, none empty or with a
// line break, joined by line breaks: no JSON escaping of the JSON lines). Blobs of earlier versions are gzip'd JSON
// (they start 1f 8b) and still read.
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import type { OtlpTrace } from '@switchboard/shared/types';

const BROTLI_JSON = 0x62; // 'b'
const BROTLI_LINES = 0x6c; // 'l'
// output in 4 KB pieces: a blob is a few KB packed, and the default 16 KB piece costs more to allocate than to fill
const brotliFastest = { chunkSize: 4096, params: { [zlib.BROTLI_PARAM_QUALITY]: 0 } };
const compress = (tag: number, text: string): Buffer => {
  const packed = brotliCompressSync(text, brotliFastest);
  const tagged = Buffer.allocUnsafe(packed.length + 1);
  tagged[0] = tag;
  packed.copy(tagged, 1);
  return tagged;
};
const pack = (value: unknown): Buffer =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof v === 'string' && v !== '' && !v.includes('\n'))
    ? compress(BROTLI_LINES, value.join('\n'))
    : compress(BROTLI_JSON, typeof value === 'string' ? value : JSON.stringify(value));

/** A stored blob (or the JSON text of an old row) as the value it packs. */
export function unpack<T>(blob: Uint8Array | string): T {
  if (typeof blob === 'string') return JSON.parse(blob) as T;
  if (blob[0] === BROTLI_LINES) {
    return brotliDecompressSync(blob.subarray(1)).toString('utf8').split('\n') as T;
  }
  const json = blob[0] === BROTLI_JSON ? brotliDecompressSync(blob.subarray(1)) : gunzipSync(blob);
  return JSON.parse(json.toString('utf8')) as T;
}

/** A trace, capture or call's log lines packed as stored, with how many spans, messages or lines it holds. */
export interface PackedBlob {
  bytes: Uint8Array;
  count: number;
}

/** Packs JSON text (or a value) for storage: what the put… writers do, done ahead (e.g. off the writer thread). */
export const packBlob = (value: unknown, count: number): PackedBlob => ({ bytes: pack(value), count });

/** How many spans a trace holds. */
export const spansIn = (trace: OtlpTrace) =>
  trace.resourceSpans.reduce(
    (n, rs) =>
      n +
      [...(rs.instrumentationLibrarySpans ?? []), ...(rs.scopeSpans ?? [])].reduce(
        (m, s) => m + s.spans.length,
        0,
      ),
    0,
  );
