// The standalone page (`npm run dev -w mfe-speech`, or the remote's own origin in production): the area behind the
// kit's minimal shell, with the same runtime configuration, store, API and UI kit as in the host.
import { startStandalone } from '@switchboard/shared/admin-shell';
import { speechArea } from './area';

void startStandalone(speechArea);
