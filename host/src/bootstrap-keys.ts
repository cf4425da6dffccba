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
