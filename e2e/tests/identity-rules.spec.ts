// The rules: duplicate names show the spec's messages (and nothing is saved); the delete rules hold (the
// portal explains what still belongs to an account or uses an application, the API refuses too); a view-only
// user can change nothing.
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, toasts, unique, useStack } from './support';

const ctx = useStack();
const data = {
  sp: '',
  taken: { sid: '', name: '', realm: '' },
  busy: { sid: '', name: '', app: '' },
  empty: { sid: '', name: '' },
  device: { sid: '', name: '', usedApp: '', freeApp: '' },
  viewOnly: '',
};

test.beforeAll(async () => {
  const admin = ctx.admin;
  data.sp = await admin.defaultServiceProviderSid();
  const suffix = unique('x').split(' ')[1];

  data.taken.name = `Taken ${suffix}`;
  data.taken.realm = `taken-${suffix}.sip.example.com`;
  data.taken.sid = await admin.createAccount({
    name: data.taken.name,
    service_provider_sid: data.sp,
    sip_realm: data.taken.realm,
  });

  data.busy.name = `Busy ${suffix}`;
  data.busy.sid = await admin.createAccount({ name: data.busy.name, service_provider_sid: data.sp });
  data.busy.app = `Busy app ${suffix}`;
  await admin.createApplication({ name: data.busy.app, account_sid: data.busy.sid });
  await admin.createAccountApiKey(data.busy.sid);

  data.empty.name = `Empty ${suffix}`;
  data.empty.sid = await admin.createAccount({ name: data.empty.name, service_provider_sid: data.sp });

  data.device.name = `Device ${suffix}`;
  data.device.sid = await admin.createAccount({ name: data.device.name, service_provider_sid: data.sp });
  data.device.usedApp = `Device calling ${suffix}`;
  data.device.freeApp = `Unused app ${suffix}`;
  const used = await admin.createApplication({ name: data.device.usedApp, account_sid: data.device.sid });
  await admin.createApplication({ name: data.device.freeApp, account_sid: data.device.sid });
  await admin.request('PUT', `/Accounts/${data.device.sid}`, { device_calling_application_sid: used });

  data.viewOnly = `viewer-${suffix}`;
  await admin.createUser({
    name: data.viewOnly,
    scope: 'service_provider',
    service_provider_sid: data.sp,
    is_view_only: true,
  });
});

const accountCount = async () => (await ctx.admin.accounts(data.sp)).length;

async function signInAsAdmin(page: Page) {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
}

test('duplicate account names and SIP realms are refused with the spec messages', async ({ page }) => {
  const main = mainArea(page);
  await signInAsAdmin(page);
  const before = await accountCount();
  await main.getByRole('link', { name: 'Add account' }).click();
  await expect(main.getByRole('heading', { name: 'Add account', level: 1 })).toBeVisible();

  // The same name in other letters is the same name.
  await main.getByLabel('Name', { exact: true }).fill(data.taken.name.toUpperCase());
  await main.getByLabel('SIP realm').fill(`fresh-${data.taken.realm}`);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(
    main.getByText('The name you have entered is already in use on another one of your accounts.'),
  ).toBeVisible();
  await expect(main.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Name', { exact: true }).fill(unique('Brand new'));
  await main.getByLabel('SIP realm').fill(data.taken.realm);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(
    main.getByText('The SIP Realm you have entered is already in use on another one of your accounts.'),
  ).toBeVisible();
  await expect(
    main.getByText('The name you have entered is already in use on another one of your accounts.'),
  ).toHaveCount(0);

  await expect(page).toHaveURL(/\/internal\/accounts\/add/);
  expect(await accountCount()).toBe(before);
});

test('a duplicate application name in the same account is refused; another account may use it', async ({
  page,
}) => {
  const main = mainArea(page);
  await signInAsAdmin(page);
  await page.goto(`${ctx.stack.hostUrl}/internal/applications/add?account_sid=${data.busy.sid}`);
  await expect(main.getByRole('heading', { name: 'Add an application', level: 1 })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Account' })).toHaveValue(data.busy.sid);
  await main.getByLabel('Name', { exact: true }).fill(data.busy.app);
  await main.getByLabel('Calling webhook URL').fill('https://example.com/other-call');
  await main.getByLabel('Call status webhook URL').fill('https://example.com/other-status');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(
    main.getByText('The name you have entered is already in use on another one of your applications.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/applications\/add/);
  const busyApps = await ctx.admin.request<unknown[]>('GET', `/Accounts/${data.busy.sid}/Applications`);
  expect(busyApps).toHaveLength(1);

  // Unique per account: the same name in another account is fine.
  await main.getByRole('combobox', { name: 'Account' }).selectOption(data.taken.sid);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Application created successfully')).toBeVisible();
  const takenApps = await ctx.admin.request<{ name: string }[]>(
    'GET',
    `/Accounts/${data.taken.sid}/Applications`,
  );
  expect(takenApps.map((a) => a.name)).toEqual([data.busy.app]);
});

test('basic authentication ticked with blank fields is refused on every webhook form (docs/product/identity.md#webhooks)', async ({
  page,
}) => {
  const main = mainArea(page);
  await signInAsAdmin(page);
  const both = 'Both username and password are required for HTTP basic authentication';
  /** Ticks basic auth on a hook's group, leaves both fields blank, saves: refused, nothing sent. */
  const refusedBlank = async (legend: string, url: string) => {
    const group = main.getByRole('group', { name: legend, exact: true });
    await group.getByLabel(`${legend} URL`).fill(url);
    await group.getByRole('checkbox', { name: 'Use HTTP basic authentication' }).check();
    await expect(group.getByLabel('Username')).toHaveValue('');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(group.getByText(both)).toHaveCount(2);
    await expect(group.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(toasts(page).getByText(/updated successfully|created successfully/)).toHaveCount(0);
    // unticked again: the hook is saved without credentials
    await group.getByRole('checkbox', { name: 'Use HTTP basic authentication' }).uncheck();
    await expect(group.getByText(both)).toHaveCount(0);
  };

  // the account's registration and queue-event hooks
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts/${data.empty.sid}/edit`);
  await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
  await refusedBlank('Registration webhook', 'https://example.com/registration');
  await refusedBlank('Queue event webhook', 'https://example.com/queue');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Account updated successfully')).toBeVisible();
  const account = await ctx.admin.request<{ registration_hook: { username: string | null } | null }>(
    'GET',
    `/Accounts/${data.empty.sid}`,
  );
  expect(account.registration_hook?.username ?? null).toBeNull();

  // the application's call and call-status hooks
  await page.goto(`${ctx.stack.hostUrl}/internal/applications/add?account_sid=${data.empty.sid}`);
  await expect(main.getByRole('heading', { name: 'Add an application', level: 1 })).toBeVisible();
  await main.getByLabel('Name', { exact: true }).fill(unique('Hooks app'));
  await refusedBlank('Calling webhook', 'https://example.com/call');
  await refusedBlank('Call status webhook', 'https://example.com/status');
  expect(await ctx.admin.request<unknown[]>('GET', `/Accounts/${data.empty.sid}/Applications`)).toHaveLength(
    0,
  );
});

test('an account that still owns things cannot be deleted; an empty one can', async ({ page }) => {
  const main = mainArea(page);
  await signInAsAdmin(page);

  await test.step('the portal says what remains and keeps Delete disabled', async () => {
    await main.getByRole('button', { name: `Delete ${data.busy.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    await expect(dialog.getByText(`Are you sure you want to delete ${data.busy.name}?`)).toBeVisible();
    await expect(dialog.getByText('This account cannot be deleted yet')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([/application.*Busy app/, /API key/]);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the API refuses as well', async () => {
    await expect(ctx.admin.request('DELETE', `/Accounts/${data.busy.sid}`)).rejects.toThrow(/HTTP 422/);
    await expect(ctx.admin.request('GET', `/Accounts/${data.busy.sid}`)).resolves.toBeTruthy();
  });

  await test.step('an empty account is deleted after confirmation', async () => {
    await main.getByRole('button', { name: `Delete ${data.empty.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete account' });
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText(`Deleted account ${data.empty.name}`)).toBeVisible();
    await expect(main.getByRole('rowheader', { name: data.empty.name })).toHaveCount(0);
    await expect(ctx.admin.request('GET', `/Accounts/${data.empty.sid}`)).rejects.toThrow(/HTTP (403|404)/);
  });
});

test('an application an account uses cannot be deleted; an unused one can', async ({ page }) => {
  const main = mainArea(page);
  await signInAsAdmin(page);
  await page.goto(`${ctx.stack.hostUrl}/internal/applications?account_sid=${data.device.sid}`);
  await expect(main.getByRole('rowheader', { name: data.device.usedApp })).toBeVisible();

  await main.getByRole('button', { name: `Delete ${data.device.usedApp}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete application' });
  await expect(dialog.getByText('This application is in use and cannot be deleted')).toBeVisible();
  await expect(dialog.getByText(`Account ${data.device.name} uses it for device calling`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await main.getByRole('button', { name: `Delete ${data.device.freeApp}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete application' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText(`Deleted application ${data.device.freeApp}`)).toBeVisible();
  await expect(main.getByRole('rowheader', { name: data.device.freeApp })).toHaveCount(0);
  await expect(main.getByRole('rowheader', { name: data.device.usedApp })).toBeVisible();
});

test('a view-only user sees everything read-only and the API refuses their writes', async ({ page }) => {
  const main = mainArea(page);
  await signIn(page, ctx.stack.hostUrl, data.viewOnly, USER_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await test.step('users and settings: nothing to add, delete or save', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(main.getByRole('rowheader', { name: data.viewOnly })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add user' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(main.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).not.toBeEditable();
    await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  await test.step('accounts: no add, no delete, a read-only form without Save', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(main.getByRole('rowheader', { name: data.busy.name })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add account' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await main.getByRole('link', { name: `Edit ${data.busy.name}` }).click();
    await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(data.busy.name);
    await expect(main.getByLabel('Name', { exact: true })).not.toBeEditable();
    await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Generate new secret' })).toHaveCount(0);
  });

  await test.step('applications: no add, no delete, a read-only form without Save', async () => {
    await page.goto(`${ctx.stack.hostUrl}/internal/applications?account_sid=${data.busy.sid}`);
    await expect(main.getByRole('rowheader', { name: data.busy.app })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add application' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await main.getByRole('link', { name: `Edit ${data.busy.app}` }).click();
    await expect(main.getByRole('heading', { name: 'Edit application', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).not.toBeEditable();
    await expect(main.getByLabel('Calling webhook URL')).not.toBeEditable();
    await expect(main.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete application' })).toHaveCount(0);
  });

  await test.step('the API refuses a write with their token', async () => {
    const { client } = await ctx.api.signedIn(data.viewOnly, USER_PASSWORD);
    const before = await accountCount();
    await expect(
      client.createAccount({ name: unique('Sneaky'), service_provider_sid: data.sp }),
    ).rejects.toThrow(/HTTP 403.*User has view-only access/);
    expect(await accountCount()).toBe(before);
  });
});
