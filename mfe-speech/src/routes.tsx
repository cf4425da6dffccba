// The speech area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md), each a
// lazy chunk shown once the area's texts are there in the user's language; the list's loader starts its API calls
// while the page's code arrives.
import type { RouteObject } from 'react-router';
import { page as kitPage, type PageModule } from '@switchboard/shared/admin';
import { speechListLoader } from './features/speech-services/loaders';
import { speechTranslations } from './i18n/resources';

/** A page's chunk, shown once the area's texts are there in the user's language. */
const page = (load: () => Promise<PageModule>) => kitPage(load, speechTranslations);

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
