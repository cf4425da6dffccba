import { limitBodySchema, limitFormFieldSchema, limitsFormSchema, parseLimitInput } from '.';

describe('limits', () => {
  it('form field: blank or a whole number of at least 0', () => {
    expect(limitFormFieldSchema.safeParse('').success).toBe(true);
    expect(limitFormFieldSchema.safeParse('0').success).toBe(true);
    expect(limitFormFieldSchema.safeParse(' 25 ').success).toBe(true);
    expect(limitFormFieldSchema.safeParse(10).success).toBe(true);
    expect(limitFormFieldSchema.safeParse('-1').success).toBe(false);
    expect(limitFormFieldSchema.safeParse('1.5').success).toBe(false);
    expect(limitFormFieldSchema.safeParse(-3).success).toBe(false);
    expect(limitFormFieldSchema.safeParse('abc').error?.issues[0].message).toBe(
      'Must be a whole number of at least 0',
    );
  });

  it('blank removes the limit', () => {
    expect(parseLimitInput('')).toBeNull();
    expect(parseLimitInput('  ')).toBeNull();
    expect(parseLimitInput('0')).toBe(0);
    expect(parseLimitInput(12)).toBe(12);
  });

  it('body: known category, quantity ≥ 0', () => {
    expect(limitBodySchema.parse({ category: 'voice_call_session', quantity: 10 })).toEqual({
      category: 'voice_call_session',
      quantity: 10,
    });
    expect(limitBodySchema.parse({ category: 'device', quantity: '5' }).quantity).toBe(5);
    expect(limitBodySchema.safeParse({ category: 'calls', quantity: 1 }).success).toBe(false);
    expect(limitBodySchema.safeParse({ category: 'device', quantity: -1 }).success).toBe(false);
    expect(limitBodySchema.safeParse({ category: 'device', quantity: '' }).success).toBe(false);
    expect(limitBodySchema.safeParse({ category: 'device' }).success).toBe(false);
  });

  it('form object: the four limits of the forms, each blank or ≥ 0', () => {
    expect(Object.keys(limitsFormSchema.shape)).toEqual([
      'voice_call_session',
      'voice_call_session_license',
      'voice_call_minutes',
      'voice_call_minutes_license',
    ]);
    expect(limitsFormSchema.safeParse({ voice_call_session: '0', voice_call_minutes: '' }).success).toBe(
      true,
    );
    expect(limitsFormSchema.safeParse({}).success).toBe(true);
    expect(limitsFormSchema.safeParse({ voice_call_minutes_license: '-5' }).error?.issues[0]).toMatchObject({
      path: ['voice_call_minutes_license'],
      message: 'Must be a whole number of at least 0',
    });
  });
});
