import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './filter.module.css';
import { cx } from '../root';
import { IconSearch } from '../icons';

/** Filter text applies after this pause (spec: applications filter 1000 ms; every list filter). */
export const FILTER_DELAY_MS = 1000;

/** `value`, but only after it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface FilterBoxProps {
  /** Called with the trimmed text once typing pauses for `delay` ms (at once on Enter). */
  onChange: (value: string) => void;
  /** Pause in ms before onChange (default FILTER_DELAY_MS = 1000). */
  delay?: number;
  /** The current filter (e.g. from the URL); the box follows it when it changes from outside. */
  value?: string;
  defaultValue?: string;
  /** Names the search box (visually hidden unless showLabel). Default 'Filter'. */
  label?: string;
  showLabel?: boolean;
  placeholder?: string;
  className?: string;
}

/** A search box for lists that reports its text debounced. */
export function FilterBox({
  onChange,
  delay = FILTER_DELAY_MS,
  value,
  defaultValue = '',
  label = 'Filter',
  showLabel = false,
  placeholder,
  className,
}: FilterBoxProps) {
  const [text, setText] = useState(value ?? defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef((value ?? defaultValue).trim());
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const controlId = useId();

  // Follow a value changed from outside (e.g. the list reset its filter) without reporting it back.
  // The echo of what we sent ourselves is ignored, so text typed since then is kept.
  useEffect(() => {
    if (value === undefined || value.trim() === lastSent.current) return;
    lastSent.current = value.trim();
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (raw: string) => {
    clearTimeout(timer.current);
    const next = raw.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onChangeRef.current(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Apply now, and never submit a surrounding form.
      event.preventDefault();
      send(text);
    }
  };

  return (
    <div className={cx(styles.filter, className)}>
      <label htmlFor={controlId} className={showLabel ? styles.label : styles.visuallyHidden}>
        {label}
      </label>
      <div className={styles.box}>
        <IconSearch className={styles.icon} />
        <input
          id={controlId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={placeholder ?? label}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(next), delay);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
