// What a remote declares about itself, as data published with its build (the `switchboard` entry of its
// mf-manifest.json metaData, see webpack/create-app-config.cjs and host/REMOTES.md): its menu items, who sees
// them, and the paths it owns. The host reads these before it loads any remote code, so a team adds a page or a
// menu item by releasing its remote alone.
//
// Written by hand (no zod): the host's start-up reads it and must stay small. `parseAreaDeclaration` is lenient
// (drops what it cannot use, and says what in `problems`); each remote's tests require it to report none.
// Relative, not the types singleton: the sign-in page needs this constant and nothing else of the types entry.
import { SCOPE_LEVELS, type Scope } from '../types/auth';
import { DEFAULT_FEATURES, type FeatureName } from './runtime-config';
import { readSearchProviders, type AreaSearchProvider } from './search-providers';

/** Menu sections, in the order the host shows them; 'byo' is headed 'BYO Services'. */
export const MENU_SECTIONS = ['main', 'byo'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Who sees something, as data. Every condition given must hold. */
export interface VisibilityRule {
  /** Lowest scope that sees it (account < service_provider < admin). */
  minScope?: Scope;
  /** Only these scopes see it (e.g. 'Account' is for account users). */
  onlyScopes?: Scope[];
  /** Needs this feature switch on. */
  feature?: FeatureName;
  /** Hidden while this feature switch is on. */
  hiddenWith?: FeatureName;
  /** Needs this field of the current service provider to be set (e.g. 'ms_teams_fqdn'). */
  serviceProviderHas?: string;
}

export interface AreaMenuItem extends VisibilityRule {
  /** Unique across the portal: `<area>.<name>` reads well ('telephony.carriers'); also the badge key. */
  id: string;
  label: string;
  /**
   * Where it goes, relative to /internal. `{account_sid}`, `{user_sid}` and `{service_provider_sid}` are
   * replaced with the signed-in user's own (e.g. 'accounts/{account_sid}/edit').
   */
  path: string;
  section: MenuSection;
  /** Position within its section, across every remote (the order of docs/product/shell.md#menu: see host/REMOTES.md). */
  order: number;
}

/** A path pattern the remote owns (react-router syntax, relative to /internal or to / for public paths). */
export interface AreaPath {
  pattern: string;
  /** The path exists only with this feature on. */
  feature?: FeatureName;
  /** The path does not exist while this feature is on. */
  hiddenWith?: FeatureName;
}

export interface AreaDeclaration {
  /** The remote id ('identity', 'telephony', …). */
  area: string;
  menu: AreaMenuItem[];
  /** Paths under /internal, served by the remote's `./routes`. */
  paths: AreaPath[];
  /** Public paths at the root (signed out too), served by the remote's `./public-routes`. */
  publicPaths: AreaPath[];
  /** The remote exposes `./background`, started after sign-in (e.g. to poll for a menu badge). */
  background: boolean;
  /** What the shell's search box finds for this remote (search-providers.ts); absent in older declarations. */
  search?: AreaSearchProvider[];
}

export interface ParsedAreaDeclaration {
  declaration: AreaDeclaration;
  /** What was dropped or wrong, one line each; empty for a clean declaration. */
  problems: string[];
}

const SCOPES = Object.keys(SCOPE_LEVELS) as Scope[];
const FEATURES = Object.keys(DEFAULT_FEATURES) as FeatureName[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function readRule(raw: Record<string, unknown>, where: string, problems: string[]): VisibilityRule | null {
  const rule: VisibilityRule = {};
  if (raw.minScope !== undefined) {
    if (!SCOPES.includes(raw.minScope as Scope)) {
      problems.push(`${where}: minScope "${String(raw.minScope)}" is not a scope`);
      return null;
    }
    rule.minScope = raw.minScope as Scope;
  }
  if (raw.onlyScopes !== undefined) {
    if (!Array.isArray(raw.onlyScopes) || !raw.onlyScopes.every((s) => SCOPES.includes(s as Scope))) {
      problems.push(`${where}: onlyScopes must list scopes`);
      return null;
    }
    rule.onlyScopes = raw.onlyScopes as Scope[];
  }
  for (const key of ['feature', 'hiddenWith'] as const) {
    if (raw[key] === undefined) continue;
    if (!FEATURES.includes(raw[key] as FeatureName)) {
      problems.push(`${where}: ${key} "${String(raw[key])}" is not a feature switch`);
      return null;
    }
    rule[key] = raw[key] as FeatureName;
  }
  if (raw.serviceProviderHas !== undefined) {
    if (!isText(raw.serviceProviderHas)) {
      problems.push(`${where}: serviceProviderHas must name a field`);
      return null;
    }
    rule.serviceProviderHas = raw.serviceProviderHas;
  }
  return rule;
}

function readPaths(raw: unknown, where: string, problems: string[]): AreaPath[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push(`${where} must be a list`);
    return [];
  }
  const paths: AreaPath[] = [];
  raw.forEach((entry, index) => {
    const at = `${where}[${index}]`;
    const item = typeof entry === 'string' ? { pattern: entry } : entry;
    if (!isRecord(item) || !isText(item.pattern) || item.pattern.startsWith('/')) {
      problems.push(`${at}: a pattern relative to its root is required`);
      return;
    }
    const rule = readRule(item, at, problems);
    if (!rule) return;
    paths.push({
      pattern: item.pattern,
      ...(rule.feature ? { feature: rule.feature } : {}),
      ...(rule.hiddenWith ? { hiddenWith: rule.hiddenWith } : {}),
    });
  });
  return paths;
}

/** Reads a declaration (the manifest's `metaData.switchboard`), keeping every usable part. */
export function parseAreaDeclaration(raw: unknown, expectedArea?: string): ParsedAreaDeclaration {
  const problems: string[] = [];
  const input = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) problems.push('the declaration is missing or not an object');
  const area = isText(input.area) ? input.area : (expectedArea ?? '');
  if (expectedArea && input.area !== expectedArea)
    problems.push(`area is "${String(input.area)}", expected "${expectedArea}"`);

  const menu: AreaMenuItem[] = [];
  const ids = new Set<string>();
  if (input.menu !== undefined && !Array.isArray(input.menu)) problems.push('menu must be a list');
  (Array.isArray(input.menu) ? input.menu : []).forEach((entry, index) => {
    const at = `menu[${index}]`;
    if (!isRecord(entry)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const { id, label, path, section, order } = entry;
    if (!isText(id) || !isText(label) || !isText(path) || path.startsWith('/')) {
      problems.push(`${at}: id, label and a path relative to /internal are required`);
      return;
    }
    if (ids.has(id)) {
      problems.push(`${at}: id "${id}" is used twice`);
      return;
    }
    const sectionName = section === undefined ? 'main' : section;
    if (!MENU_SECTIONS.includes(sectionName as MenuSection)) {
      problems.push(`${at}: section "${String(section)}" is not one of ${MENU_SECTIONS.join(', ')}`);
      return;
    }
    if (typeof order !== 'number' || !Number.isFinite(order)) {
      problems.push(`${at}: order must be a number`);
      return;
    }
    const rule = readRule(entry, at, problems);
    if (!rule) return;
    ids.add(id);
    menu.push({ id, label, path, section: sectionName as MenuSection, order, ...rule });
  });

  return {
    declaration: {
      area,
      menu,
      paths: readPaths(input.paths, 'paths', problems),
      publicPaths: readPaths(input.publicPaths, 'publicPaths', problems),
      background: input.background === true,
      ...(input.search === undefined
        ? {}
        : {
            search: readSearchProviders(input.search, (entry, at) => readRule(entry, at, problems), problems),
          }),
    },
    problems,
  };
}

/** What decides whether a declared item or path applies to the signed-in user. */
export interface VisibilityContext {
  scope: Scope | null;
  features: Readonly<Record<FeatureName, boolean>>;
  serviceProvider?: Readonly<Record<string, unknown>> | null;
}

/** Whether every condition of `rule` holds (scope conditions need a signed-in scope). */
export function isVisibleTo(rule: VisibilityRule, ctx: VisibilityContext): boolean {
  if (rule.minScope && (!ctx.scope || SCOPE_LEVELS[ctx.scope] < SCOPE_LEVELS[rule.minScope])) return false;
  if (rule.onlyScopes && (!ctx.scope || !rule.onlyScopes.includes(ctx.scope))) return false;
  if (rule.feature && !ctx.features[rule.feature]) return false;
  if (rule.hiddenWith && ctx.features[rule.hiddenWith]) return false;
  if (rule.serviceProviderHas && !ctx.serviceProvider?.[rule.serviceProviderHas]) return false;
  return true;
}

/** A menu item's path with the user's own sids filled in. */
export function fillMenuPath(
  path: string,
  user: { account_sid?: string | null; user_sid?: string | null; service_provider_sid?: string | null },
): string {
  return path.replace(/\{(account_sid|user_sid|service_provider_sid)\}/g, (_, key: keyof typeof user) =>
    encodeURIComponent(user[key] ?? ''),
  );
}
