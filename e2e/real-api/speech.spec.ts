// Speech services on the real API (jambonz v0.9.6 has no summary and no synthesize; each credential carries its
// own tts_tested_ok / stt_tested_ok / last_tested; its vendor tests go to the vendor, offline here): the status
// after a test and after a reload, 'Used by' and the delete dialog from the applications, a Google test the vendor
// never answers named as Google's, an application's voices for a vendor whose list cannot be fetched, and a
// credential added through the form. Every write is read back from the real server.
import {
  FAKE_GOOGLE_KEY,
  createApplication,
  createSpeechCredential,
  unique,
  useTenant,
} from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();
let deepgramLabel = '';
let deepgramSid = '';
let googleLabel = '';
let appName = '';

interface CredentialRow {
  speech_credential_sid: string;
  vendor: string;
  label: string | null;
  last_tested: string | null;
  tts_tested_ok: number | null;
  stt_tested_ok: number | null;
}

test.beforeAll(async () => {
  deepgramLabel = unique('dg').split(' ').pop()!;
  deepgramSid = await createSpeechCredential(tenant.api, tenant.serviceProviderSid, {
    vendor: 'deepgram',
    api_key: 'fake-deepgram-key',
    service_key: undefined,
    label: deepgramLabel,
  });
  googleLabel = unique('g').split(' ').pop()!;
  await createSpeechCredential(tenant.api, tenant.serviceProviderSid, { label: googleLabel });
  appName = unique('RA speech app');
  await createApplication(tenant.api, {
    name: appName,
    account_sid: tenant.accountSid,
    speech_synthesis_vendor: 'google',
    speech_synthesis_label: googleLabel,
    speech_synthesis_language: 'en-US',
    speech_synthesis_voice: 'en-US-Standard-C',
    speech_recognizer_vendor: 'deepgram',
    speech_recognizer_label: deepgramLabel,
    speech_recognizer_language: 'en-US',
  });
});

const credentials = () =>
  tenant.api.request<CredentialRow[]>(
    'GET',
    `/ServiceProviders/${tenant.serviceProviderSid}/SpeechCredentials`,
  );

test('status from each credential’s own columns, after a test and a reload; Used by; delete lists users', async ({
  page,
}) => {
  const main = mainArea(page);
  const deepgram = `Deepgram (${deepgramLabel})`;
  const google = `Google (${googleLabel})`;
  const row = (name: string) => main.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Speech');
  await expect(main.getByRole('heading', { name: 'Speech services', level: 1 })).toBeVisible();
  await expect(row(deepgram).getByText('Not tested yet', { exact: true })).toBeVisible();
  await expect(row(deepgram).getByText(`1 application: ${appName}`)).toBeVisible();
  await expect(row(google).getByText(`1 application: ${appName}`)).toBeVisible();

  await test.step('a test: the vendor cannot be reached from here, and the status says so', async () => {
    await main.getByRole('button', { name: `Test ${deepgram}` }).click();
    await expect(row(deepgram).getByText('Failed', { exact: true })).toBeVisible();
    await expect(row(deepgram).getByText(/TTS: getaddrinfo \w+ api\.deepgram\.com/)).toBeVisible();
  });
  expect((await credentials()).find((c) => c.speech_credential_sid === deepgramSid)).toMatchObject({
    tts_tested_ok: 0,
    stt_tested_ok: 0,
    last_tested: expect.any(String),
  });

  await test.step('after a reload the stored result still shows', async () => {
    await page.reload();
    await expect(row(deepgram).getByText('Failed', { exact: true })).toBeVisible();
    await expect(row(deepgram).getByText('TTS: failed. STT: failed')).toBeVisible();
  });

  await test.step('a Google test the vendor never answers names Google, not the server', async () => {
    await main.getByRole('button', { name: `Test ${google}` }).click();
    await expect(row(google).getByText('Testing…')).toBeVisible();
    await expect(row(google).getByText('Google did not answer the test within 25 seconds')).toBeVisible({
      timeout: 40_000,
    });
    await expect(page.getByText('The server cannot be reached')).toHaveCount(0);
  });

  await test.step('the delete dialog lists the application using it', async () => {
    await main.getByRole('button', { name: `Delete ${deepgram}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete speech service' });
    await expect(dialog.getByText(`1 application: ${appName}`)).toBeVisible();
    await expect(dialog.getByText(/Could not check/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText(`Deleted speech service ${deepgram}`)).toBeVisible();
  });
  expect((await credentials()).some((c) => c.speech_credential_sid === deepgramSid)).toBe(false);
});

test('a Google credential added through the form; the edit page offers Test, not Listen', async ({
  page,
}) => {
  const main = mainArea(page);
  const label = unique('form').split(' ').pop()!;
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Speech');
  await main.getByRole('link', { name: 'Add speech service' }).click();
  await main.getByLabel('Vendor').selectOption({ label: 'Google' });
  await main.getByLabel('Label').fill(label);
  await main.getByLabel('Service key file').setInputFiles({
    name: 'key.json',
    mimeType: 'application/json',
    buffer: Buffer.from(FAKE_GOOGLE_KEY),
  });
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Speech credential created successfully')).toBeVisible();
  const saved = (await credentials()).find((c) => c.label === label);
  expect(saved).toMatchObject({ vendor: 'google', last_tested: null });

  await main.getByRole('link', { name: `Google (${label})`, exact: true }).click();
  await expect(main.getByRole('button', { name: 'Test' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Listen' })).toHaveCount(0);
});

test('an application’s voices for Deepgram (the real server asks Deepgram): said, typed instead', async ({
  page,
}) => {
  const main = mainArea(page);
  // a Deepgram credential of the account's provider, so Deepgram is among the form's vendors
  await createSpeechCredential(tenant.api, tenant.serviceProviderSid, {
    vendor: 'deepgram',
    api_key: 'fake-deepgram-key',
    service_key: undefined,
    label: unique('dg2').split(' ').pop(),
  });
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Applications');
  await main.getByRole('link', { name: 'Add application' }).click();
  const synthesis = main.getByRole('group', { name: 'Speech synthesis' });
  await synthesis.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Deepgram' });
  const language = synthesis.getByRole('textbox', { name: /Language/ });
  await expect(language).toHaveValue('');
  await expect(synthesis.getByText(/The languages and voices of Deepgram could not be loaded/)).toBeVisible();
  await expect(synthesis.getByRole('textbox', { name: 'Voice' })).toHaveValue('');
});
