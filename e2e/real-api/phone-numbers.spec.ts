// Phone numbers on the real API (jambonz v0.9.6 has no description column, no import and no export): a
// service-provider user adds a number (the form has no description), edits it, points two numbers at an
// application in one go, imports a CSV that the portal checks and adds line by line (a number the server refuses
// is reported, the others added) and exports the list as a CSV written in the browser. Every write is read back
// from the real server.
import { readFileSync } from 'node:fs';
import { createApplication, createCarrier, unique, uniqueNumber, useTenant } from './support/fixtures';
import { expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();
let carrierName = '';
let carrierSid = '';
let appName = '';
let appSid = '';

interface NumberRow {
  phone_number_sid: string;
  number: string;
  voip_carrier_sid: string | null;
  account_sid: string | null;
  application_sid: string | null;
}

test.beforeAll(async () => {
  carrierName = unique('RA numbers carrier');
  carrierSid = await createCarrier(tenant.api, tenant.serviceProviderSid, { name: carrierName });
  appName = unique('RA numbers app');
  appSid = await createApplication(tenant.api, { name: appName, account_sid: tenant.accountSid });
});

const numberOf = async (number: string) =>
  (await tenant.api.request<NumberRow[]>('GET', `/PhoneNumbers?filter=${number}`)).find(
    (n) => n.number === number,
  );

const addNumber = (number: string) =>
  tenant.api.request('POST', '/PhoneNumbers', {
    number,
    voip_carrier_sid: carrierSid,
    account_sid: tenant.accountSid,
  });

test('add a number without a description, edit it, assign numbers to an application in one go', async ({
  page,
}) => {
  const main = mainArea(page);
  const number = uniqueNumber();
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Phone Numbers');
  await expect(main.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
  await expect(main.getByPlaceholder('Filter by number', { exact: true })).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);

  await test.step('add: no description field, the server takes it', async () => {
    await main.getByRole('link', { name: 'Add phone number' }).click();
    await expect(main.getByRole('heading', { name: 'Add a phone number', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Description')).toHaveCount(0);
    await main.getByRole('textbox', { name: 'Number', exact: true }).fill(`+${number}`);
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
    await main.getByLabel('Carrier').selectOption({ label: carrierName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Phone number created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: number })).toBeVisible();
  });
  expect(await numberOf(number)).toMatchObject({
    voip_carrier_sid: carrierSid,
    account_sid: tenant.accountSid,
    application_sid: null,
  });

  await test.step('edit: the application that answers it', async () => {
    await main.getByRole('rowheader', { name: number }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit phone number', level: 1 })).toBeVisible();
    await main.getByLabel('Application').selectOption({ label: appName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Phone number updated successfully')).toBeVisible();
  });
  expect(await numberOf(number)).toMatchObject({ application_sid: appSid });

  const more = [uniqueNumber(), uniqueNumber()];
  for (const n of more) await addNumber(n);
  await test.step('two numbers pointed at the application in one go', async () => {
    await page.reload();
    for (const n of more) await main.getByRole('checkbox', { name: `Select ${n}` }).check();
    await main.getByLabel('Application for the selected numbers').selectOption({ label: appName });
    await main.getByRole('button', { name: 'Assign to 2 selected numbers' }).click();
    await expect(toasts(page).getByText('Number routing updated successfully')).toBeVisible();
  });
  for (const n of more) expect(await numberOf(n)).toMatchObject({ application_sid: appSid });
});

test('a CSV imported by the portal, number by number; what the server refuses is reported; the export', async ({
  page,
}) => {
  const main = mainArea(page);
  const taken = uniqueNumber();
  const fresh = [uniqueNumber(), uniqueNumber(), uniqueNumber()];
  await addNumber(taken);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Phone Numbers');
  await main.getByRole('link', { name: 'Import CSV' }).click();
  await expect(main.getByRole('heading', { name: 'Import phone numbers', level: 1 })).toBeVisible();
  await expect(main.getByText(/This API has no import of its own/)).toBeVisible();
  await expect(
    main.getByText('This API does not keep descriptions: that column is not imported.'),
  ).toBeVisible();

  await test.step('checked in the browser against the real lists', async () => {
    await main.getByLabel('CSV file').setInputFiles({
      name: 'numbers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'number,carrier,account,application,description',
          `+${fresh[0]},${carrierName},${tenant.accountName},${appName},Sales`,
          `${fresh[1]},${carrierSid},${tenant.accountSid},,`,
          `${fresh[2]},${carrierName},${tenant.accountName},,`,
          `${taken},${carrierName},${tenant.accountName},,`,
        ].join('\n'),
      ),
    });
    await main.getByRole('button', { name: 'Check the file' }).click();
    await expect(main.getByText('4 lines read')).toBeVisible();
    await expect(main.getByText('3 to create')).toBeVisible();
    await expect(main.getByRole('table', { name: /Duplicates, skipped/ })).toContainText(taken);
  });

  // meanwhile someone adds one of the file's numbers: the real server refuses it with MySQL's duplicate text
  await addNumber(fresh[2]);
  await test.step('added one by one; the refused line reported in words, its SQL behind Details', async () => {
    await main.getByRole('button', { name: 'Import 3 phone numbers' }).click();
    await expect(main.getByText('2 of 3 phone numbers added, 1 refused.')).toBeVisible();
    const refused = main.getByRole('table', { name: /Lines the server refused/ });
    await expect(refused.getByRole('row', { name: new RegExp(fresh[2]) })).toContainText(
      'the server refused it',
    );
    await expect(refused.getByText(/Duplicate entry/)).toBeHidden();
    await refused.getByText('Details').click();
    await expect(refused.getByText(/Duplicate entry/)).toBeVisible();
  });
  expect(await numberOf(fresh[0])).toMatchObject({
    voip_carrier_sid: carrierSid,
    account_sid: tenant.accountSid,
    application_sid: appSid,
  });
  expect(await numberOf(fresh[1])).toMatchObject({ account_sid: tenant.accountSid, application_sid: null });

  await test.step('the export, written here from the real list', async () => {
    await main.getByRole('link', { name: 'Go to the phone numbers' }).click();
    await main.getByLabel('Filter phone numbers').fill(fresh[0]);
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('phone-numbers.csv');
    expect(readFileSync((await file.path())!, 'utf8')).toBe(
      `number,carrier,account,application,description\r\n${fresh[0]},${carrierName},${tenant.accountName},${appName},\r\n`,
    );
  });
});
