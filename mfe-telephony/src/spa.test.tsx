import { act, within } from '@testing-library/react';
import { TEST_API_BASE_URL, TEST_SP_SID, tokenFor } from '@switchboard/shared/testing';
import { makeCarrier } from './testing/fake-api';
import { setupFakeApi } from './testing/setup';
import { bootstrap, mount, unmount } from './spa';

const api = setupFakeApi();

function propsFor(domElement: HTMLElement, token: string) {
  return {
    name: 'telephony',
    singleSpa: {},
    mountParcel: () => undefined,
    apiBaseUrl: TEST_API_BASE_URL,
    getToken: () => token,
    serviceProviderSid: TEST_SP_SID,
    routing: 'memory' as const,
    domElement,
  } as never;
}

describe('./spa (single-spa lifecycles)', () => {
  it('mounts the Carriers list with its own store, router and toasts, inside its own root, and unmounts cleanly', async () => {
    api.current.db.carriers.push(makeCarrier({ name: 'Partner trunk' }));
    const partnerPage = document.createElement('div');
    document.body.appendChild(partnerPage);
    const token = tokenFor('admin');
    const props = propsFor(partnerPage, token);
    await bootstrap(props);
    let mounted: Promise<unknown> | undefined;
    act(() => {
      mounted = mount(props);
    });
    await act(async () => {
      await mounted;
    });
    // It renders in the element's shadow root (the partner's CSS cannot reach it).
    expect(partnerPage.querySelector('.sb-root')).toBeNull();
    const root = partnerPage.shadowRoot?.querySelector('.sb-root') as HTMLElement;
    expect(root).not.toBeNull();
    expect(await within(root).findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    expect(await within(root).findByRole('rowheader', { name: 'Partner trunk' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const call = api.current.requests.find((r) => r.path === `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`);
    expect(call?.authorization).toBe(`Bearer ${token}`);
    await act(async () => {
      await unmount(props);
    });
    expect(partnerPage.shadowRoot?.querySelector('.sb-root')).toBeNull();
    expect(within(partnerPage.shadowRoot as unknown as HTMLElement).queryByText('Partner trunk')).toBeNull();
    partnerPage.remove();
  });
});
