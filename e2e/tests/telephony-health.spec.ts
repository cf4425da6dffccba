// Carrier health and the routing tester (docs/product/telephony.md#carrier-health): a gateway the SBC reports down shows on Carrier health (worst
// first, with its last answer), its last 24 hours in a dialog, its calls one click away; the routing tester
// highlights the matching route and gives the carrier order for three numbers; axe on the new page and dialog.
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, scanAccessibility, signIn, test, unique, useStack } from './support';
import { createCarrier, createLcr } from './telephony-support';

const ctx = useStack();
const ids = {
  sp: '',
  flaky: '',
  steady: '',
  uk: '',
  us: '',
  fallback: '',
  flakyGateway: '',
  steadyGateway: '',
};
const names = { flaky: unique('Flaky trunk'), steady: unique('Steady trunk') };
const MIN = 60_000;

const gatewayOf = async (carrier: string) =>
  (
    await ctx.admin.request<Array<{ sip_gateway_sid: string }>>(
      'GET',
      `/SipGateways?voip_carrier_sid=${carrier}`,
    )
  )[0].sip_gateway_sid;

/** What the SBC reports: a ping a minute up to now, each answered `status` (null: no answer). */
async function ping(gateway: string, minutes: number[], status: number | null) {
  const now = Date.now();
  await ctx.admin.request(
    'POST',
    '/Ingest/GatewayPings',
    minutes.map((ago) => ({
      sip_gateway_sid: gateway,
      time: now - ago * MIN,
      status,
      ...(status ? { rtt_ms: 28 } : {}),
    })),
  );
}

test.beforeAll(async () => {
  ids.sp = await ctx.admin.defaultServiceProviderSid();
  const pinged = [{ ipv4: '192.0.2.61', inbound: 1, outbound: 1, send_options_ping: 1 }];
  ids.flaky = await createCarrier(ctx.admin, ids.sp, { name: names.flaky }, pinged);
  ids.steady = await createCarrier(ctx.admin, ids.sp, { name: names.steady }, [
    { ...pinged[0], ipv4: '192.0.2.62' },
  ]);
  ids.flakyGateway = await gatewayOf(ids.flaky);
  ids.steadyGateway = await gatewayOf(ids.steady);
  ids.uk = await createCarrier(ctx.admin, ids.sp, { name: 'UK trunk' });
  ids.us = await createCarrier(ctx.admin, ids.sp, { name: 'US trunk' });
  ids.fallback = await createCarrier(ctx.admin, ids.sp, { name: 'Fallback trunk' });
  // the last answer 3 minutes ago: within the 5 minutes after which a gateway counts as not pinged
  await ping(ids.flakyGateway, [30, 20, 10, 3], 200);
  await ping(ids.steadyGateway, [30, 20, 10, 3], 200);
});

const rowOf = (page: Page, name: string) =>
  mainArea(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test('a gateway the SBC reports down shows on Carrier health, worst first, with its 24 hours', async ({
  page,
}) => {
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Carrier health' }).click();
  await expect(main.getByRole('heading', { name: 'Carrier health', level: 1 })).toBeVisible();

  await test.step('both pinged carriers up', async () => {
    await expect(rowOf(page, names.flaky).getByText('Up', { exact: true })).toBeVisible();
    await expect(rowOf(page, names.flaky).getByText(/^200 in 28 ms [34] min ago; since/)).toBeVisible();
    await expect(rowOf(page, names.steady).getByText('Up', { exact: true })).toBeVisible();
  });

  await test.step('the SBC reports the flaky gateway unanswered: down, first in the list', async () => {
    await ping(ids.flakyGateway, [2, 1, 0], null);
    await page.reload();
    const row = rowOf(page, names.flaky);
    await expect(row.getByText('Down', { exact: true })).toBeVisible();
    await expect(row.getByText('192.0.2.61:5060')).toBeVisible();
    await expect(row.getByText(/^no answer (just now|1 min ago); since \d\d:\d\d$/)).toBeVisible();
    await expect(main.getByRole('rowheader').first()).toHaveText(names.flaky);
    await scanAccessibility(page, 'Carrier health');
  });

  await test.step('its last 24 hours', async () => {
    await rowOf(page, names.flaky)
      .getByRole('button', { name: `Last 24 hours of ${names.flaky}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `${names.flaky}: last 24 hours` });
    await expect(
      dialog.getByRole('img', { name: /^OPTIONS pings of 192\.0\.2\.61:5060: .*down/ }),
    ).toBeVisible();
    await expect(dialog.getByText('7 pings, 3 not answered 200')).toBeVisible();
    await scanAccessibility(page, 'Carrier health: last 24 hours');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('its calls: Recent calls filtered on the carrier', async () => {
    await rowOf(page, names.flaky)
      .getByRole('link', { name: `Calls of ${names.flaky}` })
      .click();
    await expect(main.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
    await expect(main.getByText(`Calls of the carrier ${names.flaky}.`)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('trunk')).toBe(names.flaky);
  });
});

test('the routing tester highlights the matching route and gives the carrier order, for three numbers', async ({
  page,
}) => {
  const lcr = await createLcr(
    ctx.admin,
    { name: unique('Tested routing'), service_provider_sid: ids.sp },
    [
      { regex: '^44', carrier: ids.uk, description: 'United Kingdom' },
      { regex: '^1', carrier: ids.us, description: 'North America' },
    ],
    ids.fallback,
  );
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/least-cost-routing/${lcr}/edit`);
  await expect(main.getByRole('heading', { name: 'Edit outbound call routing', level: 1 })).toBeVisible();
  const number = main.getByLabel('Dialled number');
  const result = main.getByTestId('routing-test-result');
  const highlighted = main.locator('[data-matched]');
  const carriers = result.getByRole('list', { name: 'Carriers, in the order they would be tried' });

  for (const [dialled, route, position, carrier] of [
    ['+44 20 7123 4567', 'Route 1 matches: ^44 (priority 0).', '1', 'UK trunk'],
    ['12125550100', 'Route 2 matches: ^1 (priority 1).', '2', 'US trunk'],
    ['33142345678', 'Route 3 matches: .* (priority 9999).', null, 'Fallback trunk'],
  ] as const) {
    await test.step(dialled, async () => {
      await number.fill(dialled);
      // a + the SBC keeps: '+4420…' does not start with 44 — the first number is typed without it below
      if (dialled.startsWith('+')) {
        await expect(result.getByText('Route 3 matches: .* (priority 9999).')).toBeVisible();
        await number.fill(dialled.slice(1));
        await expect(result.getByText('Tested as 442071234567.')).toBeVisible();
      }
      await expect(result.getByText(route)).toBeVisible();
      await expect(highlighted).toHaveCount(1);
      if (position) await expect(highlighted).toHaveAttribute('data-route-position', position);
      else await expect(highlighted).toHaveAttribute('data-default-route', 'true');
      // the carriers, not the gateways each lists under it
      const tried = carriers.locator(':scope > li');
      await expect(tried).toHaveCount(1);
      await expect(tried.first()).toContainText(carrier);
      await expect(tried.first()).toContainText('used');
    });
  }
  await test.step('why not the others', async () => {
    await result.getByRole('button', { name: 'Why not the other routes?' }).click();
    const every = result.getByRole('list', { name: 'Every route' });
    await expect(every.getByRole('listitem')).toHaveText([
      /^1\. \^44 \(UK trunk\) — Does not match/,
      /^2\. \^1 \(US trunk\) — Does not match/,
      /^3\. \.\* \(Fallback trunk\) — Matches/,
    ]);
    await scanAccessibility(page, 'Outbound call routing with a tested number');
  });
});
