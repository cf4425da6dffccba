// A partner's plain HTML page, with no React of its own, mounts mfe-identity's `./spa` with single-spa
// (the page is served by the harness, see harness/fixtures-server.ts) and shows the Accounts list.
import type { Request } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, test, unique, useStack } from './support';

const ctx = useStack();
let accountName = '';

test.beforeAll(async () => {
  accountName = unique('Partner account');
  await ctx.admin.createAccount({
    name: accountName,
    service_provider_sid: await ctx.admin.defaultServiceProviderSid(),
  });
});

test('a plain page mounts the identity area with single-spa and shows the Accounts list', async ({
  page,
}) => {
  // The partner signed their user in on their side and hands the token over in the mount props.
  const token = (await ctx.api.login('admin', ADMIN_PASSWORD)).token;
  await page.addInitScript((value) => sessionStorage.setItem('partnerToken', value), token);
  // How the partner's own elements look before the area's styles can arrive (they come with its ./spa chunks).
  await page.addInitScript(() => {
    const look = () => {
      const props = [
        'font-family',
        'font-size',
        'color',
        'background-color',
        'margin',
        'line-height',
        'box-sizing',
      ];
      const of = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
      };
      return { html: of('html'), body: of('body'), heading: of('header h1') };
    };
    (window as unknown as { pageLook: typeof look }).pageLook = look;
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __lookBefore: unknown }).__lookBefore = look();
    });
  });
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(ctx.stack.fixtures.spaPageUrl);
  const area = page.locator('#identity-area');
  await expect(area.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(area.getByRole('rowheader', { name: accountName })).toBeVisible();
  await expect(area.getByRole('rowheader', { name: 'default account' })).toBeVisible();
  // The partner's own content is untouched, and single-spa reports the application mounted.
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toBeVisible();
  expect(
    await page.evaluate(() =>
      (window as unknown as { singleSpa: { getMountedApps(): string[] } }).singleSpa.getMountedApps(),
    ),
  ).toEqual(['identity']);

  // The page itself brought no React: every script came from single-spa's file or from the remote's origin, and
  // the remote brought its own React copy (its share-scope fallback).
  const fixturesOrigin = ctx.stack.fixtures.origin;
  const identityOrigin = ctx.stack.remoteOrigins.identity;
  const fromPage = scripts.map((r) => r.url()).filter((url) => url.startsWith(fixturesOrigin));
  expect(fromPage).toEqual([`${fixturesOrigin}/single-spa.js`]);
  expect(scripts.every((r) => r.url().startsWith(fixturesOrigin) || r.url().startsWith(identityOrigin))).toBe(
    true,
  );
  const reactProvider = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: {
            shareScopeMap: Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
          }[];
        };
      }
    ).__FEDERATION__;
    return federation.__INSTANCES__.flatMap((i) =>
      Object.values(i.shareScopeMap.default?.react ?? {}).map(
        (v) => `${v.from}:${v.loaded ? 'loaded' : 'not loaded'}`,
      ),
    );
  });
  expect([...new Set(reactProvider)]).toEqual(['mfe_identity:loaded']);

  // Its styles stay inside its root: the page's own elements look exactly as before the area arrived.
  const after = await page.evaluate(() => (window as unknown as { pageLook: () => unknown }).pageLook());
  const before = await page.evaluate(() => (window as unknown as { __lookBefore: unknown }).__lookBefore);
  expect(before).toBeTruthy();
  expect(after).toEqual(before);

  // Navigation inside the area works (memory routing: the page's URL stays as it is).
  await area.getByRole('link', { name: accountName }).first().click();
  await expect(area.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await expect(area.getByLabel('Name', { exact: true })).toHaveValue(accountName);
  expect(page.url()).toBe(ctx.stack.fixtures.spaPageUrl);
  expect(errors).toEqual([]);
});
