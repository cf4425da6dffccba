import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractApi } from '@switchboard/api/testing';
import { itHasEveryTranslation } from '@switchboard/shared/testing';
import { renderTelephony } from '../testing/render';
import { addCarrier, addNumber } from '../testing/seed';
import german from './de.json';
import { telephonyEnglish } from './resources';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the telephony area’s translations', () => {
  itHasEveryTranslation('telephony', telephonyEnglish, german);

  it('English is the spec’s texts, from the shared constants', () => {
    expect(telephonyEnglish.carriers.empty).toBe('No carriers.');
    expect(telephonyEnglish.messages.carrierCreated).toBe('Carrier created successfully');
  });
});

describe('the carriers pages in German', () => {
  it('shows the list with German headings, chips and plurals', async () => {
    await setLanguage('de');
    const registeredSid = await addCarrier(api.current, 'Registered trunk', {
      requires_register: true,
      register_username: 'u',
      register_password: 'p',
      register_sip_realm: 'sip.example.com',
    });
    await api.current.platform.registerStatus(registeredSid, { status: 'ok' });
    const busy = await addCarrier(api.current, 'Static trunk', { is_active: false });
    await addNumber(api.current, '15550002222', busy);
    const { user } = renderTelephony('/internal/carriers', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrier hinzufügen' })).toBeInTheDocument();
    const registered = await screen.findByRole('row', { name: /Registered trunk/ });
    expect(within(registered).getByText('registriert')).toBeInTheDocument();
    expect(within(registered).getByText('Alle Konten')).toBeInTheDocument();
    const inactive = await screen.findByRole('row', { name: /Static trunk/ });
    expect(within(inactive).getByText('inaktiv')).toBeInTheDocument();
    expect(within(inactive).getByText('1 Rufnummer, 0 Routen')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Verwendet in' })).toBeInTheDocument();
    // the kit's texts on the page too
    expect(screen.getByText('Gesamt: 2 Einträge')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Carrier filtern' })).toHaveAttribute(
      'placeholder',
      'Nach Name filtern',
    );

    // deleting: the kit's dialog and the area's texts, in German
    await user.click(within(inactive).getByRole('button', { name: 'Static trunk löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Carrier löschen' });
    expect(within(dialog).getByText('Möchten Sie Static trunk wirklich löschen?')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Dieser Carrier wird verwendet und kann nicht gelöscht werden'),
    ).toBeInTheDocument();
    // what blocks it, one German line per kind
    expect(within(dialog).getByText('1 Rufnummer: 15550002222')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  });

  it('shows the form in German, its rule messages too, and English again after the switch', async () => {
    await setLanguage('de');
    const { user } = renderTelephony('/internal/carriers/add', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrier hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name des Carriers/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sprache (SIP)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /E\.164-Syntax/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'SIP-Gateway 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Netzwerkadresse/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIP-Gateway hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name des Carriers ist erforderlich')).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add carrier' })).toBeInTheDocument();
    expect(screen.getByText('Carrier name is required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Voice (SIP)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows the phone numbers and SIP clients lists in German', async () => {
    await setLanguage('de');
    const trunk = await addCarrier(api.current, 'Numbers trunk');
    await addNumber(api.current, '15550001111', trunk);
    const numbers = renderTelephony('/internal/phone-numbers', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rufnummern' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Nummer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rufnummer hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV importieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
    expect(screen.getByText('Gesamt: 1 Eintrag')).toBeInTheDocument();
    numbers.unmount();

    renderTelephony('/internal/clients', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'SIP-Clients' })).toBeInTheDocument();
    expect(await screen.findByText('Keine SIP-Clients.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIP-Client hinzufügen' })).toBeInTheDocument();
  });

  it('shows the SIP client and Teams tenant forms in German', async () => {
    await setLanguage('de');
    const client = renderTelephony('/internal/clients/add', { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SIP-Client hinzufügen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Direkte Anrufe an Warteschlangen erlauben' }),
    ).toBeInTheDocument();
    client.unmount();

    renderTelephony('/internal/ms-teams-tenants/add', { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Microsoft-Teams-Tenant hinzufügen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Domainname/ })).toBeInTheDocument();
  });
});
