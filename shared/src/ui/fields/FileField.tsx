import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styles from './fields.module.css';
import { cx } from '../root';
import { FieldShell, useFieldA11y, type FieldBaseProps } from './Field';

/** Reads a File as UTF-8 text (Blob.text where available, FileReader otherwise). */
export function readFileAsText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export interface FileFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'required' | 'className' | 'type' | 'value' | 'defaultValue'> {
  /** Called with the file's text once read (e.g. a Google service key JSON). */
  onText?: (text: string, file: File) => void;
  /** Called when the file cannot be read; the field also shows `readErrorText`. */
  onReadError?: (error: unknown, file: File) => void;
  readErrorText?: string;
  /** A file name to show when one was chosen before (e.g. an existing key on an edit page). */
  currentFileName?: string;
  readOnly?: boolean;
}

/** A labelled file input that reads the chosen file as text. */
export function FileField({
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  onText,
  onReadError,
  readErrorText = 'The file could not be read',
  currentFileName,
  onChange,
  readOnly,
  disabled,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: FileFieldProps) {
  const [readError, setReadError] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const a11y = useFieldA11y({ id, hint, error: error || readError, required, describedBy });
  const shownName = fileName ?? currentFileName;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const file = event.target.files?.[0];
    setReadError(undefined);
    setFileName(file?.name);
    if (!file) return;
    readFileAsText(file).then(
      (text) => onText?.(text, file),
      (reason: unknown) => {
        setReadError(readErrorText);
        onReadError?.(reason, file);
      },
    );
  };

  return (
    <FieldShell
      {...a11y}
      label={label}
      required={required}
      hideLabel={hideLabel}
      hint={hint}
      className={className}
    >
      <input
        type="file"
        className={cx(styles.control, styles.file)}
        disabled={disabled || readOnly}
        onChange={handleChange}
        {...inputProps}
        {...a11y.controlProps}
      />
      {shownName ? <p className={styles.hint}>Selected: {shownName}</p> : null}
    </FieldShell>
  );
}
