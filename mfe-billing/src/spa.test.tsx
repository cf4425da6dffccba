import { within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { mountSpaForTest } from '@switchboard/shared/testing';
import { HOSTED, signUp } from './testing/seed';
import * as spa from './spa';

const { api } = setupContractTest(HOSTED);

describe('./spa (single-spa lifecycles)', () => {
  it('mounts an account user’s subscription page in its own root, with the token of the mount props', async () => {
    const { token, accountSid } = await signUp(api.current);
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
    expect(within(root).queryAllByText(accountSid)).toHaveLength(0);
    await area.unmount();
  });
});
