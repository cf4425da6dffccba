// One rule for text a person types as a name (names, labels, descriptions, usernames): no NUL, no text-direction
// controls. The portal's forms and the API's bodies both use it.
import { accountNameField } from './accounts';
import { isTypedText, typedTextMessage } from './primitives';
import { carrierFormSchema } from './telephony-carriers';

describe('isTypedText', () => {
  it.each([
    '\u0000',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses U+%s', (hidden) => {
    expect(isTypedText(`name${hidden}`)).toBe(false);
  });

  it.each(['Acme', 'Café 🚀', 'שלום', 'مرحبا', '\u200F', '', null, undefined])('accepts %j', (text) => {
    expect(isTypedText(text)).toBe(true);
  });
});

describe('the forms use it', () => {
  it('an account name', () => {
    const result = accountNameField.safeParse('invoice\u202Efdp.exe');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(typedTextMessage('Account name'));
  });

  it('a carrier name', () => {
    const issues = carrierFormSchema.safeParse({ name: 'x\u0000' }).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === 'name')?.message).toBe(typedTextMessage('Carrier name'));
  });
});
