// single-spa lifecycles: the observability area mounted alone in a partner's page (the kit's createAreaSpa).
import { createAreaSpa } from '@switchboard/shared/admin-shell';
import { observabilityArea } from './area';

const lifecycles = createAreaSpa(observabilityArea);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
