// The frame of an entity's add/edit page (account, application, user): the page header with its Delete button
// and the form that hands react-hook-form's context to the sections below it (ContextForm, also used alone by
// forms inside a page, e.g. a Settings tab).
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Button, PageHeader } from '@switchboard/shared/ui';
import styles from './identity.module.css';

export interface EntityFormProps<T extends FieldValues> {
  title: string;
  description?: string;
  /** The form's accessible name (defaults to the title). */
  formLabel?: string;
  /** e.g. 'Delete account'; without it (a new entity, a view-only user) there is no Delete button. */
  deleteLabel?: string;
  onDelete?: () => void;
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
}

export function EntityForm<T extends FieldValues>({
  title,
  description,
  formLabel = title,
  deleteLabel,
  onDelete,
  form,
  onSubmit,
  children,
}: EntityFormProps<T>) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          deleteLabel ? (
            <Button variant="danger" onClick={onDelete}>
              {deleteLabel}
            </Button>
          ) : undefined
        }
      />
      <ContextForm label={formLabel} form={form} onSubmit={onSubmit}>
        {children}
      </ContextForm>
    </>
  );
}

export interface ContextFormProps<T extends FieldValues> {
  /** The form's accessible name. */
  label: string;
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
}

/** A form whose sections read react-hook-form's context; a failed save stays on the form. */
export function ContextForm<T extends FieldValues>({ label, form, onSubmit, children }: ContextFormProps<T>) {
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          // The rejection of a failed save only keeps isSubmitSuccessful false.
          form
            .handleSubmit(onSubmit)(event)
            .catch(() => undefined);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
