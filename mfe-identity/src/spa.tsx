// single-spa lifecycles: the identity area mounted alone in a partner's page (the kit's createAreaSpa: its own
// store, router and toasts, the API base URL and token from the mount props, styles inside its root element).
import { createAreaSpa } from '@switchboard/shared/admin-shell';
import { identityArea } from './area';

const lifecycles = createAreaSpa(identityArea);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
