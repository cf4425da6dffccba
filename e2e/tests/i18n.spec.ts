// A second language (docs/architecture.md#translation): with the browser in German the shell and the telephony
// area are German (the sign-in page, the menu, the carriers list and form, a rule's message); the user menu's switch
// brings the spec's English texts back, remembered across a reload. English pages look as before (screenshots.spec.ts,
// unchanged baselines).
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, test, unique, useStack } from './support';
import { createCarrier } from './telephony-support';

const ctx = useStack();
const carrierName = unique('Berlin trunk');

test.use({ locale: 'de-DE' });

test.beforeAll(async () => {
  const sp = await ctx.admin.defaultServiceProviderSid();
  await createCarrier(ctx.admin, sp, { name: carrierName, is_active: 0 });
});

test('a German browser gets German; the user menu switches to the spec’s English', async ({ page }) => {
  const main = mainArea(page);
  await page.goto(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: 'Carrier', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Carrier', level: 1 })).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(carrierName) });
  await expect(row.getByText('inaktiv')).toBeVisible();
  await expect(row.getByText('0 Rufnummern, 0 Routen')).toBeVisible();
  await expect(main.getByText('Gesamt: 1 Eintrag')).toBeVisible();

  await main.getByRole('link', { name: 'Carrier hinzufügen' }).click();
  await expect(main.getByRole('heading', { name: 'Carrier hinzufügen', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Sprache (SIP)' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Name des Carriers/ })).toBeVisible();
  await expect(main.getByRole('group', { name: 'SIP-Gateway 1' })).toBeVisible();
  // a rule's message (the schema shared with the API) in German
  await main.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByText('Name des Carriers ist erforderlich')).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache', exact: true }).selectOption('en');
  await expect(main.getByRole('heading', { name: 'Add carrier', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Voice (SIP)' })).toBeVisible();
  await expect(main.getByText('Carrier name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // remembered: a reload stays English although the browser asks for German
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Add carrier', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Carriers' }).click();
  await expect(main.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
  await expect(
    main.getByRole('row', { name: new RegExp(carrierName) }).getByText('0 numbers, 0 routes'),
  ).toBeVisible();
});
