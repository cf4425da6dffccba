// The Call quality page as a German-speaking user sees it, against the API in memory: the filters, the summary, the
// charts' sections and descriptions, the tables by carrier and by account (an ASR with a German decimal comma), the
// post-dial delay and the MOS bands with their charts, the carrier picker, the empty state and the notice of an API
// without call statistics; English again after a switch.
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { addCalls, ACCOUNT_SID } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();

/** A received stream's report: no loss (good MOS) or a fifth of the packets lost (bad). */
const qualityReport = (call_sid: string, lossy: boolean) => ({
  account_sid: ACCOUNT_SID,
  call_sid,
  sip_callid: `${call_sid}@203.0.113.10`,
  ssrc: 1,
  direction: 'received',
  local_ip: '10.0.1.11',
  local_port: 40000,
  remote_ip: '203.0.113.10',
  remote_port: 20000,
  codec: 'PCMU',
  time: Date.now() - 1000,
  interval_ms: 5000,
  packets_received: lossy ? 200 : 250,
  packets_lost: lossy ? 50 : 0,
  jitter_ms: lossy ? 40 : 3,
  rtt_ms: 40,
});

/** An INVITE dialog ringing `pdd` ms after the INVITE. */
const ringingCapture = (sip_callid: string, at: number, pdd: number) => ({
  sip_callid,
  method: 'invite',
  account_sid: ACCOUNT_SID,
  messages: [
    [at, 'INVITE sip:15550100100@10.0.1.5 SIP/2.0\r\nCSeq: 1 INVITE\r\n\r\n'],
    [at + pdd, 'SIP/2.0 180 Ringing\r\nCSeq: 1 INVITE\r\n\r\n'],
  ].map(([ms, payload]) => ({
    time: (ms as number) * 1000,
    src_ip: '203.0.113.10',
    src_port: 5060,
    dst_ip: '10.0.1.5',
    dst_port: 5060,
    payload,
  })),
});
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
    // two answered calls and one the caller gave up (487): ASR 66.7 %; the answered ones with a quality report (one
    // good, one bad) and a SIP capture each (ringing after 2 and 3 s: PDD 2.5 s)
    const [good, bad] = await addCalls(
      api.current,
      { answered: true },
      { answered: true },
      { answered: false },
    );
    await api.current.asAdmin('POST', '/Ingest/QualityReports', [
      qualityReport(good.call_sid, false),
      qualityReport(bad.call_sid, true),
    ]);
    await api.current.asAdmin('POST', '/Ingest/SipCaptures', [
      ringingCapture(good.sip_callid, good.attempted_at, 2000),
      ringingCapture(bad.sip_callid, bad.attempted_at, 3000),
    ]);
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
    expect(screen.getByText('PDD', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2,5 s');
    for (const title of ['Rufaufbauzeit je Carrier', 'MOS-Verteilung je Carrier'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Anrufe je MOS-Stufe und Carrier: Acme SIP trunk: 1 gut, 0 mittel, 0 schlecht, 1 sehr schlecht\./,
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Carrier' })).getByRole('option', { name: 'Alle Carrier' }),
    ).toBeInTheDocument();

    expect(
      within(byCarrier)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Carrier',
      'Anrufe',
      'Angenommen',
      'ASR',
      'ACD',
      'PDD',
      'MOS gut / mittel / schlecht / sehr schlecht',
      'SIP-Fehlercodes',
    ]);
    const carrier = within(byCarrier).getByRole('row', { name: /Acme SIP trunk/ });
    expect(
      within(carrier)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '66,7 %', '1:00', '2,5 s', '1 / 0 / 0 / 1', '487 Request Terminated (1)']);
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
