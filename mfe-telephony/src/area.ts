// The telephony area as the kit runs it without the host (single-spa mount, standalone page): its routes, where a
// user lands, and the standalone navigation (the menu the area declares to the host).
import type { AreaDefinition } from '@switchboard/shared/admin-shell';
import declaration from '../area.json';
import { paths } from './lib/paths';
import { routes } from './routes';

export const telephonyArea: AreaDefinition = {
  name: 'telephony',
  title: 'Telephony area',
  routes,
  home: paths.carriers,
  declaration,
};
