// Which trigrams of a filter text to look up in the calls' trigram index. The index (FTS5, detail=none) reads each
// queried trigram's whole list of calls, and the trigrams of phone numbers are far from equally common: a country
// code or a carrier's number range puts a few of them in nearly every call, while most are in a percent or so.
// Asking only for the rarest trigrams of the text finds a small superset of the matches at a small cost; the exact
// substring test that follows keeps the matches. How common each trigram is comes from a sample of recent calls,
// kept per database and refreshed as calls arrive.
import type Database from 'better-sqlite3';
import type { Store } from '../../../db/store';

/** Calls sampled to estimate how common each trigram is. */
const SAMPLE_CALLS = 4000;
/** A sample is re-taken after this long, or once the calls have grown by a quarter since. */
const SAMPLE_MAX_AGE_MS = 10 * 60_000;
/** At most this many trigrams are asked for: each more costs its list and saves little once candidates are few. */
const MAX_GRAMS = 3;
/** A further trigram is asked for only while it is this rare (share of calls holding it). */
const RARE_SHARE = 0.05;

interface Sample {
  takenAt: number;
  /** calls in the database when the sample was taken (the highest cdr_id) */
  calls: number;
  rows: number;
  /** trigram → calls of the sample that hold it */
  holders: Map<string, number>;
}

const samples = new WeakMap<Database.Database, Sample>();

/** The distinct trigrams of a text, lower-cased as the index stores them. */
export function trigramsOf(text: string): string[] {
  const chars = [...text.toLowerCase()];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

function currentSample(store: Store, now: number): Sample {
  const calls = store.get<{ n: number | null }>('SELECT MAX(cdr_id) AS n FROM cdrs')!.n ?? 0;
  const cached = samples.get(store.db);
  if (cached && now - cached.takenAt < SAMPLE_MAX_AGE_MS && calls <= cached.calls * 1.25 + 100) return cached;
  const holders = new Map<string, number>();
  const rows = store.all<{ numbers: string | null }>(
    'SELECT numbers FROM cdrs ORDER BY cdr_id DESC LIMIT ?',
    SAMPLE_CALLS,
  );
  for (const row of rows)
    for (const gram of trigramsOf(row.numbers ?? '')) holders.set(gram, (holders.get(gram) ?? 0) + 1);
  const sample = { takenAt: now, calls, rows: rows.length, holders };
  samples.set(store.db, sample);
  return sample;
}

export interface TrigramLookup {
  /** the FTS5 query: the chosen trigrams, ANDed */
  query: string;
  /** estimated index entries read (the chosen trigrams' lists together) */
  entries: number;
  /** estimated calls holding all of them (the candidates tested one by one) */
  candidates: number;
}

/**
 * The rarest trigrams of `text` (three characters or more) and what looking them up is expected to cost. The
 * estimate assumes trigrams occur independently; it only steers the choice of route, never the result.
 */
export function rareTrigrams(store: Store, text: string, now = Date.now()): TrigramLookup {
  const sample = currentSample(store, now);
  // a trigram missing from the sample is rarer than one in the sample
  const share = (gram: string) => Math.max(sample.holders.get(gram) ?? 0, 0.5) / Math.max(sample.rows, 1);
  const ranked = trigramsOf(text)
    .map((gram) => ({ gram, share: share(gram) }))
    .sort((a, b) => a.share - b.share);
  const chosen = ranked.filter((g, i) => i === 0 || (i < MAX_GRAMS && g.share <= RARE_SHARE));
  return {
    query: chosen.map((g) => `"${g.gram.replace(/"/g, '""')}"`).join(' AND '),
    entries: chosen.reduce((sum, g) => sum + g.share * sample.calls, 0),
    candidates: chosen.reduce((product, g) => product * g.share, sample.calls),
  };
}
