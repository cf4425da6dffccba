// The observability area as the kit runs it without the host (single-spa mount, standalone page).
import type { AreaDefinition } from '@switchboard/shared/admin-shell';
import declaration from '../area.json';
import { routes } from './routes';

export const observabilityArea: AreaDefinition = {
  name: 'observability',
  title: 'Observability area',
  routes,
  home: '/internal/recent-calls',
  // The standalone navigation is the menu the area declares to the host.
  declaration,
};
