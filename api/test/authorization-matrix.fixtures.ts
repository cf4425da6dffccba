// The authorization matrix (authorization-matrix*.test.ts): every endpoint × every kind of caller → the expected
// status, from tables of rows. Columns (in CALLERS order):
//   admin · SP user · SP user of another SP · account user · account user of another account (same SP) ·
//   view-only account user · admin API key · SP API key · account API key · no token · expired token
import { DEFAULT_ACCOUNT_SID, PASSWORD, createWorld, login, type World } from './helpers';

export const CALLERS = [
  'admin',
  'sp',
  'spOther',
  'acct',
  'acctOther',
  'viewOnly',
  'adminKey',
  'spKey',
  'acctKey',
  'none',
  'expired',
] as const;
export type Caller = (typeof CALLERS)[number];

export const HELLO_WORLD = '7087fe50-8acb-4f3b-b820-97b573723aab';
export const SP_CREDENTIAL = 'a1000000-0000-4000-8000-000000000000';
export const ACCT_CREDENTIAL = 'a2000000-0000-4000-8000-000000000000';

// Assigned before the file's tests run (describeMatrix); the rows read it as a live binding.
export let w: World;
let seq = 0;
export const unique = (prefix: string) => `${prefix}${(seq += 1)}x${Date.now().toString(36)}`;
/** A number not used before (a limit's quantity). */
export const nextSeq = () => (seq += 1);

export function tokenOf(caller: Caller): string | null {
  return caller === 'none' ? null : w.tokens[caller];
}

export async function call(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<number> {
  return (await w.api(method as 'GET', url, token, body)).statusCode;
}

export async function created(method: string, url: string, body: unknown): Promise<Record<string, string>> {
  const res = await w.api(method as 'POST', url, w.tokens.admin, body);
  if (res.statusCode !== 201) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A fresh user of acct1 (a target nobody else touches). */
export async function freshAccountUser(): Promise<{ sid: string; name: string; email: string }> {
  const name = unique('target');
  const email = `${name}@example.com`;
  const { user_sid } = await created('POST', '/v1/Users', {
    name,
    email,
    initial_password: PASSWORD,
    account_sid: w.acct1,
  });
  return { sid: user_sid, name, email };
}

/** The body of a new application in acct1. */
export const newApplication = () => ({
  name: unique('app'),
  account_sid: w.acct1,
  call_hook: { url: 'https://e.example.com/c' },
  call_status_hook: { url: 'https://e.example.com/s' },
});

/** For session endpoints that revoke tokens: a throwaway user equivalent to the caller, signed in. */
export async function throwaway(
  caller: Caller,
): Promise<{ token: string | null; sid: string | null; email: string }> {
  if (caller === 'none' || caller === 'expired' || caller.endsWith('Key')) {
    const target = await freshAccountUser();
    return { token: tokenOf(caller), sid: target.sid, email: target.email };
  }
  const where: Record<string, Record<string, unknown>> = {
    admin: {},
    sp: { service_provider_sid: w.sp1 },
    spOther: { service_provider_sid: w.sp2 },
    acct: { account_sid: w.acct1 },
    acctOther: { account_sid: w.acct2 },
    viewOnly: { account_sid: w.acct1, is_view_only: true },
  };
  const name = unique(`${caller}-copy`);
  const { user_sid } = await created('POST', '/v1/Users', {
    name,
    email: `${name}@example.com`,
    initial_password: PASSWORD,
    ...where[caller],
  });
  return { token: await login(w.app, name), sid: user_sid, email: `${name}@example.com` };
}

export interface Row {
  endpoint: string;
  expect: string;
  run: (caller: Caller, token: string | null) => Promise<number>;
}

/** A row whose request is the same for every caller. */
export const same = (
  method: string,
  url: (w: World) => string,
  expect: string,
  body?: (w: World) => unknown,
): Row => ({
  endpoint: `${method} ${url({ sp1: ':sp', sp2: ':sp', acct1: ':account', acct2: ':account', acctB: ':account', users: { acct: ':user' } } as unknown as World)}`,
  expect,
  run: (_caller, token) => call(method, url(w), token, body?.(w)),
});

/** The rows as tests: one per endpoint and caller, on one world with a speech credential of sp1 and of acct1. */
export function describeMatrix(rows: Row[]): void {
  beforeAll(async () => {
    w = await createWorld();
    const { store, box } = w.app.ctx;
    store.insert('speech_credentials', {
      speech_credential_sid: SP_CREDENTIAL,
      service_provider_sid: w.sp1,
      vendor: 'google',
      credential: box.encryptJson({}),
    });
    store.insert('speech_credentials', {
      speech_credential_sid: ACCT_CREDENTIAL,
      service_provider_sid: w.sp1,
      account_sid: DEFAULT_ACCOUNT_SID,
      vendor: 'aws',
      credential: box.encryptJson({}),
    });
  }, 60000);
  afterAll(() => w.app.close());

  describe.each(rows)('$endpoint', (row) => {
    const expected = row.expect.split(' ').map(Number);
    it.each(CALLERS.map((caller, i) => [caller, expected[i]] as const))('%s → %i', async (caller, status) => {
      expect(await row.run(caller, tokenOf(caller))).toBe(status);
    });
  });
}
