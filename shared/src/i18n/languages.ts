// The languages the portal speaks, and which one a visitor gets: their pick (remembered in local storage, kept by
// sign-out), else the first of the browser's languages the portal has, else English. Without i18next: the host's
// start-up reads the same rule before any shared module loads (host/src/bootstrap-keys.ts; a test checks they agree).

/** Every language the portal offers, by its BCP 47 base code, with its name in itself (the user menu's choices). */
export const LANGUAGES = { en: 'English', de: 'Deutsch' } as const;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
/** The language of the spec's texts, and what any missing translation falls back to. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;
/** Local-storage key of the user's pick (absent: follow the browser). */
export const LANGUAGE_STORAGE_KEY = 'sb-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** The portal's language for a list of browser languages ('de-DE', 'en-US', …): the first the portal has. */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The user's remembered pick, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** The language to show: the remembered pick, else the browser's. */
export function detectLanguage(): Language {
  return storedLanguage() ?? languageFromBrowser(browserLanguages());
}

/** Remembers the pick (a failure to store — private mode — leaves it for this page only). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage refused: the pick lasts for this page
  }
}
