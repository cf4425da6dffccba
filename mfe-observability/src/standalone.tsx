// The standalone page (`npm run dev -w mfe-observability`, or the remote's own origin in production).
import { startStandalone } from '@switchboard/shared/admin-shell';
import { observabilityArea } from './area';

void startStandalone(observabilityArea);
