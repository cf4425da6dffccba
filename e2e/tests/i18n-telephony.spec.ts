// The rest of the telephony area in German (docs/architecture.md#translation): with the browser in German the phone
// numbers list, form and CSV import, the outbound call routing form with its routes, and Carrier health show German
// headings, buttons and texts, and none of the English texts they replace.
import type { Locator } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, test, unique, useStack } from './support';
import { createCarrier, createLcr, createNumber, uniqueNumber } from './telephony-support';

const ctx = useStack();
const ids = { sp: '', account: '', carrier: '', lcr: '', number: '' };
const names = { account: unique('Konto'), carrier: unique('Hamburg trunk'), lcr: unique('Hamburg routing') };

test.use({ locale: 'de-DE' });

test.beforeAll(async () => {
  ids.sp = await ctx.admin.defaultServiceProviderSid();
  ids.account = await ctx.admin.createAccount({ name: names.account, service_provider_sid: ids.sp });
  ids.carrier = await createCarrier(ctx.admin, ids.sp, { name: names.carrier }, [
    { ipv4: '192.0.2.71', inbound: 1, outbound: 1, send_options_ping: 1 },
  ]);
  ids.number = uniqueNumber();
  await createNumber(ctx.admin, {
    number: ids.number,
    voip_carrier_sid: ids.carrier,
    account_sid: ids.account,
  });
  ids.lcr = await createLcr(
    ctx.admin,
    { name: names.lcr, account_sid: ids.account },
    [{ regex: '^49', carrier: ids.carrier, description: 'Deutschland' }],
    ids.carrier,
  );
});

/** None of these English texts is on the page. */
async function noEnglish(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text, { exact: true })).toHaveCount(0);
}

async function signInGerman(page: import('@playwright/test').Page) {
  await page.goto(`${ctx.stack.hostUrl}/`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // signed in once the portal shows a page of its own (the sign-in page has a heading too)
  await expect(page).toHaveURL(/\/internal\//);
  await expect(mainArea(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('phone numbers: the list, the form and the CSV import are German', async ({ page }) => {
  const main = mainArea(page);
  await signInGerman(page);
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Rufnummern' }).click();
  await expect(main.getByRole('heading', { name: 'Rufnummern', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Rufnummer hinzufügen' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await noEnglish(main, ['Add phone number', 'Import CSV', 'Export CSV', 'Phone numbers']);

  await main.getByRole('link', { name: 'Rufnummer hinzufügen' }).click();
  await expect(main.getByRole('heading', { name: 'Rufnummer hinzufügen', level: 1 })).toBeVisible();
  await expect(main.getByText('Leerzeichen, Bindestriche und Klammern werden entfernt.')).toBeVisible();
  await main.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByText('Nummer ist erforderlich')).toBeVisible();
  await noEnglish(main, [
    'Add a phone number',
    'Number',
    'Carrier is required',
    'Number is required',
    'Save',
  ]);

  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers/import`);
  await expect(main.getByRole('heading', { name: 'Rufnummern importieren', level: 1 })).toBeVisible();
  await main.getByLabel('CSV-Datei').setInputFiles({
    name: 'nummern.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`number,carrier,account\n${ids.number},${names.carrier},${names.account}\nx,a,b\n`),
  });
  await main.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(main.getByText('2 Zeilen gelesen')).toBeVisible();
  await expect(main.getByText('1 Duplikat, übersprungen')).toBeVisible();
  await expect(main.getByRole('table', { name: 'Ungültige Zeilen (1)' })).toBeVisible();
  await expect(main.getByRole('button', { name: '0 Rufnummern importieren' })).toBeDisabled();
  await noEnglish(main, ['Import phone numbers', 'Check the file', 'Invalid lines', 'Back to phone numbers']);
});

test('outbound call routing: the form and its routes are German', async ({ page }) => {
  const main = mainArea(page);
  await signInGerman(page);
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Routing ausgehender Anrufe' })
    .click();
  await main.getByRole('link', { name: names.lcr, exact: true }).click();
  await expect(
    main.getByRole('heading', { name: 'Routing ausgehender Anrufe bearbeiten', level: 1 }),
  ).toBeVisible();
  await expect(main.getByRole('group', { name: 'Routen' })).toBeVisible();
  const routes = main.getByRole('list', { name: 'Routen nach Priorität' });
  await expect(
    routes.getByRole('textbox', { name: 'Route 1: regulärer Ausdruck oder Ziffernpräfix' }),
  ).toHaveValue('^49');
  await expect(routes.getByRole('button', { name: 'Route 1 verschieben' })).toBeVisible();
  await expect(main.getByText(`Zuletzt: .* – System Default Route, an ${names.carrier}.`)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Route hinzufügen' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Routing ausgehender Anrufe löschen' })).toBeVisible();
  await noEnglish(main, ['Edit outbound call routing', 'Routes', 'Add route', 'Default carrier', 'Save']);
});

test('Carrier health is German', async ({ page }) => {
  const main = mainArea(page);
  await signInGerman(page);
  await page.goto(`${ctx.stack.hostUrl}/internal/carrier-health`);
  await expect(main.getByRole('heading', { name: 'Carrier-Zustand', level: 1 })).toBeVisible();
  const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: names.carrier }) });
  await expect(row.getByText('Nicht gemeldet', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Letzte 24 Stunden von ${names.carrier}` })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Anrufe (letzte Stunde)' })).toBeVisible();
  await noEnglish(main, ['Carrier health', 'Health', 'Registration', 'Last 24 hours', 'does not register']);
});
