// Outbound call routing: an admin creates a table with three routes (the system default route is added),
// reorders them by mouse drag and by keyboard (with what a screen reader hears), saves in one batch call, and the
// order is kept after a reload; a service-provider user is sent to their own table; no carriers, no Save.
import type { Locator, Page } from '@playwright/test';
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';
import { createCarrier } from './telephony-support';

const ctx = useStack();
const ids = { sp: '', account: '', accountName: '', uk: '', us: '', fallback: '' };

interface Route {
  regex: string;
  priority: number;
  lcr_carrier_set_entries: Array<{ voip_carrier_sid: string }>;
}

test.beforeAll(async () => {
  ids.sp = await ctx.admin.defaultServiceProviderSid();
  ids.accountName = unique('Routing account');
  ids.account = await ctx.admin.createAccount({ name: ids.accountName, service_provider_sid: ids.sp });
  ids.uk = await createCarrier(ctx.admin, ids.sp, { name: 'UK trunk' });
  ids.us = await createCarrier(ctx.admin, ids.sp, { name: 'US trunk' });
  ids.fallback = await createCarrier(ctx.admin, ids.sp, { name: 'Fallback trunk' });
});

const regexes = (main: Locator) =>
  main
    .getByRole('list', { name: 'Routes in priority order' })
    .getByRole('textbox', { name: /regex or digit prefix/ });

async function expectOrder(main: Locator, order: string[]) {
  const inputs = regexes(main);
  await expect(inputs).toHaveCount(order.length);
  for (const [i, value] of order.entries()) await expect(inputs.nth(i)).toHaveValue(value);
}

/** A real pointer drag from one handle to another row (the pointer sensor starts after 4 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 4, { steps: 15 });
  await page.mouse.up();
}

test('an LCR with three routes, reordered by mouse and keyboard, keeps its order after a reload', async ({
  page,
}) => {
  const name = unique('Least cost');
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Outbound Call Routing' })
    .click();
  await expect(main.getByRole('heading', { name: 'Outbound call routing', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Add outbound call routing' }).click();
  await expect(main.getByRole('heading', { name: 'Add outbound call routing', level: 1 })).toBeVisible();

  await test.step('fill in; the messages of docs/product/telephony.md#routing-form first', async () => {
    await main.getByRole('button', { name: 'Add route' }).click();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Name is required')).toBeVisible();
    await expect(main.getByText('Default carrier is required')).toBeVisible();
    await expect(main.getByText('A regex or digit prefix is required')).toBeVisible();
    await main.getByLabel('Name', { exact: true }).fill(name);
    await main.getByLabel('Used by').selectOption({ label: ids.accountName });
    await main.getByLabel('Default carrier').selectOption({ label: 'Fallback trunk' });
    const rows: Array<[string, string, string]> = [
      ['44', 'United Kingdom', 'UK trunk'],
      ['1', 'North America', 'US trunk'],
      ['^33', 'France', 'UK trunk'],
    ];
    for (const [i, [regex, description, carrier]] of rows.entries()) {
      if (i > 0) await main.getByRole('button', { name: 'Add route' }).click();
      await main.getByRole('textbox', { name: `Route ${i + 1} regex or digit prefix` }).fill(regex);
      await main.getByRole('textbox', { name: `Route ${i + 1} description` }).fill(description);
      await main.getByRole('combobox', { name: `Route ${i + 1} carrier` }).selectOption({ label: carrier });
    }
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Least cost routing successfully created')).toBeVisible();
    await expect(main.getByRole('rowheader', { name })).toBeVisible();
  });

  const lcrs = await ctx.admin.request<Array<{ lcr_sid: string; name: string }>>('GET', '/Lcrs');
  const lcr = lcrs.find((l) => l.name === name)!.lcr_sid;
  const saved = await ctx.admin.request<Route[]>('GET', `/LcrRoutes?lcr_sid=${lcr}`);
  expect(saved.map((r) => [r.regex, r.priority])).toEqual([
    ['44', 0],
    ['1', 1],
    ['^33', 2],
    ['.*', 9999],
  ]);
  expect(saved[3].lcr_carrier_set_entries[0].voip_carrier_sid).toBe(ids.fallback);

  await main.getByRole('rowheader', { name }).getByRole('link').click();
  await expect(main.getByRole('heading', { name: 'Edit outbound call routing', level: 1 })).toBeVisible();
  await expectOrder(main, ['44', '1', '^33']);

  await test.step('drag route 3 to the top with the mouse', async () => {
    await drag(
      page,
      main.getByRole('button', { name: 'Move route 3', exact: true }),
      main.getByRole('button', { name: 'Move route 1', exact: true }),
    );
    await expectOrder(main, ['^33', '44', '1']);
  });

  await test.step('move route 1 down by keyboard, hearing where it goes', async () => {
    const handle = main.getByRole('button', { name: 'Move route 1', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');

    await expect(page.getByText('Picked up route 1 (^33), at position 1 of 3.')).toBeAttached();
    // A key pressed before the sensor has measured the routes is not taken (see route 2 below); pressed again only
    // while no move was heard, so a slow announcement cannot make it overshoot.
    await expect(async () => {
      if ((await page.getByText(/route 1 \(\^33\) is over position/).count()) === 0)
        await page.keyboard.press('ArrowDown');
      await expect(page.getByText('route 1 (^33) is over position 2 of 3.')).toBeAttached({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('route 1 (^33) is over position 3 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('route 1 (^33) was dropped at position 3 of 3.')).toBeAttached();
    await expectOrder(main, ['44', '1', '^33']);
    // and one more: route 2 up to the top
    await main.getByRole('button', { name: 'Move route 2', exact: true }).focus();
    await page.keyboard.press('Space');
    // as a user would: the move after the pick-up is heard (the sensor measures the routes first)
    await expect(page.getByText('Picked up route 2 (1), at position 2 of 3.')).toBeAttached();
    // The keyboard sensor listens once it has measured the routes, which on a loaded machine can come after the
    // pick-up is announced; a key pressed before that is not taken, and a user presses again. (Up from the top
    // stays at the top, so a second press cannot overshoot.)
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText('route 2 (1) is over position 1 of 3.')).toBeAttached({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Space');
    await expectOrder(main, ['1', '44', '^33']);
  });

  await test.step('saved in one call; the order survives a reload', async () => {
    const batches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/Lcrs/${lcr}/Routes`)) batches.push(request.method());
    });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Least cost routing rule successfully updated')).toBeVisible();
    expect(batches).toEqual(['PUT']);
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Edit outbound call routing', level: 1 })).toBeVisible();
    await expectOrder(main, ['1', '44', '^33']);
    const after = await ctx.admin.request<Route[]>('GET', `/LcrRoutes?lcr_sid=${lcr}`);
    expect(after.map((r) => r.regex)).toEqual(['1', '44', '^33', '.*']);
  });

  await test.step('removing a saved route deletes it', async () => {
    await main.getByRole('button', { name: 'Remove route 3' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete route' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Least cost routing rule successfully deleted')).toBeVisible();
    await expectOrder(main, ['1', '44']);
  });
});

test('a service-provider user is sent to their own routing, or to add one; no carriers, no Save', async ({
  page,
}) => {
  const spName = unique('Routing SP');
  const spSid = await ctx.admin.createServiceProvider(spName);
  const user = unique('routing-sp').replace(' ', '-');
  await ctx.admin.createUser({ name: user, scope: 'service_provider', service_provider_sid: spSid });
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, user, USER_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Outbound Call Routing' })
    .click();
  await expect(page).toHaveURL(/\/internal\/least-cost-routing\/add$/);
  await expect(
    main.getByText('You do not have permissions to manage all outbound call routes'),
  ).toBeVisible();
  await expect(main.getByText('There are no available carriers', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();

  const own = await createCarrier(ctx.admin, spSid, { name: 'SP trunk' });
  await page.reload();
  await expect(main.getByRole('button', { name: 'Save' })).toBeEnabled();
  await main.getByLabel('Name', { exact: true }).fill('SP routing');
  await main.getByLabel('Default carrier').selectOption(own);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Least cost routing successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/least-cost-routing\/[0-9a-f-]{36}\/edit$/);
  // next time the menu item opens it
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Outbound Call Routing' })
    .click();
  await expect(page).toHaveURL(/\/internal\/least-cost-routing\/[0-9a-f-]{36}\/edit$/);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('SP routing');
});
