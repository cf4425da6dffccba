// The call page (docs/product/observability.md#call-page): a failed call opened from the list names its cause; the
// ladder shows the INVITE and the carrier's 503, and an arrow opens the whole message; on a recorded call, a span
// chosen on the timeline is the moment the ladder and the waveform show; in a long ladder (only the rows in view
// rendered) an arrow far down is scrolled to and opens; an API without quality reports is said so; axe on the page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { OtlpTrace, RecentCall, TimeSeriesPaged } from '@switchboard/shared/types';
import { ApiError, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, useStack } from './support';
import { accountWithTraffic, simulate, type SimulatedAccount } from './observability-support';

const ctx = useStack({ apiEnv: { CALL_LOGS_SOURCE: 'local' } });
let mine: SimulatedAccount;
let calls: RecentCall[];
const failed = {
  call_sid: crypto.randomUUID(),
  sip_callid: `${crypto.randomUUID()}@198.51.100.20`,
};
const FS = '10.0.1.11';
const SBC = '198.51.100.20';
const CARRIER = '203.0.113.77';

/** A SIP message with its Content-Length. */
const sip = (start: string, headers: [string, string][]) =>
  `${start}\r\n${[...headers, ['Content-Length', '0']].map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;

test.beforeAll(async () => {
  mine = await accountWithTraffic(ctx.admin, 'Inspector');
  simulate(ctx.stack.databasePath, [mine.sid], { seed: 23, days: 2, perDay: 80 });
  // an outbound call the carrier refused, reported as a feature server and a capture agent would
  // within today (the list opens on 'Today'): half an hour ago, or just after midnight when the run is earlier
  const now = Date.now();
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  const at = Math.max(now - 30 * 60_000, Math.min(midnight + 1000, now - 1000));
  const common = (cseq: string): [string, string][] => [
    ['Via', `SIP/2.0/UDP ${SBC}:5060;branch=z9hG4bK77aa`],
    ['From', `<sip:+15550001001@${SBC}>;tag=f1`],
    ['To', `<sip:+14155550123@${CARRIER}>`],
    ['Call-ID', failed.sip_callid],
    ['CSeq', cseq],
  ];
  const invite = sip(`INVITE sip:+14155550123@${CARRIER}:5060 SIP/2.0`, common('1 INVITE'));
  const refused = sip('SIP/2.0 503 Service Unavailable', [...common('1 INVITE'), ['Retry-After', '30']]);
  const m = (ms: number, src: string, dst: string, payload: string) => ({
    time: (at + ms) * 1000,
    src_ip: src,
    src_port: src === FS ? 5070 : 5060,
    dst_ip: dst,
    dst_port: dst === FS ? 5070 : 5060,
    payload,
  });
  await ctx.admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: at,
      terminated_at: at + 420,
      answered: false,
      direction: 'outbound',
      account_sid: mine.sid,
      call_sid: failed.call_sid,
      from: '+15550001001',
      to: '+14155550123',
      sip_callid: failed.sip_callid,
      host: SBC,
      remote_host: CARRIER,
      trunk: 'Acme SIP',
      termination_reason: 'failed',
      sip_status: 503,
      duration: 0,
    },
  ]);
  await ctx.admin.request('POST', '/Ingest/SipCaptures', [
    {
      sip_callid: failed.sip_callid,
      method: 'invite',
      account_sid: mine.sid,
      messages: [
        m(0, FS, SBC, invite),
        m(4, SBC, CARRIER, invite),
        m(350, CARRIER, SBC, refused),
        m(354, SBC, FS, refused),
      ],
    },
  ]);
  calls = (
    await ctx.admin.request<TimeSeriesPaged<RecentCall>>(
      'GET',
      `/Accounts/${mine.sid}/RecentCalls?page=1&count=500&days=7`,
    )
  ).data;
});

async function signedIn(page: Page) {
  await signIn(page, ctx.stack.hostUrl, mine.user, USER_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/accounts\/.+\/edit/);
}

test('a failed call opened from the list: the cause, the INVITE and the carrier’s 503, the message', async ({
  page,
  problems,
}) => {
  problems.allow(/\/RecentCalls\/[^/]+\/logs$/, 'an ingested call has no log lines (the contract’s 404)');
  await signedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recent calls' }).click();
  const main = mainArea(page);
  await main.getByLabel('Filter').fill(failed.call_sid);
  await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
  const item = main.getByRole('list', { name: 'Calls' }).getByRole('listitem').first();
  await item.getByRole('button').first().click();
  await item.getByRole('link', { name: 'Open the call page' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/recent-calls/${failed.call_sid}$`));
  await expect(main.getByRole('heading', { name: `Call ${failed.call_sid}`, level: 1 })).toBeVisible();

  const issues = main.getByRole('list', { name: 'Suspected issues' });
  await expect(issues.getByRole('listitem').first()).toContainText(
    'Carrier answered 503 Service Unavailable',
  );
  await expect(issues.getByRole('listitem').first()).toContainText(`from Carrier Acme SIP (${CARRIER})`);

  const ladder = main.getByRole('list', { name: 'SIP messages' });
  const arrows = ladder.getByRole('button');
  await expect(arrows).toHaveCount(4);
  await expect(arrows.nth(1)).toHaveAccessibleName(
    new RegExp(`^INVITE from SBC ${SBC} to Carrier Acme SIP \\(${CARRIER}\\) at \\+`),
  );
  const refusal = ladder.getByRole('button', { name: /^503 Service Unavailable from Carrier Acme SIP/ });
  await expect(refusal).toBeVisible();
  await refusal.click();
  const message = main.getByRole('region', { name: 'SIP message 503 Service Unavailable' });
  await expect(message.getByTestId('sip-message-text')).toContainText('SIP/2.0 503 Service Unavailable');
  await expect(message.getByTestId('sip-message-text')).toContainText(`Call-ID: ${failed.sip_callid}`);
  await expect(message.getByTestId('sip-message-text')).toContainText('Retry-After: 30');
});

test('a span chosen on the timeline: the ladder and the waveform show the same moment', async ({ page }) => {
  // a recorded, traced call whose dialog was captured, long enough to speak a prompt
  let chosen: { call: RecentCall; trace: OtlpTrace } | undefined;
  for (const call of calls.filter(
    (c) => c.recording_url && c.trace_id !== '00000000000000000000000000000000' && c.duration! >= 20,
  )) {
    // a Call-ID with nothing captured is the contract's 404
    const capture = await ctx.admin
      .request<{ total: number }>(
        'GET',
        `/Accounts/${mine.sid}/RecentCalls/${encodeURIComponent(call.sip_callid!)}`,
      )
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { total: 0 };
        throw error;
      });
    if (capture.total > 0) {
      const trace = await ctx.admin.request<OtlpTrace>(
        'GET',
        `/Accounts/${mine.sid}/RecentCalls/trace/${call.trace_id}`,
      );
      chosen = { call, trace };
      break;
    }
  }
  expect(chosen, 'a recorded call with a trace and a capture').toBeDefined();
  const { call, trace } = chosen!;
  const spans = trace.resourceSpans.flatMap((rs) =>
    (rs.instrumentationLibrarySpans ?? []).flatMap((s) => s.spans),
  );
  const tts = spans
    .filter((s) => s.name === 'tts-generation')
    .sort((a, b) => Number(BigInt(a.startTimeUnixNano) - BigInt(b.startTimeUnixNano)))[0];
  const spanStart = Number(BigInt(tts.startTimeUnixNano) / 1000n) / 1000;

  await signedIn(page);
  // the deep link
  await page.goto(`${ctx.stack.hostUrl}/internal/recent-calls/${call.call_sid}`);
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: `Call ${call.call_sid}`, level: 1 })).toBeVisible();
  const player = main.getByRole('region', { name: 'Recording' });
  await expect(player.getByRole('status')).toHaveText('Ready', { timeout: 30_000 });
  await expect(main.getByRole('list', { name: 'SIP messages' }).getByRole('button').first()).toBeVisible();

  await main
    .getByRole('list', { name: 'Spans' })
    .getByRole('button', { name: 'tts-generation' })
    .first()
    .click();
  // the waveform marks the span's start, seconds into the recording (which starts at the answer)
  const intoRecording = (spanStart - Date.parse(call.answered_at)) / 1000;
  await expect(player).toHaveAttribute('data-highlight', intoRecording.toFixed(2));
  // the ladder marks the last message sent by then
  const moment = await main.getByTestId('moment').textContent();
  const at = Number(/Moment: \+([\d.]+) s/.exec(moment ?? '')![1]);
  const current = main.getByRole('list', { name: 'SIP messages' }).locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const rowAt = Number(/\+([\d.]+) s/.exec((await current.textContent()) ?? '')![1]);
  expect(rowAt).toBeLessThanOrEqual(at);
  const next = await main
    .getByRole('list', { name: 'SIP messages' })
    .locator(`li[data-arrow="${Number(await current.getAttribute('data-arrow')) + 1}"]`)
    .textContent()
    .catch(() => null);
  if (next) expect(Number(/\+([\d.]+) s/.exec(next)![1])).toBeGreaterThan(at);
  // and the span is marked in the waterfall
  await expect(main.getByRole('list', { name: 'Spans' }).locator('li[data-at-marker]').first()).toBeVisible();
  // the quality of the call's audio, per direction
  await expect(main.getByRole('table').filter({ hasText: 'A-leg' })).toContainText('from the');

  await expect(main.getByRole('heading', { name: 'Quality', level: 2 })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a long ladder: an arrow far down, out of the rows rendered, is scrolled to and opens its message', async ({
  page,
  problems,
}) => {
  problems.allow(/\/RecentCalls\/[^/]+\/logs$/, 'an ingested call has no log lines (the contract’s 404)');
  // a 200-message dialog (what the capture store keeps of one): INFO and 200 OK pairs, then BYE and its 200 OK
  const long = { call_sid: crypto.randomUUID(), sip_callid: `${crypto.randomUUID()}@${SBC}` };
  const at = Date.now() - 10 * 60_000;
  const headers = (cseq: string): [string, string][] => [
    ['Via', `SIP/2.0/UDP ${SBC}:5060;branch=z9hG4bK${cseq.replace(' ', '')}`],
    ['From', `<sip:+15550001001@${SBC}>;tag=f1`],
    ['To', `<sip:+14155550123@${CARRIER}>;tag=t1`],
    ['Call-ID', long.sip_callid],
    ['CSeq', cseq],
  ];
  const messages = Array.from({ length: 200 }, (_, i) => {
    const cseq = i >= 198 ? '999 BYE' : `${Math.floor(i / 2) + 2} INFO`;
    const request = i % 2 === 0;
    const start = request ? `${cseq.split(' ')[1]} sip:+14155550123@${CARRIER} SIP/2.0` : 'SIP/2.0 200 OK';
    return {
      time: (at + i * 250) * 1000,
      src_ip: request ? SBC : CARRIER,
      src_port: 5060,
      dst_ip: request ? CARRIER : SBC,
      dst_port: 5060,
      payload: sip(start, headers(cseq)),
    };
  });
  await ctx.admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: at,
      answered_at: at,
      terminated_at: at + 50_000,
      answered: true,
      direction: 'outbound',
      account_sid: mine.sid,
      call_sid: long.call_sid,
      from: '+15550001001',
      to: '+14155550123',
      sip_callid: long.sip_callid,
      host: SBC,
      remote_host: CARRIER,
      trunk: 'Acme SIP',
      termination_reason: 'caller hungup',
      sip_status: 200,
      duration: 50,
    },
  ]);
  await ctx.admin.request('POST', '/Ingest/SipCaptures', [
    { sip_callid: long.sip_callid, method: 'invite', account_sid: mine.sid, messages },
  ]);

  await signedIn(page);
  await page.goto(`${ctx.stack.hostUrl}/internal/recent-calls/${long.call_sid}`);
  const main = mainArea(page);
  const ladder = main.getByRole('list', { name: 'SIP messages' });
  // the rows in view are in the document, each with its place among the 200
  await expect(ladder.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '200');
  await expect(ladder.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  const last = ladder.locator('li[aria-posinset="200"]');
  await expect(last).toHaveCount(0);
  // scrolled to the end with the mouse wheel: the last arrow is there, and opens its message
  await main.getByTestId('ladder-scroller').hover();
  await page.mouse.wheel(0, 200 * 30);
  await last.getByRole('button', { name: /^200 OK from Carrier Acme SIP/ }).click();
  const message = main.getByRole('region', { name: 'SIP message 200 OK' });
  await expect(message.getByTestId('sip-message-text')).toContainText('CSeq: 999 BYE');
  // and the moment it was sent is the page's, shown in the ladder
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(main.getByTestId('moment')).toHaveText(/Moment: \+49\.750 s/);

  // by keyboard: from the first arrow, Tab walks on past the rows that were rendered at first
  await page.getByTestId('ladder-scroller').evaluate((el) => el.scrollTo({ top: 0 }));
  await ladder.locator('li[aria-posinset="1"]').getByRole('button').focus();
  for (let i = 0; i < 59; i += 1) await page.keyboard.press('Tab');
  await expect(ladder.locator('li[aria-posinset="60"]').getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('region', { name: 'SIP message 200 OK' })).toContainText('CSeq: 31 INFO');

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('an API without quality reports: the section says so', async ({ page, problems }) => {
  problems.allow(/\/RecentCalls\/[^/]+\/logs$/, 'an ingested call has no log lines (the contract’s 404)');
  // the API answers as a jambonz API would: no capabilities document — and config.json says so as the portal's
  // server does in front of one (it asked, and had a 401)
  await page.route('**/Capabilities', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  problems.allow(/\/Capabilities( → 404|\))/, 'played as a jambonz API, which has no capabilities document');
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({
      json: { ...config, apiCapabilities: { api: 'jambonz', version: '', features: [] } },
    });
  });
  await signedIn(page);
  await page.goto(`${ctx.stack.hostUrl}/internal/recent-calls/${failed.call_sid}`);
  const main = mainArea(page);
  await expect(main.getByText('This API does not report call quality', { exact: false })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Suspected issues' })).toContainText('Carrier answered 503');
});
