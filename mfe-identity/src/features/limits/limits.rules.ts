// The four limits of the account and service-provider forms: blank = no limit (removed), 0 = unlimited,
// otherwise a whole number ≥ 0 (shared rule `limitFormFieldSchema`).
import { z } from 'zod';
import type { Limit, LimitCategory } from '@switchboard/shared/types';
import { LIMIT_FIELDS, limitFormFieldSchema, parseLimitInput } from '@switchboard/shared/validation';

export type LimitsForm = Partial<Record<LimitCategory, string>>;

/** The `limits` part of a form schema. */
export const limitsFormSchema = z.object(
  Object.fromEntries(LIMIT_FIELDS.map((f) => [f.category, limitFormFieldSchema.optional()])) as Record<
    LimitCategory,
    z.ZodOptional<typeof limitFormFieldSchema>
  >,
);

/** Form values from the saved limits (absent → blank). */
export function limitsToForm(limits: ReadonlyArray<Limit> | undefined): LimitsForm {
  const form: LimitsForm = {};
  for (const field of LIMIT_FIELDS) {
    const found = limits?.find((l) => l.category === field.category);
    form[field.category] = found ? String(found.quantity) : '';
  }
  return form;
}

export type LimitChange =
  { category: LimitCategory; quantity: number } | { category: LimitCategory; remove: true };

/** What to send so the saved limits match the form: POST changed quantities, DELETE limits cleared. */
export function limitChanges(
  saved: ReadonlyArray<Limit> | undefined,
  form: LimitsForm | undefined,
): LimitChange[] {
  const changes: LimitChange[] = [];
  for (const field of LIMIT_FIELDS) {
    const current = saved?.find((l) => l.category === field.category);
    const next = parseLimitInput(form?.[field.category] ?? '');
    if (next === null) {
      if (current) changes.push({ category: field.category, remove: true });
    } else if (!current || current.quantity !== next) {
      changes.push({ category: field.category, quantity: next });
    }
  }
  return changes;
}
