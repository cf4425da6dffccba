// Messages that arrive as English text — a zod rule's message shared with the API, the API's `{msg}` — are shown
// in the user's language when they are one of the portal's known texts: the English text (or template) is looked
// up among the loaded English resources and the same key is translated. Anything else is shown as it came.
// docs/architecture.md#translation
import { DEFAULT_LANGUAGE } from './languages';
import { currentLanguage, englishResources, translate } from './front';

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}
interface Index {
  exact: Map<string, string>;
  patterns: Pattern[];
}

let index: Index | null = null;
let indexGeneration = -1;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function walk(value: unknown, path: string, into: Index) {
  if (typeof value === 'string') {
    const key = path.replace(/_(one|other)$/, '');
    if (!value.includes('{{')) {
      if (!into.exact.has(value)) into.exact.set(value, key);
      return;
    }
    // a template with no words of its own ('{{a}}, {{b}}') would match any text: it is no known text
    if (!/[A-Za-z]{2}/.test(value.replace(PLACEHOLDER, ''))) return;
    const names: string[] = [];
    const source = value
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    into.patterns.push({ key, names, regex: new RegExp(`^${source}$`) });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value))
      walk(child, path.endsWith(':') ? `${path}${name}` : `${path}.${name}`, into);
  }
}

function build(): Index {
  const built: Index = { exact: new Map(), patterns: [] };
  for (const [namespace, resources] of englishResources().resources) walk(resources, `${namespace}:`, built);
  // the longest templates first: the most specific match wins
  built.patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return built;
}

/** The text in the language in use when it is a known English text; as it came otherwise. */
export function translateKnown(text: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE || !text) return text;
  const { generation } = englishResources();
  if (!index || indexGeneration !== generation) {
    index = build();
    indexGeneration = generation;
  }
  const key = index.exact.get(text);
  if (key) return translate('', key);
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.names.forEach((name, i) => {
      const found = match[i + 1];
      values[name] = name === 'count' && /^\d+$/.test(found) ? Number(found) : translateKnown(found);
    });
    return translate('', pattern.key, values);
  }
  return text;
}
