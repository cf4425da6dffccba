// Users on the real API: a service-provider user adds an account user, edits it (e-mail, view only, a new
// temporary password) and deletes it; an admin adds an admin-scope user and edits it (the real server refuses
// `service_provider_sid: null` on PUT, so the portal must leave the sids out); an account user sees only their
// account's users. Every write is read back from the real server.
import { createUser, PASSWORD, uniqueUserName, useTenant } from './support/fixtures';
import { at, expect, mainArea, openMenu, signInAndLand, test, toasts } from './support/portal';

const tenant = useTenant();

interface UserRow {
  user_sid: string;
  name: string;
  email: string;
  scope: string;
  force_change: number;
  is_active: number;
  account_sid?: string;
  service_provider_sid?: string;
}
interface UserDetail extends UserRow {
  is_view_only?: number | boolean;
  permissions?: string[];
}

const findUser = async (name: string) =>
  (await tenant.api.request<UserRow[]>('GET', '/Users')).find((u) => u.name === name);

test('a service-provider user adds, edits and deletes an account user', async ({ page }) => {
  const name = uniqueUserName('ra-new-user');
  const main = mainArea(page);
  await signInAndLand(page, tenant.spUser);
  await openMenu(page, 'Users');
  await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: tenant.spUser.name })).toBeVisible();

  await test.step('add a user of account scope', async () => {
    await main.getByRole('link', { name: 'Add user' }).click();
    await expect(main.getByRole('heading', { name: 'Add user', level: 1 })).toBeVisible();
    await main.getByLabel('User name').fill(name);
    await main.getByLabel('Email').fill(`${name}@example.com`);
    await main.getByLabel('Temporary password').fill(PASSWORD);
    await main.getByRole('radio', { name: 'Account' }).check();
    await main.getByRole('combobox', { name: 'Account' }).selectOption({ label: tenant.accountName });
    await main.getByLabel('Force change of password at next sign-in').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/users$/);
    await expect(main.getByRole('row', { name: new RegExp(name) })).toContainText('Account');
  });

  const created = await findUser(name);
  expect(created).toMatchObject({
    email: `${name}@example.com`,
    scope: 'account',
    account_sid: tenant.accountSid,
    force_change: 0,
    is_active: 1,
  });
  const sid = created!.user_sid;
  expect((await tenant.api.login(name, PASSWORD)).force_change).toBe(false);

  await test.step('edit: e-mail, view only, a new temporary password', async () => {
    await main.getByRole('rowheader', { name }).getByRole('link').click();
    await expect(main.getByRole('heading', { name: 'Edit user', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(`${name}@example.com`);
    await main.getByLabel('Email').fill(`${name}@example.org`);
    await main.getByLabel('View only').check();
    await main.getByLabel('New temporary password').fill('RealApi-temp-9753');
    await main.getByLabel('Force change of password at next sign-in').check();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('User updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/users$/);
  });

  const edited = await tenant.api.request<UserDetail>('GET', `/Users/${sid}`);
  expect(edited).toMatchObject({ email: `${name}@example.org`, force_change: 1 });
  expect(Boolean(edited.is_view_only)).toBe(true);
  const login = await tenant.api.login(name, 'RealApi-temp-9753');
  expect(login.force_change).toBe(true);

  await test.step('delete it from the list', async () => {
    await main.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText(`Deleted user ${name}`)).toBeVisible();
    await expect(main.getByRole('rowheader', { name })).toHaveCount(0);
  });
  expect(await findUser(name)).toBeUndefined();
});

test('an admin adds an admin-scope user and edits it', async ({ page }) => {
  const name = uniqueUserName('ra-admin2');
  const main = mainArea(page);
  await signInAndLand(page, tenant.admin);
  await page.goto(at('/internal/users/add'));
  await expect(main.getByRole('heading', { name: 'Add user', level: 1 })).toBeVisible();
  await main.getByLabel('User name').fill(name);
  await main.getByLabel('Email').fill(`${name}@example.com`);
  await main.getByLabel('Temporary password').fill(PASSWORD);
  await main.getByRole('radio', { name: 'Admin' }).check();
  await main.getByLabel('Force change of password at next sign-in').uncheck();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('User created successfully')).toBeVisible();

  const created = await findUser(name);
  expect(created).toMatchObject({ scope: 'admin', email: `${name}@example.com` });
  expect(created!.service_provider_sid).toBeUndefined();
  const sid = created!.user_sid;
  try {
    await page.goto(at(`/internal/users/${sid}/edit`));
    await expect(main.getByRole('heading', { name: 'Edit user', level: 1 })).toBeVisible();
    await main.getByLabel('Email').fill(`${name}@example.org`);
    await main.getByLabel('Active').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('User updated successfully')).toBeVisible();
    const edited = await tenant.api.request<UserDetail>('GET', `/Users/${sid}`);
    // still an admin: the row has neither a service provider nor an account
    expect(edited).toMatchObject({
      email: `${name}@example.org`,
      is_active: 0,
      service_provider_sid: null,
      account_sid: null,
    });
  } finally {
    await tenant.api.request('DELETE', `/Users/${sid}`);
  }
});

test("an account user sees only their account's users", async ({ page }) => {
  const colleague = await createUser(tenant.api, {
    scope: 'account',
    serviceProviderSid: tenant.serviceProviderSid,
    accountSid: tenant.accountSid,
  });
  const main = mainArea(page);
  await signInAndLand(page, tenant.accountUser);
  await openMenu(page, 'Users');
  await expect(main.getByRole('rowheader', { name: colleague.name })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: tenant.accountUser.name })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: tenant.spUser.name })).toHaveCount(0);
  await expect(main.getByRole('rowheader')).toHaveCount(2);
});
