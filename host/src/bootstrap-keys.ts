/**
 * The key the store keeps the token under (STORAGE_KEYS.token of @switchboard/shared/store; a test checks they
 * agree). The lean start-up reads it without loading the store.
 */
export const TOKEN_STORAGE_KEY = 'token';

/** Whether a session token is stored (the start-up's test for "signed in", without loading the store). */
export function hasStoredToken(): boolean {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The key the user's theme pick is kept under (THEME_STORAGE_KEY of @switchboard/shared/ui; a test checks it). */
export const THEME_KEY = 'sb-theme';

/**
 * Puts the remembered theme on the document before anything renders (the prerendered sign-in page included), as
 * `applyStoredTheme` of @switchboard/shared/ui does later: no pick, no attribute, the system's setting applies.
 */
export function applyStoredThemeEarly(root: HTMLElement = document.documentElement): void {
  try {
    const choice = localStorage.getItem(THEME_KEY);
    if (choice === 'light' || choice === 'dark') root.setAttribute('data-sb-theme', choice);
  } catch {
    // no storage: the system's setting
  }
}

/** The key the user's language pick is kept under (LANGUAGE_STORAGE_KEY of @switchboard/shared/i18n; a test checks). */
export const LANGUAGE_KEY = 'sb-language';
/** The portal's languages (LANGUAGE_CODES of @switchboard/shared/i18n; a test checks they agree). */
export const LANGUAGE_CODES_EARLY: readonly string[] = ['en', 'de'];

/**
 * The language the page will be shown in, on `<html lang>` before anything renders: the remembered pick, else the
 * first browser language the portal has, else English — the rule of @switchboard/shared/i18n, without loading it.
 */
export function applyStoredLanguageEarly(root: HTMLElement = document.documentElement): string {
  let language: string | null = null;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored && LANGUAGE_CODES_EARLY.includes(stored)) language = stored;
  } catch {
    // no storage: the browser's languages
  }
  if (!language) {
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
    language =
      tags
        .map((tag) => tag.toLowerCase().split('-')[0])
        .find((base) => LANGUAGE_CODES_EARLY.includes(base)) ?? 'en';
  }
  root.lang = language;
  return language;
}
