import {
  MESSAGES,
  checkPassword,
  changePasswordFormSchema,
  createPasswordFormSchema,
  failedPasswordRequirements,
  passwordPolicyError,
  passwordSettingsBodySchema,
  passwordSettingsFormSchema,
  resolvePasswordSettings,
} from '.';

describe('password policy', () => {
  const strict = { min_password_length: 8, require_digit: 1 as const, require_special_character: 1 as const };

  it('uses the spec defaults when settings are missing or partial', () => {
    expect(resolvePasswordSettings(undefined)).toEqual({
      min_password_length: 6,
      require_digit: 0,
      require_special_character: 0,
    });
    expect(resolvePasswordSettings({ min_password_length: 8 })).toEqual({
      min_password_length: 8,
      require_digit: 0,
      require_special_character: 0,
    });
  });

  it('lists only the length requirement when no flags are set', () => {
    expect(checkPassword('abc', { min_password_length: 6 }).map((r) => r.message)).toEqual([
      'Be at least 6 characters long',
    ]);
  });

  it('lists every failed requirement with the spec texts', () => {
    expect(failedPasswordRequirements('abc', strict).map((r) => r.message)).toEqual([
      'Be at least 8 characters long',
      'Contain at least one number',
      'Contain at least one special character',
    ]);
    expect(failedPasswordRequirements('abcdefgh1', strict).map((r) => r.key)).toEqual(['special']);
    expect(failedPasswordRequirements('abcdefg1!', strict)).toEqual([]);
  });

  it('gives the server wording for the first failure', () => {
    expect(passwordPolicyError('abc', strict)).toBe('password must be at least 8 characters long');
    expect(passwordPolicyError('abcdefgh', strict)).toBe('password must contain at least one digit');
    expect(passwordPolicyError('abcdefg1', strict)).toBe(
      'password must contain at least one special character',
    );
    expect(passwordPolicyError('abcdefg1#', strict)).toBeNull();
    expect(passwordPolicyError('x'.repeat(200), undefined)).toMatch(/at most 128/);
  });

  it('create-password form: Invalid password. and Passwords do not match', () => {
    const schema = createPasswordFormSchema(strict);
    const bad = schema.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toContain(`password:${MESSAGES.invalidPassword}`);
    expect(messages).toContain('confirmPassword:Passwords do not match');
    expect(schema.safeParse({ password: 'Secret-123', confirmPassword: 'Secret-123' }).success).toBe(true);
  });

  it('password settings body: 6-20, flags as 0/1', () => {
    expect(passwordSettingsBodySchema.parse({ min_password_length: 6, require_digit: true })).toEqual({
      min_password_length: 6,
      require_digit: 1,
    });
    const low = passwordSettingsBodySchema.safeParse({ min_password_length: 5 });
    expect(low.error?.issues[0].message).toBe('invalid min_password_length property: should be between 6-20');
    expect(passwordSettingsBodySchema.safeParse({ min_password_length: 21 }).success).toBe(false);
    expect(passwordSettingsBodySchema.safeParse({ min_password_length: 8, extra: 1 }).success).toBe(false);
    expect(
      passwordSettingsFormSchema.safeParse({
        min_password_length: 4,
        require_digit: false,
        require_special_character: false,
      }).success,
    ).toBe(false);
  });

  it('change-password form: current password, new one against the policy, confirmation', () => {
    const schema = changePasswordFormSchema(strict);
    const messages = (v: Record<string, string>) =>
      schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages({ old_password: '', new_password: 'short', confirm_password: 'other' })).toEqual([
      'old_password:Current password is required',
      `new_password:${MESSAGES.invalidPassword}`,
      `confirm_password:${MESSAGES.passwordsDoNotMatch}`,
    ]);
    expect(messages({ old_password: 'old', new_password: 'Abcdef1!', confirm_password: 'Abcdef1!' })).toEqual(
      [],
    );
    expect(
      changePasswordFormSchema(undefined).safeParse({
        old_password: 'old',
        new_password: 'abcdef',
        confirm_password: 'abcdef',
      }).success,
    ).toBe(true);
  });
});
