// The federated portal at run time — a deep link with ?account_sid= that survives a reload; the identity
// remote unreachable (its origin blocked) → its menu items stay (recorded in the release registry), marked, the
// area's message and Retry while the shell keeps working, then Retry succeeding; React and react-dom loaded exactly
// once across host and remote.
import type { Page, Request } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { MENU_ITEM_UNAVAILABLE } from '../../host/src/portal/layout/menu-texts';
import { expect, mainArea, signIn, test, portalMenu, toasts, unique, useStack } from './support';

const ctx = useStack();
const accounts = { alpha: { sid: '', name: '', app: '' }, bravo: { sid: '', name: '', app: '' } };

test.beforeAll(async () => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  for (const [key, label] of [
    ['alpha', 'Alpha'],
    ['bravo', 'Bravo'],
  ] as const) {
    const name = unique(label);
    const sid = await ctx.admin.createAccount({ name, service_provider_sid: sp });
    const app = unique(`${label} app`);
    await ctx.admin.createApplication({ name: app, account_sid: sid });
    accounts[key] = { sid, name, app };
  }
});

const identityOrigin = () => ctx.stack.remoteOrigins.identity;

async function expectApplicationsOf(
  page: Page,
  account: { sid: string; app: string },
  other: { app: string },
) {
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(mainArea(page).getByRole('combobox', { name: 'Account' })).toHaveValue(account.sid);
  await expect(mainArea(page).getByRole('rowheader', { name: account.app })).toBeVisible();
  await expect(mainArea(page).getByRole('rowheader', { name: other.app })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('account_sid')).toBe(account.sid);
}

test('a deep link with ?account_sid= keeps its account through sign-in and a reload', async ({ page }) => {
  const deepLink = `${ctx.stack.hostUrl}/internal/applications?account_sid=${accounts.bravo.sid}`;
  await page.goto(deepLink);
  // Signed out: sign in first, then on to the shared link.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectApplicationsOf(page, accounts.bravo, accounts.alpha);

  await page.reload();
  await expectApplicationsOf(page, accounts.bravo, accounts.alpha);

  // Another account chosen in the page travels in the URL, and survives a reload too.
  await mainArea(page).getByRole('combobox', { name: 'Account' }).selectOption(accounts.alpha.sid);
  await expect(page).toHaveURL(new RegExp(`account_sid=${accounts.alpha.sid}`));
  await page.reload();
  await expectApplicationsOf(page, accounts.alpha, accounts.bravo);

  // A second tab opened on the same link sees the same account.
  const second = await page.context().newPage();
  await second.goto(deepLink);
  await expectApplicationsOf(second, accounts.bravo, accounts.alpha);
  await second.close();
});

test('choosing "All accounts" clears the account from the URL, and it stays cleared', async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/users?account_sid=${accounts.alpha.sid}`);
  const filter = mainArea(page).getByRole('combobox', { name: 'Account' });
  await expect(filter).toHaveValue(accounts.alpha.sid);

  await filter.selectOption({ label: 'All accounts' });
  await expect(filter).toHaveValue('');
  await expect(page).not.toHaveURL(/account_sid=/);
  // Still cleared after a reload, and on the next page.
  await page.reload();
  await expect(mainArea(page).getByRole('combobox', { name: 'Account' })).toHaveValue('');
  await expect(page).not.toHaveURL(/account_sid=/);
});

const failureMessage = 'This part of the portal could not be loaded.';
const identityItems = ['Users', 'Settings', 'Accounts', 'Applications'];

test('the identity remote unreachable: its items stay, marked; its pages say so with Retry; the shell keeps working; Retry recovers', async ({
  page,
  problems,
}) => {
  problems.allow(/mf-manifest\.json/, 'mfe-identity is stopped on purpose: its manifest cannot be read');
  const blocked = `${identityOrigin()}/**`;
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);

  const failure = mainArea(page).getByRole('alert').filter({ hasText: failureMessage });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await test.step('the shell keeps working; the menu is whole, the items of the remote that does not answer marked', async () => {
    await expect(nav.getByRole('link')).toHaveText(portalMenu('admin'));
    for (const name of identityItems)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAccessibleDescription(
        MENU_ITEM_UNAVAILABLE,
      );
    await expect(nav.getByRole('link', { name: 'Carriers' })).not.toHaveAttribute('aria-describedby');
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toHaveValue(
      await ctx.admin.defaultServiceProviderSid(),
    );
    // Another page of the same remote (the user badge leads to one) shows the same message.
    await page.getByRole('link', { name: 'admin, Admin: edit your user' }).click();
    await expect(page).toHaveURL(/\/internal\/users\/[^/]+\/edit/);
    await expect(mainArea(page).getByText(failureMessage)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/internal\/accounts/);
    await expect(mainArea(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  await test.step('Retry, still blocked, fails again', async () => {
    await mainArea(page).getByRole('button', { name: 'Retry' }).click();
    await expect(mainArea(page).getByText(failureMessage)).toBeVisible();
    await expect(mainArea(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  await test.step('once reachable again, Retry shows the page and the marks go', async () => {
    await page.unroute(blocked);
    await mainArea(page).getByRole('button', { name: 'Retry' }).click();
    await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(mainArea(page).getByRole('rowheader', { name: accounts.alpha.name })).toBeVisible();
    await expect(mainArea(page).getByText(failureMessage)).toHaveCount(0);
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveText(portalMenu('admin'));
    for (const name of identityItems)
      await expect(nav.getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-describedby');
  });
});

test("with the identity remote unreachable, the shell's own features still work (add a service provider)", async ({
  page,
  problems,
}) => {
  problems.allow(/mf-manifest\.json/, 'mfe-identity is stopped on purpose: its manifest cannot be read');
  await page.route(`${identityOrigin()}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByText(failureMessage)).toBeVisible();

  // The add-service-provider dialog belongs to the host, not to the remote that is down.
  const name = unique('SP while identity is down');
  await page.getByRole('button', { name: 'Add service provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service provider' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Service provider name').fill(name);
  await dialog.getByRole('button', { name: 'Add service provider' }).click();
  await expect(toasts(page).getByText(`Added new service provider ${name}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Service provider' })).toContainText(name);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts', exact: true }),
  ).toHaveAccessibleDescription(MENU_ITEM_UNAVAILABLE);
});

const REACT_KEYS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

test('React and react-dom are loaded once, by the host, and the remote uses them', async ({ page }) => {
  // A stand-in for React DevTools: every react-dom copy on the page registers its renderer with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, { rendererPackageName?: string; version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: { rendererPackageName?: string; version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('rowheader', { name: accounts.alpha.name })).toBeVisible();
  // Open a second page of the remote, so more of it is loaded.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();

  await test.step("the remote's manifest is fetched once (its declaration and its code share it)", async () => {
    const manifests = requests.filter((r) => r.url() === `${identityOrigin()}/mf-manifest.json`);
    expect(manifests).toHaveLength(1);
  });

  await test.step('one react-dom renderer registered', async () => {
    const renderers = await page.evaluate(() =>
      [
        ...(
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: {
              renderers: Map<number, { rendererPackageName?: string; version?: string }>;
            };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
      ].map((r) => `${r.rendererPackageName}@${r.version}`),
    );
    expect(renderers).toEqual([expect.stringMatching(/^react-dom@19\./)]);
  });

  await test.step('the federation share scope holds one loaded copy of each, provided by the host', async () => {
    const scope = await page.evaluate((keys) => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[] };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: {
              name: string;
              shareScopeMap: Record<string, Record<string, Record<string, Shared>>>;
            }[];
          };
        }
      ).__FEDERATION__;
      const instances = federation.__INSTANCES__;
      const out: Record<string, { providers: string[]; loaded: number; usedBy: string[] }> = {};
      for (const key of keys) {
        const versions = instances.flatMap((instance) =>
          Object.values(instance.shareScopeMap.default?.[key] ?? {}),
        );
        const unique = [...new Set(versions)];
        out[key] = {
          providers: unique.map((v) => v.from),
          loaded: unique.filter((v) => v.loaded).length,
          usedBy: [...new Set(unique.flatMap((v) => v.useIn ?? []))].sort(),
        };
      }
      return { names: instances.map((i) => i.name).sort(), out };
    }, REACT_KEYS);
    // mfe_observability too: its ./background module (the unread-alerts badge) starts after sign-in
    expect(scope.names).toEqual(['mfe_identity', 'mfe_observability', 'switchboard_host']);
    for (const key of REACT_KEYS) {
      expect(scope.out[key], key).toMatchObject({ providers: ['switchboard_host'], loaded: 1 });
    }
    // the remote takes React from the host: whichever of the entries its loaded chunks import (its pages now use
    // JSX and the shared kit's hooks, so `react/jsx-runtime` may be the only one they ask for)
    const usedBy = [...new Set(REACT_KEYS.flatMap((key) => scope.out[key].usedBy))].sort();
    expect(usedBy).toEqual(['mfe_identity', 'mfe_observability', 'switchboard_host']);
  });

  await test.step("the remote's own fallback copies of React were never downloaded", async () => {
    const manifest = (await (await fetch(`${identityOrigin()}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const fallbackFiles = manifest.shared
      .filter((entry) => REACT_KEYS.includes(entry.name))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
    expect(fallbackFiles.length).toBeGreaterThan(0);
    const fromRemote = requests.map((r) => r.url()).filter((url) => url.startsWith(identityOrigin()));
    expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const downloaded = fromRemote.filter((url) => fallbackFiles.some((file) => url.endsWith(`/${file}`)));
    expect(downloaded).toEqual([]);
  });
});

test("the sign-in page names its first screen's chunks up front, and each one it names is used", async ({
  page,
}) => {
  const assets: string[] = [];
  // Until the load event: what the page itself needs (after it, the idle prefetch of the next page begins).
  let loaded = false;
  page.once('load', () => (loaded = true));
  page.on('request', (request) => {
    if (
      !loaded &&
      ['script', 'stylesheet'].includes(request.resourceType()) &&
      request.url().startsWith(ctx.stack.hostUrl)
    )
      assets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${ctx.stack.hostUrl}/`, { waitUntil: 'load' });
  // The script has taken over the built-in form (its button is enabled): the first screen is complete.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // what the page needed for its first screen (the shell and the portal are fetched after the load event)
  const needed = [...new Set(assets)].filter((file) => !/^\/main\.[0-9a-f]{10}\.js$/.test(file)).sort();
  // What the page's HTML names (the runtime adds stylesheet links of its own later).
  const html = await (await page.request.get(`${ctx.stack.hostUrl}/`)).text();
  const preloaded = [...html.matchAll(/<link (?:rel="preload" as="script"|rel="stylesheet") href="([^"]+)"/g)]
    .map(([, href]) => href)
    .sort();
  // The prerendered form works with the entry's own script: before its load event the page needs only its
  // stylesheets (React and the lean shell come after it).
  expect(needed.length).toBeGreaterThan(0);
  expect(needed.filter((file) => !file.endsWith('.css'))).toEqual([]);
  expect(preloaded).toEqual(needed);
});

test("a reloaded deep link names the portal's chunks up front and reads only the manifests it needs, once", async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  // The signed-in page is left first: its own late requests (observability's background module starts once the
  // page has its data) are not the deep link's.
  await page.goto('about:blank');
  const assets: string[] = [];
  const manifests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/mf-manifest.json')) manifests.push(url);
    else if (['script', 'stylesheet'].includes(request.resourceType()) && url.startsWith(ctx.stack.hostUrl))
      assets.push(new URL(url).pathname);
  });
  await page.goto(`${ctx.stack.hostUrl}/internal/users`);
  await expect(mainArea(page).getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  // Every page but the sign-in page starts the portal: its HTML names the portal's chunks with the start-up ones.
  const html = await (
    await page.request.get(`${ctx.stack.hostUrl}/internal/users`, { headers: { Accept: 'text/html' } })
  ).text();
  const preloaded = [
    ...html.matchAll(/<link (?:rel="preload" as="script"|rel="stylesheet") href="([^"]+)"/g),
  ].map(([, href]) => href);
  expect(preloaded.some((href) => /^\/portal\.[0-9a-f]{10}\.js$/.test(href))).toBe(true);
  for (const href of preloaded) expect(assets).toContain(href);
  // The entry asks for the page's remote's manifest as soon as config.json is in, and the portal uses that answer;
  // the other remotes (their menu items recorded in the release registry) are not asked — but for observability,
  // whose background module (the unread-alerts badge) may start once the page has its data.
  const { remotes } = (await (await page.request.get(`${ctx.stack.hostUrl}/config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  expect(manifests.filter((url) => url === remotes.identity)).toHaveLength(1);
  expect(manifests.filter((url) => url !== remotes.observability).sort()).toEqual([remotes.identity]);
  expect(new Set(manifests).size).toBe(manifests.length);
});
