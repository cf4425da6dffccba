import { csvCell, csvRow } from './csv';

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
