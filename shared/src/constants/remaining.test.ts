import { remainingLine, remainingLines } from './remaining';

describe('what remains, in words', () => {
  const numbers = ['phone number', 'phone numbers'] as const;

  it('says nothing when nothing remains', () => {
    expect(remainingLine(numbers, [])).toBeNull();
  });

  it('counts in the singular or plural and names up to five', () => {
    expect(remainingLine(numbers, ['1555'])).toBe('1 phone number: 1555');
    expect(remainingLine(numbers, ['a', 'b', 'c', 'd', 'e'])).toBe('5 phone numbers: a, b, c, d, e');
    expect(remainingLine(numbers, ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      '7 phone numbers: a, b, c, d, e and 2 more',
    );
  });

  it('takes the total from a paged answer that holds only the first names', () => {
    expect(remainingLine(numbers, ['a', 'b'], 40)).toBe('40 phone numbers: a, b and 38 more');
  });

  it('leaves out the kinds with nothing left', () => {
    expect(remainingLines([null, '1 API key: ending 7c2a', null])).toEqual(['1 API key: ending 7c2a']);
  });
});
