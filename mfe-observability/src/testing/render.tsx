// Renders the observability area's real route table (lazy pages included) at a URL (the kit's renderArea).
import { renderArea, type RenderWithProvidersOptions } from '@switchboard/shared/testing';
import { routes } from '../routes';

export function renderObservability(
  route: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'routes'> = {},
) {
  return renderArea(routes, route, options);
}
