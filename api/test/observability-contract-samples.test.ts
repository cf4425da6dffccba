// The real jambonz API's recorded answers for recent calls, alerts, pcap and trace (handbook
// reference/real-api-samples, copied to contract-samples-observability/) replayed against this API. The recording
// server had no InfluxDB or Homer behind it, so some answers were errors this API does not reproduce on purpose —
// it has its call store: those are listed in DELIBERATE with what we answer instead (the contract's shapes, §4).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shapeDiffs, type Json } from './contract-shape';
import { createWorld, DEFAULT_ACCOUNT_SID, type World } from './helpers';

interface Sample {
  request: { method: string; path: string };
  status: number;
  body: unknown;
}

const DIR = path.join(__dirname, 'contract-samples-observability');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const read = (file: string) => JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Sample;

/** The time-series page (contract §4) the recording server could not give without InfluxDB. */
const TIME_SERIES_PAGE: Json = { total: 0, page_size: '25', page: '1', data: [] };

const DELIBERATE: Record<string, { why: string; status: number; body: Json | string }> = {
  'GET_Accounts_sid_RecentCalls.json': {
    why: 'the recording server could not reach InfluxDB (500 ECONNREFUSED); this API has its call store',
    status: 200,
    body: TIME_SERIES_PAGE,
  },
  'GET_Accounts_sid_Alerts.json': {
    why: 'the recording server could not reach InfluxDB (500 ECONNREFUSED); this API has its alert store',
    status: 200,
    body: TIME_SERIES_PAGE,
  },
  'GET_ServiceProviders_sid_RecentCalls.json': {
    why: 'the recording server could not reach InfluxDB (500 ECONNREFUSED); this API has its call store',
    status: 200,
    body: TIME_SERIES_PAGE,
  },
  'GET_RecentCalls_pcap.json': {
    why: 'the recording server had no Homer (400 Bad Request); this API has its capture store, and nothing was captured for abc123: the contract’s 404',
    status: 404,
    body: 'Not Found',
  },
};

let w: World;
let tokens: Record<string, string>;
const sids = new Map<string, string>();

beforeAll(async () => {
  w = await createWorld();
  tokens = { admin: w.tokens.admin, acct: w.tokens.acct };
  // the recording's second account ("949fb32c…") is another account of the default provider
  sids.set('949fb32c-aa31-4f92-9173-5b827c761cb1', w.acct2);
  expect(w.acct1).toBe(DEFAULT_ACCOUNT_SID);
});
afterAll(async () => {
  await w.app.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

test('every recording of the area is replayed', () => {
  expect(files.sort()).toEqual(
    [
      'ACCT_GET_Accounts_other_RecentCalls.json',
      'GET_Accounts_sid_Alerts.json',
      'GET_Accounts_sid_Alerts_noargs.json',
      'GET_Accounts_sid_RecentCalls.json',
      'GET_Accounts_sid_RecentCalls_noargs.json',
      'GET_RecentCalls_pcap.json',
      'GET_RecentCalls_trace.json',
      'GET_ServiceProviders_sid_RecentCalls.json',
    ].sort(),
  );
});

describe.each(files)('%s', (file) => {
  test('has the recorded (or the deliberately different) status and shape', async () => {
    const sample = read(file);
    const url = sample.request.path.replace(UUID, (s) => sids.get(s) ?? s);
    const res = await w.api('GET', url, file.startsWith('ACCT_') ? tokens.acct : tokens.admin);
    const expected = DELIBERATE[file] ?? { status: sample.status, body: sample.body as Json };
    expect(res.statusCode).toBe(expected.status);
    if (typeof expected.body === 'string') {
      expect(res.body).toBe(expected.body);
    } else {
      const body = res.json();
      // guard failures keep {status, message} and add msg, which the portal reads
      const diffs = shapeDiffs(expected.body, body).filter((d) => d !== '$.msg: extra');
      expect(diffs).toEqual([]);
      if (!DELIBERATE[file] && typeof (expected.body as Record<string, unknown>).msg === 'string')
        expect(body.msg).toBe((expected.body as Record<string, unknown>).msg);
    }
  });
});
