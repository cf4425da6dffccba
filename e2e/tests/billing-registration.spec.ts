// Hosted sign-up in the browser: register with e-mail → the code read from the API's mail (a local SMTP
// server) → verify → a taken sub-domain (cross) then a free one (check) → the account page; sign up with GitHub
// through a local OAuth provider and come back as a returning user; the reset-password page's rules; an e-mail
// sign-up with two-factor sign-in asked for its code. Axe on each page.
import {
  SIGNUP_PASSWORD,
  hostedAccount,
  mailedCode,
  scan,
  uniqueEmail,
  uniqueName,
  useHostedStack,
  ROOT_DOMAIN,
} from './billing-support';
import { Secret, TOTP } from 'otpauth';
import { expect, mainArea, signIn, test } from './support';

const ctx = useHostedStack();

test('register with e-mail: the mailed code, a taken sub-domain then a free one, the account page', async ({
  page,
  problems,
}) => {
  problems.allow(/\/v1\/ActivationCode\/000000\b/, 'a wrong code is refused (400) and said so');
  // Someone has the name already.
  const sp = await ctx.admin.defaultServiceProviderSid();
  const taken = uniqueName('taken');
  await ctx.admin.createAccount({
    name: uniqueName('Other'),
    service_provider_sid: sp,
    sip_realm: `${taken}.${ROOT_DOMAIN}`,
  });

  await page.goto(`${ctx.stack.hostUrl}/`);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await scan(page, 'register');
  await expect(page.getByRole('button', { name: 'Sign up with email' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign up with email' }).click();

  const email = uniqueEmail('signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SIGNUP_PASSWORD);
  await scan(page, 'register with email');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Please enter the code we just sent to your email')).toBeVisible();
  await scan(page, 'verify your email');
  await page.getByLabel('Verification Code').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('invalid user or activation code')).toBeVisible();
  await page.getByLabel('Verification Code').fill(await mailedCode(ctx, email));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a subdomain' })).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Registration' });
  const field = page.getByRole('textbox', { name: /Sub-domain/ });
  // a name that cannot be one: the button is off and the page says why, with the red cross
  await field.fill('bad_name!');
  const why = 'A sub-domain may contain only letters, digits and hyphens, not at the start or the end.';
  await expect(page.getByText(why)).toBeVisible();
  await expect(complete).toBeDisabled();
  await expect(complete).toHaveAccessibleDescription(`Not available ${why}`);
  await expect(page.getByRole('img', { name: 'Not available' })).toBeVisible();
  await field.fill(taken);
  await expect(page.getByRole('img', { name: 'Not available' })).toBeVisible();
  await expect(page.getByText(`${taken}.${ROOT_DOMAIN} is taken`)).toBeVisible();
  await expect(complete).toBeDisabled();
  await scan(page, 'choose a subdomain (taken)');
  const mine = uniqueName('mine');
  await field.fill(mine);
  await expect(page.getByText(`${mine}.${ROOT_DOMAIN} is available`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Available' })).toBeVisible();
  await expect(complete).toBeEnabled();
  await complete.click();

  await expect(page).toHaveURL(/\/internal\/accounts\/[0-9a-f-]+\/edit$/);
  const main = mainArea(page);
  await expect(main.getByRole('heading', { name: 'Edit account' })).toBeVisible();
  const subscription = main.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText(`${mine}.${ROOT_DOMAIN}`)).toBeVisible();
  await expect(subscription.getByText(/Free trial \(until \d{4}-\d{2}-\d{2}\)/)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Finish Account Setup' })).toBeVisible();
  // Hosted mode has no Users menu item (docs/product/shell.md#menu).
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  await scan(page, 'account page (hosted)');
});

test('the register page: the terms box beside its label at every width, its links in the portal’s colour', async ({
  page,
}) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${ctx.stack.hostUrl}/register`);
    const box = await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).boundingBox();
    const label = await page.locator('label', { hasText: 'I accept the' }).boundingBox();
    expect(box && label).toBeTruthy();
    // beside (to its right), starting on the box's line — not on a line of its own under it
    expect(label!.x).toBeGreaterThan(box!.x + box!.width);
    expect(Math.abs(label!.y - box!.y)).toBeLessThan(box!.height);
    const colours = await page.evaluate(() => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Terms of Service')!;
      const probe = document.createElement('span');
      probe.style.color = 'var(--sb-color-primary)';
      link.parentElement!.appendChild(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return { link: getComputedStyle(link).color, primary };
    });
    expect(colours.link).toBe(colours.primary);
  }
});

test('sign up with GitHub through the OAuth provider, choose a sub-domain; later sign in with GitHub again', async ({
  page,
}) => {
  const email = uniqueEmail('octo');
  await ctx.nextOAuthUser({ id: 777001, login: 'octo-e2e', name: 'Octo E2E', email });
  await page.goto(`${ctx.stack.hostUrl}/register`);
  await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Sign up with GitHub' }).click();
  // The provider's page sent the browser back with a code; the portal exchanged it.
  await expect(page.getByRole('heading', { name: 'Choose a subdomain' })).toBeVisible();
  const name = uniqueName('octo');
  await page.getByRole('textbox', { name: /Sub-domain/ }).fill(name);
  await expect(page.getByText(`${name}.${ROOT_DOMAIN} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await expect(
    mainArea(page).getByRole('region', { name: 'Subscription' }).getByText(`${name}.${ROOT_DOMAIN}`),
  ).toBeVisible();

  // Signed out, the same GitHub user signs in from the sign-in page and lands on the account.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await ctx.nextOAuthUser({ id: 777001, login: 'octo-e2e', name: 'Octo E2E', email });
  await page.getByRole('button', { name: 'Sign in with Github' }).click();
  await expect(page).toHaveURL(/\/internal\/accounts\/[0-9a-f-]+\/edit$/);
  await expect(mainArea(page).getByRole('region', { name: 'Subscription' })).toBeVisible();
});

test('the OAuth callback refuses a forged state and an unknown provider', async ({ page }) => {
  await page.goto(`${ctx.stack.hostUrl}/oauth-callback/github?code=x&state=forged`);
  await expect(page.getByText('Invalid state')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/oauth-callback/myspace?code=x&state=y`);
  await expect(page.getByText('myspace is not a valid OAuth provider')).toBeVisible();
});

test('forgot password → the reset link by mail → the reset page’s rules → "New password was successfully set."', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  const sp = await ctx.admin.defaultServiceProviderSid();
  const { user_sid: userSid, jwt } = await ctx.api.request<{ user_sid: string; jwt: string }>(
    'POST',
    '/register',
    {
      service_provider_sid: sp,
      provider: 'local',
      email,
      password: SIGNUP_PASSWORD,
      email_activation_code: '1',
    },
  );
  await ctx.api
    .withToken(jwt)
    .request('PUT', `/ActivationCode/${await mailedCode(ctx, email)}`, { user_sid: userSid, type: 'email' });

  await page.goto(`${ctx.stack.hostUrl}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset password link' }).click();
  const mail = await ctx.mail.waitFor(
    (m) => m.to.includes(email) && m.subject === 'Reset your password',
    15_000,
  );
  const link = /(http\S+\/reset-password\/\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password');
  await password.fill('abcdef');
  await confirmation.fill('abcdeg');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'The confirmation password does not match the new password. Please ensure both passwords are identical.',
    ),
  ).toBeVisible();
  await password.fill('abc');
  await confirmation.fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password must be at least 7 characters long.')).toBeVisible();
  await password.fill('1234567');
  await confirmation.fill('1234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must contain a letter.')).toBeVisible();
  await scan(page, 'reset password');
  await password.fill('New-pass-2468');
  await confirmation.fill('New-pass-2468');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New password was successfully set.')).toBeVisible();
  await signIn(page, ctx.stack.hostUrl, email, 'New-pass-2468');
  await expect(
    mainArea(page)
      .getByRole('heading', { name: 'Edit account' })
      .or(mainArea(page).getByRole('heading', { name: 'Edit Sip Realm' })),
  ).toBeVisible();
});

test('an e-mail sign-up turns on two-factor sign-in; signing in with the e-mail then asks for the code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // a verified sign-up with its SIP realm: signing in lands on the account page
  const { email } = await hostedAccount(ctx);
  // the code an authenticator app shows for the key the page shows, `steps` time steps from now
  const codeFor = (key: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: Date.now() + steps * 30_000,
    });

  // hosted sign-in is the host's, with the e-mail as the username; the user's own page has the set-up
  await signIn(page, ctx.stack.hostUrl, email, SIGNUP_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Edit account' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${email}, .*edit your user`) }).click();
  await mainArea(page).getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  await signIn(page, ctx.stack.hostUrl, email, SIGNUP_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await scan(page, 'two-factor sign-in, hosted');
  // the next time step: the one used to turn it on is spent
  await page.getByLabel('Authentication code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
