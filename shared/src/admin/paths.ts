// Paths every area builds links with. The host mounts a remote's `./routes` under /internal (host/REMOTES.md); a
// single-spa mount and the standalone shell mount them there too, so absolute links are the same everywhere.
import { ACCOUNT_PARAM } from '@switchboard/shared/store';

export const INTERNAL = '/internal';

/** Where a new account is added (the identity area's page): the prompt of lists that need an account links to it. */
export const ADD_ACCOUNT_PATH = `${INTERNAL}/accounts/add`;

/** `path` with `?account_sid=` set (or left out when there is no account). */
export function withAccount(path: string, accountSid: string | null | undefined): string {
  if (!accountSid) return path;
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(ACCOUNT_PARAM, accountSid);
  return `${base}?${params.toString()}`;
}
