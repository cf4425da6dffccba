// The language in the user menu: each language named in itself, remembered across sign-outs; the first visit
// follows the browser's languages (docs/architecture.md#translation).
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_CODES, isLanguage, setLanguage, useTranslation } from '@switchboard/shared/i18n';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import styles from './layout.module.css';

export function LanguageSwitch() {
  const { t, language: current } = useTranslation(SHELL_NAMESPACE);
  const id = useId();
  return (
    <div className={styles.menuSetting}>
      <label htmlFor={id}>{t('layout.language')}</label>
      <select
        id={id}
        className={styles.menuSelect}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
