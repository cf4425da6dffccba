// The CSV of the recent-calls export: one line per call, RFC 4180 quoting, and no cell a spreadsheet would run as a
// formula (a SIP From header is written by whoever places the call).
import type { RecentCall } from '@switchboard/shared/types';

export const CSV_COLUMNS: (keyof RecentCall)[] = [
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

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // =cmd, @SUM(…), a tab or CR, or a sign not followed by a digit would be taken as a formula
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d.])/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = () => `${CSV_COLUMNS.join(',')}\r\n`;
export const csvLine = (call: RecentCall) => `${CSV_COLUMNS.map((c) => csvCell(call[c])).join(',')}\r\n`;
