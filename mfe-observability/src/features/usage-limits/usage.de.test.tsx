// The Usage page as a German-speaking user sees it, against the API in memory: headings, the period picker, each
// account's figures against its limits (a German decimal in the nearest limit), the charts' descriptions and
// tables, and the notice of an API without usage figures.
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { ACCOUNT_SID, addAccount, addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
const MIN = 60_000;
beforeAll(() => {
  // jsdom has no canvas: the chart draws nothing; its description and its table are what is checked
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

/** Three calls of the default account up now, and 'Max calls' 7 (3 of 7: 42.9 %). */
async function busyAccount() {
  const now = Date.now();
  await addCalls(
    api.current,
    ...[1, 2, 3].map((m) => ({
      attempted_at: now - m * MIN,
      answered_at: now - m * MIN + 1000,
      terminated_at: now + 5 * MIN,
      duration: 60,
    })),
  );
  await api.current.asAdmin('POST', `/Accounts/${ACCOUNT_SID}/Limits`, {
    category: 'voice_call_session',
    quantity: 7,
  });
}

describe('Usage in German', () => {
  it('shows the headings, the figures against the limits and the charts in German', async () => {
    await busyAccount();
    await addAccount(api.current, 'Quiet account');
    await setLanguage('de');
    const { user } = renderObservability('/internal/usage', {
      preloadedState: sessionAs('service_provider'),
    });
    const table = await screen.findByRole('table', { name: /das seinem Limit nächste zuerst/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzung' })).toBeInTheDocument();
    const period = screen.getByRole('combobox', { name: 'Zeitraum' });
    expect(within(period).getByRole('option', { name: 'Letzte 7 Tage', selected: true })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Konto',
      'Gleichzeitig jetzt',
      'Spitze',
      'Minuten heute',
      'Geräte',
      'Nächstes Limit',
      'Anzeigen',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Alle Konten',
      'default account',
      'Quiet account',
    ]);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['3 / 7', '3 / 7', '3 / Kein Limit', '0 / Kein Limit', '42,9 % von Max. Anrufe']);
    expect(within(rows[2]).getAllByRole('cell')[4].textContent).toBe('Kein Limit');

    await user.click(screen.getByRole('button', { name: 'Diagramme von default account anzeigen' }));
    const charts = screen.getByRole('region', { name: 'Diagramme von default account' });
    expect(
      within(charts).getByRole('img', {
        name: /^Gleichzeitige Anrufe pro Stunde: Höchstwert 3; Max\. Anrufe 7\.$/,
      }),
    ).toBeInTheDocument();
    const hourly = within(charts).getByRole('table', { name: 'Gleichzeitige Anrufe pro Stunde' });
    expect(
      within(hourly)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Stunde', 'Anrufe', 'Max. Anrufe']);
    // an hour as German writes it: day, month, hour
    const lastHour = within(hourly).getAllByRole('rowheader').at(-1)!;
    expect(lastHour.textContent).toMatch(/^\d{1,2}\. \S+ \d{2}:00$/);
    expect(
      within(charts).getByRole('img', { name: /^Minuten pro Tag: Höchstwert 3; Kein Limit\.$/ }),
    ).toBeInTheDocument();
    expect(within(charts).getByText('Kein Limit')).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the charts of default account' })).toBeInTheDocument();
    expect(screen.getByText('42.9 % of Max calls')).toBeInTheDocument();
  });

  it('on an API without usage figures the page says so in German', async () => {
    api.server.use(capabilitiesHandler(null));
    await setLanguage('de');
    renderObservability('/internal/usage', { preloadedState: sessionAs('service_provider') });
    expect(
      await screen.findByText(
        'Diese API hat keine Nutzungszahlen: Die Nutzung gegenüber Limits braucht die API von Switchboard.',
      ),
    ).toBeInTheDocument();
  });
});
