// Numbers, dates and lists in the language in use, with the browser's Intl (docs/architecture.md#translation).
import { currentLanguage } from './front';

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

export function formatDateTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(
    currentLanguage(),
    options ?? { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/** 'a, b and c' in English, 'a, b und c' in German. */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type }).format(items);
}
