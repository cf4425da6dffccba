import { countFieldErrors, fieldsNeedAttention } from './invalid-form';

describe('a save the rules refuse', () => {
  it('counts every field in error: rows of lists, a list’s own message once', () => {
    expect(
      countFieldErrors({
        name: { type: 'custom', message: 'Carrier name is required' },
        sip_gateways: [
          undefined,
          { ipv4: { type: 'custom', message: 'invalid' }, port: { type: 'custom', message: 'bad port' } },
        ],
        smpp_outbound: { type: 'custom', message: 'You must provide at least one Outbound Gateway.' },
        registration_hook: { username: { type: 'custom', message: 'both' } },
      }),
    ).toBe(5);
    expect(countFieldErrors({})).toBe(0);
  });

  it('words the count', () => {
    expect(fieldsNeedAttention(1)).toBe('1 field needs attention');
    expect(fieldsNeedAttention(3)).toBe('3 fields need attention');
  });
});
