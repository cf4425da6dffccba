// The CSVs the portal and the API write for people to open in a spreadsheet (recent calls, phone numbers): RFC 4180
// quoting, and no cell a spreadsheet would run as a formula (a SIP From header or a description is written by
// whoever places the call or types it). One writer for the API's exports and the browser's (on a jambonz API).
import type { RecentCall } from '@switchboard/shared/types';

/** A signed cell a spreadsheet reads as a number, not a formula: +14155550100, -12.5. */
const PLAIN_NUMBER = /^[+-](\d+\.?\d*|\.\d+)$/;

/**
 * One cell: quoted where needed; =cmd, @SUM(…), a tab or CR, or a sign followed by anything but a plain number
 * (+1+cmd|…, -2+HYPERLINK(…): a spreadsheet runs those too) get a leading '.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !PLAIN_NUMBER.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF. */
export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The columns of the recent-calls export, in order. */
export const RECENT_CALL_CSV_COLUMNS: (keyof RecentCall)[] = [
  'attempted_at',
  'answered_at',
  'terminated_at',
  'direction',
  'from',
  'to',
  'answered',
  'sip_status',
  'termination_reason',
  'duration',
  'trunk',
  'call_sid',
  'sip_callid',
  'account_sid',
  'application_sid',
  'host',
  'remote_host',
  'trace_id',
  'recording_url',
];

export const recentCallsCsvHeader = () => csvRow(RECENT_CALL_CSV_COLUMNS);

/**
 * A call's cell of a column. An unanswered call has no answer time: the API (like the real server, docs/api/contract.md#recent-calls-and-alerts)
 * sends epoch 0 for it, which a spreadsheet would show as 1970-01-01; the cell is left empty.
 */
function cellOf(call: RecentCall, column: keyof RecentCall): unknown {
  if (column === 'answered_at') {
    const at = call.answered_at;
    if (!call.answered || at === null || at === undefined || Date.parse(String(at)) === 0) return '';
  }
  return call[column];
}

export const recentCallCsvLine = (call: RecentCall) =>
  csvRow(RECENT_CALL_CSV_COLUMNS.map((column) => cellOf(call, column)));
