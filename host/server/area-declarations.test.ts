/**
 * @jest-environment node
 */
// The remotes' declarations together (each remote's area.json, published in its mf-manifest.json): each one is
// clean, names its own remote, and the menu the host builds from all of them is the one of docs/product/shell.md#menu, in its order, for
// every scope and feature switch — with whichever remotes exist in this repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEATURES, parseAreaDeclaration, type AreaDeclaration } from '@switchboard/shared/config';
import type { ServiceProvider } from '@switchboard/shared/types';
import { testRuntimeConfig } from '@switchboard/shared/testing';
import { CORE_MENU_CASES, coreMenu } from '../src/portal/core-menu';
import { visibleMenu } from '../src/portal/navigation';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps, isPresent, repoRoot } = require('../../scripts/lib/apps.cjs') as {
  apps: Array<{ id: string; workspace: string; remote: boolean }>;
  isPresent: (app: { workspace: string }) => boolean;
  repoRoot: string;
};

const remotes = apps.filter((app) => app.remote && isPresent(app));

const declarations: AreaDeclaration[] = remotes.map((remote) => {
  const file = path.join(repoRoot, remote.workspace, 'area.json');
  const { declaration, problems } = parseAreaDeclaration(JSON.parse(readFileSync(file, 'utf8')), remote.id);
  expect({ file, problems }).toEqual({ file, problems: [] });
  return declaration;
});

describe("the remotes' declarations", () => {
  it('every present remote has a clean one', () => {
    expect(remotes.length).toBeGreaterThan(0);
    expect(declarations.map((d) => d.area)).toEqual(remotes.map((r) => r.id));
  });

  it('menu item ids are unique across the portal', () => {
    const ids = declarations.flatMap((d) => d.menu.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(CORE_MENU_CASES)(
    'together they give the menu of docs/product/shell.md#menu for $scope (hosted $hosted, lcr $lcr, teams FQDN $teams)',
    ({ scope, hosted, lcr, teams }) => {
      const present = new Set(declarations.map((d) => d.area));
      const menu = visibleMenu(declarations, {
        user: { scope, account_sid: 'acc-1', user_sid: 'u-1' } as never,
        config: testRuntimeConfig({ features: { ...DEFAULT_FEATURES, hosted, lcr } }),
        serviceProvider: {
          service_provider_sid: 'sp',
          name: 'sp',
          ms_teams_fqdn: teams ? 'teams.example.com' : null,
        } as ServiceProvider,
      });
      const expected = coreMenu({ scope, hosted, lcr, teams }).filter(([, area]) => present.has(area));
      expect(menu.map((item) => [item.label, item.remote])).toEqual(expected);
    },
  );
});
