// Axe (WCAG 2.1 A/AA rules) on every telephony page, with its dialogs, errors and reports showing: no
// serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, unique, useStack } from './support';
import { createCarrier, createLcr, createNumber, uniqueNumber } from './telephony-support';

const ctx = useStack();
const ids = {
  sp: '',
  account: '',
  bare: '',
  carrier: '',
  carrierName: '',
  number: '',
  lcr: '',
  tenant: '',
  client: '',
};

test.beforeAll(async () => {
  const admin = ctx.admin;
  ids.sp = await admin.defaultServiceProviderSid();
  await admin.request('PUT', `/ServiceProviders/${ids.sp}`, { ms_teams_fqdn: 'teams.example.com' });
  ids.account = await admin.createAccount({
    name: unique('A11y telephony'),
    service_provider_sid: ids.sp,
    sip_realm: `${unique('a11y').replace(' ', '-')}.sip.example.com`,
  });
  ids.bare = await admin.createAccount({ name: unique('A11y no realm'), service_provider_sid: ids.sp });
  const app = await admin.createApplication({ name: unique('A11y app'), account_sid: ids.account });
  ids.carrierName = unique('A11y trunk');
  ids.carrier = await createCarrier(ctx.admin, ids.sp, {
    name: ids.carrierName,
    requires_register: true,
    register_username: 'user',
    register_password: 'secret',
    register_sip_realm: 'sip.example.com',
  });
  ids.number = await createNumber(admin, {
    number: uniqueNumber(),
    voip_carrier_sid: ids.carrier,
    account_sid: ids.account,
    application_sid: app,
    description: 'Front desk',
  });
  ids.lcr = await createLcr(
    admin,
    { name: unique('A11y routing'), account_sid: ids.account },
    [
      { regex: '44', carrier: ids.carrier, description: 'UK' },
      { regex: '1', carrier: ids.carrier },
    ],
    ids.carrier,
  );
  ids.tenant = (
    await admin.request<{ sid: string }>('POST', '/MicrosoftTeamsTenants', {
      tenant_fqdn: `${unique('t').replace(' ', '')}.example.com`,
      account_sid: ids.account,
      application_sid: app,
    })
  ).sid;
  ids.client = (
    await admin.request<{ sid: string }>('POST', '/Clients', {
      account_sid: ids.account,
      username: 'a11y-client',
      password: 'secret123',
    })
  ).sid;
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

async function scan(page: Page, name: string) {
  await test.step(`axe: ${name}`, async () => {
    expect.soft(await seriousViolations(page), name).toEqual([]);
  });
}

test('telephony pages of an admin', async ({ page }) => {
  test.setTimeout(180_000);
  const main = mainArea(page);
  const visit = async (path: string, heading: string, ready?: () => Promise<void>) => {
    await page.goto(`${ctx.stack.hostUrl}${path}`);
    await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(main.getByText('Loading', { exact: false })).toHaveCount(0);
    if (ready) await ready();
  };
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await visit('/internal/carriers', 'Carriers', async () => {
    await expect(main.getByRole('rowheader', { name: ids.carrierName })).toBeVisible();
  });
  await scan(page, 'carriers list');
  await main.getByRole('button', { name: `Delete ${ids.carrierName}` }).click();
  await expect(page.getByText('This carrier is in use and cannot be deleted')).toBeVisible();
  await scan(page, 'delete carrier dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await visit('/internal/carriers/add', 'Add carrier');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Carrier name is required')).toBeVisible();
  await scan(page, 'add carrier with errors');
  await visit(`/internal/carriers/${ids.carrier}/edit`, 'Edit carrier', async () => {
    await expect(main.getByText('Registration: not started')).toBeVisible();
  });
  await scan(page, 'edit carrier: voice');
  await main.getByRole('tab', { name: 'SMS (SMPP)' }).click();
  await main.getByRole('button', { name: 'Add outbound gateway' }).click();
  await main.getByRole('button', { name: 'Add inbound gateway' }).click();
  await scan(page, 'edit carrier: SMS');

  await visit(`/internal/phone-numbers?account_sid=${ids.account}`, 'Phone numbers', async () => {
    await expect(main.getByRole('checkbox', { name: 'Select every row of this page' })).toBeVisible();
  });
  await scan(page, 'phone numbers list with the bulk assignment');
  await visit('/internal/phone-numbers/add', 'Add a phone number');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Number is required')).toBeVisible();
  await scan(page, 'add phone number with errors');
  await visit(`/internal/phone-numbers/${ids.number}/edit`, 'Edit phone number');
  await scan(page, 'edit phone number');
  await visit('/internal/phone-numbers/import', 'Import phone numbers');
  await main.getByLabel('CSV file').setInputFiles({
    name: 'n.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`number,carrier,account\n${uniqueNumber()},${ids.carrier},${ids.account}\nbad,x,y\n`),
  });
  await main.getByRole('button', { name: 'Check the file' }).click();
  await expect(main.getByRole('table', { name: /Invalid lines/ })).toBeVisible();
  await scan(page, 'import report');

  await visit('/internal/ms-teams-tenants', 'Microsoft Teams tenants', async () => {
    await expect(main.getByRole('rowheader')).toHaveCount(1);
  });
  await scan(page, 'Teams tenants list');
  await visit(`/internal/ms-teams-tenants/${ids.tenant}/edit`, 'Edit Microsoft Teams tenant');
  await scan(page, 'edit Teams tenant');

  await visit('/internal/least-cost-routing', 'Outbound call routing', async () => {
    await expect(main.getByRole('rowheader')).toHaveCount(1);
  });
  await scan(page, 'outbound call routing list');
  await visit(`/internal/least-cost-routing/${ids.lcr}/edit`, 'Edit outbound call routing', async () => {
    await expect(main.getByRole('textbox', { name: 'Route 2 regex or digit prefix' })).toHaveValue('1');
  });
  await scan(page, 'edit outbound call routing');

  await visit('/internal/clients', 'SIP clients', async () => {
    await expect(main.getByRole('rowheader', { name: 'a11y-client' })).toBeVisible();
  });
  await scan(page, 'SIP clients list');
  await visit(`/internal/clients/add?account_sid=${ids.bare}`, 'Add SIP client', async () => {
    await expect(main.getByText('Sip realm is not set for the account.')).toBeVisible();
  });
  await scan(page, 'add SIP client without a realm');
  await visit(`/internal/clients/${ids.client}/edit`, 'Edit SIP client');
  await scan(page, 'edit SIP client');
});
