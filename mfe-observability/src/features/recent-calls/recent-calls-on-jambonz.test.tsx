// Recent calls on a jambonz API (v0.9.6): no capabilities document, no `…/CallsPerHour` and no
// `…/RecentCalls/export.csv` (both 404 there): the chart counts the page's calls and says so, the export pages
// through the calls and writes the CSV here, with the same columns as Switchboard's.
import { screen, waitFor } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { HttpResponse, apiUrl, capabilitiesHandler, http, readBack } from '@switchboard/shared/testing';
import type { RecentCall } from '@switchboard/shared/types';
import { recentCallsCsvHeader } from '@switchboard/shared/validation';
import { ACCOUNT_SID, addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';
import { callsPerHourOf } from './recent-calls.rules';

const { api, sessionAs } = setupContractTest();

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => jest.restoreAllMocks());

/** What a jambonz API answers differently: no capabilities document, no chart, no export (404 pages). */
function onJambonz() {
  const missing = () => HttpResponse.html('<!DOCTYPE html><pre>Cannot GET</pre>', { status: 404 });
  api.server.use(
    capabilitiesHandler(null),
    http.get(apiUrl('/Accounts/:sid/CallsPerHour'), missing),
    http.get(apiUrl('/Accounts/:sid/RecentCalls/export.csv'), missing),
  );
}

describe('recent calls on a jambonz API', () => {
  test('the chart counts the calls of the page, every hour between them, and says so', async () => {
    onJambonz();
    // two calls two hours ago, one in this hour: a week's window holds them whatever the time of day
    const hour = 3_600_000;
    const thisHour = Math.floor(Date.now() / hour) * hour;
    await addCalls(
      api.current,
      { attempted_at: Math.max(thisHour, Date.now() - 1000) },
      { attempted_at: thisHour - 2 * hour + 45 * 60_000, answered: false },
      { attempted_at: thisHour - 2 * hour + 5 * 60_000 },
    );
    const { user } = renderObservability('/internal/recent-calls', {
      preloadedState: sessionAs('account'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Recent calls' });
    await user.selectOptions(screen.getByLabelText('Date'), '7');
    expect(
      await screen.findByRole('img', { name: /Calls per hour: 3 calls in 3 hours/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The chart counts the calls of this page: this API does not count calls per hour.'),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.endsWith('/CallsPerHour'))).toEqual([]);
    const { data } = await readBack(() =>
      api.current.asAdmin<{ data: RecentCall[] }>(
        'GET',
        `/Accounts/${ACCOUNT_SID}/RecentCalls?page=1&count=25&days=7`,
      ),
    );
    expect(callsPerHourOf(data)).toEqual([
      { hour: new Date(thisHour - 2 * hour).toISOString(), answered: 1, not_answered: 1 },
      { hour: new Date(thisHour - hour).toISOString(), answered: 0, not_answered: 0 },
      { hour: new Date(thisHour).toISOString(), answered: 1, not_answered: 0 },
    ]);
  });

  test('Export CSV pages through the calls (500 at a time) and writes them here', async () => {
    onJambonz();
    await addCalls(api.current, { from: '=cmd' }, { from: '+14155550100' }, { from: '+14155550100' });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderObservability('/internal/recent-calls', {
      preloadedState: sessionAs('account'),
    });
    await screen.findByText('Total: 3 record(s)');
    await user.selectOptions(screen.getByLabelText('Direction'), 'inbound');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).split('\r\n');
    expect(`${lines[0]}\r\n`).toBe(recentCallsCsvHeader());
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(lines.some((line) => line.includes(",'=cmd,"))).toBe(true);
    expect(lines.some((line) => line.includes(',+14155550100,'))).toBe(true);
    const asked = api.current.requests.filter(
      (r) => /\/RecentCalls$/.test(r.path) && new URLSearchParams(r.search).get('count') === '500',
    );
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(asked[0].search))).toMatchObject({
      page: '1',
      direction: 'inbound',
    });
    expect(api.current.requests.filter((r) => r.path.endsWith('/export.csv'))).toEqual([]);
  });
});
