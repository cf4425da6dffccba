import { ACCOUNT_PARAM } from '@switchboard/shared/store';

// Where the identity pages live. The host mounts `./routes` under /internal (host/REMOTES.md); a single-spa
// mount and the standalone shell mount them there too, so absolute links are the same everywhere.
export const INTERNAL = '/internal';

export const paths = {
  accounts: `${INTERNAL}/accounts`,
  accountAdd: `${INTERNAL}/accounts/add`,
  accountEdit: (accountSid: string) => `${INTERNAL}/accounts/${encodeURIComponent(accountSid)}/edit`,
  users: `${INTERNAL}/users`,
  userAdd: `${INTERNAL}/users/add`,
  userEdit: (userSid: string) => `${INTERNAL}/users/${encodeURIComponent(userSid)}/edit`,
  settings: `${INTERNAL}/settings`,
  applications: `${INTERNAL}/applications`,
  applicationAdd: `${INTERNAL}/applications/add`,
  applicationEdit: (applicationSid: string) =>
    `${INTERNAL}/applications/${encodeURIComponent(applicationSid)}/edit`,
} as const;

/** `path` with `?account_sid=` set (or left out when there is no account). */
export function withAccount(path: string, accountSid: string | null | undefined): string {
  if (!accountSid) return path;
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(ACCOUNT_PARAM, accountSid);
  return `${base}?${params.toString()}`;
}
