// The theme in the user menu: System (the default: the system's light or dark setting), Light or Dark, remembered.
import { useId } from 'react';
import { useTranslation } from '@switchboard/shared/i18n';
import { THEME_CHOICES, setThemeChoice, useThemeChoice, type ThemeChoice } from '@switchboard/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import styles from './layout.module.css';

export function ThemeSwitch() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const id = useId();
  const choice = useThemeChoice();
  return (
    <div className={styles.menuSetting}>
      <label htmlFor={id}>{t('layout.theme')}</label>
      <select
        id={id}
        className={styles.menuSelect}
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(`themes.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
