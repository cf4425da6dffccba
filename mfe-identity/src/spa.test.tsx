import { within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { mountSpaForTest } from '@switchboard/shared/testing';
import { SP_SID as TEST_SP_SID } from './testing/seed';
import * as spa from './spa';

const api = setupContractApi();

describe('./spa (single-spa lifecycles)', () => {
  it('mounts the Accounts list with its own store, router and toasts, inside its own root, and unmounts cleanly', async () => {
    const token = api.current.adminToken();
    const area = await mountSpaForTest(spa, { name: 'identity', getToken: () => token });
    const { root } = area;
    expect(await within(root).findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(await within(root).findByRole('rowheader', { name: 'default account' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // The token comes from the mount props' getter.
    const call = api.current.requests.find((r) => r.path === `/ServiceProviders/${TEST_SP_SID}/Accounts`);
    expect(call?.authorization).toBe(`Bearer ${token}`);
    await area.unmount();
  });

  it('says what is missing when mounted without a token', async () => {
    const area = await mountSpaForTest(spa, { name: 'identity-2', getToken: () => null });
    expect(await within(area.root).findByText('Not signed in')).toBeInTheDocument();
    await area.unmount();
  });
});
