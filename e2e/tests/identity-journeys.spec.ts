// The main journey: an admin creates a service provider, an account (with call recording, whose bucket
// test fails offline with a reason), an application with webhooks and environment variables (from the schema the
// call webhook publishes), and a user of account scope; that user signs in, lands on their own account's edit
// page and sees only their account.
import { ENV_SCHEMA } from '../harness/fixtures-server';
import { ADMIN_PASSWORD, USER_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, portalMenu, toasts, unique, useStack } from './support';

const ctx = useStack();

interface AccountRow {
  account_sid: string;
  name: string;
  sip_realm: string | null;
  record_all_calls: number;
  record_format: string;
  registration_hook: { url: string; method: string } | null;
  bucket_credential: {
    vendor: string;
    name: string;
    region: string;
    tags?: { Key: string; Value: string }[];
  } | null;
}
interface ApplicationRow {
  application_sid: string;
  name: string;
  account_sid: string;
  call_hook: { url: string; method: string };
  call_status_hook: { url: string; method: string };
  env_vars: Record<string, unknown> | null;
}

test('admin sets up a service provider, account, application and account user; the user sees only their account', async ({
  page,
  browser,
}) => {
  const spName = unique('Journey SP');
  const accountName = unique('Journey account');
  const realm = `${accountName.split(' ').pop()}.sip.example.com`;
  const bucket = `recordings-${accountName.split(' ').pop()}`;
  const appName = unique('Journey app');
  const userName = unique('journey-user').replace(' ', '-');
  const main = mainArea(page);
  let spSid = '';
  let accountSid = '';

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(main.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();

  await test.step('add a service provider from the sidebar', async () => {
    await page.getByRole('button', { name: 'Add service provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add service provider' });
    await dialog.getByLabel('Service provider name').fill(spName);
    await dialog.getByRole('button', { name: 'Add service provider' }).click();
    await expect(toasts(page).getByText(`Added new service provider ${spName}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: 'Service provider' });
    await expect(picker.locator('option:checked')).toHaveText(spName);
    spSid = await picker.inputValue();
    // The new service provider has no accounts yet.
    await expect(main.getByText('No Accounts.')).toBeVisible();
  });

  await test.step('add an account with call recording to an AWS bucket', async () => {
    await main.getByRole('link', { name: 'Add account' }).click();
    await expect(main.getByRole('heading', { name: 'Add account', level: 1 })).toBeVisible();
    await main.getByLabel('Name', { exact: true }).fill(accountName);
    await main.getByLabel('SIP realm').fill(realm);
    await main.getByLabel('Registration webhook URL').fill('https://hooks.example.com/register');

    await main.getByLabel('Enable call recording').check();
    await main.getByLabel('Record all calls').check();
    await expect(main.getByLabel('mp3')).toBeChecked();
    await main.getByLabel('Bucket vendor').selectOption({ label: 'AWS' });
    await expect(main.getByLabel('Region')).toHaveValue('us-east-1');
    await main.getByLabel('Bucket name').fill(bucket);
    await main.getByLabel('Access key ID').fill('AKIAE2ETESTKEY000001');
    await main.getByLabel('Secret access key').fill('e2e-secret-access-key-0123456789');
    await main.getByRole('button', { name: 'Add tag' }).click();
    await main.getByLabel('Tag 1 key').fill('team');
    await main.getByLabel('Tag 1 value').fill('voice');
    // The bucket can be tested once the account exists.
    await expect(main.getByRole('button', { name: 'Test' })).toBeDisabled();

    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/accounts(\?|$)/);
    await expect(main.getByRole('rowheader', { name: accountName })).toBeVisible();

    const accounts = await ctx.admin.request<AccountRow[]>('GET', `/ServiceProviders/${spSid}/Accounts`);
    expect(accounts.map((a) => a.name)).toEqual([accountName]);
    accountSid = accounts[0].account_sid;
    const saved = await ctx.admin.request<AccountRow>('GET', `/Accounts/${accountSid}`);
    expect(saved).toMatchObject({
      name: accountName,
      sip_realm: realm,
      record_all_calls: 1,
      record_format: 'mp3',
      registration_hook: { url: 'https://hooks.example.com/register', method: 'POST' },
      bucket_credential: {
        vendor: 'aws_s3',
        name: bucket,
        region: 'us-east-1',
        tags: [{ Key: 'team', Value: 'voice' }],
      },
    });
  });

  await test.step("the bucket test fails offline, with the server's reason", async () => {
    await main.getByRole('link', { name: accountName }).first().click();
    await expect(main.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
    await expect(main.getByLabel('Enable call recording')).toBeChecked();
    await expect(main.getByLabel('Bucket name')).toHaveValue(bucket);
    await main.getByRole('button', { name: 'Test' }).click();
    // AWS cannot be reached from here (or refuses these made-up keys): either way the reason names the bucket's host.
    const failure = toasts(page).getByRole('alert');
    await expect(failure).toContainText(/amazonaws\.com|bucket recordings-/, { timeout: 20_000 });
    await expect(toasts(page).getByText('Bucket Credential is valid.')).toHaveCount(0);
  });

  await test.step('add an application with webhooks and the environment variables its webhook asks for', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await expect(main.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Account' })).toHaveValue(accountSid);
    await expect(main.getByText('No applications.')).toBeVisible();

    await main.getByRole('link', { name: 'Add application' }).click();
    await expect(main.getByRole('heading', { name: 'Add an application', level: 1 })).toBeVisible();
    await main.getByLabel('Name', { exact: true }).fill(appName);
    await main.getByLabel('Calling webhook URL').fill(ctx.stack.fixtures.hookUrl('call'));
    await main.getByLabel('Call status webhook URL').fill(ctx.stack.fixtures.hookUrl('status'));

    // The schema arrives from the webhook (OPTIONS), and becomes fields with its defaults and descriptions.
    const env = main.getByRole('group', { name: 'Environment variables' });
    await expect(env.getByLabel('GREETING')).toBeVisible();
    await expect(env.getByText(ENV_SCHEMA.GREETING.description)).toBeVisible();
    await expect(env.getByLabel('MAX_RETRIES')).toHaveValue(String(ENV_SCHEMA.MAX_RETRIES.default));
    await expect(env.getByLabel('RECORD_CALLS')).not.toBeChecked();
    await env.getByLabel('GREETING').fill('Welcome to Switchboard');
    await env.getByLabel('RECORD_CALLS').check();

    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Application created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: appName })).toBeVisible();
    await expect(main.getByText('Total: 1 record(s)')).toBeVisible();

    const apps = await ctx.admin.request<ApplicationRow[]>('GET', `/Accounts/${accountSid}/Applications`);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      name: appName,
      account_sid: accountSid,
      call_hook: { url: ctx.stack.fixtures.hookUrl('call'), method: 'POST' },
      call_status_hook: { url: ctx.stack.fixtures.hookUrl('status'), method: 'POST' },
      env_vars: { GREETING: 'Welcome to Switchboard', MAX_RETRIES: 3, RECORD_CALLS: true },
    });
  });

  await test.step('add a user of account scope', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await expect(main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await main.getByRole('link', { name: 'Add user' }).click();
    await expect(main.getByRole('heading', { name: 'Add user', level: 1 })).toBeVisible();
    await main.getByLabel('User name').fill(userName);
    await main.getByLabel('Email').fill(`${userName}@example.com`);
    await main.getByLabel('Temporary password').fill(USER_PASSWORD);
    await main.getByRole('radio', { name: 'Account' }).check();
    await main.getByRole('combobox', { name: 'Service provider' }).selectOption(spSid);
    await main.getByRole('combobox', { name: 'Account' }).selectOption(accountSid);
    await main.getByLabel('Force change of password at next sign-in').uncheck();
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('User created successfully')).toBeVisible();
    await expect(main.getByRole('rowheader', { name: userName })).toBeVisible();
  });

  await test.step('the account user signs in and sees only their own account', async () => {
    const context = await browser.newContext();
    const userPage = await context.newPage();
    const userMain = mainArea(userPage);
    await signIn(userPage, ctx.stack.hostUrl, userName, USER_PASSWORD);
    await expect(userPage).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts/${accountSid}/edit`);
    await expect(userMain.getByRole('heading', { name: 'Edit account', level: 1 })).toBeVisible();
    await expect(userMain.getByLabel('Name', { exact: true })).toHaveValue(accountName);
    const nav = userPage.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(portalMenu('account'));

    // Their applications: only their account's, and no account to choose.
    await nav.getByRole('link', { name: 'Applications' }).click();
    await expect(userMain.getByRole('rowheader', { name: appName })).toBeVisible();
    await expect(userMain.getByRole('rowheader')).toHaveCount(1);
    await expect(userMain.getByRole('combobox', { name: 'Account' })).toHaveCount(0);

    // The accounts list is not for them.
    await userPage.goto(`${ctx.stack.hostUrl}/internal/accounts`);
    await expect(
      toasts(userPage).getByText('You do not have permissions to manage all accounts'),
    ).toBeVisible();
    await expect(userPage).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts/${accountSid}/edit`);

    // Another account is not theirs.
    const other = (await ctx.admin.accounts(await ctx.admin.defaultServiceProviderSid()))[0];
    await userPage.goto(`${ctx.stack.hostUrl}/internal/accounts/${other.account_sid}/edit`);
    await expect(
      userMain.getByText('You do not have permissions to make changes to this Account'),
    ).toBeVisible();
    await expect(userMain.getByLabel('Name', { exact: true })).toHaveCount(0);
    await context.close();
  });
});
