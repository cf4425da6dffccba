// The portal's translation front. It lives in @switchboard/shared/i18n, a Module Federation singleton
// (shared/federation.cjs), so the host and every remote translate through the same front: one language, one switch,
// and a change re-renders every area.
//
// English, the spec's language and what most visits use, is served here from the bundled resources — `ns:key`,
// nested keys, `_one`/`_other` plurals by `count`, `{{name}}` placeholders — so the sign-in page ships no i18next.
// i18next (./engine) is imported only when another language is in use or picked; from then on it answers for that
// language, and English stays here. A unit test checks both give the same text for every key.
//
// Each area registers its namespace when its code loads: the English texts (built from the shared constants,
// bundled, always there) and a loader for the other languages' files, fetched only when that language is in use.
// docs/architecture.md#translation
import { use, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, detectLanguage, rememberLanguage, type Language } from './languages';
import type { Engine } from './engine';

/** A namespace's texts: strings, nested by key. */
export type Resources = { readonly [key: string]: string | Resources };

/** Loads a namespace's translation into a language other than English (e.g. `import(\`./locales/${lng}.json\`)`). */
export type TranslationLoader = (
  language: Exclude<Language, 'en'>,
) => Promise<{ default: Resources } | Resources> | undefined;

/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, unknown>>;
export type Translate = (key: string, values?: TranslationValues) => string;

const english = new Map<string, Resources>();
const loaders = new Map<string, TranslationLoader>();
const listeners = new Set<() => void>();
let language: Language = detectLanguage();
let version = 0;
/** Counts registrations: what is built from every namespace's English (known texts) is rebuilt after one. */
let registered = 0;
let engine: Engine | null = null;
let engineLoading: Promise<Engine> | null = null;
/** Per language, per namespace: the load a component waits for (a stable promise for Suspense). */
const pending = new Map<string, Promise<void>>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function setDocumentLanguage(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
setDocumentLanguage(language);

function startEngine(): Promise<Engine> {
  engineLoading ??= import(/* webpackChunkName: "i18next" */ './engine').then(({ createEngine }) => {
    engine = createEngine(english, loaders);
    return engine;
  });
  return engineLoading;
}

/** Resolves once `namespace` is there in `lang` (at once for English). */
function loadNamespace(lang: Language, namespace: string): Promise<void> {
  if (lang === DEFAULT_LANGUAGE || engine?.loaded(lang, namespace)) return Promise.resolve();
  const id = `${lang}|${namespace}`;
  let load = pending.get(id);
  if (!load) {
    load = startEngine()
      .then((ready) => ready.load(lang, [namespace]))
      .finally(() => pending.delete(id));
    pending.set(id, load);
  }
  return load;
}

// ---- English, without i18next ----

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const englishPlurals = new Intl.PluralRules(DEFAULT_LANGUAGE);

function lookup(resources: Resources | undefined, path: string): string | Resources | undefined {
  let node: string | Resources | undefined = resources;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function splitKey(key: string, namespace: string): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
}

/** Fills `{{name}}` as i18next does: a value given is shown as text, a placeholder without one is kept. */
function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** An English text by key — i18next's answer for the same resources (a missing key answers the key). */
export function translateEnglish(namespace: string, key: string, values?: TranslationValues): string {
  const [ns, path] = splitKey(key, namespace);
  const resources = english.get(ns);
  const count = values?.count;
  let text: string | Resources | undefined;
  if (typeof count === 'number') {
    if (count === 0) text = lookup(resources, `${path}_zero`);
    text ??= lookup(resources, `${path}_${englishPlurals.select(count)}`);
  }
  text ??= lookup(resources, path);
  return typeof text === 'string' ? interpolate(text, values) : path;
}

// ---- the front every area uses ----

/** A text in the language in use. */
export function translate(namespace: string, key: string, values?: TranslationValues): string {
  if (language !== DEFAULT_LANGUAGE && engine) return engine.t(language, namespace, key, values);
  return translateEnglish(namespace, key, values);
}

/** Every registered namespace's English resources (the known-text lookup reads them). */
export function englishResources(): {
  readonly resources: ReadonlyMap<string, Resources>;
  readonly generation: number;
} {
  return { resources: english, generation: registered };
}

/**
 * An area's texts: English (always there) and how to load its other languages. Called when the area's code loads;
 * in a language other than English the translation starts loading at once.
 */
export function registerTranslations(
  namespace: string,
  texts: Resources,
  load?: TranslationLoader,
): Promise<void> {
  if (load) loaders.set(namespace, load);
  english.set(namespace, texts);
  registered += 1;
  engine?.addEnglish(namespace, texts);
  changed();
  return loadNamespace(language, namespace);
}

/** Each language's translation of a namespace, by language: `{ de: () => import('./de.json') }`. */
export type TranslationChunks = Partial<
  Record<Exclude<Language, 'en'>, () => Promise<{ default: Resources } | Resources>>
>;

/**
 * An area's namespace as its code loads: English at once, each other language a chunk of its own fetched only
 * when that language is in use. Resolves once the texts are there in the language in use; never rejects (a
 * translation that cannot load leaves English), so a page can always wait for it.
 */
export function areaTranslations(
  namespace: string,
  texts: Resources,
  chunks: TranslationChunks,
): Promise<void> {
  return registerTranslations(namespace, texts, (language) => chunks[language]?.()).catch(() => undefined);
}

/** Resolves once these namespaces are there in the current language (a page waits for it before it shows). */
export function loadTranslations(namespaces: string | readonly string[]): Promise<void> {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return Promise.all(list.map((namespace) => loadNamespace(language, namespace))).then(() => undefined);
}

/** The language in use. */
export function currentLanguage(): Language {
  return language;
}

/**
 * The user's pick in the user menu: remembered, its files loaded for every area on the page, then shown (the page
 * keeps the old language until the new one is there).
 */
export async function setLanguage(next: Language): Promise<void> {
  rememberLanguage(next);
  if (next !== DEFAULT_LANGUAGE) {
    const ready = await startEngine();
    await ready.load(next, [...english.keys()]);
  }
  language = next;
  setDocumentLanguage(next);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => version;

/**
 * A component's texts from one namespace, re-rendered on a language switch. Until the namespace is there in the
 * language in use, the component suspends (its Suspense boundary shows), as react-i18next's hook did.
 */
export function useTranslation(namespace: string): { t: Translate; language: Language } {
  const seen = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (language !== DEFAULT_LANGUAGE && !engine?.loaded(language, namespace))
    use(loadNamespace(language, namespace));
  const lang = language;
  const t = useMemo<Translate>(
    () => (key, values) => translate(namespace, key, values),
    // a new function on each change, so memoised children that take `t` re-render too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, lang, seen],
  );
  return { t, language: lang };
}
