// @switchboard/shared/i18n: the portal's one translation instance and its helpers (docs/architecture.md#translation).
// Remotes and the host translate only through this entry (a Module Federation singleton), never by importing
// i18next or react-i18next themselves, so one language and one switch drive every area.
// Only the hook: react-i18next's <Trans> (an HTML parser) would ride along on every page, the sign-in page included.
export { useTranslation } from 'react-i18next';
export {
  currentLanguage,
  i18n,
  loadTranslations,
  registerTranslations,
  setLanguage,
  type TranslationLoader,
} from './instance';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  isLanguage,
  languageFromBrowser,
  storedLanguage,
  type Language,
} from './languages';
export { formatDateTime, formatList, formatNumber } from './format';
export { translateKnown } from './known-texts';
export { fill, plural, pluralEnglish, template, type PluralText } from './from-constants';
export { missingKeys } from './parity';
export { KIT_NAMESPACE, kitEnglish, kitTranslations } from './kit';
