// Compact speech-list rows and their expansion into the API's {value, name, voices} shape.
import type { LabelValue, SupportedLanguagesAndVoices, TtsLanguage } from '@switchboard/shared/types';

/** [language code, language name, [voice id, voice name][]] */
export type LanguageRow = [string, string, [string, string][]];

export const expandTts = (rows: LanguageRow[]): TtsLanguage[] =>
  rows.map(([value, name, voices]) => ({
    value,
    name,
    voices: voices.map(([v, n]) => ({ value: v, name: n })),
  }));

export const expandPairs = (rows: [string, string][]): LabelValue[] =>
  rows.map(([value, name]) => ({ value, name }));

export interface VendorLists {
  tts?: LanguageRow[];
  stt?: [string, string][];
  models?: [string, string][];
  sttModels?: [string, string][];
}

export function expandVendor(lists: VendorLists): SupportedLanguagesAndVoices {
  const out: SupportedLanguagesAndVoices = {};
  if (lists.tts) out.tts = expandTts(lists.tts);
  if (lists.stt) out.stt = expandPairs(lists.stt);
  if (lists.models) out.models = expandPairs(lists.models);
  if (lists.sttModels) out.sttModels = expandPairs(lists.sttModels);
  return out;
}

/** Names of the locales the vendors use. */
export const LOCALE_NAMES: Record<string, string> = {
  'af-ZA': 'Afrikaans (South Africa)',
  'ar-AE': 'Arabic (U.A.E.)',
  'ar-SA': 'Arabic (Saudi Arabia)',
  'ar-EG': 'Arabic (Egypt)',
  arb: 'Arabic',
  'bg-BG': 'Bulgarian (Bulgaria)',
  'ca-ES': 'Catalan (Spain)',
  'cmn-CN': 'Chinese Mandarin',
  'cs-CZ': 'Czech (Czech Republic)',
  'cy-GB': 'Welsh (United Kingdom)',
  'da-DK': 'Danish (Denmark)',
  'de-AT': 'German (Austria)',
  'de-CH': 'German (Switzerland)',
  'de-DE': 'German (Germany)',
  'el-GR': 'Greek (Greece)',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-GB': 'English (United Kingdom)',
  'en-GB-WLS': 'English (Wales)',
  'en-IE': 'English (Ireland)',
  'en-IN': 'English (India)',
  'en-NZ': 'English (New Zealand)',
  'en-SG': 'English (Singapore)',
  'en-US': 'English (United States)',
  'en-ZA': 'English (South Africa)',
  'es-ES': 'Spanish (Spain)',
  'es-MX': 'Spanish (Mexico)',
  'es-US': 'Spanish (United States)',
  'es-AR': 'Spanish (Argentina)',
  'es-CO': 'Spanish (Colombia)',
  'es-LA': 'Spanish (Latin America)',
  'fa-IR': 'Persian (Iran)',
  'fi-FI': 'Finnish (Finland)',
  'fil-PH': 'Filipino (Philippines)',
  'fr-BE': 'French (Belgium)',
  'fr-CA': 'French (Canada)',
  'fr-CH': 'French (Switzerland)',
  'fr-FR': 'French (France)',
  'he-IL': 'Hebrew (Israel)',
  'hi-IN': 'Hindi (India)',
  'hr-HR': 'Croatian (Croatia)',
  'hu-HU': 'Hungarian (Hungary)',
  'id-ID': 'Indonesian (Indonesia)',
  'is-IS': 'Icelandic (Iceland)',
  'it-IT': 'Italian (Italy)',
  'ja-JP': 'Japanese (Japan)',
  'ko-KR': 'Korean (Korea)',
  'ms-MY': 'Malay (Malaysia)',
  'nb-NO': 'Norwegian Bokmål (Norway)',
  'nl-BE': 'Dutch (Belgium)',
  'nl-NL': 'Dutch (Netherlands)',
  'pl-PL': 'Polish (Poland)',
  'pt-BR': 'Portuguese (Brazil)',
  'pt-PT': 'Portuguese (Portugal)',
  'ro-RO': 'Romanian (Romania)',
  'ru-RU': 'Russian (Russia)',
  'sk-SK': 'Slovak (Slovakia)',
  'sl-SI': 'Slovenian (Slovenia)',
  'sr-RS': 'Serbian (Serbia)',
  'sv-SE': 'Swedish (Sweden)',
  'ta-IN': 'Tamil (India)',
  'te-IN': 'Telugu (India)',
  'th-TH': 'Thai (Thailand)',
  'tr-TR': 'Turkish (Turkey)',
  'uk-UA': 'Ukrainian (Ukraine)',
  'vi-VN': 'Vietnamese (Vietnam)',
  'yue-CN': 'Chinese Cantonese',
  'zh-CN': 'Chinese (Mandarin, Simplified)',
  'zh-HK': 'Chinese (Cantonese, Traditional)',
  'zh-TW': 'Chinese (Taiwanese Mandarin)',
  'ar-AR': 'Arabic',
  'es-419': 'Spanish (Latin America)',
};

/** Locale codes → [code, name] pairs (the code itself when the name is unknown). */
export const locales = (codes: string): [string, string][] =>
  codes
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => [c, LOCALE_NAMES[c] ?? c]);

/** "Name:F Name:M" → voices whose id is `${prefix}${Name}${suffix}` and whose label is "Name (Female)". */
export function voices(spec: string, prefix = '', suffix = ''): [string, string][] {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [name, gender] = entry.split(':');
      const label = gender === 'F' ? `${name} (Female)` : gender === 'M' ? `${name} (Male)` : name;
      return [`${prefix}${name}${suffix}`, label];
    });
}

/** A language row named from LOCALE_NAMES. */
export const lang = (code: string, voiceList: [string, string][]): LanguageRow => [
  code,
  LOCALE_NAMES[code] ?? code,
  voiceList,
];
