// Who may do what on an account's page, against the API in memory: account users on their own account and on
// another, a refusal by the server, view-only users.
import { screen } from '@testing-library/react';
import { ACCOUNT_SID as TEST_ACCOUNT_SID, addAccount, addServiceProvider } from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, editUrl, saveButton, sessionAs } from './AccountFormPage.fixtures';

describe('Account access', () => {
  it('an account user edits their own account (no SIP realm change, limits read-only, no delete)', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('default account');
    expect(screen.queryByRole('textbox', { name: 'SIP realm' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Max calls' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`);
    expect(put.body).not.toHaveProperty('sip_realm');
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/Limits`)).toHaveLength(0);
  });

  it('an account user cannot open another account', async () => {
    const other = await addAccount(api.current, 'Other');
    renderIdentity(`/internal/accounts/${other}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permissions to make changes to this Account',
      }),
    ).toBeInTheDocument();
  });

  it('a service-provider user refused by the server sees the same message', async () => {
    // another service provider's account: the API refuses it
    const elsewhere = await addServiceProvider(api.current, 'another provider');
    const theirs = await addAccount(api.current, 'Theirs', { service_provider_sid: elsewhere });
    renderIdentity(`/internal/accounts/${theirs}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permissions to make changes to this Account',
      }),
    ).toBeInTheDocument();
  });

  it('a view-only user sees the form read-only with no save, delete or key actions', async () => {
    renderIdentity(editUrl, { preloadedState: sessionAs('service_provider', { isViewOnly: true }) });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add API key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate new secret' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registration webhook URL' })).toHaveAttribute('readonly');
  });
});
