import { coerceEnvVars, envVarFormError, envVarInitialValue, envVarsError, parseAppEnvSchema } from '.';

const schema = {
  API_KEY: { type: 'string' as const, description: 'key', required: true, obscure: true },
  RETRIES: { type: 'number' as const, description: 'n', default: 3 },
  DEBUG: { type: 'boolean' as const, description: 'd' },
  COLOR: { type: 'string' as const, description: 'c', enum: ['red', 'blue'] },
};

describe('env vars', () => {
  it('parses a valid AppEnv schema and refuses others', () => {
    expect(parseAppEnvSchema(schema)).toEqual(schema);
    expect(
      parseAppEnvSchema({
        CARRIER: { type: 'string', description: 'x', jambonzResource: 'carriers', uiHint: 'select' },
      }),
    ).not.toBeNull();
    expect(parseAppEnvSchema({})).toBeNull();
    expect(parseAppEnvSchema({ 'bad-name': { type: 'string', description: 'x' } })).toBeNull();
    expect(parseAppEnvSchema({ X: { type: 'date', description: 'x' } })).toBeNull();
    expect(parseAppEnvSchema([1, 2])).toBeNull();
    expect(parseAppEnvSchema('text')).toBeNull();
  });

  it('checks values with the server wording', () => {
    expect(envVarsError({ API_KEY: 'k' }, schema)).toBeNull();
    expect(envVarsError({}, schema)).toBe('Missing required value env_vars.API_KEY');
    expect(envVarsError({ API_KEY: 'k', RETRIES: 'many' }, schema)).toBe(
      'Invalid value/type for env_vars.RETRIES',
    );
    expect(envVarsError({ API_KEY: 'k', DEBUG: 'yes' }, schema)).toBe(
      'Invalid value/type for env_vars.DEBUG',
    );
    expect(envVarsError({ API_KEY: 'k', COLOR: 'green' }, schema)).toBe(
      'Invalid value/type for env_vars.COLOR',
    );
  });

  it('coerces form strings to the declared types', () => {
    expect(
      coerceEnvVars({ API_KEY: 'k', RETRIES: '5', DEBUG: 'true', COLOR: '', UNKNOWN: 'x' }, schema),
    ).toEqual({ API_KEY: 'k', RETRIES: 5, DEBUG: true });
  });

  it('form: required values (booleans always have one) and numbers, as typed', () => {
    expect(envVarFormError('API_KEY', schema.API_KEY, '')).toBe('API_KEY is required');
    expect(envVarFormError('API_KEY', schema.API_KEY, 'k')).toBeNull();
    expect(envVarFormError('RETRIES', schema.RETRIES, 'x')).toBe('RETRIES must be a number');
    expect(envVarFormError('RETRIES', schema.RETRIES, '4')).toBeNull();
    expect(envVarFormError('RETRIES', schema.RETRIES, undefined)).toBeNull();
    expect(envVarFormError('DEBUG', { ...schema.DEBUG, required: true }, undefined)).toBeNull();
  });

  it('inputs start with the stored value, else the default, else empty', () => {
    expect(envVarInitialValue(schema.RETRIES, 7)).toBe(7);
    expect(envVarInitialValue(schema.RETRIES, undefined)).toBe(3);
    expect(envVarInitialValue(schema.API_KEY, undefined)).toBe('');
    expect(envVarInitialValue(schema.DEBUG, undefined)).toBe(false);
    expect(envVarInitialValue(schema.DEBUG, 'true')).toBe(true);
    expect(envVarInitialValue({ ...schema.DEBUG, default: true }, undefined)).toBe(true);
  });
});
