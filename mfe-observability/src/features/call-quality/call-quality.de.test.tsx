// The Call quality page as a German-speaking user sees it, against the API in memory: the filters, the summary, the
// charts' sections and descriptions, the tables by carrier and by account (an ASR with a German decimal comma), the
// empty state and the notice of an API without call statistics; English again after a switch.
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
beforeAll(() => {
  // jsdom has no canvas: the charts draw nothing; their descriptions are what is checked
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('Call quality in German', () => {
  it('shows the filters, the figures, the charts and the tables in German', async () => {
    // two answered calls and one the caller gave up (487): ASR 66.7 %
    await addCalls(api.current, { answered: true }, { answered: true }, { answered: false });
    await setLanguage('de');
    const { user } = renderObservability('/internal/call-quality', {
      preloadedState: sessionAs('service_provider'),
    });
    const byCarrier = await screen.findByRole('table', { name: 'Nach Carrier' });
    expect(screen.getByRole('heading', { level: 1, name: 'Anrufqualität' })).toBeInTheDocument();
    const date = screen.getByRole('combobox', { name: 'Datum' });
    expect(within(date).getByRole('option', { name: 'Heute', selected: true })).toBeInTheDocument();
    expect(within(date).getByRole('option', { name: 'Letzte 30 Tage' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Konto' })).getByRole('option', { name: 'Alle Konten' }),
    ).toBeInTheDocument();

    expect(screen.getByText('Anrufe', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('ASR', { selector: 'dt' }).nextElementSibling).toHaveTextContent('66,7 %');
    for (const title of [
      'ASR je Carrier',
      'Anrufe im Zeitverlauf',
      'SIP-Fehlercodes',
      'Nach Carrier',
      'Nach Konto',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^ASR je Carrier: Acme SIP trunk 66,7 %\. Wählen Sie mit den Pfeiltasten/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Anrufe im Zeitverlauf, je Stunde: angenommene und nicht angenommene/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anrufe über Acme SIP trunk' })).toBeInTheDocument();

    expect(
      within(byCarrier)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Carrier', 'Anrufe', 'Angenommen', 'ASR', 'ACD', 'SIP-Fehlercodes']);
    const carrier = within(byCarrier).getByRole('row', { name: /Acme SIP trunk/ });
    expect(
      within(carrier)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '66,7 %', '1:00', '487 Request Terminated (1)']);
    expect(
      within(screen.getByRole('table', { name: 'Nach Konto' })).getByRole('columnheader', { name: 'Konto' }),
    ).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Call quality' })).toBeInTheDocument();
    expect(screen.getByText('ASR', { selector: 'dt' }).nextElementSibling).toHaveTextContent('66.7 %');
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Today');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Yesterday');
    expect(await screen.findByText('No calls in this period.')).toBeInTheDocument();
  });

  it('no calls: the German empty state', async () => {
    await setLanguage('de');
    renderObservability('/internal/call-quality', { preloadedState: sessionAs('account') });
    expect(await screen.findByText('Keine Anrufe in diesem Zeitraum.')).toBeInTheDocument();
  });

  it('on an API without call statistics the page says so in German', async () => {
    api.server.use(capabilitiesHandler(null));
    await setLanguage('de');
    renderObservability('/internal/call-quality', { preloadedState: sessionAs('service_provider') });
    expect(
      await screen.findByText(
        'Diese API hat keine Anrufstatistik: ASR, ACD und Fehlercodes je Carrier brauchen die API von Switchboard.',
      ),
    ).toBeInTheDocument();
  });
});
