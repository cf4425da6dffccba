// The real jambonz API's recorded answers for recent calls, alerts, pcap and trace (docs/api/contract.md#contract-samples,
// copied to contract-samples-observability/) replayed against this API. The recording
// server had no InfluxDB or Homer behind it, so some answers were errors this API does not reproduce on purpose —
// it has its call store: those are listed in DELIBERATE with what we answer instead (the shapes, docs/api/contract.md#time-series-paging).
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

/** The time-series page (docs/api/contract.md#paging) the recording server could not give without InfluxDB. */
const TIME_SERIES_PAGE: Json = { total: 0, page_size: '25', page: '1', data: [] };

/**
 * Keys a row of ours carries that the second session's recordings lack. For calls and account alerts they are
 * fields of @jambonz/time-series' schema that a feature server writes only when it has them (the recorded calls had
 * no application, parent call or recording; the alerts no detail or target) — the real server answers them then.
 */
const OPTIONAL_ROW_KEYS: Record<string, { why: string; keys: string[] }> = {
  'GET_Accounts_sid_RecentCalls_influx.json': {
    why: 'fields a feature server writes only when it has them; null here',
    keys: ['application_sid', 'sip_parent_callid', 'recording_url'],
  },
  'GET_Accounts_sid_RecentCalls_influx_answered.json': {
    why: 'fields a feature server writes only when it has them; null here',
    keys: ['application_sid', 'sip_parent_callid', 'recording_url'],
  },
  'GET_ServiceProviders_sid_RecentCalls_influx.json': {
    why: 'fields a feature server writes only when it has them; null here',
    keys: ['application_sid', 'sip_parent_callid', 'recording_url'],
  },
  'GET_Accounts_sid_Alerts_influx.json': {
    why: 'fields a feature server writes only when it has them; null here',
    keys: ['detail', 'target_sid'],
  },
  'GET_ServiceProviders_sid_Alerts_influx.json': {
    why:
      'the real server’s provider query selects only time, service_provider_sid, message and detail; ours also ' +
      'says which account and what kind — a screen must not count on them for a provider on the real API',
    keys: ['alert_type', 'account_sid', 'vendor', 'target_sid'],
  },
};

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
  await ingestRecordedRows();
});

/**
 * The second session's recordings (`*_influx*.json`, scripts/record-real-api-samples.mjs) were made on a server
 * whose InfluxDB held two calls and two alerts of the session's account. The same rows go into this API — for
 * another account of the default provider, moved to the last hour — so its answers have rows to compare.
 */
async function ingestRecordedRows(): Promise<void> {
  const rows = (file: string) => (read(file).body as { data: Record<string, unknown>[] }).data;
  const calls = rows('GET_Accounts_sid_RecentCalls_influx.json');
  const alerts = rows('GET_Accounts_sid_Alerts_influx.json');
  sids.set(String(calls[0].account_sid), w.acct2);
  sids.set(String(calls[0].service_provider_sid), w.sp1);
  const latest = Math.max(...calls.map((c) => Date.parse(String(c.terminated_at))));
  const moved = (iso: unknown) => Date.now() - 60_000 - (latest - Date.parse(String(iso)));
  const cdrs = calls.map((c) => ({
    attempted_at: moved(c.attempted_at),
    answered_at: c.answered ? moved(c.answered_at) : null,
    terminated_at: moved(c.terminated_at),
    answered: c.answered,
    direction: c.direction,
    account_sid: w.acct2,
    call_sid: c.call_sid,
    from: c.from,
    to: c.to,
    sip_callid: c.sip_callid,
    termination_reason: c.termination_reason,
    host: c.host,
    remote_host: c.remote_host,
    trunk: c.trunk,
    trace_id: c.trace_id,
    sip_status: c.sip_status,
    duration: c.duration,
  }));
  const ingest = async (what: string, body: unknown[]) => {
    const res = await w.api('POST', `/v1/Ingest/${what}`, tokens.admin, body);
    expect(res.statusCode).toBe(201);
  };
  await ingest('Cdrs', cdrs);
  await ingest(
    'Alerts',
    alerts.map((a) => ({
      time: Date.now() - 60_000,
      alert_type: a.alert_type,
      message: a.message,
      account_sid: w.acct2,
      service_provider_sid: w.sp1,
      vendor: a.vendor ?? null,
    })),
  );
}
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
      'GET_Accounts_sid_RecentCalls_influx.json',
      'GET_Accounts_sid_RecentCalls_influx_answered.json',
      'GET_ServiceProviders_sid_RecentCalls_influx.json',
      'GET_Accounts_sid_Alerts_influx.json',
      'GET_ServiceProviders_sid_Alerts_influx.json',
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
      const optional = new Set(OPTIONAL_ROW_KEYS[file]?.keys ?? []);
      const diffs = shapeDiffs(expected.body, body).filter(
        (d) => d !== '$.msg: extra' && !optional.has(/^\$\.data\[\d+\]\.(\w+): extra$/.exec(d)?.[1] ?? ''),
      );
      expect(diffs).toEqual([]);
      if (!DELIBERATE[file] && typeof (expected.body as Record<string, unknown>).msg === 'string')
        expect(body.msg).toBe((expected.body as Record<string, unknown>).msg);
    }
  });
});
