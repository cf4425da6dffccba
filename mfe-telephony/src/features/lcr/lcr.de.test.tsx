// The outbound call routing form and its route editor in German, against the API in memory: headings, fields,
// the routes' labels, the default route's line, the rules' messages and the delete confirmation of a route.
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast } from '@switchboard/shared/testing';
import { addCarrier, addLcr } from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const { api, sessionAs } = setupContractTest();

beforeEach(() => setLanguage('de'));
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('outbound call routing in German', () => {
  it('a new table: German fields, route labels and rule messages', async () => {
    await addCarrier(api.current, 'UK trunk');
    const { user } = renderTelephony('/internal/least-cost-routing/add', {
      preloadedState: sessionAs('admin'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Routing ausgehender Anrufe hinzufügen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Verwendet von' })).toHaveDisplayValue('Alle Konten');
    expect(screen.getByRole('combobox', { name: 'Standard-Carrier' })).toBeInTheDocument();
    expect(
      screen.getByText('Anrufe, zu denen keine Route passt, gehen an diesen Carrier.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Aktiv')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Routen' })).toBeInTheDocument();
    expect(
      screen.getByText('Noch keine Routen: Jeder Anruf verwendet den Standard-Carrier.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Zuletzt: .* – System Default Route.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Route hinzufügen' }));
    const routes = screen.getByRole('list', { name: 'Routen nach Priorität' });
    expect(
      within(routes).getByRole('textbox', { name: 'Route 1: regulärer Ausdruck oder Ziffernpräfix' }),
    ).toHaveAttribute('placeholder', 'Ziffernpräfix oder regulärer Ausdruck');
    expect(within(routes).getByRole('combobox', { name: 'Route 1: Carrier' })).toBeInTheDocument();
    expect(within(routes).getByRole('button', { name: 'Route 1 verschieben' })).toBeInTheDocument();
    expect(within(routes).getByRole('button', { name: 'Route 1 entfernen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Name ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Standard-Carrier ist erforderlich')).toBeInTheDocument();
    expect(
      screen.getByText('Ein regulärer Ausdruck oder ein Ziffernpräfix ist erforderlich'),
    ).toBeInTheDocument();
  });

  it('a saved table: its default carrier named, a saved route removed after a German confirmation', async () => {
    const uk = await addCarrier(api.current, 'UK trunk');
    const { lcrSid } = await addLcr(api.current, 'Saved routing', [['44', uk]], uk);
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcrSid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Routing ausgehender Anrufe bearbeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Eine Tabelle bleibt bei ihrem Konto oder Dienstanbieter.')).toBeInTheDocument();
    expect(await screen.findByText('Zuletzt: .* – System Default Route, an UK trunk.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Route 1 entfernen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Route löschen' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await findToast('Least-Cost-Routing-Regel erfolgreich gelöscht')).toBeInTheDocument();
  });
});
