// What the kit needs to know about an area to run it without the host (single-spa mount, standalone page).
import type { RouteObject } from 'react-router';
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
  /** The standalone shell's navigation for the signed-in user (default: none). */
  nav?: (user: SessionUser) => AreaNavLink[];
}

export function homePath(area: Pick<AreaDefinition, 'home'>, user: SessionUser | null): string {
  return typeof area.home === 'string' ? area.home : area.home(user);
}
