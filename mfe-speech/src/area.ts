// The speech area as the kit runs it without the host (single-spa mount, standalone page): its routes, where a
// user lands (the speech services list) and the standalone navigation (the menu it declares to the host).
import type { AreaDefinition } from '@switchboard/shared/admin-shell';
import declaration from '../area.json';
import { paths } from './lib/paths';
import { routes } from './routes';

export const speechArea: AreaDefinition = {
  name: 'speech',
  title: 'Speech area',
  routes,
  home: paths.list,
  declaration,
};
