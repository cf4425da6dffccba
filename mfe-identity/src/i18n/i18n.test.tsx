import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { itHasEveryTranslation } from '@switchboard/shared/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { renderIdentity } from '../testing/render';
import { ACCOUNT_SID, addAccount, addApplication } from '../testing/seed';
import german from './de.json';
import { identityEnglish } from './resources';

const { api, sessionAs } = setupContractTest();

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the identity area’s translations', () => {
  itHasEveryTranslation('identity', identityEnglish, german);

  it('English is the spec’s texts, from the shared constants', () => {
    expect(identityEnglish.accounts.empty).toBe('No Accounts.');
    expect(identityEnglish.users.empty).toBe('No users.');
    expect(identityEnglish.applications.noAccount).toBe(
      'You must create an account before you can create an application.',
    );
  });
});

describe('the identity pages in German', () => {
  it('shows the accounts list and its delete dialog in German', async () => {
    await setLanguage('de');
    await addAccount(api.current, 'Acme');
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'SID' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_SID)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Konten filtern' })).toHaveAttribute(
      'placeholder',
      'Nach Name oder SID filtern',
    );

    // the default account still has applications: the dialog says so, in German
    await user.click(screen.getByRole('button', { name: 'default account löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konto löschen' });
    expect(
      await within(dialog).findByText('Dieses Konto kann noch nicht gelöscht werden'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Löschen oder verschieben Sie zuerst, was noch dazugehört. Es hat noch:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  });

  it('shows the users list in German, its scopes and Scope filter too, and English after the switch', async () => {
    await setLanguage('de');
    renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Benutzer hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Benutzername' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bereich' })).toBeInTheDocument();
    const admin = await screen.findByRole('row', { name: /^admin/ });
    expect(within(admin).getByText('Administrator')).toBeInTheDocument();
    const scope = screen.getByRole('combobox', { name: 'Bereich' });
    expect(within(scope).getByRole('option', { name: 'Alle Bereiche' })).toBeInTheDocument();
    expect(within(scope).getByRole('option', { name: 'Dienstanbieter' })).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'User Name' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Scope' })).getByRole('option', { name: 'All scopes' }),
    ).toBeInTheDocument();
  });

  it('shows the add user form in German', async () => {
    await setLanguage('de');
    renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Benutzername/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Vorläufiges Passwort/)).toBeInTheDocument();
    const scope = screen.getByRole('radiogroup', { name: 'Bereich' });
    expect(within(scope).getByRole('radio', { name: 'Dienstanbieter' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Passwortänderung bei der nächsten Anmeldung/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Nur Ansicht' })).toBeInTheDocument();
  });

  it('shows the applications list in German, with its empty state', async () => {
    await setLanguage('de');
    await addApplication(api.current, 'Voicemail');
    const list = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anwendungen' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Anruf-Webhook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anwendung hinzufügen' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Voicemail' })).toBeInTheDocument();
    list.unmount();

    const empty = await addAccount(api.current, 'Empty');
    renderIdentity(`/internal/applications?account_sid=${empty}`, { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('Keine Anwendungen.')).toBeInTheDocument();
  });

  it('shows the application form in German, its webhook and speech sections too', async () => {
    await setLanguage('de');
    const { user } = renderIdentity(`/internal/applications/add?account_sid=${ACCOUNT_SID}`, {
      preloadedState: sessionAs('admin'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anwendung hinzufügen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anruf-Webhook' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Anruf-Webhook – URL/ })).toHaveAttribute(
      'placeholder',
      'https://example.com/call oder wss://example.com/ws',
    );
    expect(screen.getByRole('group', { name: 'Anrufstatus-Webhook' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'HTTP-Basic-Authentifizierung verwenden' })).toHaveLength(
      2,
    );
    expect(screen.getByRole('group', { name: 'Sprachsynthese' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Spracherkennung' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /Anbieter/ }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('switch', { name: 'Ersatz-Sprachdienste verwenden' }));
    expect(await screen.findByRole('group', { name: 'Ersatz-Sprachsynthese' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('shows the activity page in German: columns, filters and what was done', async () => {
    await setLanguage('de');
    await api.current.call('PUT', `/Accounts/${ACCOUNT_SID}`, api.current.tokenOf('spuser'), {
      name: 'Acme Ltd',
    });
    renderIdentity('/internal/activity', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktivität' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aktivität' });
    expect(within(table).getByRole('columnheader', { name: 'Wann' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Änderungen' })).toBeInTheDocument();
    expect(await within(table).findByText(/Konto geändert/)).toBeInTheDocument();
    const date = screen.getByRole('combobox', { name: 'Datum' });
    expect(within(date).getByRole('option', { name: 'Letzte 7 Tage' })).toBeInTheDocument();
    const what = screen.getByRole('combobox', { name: 'Was' });
    expect(within(what).getByRole('option', { name: 'Alles' })).toBeInTheDocument();
    expect(within(what).getByRole('option', { name: 'API-Schlüssel' })).toBeInTheDocument();
  });
});
