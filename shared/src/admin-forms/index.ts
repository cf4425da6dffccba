// @switchboard/shared/admin-forms: the admin kit's forms — the add/edit page frame (EntityForm: header with Delete,
// react-hook-form context, Save / Cancel), useEntityForm (zod rules, one save path: a failed save stays on the
// form with the server's message, a successful one toasts and moves on) and the unsaved-changes guard. Apart from
// '@switchboard/shared/admin' so that list pages do not load react-hook-form. See ../admin/README.md.
export {
  ContextForm,
  EntityForm,
  type ContextFormProps,
  type EntityFormProps,
  type EntityRemoval,
} from './EntityForm';
export { FormActions, type FormActionsProps } from './FormActions';
export { countFieldErrors, fieldsNeedAttention } from './invalid-form';
export {
  formResolver,
  useEntityForm,
  type EntityFormState,
  type Saved,
  type UseEntityFormOptions,
} from './use-entity-form';
export {
  UNSAVED_MESSAGE,
  UNSAVED_TITLE,
  UnsavedChangesDialog,
  useReportDirty,
  useUnsavedChanges,
} from './unsaved-changes';
