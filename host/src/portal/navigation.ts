// Navigation: the menu built from what the configured remotes declare (their menu items, who sees them, the paths
// they own: host/REMOTES.md), and where a user lands. The host keeps only the order of the menu's sections.
import {
  MENU_SECTIONS,
  fillMenuPath,
  isVisibleTo,
  type AreaDeclaration,
  type AreaMenuItem,
  type RuntimeConfig,
  type VisibilityContext,
} from '@switchboard/shared/config';
import type { SessionUser } from '@switchboard/shared/store';
import type { ServiceProvider } from '@switchboard/shared/types';

export const INTERNAL = '/internal';

/** What decides whether an item shows. */
export interface MenuContext {
  user: SessionUser;
  config: RuntimeConfig;
  serviceProvider: ServiceProvider | null;
}

export function visibilityOf(ctx: {
  user: Pick<SessionUser, 'scope'> | null;
  config: Pick<RuntimeConfig, 'features'>;
  serviceProvider?: ServiceProvider | null;
}): VisibilityContext {
  return {
    scope: ctx.user?.scope ?? null,
    features: ctx.config.features,
    serviceProvider: (ctx.serviceProvider ?? null) as Record<string, unknown> | null,
  };
}

/** A menu item as the layout renders it: its remote, and its path with the user's own sids filled in. */
export interface MenuEntry extends AreaMenuItem {
  remote: string;
  /** Path relative to /internal. */
  to: string;
}

/** The items this user sees, from every declaration: by section (the host's order), then by declared order. */
export function visibleMenu(declarations: ReadonlyArray<AreaDeclaration>, ctx: MenuContext): MenuEntry[] {
  const visibility = visibilityOf(ctx);
  return declarations
    .flatMap((declaration) =>
      declaration.menu
        .filter((item) => isVisibleTo(item, visibility))
        .map((item) => ({ ...item, remote: declaration.area, to: fillMenuPath(item.path, ctx.user) })),
    )
    .sort(
      (a, b) =>
        MENU_SECTIONS.indexOf(a.section) - MENU_SECTIONS.indexOf(b.section) ||
        a.order - b.order ||
        a.label.localeCompare(b.label),
    );
}

/** A pathname under /internal, relative to it ('/internal/accounts/x' → 'accounts/x'), or null elsewhere. */
export function internalRelative(pathname: string): string | null {
  if (pathname !== INTERNAL && !pathname.startsWith(`${INTERNAL}/`)) return null;
  return pathname.slice(INTERNAL.length).replace(/^\/+/, '');
}

/** Where a user lands after sign-in (docs/product/shell.md#landing-page): the accounts list, or an account user's own account. */
export function homePath(user: Pick<SessionUser, 'scope' | 'account_sid'> | null): string {
  if (user?.scope === 'account' && user.account_sid) return `${INTERNAL}/accounts/${user.account_sid}/edit`;
  return `${INTERNAL}/accounts`;
}
