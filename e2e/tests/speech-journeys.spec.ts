// Speech services in the browser against the production builds. A custom vendor pointing at local TTS
// (HTTP audio) and STT (WebSocket transcript) servers tests OK and plays its voice with Listen; a Google
// credential with an invalid key file gets the message; one with a valid-shaped key and two custom voices is
// saved and its edit page shows them, the vendor locked; a credential used by an application lists it when it
// is deleted; with mfe-speech unreachable the shell keeps working.
import { startSpeechStandins, type SpeechStandins } from '../../api/test/speech-standins';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
let standins: SpeechStandins;

test.beforeAll(async () => {
  standins = await startSpeechStandins();
});
test.afterAll(async () => {
  await standins?.close();
});

const GOOGLE_KEY = {
  type: 'service_account',
  project_id: 'switchboard-e2e',
  private_key_id: 'abc123',
  private_key:
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDf0e2e\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@switchboard-e2e.iam.gserviceaccount.com',
  client_id: '1234567890',
  token_uri: 'https://oauth2.googleapis.com/token',
};

async function openAdd(page: import('@playwright/test').Page) {
  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services/add`);
  await expect(mainArea(page).getByRole('heading', { name: 'Add a speech service', level: 1 })).toBeVisible();
}

test('a custom vendor on local TTS and STT servers: saved, tested OK from the list, heard with Listen', async ({
  page,
}) => {
  const name = `standin${Date.now() % 100000}`;
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Speech' }).click();
  await expect(main.getByRole('heading', { name: 'Speech services', level: 1 })).toBeVisible();
  await expect(main.getByText('No speech services.')).toBeVisible();

  await main.getByRole('link', { name: 'Add speech service' }).click();
  await main.getByLabel('Vendor').selectOption('custom');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('TTS HTTP URL (non-streaming)').fill(`${standins.httpUrl}/synthesize-audio`);
  await main.getByLabel('STT WebSocket URL').fill(`${standins.wsUrl}/custom`);
  await main.getByLabel('Authentication token').fill('e2e-token-123');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Speech credential created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/speech-services$/);

  const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByText('TTS/STT')).toBeVisible();
  await expect(row.getByText('Not tested yet')).toBeVisible();
  await main.getByRole('button', { name: 'Test all' }).click();
  await expect(row.getByText('OK', { exact: true })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('All speech services were tested.');

  await row.getByRole('link', { name, exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Edit speech service', level: 1 })).toBeVisible();
  await expect(main.getByText('OK', { exact: true })).toBeVisible();
  await expect(main.getByLabel('Vendor')).toBeDisabled();
  await main.getByRole('button', { name: 'Listen' }).click();
  const audio = main.getByTestId('listen-audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  // the browser really decodes what the credential's server synthesized
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => (Number.isFinite(el.duration) ? el.duration : 0)))
    .toBeGreaterThan(0.1);
  expect(
    standins.requests.some(
      (r) => r.path === '/synthesize-audio' && r.headers.authorization === 'Bearer e2e-token-123',
    ),
  ).toBe(true);
});

test('Google: an invalid key file gets the message; a valid-shaped key with two custom voices is saved and shown on edit, vendor locked', async ({
  page,
}) => {
  const main = mainArea(page);
  const label = unique('gcv').replace(' ', '-');
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await openAdd(page);
  await main.getByLabel('Vendor').selectOption('google');

  await test.step('a key file that is not a service key', async () => {
    await main.getByLabel('Service key file').setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"not":"a key"'),
    });
    await expect(main.getByText('Invalid service key file, could not parse as JSON.')).toBeVisible();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Service key file is required')).toBeVisible();
  });

  await test.step('a valid-shaped key: shown with its private key masked', async () => {
    await main.getByLabel('Service key file').setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(GOOGLE_KEY)),
    });
    const preview = main.getByLabel('Service key (private key masked)');
    await expect(preview).toContainText('tts@switchboard-e2e.iam.gserviceaccount.com');
    await expect(preview).not.toContainText('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDf0e2e');
    await expect(main.getByText('Invalid service key file, could not parse as JSON.')).toHaveCount(0);
  });

  await main.getByLabel('Label').fill(label);
  await main.getByLabel('Use custom voices').check();
  await main.getByRole('button', { name: 'Remove custom voice 1' }).click();
  await expect(main.getByText('You must provide at least one custom voice.')).toBeVisible();
  const first = main.getByRole('group', { name: 'Custom voice 1' });
  await first.getByLabel('Name').fill('brand voice');
  await first.getByLabel('Reported usage').selectOption('OFFLINE');
  await first.getByLabel('Model').fill('projects/p/locations/us/models/brand');
  await main.getByRole('button', { name: 'Add voice' }).click();
  const second = main.getByRole('group', { name: 'Custom voice 2' });
  await second.getByLabel('Name').fill('cloned voice');
  await second.getByLabel('Use voice cloning key').check();
  const key = `cloning-key-${'x'.repeat(150)}`;
  await second
    .getByLabel('Voice cloning key file')
    .setInputFiles({ name: 'clone.txt', mimeType: 'text/plain', buffer: Buffer.from(key) });
  await expect(second.getByText(`${key.slice(0, 100)}...`)).toBeVisible();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Speech credential created successfully')).toBeVisible();

  const link = main.getByRole('link', { name: `Google (${label})`, exact: true });
  await link.click();
  await expect(main.getByRole('heading', { name: 'Edit speech service', level: 1 })).toBeVisible();
  await expect(main.getByLabel('Vendor')).toBeDisabled();
  await expect(main.getByLabel('Vendor')).toHaveValue('google');
  await expect(main.getByLabel('Service key (private key masked)')).toContainText('XXXX');
  await expect(main.getByRole('group', { name: 'Custom voice 1' }).getByLabel('Name')).toHaveValue(
    'brand voice',
  );
  await expect(main.getByRole('group', { name: 'Custom voice 1' }).getByLabel('Reported usage')).toHaveValue(
    'OFFLINE',
  );
  await expect(main.getByRole('group', { name: 'Custom voice 1' }).getByLabel('Model')).toHaveValue(
    'projects/p/locations/us/models/brand',
  );
  await expect(main.getByRole('group', { name: 'Custom voice 2' }).getByLabel('Name')).toHaveValue(
    'cloned voice',
  );
  await expect(
    main.getByRole('group', { name: 'Custom voice 2' }).getByText(`${key.slice(0, 100)}...`),
  ).toBeVisible();
});

test('a credential used by an application: the list says so and delete asks with the application listed', async ({
  page,
}) => {
  const main = mainArea(page);
  const spSid = await ctx.admin.defaultServiceProviderSid();
  const accountSid = (await ctx.admin.accounts(spSid))[0].account_sid;
  const vendorName = `inuse${Date.now() % 100000}`;
  await ctx.admin.request('POST', `/ServiceProviders/${spSid}/SpeechCredentials`, {
    vendor: `custom:${vendorName}`,
    use_for_tts: 1,
    use_for_stt: 0,
    custom_tts_url: `${standins.httpUrl}/tts`,
  });
  const appName = unique('IVR using speech');
  await ctx.admin.request('POST', '/Applications', {
    name: appName,
    account_sid: accountSid,
    call_hook: { url: 'https://example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://example.com/status', method: 'POST' },
    speech_synthesis_vendor: `custom:${vendorName}`,
    speech_synthesis_language: 'en-US',
    speech_synthesis_voice: 'default',
    speech_recognizer_vendor: 'google',
    speech_recognizer_language: 'en-US',
  });
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/speech-services`);
  const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: vendorName }) });
  await expect(row.getByText(`1 application: ${appName}`)).toBeVisible();
  await row.getByRole('button', { name: `Delete ${vendorName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete speech service' });
  await expect(dialog.getByText(`1 application: ${appName}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText(`Deleted speech service ${vendorName}`)).toBeVisible();
  await expect(main.getByRole('rowheader', { name: vendorName })).toHaveCount(0);
});

test('mfe-speech unreachable: its page says so with Retry and the shell keeps working', async ({
  page,
  problems,
}) => {
  problems.allow(/mf-manifest\.json/, 'mfe-speech is stopped on purpose: its manifest cannot be read');
  const speechOrigin = ctx.stack.remoteOrigins.speech;
  await page.route(`${speechOrigin}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Its item is there (recorded in the release registry); it leads to the message and Retry.
  await nav.getByRole('link', { name: 'Speech' }).click();
  await expect(main.getByText('This part of the portal could not be loaded.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(main.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Accounts' }).click();
  await expect(main.getByRole('rowheader', { name: 'default account' })).toBeVisible();
});
