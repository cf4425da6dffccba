// The Carrier health page and a carrier's last 24 hours in German, against the API in memory: the headings, the
// levels and states, how long ago, the counts and the history dialog a German user reads.
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { addCarrier, addSipGateway, reportPings } from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
const MIN = 60_000;

beforeEach(() => setLanguage('de'));
afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('Carrier health in German', () => {
  it('lists the carriers with German headings, levels, states and times, and the history in German', async () => {
    const down = await addCarrier(api.current, 'Down trunk');
    const pinged = await addSipGateway(api.current, down, '192.0.2.10', { send_options_ping: true });
    await addSipGateway(api.current, down, '192.0.2.11');
    await reportPings(api.current, pinged, [20, 12], 200);
    await reportPings(api.current, pinged, [1], null);
    const registering = await addCarrier(api.current, 'Registering trunk', {
      requires_register: true,
      register_username: 'u',
      register_password: 'p',
      register_sip_realm: 'sip.example.com',
    });
    await api.current.asAdmin('POST', '/Ingest/CarrierRegistrations', [
      {
        voip_carrier_sid: registering,
        time: Date.now() - 4 * MIN,
        status: 'ok',
        sip_status: 200,
        reason: '200 OK',
        expires: 3600,
      },
    ]);
    const { user } = renderTelephony('/internal/carrier-health', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrier-Zustand' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Alle Carrier des Dienstanbieters, die schlechtesten zuerst/),
    ).toBeInTheDocument();
    const downRow = await screen.findByRole('row', { name: /Down trunk/ });
    for (const header of [
      'Zustand',
      'Verwendet von',
      'SIP-Gateways',
      'Registrierung',
      'Anrufe (letzte Stunde)',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(screen.getByText(/^Aktualisiert um \d\d:\d\d$/)).toBeInTheDocument();

    expect(within(downRow).getByText('Ausgefallen')).toBeInTheDocument();
    expect(within(downRow).getByText('ausgefallen')).toBeInTheDocument();
    expect(within(downRow).getByText(/^keine Antwort vor 1 Min\.; seit \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(downRow).getByText('OPTIONS-Ping senden ist aus')).toBeInTheDocument();
    expect(within(downRow).getByText('registriert sich nicht')).toBeInTheDocument();
    expect(within(downRow).getByText('Alle Konten')).toBeInTheDocument();
    expect(within(downRow).getByRole('link', { name: 'Anrufe von Down trunk' })).toBeInTheDocument();

    const registeringRow = screen.getByRole('row', { name: /Registering trunk/ });
    expect(within(registeringRow).getByText('Erreichbar')).toBeInTheDocument();
    expect(within(registeringRow).getByText('registriert')).toBeInTheDocument();
    expect(within(registeringRow).getByText('200 OK, vor 4 Min.')).toBeInTheDocument();

    await user.click(within(downRow).getByRole('button', { name: 'Letzte 24 Stunden von Down trunk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Down trunk: letzte 24 Stunden' });
    const gateway = await within(dialog).findByRole('region', { name: 'Gateway 192.0.2.10:5060' });
    expect(within(gateway).getByText('3 Pings, 1 nicht mit 200 beantwortet')).toBeInTheDocument();
    const pings = within(gateway).getByRole('table', { name: 'Neueste Pings an 192.0.2.10:5060' });
    expect(within(pings).getByRole('columnheader', { name: 'Antwort' })).toBeInTheDocument();
    expect(within(pings).getByText('keine Antwort')).toBeInTheDocument();
    expect(within(pings).getAllByText('200 in 28 ms')).toHaveLength(2);
    expect(
      within(gateway).getByRole('img', { name: /^OPTIONS-Pings an 192\.0\.2\.10:5060: / }),
    ).toHaveAccessibleName(expect.stringMatching(/nicht gepingt \d+ Std\. \d+ Min\./));
  });
});
