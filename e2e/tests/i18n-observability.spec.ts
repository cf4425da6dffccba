// The observability calls pages in German (docs/architecture.md#translation): with the browser in German an account
// user opens Recent calls, finds a refused call and opens its page; the list, the call's page (its summary, the
// suspected issue and the SIP ladder) and Alerts show German, and none of the English texts they replace.
import type { Locator, Page } from '@playwright/test';
import { USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, test, useStack } from './support';
import { accountWithTraffic, type SimulatedAccount } from './observability-support';

const ctx = useStack({ apiEnv: { CALL_LOGS_SOURCE: 'local' } });
let mine: SimulatedAccount;
const refused = { call_sid: crypto.randomUUID(), sip_callid: `${crypto.randomUUID()}@198.51.100.20` };
const SBC = '198.51.100.20';
const CARRIER = '203.0.113.78';

test.use({ locale: 'de-DE' });

/** A SIP message with its Content-Length. */
const sip = (start: string) =>
  `${start}\r\nCall-ID: ${refused.sip_callid}\r\nCSeq: 1 INVITE\r\nContent-Length: 0\r\n\r\n`;

test.beforeAll(async () => {
  mine = await accountWithTraffic(ctx.admin, 'Anrufe');
  // an outbound call the carrier refused, within today (the list opens on 'Today')
  const now = Date.now();
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  const at = Math.max(now - 30 * 60_000, Math.min(midnight + 1000, now - 1000));
  await ctx.admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: at,
      terminated_at: at + 420,
      answered: false,
      direction: 'outbound',
      account_sid: mine.sid,
      call_sid: refused.call_sid,
      from: '+15550001001',
      to: '+14155550123',
      sip_callid: refused.sip_callid,
      host: SBC,
      remote_host: CARRIER,
      trunk: 'Acme SIP',
      termination_reason: 'failed',
      sip_status: 503,
      duration: 0,
    },
  ]);
  const message = (ms: number, src: string, dst: string, payload: string) => ({
    time: (at + ms) * 1000,
    src_ip: src,
    src_port: 5060,
    dst_ip: dst,
    dst_port: 5060,
    payload,
  });
  await ctx.admin.request('POST', '/Ingest/SipCaptures', [
    {
      sip_callid: refused.sip_callid,
      method: 'invite',
      account_sid: mine.sid,
      messages: [
        message(0, SBC, CARRIER, sip(`INVITE sip:+14155550123@${CARRIER}:5060 SIP/2.0`)),
        message(350, CARRIER, SBC, sip('SIP/2.0 503 Service Unavailable')),
      ],
    },
  ]);
});

/** None of these English texts is on the page. */
async function noEnglish(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text, { exact: true })).toHaveCount(0);
}

async function signInGerman(page: Page) {
  await page.goto(`${ctx.stack.hostUrl}/`);
  await page.getByLabel('Benutzername').fill(mine.user);
  await page.getByLabel('Passwort', { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // signed in once the portal shows a page of its own (the sign-in page has a heading too)
  await expect(page).toHaveURL(/\/internal\//);
  await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('Recent calls and a call’s page are German', async ({ page, problems }) => {
  problems.allow(/\/RecentCalls\/[^/]+\/logs$/, 'an ingested call has no log lines (the contract’s 404)');
  const main = mainArea(page);
  await signInGerman(page);
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Letzte Anrufe' })
    .click();
  await expect(main.getByRole('heading', { name: 'Letzte Anrufe', level: 1 })).toBeVisible();
  await expect(main.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await expect(main.getByText('Gesamt: 1 Eintrag')).toBeVisible();
  const item = main.getByRole('list', { name: 'Anrufe' }).getByRole('listitem').first();
  await expect(item).toContainText('nicht angenommen · 503');
  await expect(item).toContainText('ausgehend');
  await noEnglish(main, ['Recent calls', 'Export CSV', 'Live tail', 'Direction', 'Total: 1 record(s)']);

  await item.getByRole('button').first().click();
  await item.getByRole('link', { name: 'Anrufseite öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/recent-calls/${refused.call_sid}$`));
  await expect(main.getByRole('heading', { name: `Anruf ${refused.call_sid}`, level: 1 })).toBeVisible();
  for (const heading of ['Zusammenfassung', 'SIP-Leiter', 'Zeitleiste', 'Qualität'])
    await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(
    main.getByText(
      'Ausgehender Anruf von +15550001001 an +14155550123 über Acme SIP, nicht angenommen: 503 Service Unavailable (failed).',
    ),
  ).toBeVisible();
  const issues = main.getByRole('list', { name: 'Vermutete Probleme' });
  await expect(issues.getByRole('listitem').first()).toContainText(
    'Der Carrier antwortete 503 Service Unavailable',
  );
  await expect(issues.getByRole('listitem').first()).toContainText(`von Carrier Acme SIP (${CARRIER}) um`);
  const ladder = main.getByRole('list', { name: 'SIP-Nachrichten' });
  await expect(ladder.getByRole('button').first()).toHaveAccessibleName(
    new RegExp(`^INVITE von SBC ${SBC} an Carrier Acme SIP \\(${CARRIER}\\) bei \\+`),
  );
  await noEnglish(main, ['Summary', 'SIP ladder', 'Timeline', 'Quality', 'Back to recent calls']);
});

test('Alerts is German', async ({ page }) => {
  const main = mainArea(page);
  await signInGerman(page);
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: /^Warnungen/ })
    .click();
  await expect(main.getByRole('heading', { name: 'Warnungen', level: 1 })).toBeVisible();
  await expect(main.getByText('Keine Daten.')).toBeVisible();
  await noEnglish(main, ['Alerts', 'No data.']);
});
