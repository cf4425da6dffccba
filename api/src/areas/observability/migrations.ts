// The observability area's migrations, versions 30–39 and 60–69 (db/migrations.ts collects every area's). Never edit one that
// has shipped: add the next.
import { webhookExchanges, webhookFailed } from '@switchboard/shared/call-analysis';
import type { OtlpTrace, SipCaptureMessage } from '@switchboard/shared/types';
import type { Migration } from '../../db/migration';
import type { Store } from '../../db/store';
import { unpack } from './records/packing';
import {
  ALERTS_SQL,
  CALL_ARTIFACTS_SQL,
  CALL_WEBHOOKS_SQL,
  CDR_NUMBERS_COLUMN_SQL,
  CDR_SP_NUMBERS_SQL,
  CDR_TRUNK_SLOTS_SQL,
  CDRS_SQL,
  RECORDINGS_SQL,
} from './records/schema';
import { CALL_QUALITY_SQL } from './quality/schema';
import {
  CDR_MOS_HOURS_SQL,
  CDR_PDD_HOURS_FILL_SQL,
  CDR_PDD_HOURS_SQL,
  CDR_STATUS_HOURS_SQL,
} from './statistics/schema';
import { postDialDelayMs } from './sip-captures/pdd';
import { ALERT_RULE_INDEXES_SQL, ALERT_RULES_SQL } from './rules/schema';
import { fillUsageRollups } from './usage-limits/rollups';

export const OBSERVABILITY_MIGRATIONS: Migration[] = [
  { version: 30, name: 'call records', up: (store) => store.db.exec(CDRS_SQL) },
  { version: 31, name: 'alerts', up: (store) => store.db.exec(ALERTS_SQL) },
  {
    version: 32,
    name: 'traces, SIP captures and call logs',
    up: (store) => store.db.exec(CALL_ARTIFACTS_SQL),
  },
  { version: 33, name: 'call recordings', up: (store) => store.db.exec(RECORDINGS_SQL) },
  {
    version: 34,
    name: 'recent calls: number filter in the account index, covering hourly counts',
    up: (store) => store.db.exec(CDR_NUMBERS_COLUMN_SQL),
  },
  {
    version: 35,
    name: 'recent calls: number filter in the service-provider index',
    up: (store) => store.db.exec(CDR_SP_NUMBERS_SQL),
  },
  { version: 36, name: 'call quality streams', up: (store) => store.db.exec(CALL_QUALITY_SQL) },
  {
    version: 37,
    name: 'calls per trunk in 5-minute slots',
    up: (store) => store.db.exec(CDR_TRUNK_SLOTS_SQL),
  },
  {
    version: 38,
    name: 'calls per hour, trunk and SIP status (call statistics)',
    up: (store) => store.db.exec(CDR_STATUS_HOURS_SQL),
  },
  { version: 39, name: 'alert rules and their notifications', up: (store) => store.db.exec(ALERT_RULES_SQL) },
  // 30–39 are taken: the area's second range
  {
    version: 60,
    name: 'alert rules: covering indexes of what they read of the calls',
    up: (store) => store.db.exec(ALERT_RULE_INDEXES_SQL),
  },
  { version: 61, name: "the traces' webhook exchanges", up: indexStoredWebhooks },
  {
    version: 62,
    name: 'calls per hour, trunk and MOS band (call statistics)',
    up: (store) => store.db.exec(CDR_MOS_HOURS_SQL),
  },
  { version: 63, name: 'post-dial delay of the SIP captures, per hour and trunk', up: measureStoredPdd },
  {
    version: 64,
    name: 'usage against limits: peak calls per owner and hour, talk time per day',
    up: fillUsageRollups,
  },
];

/**
 * Migration 63: the column and the roll-up, each INVITE capture already stored measured (sip-captures/pdd.ts — its
 * rule as shipped), then the roll-up filled from the CDRs. In pages: better-sqlite3 runs no other statement while an
 * iterator is open.
 */
function measureStoredPdd(store: Store): void {
  store.db.exec(CDR_PDD_HOURS_SQL);
  const update = store.db.prepare('UPDATE sip_captures SET pdd_ms = ? WHERE capture_id = ?');
  const page = store.db.prepare(
    `SELECT capture_id, messages FROM sip_captures WHERE method = 'invite' AND capture_id > ?
      ORDER BY capture_id LIMIT 500`,
  );
  type Row = { capture_id: number; messages: Buffer | string };
  for (
    let rows = page.all(0) as Row[];
    rows.length;
    rows = page.all(rows[rows.length - 1].capture_id) as Row[]
  )
    for (const row of rows) {
      const pdd = postDialDelayMs(unpack<SipCaptureMessage[]>(row.messages));
      if (pdd !== null) update.run(pdd, row.capture_id);
    }
  store.db.exec(CDR_PDD_HOURS_FILL_SQL);
}

/** Migration 61: the table, filled from the traces already stored (written out here: a migration never changes). */
function indexStoredWebhooks(store: Store): void {
  store.db.exec(CALL_WEBHOOKS_SQL);
  const insert = store.db.prepare(
    `INSERT OR IGNORE INTO call_webhooks (trace_id, span_id, account_sid, service_provider_sid, at, ms, failed, status, method, url)
     SELECT ?, ?, account_sid, service_provider_sid, ?, ?, ?, ?, ?, ? FROM accounts WHERE account_sid = ?`,
  );
  // in pages: better-sqlite3 runs no other statement while an iterator is open
  const page = store.db.prepare(
    `SELECT rowid, trace_id, account_sid, otlp FROM call_traces
      WHERE account_sid IS NOT NULL AND rowid > ? ORDER BY rowid LIMIT 500`,
  );
  type Row = { rowid: number; trace_id: string; account_sid: string; otlp: Buffer | string };
  for (let rows = page.all(0) as Row[]; rows.length; rows = page.all(rows[rows.length - 1].rowid) as Row[])
    for (const row of rows)
      for (const hook of webhookExchanges(unpack<OtlpTrace>(row.otlp)))
        insert.run(
          row.trace_id,
          hook.spanId,
          Math.round(hook.at),
          Math.round(hook.ms),
          webhookFailed(hook) ? 1 : 0,
          hook.status,
          hook.method,
          hook.url,
          row.account_sid,
        );
}
