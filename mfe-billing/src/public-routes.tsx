// The billing area's public pages (hosted mode), relative to / (host/REMOTES.md §4): registration, the OAuth callback
// and printable receipts. The host patches them under its root route when one is first visited; each page shows once
// the area's texts are there in the user's language.
import type { RouteObject } from 'react-router';
import { page } from './i18n/page';

export const publicRoutes: RouteObject[] = [
  { path: 'register', lazy: page(() => import('./features/registration/RegisterPage')) },
  { path: 'register/email', lazy: page(() => import('./features/registration/RegisterEmailPage')) },
  {
    path: 'register/email/verify-your-email',
    lazy: page(() => import('./features/registration/VerifyEmailPage')),
  },
  {
    path: 'register/choose-a-subdomain',
    lazy: page(() => import('./features/registration/ChooseSubdomainPage')),
  },
  { path: 'oauth-callback/:provider', lazy: page(() => import('./features/oauth/OAuthCallbackPage')) },
  { path: 'receipts/:account_sid/:invoice_id', lazy: page(() => import('./features/invoices/ReceiptPage')) },
];

export default publicRoutes;
