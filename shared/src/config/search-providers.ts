// Search providers: what a remote declares (in its area declaration, beside its menu items) so the shell's search
// box can find its things without knowing them: which kind of item the API searches for it, how the group is
// headed, where an item opens, and who may search it. The host asks the API for the kinds of the providers the
// user sees, groups the answers by provider and opens an item at its provider's path (host/REMOTES.md §2a).
// The ranking of matches is in @switchboard/shared/search, one rule for the API and the portal. An API without
// `GET /Search` (jambonz) is searched through the list a provider names (`list`), in the browser.
import type { VisibilityRule } from './area-declaration';

/**
 * Where the kind's items are listed on an API that cannot search (jambonz): a GET path answering an array, which
 * field is the item's sid, which its label (the next non-empty one when it is empty) and which its detail.
 */
export interface SearchListSource {
  /** A path under the API's base; `{service_provider_sid}` and `{account_sid}` are the user's (or the chosen) ones. */
  path: string;
  /** the path an account user's list is at, where it differs */
  accountPath?: string;
  sid: string;
  /** the fields named in the box, the first non-empty one shown */
  label: string[];
  detail?: string;
}

export interface AreaSearchProvider extends VisibilityRule {
  /** The kind the API searches (`GET /Search?kinds=`): lower-case letters and dashes, unique in the portal. */
  kind: string;
  /** The group's heading in the box ('Carriers'). */
  label: string;
  /** Position of the group among every remote's. */
  order: number;
  /** Where an item opens, relative to /internal; `{sid}` is the item's sid ('carriers/{sid}/edit'). */
  open: string;
  /** How to search the kind where the API has no search (optional: without it the box says it cannot). */
  list?: SearchListSource;
}

const KIND = /^[a-z][a-z-]*$/;
const FIELD = /^[a-z_]+$/;
const LIST_PATH = /^(\/(\{service_provider_sid\}|\{account_sid\}|[A-Za-z0-9_-]+))+$/;

/** A provider's `list`, or why it cannot be used (the provider is kept without it). */
function readListSource(raw: unknown): SearchListSource | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'list must be an object';
  const { path, accountPath, sid, label, detail } = raw as Record<string, unknown>;
  if (typeof path !== 'string' || !LIST_PATH.test(path))
    return 'list.path must be an API path (placeholders {service_provider_sid}, {account_sid})';
  if (accountPath !== undefined && (typeof accountPath !== 'string' || !LIST_PATH.test(accountPath)))
    return 'list.accountPath must be an API path (placeholders {service_provider_sid}, {account_sid})';
  if (typeof sid !== 'string' || !FIELD.test(sid)) return 'list.sid must be a field name';
  const labels = typeof label === 'string' ? [label] : label;
  if (
    !Array.isArray(labels) ||
    labels.length === 0 ||
    !labels.every((f) => typeof f === 'string' && FIELD.test(f))
  )
    return 'list.label must be a field name or a list of them';
  if (detail !== undefined && (typeof detail !== 'string' || !FIELD.test(detail)))
    return 'list.detail must be a field name';
  return {
    path,
    ...(accountPath === undefined ? {} : { accountPath }),
    sid,
    label: labels as string[],
    ...(detail === undefined ? {} : { detail }),
  };
}

/** Reads a declaration's `search` list, keeping the usable providers (problems say what was dropped). */
export function readSearchProviders(
  raw: unknown,
  readRule: (entry: Record<string, unknown>, where: string) => VisibilityRule | null,
  problems: string[],
): AreaSearchProvider[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push('search must be a list');
    return [];
  }
  const providers: AreaSearchProvider[] = [];
  raw.forEach((entry: unknown, index) => {
    const at = `search[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const item = entry as Record<string, unknown>;
    const { kind, label, order, open } = item;
    if (typeof kind !== 'string' || !KIND.test(kind)) {
      problems.push(`${at}: kind must be lower-case letters and dashes`);
      return;
    }
    if (providers.some((provider) => provider.kind === kind)) {
      problems.push(`${at}: kind "${kind}" is declared twice`);
      return;
    }
    if (typeof label !== 'string' || label.trim() === '') {
      problems.push(`${at}: a label is required`);
      return;
    }
    if (typeof open !== 'string' || !open.includes('{sid}') || open.startsWith('/')) {
      problems.push(`${at}: open must be a path relative to /internal with {sid}`);
      return;
    }
    if (typeof order !== 'number' || !Number.isFinite(order)) {
      problems.push(`${at}: order must be a number`);
      return;
    }
    const rule = readRule(item, at);
    if (!rule) return;
    const list = item.list === undefined ? undefined : readListSource(item.list);
    if (typeof list === 'string') problems.push(`${at}: ${list}; searched only where the API can search`);
    providers.push({ kind, label, order, open, ...rule, ...(typeof list === 'object' ? { list } : {}) });
  });
  return providers;
}

/** The path (relative to /internal) an item of a provider opens. */
export function searchItemPath(provider: Pick<AreaSearchProvider, 'open'>, sid: string): string {
  return provider.open.replace(/\{sid\}/g, encodeURIComponent(sid));
}
