// Renders the speech area's real route table (lazy pages included) at a URL (the kit's renderArea).
import { renderArea, type RenderWithProvidersOptions } from '@switchboard/shared/testing';
import { routes } from '../routes';

export function renderSpeech(
  route: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'routes'> = {},
) {
  return renderArea(routes, route, options);
}
