// single-spa lifecycles: the billing area mounted alone in a partner's page (the kit's createAreaSpa: its own store,
// router and toasts, the API base URL and token from the mount props, styles inside its root element).
import { createAreaSpa } from '@switchboard/shared/admin-shell';
import { billingArea } from './area';

const lifecycles = createAreaSpa(billingArea);

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
