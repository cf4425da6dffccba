// The billing area as the kit runs it without the host (single-spa mount, standalone page): its account pages, where
// an account user lands (their subscription) and the standalone navigation (billing has no menu items in the host:
// its pages are reached from the account page).
import type { AreaDefinition } from '@switchboard/shared/admin-shell';
import type { SessionUser } from '@switchboard/shared/store';
import declaration from '../area.json';
import { paths } from './lib/paths';
import { routes } from './routes';

export function homePathFor(user: SessionUser | null): string {
  return user?.scope === 'account' && user.account_sid ? paths.subscription(user.account_sid) : '/internal';
}

export const billingArea: AreaDefinition = {
  name: 'billing',
  title: 'Billing area',
  routes,
  home: homePathFor,
  declaration,
  nav: (user) =>
    user.scope === 'account' && user.account_sid
      ? [
          { to: paths.subscription(user.account_sid), label: 'Subscription' },
          { to: paths.managePayment(user.account_sid), label: 'Payment' },
          { to: paths.invoices(user.account_sid), label: 'Invoices' },
          { to: paths.sipRealmEdit(user.account_sid), label: 'SIP realm' },
        ]
      : [],
};
