// The four limits of the account and service-provider forms between the wire and the form: blank = no limit
// (removed), 0 = unlimited, otherwise a whole number ≥ 0 (the rule itself is the shared `limitsFormSchema`).
import type { Limit, LimitCategory } from '@switchboard/shared/types';
import { LIMIT_FIELDS, parseLimitInput, type LimitsForm } from '@switchboard/shared/validation';

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
