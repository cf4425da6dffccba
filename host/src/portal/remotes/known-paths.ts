// The paths each remote last declared, kept in localStorage so that a remote that is down still owns its paths,
// and which remote owns a path among the declared ones.
import { matchRoutes } from 'react-router';
import type { AreaPath } from '@switchboard/shared/config';
import type { RemoteId } from './types';

/** Where the paths each remote last declared are kept, so a remote that is down still owns its paths. */
export const KNOWN_PATHS_STORAGE_KEY = 'sb.remotePaths';

export interface KnownPaths {
  internal: AreaPath[];
  public: AreaPath[];
}

export function readKnownPaths(): Record<string, KnownPaths> {
  try {
    const raw = JSON.parse(localStorage.getItem(KNOWN_PATHS_STORAGE_KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, KnownPaths>) : {};
  } catch {
    return {};
  }
}

export function rememberPaths(remote: RemoteId, paths: KnownPaths) {
  try {
    localStorage.setItem(KNOWN_PATHS_STORAGE_KEY, JSON.stringify({ ...readKnownPaths(), [remote]: paths }));
  } catch {
    // Storage full or off: ownership of a down remote's paths is then unknown, which is only less precise.
  }
}

/** Which remote owns `relativePath` among `table` (react-router's ranking: the most specific pattern wins). */
export function bestOwner(table: Array<{ remote: RemoteId; path: AreaPath }>, relativePath: string) {
  const routes = table.map(({ remote, path }, index) => ({ id: `${index}:${remote}`, path: path.pattern }));
  const matches = matchRoutes(routes, `/${relativePath}`);
  const best = matches?.[matches.length - 1]?.route.id;
  return best ? best.slice(best.indexOf(':') + 1) : null;
}
