export {
  FieldShell,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldA11y,
  errorText,
  type FieldBaseProps,
  type FieldErrorLike,
} from './Field';
export { TextField, NumberField, type TextFieldProps, type NumberFieldProps } from './TextField';
export { PasswordField, useCapsLock, CAPS_LOCK_WARNING, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { TextArea, type TextAreaProps } from './TextArea';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { FileField, readFileAsText, type FileFieldProps } from './FileField';
export { Fieldset, type FieldsetProps } from './Fieldset';
