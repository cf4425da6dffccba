// An account's API keys on its page against the API in memory: created (shown once), deleted after confirmation,
// their last use, a token revealed on demand.
import { screen, waitFor, within } from '@testing-library/react';
import { findToast, readBack } from '@switchboard/shared/testing';
import { ACCOUNT_SID as TEST_ACCOUNT_SID } from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, editUrl, keysOf, sessionAs } from './AccountFormPage.fixtures';

describe('Account API keys', () => {
  it('creates a key (shown once) and deletes one after confirmation', async () => {
    const [seeded] = await keysOf();
    const old = seeded.token.slice(-4);
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Add API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    const token = within(dialog).getByTestId('new-api-key').textContent ?? '';
    expect(await findToast('API key created')).toBeInTheDocument();
    expect(api.current.sent('POST', '/ApiKeys')[0].body).toEqual({ account_sid: TEST_ACCOUNT_SID });
    // the key the API made, and it works
    expect((await readBack(() => keysOf())).map((k) => k.token)).toContain(token);
    await readBack(() => api.current.call('GET', `/Accounts/${TEST_ACCOUNT_SID}`, token));
    const ending = token.slice(-4);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByText(`API key ending ${ending} (hidden), ending with ${ending}`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete API key ending ${old}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete API key' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API key deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(new RegExp(`ending with ${old}`))).not.toBeInTheDocument());
    expect((await readBack(() => keysOf())).map((k) => k.token)).toEqual([token]);
  });

  it('shows last use as Today, Yesterday or N days ago and reveals a token on demand', async () => {
    const day = 86_400_000;
    // each key used once, as a client calls with it: now, yesterday, five days ago
    const use = (token: string) => api.current.call('GET', `/Accounts/${TEST_ACCOUNT_SID}`, token);
    const newKey = async () =>
      (await api.current.asAdmin<{ token: string }>('POST', '/ApiKeys', { account_sid: TEST_ACCOUNT_SID }))
        .token;
    const [seeded] = await keysOf();
    await use(seeded.token);
    const yesterday = await newKey();
    await api.current.asOf(Date.now() - day, () => use(yesterday));
    const older = await newKey();
    await api.current.asOf(Date.now() - 5 * day, () => use(older));
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('Today')).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByText('5 days ago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Reveal API key ending ${older.slice(-4)}` }));
    expect(screen.getByText(older)).toBeInTheDocument();
  });
});
