// Recordings of scripts/record-real-api-samples.mjs: recent calls and alerts, written into the server's InfluxDB first
// as a feature server does, with the server's own @jambonz/time-series (REAL_API_SRC, default
// ${REAL_API_ROOT:-$TMPDIR/real-api}/jambonz-api-server).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The API server's @jambonz/time-series, or null where it is not installed. */
export function timeSeries() {
  const root = process.env.REAL_API_ROOT || path.join(process.env.TMPDIR || tmpdir(), 'real-api');
  const src = process.env.REAL_API_SRC || path.join(root, 'jambonz-api-server');
  const file = path.join(src, 'node_modules/@jambonz/time-series');
  if (!existsSync(file)) return null;
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  return createRequire(path.join(src, 'package.json'))(file)(
    quiet,
    process.env.REAL_API_TIME_SERIES_HOST || '127.0.0.1',
  );
}

/** On the account and provider of recordIdentity; the recordings go to `observabilityOut`. */
export async function recordObservability(r, ctx, { observabilityOut }) {
  const { record } = r;
  const series = timeSeries();
  if (series) {
    const now = Date.now();
    const owner = { account_sid: ctx.account, service_provider_sid: ctx.sp };
    const cdr = (i, answered) => ({
      ...owner,
      call_sid: randomUUID(),
      from: '15551230001',
      to: `1555765000${i}`,
      sip_callid: `${randomUUID()}@192.0.2.1`,
      sip_status: answered ? 200 : 486,
      duration: answered ? 42 : 0,
      answered,
      direction: i % 2 ? 'outbound' : 'inbound',
      host: '192.0.2.1',
      remote_host: '198.51.100.7',
      trunk: 'recorded trunk',
      trace_id: randomUUID().replace(/-/g, ''),
      attempted_at: now - 120_000 - i * 1000,
      answered_at: answered ? now - 118_000 - i * 1000 : 0,
      terminated_at: now - 60_000 - i * 1000,
      termination_reason: answered ? 'caller hungup' : 'busy',
    });
    await series.writeCdrs([cdr(1, true), cdr(2, false)]);
    await series.writeAlerts([
      { ...owner, alert_type: 'webhook-failure', url: 'https://hooks.example.com/call', status: 500 },
      { ...owner, alert_type: 'no-tts', vendor: 'google', label: 'none' },
    ]);
    const query = 'page=1&count=25&days=7';
    await record(
      'GET_Accounts_sid_RecentCalls_influx',
      'GET',
      `/Accounts/${ctx.account}/RecentCalls?${query}`,
      undefined,
      observabilityOut,
    );
    await record(
      'GET_Accounts_sid_RecentCalls_influx_answered',
      'GET',
      `/Accounts/${ctx.account}/RecentCalls?${query}&answered=true&direction=outbound`,
      undefined,
      observabilityOut,
    );
    await record(
      'GET_ServiceProviders_sid_RecentCalls_influx',
      'GET',
      `/ServiceProviders/${ctx.sp}/RecentCalls?${query}`,
      undefined,
      observabilityOut,
    );
    await record(
      'GET_Accounts_sid_Alerts_influx',
      'GET',
      `/Accounts/${ctx.account}/Alerts?${query}`,
      undefined,
      observabilityOut,
    );
    await record(
      'GET_ServiceProviders_sid_Alerts_influx',
      'GET',
      `/ServiceProviders/${ctx.sp}/Alerts?${query}`,
      undefined,
      observabilityOut,
    );
  } else {
    console.warn('no @jambonz/time-series here (REAL_API_SRC): recent calls and alerts not recorded');
  }
}
