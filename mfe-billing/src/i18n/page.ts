// A billing page's lazy route: its chunk, shown once the area's texts are there in the user's language
// (docs/architecture.md#translation).
import type { RouteObject } from 'react-router';
import { page as kitPage } from '@switchboard/shared/admin';
import { billingTranslations } from './resources';

type PageModule = Parameters<typeof kitPage>[0] extends () => Promise<infer M> ? M : never;

/** The kit's lazy page, waiting for the area's texts too. */
export const page = (load: () => Promise<PageModule>) =>
  kitPage(async () => (await Promise.all([load(), billingTranslations]))[0]);

/** A page that is a named export of its chunk (the subscription pages share one), waiting for the texts too. */
export const namedPage =
  (load: () => Promise<RouteObject['Component']>): NonNullable<RouteObject['lazy']> =>
  async () => {
    const [Component] = await Promise.all([load(), billingTranslations]);
    return { Component };
  };
