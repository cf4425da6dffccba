// Recent calls and alerts of the real API live in InfluxDB, written there by jambonz's feature servers with
// @jambonz/time-series. A test writes them the same way, with the real server's own copy of that package:
//   await writeCdrs([cdr({ account_sid, service_provider_sid })]);
//   await writeAlerts([{ alert_type: 'webhook-failure', account_sid, service_provider_sid, url, status: 500 }]);
// then GET /v1/Accounts/{sid}/RecentCalls (or …/Alerts) returns them. The package is looked up in
// REAL_API_SRC, default `${REAL_API_ROOT:-$TMPDIR/real-api}/jambonz-api-server` (where setup.sh puts the server);
// InfluxDB's host is REAL_API_TIME_SERIES_HOST, default 127.0.0.1 (its port is 8086: the package's fixed one).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A call detail record as a feature server writes it (times in ms since the epoch). */
export interface Cdr {
  call_sid: string;
  account_sid: string;
  service_provider_sid: string;
  application_sid?: string;
  from: string;
  to: string;
  sip_callid: string;
  sip_status: number;
  duration: number;
  answered: boolean;
  direction: 'inbound' | 'outbound';
  host: string;
  remote_host: string;
  trunk: string;
  trace_id: string;
  attempted_at: number;
  answered_at?: number;
  terminated_at: number;
  termination_reason: string;
  recording_url?: string;
}

/** An alert as a feature server writes it; `message` is made from the type when absent (see the package). */
export interface Alert {
  alert_type: string;
  account_sid: string;
  service_provider_sid: string;
  message?: string;
  detail?: string;
  url?: string;
  status?: number;
  vendor?: string;
  label?: string;
  count?: number;
  target_sid?: string;
  /** a Date or ms since the epoch; the write time when absent */
  timestamp?: Date | number;
}

interface TimeSeries {
  writeCdrs: (cdrs: Cdr[]) => Promise<void>;
  writeAlerts: (alerts: Array<Omit<Alert, 'timestamp'> & { timestamp?: Date }>) => Promise<void>;
}

/** Where the real server's source (with its node_modules) is. */
export function realApiSource(): string {
  const root = process.env.REAL_API_ROOT || path.join(process.env.TMPDIR || tmpdir(), 'real-api');
  return process.env.REAL_API_SRC || path.join(root, 'jambonz-api-server');
}

/** Whether the time series can be written from here (the server's source is on this machine). */
export function timeSeriesAvailable(): boolean {
  return existsSync(path.join(realApiSource(), 'node_modules/@jambonz/time-series/package.json'));
}

let client: TimeSeries | undefined;
function timeSeries(): TimeSeries {
  if (client) return client;
  const source = realApiSource();
  const file = path.join(source, 'node_modules/@jambonz/time-series');
  if (!timeSeriesAvailable())
    throw new Error(
      `@jambonz/time-series is not at ${file}: set REAL_API_SRC (or REAL_API_ROOT) to the real API server's source`,
    );
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const make = createRequire(path.join(source, 'package.json'))(file) as (
    logger: unknown,
    opts: { host: string },
  ) => TimeSeries;
  client = make(quiet, { host: process.env.REAL_API_TIME_SERIES_HOST || '127.0.0.1' });
  return client;
}

/** Writes call detail records into the real server's InfluxDB (`cdrs`), as a feature server does. */
export async function writeCdrs(cdrs: Cdr[]): Promise<void> {
  // InfluxDB refuses a point with an undefined field ('answered_at=undefined'): leave such fields out
  await timeSeries().writeCdrs(
    cdrs.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Cdr),
  );
}

/** Writes alerts into the real server's InfluxDB (`alerts`), as a feature server does. */
export async function writeAlerts(alerts: Alert[]): Promise<void> {
  await timeSeries().writeAlerts(
    alerts.map(({ timestamp, ...alert }) => ({
      ...alert,
      ...(timestamp === undefined ? {} : { timestamp: new Date(timestamp) }),
    })),
  );
}

let calls = 0;
/**
 * A plausible answered inbound call of `owner` that ended a minute ago (override any field). Each call gets a fresh
 * call_sid, sip_callid and trace_id, and a distinct attempted_at (InfluxDB keeps one point per series and time).
 */
export function cdr(
  owner: { account_sid: string; service_provider_sid: string },
  fields: Partial<Cdr> = {},
): Cdr {
  calls += 1;
  const attempted = Date.now() - 60_000 - calls * 1000;
  const answered = fields.answered ?? true;
  const duration = fields.duration ?? (answered ? 42 : 0);
  return {
    call_sid: randomUUID(),
    from: '15551230001',
    to: '15557650002',
    sip_callid: `${randomUUID()}@192.0.2.1`,
    sip_status: answered ? 200 : 486,
    duration,
    answered,
    direction: 'inbound',
    host: '192.0.2.1',
    remote_host: '198.51.100.7',
    trunk: 'RA carrier',
    trace_id: randomUUID().replace(/-/g, ''),
    attempted_at: attempted,
    // an unanswered call: 0, which the API answers as 1970-01-01T00:00:00Z (as recorded from real traffic)
    answered_at: answered ? attempted + 2000 : 0,
    terminated_at: attempted + 2000 + duration * 1000,
    termination_reason: answered ? 'caller hungup' : 'busy',
    ...owner,
    ...fields,
  };
}
