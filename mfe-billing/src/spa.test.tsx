import { within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, mountSpaForTest, tokenFor } from '@switchboard/shared/testing';
import { setupFakeApi } from './testing/render';
import * as spa from './spa';

const api = setupFakeApi();

describe('./spa (single-spa lifecycles)', () => {
  it('mounts an account user’s subscription page in its own root, with the token of the mount props', async () => {
    const token = tokenFor('account');
    const area = await mountSpaForTest(spa, {
      name: 'billing',
      getToken: () => token,
      features: { hosted: true },
    });
    const { root } = area;
    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Upgrade your Subscription' }),
    ).toBeInTheDocument();
    expect(api.current.requests.find((r) => r.path === '/Prices')?.authorization).toBe(`Bearer ${token}`);
    expect(within(root).queryAllByText(TEST_ACCOUNT_SID)).toHaveLength(0);
    await area.unmount();
  });
});
