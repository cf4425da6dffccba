// The portal's one i18next instance. It lives in @switchboard/shared/i18n, a Module Federation singleton
// (shared/federation.cjs), so the host and every remote translate with the same instance: one language, one
// switch, and a change re-renders every area. i18next and react-i18next are bundled inside this entry rather
// than shared on their own: remotes never import them directly (ESLint), so a remote cannot end up with a second
// react-i18next whose hooks miss the language change, and only the parts used here are shipped.
//
// Each area registers its namespace when its code loads: the English texts (built from the shared constants,
// bundled, always there) and a loader for the other languages' files, fetched only when that language is in use.
// docs/architecture.md#translation
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  detectLanguage,
  isLanguage,
  rememberLanguage,
  type Language,
} from './languages';

/** Loads a namespace's translation into a language other than English (e.g. `import(\`./locales/${lng}.json\`)`). */
export type TranslationLoader = (
  language: Exclude<Language, 'en'>,
) => Promise<{ default: ResourceKey } | ResourceKey> | undefined;

const loaders = new Map<string, TranslationLoader>();

// Reads a namespace through the loader its area registered; a language an area has no file for answers empty, and
// its texts fall back to English.
const areaBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    const pending =
      load && isLanguage(language) && language !== DEFAULT_LANGUAGE ? load(language) : undefined;
    if (!pending) {
      callback(null, {});
      return;
    }
    pending.then(
      (loaded) => {
        const data = (loaded as { default?: ResourceKey }).default ?? loaded;
        callback(null, data as ResourceKey);
      },
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(areaBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: 'languageOnly',
    ns: [],
    defaultNS: 'common',
    partialBundledLanguages: true,
    // React escapes what it renders; texts are never put into HTML as markup.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
  });

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/**
 * An area's texts: English (always there) and how to load its other languages. Called when the area's code loads;
 * in a language other than English the translation starts loading at once.
 */
export function registerTranslations(
  namespace: string,
  english: ResourceKey,
  load?: TranslationLoader,
): Promise<void> {
  if (load) loaders.set(namespace, load);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
  return i18n.loadNamespaces(namespace);
}

/** Resolves once these namespaces are there in the current language (a page waits for it before it shows). */
export function loadTranslations(namespaces: string | readonly string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces as string[]);
}

/** The language in use. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The user's pick in the user menu: remembered, its files loaded for every area on the page, then shown. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}
