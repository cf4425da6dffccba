// The behaviour of an add/edit form: react-hook-form with a zod resolver, the unsaved-changes guard, and one save
// path — a failed save stays on the form (still dirty, still guarded) with the server's message as an error toast;
// a successful one toasts and goes where the save says, or stays with the form reset to what was saved.
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { useSelectedAccount } from '@switchboard/shared/admin';
import { describeFailure, type UserFacingError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useUnsavedChanges } from './unsaved-changes';

/** What a successful save leads to. */
export interface Saved<V> {
  /** The success toast, e.g. 'Carrier created successfully'. */
  message?: string;
  /** Where to go next (without asking about unsaved changes). Without it the page stays. */
  to?: string;
  /**
   * The account the list at `to` opens on (null: all accounts), so what was just saved is in it, not hidden by
   * the account remembered from before.
   */
  showAccount?: string | null;
  /** Staying: the values the form is reset to (default: the values just saved). */
  resetTo?: V;
}

export interface UseEntityFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The form's rules (zod, usually from '@switchboard/shared/validation'); memoise it when built per render. */
  schema?: ZodType<unknown, FieldValues>;
  /** Or a resolver of your own (e.g. one reading values the schema depends on at validation time). */
  resolver?: Resolver<V>;
  /**
   * Sends the values; rejects with the server's error. What it resolves to says what happens next. `refuse`
   * marks a field (focused) and stops the save without a toast, e.g. a name already in use.
   */
  save: (
    values: V,
    helpers: { refuse: (field: FieldPath<V>, message: string) => never },
  ) => Promise<Saved<V> | void>;
  /**
   * The error toast of a failed save (default: the server's msg, or 'The <what> could not be saved: the server
   * refused it' with its text as details when that text is SQL or a driver's); it may also mark fields with
   * `form.setError`.
   */
  errorMessage?: (reason: unknown, form: UseFormReturn<V>) => string | UserFacingError;
  /** What is saved, in the user's words ('phone number'), for the failure toast. */
  what?: string;
}

export interface EntityFormState<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's submit handler (EntityForm / ContextForm call it through handleSubmit). */
  onSubmit: SubmitHandler<V>;
  /** 'Leave this page?' while the form has unsaved changes; EntityForm renders it. */
  unsavedDialog: ReactNode;
  /** Navigates without asking (after a deletion, say). */
  leave: (to: string) => void;
}

/** Thrown by `refuse`: the form already says why the save stopped. */
class SaveRefused extends Error {}

export function formResolver<V extends FieldValues>(schema: ZodType<unknown, FieldValues>): Resolver<V> {
  // zod's resolver is typed by the schema's input and output; the form holds one shape for both.
  return zodResolver(schema) as unknown as Resolver<V>;
}

export function useEntityForm<V extends FieldValues>({
  defaultValues,
  schema,
  resolver,
  save,
  errorMessage,
  what,
}: UseEntityFormOptions<V>): EntityFormState<V> {
  const formResolverOf = useMemo(
    () => resolver ?? (schema ? formResolver<V>(schema) : undefined),
    [resolver, schema],
  );
  // The form (ContextForm) focuses the first field in error in the page's order, not react-hook-form's.
  const form = useForm<V>({ defaultValues, resolver: formResolverOf, shouldFocusError: false });
  const { isDirty, isSubmitSuccessful } = form.formState;
  const { dialog, allowNavigation } = useUnsavedChanges(isDirty && !isSubmitSuccessful);
  const navigate = useNavigate();
  const { selectAccount } = useSelectedAccount();

  // The latest save and error mapping, so the submit handler can stay the same object.
  const latest = useRef({ save, errorMessage, what });
  useLayoutEffect(() => {
    latest.current = { save, errorMessage, what };
  });

  const leave = useCallback(
    (to: string) => {
      allowNavigation();
      navigate(to);
    },
    [allowNavigation, navigate],
  );

  const refuse = useCallback(
    (field: FieldPath<V>, message: string): never => {
      form.setError(field, { message }, { shouldFocus: true });
      throw new SaveRefused(message);
    },
    [form],
  );

  const onSubmit = useCallback<SubmitHandler<V>>(
    async (values) => {
      let saved: Saved<V> | void;
      try {
        saved = await latest.current.save(values, { refuse });
      } catch (reason) {
        if (!(reason instanceof SaveRefused)) {
          const { errorMessage: map, what: noun } = latest.current;
          const failed = noun ? `The ${noun} could not be saved` : 'The changes could not be saved';
          const shown = map ? map(reason, form) : describeFailure(failed, reason);
          const { message, details } = typeof shown === 'string' ? { message: shown } : shown;
          toast('error', message, details);
        }
        // Rethrown so react-hook-form keeps isSubmitSuccessful false: the form stays dirty and guarded.
        throw reason;
      }
      if (saved?.message) toast('success', saved.message);
      if (saved?.showAccount !== undefined) selectAccount(saved.showAccount);
      if (saved?.to) leave(saved.to);
      else form.reset(saved?.resetTo ?? values);
    },
    [form, leave, refuse, selectAccount],
  );

  return { form, onSubmit, unsavedDialog: dialog, leave };
}
