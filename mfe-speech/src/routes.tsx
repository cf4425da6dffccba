// The speech area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md), each a
// lazy chunk; the list's loader starts its API calls while the page's code arrives.
import type { RouteObject } from 'react-router';
import { page } from '@switchboard/shared/admin';
import { speechListLoader } from './features/speech-services/loaders';

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
