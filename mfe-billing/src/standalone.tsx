// The standalone page (`npm run dev -w mfe-billing`, or the remote's own origin in production): the area behind the
// kit's minimal shell, with the same runtime configuration, store, API and UI kit as in the host.
import { startStandalone } from '@switchboard/shared/admin-shell';
import { billingArea } from './area';

void startStandalone(billingArea);
