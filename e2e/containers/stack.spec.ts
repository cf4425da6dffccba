// The containers of docker-compose.yml, as an operator runs them (scripts/test-containers.mjs brings them up): the
// portal answers on the host container's port alone, one page of every area loads through it, and what was saved
// is still there after the API's container restarts (the database and its secrets live in a volume).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ApiClient, SEEDED_ADMIN } from '../harness/api-client';

const portal = process.env.CONTAINERS_PORTAL_URL ?? '';
// how to reach the stack's Compose project, e.g. `["docker-compose","-p","switchboard-ct-123"]`
const compose = JSON.parse(process.env.CONTAINERS_COMPOSE ?? '[]') as string[];

test.beforeAll(() => {
  if (!portal || compose.length === 0)
    throw new Error(
      'run through `npm run test:containers`, which brings the stack up and sets the variables',
    );
});

function main(page: Page) {
  return page.locator('main');
}

async function heading(page: Page, name: string) {
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Waits until the API answers through the host's proxy again (after its container restarted). */
async function apiAnswers(): Promise<void> {
  await expect
    .poll(
      async () => {
        // without a token: 401 from the API, 502/503 from the host's proxy while the API is away
        const response = await fetch(`${portal}/api/v1/ServiceProviders`).catch(() => undefined);
        return response?.status ?? 0;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeLessThan(500);
}

test('through the host port: every area loads, and data outlives a restart of the API container', async ({
  page,
}) => {
  const api = new ApiClient(`${portal}/api/v1`);

  await test.step('signed out: the registration page (billing)', async () => {
    await page.goto(`${portal}/register`);
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  });

  await test.step('the seeded admin signs in through the forced password change (identity)', async () => {
    await page.goto(`${portal}/`);
    await page.getByLabel('Username').fill(SEEDED_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/create-password$/);
    await page.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(`${portal}/internal/accounts`);
    await heading(page, 'Accounts');
  });

  await test.step('one page of each other area', async () => {
    for (const [link, title] of [
      ['Carriers', 'Carriers'],
      ['Speech', 'Speech services'],
      ['Recent calls', 'Recent calls'],
    ]) {
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
      await heading(page, title);
    }
  });

  const name = `Container account ${randomBytes(3).toString('hex')}`;
  await test.step('an account saved before the restart', async () => {
    const admin = (await api.signedIn(SEEDED_ADMIN.username, ADMIN_PASSWORD)).client;
    await admin.createAccount({ name, service_provider_sid: await admin.defaultServiceProviderSid() });
  });

  await test.step('the API container restarts', async () => {
    execFileSync(compose[0], [...compose.slice(1), 'restart', 'api'], { stdio: 'inherit' });
    await apiAnswers();
  });

  await test.step('the account is still there, and the session still holds', async () => {
    await page.goto(`${portal}/internal/accounts`);
    await heading(page, 'Accounts');
    await expect(main(page).getByRole('rowheader', { name })).toBeVisible();
  });
});
