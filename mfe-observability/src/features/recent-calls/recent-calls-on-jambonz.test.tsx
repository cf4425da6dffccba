// Recent calls on a jambonz API (v0.9.6): no capabilities document, no `…/CallsPerHour` and no
// `…/RecentCalls/export.csv` (both 404 there): the chart counts the page's calls and says so, the export pages
// through the calls and writes the CSV here, with the same columns as Switchboard's.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, apiUrl, capabilitiesHandler, http, sessionAs } from '@switchboard/shared/testing';
import { recentCallsCsvHeader } from '@switchboard/shared/validation';
import { makeCall } from '../../testing/fake-api';
import { setupFakeApi } from '../../testing/setup';
import { renderObservability } from '../../testing/render';
import { callsPerHourOf } from './recent-calls.rules';

const api = setupFakeApi();

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => jest.restoreAllMocks());

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
    api.current.db.calls.push(
      makeCall({ attempted_at: '2026-03-18T13:05:00.000Z' }),
      makeCall({ attempted_at: '2026-03-18T13:45:00.000Z', answered: false }),
      makeCall({ attempted_at: '2026-03-18T15:10:00.000Z' }),
    );
    renderObservability('/internal/recent-calls', { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('img', { name: /Calls per hour: 3 calls in 3 hours/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The chart counts the calls of this page: this API does not count calls per hour.'),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.endsWith('/CallsPerHour'))).toEqual([]);
    expect(callsPerHourOf(api.current.db.calls)).toEqual([
      { hour: '2026-03-18T13:00:00.000Z', answered: 1, not_answered: 1 },
      { hour: '2026-03-18T14:00:00.000Z', answered: 0, not_answered: 0 },
      { hour: '2026-03-18T15:00:00.000Z', answered: 1, not_answered: 0 },
    ]);
  });

  test('Export CSV pages through the calls (500 at a time) and writes them here', async () => {
    onJambonz();
    for (let i = 0; i < 3; i += 1)
      api.current.db.calls.push(makeCall({ from: i === 0 ? '=cmd' : '+14155550100' }));
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderObservability('/internal/recent-calls', { preloadedState: sessionAs('account') });
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
