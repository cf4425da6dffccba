import type { RecentCall } from '@switchboard/shared/types';
import { RECENT_CALL_CSV_COLUMNS, csvCell, csvRow, recentCallCsvLine, recentCallsCsvHeader } from './csv';

const call = (patch: Partial<RecentCall>): RecentCall =>
  ({
    attempted_at: '2026-03-18T14:47:48.000Z',
    answered_at: '2026-03-18T14:47:50.000Z',
    terminated_at: '2026-03-18T14:48:20.000Z',
    direction: 'inbound',
    from: '+14155550100',
    to: '15550001001',
    answered: true,
    duration: 30,
    ...patch,
  }) as RecentCall;

const cells = (line: string) => line.replace(/\r\n$/, '').split(',');
const at = (column: keyof RecentCall) => RECENT_CALL_CSV_COLUMNS.indexOf(column);

describe('the recent-calls CSV', () => {
  it('writes an answered call’s answer time', () => {
    expect(cells(recentCallCsvLine(call({})))[at('answered_at')]).toBe('2026-03-18T14:47:50.000Z');
  });

  it('leaves answered_at empty for an unanswered call, never 1970-01-01', () => {
    const line = recentCallCsvLine(
      call({ answered: false, answered_at: '1970-01-01T00:00:00.000Z', duration: 0, sip_status: 486 }),
    );
    expect(line).not.toContain('1970');
    expect(cells(line)[at('answered_at')]).toBe('');
    expect(cells(line)[at('attempted_at')]).toBe('2026-03-18T14:47:48.000Z');
    expect(
      cells(recentCallCsvLine(call({ answered: false, answered_at: null as unknown as string })))[
        at('answered_at')
      ],
    ).toBe('');
  });

  it('has a header of the columns and quotes what a spreadsheet would run', () => {
    expect(recentCallsCsvHeader()).toMatch(/^attempted_at,answered_at,terminated_at,/);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});

describe('the CSV writer', () => {
  it('quotes what needs quoting', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', null, 3])).toBe('a,"b,c","say ""hi""",,3\r\n');
  });

  it('writes as text every cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '@SUM(A1)', '\tx', '\rx', '+cmd', "+1+cmd|' /C calc'!A0", '-2+3', '-', '+'])
      expect(csvCell(cell)).toMatch(/^"?'/);
  });

  it('keeps signed numbers as they are', () => {
    for (const cell of ['+14155550100', '-12.5', '+.5', '-0', '15550100']) expect(csvCell(cell)).toBe(cell);
  });
});
