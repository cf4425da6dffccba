// Carriers: an admin adds a carrier with two SIP gateways through the validation messages of docs/product/telephony.md#sip-gateways,
// updates it (stays on the page) and removes a gateway; a predefined carrier opens its edit page; deleting a carrier
// in use is refused with what uses it listed; an account user sees a service-provider carrier read-only.
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';
import { createCarrier, createLcr, createNumber, uniqueNumber } from './telephony-support';

const ctx = useStack();
let sp = '';
let account = '';

interface Gateway {
  ipv4: string;
  port: number | null;
  inbound: number;
  outbound: number;
}

test.beforeAll(async () => {
  sp = await ctx.admin.defaultServiceProviderSid();
  account = await ctx.admin.createAccount({ name: unique('Carrier account'), service_provider_sid: sp });
});

test('an admin adds a carrier with two SIP gateways, through the validation messages', async ({ page }) => {
  const name = unique('Voice trunk');
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Carriers' }).click();
  await expect(main.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Add carrier' }).click();
  await expect(main.getByRole('heading', { name: 'Add carrier', level: 1 })).toBeVisible();

  await test.step('the messages of docs/product/telephony.md#sip-gateways', async () => {
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Carrier name is required')).toBeVisible();
    const first = main.getByRole('group', { name: 'SIP gateway 1' });
    await expect(
      first.getByText('Please provide a valid IP address or fully qualified domain name.'),
    ).toBeVisible();

    await main.getByLabel('Carrier name').fill(name);
    await first.getByLabel('Network address').fill('sip.example.com');
    await main.getByLabel('Outbound SIP proxy').fill('not a proxy!');
    await main.getByLabel('Username', { exact: true }).fill('trunk-user');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(
      first.getByText('A fully qualified domain name may only be used for outbound calls.'),
    ).toBeVisible();
    await expect(main.getByText('Please provide a valid SIP Proxy domain or IP address.')).toBeVisible();
    await expect(
      main.getByText('Enter both a username and a password for outbound authentication, or neither.'),
    ).toBeVisible();
  });

  await test.step('corrected: an outbound FQDN and an IPv4 gateway (its port defaults to 5060)', async () => {
    const first = main.getByRole('group', { name: 'SIP gateway 1' });
    await first.getByLabel('Inbound').uncheck();
    await main.getByLabel('Outbound SIP proxy').fill(' sip:proxy.example.com : 5070 ');
    await main.getByLabel('Password', { exact: true }).first().fill('trunk-secret');
    await main.getByRole('button', { name: 'Add SIP gateway' }).click();
    const second = main.getByRole('group', { name: 'SIP gateway 2' });
    await second.getByLabel('Network address').fill('192.0.2.20');
    // the port stays empty (5060 is its placeholder); the save sends 5060
    await second.getByLabel('Port').click();
    await expect(second.getByLabel('Port')).toHaveValue('');
    await expect(second.getByLabel('Port')).toHaveAttribute('placeholder', '5060');
    await second.getByLabel('Outbound').uncheck();
    await second.getByLabel('Protocol').selectOption('tcp');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/carriers(\?|$)/);
    await expect(main.getByRole('rowheader', { name })).toBeVisible();
  });

  const carriers = await ctx.admin.request<
    Array<{ voip_carrier_sid: string; name: string; outbound_sip_proxy: string }>
  >('GET', `/ServiceProviders/${sp}/VoipCarriers?name=${encodeURIComponent(name)}`);
  expect(carriers).toHaveLength(1);
  expect(carriers[0].outbound_sip_proxy).toBe('sip:proxy.example.com:5070');
  const sid = carriers[0].voip_carrier_sid;
  const gateways = await ctx.admin.request<Gateway[]>('GET', `/SipGateways?voip_carrier_sid=${sid}`);
  expect(gateways.map((g) => [g.ipv4, g.port, g.inbound, g.outbound])).toEqual([
    ['sip.example.com', null, 0, 1],
    ['192.0.2.20', 5060, 1, 0],
  ]);

  await test.step('an update stays on the edit page; removing a saved gateway deletes it', async () => {
    await main.getByRole('rowheader', { name }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit carrier', level: 1 })).toBeVisible();
    await main.getByLabel('Tech prefix').fill('12');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Tech prefix must be at least 3 characters')).toBeVisible();
    await main.getByLabel('Tech prefix').fill('1234');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Carrier updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/internal/carriers/${sid}/edit`));

    await main.getByRole('button', { name: 'Remove SIP gateway 2' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete gateway' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('SIP gateway successfully deleted')).toBeVisible();
    await expect(main.getByRole('group', { name: 'SIP gateway 2' })).toHaveCount(0);
    expect(await ctx.admin.request<Gateway[]>('GET', `/SipGateways?voip_carrier_sid=${sid}`)).toHaveLength(1);
  });

  await test.step('the SMS tab: an outbound gateway is needed for a system ID', async () => {
    await main.getByRole('tab', { name: 'SMS (SMPP)' }).click();
    await main.getByLabel('System ID').first().fill('smpp-user');
    await main.getByRole('tab', { name: 'Voice (SIP)' }).click();
    await main.getByRole('button', { name: 'Save' }).click();
    // the save is refused and the tab with the problem opens
    await expect(main.getByRole('tab', { name: 'SMS (SMPP)' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('You must provide at least one Outbound Gateway.')).toBeVisible();
    await main.getByRole('button', { name: 'Add outbound gateway' }).click();
    await main
      .getByRole('group', { name: 'Outbound SMPP gateway 1' })
      .getByLabel('Network address')
      .fill('example.com');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(
      main.getByText('When using an FQDN, you must use a subdomain (e.g. smpp.example.com).'),
    ).toBeVisible();
    await main
      .getByRole('group', { name: 'Outbound SMPP gateway 1' })
      .getByLabel('Network address')
      .fill('smpp.example.com');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Carrier updated successfully')).toBeVisible();
  });
});

test('a predefined carrier is created with its gateways and opens its edit page', async ({ page }) => {
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers/add`);
  await main.getByLabel('Predefined carrier').selectOption({ label: 'Simwood' });
  await main.getByRole('button', { name: 'Create from template' }).click();
  await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/carriers\/[0-9a-f-]{36}\/edit$/);
  await expect(main.getByRole('heading', { name: 'Edit carrier', level: 1 })).toBeVisible();
  await expect(main.getByLabel('Carrier name')).toHaveValue(/^Simwood/);
  await expect(main.getByRole('group', { name: /^SIP gateway \d+$/ })).toHaveCount(6);
  await expect(main.getByRole('group', { name: 'SIP gateway 6' }).getByLabel('Network address')).toHaveValue(
    'out.simwood.com',
  );
});

test('a template’s placeholders are marked; a refused save says how many fields need attention and goes to the first', async ({
  page,
}) => {
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers/add`);
  await main.getByLabel('Predefined carrier').selectOption({ label: 'Twilio' });
  await main.getByRole('button', { name: 'Create from template' }).click();
  await expect(page).toHaveURL(/\/internal\/carriers\/[0-9a-f-]{36}\/edit$/);
  await expect(main.getByRole('group', { name: /^SIP gateway \d+$/ })).toHaveCount(10);

  // the placeholders are said at the top and beside their fields
  const notice = main.getByRole('alert').filter({ hasText: 'This carrier was made from a template' });
  await expect(notice).toContainText('SIP gateway 10 network address (<your-domain>)');
  await expect(notice).toContainText('Outbound authentication username (<your-twilio-credential-username>)');
  const address = main.getByRole('group', { name: 'SIP gateway 10' }).getByLabel('Network address');
  await expect(address).toHaveAccessibleDescription(
    'Template placeholder: replace <your-domain> with your own value.',
  );

  // saved as it is: refused, with a count, and the first field in error in view and focused
  await page.evaluate(() => window.scrollTo(0, 0));
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('1 field needs attention')).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).getByText('Carrier updated successfully')).toHaveCount(0);

  // filled in: saved, and nothing is marked any more
  await address.fill('acme.pstn.twilio.com');
  await main.getByLabel('Username', { exact: true }).fill('acme-trunk');
  await main.getByLabel('Password', { exact: true }).fill('Acme-trunk-secret-1');
  await expect(notice).toHaveCount(0);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Carrier updated successfully')).toBeVisible();
});

test('deleting a carrier in use is refused, with what uses it listed', async ({ page }) => {
  const name = unique('Busy trunk');
  const busy = await createCarrier(ctx.admin, sp, { name });
  const number = uniqueNumber();
  await createNumber(ctx.admin, { number, voip_carrier_sid: busy, account_sid: account });
  const routing = unique('Routing');
  await createLcr(ctx.admin, { name: routing, account_sid: account }, [{ regex: '44', carrier: busy }], busy);
  const idle = unique('Idle trunk');
  await createCarrier(ctx.admin, sp, { name: idle });

  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
  await expect(main.getByRole('row', { name: new RegExp(name) })).toContainText('1 number, 2 routes');
  await main.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete carrier' });
  await expect(dialog.getByText('This carrier is in use and cannot be deleted')).toBeVisible();
  // the number as the lists show it (one format everywhere)
  await expect(dialog.getByText(`1 phone number: ${number}`)).toBeVisible();
  await expect(dialog.getByText(`1 outbound call routing: ${routing}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await main.getByRole('button', { name: `Delete ${idle}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete carrier' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText(`Deleted carrier ${idle}`)).toBeVisible();
  await expect(main.getByRole('rowheader', { name: idle })).toHaveCount(0);
  await expect(main.getByRole('rowheader', { name })).toBeVisible();
});

test('an account user sees a service-provider carrier read-only, and adds one of their own', async ({
  page,
}) => {
  const shared = unique('Shared trunk');
  const sharedSid = await createCarrier(ctx.admin, sp, { name: shared });
  const userName = unique('carrier-user').replace(' ', '-');
  await ctx.admin.createUser({
    name: userName,
    scope: 'account',
    service_provider_sid: sp,
    account_sid: account,
  });
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, userName, USER_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers/${sharedSid}/edit`);
  await expect(main.getByText('You do not have permissions to make changes to this Carrier')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(main.getByLabel('Carrier name')).toBeDisabled();

  await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
  await expect(main.getByRole('rowheader', { name: shared })).toBeVisible();
  await expect(main.getByRole('button', { name: `Delete ${shared}` })).toHaveCount(0);
  const own = unique('My trunk');
  await main.getByRole('link', { name: 'Add carrier' }).click();
  await main.getByLabel('Carrier name').fill(own);
  await main.getByRole('group', { name: 'SIP gateway 1' }).getByLabel('Network address').fill('198.51.100.7');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Carrier created successfully')).toBeVisible();
  const mine = await ctx.admin.request<Array<{ name: string; account_sid: string }>>(
    'GET',
    `/Accounts/${account}/VoipCarriers`,
  );
  expect(mine.map((c) => c.name)).toContain(own);
});

test('an account user sees how its own account uses a shared carrier, not every account’s', async ({
  page,
}) => {
  const shared = unique('Usage trunk');
  const sharedSid = await createCarrier(ctx.admin, sp, { name: shared });
  const other = await ctx.admin.createAccount({ name: unique('Other usage'), service_provider_sid: sp });
  await createNumber(ctx.admin, {
    number: uniqueNumber(),
    voip_carrier_sid: sharedSid,
    account_sid: account,
  });
  for (let i = 0; i < 3; i += 1)
    await createNumber(ctx.admin, {
      number: uniqueNumber(),
      voip_carrier_sid: sharedSid,
      account_sid: other,
    });
  await createLcr(ctx.admin, { name: unique('Other routing'), account_sid: other }, [], sharedSid);
  const userName = unique('usage-user').replace(' ', '-');
  await ctx.admin.createUser({
    name: userName,
    scope: 'account',
    service_provider_sid: sp,
    account_sid: account,
  });

  const main = mainArea(page);
  const row = () => main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shared }) });
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
  await expect(row()).toContainText('4 numbers, 1 route');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // signed out for good before the next sign-in loads the page again (else its start-up asks with the revoked token)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await signIn(page, ctx.stack.hostUrl, userName, USER_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
  await expect(row()).toContainText('1 number, 0 routes');
});
