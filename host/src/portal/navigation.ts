// The navigation table: which menu items exist, where they go, which remote owns each path, and who sees them.
// The host renders the menu from this table before any remote is fetched; a remote is fetched on the first visit
// to one of its paths (or on hover/focus of its menu item). See host/REMOTES.md.
import { matchPath } from 'react-router';
import type { FeatureName, RuntimeConfig } from '@switchboard/shared/config';
import type { SessionUser } from '@switchboard/shared/store';
import type { Scope, ServiceProvider } from '@switchboard/shared/types';
import { hasScope } from '@switchboard/shared/access';

/** Remote ids, as in config.json `remotes` and scripts/lib/apps.cjs; the federation name is `mfe_<id>`. */
export const REMOTE_IDS = ['identity', 'telephony', 'speech', 'observability', 'billing'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

export const federationNameOf = (remote: RemoteId) => `mfe_${remote}`;

/**
 * Which remote owns a path under /internal (patterns relative to /internal). Checked in order: the first match
 * wins, so the hosted-mode account pages of billing come before identity's `accounts`.
 */
export const REMOTE_PATHS: ReadonlyArray<{ remote: RemoteId; pattern: string }> = [
  { remote: 'billing', pattern: 'accounts/:account_sid/subscription' },
  { remote: 'billing', pattern: 'accounts/:account_sid/manage-payment' },
  { remote: 'billing', pattern: 'accounts/:account_sid/modify-subscription' },
  { remote: 'billing', pattern: 'accounts/:account_sid/sip-realm/*' },
  { remote: 'identity', pattern: 'users/*' },
  { remote: 'identity', pattern: 'settings/*' },
  { remote: 'identity', pattern: 'accounts/*' },
  { remote: 'identity', pattern: 'applications/*' },
  { remote: 'telephony', pattern: 'carriers/*' },
  { remote: 'telephony', pattern: 'phone-numbers/*' },
  { remote: 'telephony', pattern: 'ms-teams-tenants/*' },
  { remote: 'telephony', pattern: 'least-cost-routing/*' },
  { remote: 'telephony', pattern: 'clients/*' },
  { remote: 'speech', pattern: 'speech-services/*' },
  { remote: 'observability', pattern: 'recent-calls/*' },
  { remote: 'observability', pattern: 'alerts/*' },
];

export const INTERNAL = '/internal';

/** The remote that owns a pathname ('/internal/accounts/x/edit' → identity), or null. */
export function remoteForPath(pathname: string): RemoteId | null {
  if (pathname !== INTERNAL && !pathname.startsWith(`${INTERNAL}/`)) return null;
  const relative = pathname.slice(INTERNAL.length) || '/';
  for (const { remote, pattern } of REMOTE_PATHS) {
    if (matchPath({ path: pattern, end: true }, relative)) return remote;
  }
  return null;
}

/** What decides whether an item shows. */
export interface MenuContext {
  user: SessionUser;
  config: RuntimeConfig;
  serviceProvider: ServiceProvider | null;
}

export interface MenuItem {
  id: string;
  label: string;
  /** Path relative to /internal. */
  to: (ctx: MenuContext) => string;
  remote: RemoteId;
  section?: 'byo';
  /** Lowest scope that sees it. */
  minScope?: Scope;
  /** Only these scopes see it (e.g. 'Account' is for account users). */
  onlyScopes?: Scope[];
  /** Needs this feature switch on. */
  feature?: FeatureName;
  /** Hidden when this feature switch is on. */
  hiddenWith?: FeatureName;
  /** Any other condition. */
  when?: (ctx: MenuContext) => boolean;
}

/** Core §2 menu, in order; 'BYO Services' items are grouped under that heading. */
export const MENU: readonly MenuItem[] = [
  { id: 'users', label: 'Users', to: () => 'users', remote: 'identity', hiddenWith: 'hosted' },
  {
    id: 'settings',
    label: 'Settings',
    to: () => 'settings',
    remote: 'identity',
    minScope: 'service_provider',
  },
  {
    id: 'accounts',
    label: 'Accounts',
    to: () => 'accounts',
    remote: 'identity',
    minScope: 'service_provider',
  },
  {
    id: 'account',
    label: 'Account',
    to: ({ user }) => `accounts/${user.account_sid ?? ''}/edit`,
    remote: 'identity',
    onlyScopes: ['account'],
  },
  { id: 'clients', label: 'Clients', to: () => 'clients', remote: 'telephony' },
  { id: 'applications', label: 'Applications', to: () => 'applications', remote: 'identity' },
  { id: 'recent-calls', label: 'Recent calls', to: () => 'recent-calls', remote: 'observability' },
  { id: 'alerts', label: 'Alerts', to: () => 'alerts', remote: 'observability' },
  { id: 'carriers', label: 'Carriers', to: () => 'carriers', remote: 'telephony', section: 'byo' },
  { id: 'speech', label: 'Speech', to: () => 'speech-services', remote: 'speech', section: 'byo' },
  {
    id: 'phone-numbers',
    label: 'Phone Numbers',
    to: () => 'phone-numbers',
    remote: 'telephony',
    section: 'byo',
  },
  {
    id: 'ms-teams-tenants',
    label: 'MS Teams Tenants',
    to: () => 'ms-teams-tenants',
    remote: 'telephony',
    section: 'byo',
    when: ({ serviceProvider }) => Boolean(serviceProvider?.ms_teams_fqdn),
  },
  {
    id: 'outbound-call-routing',
    label: 'Outbound Call Routing',
    // Core §2: admins get the list; others go on to the edit of their own routing, or to add one. The list page
    // of the telephony remote does that redirect (it owns the Lcrs calls); see REMOTES.md.
    to: () => 'least-cost-routing',
    remote: 'telephony',
    section: 'byo',
    feature: 'lcr',
  },
];

/** The items this user sees: scope and feature gates, and only remotes that are configured. */
export function visibleMenu(ctx: MenuContext): MenuItem[] {
  return MENU.filter((item) => {
    if (!ctx.config.remotes[item.remote]) return false;
    if (item.minScope && !hasScope(ctx.user, item.minScope)) return false;
    if (item.onlyScopes && !item.onlyScopes.includes(ctx.user.scope)) return false;
    if (item.feature && !ctx.config.features[item.feature]) return false;
    if (item.hiddenWith && ctx.config.features[item.hiddenWith]) return false;
    if (item.when && !item.when(ctx)) return false;
    return true;
  });
}

/** Where a user lands after sign-in (core §4): the accounts list, or an account user's own account. */
export function homePath(user: Pick<SessionUser, 'scope' | 'account_sid'> | null): string {
  if (user?.scope === 'account' && user.account_sid) return `${INTERNAL}/accounts/${user.account_sid}/edit`;
  return `${INTERNAL}/accounts`;
}
