// A remote brings its own menu items and pages. A scratch copy of the identity remote gets a new page
// and a new menu item (in its own code and its area.json only), only that remote is rebuilt and put where the
// running identity server serves from, and a reload shows the new item and page — with the host's built files
// byte-for-byte what they were.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { runDir } from '../harness/processes';
import { buildScratchRemote, publishInto, type ScratchRemote } from '../harness/scratch-remote';
import { expect, mainArea, signIn, test, portalMenu, useStack } from './support';

/** Where this file's identity server serves from: a copy of the suite's identity build that the test replaces. */
const servedIdentity = path.join(runDir(), `identity-served-${randomBytes(3).toString('hex')}`);

const ctx = useStack({
  builds: (shared) => {
    cpSync(shared.identity, servedIdentity, { recursive: true });
    return { ...shared, identity: servedIdentity };
  },
});

/** Every file under `dir` (relative path → sha256), to compare a folder before and after. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const label = `Scratch notes ${randomBytes(2).toString('hex')}`;

/** Identity's own code and area.json, with one more page and menu item. */
function addScratchPage(dir: string) {
  const area = JSON.parse(readFileSync(path.join(dir, 'area.json'), 'utf8'));
  area.menu.push({ id: 'identity.scratch', label, path: 'scratch-notes', section: 'main', order: 65 });
  area.paths.push('scratch-notes/*');
  writeFileSync(path.join(dir, 'area.json'), JSON.stringify(area, null, 2));
  writeFileSync(
    path.join(dir, 'src/ScratchNotesPage.tsx'),
    `export default function ScratchNotesPage() {\n  return <h1>${label}</h1>;\n}\n`,
  );
  const routesFile = path.join(dir, 'src/routes.tsx');
  const routes = readFileSync(routesFile, 'utf8').replace(
    'export default routes;',
    "routes.push({ path: 'scratch-notes', lazy: async () => ({ Component: (await import('./ScratchNotesPage')).default }) });\nexport default routes;",
  );
  expect(routes).toContain('scratch-notes');
  writeFileSync(routesFile, routes);
}

/** The menu with the scratch item in its declared place (order 65 of the main section: after Applications). */
function withScratchItem(menu: string[], label: string): string[] {
  const at = menu.indexOf('Applications') + 1;
  return [...menu.slice(0, at), label, ...menu.slice(at)];
}

test('a page and a menu item added to one remote appear after rebuilding only that remote', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const hostDist = path.join(repoRoot, 'host/dist');
  const before = { repo: fingerprint(hostDist) };

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(portalMenu('admin'));

  let scratch: ScratchRemote | undefined;
  try {
    await test.step('rebuild only the identity remote, with a new page and menu item', async () => {
      scratch = buildScratchRemote({ from: 'mfe-identity', change: addScratchPage });
      // Release it where the running identity server serves from (the host's server is not touched).
      publishInto(scratch.dist, servedIdentity);
    });

    await test.step('after a reload: the new item, in its declared place, and its page', async () => {
      await page.reload();
      await expect(nav.getByRole('link')).toHaveText(withScratchItem(portalMenu('admin'), label));
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/scratch-notes`);
      await expect(mainArea(page).getByRole('heading', { name: label, level: 1 })).toBeVisible();
      // The remote's other pages still work.
      await nav.getByRole('link', { name: 'Applications' }).click();
      await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    });

    await test.step("the host's built files are byte-identical to before", async () => {
      expect(fingerprint(hostDist)).toEqual(before.repo);
    });
  } finally {
    scratch?.remove();
  }
});
