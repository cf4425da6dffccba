// The billing area's hosted account pages as react-router route objects, paths relative to /internal
// (host/REMOTES.md). Each page is its own lazy chunk, shown once the area's texts are there in the user's language.
// They exist only with FEATURE_HOSTED (declared in area.json).
import type { RouteObject } from 'react-router';
import { namedPage, page } from './i18n/page';

export const routes: RouteObject[] = [
  {
    path: 'accounts/:account_sid/subscription',
    lazy: namedPage(
      async () => (await import('./features/subscription/SubscriptionPage')).UpgradeSubscriptionPage,
    ),
  },
  {
    path: 'accounts/:account_sid/modify-subscription',
    lazy: namedPage(
      async () => (await import('./features/subscription/SubscriptionPage')).ModifySubscriptionPage,
    ),
  },
  {
    path: 'accounts/:account_sid/manage-payment',
    lazy: page(() => import('./features/payment/ManagePaymentPage')),
  },
  {
    path: 'accounts/:account_sid/sip-realm/edit',
    lazy: page(() => import('./features/sip-realm/EditSipRealmPage')),
  },
  { path: 'accounts/:account_sid/invoices', lazy: page(() => import('./features/invoices/InvoicesPage')) },
];

export default routes;
