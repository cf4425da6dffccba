// The identity area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md).
// Each page is its own lazy chunk, fetched on the first visit to one of its paths.
import type { RouteObject } from 'react-router';
import { page as kitPage, type PageModule } from '@switchboard/shared/admin';
import { accountEditLoader, accountsListLoader } from './features/accounts/loaders';
import { identityTranslations } from './i18n/resources';

/** A page's chunk, shown once the area's texts are there in the user's language. */
const page = (load: () => Promise<PageModule>) => kitPage(load, identityTranslations);

export const routes: RouteObject[] = [
  // The landing pages after sign-in: their loaders start the API calls while the page's code arrives.
  {
    path: 'accounts',
    loader: accountsListLoader,
    lazy: page(() => import('./features/accounts/AccountsPage')),
  },
  { path: 'accounts/add', lazy: page(() => import('./features/accounts/AccountFormPage')) },
  {
    path: 'accounts/:account_sid/edit',
    loader: accountEditLoader,
    lazy: page(() => import('./features/accounts/AccountFormPage')),
  },
  { path: 'users', lazy: page(() => import('./features/users/UsersPage')) },
  { path: 'users/add', lazy: page(() => import('./features/users/UserFormPage')) },
  { path: 'users/:user_sid/edit', lazy: page(() => import('./features/users/UserFormPage')) },
  { path: 'settings', lazy: page(() => import('./features/settings/SettingsPage')) },
  { path: 'applications', lazy: page(() => import('./features/applications/ApplicationsPage')) },
  { path: 'applications/add', lazy: page(() => import('./features/applications/ApplicationFormPage')) },
  {
    path: 'applications/:application_sid/edit',
    lazy: page(() => import('./features/applications/ApplicationFormPage')),
  },
  // Beyond the jambonz portal: the audit trail (linked from the account page and Settings).
  { path: 'activity', lazy: page(() => import('./features/activity/ActivityPage')) },
];

export default routes;
