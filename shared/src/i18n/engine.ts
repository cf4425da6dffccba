// i18next, behind the front (./front.ts): imported only when a language other than English is in use or picked,
// so English pages (the sign-in page first) never load it. It holds the English resources too, as the fallback of
// any text a translation lacks. docs/architecture.md#translation
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from './languages';
import type { Resources, TranslationLoader, TranslationValues } from './front';

export interface Engine {
  t(language: Language, namespace: string, key: string, values?: TranslationValues): string;
  /** Whether the namespace's texts in this language have been fetched (or found missing). */
  loaded(language: Language, namespace: string): boolean;
  load(language: Language, namespaces: readonly string[]): Promise<void>;
  addEnglish(namespace: string, texts: Resources): void;
}

export function createEngine(
  english: ReadonlyMap<string, Resources>,
  loaders: ReadonlyMap<string, TranslationLoader>,
): Engine {
  // Reads a namespace through the loader its area registered; a language an area has no file for answers empty,
  // and its texts fall back to English.
  const areaBackend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders.get(namespace);
      const reading =
        load && isLanguage(language) && language !== DEFAULT_LANGUAGE ? load(language) : undefined;
      if (!reading) {
        callback(null, {});
        return;
      }
      reading.then(
        (loaded) => {
          const data = (loaded as { default?: Resources }).default ?? loaded;
          callback(null, data as ResourceKey);
        },
        (error: Error) => callback(error, null),
      );
    },
  };

  const i18n = i18next.createInstance();
  void i18n.use(areaBackend).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: 'languageOnly',
    ns: [],
    partialBundledLanguages: true,
    // React escapes what it renders; texts are never put into HTML as markup.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const [namespace, texts] of english)
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
  const fetched = new Set<string>();
  const fixed = new Map<string, ReturnType<typeof i18n.getFixedT>>();

  return {
    t(language, namespace, key, values) {
      const id = `${language}|${namespace}`;
      let t = fixed.get(id);
      if (!t) {
        t = i18n.getFixedT(language, namespace);
        fixed.set(id, t);
      }
      return String(t(key as never, values as never));
    },
    loaded: (language, namespace) => language === DEFAULT_LANGUAGE || fetched.has(`${language}|${namespace}`),
    async load(language, namespaces) {
      const missing = namespaces.filter((namespace) => !fetched.has(`${language}|${namespace}`));
      if (language === DEFAULT_LANGUAGE || missing.length === 0) return;
      // reads each namespace through its area's loader; a failed read leaves that area in English
      await i18n.reloadResources([language], missing);
      for (const namespace of missing) fetched.add(`${language}|${namespace}`);
    },
    addEnglish(namespace, texts) {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
    },
  };
}
