// Carriers on the real API. A service-provider user adds a carrier with two SIP gateways and outbound
// authentication, edits it (tech prefix, a gateway removed) and gives it SMPP (system ID, an outbound SMPP
// gateway); a predefined carrier is created from its template with the real server's gateways; a carrier used by a
// phone number cannot be deleted, an unused one can; an account user sees the provider's carrier without a way to
// change it and adds one of their own. Every write is read back from the real server.
import { createCarrier, uniqueNumber, unique, useTenant, type Tenant } from './support/fixtures';
import { at, expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();

interface CarrierRow {
  voip_carrier_sid: string;
  name: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  e164_leading_plus: number;
  tech_prefix: string | null;
  register_username: string | null;
  smpp_system_id: string | null;
}
interface SipGatewayRow {
  ipv4: string;
  port: number | null;
  inbound: number;
  outbound: number;
  protocol: string | null;
}
interface SmppGatewayRow {
  ipv4: string;
  port: number;
  inbound: number;
  outbound: number;
}

const carriersOf = (t: Tenant) =>
  t.api.request<CarrierRow[]>('GET', `/ServiceProviders/${t.serviceProviderSid}/VoipCarriers`);
const gatewaysOf = (sid: string) =>
  tenant.api.request<SipGatewayRow[]>('GET', `/SipGateways?voip_carrier_sid=${sid}`);

test('a service-provider user adds a carrier with SIP gateways, edits it and gives it SMPP', async ({
  page,
}) => {
  const name = unique('RA trunk');
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Carriers');
  await expect(main.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();

  await test.step('add: an outbound FQDN gateway, an inbound TCP IPv4 gateway, outbound auth', async () => {
    await main.getByRole('link', { name: 'Add carrier' }).click();
    await expect(main.getByRole('heading', { name: 'Add carrier', level: 1 })).toBeVisible();
    await main.getByLabel('Carrier name').fill(name);
    await main.getByLabel('E.164 syntax').check();
    await main.getByLabel('Username', { exact: true }).fill('trunk-user');
    await main.getByLabel('Password', { exact: true }).first().fill('trunk-secret');
    const first = main.getByRole('group', { name: 'SIP gateway 1' });
    await first.getByLabel('Network address').fill('sip.example.com');
    await first.getByLabel('Inbound').uncheck();
    await main.getByRole('button', { name: 'Add SIP gateway' }).click();
    const second = main.getByRole('group', { name: 'SIP gateway 2' });
    await second.getByLabel('Network address').fill('192.0.2.20');
    // straight from the address into the empty Port, as a user does ('5060' must not be prepended)
    await second.getByLabel('Port').click();
    await page.keyboard.type('5080');
    await expect(second.getByLabel('Port')).toHaveValue('5080');
    await second.getByLabel('Outbound').uncheck();
    await second.getByLabel('Protocol').selectOption('tcp');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name })).toBeVisible();
  });

  const carrier = (await carriersOf(tenant)).find((c) => c.name === name);
  expect(carrier).toMatchObject({
    service_provider_sid: tenant.serviceProviderSid,
    account_sid: null,
    e164_leading_plus: 1,
    register_username: 'trunk-user',
  });
  const sid = carrier!.voip_carrier_sid;
  // (the real server lists gateways in no particular order)
  const saved = (await gatewaysOf(sid)).sort((a, b) => b.ipv4.localeCompare(a.ipv4));
  expect(saved.map((g) => [g.ipv4, g.port, g.inbound, g.outbound, g.protocol])).toEqual([
    ['sip.example.com', null, 0, 1, 'udp'],
    ['192.0.2.20', 5080, 1, 0, 'tcp'],
  ]);

  await test.step('edit: a tech prefix, and the IPv4 gateway removed', async () => {
    await main.getByRole('rowheader', { name }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit carrier', level: 1 })).toBeVisible();
    // the real server lists a carrier's gateways in no particular order: find the IPv4 one by its address
    const groups = main.getByRole('group', { name: /^SIP gateway \d+$/ });
    await expect(groups).toHaveCount(2);
    const addresses = await groups
      .getByLabel('Network address')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const n = addresses.indexOf('192.0.2.20') + 1;
    expect(n).toBeGreaterThan(0);
    await expect(main.getByRole('group', { name: `SIP gateway ${n}` }).getByLabel('Port')).toHaveValue(
      '5080',
    );
    await main.getByLabel('Tech prefix').fill('1234');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Carrier updated successfully')).toBeVisible();
    await main.getByRole('button', { name: `Remove SIP gateway ${n}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete gateway' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('SIP gateway successfully deleted')).toBeVisible();
    await expect(groups).toHaveCount(1);
    await expect(groups.getByLabel('Network address')).toHaveValue('sip.example.com');
  });
  expect(await tenant.api.request<CarrierRow>('GET', `/VoipCarriers/${sid}`)).toMatchObject({
    tech_prefix: '1234',
  });
  expect((await gatewaysOf(sid)).map((g) => g.ipv4)).toEqual(['sip.example.com']);

  await test.step('SMPP: a system ID and an outbound SMPP gateway', async () => {
    await main.getByRole('tab', { name: 'SMS (SMPP)' }).click();
    await main.getByLabel('System ID').first().fill('smpp-user');
    await main.getByRole('button', { name: 'Add outbound gateway' }).click();
    await main
      .getByRole('group', { name: 'Outbound SMPP gateway 1' })
      .getByLabel('Network address')
      .fill('smpp.example.com');
    await main.getByRole('button', { name: 'Save' }).click();
    // (the first save's 'Carrier updated successfully' may still be showing: wait for the gateway itself)
    await expect
      .poll(async () =>
        (await tenant.api.request<SmppGatewayRow[]>('GET', `/SmppGateways?voip_carrier_sid=${sid}`)).map(
          (g) => [g.ipv4, g.outbound],
        ),
      )
      .toEqual([['smpp.example.com', 1]]);
    await expect(toasts(page).getByText('Carrier updated successfully')).toBeVisible();
  });
  expect(await tenant.api.request<CarrierRow>('GET', `/VoipCarriers/${sid}`)).toMatchObject({
    smpp_system_id: 'smpp-user',
  });
});

test('a predefined carrier is created with the gateways of its template', async ({ page }) => {
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await page.goto(at('/internal/carriers/add'));
  await main.getByLabel('Predefined carrier').selectOption({ label: 'Simwood' });
  await main.getByRole('button', { name: 'Create from template' }).click();
  await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/carriers\/[0-9a-f-]{36}\/edit$/);
  const sid = /carriers\/([0-9a-f-]{36})\/edit/.exec(page.url())![1];
  const gateways = await gatewaysOf(sid);
  expect(gateways.length).toBeGreaterThan(0);
  await expect(main.getByLabel('Carrier name')).toHaveValue(/^Simwood/);
  const rows = main.getByRole('group', { name: /^SIP gateway \d+$/ });
  await expect(rows).toHaveCount(gateways.length);
  // the template's addresses, in whatever order the real server lists them
  const shown = await rows
    .getByLabel('Network address')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(shown.sort()).toEqual(gateways.map((g) => g.ipv4).sort());
  const saved = await tenant.api.request<CarrierRow>('GET', `/VoipCarriers/${sid}`);
  expect(saved.service_provider_sid).toBe(tenant.serviceProviderSid);
});

test('a carrier in use cannot be deleted; an unused one is', async ({ page }) => {
  const busy = unique('RA busy trunk');
  const busySid = await createCarrier(tenant.api, tenant.serviceProviderSid, { name: busy });
  const number = uniqueNumber();
  await tenant.api.request('POST', '/PhoneNumbers', {
    number,
    voip_carrier_sid: busySid,
    account_sid: tenant.accountSid,
  });
  const idle = unique('RA idle trunk');
  const idleSid = await createCarrier(tenant.api, tenant.serviceProviderSid, { name: idle });

  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Carriers');
  await main.getByRole('button', { name: `Delete ${busy}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete carrier' });
  await expect(dialog.getByText('This carrier is in use and cannot be deleted')).toBeVisible();
  // listed as every list shows numbers: as the server stored them
  await expect(dialog.getByText(`1 phone number: ${number}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await main.getByRole('button', { name: `Delete ${idle}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete carrier' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText(`Deleted carrier ${idle}`)).toBeVisible();
  await expect(main.getByRole('rowheader', { name: idle })).toHaveCount(0);
  const left = (await carriersOf(tenant)).map((c) => c.voip_carrier_sid);
  expect(left).toContain(busySid);
  expect(left).not.toContain(idleSid);
});

test("an account user sees the provider's carrier read-only and adds their own", async ({ page }) => {
  const shared = unique('RA shared trunk');
  const sharedSid = await createCarrier(tenant.api, tenant.serviceProviderSid, { name: shared });
  const main = mainArea(page);
  await signInAndLand(page, tenant.accountUser);
  await openMenu(page, 'Carriers');
  await expect(main.getByRole('rowheader', { name: shared })).toBeVisible();
  await expect(main.getByRole('button', { name: `Delete ${shared}` })).toHaveCount(0);
  // The real server does not let an account user read a provider's carrier (GET /VoipCarriers/:sid → 400
  // 'insufficient privileges'), so its page says so instead of a read-only form (which our API allows).
  await page.goto(at(`/internal/carriers/${sharedSid}/edit`));
  await expect(
    main.getByRole('heading', { name: 'You do not have access to this resource', level: 1 }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const own = unique('RA my trunk');
  await openMenu(page, 'Carriers');
  await main.getByRole('link', { name: 'Add carrier' }).click();
  await main.getByLabel('Carrier name').fill(own);
  await main.getByRole('group', { name: 'SIP gateway 1' }).getByLabel('Network address').fill('198.51.100.7');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
  const mine = await tenant.api.request<CarrierRow[]>('GET', `/Accounts/${tenant.accountSid}/VoipCarriers`);
  expect(mine.find((c) => c.name === own)).toMatchObject({ account_sid: tenant.accountSid });
});
