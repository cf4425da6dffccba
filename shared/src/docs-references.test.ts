/**
 * @jest-environment node
 */
// Code, tests and READMEs cite docs/ only (docs/REFERENCES.md): no section of a document outside the repository, no
// tracker issue, and every `docs/<page>.md#<anchor>` they cite names a heading of that page.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const self = relative(root, __filename);

/** The tracked sources outside docs/ (what `git ls-files` lists: node_modules and builds are never tracked). */
function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => path && !path.startsWith('docs/') && path !== self && existsSync(join(root, path)));
}

// Section signs that are not the handbook's: an RFC's, and host/REMOTES.md's own numbered sections.
const OWN_SECTIONS = new Set(['host/REMOTES.md']);
const SECTION = /(RFC \d+[^§\n]{0,12}|REMOTES\.md )?§ ?\d/g;
const BY_NAME = [
  /\b(?:core|part [12]|contract|spec) §/i,
  /\bpart 1's\b/i,
  /\bissue \d+/i,
  /API-CONTRACT\.md/,
  /\bARCHITECTURE\.md/,
  /spec\/part-[12]/,
  /reference\/real-api-samples/,
];

/** What a reader of `line` (in `path`) cannot follow: a handbook section or a tracker issue. */
function outsideReferences(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}: ${line.trim().slice(0, 120)}`;
    if (BY_NAME.some((pattern) => pattern.test(line))) found.push(where);
    else if (!OWN_SECTIONS.has(path) && [...line.matchAll(SECTION)].some((match) => !match[1])) {
      // a bare § continuing an RFC's list on the next line of the same comment is the RFC's too
      if (
        !/RFC \d+/.test(
          text
            .split('\n')
            .slice(Math.max(0, index - 3), index)
            .join(' '),
        )
      )
        found.push(where);
    }
  });
  return found;
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const DOCS_LINK = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;

describe('references in the code point into docs/', () => {
  const sources = trackedSources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

  it('finds the tracked sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('cites no handbook section or tracker issue outside docs/', () => {
    expect(sources.flatMap(({ path, text }) => outsideReferences(path, text))).toEqual([]);
  });

  it('every docs/<page>.md#<anchor> cited names a page and one of its headings', () => {
    const pages = new Map<string, Set<string> | null>();
    const broken: string[] = [];
    for (const { path, text } of sources) {
      for (const [cited, page, anchor] of text.matchAll(DOCS_LINK)) {
        if (!pages.has(page)) {
          const file = join(root, 'docs', page);
          pages.set(page, existsSync(file) ? anchorsOf(readFileSync(file, 'utf8')) : null);
        }
        const anchors = pages.get(page);
        if (!anchors || (anchor && !anchors.has(anchor))) broken.push(`${path}: ${cited}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('catches what it is for (so that a broken check cannot pass)', () => {
    expect(outsideReferences('x.ts', '// the menu (core §2)')).toHaveLength(1);
    expect(outsideReferences('x.ts', '// the rules of §5')).toHaveLength(1);
    expect(outsideReferences('x.ts', '// see issue 13')).toHaveLength(1);
    expect(outsideReferences('x.ts', '// compact names (RFC 3261 §7.3.3)')).toEqual([]);
    expect(anchorsOf("## Jambonz's quirks, the portal works around\n## Menu\n## Menu")).toEqual(
      new Set(['jambonzs-quirks-the-portal-works-around', 'menu', 'menu-1']),
    );
  });
});
