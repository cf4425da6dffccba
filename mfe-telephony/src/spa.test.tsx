import { within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { mountSpaForTest } from '@switchboard/shared/testing';
import { SP_SID as TEST_SP_SID, addCarrier } from './testing/seed';
import * as spa from './spa';

const api = setupContractApi();

describe('./spa (single-spa lifecycles)', () => {
  it('mounts the Carriers list with its own store, router and toasts, inside its own root, and unmounts cleanly', async () => {
    await addCarrier(api.current, 'Partner trunk');
    const token = api.current.adminToken();
    const area = await mountSpaForTest(spa, { name: 'telephony', getToken: () => token });
    const { root } = area;
    expect(await within(root).findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    expect(await within(root).findByRole('rowheader', { name: 'Partner trunk' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const call = api.current.requests.find((r) => r.path === `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`);
    expect(call?.authorization).toBe(`Bearer ${token}`);
    const shadow = area.element.shadowRoot as unknown as HTMLElement;
    await area.unmount();
    expect(within(shadow).queryByText('Partner trunk')).toBeNull();
  });
});
