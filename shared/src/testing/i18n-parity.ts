// Checks the translation front's English (no i18next, docs/architecture.md#translation) against i18next's answer
// for the same resources: every key, each plural with several counts, each placeholder filled.
import { createEngine } from '../i18n/engine';
import { registerTranslations, translateEnglish, type Resources } from '../i18n/front';
import { missingKeys } from '../i18n/parity';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 7, 1000];

function leaves(value: Resources, path: string, into: Map<string, string>) {
  for (const [name, child] of Object.entries(value)) {
    const key = path ? `${path}.${name}` : name;
    if (typeof child === 'string') into.set(key, child);
    else leaves(child, key, into);
  }
}

export interface EnglishMismatch {
  key: string;
  values: Record<string, unknown>;
  front: string;
  i18next: string;
}

/**
 * Every call of `t` on the namespace's English where the front and i18next answer differently (none expected):
 * each key plain, with its placeholders filled, and for plurals with counts 0, 1, 2, 7 and 1000.
 */
export async function englishMismatches(namespace: string, english: Resources): Promise<EnglishMismatch[]> {
  await registerTranslations(namespace, english);
  const engine = createEngine(new Map([[namespace, english]]), new Map());
  const texts = new Map<string, string>();
  leaves(english, '', texts);
  const calls: { key: string; values: Record<string, unknown> }[] = [];
  for (const [path, text] of texts) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const filled = Object.fromEntries(names.map((name, i) => [name, name === 'count' ? 3 : `v${i}<&>`]));
    const key = path.replace(PLURAL, '');
    calls.push(
      { key: path, values: {} },
      { key, values: filled },
      { key: `${namespace}:${key}`, values: filled },
    );
    if (PLURAL.test(path)) for (const count of COUNTS) calls.push({ key, values: { ...filled, count } });
  }
  calls.push({ key: 'no.such.key', values: {} });
  const mismatches: EnglishMismatch[] = [];
  for (const { key, values } of calls) {
    const front = translateEnglish(namespace, key, values);
    const reference = engine.t('en', namespace, key, values);
    if (front !== reference) mismatches.push({ key, values, front, i18next: reference });
  }
  return mismatches;
}

/**
 * The tests every translation namespace passes, inside the caller's `describe`: German has every key of English
 * and nothing more, and the front's English is i18next's for every key.
 */
export function itHasEveryTranslation(namespace: string, english: Resources, german: Resources): void {
  it('German has every key of English, and nothing English lacks', () => {
    expect(missingKeys(english, german)).toEqual([]);
    expect(missingKeys(german, english)).toEqual([]);
  });

  it('English answers without i18next what i18next answers, for every key', async () => {
    expect(await englishMismatches(namespace, english)).toEqual([]);
  });
}
