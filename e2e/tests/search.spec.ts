// The global search (docs/product/shell.md#global-search): Ctrl+K from any page to the box; a call sid opens its call
// page, a carrier's name its edit page, by the keyboard alone; an account user finds only their own account's
// things; axe on the box with its results open.
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, scanAccessibility, signIn, test, unique, useStack } from './support';
import { accountWithTraffic, type SimulatedAccount } from './observability-support';

const ctx = useStack();
let mine: SimulatedAccount;
let carrier: { sid: string; name: string };
const call = { call_sid: crypto.randomUUID(), sip_callid: `${crypto.randomUUID()}@198.51.100.20` };

test.beforeAll(async () => {
  mine = await accountWithTraffic(ctx.admin, 'Searchable');
  const sp = await ctx.admin.defaultServiceProviderSid();
  const name = unique('Quokka Trunk');
  const created = await ctx.admin.request<{ sid: string }>('POST', `/ServiceProviders/${sp}/VoipCarriers`, {
    name,
    is_active: 1,
  });
  carrier = { sid: created.sid, name };
  const at = Date.now() - 20 * 60_000;
  await ctx.admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: at,
      answered_at: at + 2_000,
      terminated_at: at + 62_000,
      answered: true,
      direction: 'inbound',
      account_sid: mine.sid,
      call_sid: call.call_sid,
      from: '+15550001001',
      to: '+14155550123',
      sip_callid: call.sip_callid,
      sip_status: 200,
      duration: 60,
    },
  ]);
});

test('Ctrl+K, a call sid, Enter: the call page', async ({ page, problems }) => {
  // the call page asks for what an ingested call does not have (docs/product/observability.md#call-page)
  problems.allow(
    /\/RecentCalls\/[^/]+%40[^/)\s]+/,
    'an ingested call has no SIP capture (the contract’s 404)',
  );
  problems.allow(
    /\/RecentCalls\/[^/]+\/logs\b/,
    'this stack has no call-log source (400) for an ingested call',
  );
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts$/);
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill(call.call_sid.slice(0, 18));
  const calls = page.getByRole('group', { name: 'Calls' });
  await expect(calls.getByRole('option')).toHaveCount(1);
  await expect(calls.getByRole('option')).toContainText(call.call_sid);
  await expect(calls.getByRole('option')).toContainText('+15550001001 → +14155550123');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await expect(calls.getByRole('option', { selected: true })).toContainText(call.call_sid);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/internal/recent-calls/${call.call_sid}$`));
  await expect(mainArea(page).getByRole('heading', { name: `Call ${call.call_sid}` })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a carrier’s name, Enter: its edit page; Escape closes the list, then clears the box', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts$/);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('quokka');
  const carriers = page.getByRole('group', { name: 'Carriers' });
  await expect(carriers.getByRole('option', { name: carrier.name })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await scanAccessibility(page, 'search results open');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('quokka');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await box.fill('quokka');
  await expect(carriers.getByRole('option', { name: carrier.name })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/internal/carriers/${carrier.sid}/edit$`));
  await expect(mainArea(page).getByLabel('Carrier name')).toHaveValue(carrier.name);
});

test('an account user finds their own call, not the provider’s carrier', async ({ page }) => {
  await signIn(page, ctx.stack.hostUrl, mine.user, USER_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts\/.+\/edit$/);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('quokka');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches “quokka”.' })).toBeVisible();
  await box.fill(call.sip_callid);
  await expect(page.getByRole('group', { name: 'Calls' }).getByRole('option')).toHaveCount(1);
  await scanAccessibility(page, 'search results of an account user');
});
