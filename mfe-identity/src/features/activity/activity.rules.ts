// How the Activity page words an entry.
import { ACTIVITY_ENTITY_TEXTS, ACTIVITY_TEXTS } from '@switchboard/shared/constants';

/** The kinds of things the trail records (the page names them through the 'identity' namespace). */
export const ACTIVITY_ENTITIES = ACTIVITY_ENTITY_TEXTS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD/MM/YY HH:mm:ss in local time (the portal's time format). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

/** Who made a change: the user's name, else the key of `ACTIVITY_TEXTS` that says who (`apiKey`, `unknown`). */
export function whoDid(entry: { user_name: string | null; api_key_sid: string | null }): {
  name?: string;
  key?: 'apiKey' | 'unknown';
} {
  if (entry.user_name) return { name: entry.user_name };
  return { key: entry.api_key_sid ? 'apiKey' : 'unknown' };
}

function show(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * 'name: Acme → Acme Ltd' (secrets arrive masked from the API): a field's API name and values, no words but the one
 * for no value (`none`, in the language in use).
 */
export function describeChange(
  field: string,
  change: { before: unknown; after: unknown },
  none: string = ACTIVITY_TEXTS.none,
): string {
  return `${field}: ${show(change.before, none)} → ${show(change.after, none)}`;
}
