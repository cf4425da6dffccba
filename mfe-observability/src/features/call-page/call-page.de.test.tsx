// A call's page in German, against the API in memory: the headings, the summary in words, the suspected issues with
// their evidence (German words and numbers), the SIP ladder's hosts and messages, and the English the API keeps.
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { addCalls, type CallRecord } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
const SBC = '198.51.100.20';
const CARRIER = '203.0.113.77';

beforeAll(() => {
  // jsdom has no canvas: the MOS chart draws nothing
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // nor layout: the ladder's scroller measures 900 × 420 (the virtualiser renders the rows in view)
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

/** The INVITE to the carrier and its 503, as a capture agent reports them. */
function addRefusal(call: CallRecord) {
  const sip = (start: string) =>
    `${start}\r\nCall-ID: ${call.sip_callid}\r\nCSeq: 1 INVITE\r\nContent-Length: 0\r\n\r\n`;
  const message = (ms: number, src: string, dst: string, payload: string) => ({
    time: (call.attempted_at + ms) * 1000,
    src_ip: src,
    src_port: 5060,
    dst_ip: dst,
    dst_port: 5060,
    payload,
  });
  return api.current.asAdmin('POST', '/Ingest/SipCaptures', {
    sip_callid: call.sip_callid,
    method: 'invite',
    account_sid: call.account_sid,
    messages: [
      message(0, SBC, CARRIER, sip(`INVITE sip:${call.to}@${CARRIER} SIP/2.0`)),
      message(350, CARRIER, SBC, sip('SIP/2.0 503 Service Unavailable')),
    ],
  });
}

/** A minute of the carrier's audio as the media server received it: 15 of every 250 packets lost, 42 ms jitter. */
function addLossyAudio(call: CallRecord) {
  return api.current.asAdmin(
    'POST',
    '/Ingest/QualityReports',
    Array.from({ length: 12 }, (_, i) => ({
      account_sid: call.account_sid,
      call_sid: call.call_sid,
      sip_callid: call.sip_callid,
      ssrc: 11,
      direction: 'received',
      local_ip: '10.0.1.11',
      local_port: 40000,
      remote_ip: CARRIER,
      remote_port: 20000,
      codec: 'PCMU',
      time: call.attempted_at + 4000 + (i + 1) * 5000,
      interval_ms: 5000,
      packets_received: 235,
      packets_lost: 15,
      jitter_ms: 42,
      rtt_ms: 40,
    })),
  );
}

async function openCall(call: CallRecord) {
  const view = renderObservability(`/internal/recent-calls/${call.call_sid}`, {
    preloadedState: sessionAs('account'),
  });
  await screen.findByRole('heading', { level: 1, name: `Anruf ${call.call_sid}` });
  return view;
}

describe('a call’s page in German', () => {
  test('a refused call: the headings, the summary, the carrier’s 503 as the issue and in the ladder', async () => {
    const [call] = await addCalls(api.current, {
      direction: 'outbound',
      answered: false,
      sip_status: 503,
      termination_reason: 'failed',
      from: '+15550001001',
      to: '+14155550123',
      host: SBC,
      remote_host: CARRIER,
      trunk: 'Acme SIP',
    });
    await addRefusal(call);
    const { user } = await openCall(call);
    await screen.findByRole('heading', { level: 2, name: 'Zusammenfassung' });
    for (const heading of ['Zusammenfassung', 'SIP-Leiter', 'Zeitleiste', 'Qualität'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den letzten Anrufen' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Ausgehender Anruf von +15550001001 an +14155550123 über Acme SIP, nicht angenommen: 503 Service Unavailable (failed).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Letzter SIP-Status')).toBeInTheDocument();
    expect(screen.getByText('ausgehend')).toBeInTheDocument();

    // once the capture is read, the carrier's answer (before: the call record's status)
    const issues = await screen.findByRole('list', { name: 'Vermutete Probleme' });
    const said = await within(issues).findByText('Der Carrier antwortete 503 Service Unavailable');
    const refusal = said.closest('li')!;
    expect(
      within(refusal).getByText(`SIP: 503 Service Unavailable von Carrier Acme SIP (${CARRIER}) um`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(refusal).getByRole('button', { name: 'Auf der Zeitleiste zeigen' })).toBeInTheDocument();

    const ladder = screen.getByRole('list', { name: 'SIP-Nachrichten' });
    expect(screen.getByText('2 Nachrichten')).toBeInTheDocument();
    const [invite, refused] = within(ladder).getAllByRole('button');
    expect(invite).toHaveAccessibleName(
      new RegExp(`^INVITE von SBC ${SBC} an Carrier Acme SIP \\(${CARRIER}\\) bei \\+0\\.000 s$`),
    );
    await user.click(refused);
    const message = screen.getByRole('region', { name: 'SIP-Nachricht 503 Service Unavailable' });
    expect(message).toHaveTextContent(`Carrier Acme SIP (${CARRIER}) (${CARRIER}:5060) → SBC ${SBC}`);
    expect(screen.getByText('Keine Qualitätsberichte für diesen Anruf.')).toBeInTheDocument();
    expect(screen.queryByText(/Carrier answered|Summary|Suspected issues/)).not.toBeInTheDocument();
  });

  test('poor audio: the issues and the quality table in German words and numbers', async () => {
    const [call] = await addCalls(api.current, { trunk: 'Acme SIP', remote_host: CARRIER });
    await addLossyAudio(call);
    await openCall(call);
    await screen.findByRole('heading', { level: 2, name: 'Zusammenfassung' });
    const issues = await screen.findByRole('list', { name: 'Vermutete Probleme' });
    expect(within(issues).getByText('Paketverlust von 6 % auf dem Carrier-Leg')).toBeInTheDocument();
    expect(
      within(issues).getByText(`RTP vom Carrier (${CARRIER}:20000, SSRC 11): 180 von 3.000 Paketen verloren`),
    ).toBeInTheDocument();
    expect(within(issues).getByText('Hoher Jitter auf dem Carrier-Leg (42 ms)')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'A-Leg' });
    for (const header of ['Audio', 'Jitter', 'Paketverlust', 'Umlaufzeit'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'vom Carrier' })).toBeInTheDocument();
    expect(within(table).getByText('6 % (180 von 3.000)')).toBeInTheDocument();
    expect(within(table).getByText(/^\d,\d\d \((gut|mittel|schlecht)\)$/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Eingehender Anruf von .+ über Acme SIP, angenommen nach 00:04, Gesprächsdauer 01:00 \(caller hungup\)\.$/,
      ),
    ).toBeInTheDocument();
  });
});
