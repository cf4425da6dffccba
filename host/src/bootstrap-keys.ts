/**
 * The key the store keeps the token under (STORAGE_KEYS.token of @switchboard/shared/store; a test checks they
 * agree). The lean start-up reads it without loading the store.
 */
export const TOKEN_STORAGE_KEY = 'token';
