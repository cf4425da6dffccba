import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
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
  /** The button's text (default 'Choose file'). */
  buttonText?: string;
  /** Shown beside the button before any file (default 'No file chosen'). */
  noFileText?: string;
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
  buttonText = 'Choose file',
  noFileText = 'No file chosen',
  onChange,
  readOnly,
  disabled,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: FileFieldProps) {
  const [readError, setReadError] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const nameId = useId();
  const a11y = useFieldA11y({
    id,
    hint,
    error: error || readError,
    required,
    describedBy: [describedBy, nameId].filter(Boolean).join(' '),
  });
  const shownName = fileName ?? currentFileName;
  const off = disabled || readOnly;

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
      {/* The native input covers a button of the kit's look (its own text differs per browser and language); the
          chosen file's name is said once, beside it. */}
      <div className={cx(styles.fileBox, off && styles.fileBoxDisabled)}>
        <span className={styles.fileButton}>
          <input
            type="file"
            className={styles.fileInput}
            disabled={off}
            onChange={handleChange}
            {...inputProps}
            {...a11y.controlProps}
          />
          <span aria-hidden="true">{buttonText}</span>
        </span>
        <span id={nameId} className={shownName ? styles.fileName : styles.fileNone}>
          {shownName ?? noFileText}
        </span>
      </div>
    </FieldShell>
  );
}
