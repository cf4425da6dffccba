// The 'Usage' page (docs/product/observability.md#usage-page): an account with 'Max calls' 4 and three calls up now,
// reported through the ingest path, shows its figures against the limit; the concurrent-calls chart draws the limit
// (its description and its table of figures say so); minutes without a limit say 'No limit'. Axe on the page.
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, scanAccessibility, signIn, test, useStack } from './support';
import { accountWithTraffic, type SimulatedAccount } from './observability-support';

const ctx = useStack();
let account: SimulatedAccount;
const MIN = 60_000;

test.beforeAll(async () => {
  account = await accountWithTraffic(ctx.admin, 'Usage');
  const now = Date.now();
  // three calls up now (their records reported ahead: they end in 10 minutes), each talked 2 minutes so far
  await ctx.admin.request(
    'POST',
    '/Ingest/Cdrs',
    [1, 2, 3].map((m) => ({
      attempted_at: now - m * MIN,
      answered_at: now - m * MIN + 2000,
      terminated_at: now + 10 * MIN,
      answered: true,
      direction: 'inbound',
      account_sid: account.sid,
      call_sid: crypto.randomUUID(),
      from: '+14155550199',
      to: '15550001000',
      sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
      sip_status: 200,
      duration: 120,
    })),
  );
  await ctx.admin.request('POST', `/Accounts/${account.sid}/Limits`, {
    category: 'voice_call_session',
    quantity: 4,
  });
});

test('an account near its Max calls: the figures against the limit, and the limit drawn on the chart', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, account.user, USER_PASSWORD);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();

  const row = main
    .getByRole('table', { name: /nearest its limit first/ })
    .getByRole('row', { name: account.name });
  await expect(row.getByRole('cell')).toHaveText([
    '3 / 4',
    '3 / 4',
    '6 / No limit',
    '0 / No limit',
    '75 % of Max calls',
    'Show',
  ]);

  const charts = main.getByRole('region', { name: `Charts of ${account.name}` });
  await expect(
    charts.getByRole('img', { name: 'Concurrent calls per hour: highest 3; Max calls 4.' }),
  ).toBeVisible();
  const hourly = charts.getByRole('table', { name: 'Concurrent calls per hour' });
  await expect(hourly.getByRole('columnheader')).toHaveText(['Hour', 'Calls', 'Max calls']);
  await expect(hourly.getByRole('row').last().getByRole('cell')).toHaveText(['3', '4']);
  await expect(charts.getByRole('img', { name: 'Minutes per day: highest 6; No limit.' })).toBeVisible();
  await scanAccessibility(page, 'Usage');
});
