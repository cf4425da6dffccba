// Limits: numbers of at least 0 (0 = unlimited); a blank form field removes the limit.
import { z } from 'zod';
import type { LimitCategory } from '@switchboard/shared/types';
import { MESSAGES, LIMIT_CATEGORIES, LIMIT_FIELDS } from '@switchboard/shared/constants';
import { nonNegativeIntSchema } from './primitives';

/** A limit input in a form: '' (remove the limit) or a whole number ≥ 0. */
export const limitFormFieldSchema = z
  .union([z.string(), z.number()])
  .refine(
    (v) => (typeof v === 'number' ? Number.isInteger(v) && v >= 0 : /^\s*\d*\s*$/.test(v)),
    MESSAGES.limitNotNumber,
  );

/** The limits of a form (account, service provider): one input per category of `LIMIT_FIELDS`, as typed. */
export type LimitsForm = Partial<Record<LimitCategory, string>>;

/** The `limits` object of the account and service-provider forms: each input blank or a whole number ≥ 0. */
export const limitsFormSchema = z.object(
  Object.fromEntries(LIMIT_FIELDS.map((f) => [f.category, limitFormFieldSchema.optional()])) as Record<
    LimitCategory,
    z.ZodOptional<typeof limitFormFieldSchema>
  >,
);

/** Turn a limit input into the quantity to save, or null to remove the limit. */
export function parseLimitInput(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

export const limitCategorySchema = z.enum(LIMIT_CATEGORIES as [LimitCategory, ...LimitCategory[]], {
  error: `category must be one of ${LIMIT_CATEGORIES.join(', ')}`,
});

/** `POST …/Limits` body. */
export const limitBodySchema = z.strictObject({
  category: limitCategorySchema,
  quantity: nonNegativeIntSchema.refine((n) => n >= 0, MESSAGES.limitNotNumber),
});
export type LimitBody = z.output<typeof limitBodySchema>;
