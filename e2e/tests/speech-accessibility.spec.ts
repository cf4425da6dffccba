// Axe scans (WCAG 2.1 A/AA) of the speech pages — the list with credentials of every status, the add
// form with each kind of field set (AWS, Microsoft on-prem, Google with custom voices, a custom vendor), an edit
// page with its status and Listen player, and the delete dialog: no serious or critical violation.
import { startSpeechStandins, type SpeechStandins } from '../../api/test/speech-standins';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, scanAccessibility, signIn, test, useStack } from './support';

const ctx = useStack();
let standins: SpeechStandins;
let customSid = '';

test.beforeAll(async () => {
  standins = await startSpeechStandins();
  const sp = await ctx.admin.defaultServiceProviderSid();
  const base = `/ServiceProviders/${sp}/SpeechCredentials`;
  customSid = (
    await ctx.admin.request<{ sid: string }>('POST', base, {
      vendor: 'custom:a11y',
      use_for_tts: 1,
      use_for_stt: 1,
      custom_tts_url: `${standins.httpUrl}/tts`,
      custom_stt_url: `${standins.wsUrl}/custom`,
    })
  ).sid;
  await ctx.admin.request('GET', `${base}/${customSid}/test`);
  const failing = await ctx.admin.request<{ sid: string }>('POST', base, {
    vendor: 'deepgram',
    api_key: 'a11y-deepgram-key',
  });
  await ctx.admin.request('GET', `${base}/${failing.sid}/test`);
  await ctx.admin.request('POST', base, {
    vendor: 'soniox',
    api_key: 'a11y-soniox-key',
    use_for_tts: 0,
    use_for_stt: 0,
  });
});
test.afterAll(async () => {
  await standins?.close();
});

const scan = scanAccessibility;

test('speech pages have no serious or critical accessibility violations', async ({ page }) => {
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services`);
  await expect(main.getByRole('rowheader', { name: 'a11y', exact: true })).toBeVisible();
  await expect(main.getByText('Failed')).toBeVisible();
  await scan(page, 'speech services list');

  await main.getByRole('button', { name: 'Delete a11y' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete speech service' })).toBeVisible();
  await scan(page, 'delete dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services/add`);
  const vendor = main.getByLabel('Vendor');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Vendor is required')).toBeVisible();
  await scan(page, 'add form with an error');
  await vendor.selectOption('aws');
  await scan(page, 'add form: AWS');
  await vendor.selectOption('microsoft');
  await main.getByLabel('Use Azure Docker containers (on-prem)').check();
  await scan(page, 'add form: Microsoft on-prem');
  await vendor.selectOption('google');
  await main.getByLabel('Use custom voices').check();
  await main.getByRole('button', { name: 'Add voice' }).click();
  await main.getByRole('group', { name: 'Custom voice 2' }).getByLabel('Use voice cloning key').check();
  await scan(page, 'add form: Google with custom voices');
  await vendor.selectOption('elevenlabs');
  await main.getByLabel('Use extra options').check();
  await scan(page, 'add form: ElevenLabs with extra options');

  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services/${customSid}/edit`);
  await expect(main.getByText('OK', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Listen' }).click();
  await expect(main.getByTestId('listen-audio')).toBeVisible();
  await scan(page, 'edit page with its status and Listen');
});
