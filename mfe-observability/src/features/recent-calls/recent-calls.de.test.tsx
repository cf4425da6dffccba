// Recent calls in German, against the API in memory: the heading, filters and buttons, the totals' plurals, an
// empty list, a call's summary and tabs, the trace waterfall and the chart's description a German user reads.
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { makeTrace } from '../../testing/fixtures';
import { addCalls, addTrace } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest({ observability: { callLogs: 'local' } });
const TRACE = '1ecf0f5a8755016da54cee21c45166b1';

beforeAll(() => {
  // jsdom has no canvas: the chart draws nothing (its description is still there)
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // nor layout: the waterfall's scroller measures 900 × 420 (the virtualiser renders the rows in view)
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 900 });
});
afterAll(() => {
  jest.restoreAllMocks();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
beforeEach(() => setLanguage('de'));
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

const calls = () => within(screen.getByRole('list', { name: 'Anrufe' })).getAllByRole('listitem');

async function openPage() {
  const view = renderObservability('/internal/recent-calls', { preloadedState: sessionAs('account') });
  await screen.findByRole('heading', { level: 1, name: 'Letzte Anrufe' });
  return view;
}

describe('Recent calls in German', () => {
  test('the filters, the totals in the singular and plural, a call’s summary and the chart', async () => {
    await addCalls(
      api.current,
      { direction: 'outbound', answered: false, sip_status: 486 },
      ...Array.from({ length: 29 }, () => ({})),
    );
    const { user } = await openPage();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Live verfolgen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter')).toHaveAttribute('placeholder', 'Nummer oder Call-SID');
    const direction = screen.getByLabelText('Richtung');
    expect(within(direction).getByRole('option', { name: 'nur eingehend' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'nicht angenommen' }),
    ).toHaveValue('false');
    await waitFor(() => expect(calls()).toHaveLength(25));
    expect(screen.getByText('Gesamt: 30 Einträge')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Anrufe pro Stunde: 30 Anrufe in \d+ Stunden\. / }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(screen.getByText('Gesamt: 1 Eintrag')).toBeInTheDocument();
    const [refused] = calls();
    expect(refused).toHaveTextContent('ausgehend');
    expect(refused).toHaveTextContent('nicht angenommen · 486');
    expect(refused).not.toHaveTextContent(/not answered|from|outbound/);

    await user.selectOptions(direction, 'inbound');
    expect(await screen.findByText('Keine Daten.')).toBeInTheDocument();
  });

  test('a traced call: the tabs, the waterfall and the link to its page in German', async () => {
    await addCalls(api.current, { trace_id: TRACE });
    await addTrace(api.current, makeTrace(TRACE));
    const { user } = await openPage();
    const [item] = await waitFor(() => calls());
    await user.click(within(item).getAllByRole('button')[0]);
    expect(
      within(item)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Tracing', 'Logs']);
    expect(within(item).getByRole('link', { name: 'Anrufseite öffnen' })).toBeInTheDocument();
    await user.click(within(item).getByRole('tab', { name: 'Tracing' }));
    const spans = await within(item).findByRole('list', { name: 'Spans' });
    expect(within(item).getByText(/^6 Spans · /)).toBeInTheDocument();
    await user.click(within(spans).getByRole('button', { name: 'app-hook' }));
    const span = within(item).getByRole('region', { name: 'Span app-hook' });
    expect(within(span).getByText('Beginn')).toBeInTheDocument();
    expect(within(span).getByText('Dauer')).toBeInTheDocument();
    await user.click(within(spans).getByRole('button', { name: /^verb:gather.* zuklappen$/ }));
    expect(within(spans).queryByRole('button', { name: 'dtmf:4' })).not.toBeInTheDocument();

    await user.click(within(item).getByRole('tab', { name: 'Logs' }));
    expect(within(item).getByRole('button', { name: 'Logs abrufen' })).toBeInTheDocument();
  });
});
