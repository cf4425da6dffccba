// Version skew between the host and a remote: the shared singletons a remote requires (its mf-manifest.json lists
// each with its `requiredVersion`) against the versions the host provides. Checked before any of the remote's
// code runs, so a remote built for an incompatible major gets a clear message instead of a broken page.

/** Whether `version` (x.y.z) satisfies `range`: `^x.y.z` (semver caret, 0.x included), `~x.y.z`, `x.y.z`, `*`. */
export function satisfiesRange(version: string, range: string | false | undefined): boolean {
  if (!range || range === '*') return true;
  const parse = (text: string) => text.split(/[.-]/).slice(0, 3).map(Number);
  const have = parse(version);
  const match = /^([~^]?)(\d+(?:\.\d+){0,2})/.exec(range.trim());
  if (!match || have.some(Number.isNaN)) return false;
  const [, operator, base] = match;
  const want = [...parse(base), 0, 0].slice(0, 3);
  const compare = () => {
    for (let i = 0; i < 3; i += 1) if (have[i] !== want[i]) return have[i] - want[i];
    return 0;
  };
  if (compare() < 0) return false;
  if (operator === '^') {
    // ^1.2.3: same major; ^0.2.3: same minor; ^0.0.3: that patch only.
    if (want[0] !== 0) return have[0] === want[0];
    if (want[1] !== 0) return have[0] === 0 && have[1] === want[1];
    return have[0] === 0 && have[1] === 0 && have[2] === want[2];
  }
  if (operator === '~') return have[0] === want[0] && have[1] === want[1];
  return compare() === 0;
}

/** A shared singleton a remote needs that the host provides in a version outside the remote's range. */
export interface VersionClash {
  name: string;
  required: string;
  provided: string;
}

/**
 * The clashes between a remote's manifest (`shared: [{name, requiredVersion, singleton}]`) and the host's provided
 * versions. Modules the host does not provide are the remote's own business.
 */
export function versionClashes(
  manifest: unknown,
  provided: Readonly<Record<string, string>>,
): VersionClash[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const clashes: VersionClash[] = [];
  for (const entry of shared as Array<{ name?: unknown; requiredVersion?: unknown; singleton?: unknown }>) {
    if (typeof entry?.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const version = provided[entry.name];
    if (version && !satisfiesRange(version, entry.requiredVersion))
      clashes.push({ name: entry.name, required: entry.requiredVersion, provided: version });
  }
  return clashes;
}
