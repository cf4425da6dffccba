import { act, within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, TEST_API_BASE_URL, TEST_SP_SID, tokenFor } from '@switchboard/shared/testing';
import { setupFakeApi } from './testing/render';
import { bootstrap, mount, unmount } from './spa';

const api = setupFakeApi();

describe('./spa (single-spa lifecycles)', () => {
  it('mounts an account user’s subscription page in its own root, with the token of the mount props', async () => {
    const partner = document.createElement('div');
    document.body.appendChild(partner);
    const token = tokenFor('account');
    const props = {
      name: 'billing',
      singleSpa: {},
      mountParcel: () => undefined,
      apiBaseUrl: TEST_API_BASE_URL,
      getToken: () => token,
      serviceProviderSid: TEST_SP_SID,
      routing: 'memory' as const,
      features: { hosted: true },
      domElement: partner,
    } as never;
    await bootstrap(props);
    let mounted: Promise<unknown> | undefined;
    act(() => {
      mounted = mount(props);
    });
    await act(async () => {
      await mounted;
    });
    // It renders in the element's shadow root (the partner's CSS cannot reach it).
    expect(partner.querySelector('.sb-root')).toBeNull();
    const root = partner.shadowRoot?.querySelector('.sb-root') as HTMLElement;
    expect(root).not.toBeNull();
    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Upgrade your Subscription' }),
    ).toBeInTheDocument();
    expect(api.current.requests.find((r) => r.path === '/Prices')?.authorization).toBe(`Bearer ${token}`);
    expect(within(root).queryAllByText(TEST_ACCOUNT_SID)).toHaveLength(0);
    await act(async () => {
      await unmount(props);
    });
    expect(partner.shadowRoot?.querySelector('.sb-root')).toBeNull();
    partner.remove();
  });
});
