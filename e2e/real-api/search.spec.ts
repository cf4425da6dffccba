// The search box on the real jambonz API, which has no search endpoint: a service-provider user finds their
// carrier, account, application and a phone number typed with dashes, each searched in the lists the real server
// answers, and opens one; the box says it cannot search calls. An account user finds their own application.
import { createApplication, createCarrier, uniqueNumber, unique, useTenant } from './support/fixtures';
import { expect, signInAndLand, test } from './support/portal';

const tenant = useTenant();

test('a service-provider user finds a carrier, an account, an application and a number, and opens one', async ({
  page,
}) => {
  const carrierName = unique('RA findable trunk');
  const carrierSid = await createCarrier(tenant.api, tenant.serviceProviderSid, { name: carrierName });
  const appName = unique('RA findable app');
  await createApplication(tenant.api, { account_sid: tenant.accountSid, name: appName });
  const number = uniqueNumber();
  await tenant.api.request('POST', '/PhoneNumbers', {
    number,
    account_sid: tenant.accountSid,
    voip_carrier_sid: carrierSid,
  });

  await signInAndLand(page, tenant.spUser);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await expect(page.getByText('This API cannot search Calls.')).toBeVisible();

  const list = page.getByRole('listbox', { name: 'Search' });
  await box.fill(carrierName.slice(0, 20));
  await expect(
    list.getByRole('group', { name: 'Carriers' }).getByRole('option', { name: carrierName }),
  ).toBeVisible();

  await box.fill(tenant.accountName);
  await expect(
    list.getByRole('group', { name: 'Accounts' }).getByRole('option', { name: tenant.accountName }),
  ).toBeVisible();

  await box.fill(appName);
  await expect(
    list.getByRole('group', { name: 'Applications' }).getByRole('option', { name: appName }),
  ).toBeVisible();

  // the number as a person types it: dashes between the groups
  await box.fill(`${number.slice(0, 4)}-${number.slice(4, 8)}-${number.slice(8)}`);
  const numbers = list.getByRole('group', { name: 'Phone numbers' });
  await expect(numbers.getByRole('option', { name: number })).toBeVisible();

  await box.fill(carrierName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/internal/carriers/${carrierSid}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit carrier', level: 1 })).toBeVisible();
});

test('an account user finds their own application', async ({ page }) => {
  const appName = unique('RA own app');
  await createApplication(tenant.api, { account_sid: tenant.accountSid, name: appName });
  await signInAndLand(page, tenant.accountUser);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(appName);
  await expect(
    page
      .getByRole('listbox', { name: 'Search' })
      .getByRole('group', { name: 'Applications' })
      .getByRole('option', {
        name: appName,
      }),
  ).toBeVisible();
});
