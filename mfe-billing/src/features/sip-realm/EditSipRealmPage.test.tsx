// Changing a hosted account's SIP realm against the API in memory: availability as the API answers it (another
// account holds 'taken'), the change itself.
import { screen } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast, readBack } from '@switchboard/shared/testing';
import type { UsersMe } from '@switchboard/shared/types';
import { renderBilling } from '../../testing/render';
import { HOSTED, signUp } from '../../testing/seed';

const { api } = setupContractTest(HOSTED);

describe('Edit Sip Realm', () => {
  it('checks the sub-domain after a pause; Change Sip Realm only when it is available', async () => {
    await signUp(api.current, { subdomain: 'taken' });
    const account = await signUp(api.current, { subdomain: 'acme' });
    const { user } = renderBilling(`/internal/accounts/${account.accountSid}/sip-realm/edit`, {
      preloadedState: account.session,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Sip Realm' })).toBeInTheDocument();
    expect(screen.getByText('Now: acme.sip.example.com')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Sub-domain/ });
    expect(screen.getByText('.sip.example.com')).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change Sip Realm' });
    expect(change).toBeDisabled();
    await user.type(input, 'ab');
    expect(screen.getByText('A sub-domain has at least 3 characters.')).toBeInTheDocument();
    await user.type(input, 'c');
    expect(await screen.findByText('abc.sip.example.com is available')).toBeInTheDocument();
    // one check for the name typed, after the pause — none for 'a' or 'ab'
    expect(api.current.sent('GET', '/Availability').map((r) => r.search)).toEqual([
      '?type=subdomain&value=abc.sip.example.com',
    ]);
    await user.clear(input);
    await user.type(input, 'taken');
    expect(await screen.findByText('taken.sip.example.com is taken')).toBeInTheDocument();
    // the red cross beside it; the disabled button says why
    expect(screen.getByRole('img', { name: 'Not available' })).toBeInTheDocument();
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription('Not available taken.sip.example.com is taken');
    await user.clear(input);
    await user.type(input, 'newname');
    expect(await screen.findByText('newname.sip.example.com is available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Available' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Sip Realm' }));
    expect(await findToast('Your SIP realm is now newname.sip.example.com')).toBeInTheDocument();
    expect(
      api.current.sent('POST', `/Accounts/${account.accountSid}/SipRealms/newname.sip.example.com`),
    ).toHaveLength(1);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/internal/accounts/${account.accountSid}/edit`,
    );
    const me = await readBack(() => api.current.call<UsersMe>('GET', '/Users/me', account.token));
    expect(me.account.sip_realm).toBe('newname.sip.example.com');
  });
});
