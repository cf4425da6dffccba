// The one CSV writer of the API's exports and the browser's: OWASP's rule against formula injection (a cell that
// starts with = + - @, a tab or a CR is written as text), numbers left as numbers.
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['+cmd', `'+cmd`],
    ['-cmd', `'-cmd`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['+1+cmd', `'+1+cmd`],
    ['\t=1+2', `'\t=1+2`],
    ['\r=1+2', `"'\r=1+2"`],
  ])('neutralises %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['15551234567', '15551234567'],
    ['+15551234567', '+15551234567'],
    ['-12.5', '-12.5'],
    [42, '42'],
    ['a = b', 'a = b'],
    [null, ''],
  ])('leaves %j as it is', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});
