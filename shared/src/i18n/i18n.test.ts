import { registerTranslations, setLanguage, translate } from './front';
import { formatNumber } from './format';
import { translateKnown } from './known-texts';
import { LANGUAGE_STORAGE_KEY, detectLanguage, languageFromBrowser } from './languages';
import { missingKeys } from './parity';
import { plural } from './from-constants';
import { englishMismatches } from '../testing/i18n-parity';
import { kitEnglish } from './kit';
import kitGerman from './locales/kit.de';

const english = {
  title: 'Carriers',
  required: 'Carrier name is required',
  added: 'Added new service provider {{name}}',
  pair: '{{a}}, {{b}}',
  value: '{{value}}',
  ...plural('numbers', { one: '{{count}} number', other: '{{count}} numbers' }),
};
const german = {
  title: 'Carrier',
  required: 'Name des Carriers ist erforderlich',
  added: 'Neuer Dienstanbieter {{name}} hinzugefügt',
  pair: '{{b}}; {{a}}',
  value: '{{value}}',
  numbers_one: '{{count}} Rufnummer',
  numbers_other: '{{count}} Rufnummern',
};

beforeAll(() =>
  registerTranslations('test', english, (language) =>
    language === 'de' ? Promise.resolve(german) : undefined,
  ),
);
afterEach(async () => {
  localStorage.clear();
  await setLanguage('en');
  localStorage.clear();
});

describe('the language a visitor gets', () => {
  it('is the first of the browser languages the portal has', () => {
    expect(languageFromBrowser(['fr-FR', 'de-AT', 'en-US'])).toBe('de');
    expect(languageFromBrowser(['en-GB', 'de-DE'])).toBe('en');
    expect(languageFromBrowser(['fr', 'es'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('is the remembered pick before the browser languages', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(detectLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('de');
    languages.mockRestore();
  });
});

describe('switching the language', () => {
  it('loads the translation, remembers the pick and sets <html lang>', async () => {
    await setLanguage('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(translate('', 'test:title')).toBe('Carrier');
    await setLanguage('en');
    expect(translate('', 'test:title')).toBe('Carriers');
    expect(document.documentElement.lang).toBe('en');
  });

  it('uses each language’s plural forms and number format', async () => {
    expect(translate('', 'test:numbers', { count: 1 })).toBe('1 number');
    expect(translate('', 'test:numbers', { count: 3 })).toBe('3 numbers');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    await setLanguage('de');
    expect(translate('', 'test:numbers', { count: 1 })).toBe('1 Rufnummer');
    expect(translate('', 'test:numbers', { count: 0 })).toBe('0 Rufnummern');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });
});

describe('known English texts (a rule message shared with the API, an API answer)', () => {
  it('are shown translated, templates included; other texts as they came', async () => {
    expect(translateKnown('Carrier name is required')).toBe('Carrier name is required');
    await setLanguage('de');
    expect(translateKnown('Carrier name is required')).toBe('Name des Carriers ist erforderlich');
    expect(translateKnown('Added new service provider Acme')).toBe('Neuer Dienstanbieter Acme hinzugefügt');
    expect(translateKnown('some text the portal does not know')).toBe('some text the portal does not know');
    // a template of values alone ('{{a}}, {{b}}', '{{value}}') would match any text: it is no known text
    expect(translateKnown('Carriers, unknown')).toBe('Carriers, unknown');
    expect(translateKnown('Carriers')).toBe('Carrier');
  });
});

describe('the kit’s translations', () => {
  it('German has every key of English, and nothing English lacks', () => {
    expect(missingKeys(kitEnglish, kitGerman)).toEqual([]);
    expect(missingKeys(kitGerman, kitEnglish)).toEqual([]);
  });

  it('the list footer and pager in German', async () => {
    await setLanguage('de');
    expect(translate('', 'kit:total', { count: 3 })).toBe('Gesamt: 3 Einträge');
    expect(translate('', 'kit:jumpForward', { page: 7 })).toBe('Weiter zu Seite 7');
  });
});

describe('English without i18next', () => {
  it('answers what i18next answers for every key, plural and placeholder', async () => {
    expect(await englishMismatches('test', english)).toEqual([]);
    expect(await englishMismatches('kit', kitEnglish)).toEqual([]);
  });

  it('covers spaced placeholders and nested keys', async () => {
    const broken = { ...english, odd: 'a {{ name }} b', nested: { deep: 'Deep {{what}}' } };
    expect(await englishMismatches('probe', broken)).toEqual([]);
  });
});

describe('missingKeys', () => {
  it('names the keys a translation lacks, plural forms folded', () => {
    expect(missingKeys(english, german)).toEqual([]);
    expect(missingKeys({ a: { b: 'x', c: 'y' }, n_one: '1', n_other: '2' }, { a: { b: 'x' } })).toEqual([
      'a.c',
      'n',
    ]);
  });
});
