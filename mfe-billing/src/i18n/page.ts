// A billing page's lazy route: its chunk, shown once the area's texts are there in the user's language
// (docs/architecture.md#translation).
import type { ComponentType } from 'react';
import { namedPage as kitNamedPage, page as kitPage, type PageModule } from '@switchboard/shared/admin';
import { billingTranslations } from './resources';

/** The kit's lazy page, waiting for the area's texts too. */
export const page = (load: () => Promise<PageModule>) => kitPage(load, billingTranslations);

/** A page that is a named export of its chunk (the subscription pages share one), waiting for the texts too. */
export const namedPage = (load: () => Promise<ComponentType>) => kitNamedPage(load, billingTranslations);
