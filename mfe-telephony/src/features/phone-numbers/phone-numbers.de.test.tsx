// The phone number form and the CSV import in German, against the API in memory: what a German user reads —
// headings, fields, hints, the rules' messages, the import's report and toasts.
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast } from '@switchboard/shared/testing';
import { addCarrier, addNumber } from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const { api, sessionAs } = setupContractTest();

beforeEach(() => setLanguage('de'));
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the phone number form in German', () => {
  it('labels, hints and rule messages are German, and so is the toast after saving', async () => {
    const trunk = await addCarrier(api.current, 'Numbers trunk');
    await addNumber(api.current, '15550000001', trunk);
    const { user } = renderTelephony('/internal/phone-numbers/add', { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rufnummer hinzufügen' }),
    ).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Nummer' });
    expect(screen.getByText('Leerzeichen, Bindestriche und Klammern werden entfernt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Anwendung' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rufnummer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Nummer ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Carrier ist erforderlich')).toBeInTheDocument();

    await user.type(number, '+1 (555) 000-0001');
    await screen.findByRole('option', { name: 'Numbers trunk' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'Numbers trunk');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die eingegebene Rufnummer wird bereits verwendet.')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '+15550000002');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await findToast('Rufnummer erfolgreich angelegt')).toBeInTheDocument();
  });

  it('an existing number says in German that it cannot change', async () => {
    const trunk = await addCarrier(api.current, 'Numbers trunk');
    const sid = await addNumber(api.current, '15550000007', trunk);
    renderTelephony(`/internal/phone-numbers/${sid}/edit`, { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rufnummer bearbeiten' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Eine Nummer kann nicht geändert werden: Fügen Sie die neue hinzu und löschen Sie diese.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rufnummer löschen' })).toBeInTheDocument();
  });
});

describe('the CSV import in German', () => {
  it('explains the file, reports what it would do, and imports with a German toast', async () => {
    const trunk = await addCarrier(api.current, 'Numbers trunk');
    await addNumber(api.current, '15550000001', trunk);
    const { user } = renderTelephony('/internal/phone-numbers/import', {
      preloadedState: sessionAs('admin'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rufnummern importieren' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Rufnummern' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Eine CSV-Datei mit einer Kopfzeile, die ihre Spalten benennt: number, carrier, account/,
      ),
    ).toBeInTheDocument();

    const lines = [
      'number,carrier,account',
      '15550000002,Numbers trunk,default account',
      '15550000001,Numbers trunk,default account',
      'x,Numbers trunk,default account',
    ];
    const input = screen.getByLabelText('CSV-Datei');
    await user.upload(input, new File([`${lines.join('\n')}\n`], 'n.csv', { type: 'text/csv' }));
    const check = screen.getByRole('button', { name: 'Datei prüfen' });
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(await screen.findByText('3 Zeilen gelesen')).toBeInTheDocument();
    expect(screen.getByText('1 neu anzulegen')).toBeInTheDocument();
    expect(screen.getByText('1 Duplikat, übersprungen')).toBeInTheDocument();
    expect(screen.getByText('1 ungültig')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solange eine Zeile ungültig ist, wird nichts importiert: Korrigieren Sie die Datei und prüfen Sie sie erneut.',
      ),
    ).toBeInTheDocument();
    const invalid = screen.getByRole('table', { name: 'Ungültige Zeilen (1)' });
    expect(within(invalid).getByRole('columnheader', { name: 'Zeile' })).toBeInTheDocument();
    expect(within(invalid).getByRole('columnheader', { name: 'Grund' })).toBeInTheDocument();
    expect(
      within(invalid).getByText('Bitte geben Sie eine Rufnummer ein: nur Ziffern, optional mit führendem +.'),
    ).toBeInTheDocument();
    const duplicates = screen.getByRole('table', { name: 'Duplikate, übersprungen (1)' });
    expect(within(duplicates).getByText('ist bereits vorhanden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Rufnummer importieren' })).toBeDisabled();

    await user.upload(input, new File([`${lines.slice(0, 3).join('\n')}\n`], 'n2.csv', { type: 'text/csv' }));
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    const run = await screen.findByRole('button', { name: '1 Rufnummer importieren' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    expect(await findToast('1 Rufnummer importiert')).toBeInTheDocument();
  });
});
