// The theme in the user menu: System (the default: the system's light or dark setting), Light or Dark, remembered.
import { useId } from 'react';
import {
  THEME_CHOICES,
  THEME_LABELS,
  setThemeChoice,
  useThemeChoice,
  type ThemeChoice,
} from '@switchboard/shared/ui';
import styles from './layout.module.css';

export function ThemeSwitch() {
  const id = useId();
  const choice = useThemeChoice();
  return (
    <div className={styles.menuSetting}>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        className={styles.menuSelect}
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {THEME_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
