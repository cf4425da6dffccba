import { coerceEnvVars, envVarsError, parseAppEnvSchema } from '.';

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
});
