// Recent calls on a simulated dataset: filter by direction and status; a call's Tracing waterfall; its
// recording played, +15 s moving the cursor, its waveform reached by keyboard; its pcap downloaded (and parsed);
// an account user sees only its own calls; axe on the page with a call open.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RecentCall, TimeSeriesPaged } from '@switchboard/shared/types';
import { readPcap } from '../../api/src/areas/observability/sip-captures/pcap';
import { ApiError, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, useStack, type Problems } from './support';
import { accountWithTraffic, simulate, type SimulatedAccount } from './observability-support';

const ctx = useStack({ apiEnv: { CALL_LOGS_SOURCE: 'local' } });
let mine: SimulatedAccount;
let theirs: SimulatedAccount;
let calls: RecentCall[];

test.beforeAll(async () => {
  mine = await accountWithTraffic(ctx.admin, 'Calls');
  theirs = await accountWithTraffic(ctx.admin, 'Other calls');
  // Six days hold at least four working days whatever today is (the simulator's traffic follows the week: a
  // weekend's two days gave one account 32 calls once), and stay inside the list's 'Last 7 days'.
  simulate(ctx.stack.databasePath, [mine.sid, theirs.sid], { seed: 11, days: 6, perDay: 45 });
  calls = (
    await ctx.admin.request<TimeSeriesPaged<RecentCall>>(
      'GET',
      `/Accounts/${mine.sid}/RecentCalls?page=1&count=500&days=7`,
    )
  ).data;
  expect(calls.length).toBeGreaterThan(40);
});

async function openRecentCalls(page: Page, user: string) {
  await signIn(page, ctx.stack.hostUrl, user, USER_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts\/.+\/edit/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recent calls' }).click();
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
  await main.getByLabel('Date').selectOption('7');
  await expect(main.getByText(`Total: ${calls.length} record(s)`)).toBeVisible();
  return main;
}

const items = (page: Page) => mainArea(page).getByRole('list', { name: 'Calls' }).getByRole('listitem');

/** Whether the capture agent caught the call's SIP dialog: it misses one now and then (the simulator's 4 %). */
async function isCaptured(call: RecentCall): Promise<boolean> {
  try {
    const summary = await ctx.admin.request<{ total: number }>(
      'GET',
      `/Accounts/${mine.sid}/RecentCalls/${encodeURIComponent(call.sip_callid!)}`,
    );
    return summary.total > 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** Filters the list down to `call` and opens it. */
async function showOnly(page: Page, problems: Problems, call: RecentCall) {
  if (!(await isCaptured(call))) {
    const id = encodeURIComponent(call.sip_callid!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // the request and the console's 'Failed to load resource' for it, not its pcap's
    const capture = new RegExp(`/RecentCalls/${id}(?=[ )]|$)`);
    problems.allow(
      capture,
      'a call whose dialog was not captured: its capture summary answers 404 (no pcap)',
    );
  }
  const main = mainArea(page);
  await main.getByLabel('Filter').fill(call.call_sid!);
  await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
  const item = items(page).first();
  await item.getByRole('button').first().click();
  return item;
}

test('filter by direction and status: the list and its total follow', async ({ page }) => {
  const main = await openRecentCalls(page, mine.user);
  await main.getByLabel('Direction').selectOption('outbound');
  const outbound = calls.filter((c) => c.direction === 'outbound');
  await expect(main.getByText(`Total: ${outbound.length} record(s)`)).toBeVisible();
  for (const text of await items(page).allTextContents()) expect(text).toContain('outbound');
  await main.getByLabel('Status').selectOption('false');
  const failed = outbound.filter((c) => !c.answered);
  await expect(main.getByText(`Total: ${failed.length} record(s)`)).toBeVisible();
  await expect(items(page)).toHaveCount(Math.min(25, failed.length));
  for (const text of await items(page).allTextContents())
    expect(text).toMatch(/outbound.*not answered · \d{3}/);
});

test('a call opened: Tracing shows the waterfall of its spans; a span shows its attributes', async ({
  page,
  problems,
}) => {
  const traced = calls.find((c) => c.trace_id !== '00000000000000000000000000000000')!;
  await openRecentCalls(page, mine.user);
  const item = await showOnly(page, problems, traced);
  await expect(item.getByRole('tab')).toHaveText(['Details', 'Tracing', 'Logs']);
  await item.getByRole('tab', { name: 'Tracing' }).click();
  const spans = item.getByRole('list', { name: 'Spans' });
  await expect(spans.getByRole('button', { name: /^(incoming|outbound)-call$/ })).toBeVisible();
  await expect(spans.getByRole('button', { name: 'app-hook' })).toBeVisible();
  await spans.getByRole('button', { name: 'app-hook' }).click();
  await expect(item.getByRole('region', { name: 'Span app-hook' })).toContainText('http.statusCode');
  await item.getByRole('tab', { name: 'Logs' }).click();
  await item.getByRole('button', { name: 'Retrieve logs' }).click();
  await expect(item.getByLabel('Log lines (times in UTC)')).toContainText(traced.call_sid!);
});

/** A call with a recording of 40 s or more, opened, its player ready. */
async function recordingReady(page: Page, problems: Problems) {
  const recorded = calls.find(
    (c) => c.recording_url && c.duration! >= 40 && c.trace_id !== '00000000000000000000000000000000',
  )!;
  await openRecentCalls(page, mine.user);
  const item = await showOnly(page, problems, recorded);
  const player = item.getByRole('region', { name: 'Recording' });
  await expect(player.getByRole('status')).toHaveText('Ready', { timeout: 30_000 });
  return player;
}

test('a recording plays; +15 s moves the cursor', async ({ page, problems }) => {
  const player = await recordingReady(page, problems);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('status')).toHaveText('Playing');
  await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
  await expect(player.getByTestId('player-clock')).toHaveText(/^00:(1[5-9]|2\d) \//);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('status')).toHaveText('Paused');
});

test("the keyboard reaches the recording's waveform, between the page and its buttons", async ({
  page,
  problems,
}) => {
  const player = await recordingReady(page, problems);
  // wavesurfer's scroll box, in its shadow root: where a waveform wider than the page scrolls (arrow keys)
  const waveform = player.getByRole('group', { name: 'Waveform' });
  const back = player.getByRole('button', { name: 'Back 15 seconds' });
  await back.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(waveform).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
});

test('the pcap of a call downloads as a libpcap file of its SIP dialog', async ({ page, problems }) => {
  // take an answered call whose dialog was captured
  let answered: RecentCall | undefined;
  for (const call of calls.filter((c) => c.answered)) {
    if (await isCaptured(call)) {
      answered = call;
      break;
    }
  }
  expect(answered, 'an answered call whose dialog was captured').toBeDefined();
  await openRecentCalls(page, mine.user);
  const item = await showOnly(page, problems, answered!);
  const button = item.getByRole('button', { name: 'Download pcap' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`callid-${answered!.sip_callid}.pcap`);
  const file = readFileSync((await download.path())!);
  const { linkType, packets } = readPcap(file);
  expect(linkType).toBe(1);
  expect(packets[0].payload).toMatch(/^INVITE sip:/);
  expect(packets.some((p) => p.payload.startsWith('SIP/2.0 200 OK'))).toBe(true);
  expect(packets.every((p) => p.udpChecksumOk && p.ipChecksumOk)).toBe(true);
});

test('an account user sees only its own calls', async ({ page }) => {
  const main = await openRecentCalls(page, mine.user);
  await expect(main.getByLabel('Account')).toHaveCount(0);
  await main.getByLabel('Page size').selectOption('100');
  // the bigger page has arrived before its rows are read
  await expect(items(page)).toHaveCount(Math.min(100, calls.length));
  const shown = await items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-call')));
  const own = new Set(calls.map((c) => c.call_sid));
  expect(shown.length).toBe(Math.min(100, calls.length));
  expect(shown.every((sid) => own.has(sid))).toBe(true);
  // and the API refuses the other account's
  const token = (await ctx.api.login(mine.user, USER_PASSWORD)).token;
  const other = await fetch(`${ctx.stack.apiUrl}/Accounts/${theirs.sid}/RecentCalls?page=1&count=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(other.status).toBe(403);
});

test('live tail: a call reported late takes its place by time, not the top', async ({ page }) => {
  // an account of its own, so the first page holds exactly these calls
  const quiet = await accountWithTraffic(ctx.admin, 'Tail');
  const now = Date.now();
  const cdr = (minutesAgo: number) => {
    const attempted = now - minutesAgo * 60_000;
    return {
      attempted_at: attempted,
      answered_at: attempted + 2_000,
      terminated_at: attempted + 30_000,
      answered: true,
      direction: 'inbound',
      account_sid: quiet.sid,
      call_sid: crypto.randomUUID(),
      from: '+14155550100',
      to: '15550001001',
      sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
      sip_status: 200,
      duration: 28,
    };
  };
  const older = cdr(30);
  const recent = cdr(10);
  await ctx.admin.request('POST', '/Ingest/Cdrs', [older, recent]);

  await signIn(page, ctx.stack.hostUrl, quiet.user, USER_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts\/.+\/edit/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recent calls' }).click();
  const main = mainArea(page);
  await main.getByLabel('Date').selectOption('7');
  const shown = () => items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-call')));
  await expect(items(page)).toHaveCount(2);
  await main.getByRole('switch', { name: 'Live tail' }).check();

  // a call that just started, and one that started 20 minutes ago but ended (was reported) only now
  const fresh = cdr(1);
  const late = cdr(20);
  await ctx.admin.request('POST', '/Ingest/Cdrs', [fresh, late]);
  await expect(items(page)).toHaveCount(4, { timeout: 20_000 });
  expect(await shown()).toEqual([fresh.call_sid, recent.call_sid, late.call_sid, older.call_sid]);
});

test('axe: the recent calls page with a call open on its Tracing tab', async ({ page, problems }) => {
  const traced = calls.find((c) => c.recording_url && c.trace_id !== '00000000000000000000000000000000')!;
  await openRecentCalls(page, mine.user);
  const item = await showOnly(page, problems, traced);
  await item.getByRole('tab', { name: 'Tracing' }).click();
  await expect(item.getByRole('list', { name: 'Spans' })).toBeVisible();
  await expect(item.getByRole('region', { name: 'Recording' }).getByRole('status')).toHaveText('Ready', {
    timeout: 30_000,
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious).toEqual([]);
});
