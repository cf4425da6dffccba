// The telephony remote is declared by its own manifest (menu items in the places of docs/product/shell.md#menu, paths), and when it
// cannot be reached the rest of the portal keeps working: its items stay (recorded in the release registry), marked
// once it fails to load, its pages say so with Retry, identity's pages work, and Retry brings the area back once it
// answers.
import { ADMIN_PASSWORD } from '../harness/api-client';
import { MENU_ITEM_UNAVAILABLE } from '../../host/src/portal/layout/menu-texts';
import { expect, mainArea, signIn, test, useStack } from './support';

const ctx = useStack();
const failureMessage = 'This part of the portal could not be loaded.';

test('the telephony remote declares its menu items in the places of docs/product/shell.md#menu', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  const labels = await nav.getByRole('link').allTextContents();
  // main: Users, Settings, Accounts, Clients, Applications…; BYO Services: Carriers, …, Phone Numbers, …, routing
  expect(labels.indexOf('Clients')).toBe(labels.indexOf('Accounts') + 1);
  expect(labels.indexOf('Applications')).toBe(labels.indexOf('Clients') + 1);
  const byo = labels.filter((l) => ['Carriers', 'Phone Numbers', 'Outbound Call Routing'].includes(l));
  expect(byo).toEqual(['Carriers', 'Phone Numbers', 'Outbound Call Routing']);
  const manifest = (await (await fetch(`${ctx.stack.remoteOrigins.telephony}/mf-manifest.json`)).json()) as {
    metaData: { switchboard: { area: string; paths: unknown[] } };
  };
  expect(manifest.metaData.switchboard.area).toBe('telephony');
  expect(manifest.metaData.switchboard.paths).toContain('carriers/*');
});

test('the telephony area blocked: the shell still works, its pages offer Retry, Retry recovers', async ({
  page,
  problems,
}) => {
  problems.allow(/mf-manifest\.json/, 'mfe-telephony is stopped on purpose: its manifest cannot be read');
  const blocked = `${ctx.stack.remoteOrigins.telephony}/**`;
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  const main = mainArea(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);

  await test.step('identity’s pages work; telephony’s items are there before it is asked for anything', async () => {
    await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(main.getByRole('rowheader', { name: 'default account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Carriers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
    await nav.getByRole('link', { name: 'Applications' }).click();
    await expect(main.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  });

  await test.step('a telephony page says it could not be loaded, with Retry; the shell around it works', async () => {
    await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
    const failure = main.getByRole('alert').filter({ hasText: failureMessage });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    for (const name of ['Carriers', 'Clients'])
      await expect(nav.getByRole('link', { name })).toHaveAccessibleDescription(MENU_ITEM_UNAVAILABLE);
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toBeVisible();
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(main.getByText(failureMessage)).toBeVisible();
  });

  await test.step('once it answers, Retry shows the carriers and its items lose their mark', async () => {
    await page.unroute(blocked);
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
    await expect(main.getByText('No carriers.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Carriers' })).not.toHaveAttribute('aria-describedby');
  });
});
