// What the portal keeps in the browser's storage, under which keys, and how it is wiped (sign-out, 401).
// The token key is `token` (as the jambonz portal, so operators recognise it); everything else is prefixed `sb.`.

export const STORAGE_KEYS = {
  token: 'token',
  serviceProviderSid: 'sb.serviceProviderSid',
  accountSid: 'sb.accountSid',
} as const;

const PREFIX = 'sb.';

function storages(): Storage[] {
  const found: Storage[] = [];
  try {
    if (typeof localStorage !== 'undefined') found.push(localStorage);
    if (typeof sessionStorage !== 'undefined') found.push(sessionStorage);
  } catch {
    // Storage can be blocked (privacy settings); the portal still works for this tab.
  }
  return found;
}

export function readLocal(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory session still works.
  }
}

/** Removes the portal's keys (token and every `sb.*`) from local and session storage; other keys are left alone. */
export function clearPortalStorage(): void {
  for (const storage of storages()) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && (key === STORAGE_KEYS.token || key.startsWith(PREFIX))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
