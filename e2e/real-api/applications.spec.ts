// Applications on the real API, with Google speech: the form's default vendor, whose languages and voices the real
// server lists itself when the account has no Google credential (with one it asks Google, which hangs offline). A
// service-provider user creates an application with webhooks, a Google voice and a Google recognizer language,
// edits it (another language and voice, the call webhook's method) and deletes it; an account user creates one in
// their own account. Every write is read back.
import { unique, useTenant } from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();

interface ApplicationRow {
  application_sid: string;
  name: string;
  account_sid: string;
  call_hook: { url: string; method: string };
  call_status_hook: { url: string; method: string };
  speech_synthesis_vendor: string;
  speech_synthesis_language: string;
  speech_synthesis_voice: string;
  speech_recognizer_vendor: string;
  speech_recognizer_language: string;
}

const applicationsOfAccount = () =>
  tenant.api.request<ApplicationRow[]>('GET', `/Accounts/${tenant.accountSid}/Applications`);

test('a service-provider user creates, edits and deletes an application with Google speech', async ({
  page,
}) => {
  const name = unique('RA app');
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Applications');
  await expect(main.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
  await expect(main.getByText('No applications.')).toBeVisible();

  await test.step('create: webhooks, a Google voice and recognizer language', async () => {
    await main.getByRole('link', { name: 'Add application' }).click();
    await expect(main.getByRole('heading', { name: 'Add an application', level: 1 })).toBeVisible();
    await main.getByLabel('Name', { exact: true }).fill(name);
    await expect(main.getByRole('combobox', { name: 'Account' })).toHaveValue(tenant.accountSid);
    await main.getByLabel('Calling webhook URL').fill('https://hooks.example.com/call');
    await main.getByLabel('Call status webhook URL').fill('https://hooks.example.com/status');

    const tts = main.getByRole('group', { name: 'Speech synthesis', exact: true });
    await expect(tts.getByLabel('Vendor').locator('option:checked')).toHaveText('Google');
    // Google's list, from the real server: English (US) first, with its default voice
    await expect(tts.getByLabel('Language')).toHaveValue('en-US');
    await expect(tts.getByLabel('Voice')).toHaveValue('en-US-Standard-C');
    await tts.getByLabel('Voice').selectOption({ label: 'Wavenet-A (Male)' });

    const stt = main.getByRole('group', { name: 'Speech recognition', exact: true });
    await expect(stt.getByLabel('Vendor').locator('option:checked')).toHaveText('Google');
    await stt.getByLabel('Language').selectOption({ label: 'German (Germany)' });

    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Application created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name })).toBeVisible();
  });

  const created = (await applicationsOfAccount()).find((a) => a.name === name);
  expect(created).toMatchObject({
    account_sid: tenant.accountSid,
    call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
    speech_synthesis_vendor: 'google',
    speech_synthesis_language: 'en-US',
    speech_synthesis_voice: 'en-US-Wavenet-A',
    speech_recognizer_vendor: 'google',
    speech_recognizer_language: 'de-DE',
  });
  const sid = created!.application_sid;

  await test.step('edit: a German voice, the call webhook by GET', async () => {
    await main.getByRole('rowheader', { name }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit application', level: 1 })).toBeVisible();
    const tts = main.getByRole('group', { name: 'Speech synthesis', exact: true });
    await expect(tts.getByLabel('Voice')).toHaveValue('en-US-Wavenet-A');
    await tts.getByLabel('Language').selectOption({ label: 'German (Germany)' });
    await tts.getByLabel('Voice').selectOption({ label: 'Standard-B (Male)' });
    await main.getByRole('group', { name: 'Calling webhook' }).getByLabel('Method').selectOption('GET');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Application updated successfully')).toBeVisible();
  });
  expect(await tenant.api.request<ApplicationRow>('GET', `/Applications/${sid}`)).toMatchObject({
    name,
    call_hook: { url: 'https://hooks.example.com/call', method: 'GET' },
    speech_synthesis_language: 'de-DE',
    speech_synthesis_voice: 'de-DE-Standard-B',
    speech_recognizer_language: 'de-DE',
  });

  await test.step('delete it from the list', async () => {
    await main.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete application' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText(`Deleted application ${name}`)).toBeVisible();
    await expect(main.getByRole('rowheader', { name })).toHaveCount(0);
  });
  expect((await applicationsOfAccount()).map((a) => a.application_sid)).not.toContain(sid);
});

test('an account user creates an application in their own account', async ({ page }) => {
  const name = unique('RA my app');
  const main = mainArea(page);
  await signInAndLand(page, tenant.accountUser);
  await openMenu(page, 'Applications');
  await main.getByRole('link', { name: 'Add application' }).click();
  await expect(main.getByRole('heading', { name: 'Add an application', level: 1 })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Calling webhook URL').fill('wss://ws.example.com/call');
  // a websocket call URL is copied to the empty status URL
  await expect(main.getByLabel('Call status webhook URL')).toHaveValue('wss://ws.example.com/call');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Application created successfully')).toBeVisible();
  await expect(main.getByRole('rowheader', { name })).toBeVisible();
  expect((await applicationsOfAccount()).find((a) => a.name === name)).toMatchObject({
    account_sid: tenant.accountSid,
    call_hook: { url: 'wss://ws.example.com/call' },
    call_status_hook: { url: 'wss://ws.example.com/call' },
  });
});
