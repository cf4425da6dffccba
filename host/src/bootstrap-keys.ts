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
