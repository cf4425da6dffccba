// The observability area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md).
// Each page is its own lazy chunk; the loaders start the first API calls while the chunk arrives.
import type { RouteObject } from 'react-router';
import { page as kitPage, type PageModule } from '@switchboard/shared/admin';
import { observabilityTranslations } from './i18n/resources';

/** A page's chunk, shown once the area's texts are there in the user's language. */
const page = (load: () => Promise<PageModule>) => kitPage(load, observabilityTranslations);

export const routes: RouteObject[] = [
  { path: 'recent-calls', lazy: page(() => import('./features/recent-calls/RecentCallsPage')) },
  { path: 'recent-calls/:call_sid', lazy: page(() => import('./features/call-page/CallPage')) },
  { path: 'alerts', lazy: page(() => import('./features/alerts/AlertsPage')) },
  { path: 'alert-rules', lazy: page(() => import('./features/alert-rules/AlertRulesPage')) },
  { path: 'alert-rules/add', lazy: page(() => import('./features/alert-rules/AlertRuleFormPage')) },
  {
    path: 'alert-rules/:rule_sid/edit',
    lazy: page(() => import('./features/alert-rules/AlertRuleFormPage')),
  },
  { path: 'call-quality', lazy: page(() => import('./features/call-quality/CallQualityPage')) },
  { path: 'usage', lazy: page(() => import('./features/usage-limits/UsagePage')) },
];

export default routes;
