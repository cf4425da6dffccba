// The speech area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md), each a
// lazy chunk shown once the area's texts are there in the user's language; the list's loader starts its API calls
// while the page's code arrives.
import type { RouteObject } from 'react-router';
import { page as kitPage } from '@switchboard/shared/admin';
import { speechListLoader } from './features/speech-services/loaders';
import { speechTranslations } from './i18n/resources';

type PageModule = Parameters<typeof kitPage>[0] extends () => Promise<infer M> ? M : never;

/** A page's chunk, shown once the area's texts are there in the user's language. */
const page = (load: () => Promise<PageModule>) =>
  kitPage(async () => (await Promise.all([load(), speechTranslations]))[0]);

export const routes: RouteObject[] = [
  {
    path: 'speech-services',
    loader: speechListLoader,
    lazy: page(() => import('./features/speech-services/SpeechServicesPage')),
  },
  {
    path: 'speech-services/add',
    lazy: page(() => import('./features/speech-services/SpeechServiceFormPage')),
  },
  {
    path: 'speech-services/:speech_credential_sid/edit',
    lazy: page(() => import('./features/speech-services/SpeechServiceFormPage')),
  },
];

export default routes;
