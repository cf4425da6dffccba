// Settings, the API keys, two-factor sign-in and the delete checks' lines in German.
import { screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { setLanguage } from '@switchboard/shared/i18n';
import { findToast } from '@switchboard/shared/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import type { UserListItem } from '@switchboard/shared/types';
import { renderIdentity } from '../testing/render';
import { ACCOUNT_SID, SP_SID, addApplication } from '../testing/seed';

const { api, sessionAs } = setupContractTest();

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

/** Turns two-factor sign-in on for the service provider's user 'spuser', through the API. */
async function turnOnTwoFactor() {
  const token = api.current.tokenOf('spuser');
  const { secret } = await api.current.call<{ secret: string }>('POST', '/Users/me/TwoFactor', token);
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await api.current.call('POST', '/Users/me/TwoFactor/confirm', token, { code });
}

describe('Settings in German', () => {
  it('shows the tabs and the admin settings in German, the password policy too', async () => {
    await setLanguage('de');
    renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktivität' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Einstellungen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Administration', 'Dienstanbieter']);
    const form = await screen.findByRole('form', { name: 'Administrationseinstellungen' });
    expect(within(form).getByRole('group', { name: 'Systeminformationen' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Domainname' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'SIP-Domainname' })).toBeInTheDocument();
    expect(
      within(form).getByText('Durch Kommas getrennte IPv4-Adressen oder CIDR-Bereiche'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Protokollstufe' })).toBeInTheDocument();
    const policy = within(form).getByRole('group', { name: 'Passwortrichtlinie' });
    expect(
      within(policy).getByRole('spinbutton', { name: 'Mindestlänge des Passworts' }),
    ).toBeInTheDocument();
    expect(within(policy).getByRole('checkbox', { name: 'Ziffer verlangen' })).toBeInTheDocument();
    expect(within(policy).getByRole('checkbox', { name: 'Sonderzeichen verlangen' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  it('shows the service provider’s settings in German: API keys and the two-factor requirement', async () => {
    await setLanguage('de');
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('service_provider') });
    const form = await screen.findByRole('form', { name: 'Einstellungen des Dienstanbieters' });
    expect(within(form).getByRole('group', { name: 'Dienstanbieter' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('default service provider');
    expect(within(form).getByRole('textbox', { name: 'MS-Teams-FQDN' })).toBeInTheDocument();

    const keys = screen.getByRole('region', { name: 'API-Schlüssel des Dienstanbieters' });
    expect(await within(keys).findByText('Keine API-Schlüssel.')).toBeInTheDocument();
    await user.click(within(keys).getByRole('button', { name: 'API-Schlüssel hinzufügen' }));
    expect(await findToast('API-Schlüssel erstellt')).toBeInTheDocument();
    const created = await screen.findByRole('dialog', { name: 'API-Schlüssel erstellt' });
    expect(
      within(created).getByText('Kopieren Sie den neuen Schlüssel jetzt und bewahren Sie ihn sicher auf.'),
    ).toBeInTheDocument();
    const token = within(created).getByTestId('new-api-key').textContent!;
    await user.click(within(created).getByRole('button', { name: 'Fertig' }));
    const ending = token.slice(-4);
    expect(await within(keys).findByRole('columnheader', { name: 'Zuletzt verwendet' })).toBeInTheDocument();
    const row = within(keys).getByRole('row', { name: new RegExp(`API-Schlüssel mit Endung ${ending}`) });
    expect(within(row).getByText('Nie verwendet')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `API-Schlüssel mit Endung ${ending} löschen` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'API-Schlüssel löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await findToast('API-Schlüssel gelöscht')).toBeInTheDocument();

    const twoFactor = screen.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    await user.click(
      within(twoFactor).getByRole('switch', {
        name: 'Zwei-Faktor-Anmeldung für jeden Benutzer dieses Dienstanbieters verlangen',
      }),
    );
    expect(await findToast('Zwei-Faktor-Vorgabe gespeichert')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/ServiceProviders/${SP_SID}/TwoFactor`)[0].body).toEqual({
      required: true,
    });
  });
});

describe('the delete checks’ lines in German', () => {
  it('says what still belongs to a service provider', async () => {
    await setLanguage('de');
    const spUsers = (await api.current.asAdmin<UserListItem[]>('GET', '/Users')).filter(
      (u) => u.service_provider_sid === SP_SID,
    );
    const { user } = renderIdentity('/internal/settings', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('tab', { name: 'Dienstanbieter' }));
    const form = await screen.findByRole('form', { name: 'Einstellungen des Dienstanbieters' });
    await user.click(within(form).getByRole('button', { name: 'Dienstanbieter löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dienstanbieter löschen' });
    expect(
      await within(dialog).findByText('Dieser Dienstanbieter kann noch nicht gelöscht werden'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Löschen Sie zuerst, was noch dazugehört. Er hat noch:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 Konto: default account')).toBeInTheDocument();
    expect(
      within(dialog).getByText(new RegExp(`^${spUsers.length} Benutzer: ${spUsers[0].name}`)),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
  });

  it('says what still belongs to an account: more than five names, and an API key by its ending', async () => {
    await setLanguage('de');
    for (const name of ['app a', 'app b', 'app c', 'app d']) await addApplication(api.current, name);
    const keys = await api.current.asAdmin<{ token: string }[]>('GET', `/Accounts/${ACCOUNT_SID}/ApiKeys`);
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'default account löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konto löschen' });
    // the default two applications and the four added: five named, one more
    expect(await within(dialog).findByText(/^6 Anwendungen: (.+, ){4}.+ und 1 weitere$/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(`1 API-Schlüssel: mit Endung ${keys[0].token.slice(-4)}`),
    ).toBeInTheDocument();
  });
});

describe('two-factor sign-in and the password hint on the user’s page in German', () => {
  it('one’s own: off, then on with the recovery codes left, and required by the provider', async () => {
    await setLanguage('de');
    const me = sessionAs('service_provider').session.user!.user_sid!;
    const page = renderIdentity(`/internal/users/${me}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    const section = await screen.findByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    expect(
      await within(section).findByText(
        'Die Zwei-Faktor-Anmeldung ist aus: Ein Passwort genügt, um sich als Sie anzumelden.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }),
    ).toBeInTheDocument();
    page.unmount();

    await turnOnTwoFactor();
    const on = renderIdentity(`/internal/users/${me}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    const onSection = await screen.findByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    expect(
      await within(onSection).findByText(
        'Die Zwei-Faktor-Anmeldung ist ein. 10 Wiederherstellungscodes übrig.',
      ),
    ).toBeInTheDocument();
    await on.user.click(within(onSection).getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }));
    const turnOff = within(onSection).getByRole('form', { name: 'Zwei-Faktor-Anmeldung ausschalten' });
    expect(within(turnOff).getByRole('textbox', { name: /Authentifizierungscode/ })).toBeInTheDocument();
    await on.user.click(within(turnOff).getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }));
    expect(
      await within(turnOff).findByText(
        'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein',
      ),
    ).toBeInTheDocument();
    // the API's refusal, in English, shown in German
    await on.user.type(within(turnOff).getByRole('textbox', { name: /Authentifizierungscode/ }), 'AAAA-BBBB');
    await on.user.click(within(turnOff).getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }));
    expect(await within(turnOff).findByText('Der Code ist nicht korrekt')).toBeInTheDocument();
    on.unmount();

    await api.current.asAdmin('PUT', `/ServiceProviders/${SP_SID}/TwoFactor`, { required: true });
    renderIdentity(`/internal/users/${me}/edit`, { preloadedState: sessionAs('service_provider') });
    expect(
      await screen.findByText(
        'Die Zwei-Faktor-Anmeldung ist ein. 10 Wiederherstellungscodes übrig. Ihr Dienstanbieter verlangt sie.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }),
    ).not.toBeInTheDocument();
  });

  it('another user’s: an admin resets it', async () => {
    await setLanguage('de');
    const other = sessionAs('account').session.user!.user_sid!;
    const { user } = renderIdentity(`/internal/users/${other}/edit`, { preloadedState: sessionAs('admin') });
    const section = await screen.findByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    expect(
      within(section).getByText(/Für einen Benutzer, der sein Telefon verloren hat/),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Zwei-Faktor-Anmeldung zurücksetzen' }));
    expect(await findToast('Die Zwei-Faktor-Anmeldung von acctuser wurde zurückgesetzt')).toBeInTheDocument();
  });

  it('words the password policy in the add user form’s hint', async () => {
    await setLanguage('de');
    await api.current.asAdmin('POST', '/PasswordSettings', {
      min_password_length: 9,
      require_digit: 1,
      require_special_character: 1,
    });
    renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Das Passwort muss: Mindestens 9 Zeichen lang sein; Mindestens eine Ziffer enthalten; Mindestens ein Sonderzeichen enthalten',
        ),
      ).toBeInTheDocument(),
    );
  });
});
