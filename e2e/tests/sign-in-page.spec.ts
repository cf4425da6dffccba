// The sign-in form is in the page's HTML (built in), so it shows before any script runs; the entry script makes it
// work (it sends 'Log in' itself) and the lean shell takes it over after the page's load event, keeping what was
// typed; other paths get the page without it.
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, test, useStack } from './support';

const ctx = useStack();

test('without JavaScript, / shows the sign-in form, and it cannot submit', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ctx.stack.hostUrl}/`);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // Styled by the page's own inline rules (the card is centred, not a bare form).
  const card = await page.locator('main section').boundingBox();
  expect(card && card.width).toBeLessThan(500);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await context.close();
});

test('the first paint is the styled form: with its stylesheets held it looks as it does once they apply', async ({
  page,
}) => {
  // The stylesheets and the entry are held: what shows is the page's HTML with its own inline rules.
  let releaseSheets: () => void = () => undefined;
  const sheetsHeld = new Promise<void>((resolve) => (releaseSheets = resolve));
  let releaseScript: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  const sheetRequests: string[] = [];
  await page.route(/\.[0-9a-f]{10}\.css$/, async (route) => {
    sheetRequests.push(route.request().url());
    await sheetsHeld;
    await route.continue();
  });
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`${ctx.stack.hostUrl}/`, { waitUntil: 'commit' });
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(sheetRequests.length).toBeGreaterThan(0);
  const card = page.locator('main section');
  // The card as styled: centred, at most 24rem wide (a bare form would span the window).
  const first = await card.boundingBox();
  expect(first && first.width).toBeLessThanOrEqual(24 * 16);
  expect(first && first.x).toBeGreaterThan(100);
  const firstPaint = await page.screenshot();

  releaseSheets();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  expect(await card.boundingBox()).toEqual(first);
  expect((await page.screenshot()).equals(firstPaint)).toBe(true);

  // The entry then takes over without asking for a stylesheet the page already has.
  releaseScript();
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(new Set(sheetRequests).size).toBe(sheetRequests.length);
});

test('what is typed before the script arrives is kept when it takes over, and signing in works', async ({
  page,
}) => {
  // Hold the page's script until the user has typed into the static form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${ctx.stack.hostUrl}/`, { waitUntil: 'commit' });
  const username = page.getByLabel('Username');
  await username.fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();

  release();
  // Taken over: the button works, the values and the focus are where they were.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expect(username).toHaveValue('admin');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ADMIN_PASSWORD);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
});

test("the page loads no React before its load event; its own script sends 'Log in' while React is held", async ({
  page,
  problems,
}) => {
  problems.allow(/POST \S+\/v1\/login → 403|status of 403 .*\/v1\/login/, 'the wrong password is refused');
  // React is held: the page must still load (it is not on the load path) and send the login.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/react\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${ctx.stack.hostUrl}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const login = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/login$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  expect((await login).postDataJSON()).toEqual({ username: 'admin', password: 'not-the-password' });

  release();
  // The lean shell takes over and shows the answer of that login, announced.
  await expect(page.getByRole('alert')).toHaveText('Login credentials are incorrect');
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
});

test('every other page path gets the page without the built-in form', async ({ request }) => {
  const root = await request.get(`${ctx.stack.hostUrl}/`, { headers: { accept: 'text/html' } });
  expect(await root.text()).toContain('name="username"');
  for (const path of ['/internal/accounts', '/create-password', '/no-such-page']) {
    const response = await request.get(`${ctx.stack.hostUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('name="username"');
  }
});
