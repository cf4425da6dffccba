// Application environment variables: the schema an app publishes (AppEnv) and values checked against it.
import { z } from 'zod';
import type { AppEnvSchema, EnvVarSpec, EnvVarValue, EnvVars } from '@switchboard/shared/types';
import { MESSAGES } from '@switchboard/shared/constants';

const envVarSpecSchema = z.looseObject({
  type: z.enum(['string', 'number', 'boolean']),
  description: z.string(),
  required: z.boolean().optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  enum: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  obscure: z.boolean().optional(),
  uiHint: z.string().optional(),
  jambonzResource: z.string().optional(),
});

/** The meta-schema of an `AppEnv` answer: ≥ 1 property named `[a-zA-Z0-9_]+`, each a typed spec. */
export const appEnvSchemaSchema = z
  .record(z.string().regex(/^[a-zA-Z0-9_]+$/), envVarSpecSchema)
  .refine((o) => Object.keys(o).length > 0, 'Invalid appenv schema');

/** Parse an AppEnv answer; null when it is not a valid schema. */
export function parseAppEnvSchema(value: unknown): AppEnvSchema | null {
  const result = appEnvSchemaSchema.safeParse(value);
  return result.success ? (result.data as AppEnvSchema) : null;
}

/** `env_vars` in a body: a flat object of string / number / boolean values. */
export const envVarsBodySchema = z
  .record(z.string().min(1).max(128), z.union([z.string().max(8192), z.number(), z.boolean()]))
  .refine((o) => Object.keys(o).length <= 200, 'env_vars has too many entries');

/**
 * Check values against the schema, worded like the real server:
 * `Missing required value env_vars.<k>` / `Invalid value/type for env_vars.<k>`. Null when valid.
 */
export function envVarsError(values: EnvVars | null | undefined, schema: AppEnvSchema): string | null {
  const vars = values ?? {};
  for (const [key, spec] of Object.entries(schema)) {
    const value = vars[key];
    const missing = value === undefined || value === null || value === '';
    if (missing) {
      if (spec.required && spec.default === undefined) return `Missing required value env_vars.${key}`;
      continue;
    }
    const typeOk =
      (spec.type === 'string' && typeof value === 'string') ||
      (spec.type === 'number' &&
        (typeof value === 'number' ||
          (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))) ||
      (spec.type === 'boolean' && (typeof value === 'boolean' || value === 'true' || value === 'false'));
    if (!typeOk) return `Invalid value/type for env_vars.${key}`;
    if (spec.enum && !spec.enum.map(String).includes(String(value)))
      return `Invalid value/type for env_vars.${key}`;
  }
  return null;
}

/** Form values (strings from inputs) converted to the types the schema declares. */
export function coerceEnvVars(
  values: Record<string, string | number | boolean>,
  schema: AppEnvSchema,
): EnvVars {
  const out: EnvVars = {};
  for (const [key, value] of Object.entries(values)) {
    const spec = schema[key];
    if (!spec || value === '') continue;
    if (spec.type === 'number') out[key] = typeof value === 'number' ? value : Number(value);
    else if (spec.type === 'boolean') out[key] = value === true || value === 'true';
    else out[key] = String(value);
  }
  return out;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The application form's check of one variable as typed: required (booleans always have a value) and numbers.
 * Returns the message to show under the input, or null.
 */
export function envVarFormError(
  key: string,
  spec: EnvVarSpec,
  value: EnvVarValue | undefined,
): string | null {
  if (isBlank(value)) return spec.required && spec.type !== 'boolean' ? MESSAGES.required(key) : null;
  if (spec.type === 'number' && Number.isNaN(Number(value))) return MESSAGES.envVarNotNumber(key);
  return null;
}

/** The value a variable's input starts with: the stored one, else the schema's default, else empty (false). */
export function envVarInitialValue(spec: EnvVarSpec, stored: EnvVarValue | undefined): EnvVarValue {
  const asBoolean = (v: EnvVarValue) => v === true || v === 'true';
  if (stored !== undefined && stored !== null) return spec.type === 'boolean' ? asBoolean(stored) : stored;
  if (spec.default !== undefined) return spec.type === 'boolean' ? asBoolean(spec.default) : spec.default;
  return spec.type === 'boolean' ? false : '';
}
