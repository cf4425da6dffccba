import type { SessionUser } from '@switchboard/shared/store';
import { paths } from '../lib/paths';

/** Where a user lands (host contract): accounts list, or an account user's own account. */
export function homePathFor(user: SessionUser | null): string {
  if (user?.scope === 'account' && user.account_sid) return paths.accountEdit(user.account_sid);
  return paths.accounts;
}
