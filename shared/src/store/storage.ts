// What the portal keeps in the browser's storage, under which keys, and how it is wiped (sign-out, 401).
// The token key is `token` (as the jambonz portal, so operators recognise it); everything else is prefixed `sb.`.

export const STORAGE_KEYS = {
  token: 'token',
  serviceProviderSid: 'sb.serviceProviderSid',
  accountSid: 'sb.accountSid',
  /** The steps a restricted session must do first (comma-separated), so a reload returns to them. */
  pendingSteps: 'sb.pendingSteps',
  /** Per admin user: the service provider they last worked in (kept when signing out; no secret in it). */
  lastServiceProviders: 'sb.lastServiceProviders',
} as const;

const PREFIX = 'sb.';
/** What signing out keeps: where each user was, so the next sign-in returns there. */
const KEPT_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.lastServiceProviders]);
/** How many users' last service provider one browser remembers. */
const REMEMBERED_USERS = 20;

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
      if (key && !KEPT_KEYS.has(key) && (key === STORAGE_KEYS.token || key.startsWith(PREFIX)))
        keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}

function lastServiceProviders(): Record<string, string> {
  try {
    const value = JSON.parse(readLocal(STORAGE_KEYS.lastServiceProviders) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/** The service provider `userSid` last worked in, in this browser (docs/product/shell.md#service-provider-context: the one kept in the client). */
export function rememberedServiceProviderOf(userSid: string | null | undefined): string | null {
  if (!userSid) return null;
  const sid = lastServiceProviders()[userSid];
  return typeof sid === 'string' ? sid : null;
}

/** Remembers where `userSid` works now; the oldest users are forgotten beyond REMEMBERED_USERS. */
export function rememberServiceProvider(userSid: string, serviceProviderSid: string): void {
  const { [userSid]: _previous, ...others } = lastServiceProviders();
  const kept = Object.entries(others).slice(-(REMEMBERED_USERS - 1));
  writeLocal(
    STORAGE_KEYS.lastServiceProviders,
    JSON.stringify(Object.fromEntries([...kept, [userSid, serviceProviderSid]])),
  );
}
