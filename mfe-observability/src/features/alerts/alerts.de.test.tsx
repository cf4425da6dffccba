// The Alerts page in German, against the API in memory: the heading, the list, the total's plural, an alert's
// fields, and the empty list.
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { addAlerts } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();

beforeEach(() => setLanguage('de'));
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

describe('Alerts in German', () => {
  test('the heading, the list and its total', async () => {
    await addAlerts(api.current, { vendor: 'google' }, {});
    renderObservability('/internal/alerts', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warnungen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Warnungen' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Gesamt: 2 Einträge')).toBeInTheDocument();
    expect(screen.queryByText(/^Alerts$|record\(s\)/)).not.toBeInTheDocument();
  });

  test('no alerts: “Keine Daten.”', async () => {
    renderObservability('/internal/alerts', { preloadedState: sessionAs('account') });
    expect(await screen.findByText('Keine Daten.')).toBeInTheDocument();
    expect(screen.queryByText('No data.')).not.toBeInTheDocument();
  });
});
