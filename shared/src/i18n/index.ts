// @switchboard/shared/i18n: the portal's one translation instance and its helpers (docs/architecture.md#translation).
// Remotes and the host translate only through this entry (a Module Federation singleton), never by importing
// i18next themselves, so one language and one switch drive every area.
// English is served by the front without i18next; i18next loads only for another language (./front.ts).
export {
  areaTranslations,
  currentLanguage,
  loadTranslations,
  registerTranslations,
  setLanguage,
  translate,
  useTranslation,
  type Resources,
  type Translate,
  type TranslationChunks,
  type TranslationLoader,
  type TranslationValues,
} from './front';
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
export { fill, plainTexts, plural, pluralEnglish, template, type PluralText } from './from-constants';
export { missingKeys } from './parity';
export { KIT_NAMESPACE, kitEnglish, kitTranslations } from './kit';
