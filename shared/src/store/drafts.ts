// What a form held when its session ran out, kept for the same user on the same page until they are back
// (docs/product/shell.md#session-renewal). Session storage only (this tab, gone with it), under keys the 401
// wipe leaves alone; signing out on purpose removes them. Fields that look like secrets are never kept.

const DRAFT_PREFIX = 'sb-draft:';
/** A field name that holds a secret (password, secret, token, key, credential): never written to storage. */
const SECRET_FIELD = /(password|secret|token|key|credential)$/i;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (userSid: string, page: string) => `${DRAFT_PREFIX}${userSid}:${page}`;

/** The values without their secrets, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/** Keeps what a form of `page` held for `userSid`. */
export function saveDraft(userSid: string, page: string, values: unknown): void {
  try {
    session()?.setItem(keyOf(userSid, page), JSON.stringify(withoutSecrets(values)));
  } catch {
    // Quota or privacy mode: nothing kept.
  }
}

/** The draft of `page` for `userSid`, removed as it is taken. */
export function takeDraft(userSid: string, page: string): unknown {
  const storage = session();
  const key = keyOf(userSid, page);
  const text = storage?.getItem(key);
  if (!storage || text === null || text === undefined) return undefined;
  storage.removeItem(key);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Forgets every draft (a sign-out on purpose). */
export function clearDrafts(): void {
  const storage = session();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
