import { within } from '@testing-library/react';
import { TEST_SP_SID, mountSpaForTest, tokenFor } from '@switchboard/shared/testing';
import { makeCarrier } from './testing/fake-api';
import { setupFakeApi } from './testing/setup';
import * as spa from './spa';

const api = setupFakeApi();

describe('./spa (single-spa lifecycles)', () => {
  it('mounts the Carriers list with its own store, router and toasts, inside its own root, and unmounts cleanly', async () => {
    api.current.db.carriers.push(makeCarrier({ name: 'Partner trunk' }));
    const token = tokenFor('admin');
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
