// Search providers: what a remote declares (in its area declaration, beside its menu items) so the shell's search
// box can find its things without knowing them: which kind of item the API searches for it, how the group is
// headed, where an item opens, and who may search it. The host asks the API for the kinds of the providers the
// user sees, groups the answers by provider and opens an item at its provider's path (host/REMOTES.md §2a).
// The ranking of matches is in @switchboard/shared/search, one rule for the API and the portal.
import type { VisibilityRule } from './area-declaration';

export interface AreaSearchProvider extends VisibilityRule {
  /** The kind the API searches (`GET /Search?kinds=`): lower-case letters and dashes, unique in the portal. */
  kind: string;
  /** The group's heading in the box ('Carriers'). */
  label: string;
  /** Position of the group among every remote's. */
  order: number;
  /** Where an item opens, relative to /internal; `{sid}` is the item's sid ('carriers/{sid}/edit'). */
  open: string;
}

const KIND = /^[a-z][a-z-]*$/;

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
    providers.push({ kind, label, order, open, ...rule });
  });
  return providers;
}

/** The path (relative to /internal) an item of a provider opens. */
export function searchItemPath(provider: Pick<AreaSearchProvider, 'open'>, sid: string): string {
  return provider.open.replace(/\{sid\}/g, encodeURIComponent(sid));
}
