// The identity area as the kit runs it without the host (single-spa mount, standalone page): its routes, where a
// user lands (host contract: the accounts list, or an account user's own account) and the standalone navigation.
import type { AreaDefinition } from '@switchboard/shared/admin-shell';
import type { SessionUser } from '@switchboard/shared/store';
import declaration from '../area.json';
import { paths } from './lib/paths';
import { routes } from './routes';

export function homePathFor(user: SessionUser | null): string {
  if (user?.scope === 'account' && user.account_sid) return paths.accountEdit(user.account_sid);
  return paths.accounts;
}

export const identityArea: AreaDefinition = {
  name: 'identity',
  title: 'Identity area',
  routes,
  home: homePathFor,
  // The standalone navigation is the menu identity declares to the host.
  declaration,
};
