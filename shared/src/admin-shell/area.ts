// What the kit needs to know about an area to run it without the host (single-spa mount, standalone page).
import type { RouteObject } from 'react-router';
import { INTERNAL } from '@switchboard/shared/admin';
import {
  fillMenuPath,
  isVisibleTo,
  MENU_SECTIONS,
  parseAreaDeclaration,
  type VisibilityContext,
} from '@switchboard/shared/config';
import type { SessionUser } from '@switchboard/shared/store';

/** A link of the standalone shell's navigation. */
export interface AreaNavLink {
  to: string;
  label: string;
}

export interface AreaDefinition {
  /** Short id, e.g. 'telephony': 'Switchboard · telephony' in the standalone header, and in error messages. */
  name: string;
  /** e.g. 'Telephony area': names the standalone navigation and its sign-in page. */
  title: string;
  /** The remote's `./routes` table (paths relative to /internal). */
  routes: RouteObject[];
  /** Where a signed-in user lands at '/' and '/internal': a path, or one per user. */
  home: string | ((user: SessionUser | null) => string);
  /**
   * The remote's `area.json` (what it declares to the host): the standalone shell's navigation is its menu
   * items, with the same conditions as in the host.
   */
  declaration?: unknown;
  /** The standalone shell's navigation, when it is not the declaration's menu. */
  nav?: (user: SessionUser) => AreaNavLink[];
}

/** The links of the standalone navigation: `nav`, else the declared menu items the user sees in the host. */
export function navLinks(
  area: Pick<AreaDefinition, 'nav' | 'declaration'>,
  user: SessionUser,
  visibility: Omit<VisibilityContext, 'scope'>,
): AreaNavLink[] {
  if (area.nav) return area.nav(user);
  if (area.declaration === undefined) return [];
  const { declaration } = parseAreaDeclaration(area.declaration);
  return declaration.menu
    .filter((item) => isVisibleTo(item, { ...visibility, scope: user.scope }))
    .sort((a, b) => MENU_SECTIONS.indexOf(a.section) - MENU_SECTIONS.indexOf(b.section) || a.order - b.order)
    .map((item) => ({ to: `${INTERNAL}/${fillMenuPath(item.path, user)}`, label: item.label }));
}

export function homePath(area: Pick<AreaDefinition, 'home'>, user: SessionUser | null): string {
  return typeof area.home === 'string' ? area.home : area.home(user);
}
