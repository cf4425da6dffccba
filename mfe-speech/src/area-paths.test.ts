// The area's pages are named in three places — area.json (read by the host before any code), routes.tsx and its
// links — and must agree: a route the declaration does not claim, a claimed path without a page, a menu item or a
// link to nowhere each fail here.
import { areaPathProblems } from '@switchboard/shared/testing';
import declaration from '../area.json';
import { paths } from './lib/paths';

import { routes } from './routes';

test('area.json, the routes and the links name the same pages', () => {
  expect(areaPathProblems({ declaration, routes, paths })).toEqual([]);
});
