// English resources are built from the shared constants, the one source of the spec's English texts: a plain text
// is used as it is, a text function becomes an i18next template, a plural becomes i18next's `_one`/`_other` keys.
// docs/architecture.md#translation

/**
 * A text function of the constants as a template: each argument becomes `{{name}}`
 * (`(label) => \`${label} is required\`` with 'label' gives '{{label}} is required').
 */
export function template(text: (...args: never[]) => string, ...names: string[]): string {
  const call = text as unknown as (...args: string[]) => string;
  return call(...names.map((name) => `{{${name}}}`));
}

/** A text that depends on a count, in English: the forms for one and for any other count, with `{{count}}`. */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/** A plural as i18next keys: `key_one` and `key_other` (German has the same two forms; `t(key, {count})`). */
export function plural<K extends string>(
  key: K,
  forms: PluralText,
): Record<`${K}_one` | `${K}_other`, string> {
  return { [`${key}_one`]: forms.one, [`${key}_other`]: forms.other } as Record<
    `${K}_one` | `${K}_other`,
    string
  >;
}

/** Fills a template's `{{name}}` placeholders (the API's English answers, built from the same templates). */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The English form of a plural for a count, filled (for texts the API answers, which stay English). */
export function pluralEnglish(
  forms: PluralText,
  count: number,
  values: Record<string, string | number> = {},
) {
  const form = new Intl.PluralRules('en').select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count, ...values });
}

/** A texts object's plain strings: its texts with values are added beside them as templates (`template()`). */
export function plainTexts<T extends Record<string, unknown>>(texts: T) {
  type Plain = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string')) as Pick<
    T,
    Plain
  >;
}
