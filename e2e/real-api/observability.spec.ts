// Recent calls and alerts on the real API: calls and alerts written into its InfluxDB the way a jambonz feature
// server writes them (@jambonz/time-series, the server's own copy). The list with its filters and a call's details,
// the chart drawn from the page's calls (v0.9.6 has no …/CallsPerHour), the export written in the browser (no
// …/export.csv), the account user's unread-alerts badge and the Alerts list; and Settings → Activity saying the
// API keeps no audit trail.
import { readFileSync } from 'node:fs';
import { recentCallsCsvHeader } from '@switchboard/shared/validation';
import { useTenant } from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test } from './support/portal';
import { cdr, writeAlerts, writeCdrs } from './support/time-series';

const tenant = useTenant();
const owner = () => ({ account_sid: tenant.accountSid, service_provider_sid: tenant.serviceProviderSid });

test('recent calls: the list and its filters, a call’s details, the chart of the page, the export', async ({
  page,
}) => {
  const main = mainArea(page);
  const answered = cdr(owner(), { from: '15551110001', to: '15552220001' });
  const busy = cdr(owner(), { from: '15551110002', to: '15552220002', answered: false });
  const outbound = cdr(owner(), { from: '15551110003', to: '15552220003', direction: 'outbound' });
  await writeCdrs([answered, busy, outbound]);

  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Recent calls');
  await expect(main.getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible();
  await main.getByLabel('Date').selectOption('7');
  await expect(main.getByText('Total: 3 record(s)')).toBeVisible();

  await test.step('the chart counts the page’s calls, and says so', async () => {
    await expect(main.getByRole('img', { name: /^Calls per hour: 3 calls in \d+ hours?/ })).toBeVisible();
    await expect(
      main.getByText('The chart counts the calls of this page: this API does not count calls per hour.'),
    ).toBeVisible();
  });

  await test.step('filters go to the real server', async () => {
    await main.getByLabel('Status').selectOption('false');
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Calls' })).toContainText('15551110002');
    await main.getByLabel('Status').selectOption('all');
    await main.getByLabel('Direction').selectOption('outbound');
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
    await main.getByLabel('Direction').selectOption('io');
    await expect(main.getByText('Total: 3 record(s)')).toBeVisible();
  });

  await test.step('a call opens to its details', async () => {
    const item = main
      .getByRole('list', { name: 'Calls' })
      .getByRole('listitem')
      .filter({ hasText: '15551110001' });
    await item.getByRole('button').first().click();
    await expect(item.getByText(answered.call_sid)).toBeVisible();
    await expect(item.getByText(answered.sip_callid)).toBeVisible();
    // this server keeps no traces or captures (no Jaeger, no Homer beside it): the tab says so, no pcap offered
    await item.getByRole('tab', { name: 'Tracing' }).click();
    await expect(item.getByText('This trace is no longer available.')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Download pcap' })).toHaveCount(0);
  });

  await test.step('the export, written here from the real list', async () => {
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(`${lines[0]}\r\n`).toBe(recentCallsCsvHeader());
    expect(lines.filter(Boolean)).toHaveLength(4);
    for (const call of [answered, busy, outbound])
      expect(lines.some((line) => line.includes(call.call_sid))).toBe(true);
  });
});

test('an account user: the unread-alerts badge, then the Alerts list', async ({ page }) => {
  const main = mainArea(page);
  await writeAlerts([
    { ...owner(), alert_type: 'webhook-failure', url: 'https://hooks.example.com/call', status: 500 },
    { ...owner(), alert_type: 'no-tts', vendor: 'google', detail: 'no TTS credential' },
  ]);
  await signInAndLand(page, tenant.accountUser);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });
  await expect(link).toHaveAccessibleName('Alerts (2 unread alerts)');
  await link.click();
  await expect(main.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await main.getByLabel('Date').selectOption('7');
  await expect(main.getByText('Total: 2 record(s)')).toBeVisible();
  await expect(link).toHaveAccessibleName('Alerts');
});

test('Settings → Activity: the API keeps no audit trail, and the page says so', async ({ page }) => {
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await page.goto(page.url().replace(/\/internal\/.*$/, '/internal/activity'));
  await expect(main.getByRole('heading', { name: 'This API keeps no audit trail', level: 2 })).toBeVisible();
  await expect(main.getByText(/does not record who changed what/)).toBeVisible();
  await expect(main.getByText('Something went wrong')).toHaveCount(0);
});
