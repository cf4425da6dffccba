// A remote writes its pages' paths in three places: its declaration (area.json: the paths it owns and its menu
// items, read by the host before any of its code), its route table (routes.tsx) and its link builders
// (lib/paths.ts). This finds where they disagree, so a page added, moved or renamed in one place and not the
// others fails a test instead of a user's click.
import { matchPath, matchRoutes, type RouteObject } from 'react-router';

type DeclaredPath = string | { pattern: string };

/** The parts of an area.json this looks at. */
export interface DeclarationPaths {
  paths: DeclaredPath[];
  publicPaths?: DeclaredPath[];
  menu: { id: string; path: string }[];
}

const INTERNAL = '/internal';
const patternOf = (declared: DeclaredPath) => (typeof declared === 'string' ? declared : declared.pattern);
/** A route path with every parameter filled in, as a URL would have it. */
const filled = (path: string) => `/${path.replace(/:[A-Za-z_]+/g, 'x').replace(/\/\*$/, '')}`;

function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [...(route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

/** Every link a paths module builds: its strings, and its builders called with a sid. */
function linksOf(paths: Record<string, unknown>): [string, string][] {
  return Object.entries(paths).flatMap(([name, value]): [string, string][] => {
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') return [[name, String((value as (sid: string) => unknown)('x'))]];
    return [];
  });
}

/**
 * What disagrees between a remote's declaration, its routes (relative to /internal) and its public routes
 * (relative to /), and its links: one line per problem, none when they agree. A link outside the paths the
 * declaration owns is another area's page and is left to that area.
 */
export function areaPathProblems({
  declaration,
  routes,
  publicRoutes = [],
  paths,
}: {
  declaration: DeclarationPaths;
  routes: readonly RouteObject[];
  publicRoutes?: readonly RouteObject[];
  paths: Record<string, unknown>;
}): string[] {
  const problems: string[] = [];
  const owned = declaration.paths.map(patternOf);
  const ownedPublic = (declaration.publicPaths ?? []).map(patternOf);
  const claims = (patterns: string[], url: string) =>
    patterns.some((pattern) => matchPath({ path: `/${pattern}`, end: true }, url));

  for (const [kind, list, patterns] of [
    ['route', routePaths(routes), owned],
    ['public route', routePaths(publicRoutes), ownedPublic],
  ] as const) {
    for (const path of list)
      if (!claims(patterns, filled(path)))
        problems.push(`${kind} '${path}' is not among the declaration's paths`);
    for (const pattern of patterns)
      if (!list.some((path) => matchPath({ path: `/${pattern}`, end: true }, filled(path))))
        problems.push(`declared path '${pattern}' has no ${kind}`);
  }
  const routeTable = [...routes];
  for (const item of declaration.menu)
    if (!matchRoutes(routeTable, `/${item.path}`))
      problems.push(`menu item '${item.id}' goes to '${item.path}', which no route shows`);
  for (const [name, link] of linksOf(paths)) {
    const [pathname] = link.split('?');
    const internal = pathname.startsWith(`${INTERNAL}/`) ? pathname.slice(INTERNAL.length) : null;
    if (internal !== null) {
      if (claims(owned, internal) && !matchRoutes(routeTable, internal))
        problems.push(`link '${name}' (${link}) is this area's, but no route shows it`);
    } else if (claims(ownedPublic, pathname) && !matchRoutes([...publicRoutes], pathname)) {
      problems.push(`link '${name}' (${link}) is this area's, but no public route shows it`);
    }
  }
  return problems;
}
