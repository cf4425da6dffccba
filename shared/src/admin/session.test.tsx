import { renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { createPortalStore, type SessionState } from '@switchboard/shared/store';
import { TEST_ACCOUNT_SID, TEST_SP_SID, renderWithProviders, sessionAs } from '@switchboard/shared/testing';
import { useSessionInfo } from './session';
import { effectiveAccountSid, sortByName, useSelectedAccount } from './selected-account';

function sessionInfoOf(session: { session: SessionState }) {
  const store = createPortalStore({ persist: false, preloadedState: session });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(() => useSessionInfo(), { wrapper });
  store.dispose();
  return result.current;
}

describe('useSessionInfo', () => {
  it('describes an admin working on a service provider', () => {
    expect(sessionInfoOf(sessionAs('admin'))).toMatchObject({
      scope: 'admin',
      isAdmin: true,
      isServiceProviderOrAdmin: true,
      isAccountUser: false,
      isViewOnly: false,
      serviceProviderSid: TEST_SP_SID,
      ownAccountSid: null,
    });
  });

  it('describes a view-only account user with their own account', () => {
    expect(sessionInfoOf(sessionAs('account', { is_view_only: true }))).toMatchObject({
      scope: 'account',
      isAdmin: false,
      isServiceProviderOrAdmin: false,
      isAccountUser: true,
      isViewOnly: true,
      ownAccountSid: TEST_ACCOUNT_SID,
    });
  });

  it('has nobody when signed out', () => {
    expect(
      sessionInfoOf({ session: { ...sessionAs('admin').session, token: null, user: null } }),
    ).toMatchObject({
      scope: null,
      userSid: null,
      isServiceProviderOrAdmin: false,
    });
  });
});

describe('the selected account', () => {
  const accounts = [
    { account_sid: 'b', name: 'bravo' },
    { account_sid: 'a', name: 'Alpha' },
  ];

  it('sorts by name in any case', () => {
    expect(sortByName(accounts).map((a) => a.name)).toEqual(['Alpha', 'bravo']);
    expect(sortByName(undefined)).toEqual([]);
  });

  it('is the selected account when it is in the list, else the first by name', () => {
    expect(effectiveAccountSid(accounts, 'b')).toBe('b');
    expect(effectiveAccountSid(accounts, 'gone')).toBe('a');
    expect(effectiveAccountSid(accounts, null)).toBe('a');
    expect(effectiveAccountSid([], null)).toBeNull();
    expect(effectiveAccountSid(undefined, 'b')).toBeNull();
  });

  it('comes from the URL, and an account user’s is their own', async () => {
    function Probe() {
      return <p>selected: {useSelectedAccount().accountSid ?? 'none'}</p>;
    }
    const { unmount } = renderWithProviders(<Probe />, {
      route: '/x?account_sid=from-url',
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText('selected: from-url')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Probe />, {
      route: '/x?account_sid=from-url',
      preloadedState: sessionAs('account'),
    });
    expect(await screen.findByText(`selected: ${TEST_ACCOUNT_SID}`)).toBeInTheDocument();
  });
});
