// The frame of an entity's add/edit page (an account, a carrier, a user…): the page header with its Delete button,
// the form that hands react-hook-form's context to the sections below it, Save / Cancel under it and the
// unsaved-changes guard. ContextForm is the form alone, for forms inside a page (e.g. a Settings tab).
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { toast } from '@switchboard/shared/bus';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import { Button, ConfirmDelete, PageHeader } from '@switchboard/shared/ui';
import { FormActions } from './FormActions';
import { onInvalidForm } from './invalid-form';
import type { EntityFormState } from './use-entity-form';
import styles from './forms.module.css';

/** A deletion confirmed in the kit's dialog, then a success toast and a way out of the deleted entity's page. */
export interface EntityRemoval {
  /** 'carrier': the button says 'Delete carrier', the dialog 'Delete carrier' / 'Are you sure you want to delete <name>?'. */
  what: string;
  name: string;
  /** Deletes; rejects with the server's error (shown in the dialog). */
  run: () => Promise<unknown>;
  /** e.g. 'Deleted carrier X'. */
  message: string;
  /** Where to go afterwards, e.g. the list. */
  to: string;
}

export interface EntityFormProps<T extends FieldValues> {
  /** What useEntityForm returned. */
  entity: EntityFormState<T>;
  title: string;
  description?: string;
  /** The form's accessible name (defaults to the title). */
  formLabel?: string;
  /** View-only: no Save, Cancel becomes Back. */
  readOnly?: boolean;
  /** Where Cancel goes; without it Cancel calls `onCancel` (default: undo the changes). */
  cancelTo?: string;
  onCancel?: () => void;
  saveLabel?: string;
  /** Save shown but disabled (the form says why). */
  saveDisabled?: boolean;
  /** A simple deletion from the page's header (left out on an add page or for view-only users). */
  remove?: EntityRemoval;
  /** Or a Delete button of your own (e.g. opening a ConfirmDeleteWithChecks): its label and handler. */
  deleteLabel?: string;
  onDelete?: () => void;
  /** More buttons or links in the page header, before Delete (e.g. the entity's activity). */
  actions?: ReactNode;
  children: ReactNode;
}

export function EntityForm<T extends FieldValues>({
  entity,
  title,
  description,
  formLabel = title,
  readOnly = false,
  cancelTo,
  onCancel,
  saveLabel,
  saveDisabled,
  remove,
  deleteLabel,
  onDelete,
  actions,
  children,
}: EntityFormProps<T>) {
  const { form, onSubmit, unsavedDialog, leave } = entity;
  const [removing, setRemoving] = useState(false);
  const { t } = useTranslation(KIT_NAMESPACE);
  const deleteButton = remove ? (
    <Button variant="danger" onClick={() => setRemoving(true)}>
      {t('deleteWhat', { what: remove.what })}
    </Button>
  ) : deleteLabel ? (
    <Button variant="danger" onClick={onDelete}>
      {deleteLabel}
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || deleteButton ? (
            <>
              {actions}
              {deleteButton}
            </>
          ) : undefined
        }
      />
      <ContextForm label={formLabel} form={form} onSubmit={onSubmit}>
        {children}
        <FormActions
          canSave={!readOnly}
          saving={form.formState.isSubmitting}
          cancelTo={cancelTo}
          onCancel={onCancel ?? (() => form.reset())}
          saveLabel={saveLabel}
          saveDisabled={saveDisabled}
        />
      </ContextForm>
      {remove ? (
        <ConfirmDelete
          open={removing}
          what={remove.what}
          name={remove.name}
          onCancel={() => setRemoving(false)}
          onConfirm={async () => {
            await remove.run();
            toast('success', remove.message);
            leave(remove.to);
          }}
        />
      ) : null}
      {unsavedDialog}
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

/**
 * A form whose sections read react-hook-form's context; a failed save stays on the form. A save its rules refuse
 * says how many fields need attention (a toast) and takes the user to the first of them.
 */
export function ContextForm<T extends FieldValues>({ label, form, onSubmit, children }: ContextFormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        className={styles.form}
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          // The rejection of a failed save only keeps isSubmitSuccessful false.
          form
            .handleSubmit(
              onSubmit,
              onInvalidForm<T>(() => element.current),
            )(event)
            .catch(() => undefined);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
