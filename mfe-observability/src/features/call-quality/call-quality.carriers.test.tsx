// The Call quality page's post-dial delay, MOS distribution and one carrier's trend, against the API in memory: the
// PDD in the summary and the tables, the MOS bands per carrier and account, the charts' screen-reader summaries, a
// MOS bar chosen with the keyboard opening the carrier's calls, the carrier picker asking for that carrier's trend;
// an API that answers none of these (an older Switchboard) shows the page as before.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import type { CallStatistics } from '@switchboard/shared/types';
import { addCalls, ACCOUNT_SID } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
beforeAll(() => {
  // jsdom has no canvas: the charts draw nothing; their descriptions are what is checked
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** A stream report of a call: no loss (MOS ≈ 4.4, good) or a tenth of the packets lost (bad). */
const report = (call_sid: string, lossy: boolean) => ({
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

/** A captured INVITE dialog ringing `pdd` ms after the INVITE. */
const capture = (sip_callid: string, at: number, pdd: number) => {
  const message = (ms: number, payload: string) => ({
    time: ms * 1000,
    src_ip: '203.0.113.10',
    src_port: 5060,
    dst_ip: '10.0.1.5',
    dst_port: 5060,
    payload,
  });
  return {
    sip_callid,
    method: 'invite',
    account_sid: ACCOUNT_SID,
    messages: [
      message(at, 'INVITE sip:15550100100@10.0.1.5 SIP/2.0\r\nCSeq: 1 INVITE\r\n\r\n'),
      message(at + pdd, 'SIP/2.0 180 Ringing\r\nCSeq: 1 INVITE\r\n\r\n'),
    ],
  };
};

async function seed() {
  const [good, bad, , bravo] = await addCalls(
    api.current,
    { answered: true },
    { answered: true },
    { answered: false },
    { answered: true, trunk: 'Bravo carrier' },
  );
  await api.current.asAdmin('POST', '/Ingest/QualityReports', [
    report(good.call_sid, false),
    report(bad.call_sid, true),
    report(bravo.call_sid, false),
  ]);
  await api.current.asAdmin('POST', '/Ingest/SipCaptures', [
    capture(good.sip_callid, good.attempted_at, 2000),
    capture(bad.sip_callid, bad.attempted_at, 3000),
  ]);
}

const cells = (table: HTMLElement, row: RegExp) =>
  within(within(table).getByRole('row', { name: row }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Call quality: PDD, MOS and a carrier’s trend', () => {
  it('shows the PDD and the MOS bands per carrier and account, with their charts', async () => {
    await seed();
    const { user } = renderObservability('/internal/call-quality', {
      preloadedState: sessionAs('service_provider'),
    });
    const byCarrier = await screen.findByRole('table', { name: 'By carrier' });
    expect(screen.getByText('PDD', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2.5 s');
    expect(
      within(byCarrier)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Carrier',
      'Calls',
      'Answered',
      'ASR',
      'ACD',
      'PDD',
      'MOS good / fair / poor / bad',
      'SIP failure codes',
    ]);
    expect(cells(byCarrier, /Acme SIP trunk/)).toEqual([
      '3',
      '2',
      '66.7 %',
      '1:00',
      '2.5 s',
      '1 / 0 / 0 / 1',
      '487 Request Terminated (1)',
    ]);
    // no capture: no PDD
    expect(cells(byCarrier, /Bravo carrier/).slice(4, 6)).toEqual(['—', '1 / 0 / 0 / 0']);
    const byAccount = screen.getByRole('table', { name: 'By account' });
    expect(within(byAccount).getAllByRole('row')[1]).toHaveTextContent('2.5 s2 / 0 / 0 / 1');

    expect(
      screen.getByRole('img', {
        name: /^Average post-dial delay by carrier, over the calls with a SIP capture: Acme SIP trunk 2\.5 s\. Choose/,
      }),
    ).toBeInTheDocument();
    const mosChart = screen.getByRole('img', {
      name: /^Calls per MOS band by carrier: Acme SIP trunk: 1 good, 0 fair, 0 poor, 1 bad; Bravo carrier: 1 good, 0 fair, 0 poor, 0 bad\./,
    });
    // the keyboard: the second bar, then Enter opens that carrier's calls
    mosChart.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(mosChart.parentElement).toHaveTextContent('Bravo carrier: 1 good, 0 fair, 0 poor, 0 bad');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent calls' })).toBeInTheDocument();
  });

  it("the carrier picker shows that carrier's calls over time", async () => {
    await seed();
    const { user } = renderObservability('/internal/call-quality', {
      preloadedState: sessionAs('service_provider'),
    });
    const picker = await screen.findByRole('combobox', { name: 'Carrier' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All carriers', 'Acme SIP trunk', 'Bravo carrier']);
    expect(screen.getByRole('img', { name: /^Calls over time, per hour/ })).toBeInTheDocument();
    await user.selectOptions(picker, 'Bravo carrier');
    expect(
      await screen.findByRole('img', { name: /^Calls over time of Bravo carrier, per hour/ }),
    ).toBeInTheDocument();
    // the figures stay every carrier's
    expect(screen.getByText('Calls', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4');
  });

  it('an API without PDD, MOS or a carrier trend shows the page as before', async () => {
    await addCalls(api.current, { answered: true });
    const bare: CallStatistics = {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
      step: 'hour',
      total: { calls: 1, answered: 1, asr: 1, acd: 60, failures: [] },
      carriers: [{ trunk: 'Acme SIP trunk', calls: 1, answered: 1, asr: 1, acd: 60, failures: [] }],
      accounts: [{ account_sid: ACCOUNT_SID, calls: 1, answered: 1, asr: 1, acd: 60, failures: [] }],
      trend: [{ time: new Date().toISOString(), calls: 1, answered: 1, asr: 1, acd: 60 }],
    };
    api.server.use(http.get(/\/CallStatistics$/, () => HttpResponse.json(bare)));
    renderObservability('/internal/call-quality', { preloadedState: sessionAs('service_provider') });
    const byCarrier = await screen.findByRole('table', { name: 'By carrier' });
    expect(
      within(byCarrier)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Carrier', 'Calls', 'Answered', 'ASR', 'ACD', 'SIP failure codes']);
    expect(screen.queryByText('PDD', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MOS distribution by carrier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post-dial delay by carrier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Carrier' })).not.toBeInTheDocument();
  });
});
