// What a translation lacks: every key of the English resources that the other language has no text for. Plural
// keys count as present when the language has any form of them (German and English both have `_one`/`_other`).
// docs/architecture.md#translation

function leaves(value: unknown, path: string, into: Set<string>) {
  if (typeof value === 'string') {
    into.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    return;
  }
  if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value)) leaves(child, path ? `${path}.${name}` : name, into);
}

/** The keys of `english` (plural forms folded) that `translation` does not have, sorted. */
export function missingKeys(english: unknown, translation: unknown): string[] {
  const want = new Set<string>();
  const have = new Set<string>();
  leaves(english, '', want);
  leaves(translation, '', have);
  return [...want].filter((key) => !have.has(key)).sort();
}
