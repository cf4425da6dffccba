// Phone numbers: a number added through the form (duplicate refused with the spec's text) and, with an
// account selected, several numbers assigned to an application at once; the prompt without an account; the CSV
// import's dry-run report then an all-or-nothing import; the export of what the list shows.
import { readFileSync } from 'node:fs';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';
import { createCarrier, createNumber, uniqueNumber } from './telephony-support';

const ctx = useStack();
const ids = { sp: '', account: '', accountName: '', carrier: '', carrierName: '', app: '', appName: '' };

interface NumberRow {
  phone_number_sid: string;
  number: string;
  application_sid: string | null;
  description?: string;
}

test.beforeAll(async () => {
  ids.sp = await ctx.admin.defaultServiceProviderSid();
  ids.accountName = unique('Numbers account');
  ids.account = await ctx.admin.createAccount({ name: ids.accountName, service_provider_sid: ids.sp });
  ids.carrierName = unique('Numbers trunk');
  ids.carrier = await createCarrier(ctx.admin, ids.sp, { name: ids.carrierName });
  ids.appName = unique('Numbers IVR');
  ids.app = await ctx.admin.createApplication({ name: ids.appName, account_sid: ids.account });
});

const numbersOf = (account: string) =>
  ctx.admin.request<NumberRow[]>('GET', `/PhoneNumbers?account_sid=${account}`);

test('a number is added, then numbers of the account are assigned to an application at once', async ({
  page,
}) => {
  const main = mainArea(page);
  const existing = [uniqueNumber(), uniqueNumber()];
  for (const number of existing)
    await createNumber(ctx.admin, { number, voip_carrier_sid: ids.carrier, account_sid: ids.account });
  const added = uniqueNumber();

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phone Numbers' }).click();
  await expect(main.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
  await expect(main.getByText('Select an account to assign applications to phone numbers.')).toBeVisible();

  await test.step('add a number (a duplicate is refused with the spec’s text)', async () => {
    await main.getByRole('link', { name: 'Add phone number' }).click();
    await expect(main.getByRole('heading', { name: 'Add a phone number', level: 1 })).toBeVisible();
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: ids.accountName });
    await main.getByRole('textbox', { name: 'Number' }).fill(`+${existing[0]}`);
    await main.getByLabel('Carrier').selectOption({ label: ids.carrierName });
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('The phone number you have entered is already in use.')).toBeVisible();
    await main.getByRole('textbox', { name: 'Number' }).fill(`+${added}`);
    await main.getByLabel('Description').fill('Support hotline');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Phone number created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: added })).toBeVisible();
    await expect(main.getByRole('row', { name: new RegExp(added) })).toContainText('Support hotline');
  });

  await test.step('with the account selected, select numbers and assign them to the application', async () => {
    await expect(main.getByRole('combobox', { name: 'Account' })).toHaveValue(ids.account);
    await expect(main.getByText('Total: 3 record(s)')).toBeVisible();
    await main.getByRole('checkbox', { name: `Select ${existing[1]}` }).check();
    await main.getByRole('checkbox', { name: `Select ${added}` }).check();
    await main.getByLabel('Application for the selected numbers').selectOption({ label: ids.appName });
    await main.getByRole('button', { name: 'Assign to 2 selected numbers' }).click();
    await expect(toasts(page).getByText('Number routing updated successfully')).toBeVisible();
    await expect(main.getByRole('row', { name: new RegExp(added) })).toContainText(ids.appName);
    const numbers = await numbersOf(ids.account);
    const appOf = (n: string) => numbers.find((row) => row.number === n)?.application_sid ?? null;
    expect([appOf(existing[0]), appOf(existing[1]), appOf(added)]).toEqual([null, ids.app, ids.app]);
  });

  await test.step('every row of the page, back to no application', async () => {
    await main.getByRole('checkbox', { name: 'Select every row of this page' }).check();
    await main.getByLabel('Application for the selected numbers').selectOption({ label: 'None' });
    await main.getByRole('button', { name: 'Assign to 3 selected numbers' }).click();
    await expect(main.getByRole('row', { name: new RegExp(added) })).toContainText('None');
    await expect
      .poll(async () => (await numbersOf(ids.account)).map((n) => n.application_sid))
      .toEqual([null, null, null]);
  });

  await test.step('the filter finds a number by its description', async () => {
    await main.getByLabel('Filter phone numbers').fill('hotline');
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: added })).toBeVisible();
  });
});

test('a number typed for reading (spaces, dashes, brackets) is saved as digits, shown alike everywhere', async ({
  page,
}) => {
  const main = mainArea(page);
  const digits = uniqueNumber(); // 11 digits: 1 555 xxx xxxx
  const typed = `+${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  const trunkName = unique('Readable trunk');
  await createCarrier(ctx.admin, ids.sp, { name: trunkName });

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers/add?account_sid=${ids.account}`);
  await expect(main.getByRole('heading', { name: 'Add a phone number', level: 1 })).toBeVisible();
  await main.getByRole('textbox', { name: 'Number' }).fill(typed);
  await main.getByLabel('Carrier').selectOption({ label: trunkName });
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Phone number created successfully')).toBeVisible();
  // stored and listed as digits
  await expect(main.getByRole('rowheader', { name: digits, exact: true })).toBeVisible();
  expect((await numbersOf(ids.account)).map((n) => n.number)).toContain(digits);

  // the carrier's delete dialog names it as the list does
  await page.goto(`${ctx.stack.hostUrl}/internal/carriers`);
  await main.getByRole('button', { name: `Delete ${trunkName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete carrier' });
  await expect(dialog.getByText(`1 phone number: ${digits}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a CSV import shows its dry-run report first, then imports all or nothing; the export downloads', async ({
  page,
}) => {
  const main = mainArea(page);
  const fresh = [uniqueNumber(), uniqueNumber()];
  const taken = uniqueNumber();
  await createNumber(ctx.admin, { number: taken, voip_carrier_sid: ids.carrier, account_sid: ids.account });
  const csv = (lines: string[]) => ({
    name: 'numbers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['number,carrier,account,application,description', ...lines].join('\n')),
  });

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers?account_sid=${ids.account}`);
  await main.getByRole('link', { name: 'Import CSV' }).click();
  await expect(main.getByRole('heading', { name: 'Import phone numbers', level: 1 })).toBeVisible();

  await test.step('an invalid line blocks the import', async () => {
    await main
      .getByLabel('CSV file')
      .setInputFiles(
        csv([
          `+${fresh[0]},${ids.carrierName},${ids.accountName},${ids.appName},Sales`,
          `${taken},${ids.carrierName},${ids.accountName},,`,
          `12-ab,${ids.carrierName},${ids.accountName},,`,
        ]),
      );
    await main.getByRole('button', { name: 'Check the file' }).click();
    await expect(main.getByText('3 lines read')).toBeVisible();
    await expect(main.getByText('1 to create')).toBeVisible();
    const invalid = main.getByRole('table', { name: /Invalid lines/ });
    await expect(invalid.getByRole('row', { name: /12-ab/ })).toContainText('Please enter a phone number');
    await expect(main.getByRole('table', { name: /Duplicates, skipped/ })).toContainText('already exists');
    await expect(main.getByRole('button', { name: 'Import 1 phone number' })).toBeDisabled();
  });

  await test.step('a clean file imports, duplicates skipped', async () => {
    await main
      .getByLabel('CSV file')
      .setInputFiles(
        csv([
          `+${fresh[0]},${ids.carrierName},${ids.accountName},${ids.appName},Sales`,
          `${fresh[1]},${ids.carrier},${ids.account},,Imported`,
          `${taken},${ids.carrierName},${ids.accountName},,`,
        ]),
      );
    // The previous file's report goes as soon as another file is chosen; 'Check the file' is enabled again once the
    // new file is read (as a user sees it).
    await expect(main.getByText('3 lines read')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Check the file' })).toBeEnabled();
    await main.getByRole('button', { name: 'Check the file' }).click();
    await expect(main.getByText('2 to create')).toBeVisible();
    await main.getByRole('button', { name: 'Import 2 phone numbers' }).click();
    await expect(toasts(page).getByText('Imported 2 phone numbers')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
    const numbers = await numbersOf(ids.account);
    expect(numbers.find((n) => n.number === fresh[0])).toMatchObject({
      application_sid: ids.app,
      description: 'Sales',
    });
    expect(numbers.find((n) => n.number === fresh[1])).toMatchObject({ description: 'Imported' });
  });

  await test.step('the export downloads what the list shows', async () => {
    await main.getByLabel('Filter phone numbers').fill(fresh[0]);
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('phone-numbers.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toBe(
      `number,carrier,account,application,description\r\n${fresh[0]},${ids.carrierName},${ids.accountName},${ids.appName},Sales\r\n`,
    );
  });
});

test('adding a number without a carrier sends the user to create one first', async ({ page }) => {
  const spName = unique('No carrier SP');
  const spSid = await ctx.admin.createServiceProvider(spName);
  await ctx.admin.createAccount({ name: unique('Lonely account'), service_provider_sid: spSid });
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Service provider' }).selectOption({ label: spName });
  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers`);
  await expect(
    main.getByText('You must create a carrier before you can create a phone number'),
  ).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/phone-numbers/add`);
  await expect(
    toasts(page).getByText('You must create a SIP trunk before you can create a phone number.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/carriers$/);
});
