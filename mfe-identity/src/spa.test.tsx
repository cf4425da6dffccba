import { act, within } from '@testing-library/react';
import { TEST_API_BASE_URL, TEST_SP_SID, tokenFor } from '@switchboard/shared/testing';
import { setupFakeApi } from './testing/setup';
import { bootstrap, mount, unmount } from './spa';

const api = setupFakeApi();

// single-spa passes the application's name and its own props along with the custom props.
function propsFor(domElement: HTMLElement, token: string) {
  return {
    name: 'identity',
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
  it('mounts the Accounts list with its own store, router and toasts, inside its own root, and unmounts cleanly', async () => {
    const partnerPage = document.createElement('div');
    partnerPage.id = 'partner';
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
    expect(await within(root).findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(await within(root).findByRole('rowheader', { name: 'default account' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // The token comes from the mount props' getter.
    const call = api.current.requests.find((r) => r.path === `/ServiceProviders/${TEST_SP_SID}/Accounts`);
    expect(call?.authorization).toBe(`Bearer ${token}`);

    await act(async () => {
      await unmount(props);
    });
    expect(partnerPage.shadowRoot?.querySelector('.sb-root')).toBeNull();
    partnerPage.remove();
  });

  it('says what is missing when mounted without a token', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const props = { ...(propsFor(element, '') as object), name: 'identity-2', getToken: () => null } as never;
    let mounted: Promise<unknown> | undefined;
    act(() => {
      mounted = mount(props);
    });
    await act(async () => {
      await mounted;
    });
    const root = element.shadowRoot?.querySelector('.sb-root') as HTMLElement;
    expect(await within(root).findByText('Not signed in')).toBeInTheDocument();
    await act(async () => {
      await unmount(props);
    });
    element.remove();
  });
});
