// The CSVs the portal and the API write for people to open in a spreadsheet (recent calls, phone numbers): RFC 4180
// quoting, and no cell a spreadsheet would run as a formula (a SIP From header or a description is written by
// whoever places the call or types it). One writer for the API's exports and the browser's (on a jambonz API).
import type { RecentCall } from '@switchboard/shared/types';

/** A signed number a spreadsheet reads as a number, not a formula: +15551234567, -12.5. */
const SIGNED_NUMBER = /^[+-](\d+(\.\d*)?|\.\d+)$/;

/**
 * One cell: quoted where needed; a cell that starts with = + - @, a tab or a CR gets a leading ' (OWASP's rule:
 * `-2+3+cmd|' /C calc'!A0` runs as a formula too), except a plain signed number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !SIGNED_NUMBER.test(text))) text = `'${text}`;
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
export const recentCallCsvLine = (call: RecentCall) => csvRow(RECENT_CALL_CSV_COLUMNS.map((c) => call[c]));
