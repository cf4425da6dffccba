// Outbound call routing (LCR) on the real API. A service-provider user, who has no routing yet, creates their
// provider's table with a default carrier and two routes, then adds a third; next time the menu item opens it. An
// admin creates an account's table from the list. Routes, priorities, carriers and the system default route are
// read back from the real server.
import { createCarrier, unique, useTenant } from './support/fixtures';
import {
  chooseServiceProvider,
  expect,
  mainArea,
  openMenu,
  signInAndLand,
  test,
  toasts,
} from './support/portal';

const tenant = useTenant();
const carriers = { uk: '', us: '', fallback: '', ukName: '', usName: '', fallbackName: '' };

interface LcrRow {
  lcr_sid: string;
  name: string;
  is_active: number;
  account_sid: string | null;
  service_provider_sid: string | null;
}
interface RouteRow {
  regex: string;
  description: string | null;
  priority: number;
  lcr_carrier_set_entries: Array<{ voip_carrier_sid: string }>;
}

test.beforeAll(async () => {
  for (const key of ['uk', 'us', 'fallback'] as const) {
    const name = unique(`RA ${key} trunk`);
    carriers[`${key}Name`] = name;
    carriers[key] = await createCarrier(tenant.api, tenant.serviceProviderSid, { name });
  }
});

const findLcr = async (name: string) =>
  (await tenant.api.request<LcrRow[]>('GET', '/Lcrs')).find((l) => l.name === name);
const routesOf = async (lcrSid: string) =>
  (await tenant.api.request<RouteRow[]>('GET', `/LcrRoutes?lcr_sid=${lcrSid}`)).map((r) => [
    r.regex,
    r.priority,
    r.lcr_carrier_set_entries[0]?.voip_carrier_sid,
  ]);

test("a service-provider user creates their provider's routing table with routes", async ({ page }) => {
  const name = unique('RA routing');
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Outbound Call Routing');
  await expect(page).toHaveURL(/\/internal\/least-cost-routing\/add$/);

  await test.step('create: a default carrier and two routes', async () => {
    await main.getByLabel('Name', { exact: true }).fill(name);
    await main.getByLabel('Default carrier').selectOption({ label: carriers.fallbackName });
    const rows: Array<[string, string, string]> = [
      ['44', 'United Kingdom', carriers.ukName],
      ['1', 'North America', carriers.usName],
    ];
    for (const [i, [regex, description, carrier]] of rows.entries()) {
      await main.getByRole('button', { name: 'Add route' }).click();
      await main.getByRole('textbox', { name: `Route ${i + 1} regex or digit prefix` }).fill(regex);
      await main.getByRole('textbox', { name: `Route ${i + 1} description` }).fill(description);
      await main.getByRole('combobox', { name: `Route ${i + 1} carrier` }).selectOption({ label: carrier });
    }
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Least cost routing successfully created')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/least-cost-routing\/[0-9a-f-]{36}\/edit$/);
  });
  const lcr = await findLcr(name);
  expect(lcr).toMatchObject({ service_provider_sid: tenant.serviceProviderSid, account_sid: null });
  expect(await routesOf(lcr!.lcr_sid)).toEqual([
    ['44', 0, carriers.uk],
    ['1', 1, carriers.us],
    ['.*', 9999, carriers.fallback],
  ]);

  await test.step('a third route is added', async () => {
    await main.getByRole('button', { name: 'Add route' }).click();
    await main.getByRole('textbox', { name: 'Route 3 regex or digit prefix' }).fill('^33');
    await main.getByRole('combobox', { name: 'Route 3 carrier' }).selectOption({ label: carriers.ukName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Least cost routing rule successfully updated')).toBeVisible();
  });
  expect(await routesOf(lcr!.lcr_sid)).toEqual([
    ['44', 0, carriers.uk],
    ['1', 1, carriers.us],
    ['^33', 2, carriers.uk],
    ['.*', 9999, carriers.fallback],
  ]);

  await test.step('next time the menu item opens it', async () => {
    await openMenu(page, 'Accounts');
    await openMenu(page, 'Outbound Call Routing');
    await expect(page).toHaveURL(new RegExp(`/internal/least-cost-routing/${lcr!.lcr_sid}/edit$`));
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(name);
  });
});

test("an admin creates an account's routing table from the list", async ({ page }) => {
  const name = unique('RA account routing');
  const main = mainArea(page);
  await signInAndLand(page, tenant.admin);
  await chooseServiceProvider(page, tenant.serviceProviderName);
  await openMenu(page, 'Outbound Call Routing');
  await expect(main.getByRole('heading', { name: 'Outbound call routing', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Add outbound call routing' }).click();
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Used by').selectOption({ label: tenant.accountName });
  await main.getByLabel('Default carrier').selectOption({ label: carriers.usName });
  await main.getByRole('button', { name: 'Add route' }).click();
  await main.getByRole('textbox', { name: 'Route 1 regex or digit prefix' }).fill('49');
  await main.getByRole('combobox', { name: 'Route 1 carrier' }).selectOption({ label: carriers.ukName });
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Least cost routing successfully created')).toBeVisible();
  await expect(main.getByRole('rowheader', { name })).toBeVisible();
  const lcr = await findLcr(name);
  expect(lcr).toMatchObject({ account_sid: tenant.accountSid, is_active: 1 });
  expect(await routesOf(lcr!.lcr_sid)).toEqual([
    ['49', 0, carriers.uk],
    ['.*', 9999, carriers.us],
  ]);
});
