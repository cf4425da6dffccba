// The Recent calls page through its real route against the API in memory, seeded through its ingest path: filters
// and paging as the API answers them, the account selector per scope, the expandable item with its tabs and the
// trace-id rule, the waterfall, logs with the spec's messages, the pcap button only where a capture exists, the
// live tail and the chart.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Scope } from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { HttpResponse, apiUrl, findToast, http, readBack } from '@switchboard/shared/testing';
import type { CallsPerHourBucket } from '@switchboard/shared/types';
import { makeTrace } from '../../testing/fixtures';
import { ACCOUNT_SID, SP_SID, addAccount, addCalls, addCapture, addLogs, addTrace } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

// the platform's own call logs (what the feature servers reported), so the Logs tab has a source
const { api, sessionAs } = setupContractTest({ observability: { callLogs: 'local' } });
const TRACE = '1ecf0f5a8755016da54cee21c45166b1';

beforeAll(() => {
  // jsdom has no canvas: the chart draws nothing (its keyboard path is still there)
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

const callRequests = () =>
  api.current.requests.filter((r) => r.method === 'GET' && /\/RecentCalls$/.test(r.path));
const lastCallQuery = () => Object.fromEntries(new URLSearchParams(callRequests().at(-1)!.search));
const calls = () => within(screen.getByRole('list', { name: 'Calls' })).getAllByRole('listitem');

async function openPage(scope: Scope = 'account', features = {}) {
  const view = renderObservability('/internal/recent-calls', {
    preloadedState: sessionAs(scope),
    config: { features },
  });
  await screen.findByRole('heading', { level: 1, name: 'Recent calls' });
  return view;
}

describe('filters and paging', () => {
  test('an account user: its own account, today, 25 per page, "Total: N record(s)", the pager asks for page 2', async () => {
    await addCalls(api.current, ...Array.from({ length: 30 }, () => ({})));
    const { user } = await openPage('account');
    await waitFor(() => expect(calls()).toHaveLength(25));
    expect(screen.getByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Account')).not.toBeInTheDocument();
    expect(callRequests().at(-1)!.path).toBe(`/Accounts/${ACCOUNT_SID}/RecentCalls`);
    expect(lastCallQuery()).toMatchObject({ page: '1', count: '25' });
    expect(lastCallQuery().start).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls()).toHaveLength(5));
    expect(lastCallQuery()).toMatchObject({ page: '2', count: '25' });
    await user.selectOptions(screen.getByLabelText('Page size'), '50');
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ page: '1', count: '50' }));
  });

  test('direction, status, date and the filter text (after its pause) go to the API', async () => {
    await addCalls(
      api.current,
      { direction: 'outbound', answered: false, sip_status: 486, from: '+12125550199' },
      { direction: 'inbound' },
    );
    const { user } = await openPage('account');
    await waitFor(() => expect(calls()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Direction'), 'outbound');
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ direction: 'outbound' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ direction: 'outbound', answered: 'false' }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]).toHaveTextContent('not answered · 486');
    await user.selectOptions(screen.getByLabelText('Date'), '7');
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ days: '7' }));
    await user.type(screen.getByLabelText('Filter'), '2125550');
    expect(lastCallQuery().filter).toBeUndefined(); // not before the pause
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ filter: '2125550' }), { timeout: 3000 });
  });

  test('?trunk= (Carrier health’s link) narrows the calls to one carrier’s, until cleared', async () => {
    await addCalls(api.current, { trunk: 'Voxtelesys UK' }, { trunk: 'Acme SIP trunk' });
    const view = renderObservability('/internal/recent-calls?trunk=Voxtelesys%20UK', {
      preloadedState: sessionAs('account'),
    });
    expect(await screen.findByText('Calls of the carrier Voxtelesys UK.')).toBeInTheDocument();
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ trunk: 'Voxtelesys UK' }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: 'Show every carrier’s calls' }));
    await waitFor(() => expect(lastCallQuery().trunk).toBeUndefined());
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(screen.queryByText('Calls of the carrier Voxtelesys UK.')).not.toBeInTheDocument();
  });

  test('service providers choose an account or all of them (the provider’s list)', async () => {
    const other = await addAccount(api.current, 'Other account');
    await addCalls(api.current, {}, { account_sid: other });
    const { user } = await openPage('service_provider');
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(callRequests().at(-1)!.path).toBe(`/ServiceProviders/${SP_SID}/RecentCalls`);
    await user.selectOptions(await screen.findByLabelText('Account'), other);
    await waitFor(() => expect(callRequests().at(-1)!.path).toBe(`/Accounts/${other}/RecentCalls`));
    await waitFor(() => expect(calls()).toHaveLength(1));
  });

  test('nothing to show: "No data."; a failing list: the server’s message and Retry', async () => {
    let refuse = false;
    // the call records' store failing, which the API cannot be made to do; otherwise the API answers
    api.server.use(
      http.get(apiUrl('/Accounts/:sid/RecentCalls'), () =>
        refuse ? HttpResponse.json({ msg: 'the call records are unavailable' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openPage('account');
    expect(await screen.findByText('No data.')).toBeInTheDocument();
    refuse = true;
    await user.selectOptions(screen.getByLabelText('Direction'), 'inbound');
    expect(await screen.findByText('the call records are unavailable')).toBeInTheDocument();
    expect(screen.getByText('The calls could not be loaded')).toBeInTheDocument();
    refuse = false;
    await act(() => addCalls(api.current, { direction: 'inbound' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total: 1 record(s)')).toBeInTheDocument();
  });
});

describe('a call, expanded', () => {
  test('a traced call: tabs Details, Tracing and Logs; the waterfall; a span’s attributes', async () => {
    const [call] = await addCalls(api.current, { trace_id: TRACE });
    await addTrace(api.current, makeTrace(TRACE));
    const { user } = await openPage('account');
    const item = (await screen.findAllByRole('listitem'))[0];
    const summary = within(item).getAllByRole('button')[0];
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const tabs = within(item)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['Details', 'Tracing', 'Logs']);
    expect(within(item).getByText(call.call_sid)).toBeInTheDocument();
    await user.click(within(item).getByRole('tab', { name: 'Tracing' }));
    const spans = await within(item).findByRole('list', { name: 'Spans' });
    expect(await within(spans).findByRole('button', { name: 'dtmf:4' })).toBeInTheDocument();
    await user.click(within(spans).getByRole('button', { name: 'app-hook' }));
    const attributes = within(item).getByRole('region', { name: 'Span app-hook' });
    expect(within(attributes).getByText('https://hooks.example.com/ivr')).toBeInTheDocument();
    // each row says its place among the spans shown (the list is windowed)
    const places = () =>
      within(spans)
        .getAllByRole('listitem')
        .map((row) => `${row.getAttribute('aria-posinset')}/${row.getAttribute('aria-setsize')}`);
    const shown = places().length;
    expect(places()).toEqual(Array.from({ length: shown }, (_, i) => `${i + 1}/${shown}`));
    // fold the gather: its digits go
    await user.click(within(spans).getByRole('button', { name: /^Collapse verb:gather/ }));
    expect(within(spans).queryByRole('button', { name: 'dtmf:4' })).not.toBeInTheDocument();
    const folded = places().length;
    expect(folded).toBeLessThan(shown);
    expect(places()).toEqual(Array.from({ length: folded }, (_, i) => `${i + 1}/${folded}`));
  });

  test('an all-zero trace id: the details without tabs; no Logs tab without the logs feature', async () => {
    await addCalls(api.current, { trace_id: '0'.repeat(32) }, { trace_id: TRACE });
    await addTrace(api.current, makeTrace(TRACE));
    const { user } = await openPage('account', { callLogs: false });
    const [untraced, traced] = await screen.findAllByRole('listitem');
    await user.click(within(untraced).getAllByRole('button')[0]);
    expect(within(untraced).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(untraced).getByText('termination_reason:')).toBeInTheDocument();
    await user.click(within(traced).getAllByRole('button')[0]);
    expect(
      within(traced)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Details', 'Tracing']);
  });

  test('times in the summary and details: DD/MM/YY HH:mm:ss.SSS, local time', async () => {
    // 7.089 s after this morning's midnight, local time (the page shows today's calls)
    const at = new Date();
    at.setHours(0, 0, 7, 89);
    await addCalls(api.current, { attempted_at: at.getTime(), answered: false });
    const { user } = await openPage('account');
    const item = (await screen.findAllByRole('listitem'))[0];
    const day = [at.getDate(), at.getMonth() + 1, at.getFullYear() % 100];
    expect(item).toHaveTextContent(`${day.map((n) => String(n).padStart(2, '0')).join('/')} 00:00:07.089`);
    await user.click(within(item).getAllByRole('button')[0]);
    expect(within(item).getByText('not answered')).toBeInTheDocument();
  });

  test('logs: retrieved on request, copied with the spec’s messages; 404: "There is no log for this call"', async () => {
    const [call] = await addCalls(api.current, { trace_id: TRACE }, { trace_id: TRACE });
    await addTrace(api.current, makeTrace(TRACE));
    await addLogs(api.current, call, [
      JSON.stringify({ level: 30, time: Date.UTC(2026, 2, 18, 14, 0, 0, 5), msg: 'call answered' }),
    ]);
    const { user } = await openPage('account'); // user-event puts a clipboard of its own on navigator
    const [item, second] = await screen.findAllByRole('listitem');
    await user.click(within(item).getAllByRole('button')[0]);
    await user.click(within(item).getByRole('tab', { name: 'Logs' }));
    await user.click(within(item).getByRole('button', { name: 'Retrieve logs' }));
    expect(await within(item).findByText(/2026-03-18 14:00:00.005 UTC/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Copy logs' }));
    expect(await findToast('Logs copied to clipboard')).toBeInTheDocument();
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(item).getByRole('button', { name: 'Copy logs' }));
    await waitFor(() => expect(written).toHaveBeenCalled());
    expect(written.mock.calls[0][0]).toContain('"msg": "call answered"');
    written.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(item).getByRole('button', { name: 'Copy logs' }));
    expect(await findToast('Failed to copy logs')).toBeInTheDocument();
    // a call whose feature server logged nothing: the API has the call, and no lines
    await user.click(within(second).getAllByRole('button')[0]);
    await user.click(within(second).getByRole('tab', { name: 'Logs' }));
    await user.click(within(second).getByRole('button', { name: 'Retrieve logs' }));
    expect(await within(second).findByText('No logs found.')).toBeInTheDocument();
    // a call the logs source no longer knows: the API answers 404 only for a call it has no record of, and a
    // listed call has one
    api.server.use(
      http.get(apiUrl('/Accounts/:sid/RecentCalls/:callSid/logs'), () =>
        HttpResponse.json({ msg: 'Call not found' }, { status: 404 }),
      ),
    );
    await user.click(within(second).getByRole('button', { name: 'Retrieve logs' }));
    expect(await findToast('There is no log for this call')).toBeInTheDocument();
  });

  test('the pcap button only where a capture exists', async () => {
    const [captured, missing] = await addCalls(api.current, {}, {});
    await addCapture(api.current, captured, 7);
    const { user } = await openPage('account');
    const [a, b] = await screen.findAllByRole('listitem');
    await user.click(within(a).getAllByRole('button')[0]);
    await user.click(within(b).getAllByRole('button')[0]);
    expect(await within(a).findByRole('button', { name: 'Download pcap' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.current.requests.some((r) =>
          r.path.endsWith(`/RecentCalls/${encodeURIComponent(missing.sip_callid)}`),
        ),
      ).toBe(true),
    );
    expect(within(b).queryByRole('button', { name: 'Download pcap' })).not.toBeInTheDocument();
  });
});

describe('beyond the jambonz portal', () => {
  test('live tail: new calls appear on top, the expanded call stays open and nothing shown drops off', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await addCalls(api.current, {});
      const { user } = await openPage('account');
      const item = (await screen.findAllByRole('listitem'))[0];
      await user.click(within(item).getAllByRole('button')[0]);
      await user.click(screen.getByRole('switch', { name: 'Live tail' }));
      await addCalls(api.current, { attempted_at: Date.now(), from: '+19995550000' });
      await act(async () => {
        jest.advanceTimersByTime(3500);
      });
      await waitFor(() => expect(calls()).toHaveLength(2));
      expect(calls()[0]).toHaveTextContent('+19995550000');
      expect(within(calls()[1]).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('1 new');
    } finally {
      jest.useRealTimers();
    }
  });

  test('the chart: an hour chosen with the keyboard narrows the list to that hour', async () => {
    // three calls in the hour before this one, one in this hour
    const hour = 3_600_000;
    const thisHour = Math.floor(Date.now() / hour) * hour;
    await addCalls(
      api.current,
      { attempted_at: thisHour },
      { attempted_at: thisHour - hour + 60_000 },
      { attempted_at: thisHour - hour + 120_000, answered: false },
      { attempted_at: thisHour - hour + 180_000 },
    );
    const { user } = await openPage('account');
    // a week, so the hour before this one is in the window whatever the time of day
    await user.selectOptions(screen.getByLabelText('Date'), '7');
    await waitFor(() => expect(lastCallQuery()).toMatchObject({ days: '7' }));
    const asked = await waitFor(() => {
      const request = api.current.requests.filter((r) => r.path.endsWith('/CallsPerHour')).at(-1);
      expect(new URLSearchParams(request?.search).get('days')).toBe('7');
      return request!;
    });
    const { data: buckets } = await readBack(() =>
      api.current.asAdmin<{ data: CallsPerHourBucket[] }>('GET', `${asked.path}${asked.search}`),
    );
    expect(buckets.at(-2)).toEqual({
      hour: new Date(thisHour - hour).toISOString(),
      answered: 2,
      not_answered: 1,
    });
    const chart = await screen.findByRole('img', {
      name: new RegExp(`Calls per hour: 4 calls in ${buckets.length} hours`),
    });
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    fireEvent.keyDown(chart, { key: 'Enter' });
    await waitFor(() =>
      expect(lastCallQuery()).toMatchObject({
        start: new Date(thisHour - hour).toISOString(),
        end: new Date(thisHour - 1).toISOString(),
      }),
    );
    expect(screen.getByLabelText('Date')).toHaveValue('range');
    await waitFor(() => expect(calls()).toHaveLength(3));
  });

  test('CSV export of the current filter', async () => {
    const created = jest.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    // the download link's click (jsdom cannot navigate)
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const [inbound, outbound] = await addCalls(
      api.current,
      { direction: 'inbound' },
      { direction: 'outbound' },
    );
    const { user } = await openPage('account');
    await user.selectOptions(screen.getByLabelText('Direction'), 'inbound');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const request = api.current.requests.find((r) => r.path.endsWith('/RecentCalls/export.csv'))!;
    expect(Object.fromEntries(new URLSearchParams(request.search))).toMatchObject({ direction: 'inbound' });
    expect(request.authorization).toMatch(/^Bearer /);
    expect(clicked).toHaveBeenCalled();
    // the API's file: the inbound call, not the outbound one
    const csv = await readBack(() => created.mock.calls[0][0].text());
    expect(csv).toContain(inbound.call_sid);
    expect(csv).not.toContain(outbound.call_sid);
  });
});
