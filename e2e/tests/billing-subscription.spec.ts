// Paid plans in the browser with the payment sandbox (Stripe's test cards, no network): upgrade with
// 4242… → success toast; the declined card → its reason; modify capacity → the review's prorated cost → confirm;
// change the card; return to the free plan; invoices and the printable receipt. Axe on each page.
import type { Page } from '@playwright/test';
import { SIGNUP_PASSWORD, hostedAccount, scan, typeCard, useHostedStack } from './billing-support';
import { expect, mainArea, signIn, test, toasts } from './support';

const ctx = useHostedStack();

async function signInHosted(page: Page): Promise<string> {
  const account = await hostedAccount(ctx);
  await signIn(page, ctx.stack.hostUrl, account.email, SIGNUP_PASSWORD);
  await expect(mainArea(page).getByRole('region', { name: 'Subscription' })).toBeVisible();
  return account.accountSid;
}

const capacity = (page: Page, name: RegExp) => page.getByRole('spinbutton', { name });

test('upgrade with the declined card: the reason; then with 4242…: paid', async ({ page }) => {
  await signInHosted(page);
  await mainArea(page).getByRole('link', { name: 'Upgrade to a paid plan' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade your Subscription', level: 1 })).toBeVisible();
  await expect(capacity(page, /Maximum concurrent call sessions/)).toHaveValue('5');
  await expect(page.getByTestId('total-monthly-cost')).toHaveText('$25.00');
  await capacity(page, /Maximum concurrent call sessions/).fill('10');
  await expect(page.getByTestId('total-monthly-cost')).toHaveText('$45.00');
  await page.getByRole('button', { name: 'Buy additional device registrations' }).click();
  await capacity(page, /Additional device registrations/).fill('2');
  await expect(page.getByTestId('total-monthly-cost')).toHaveText('$47.00');
  // the devices rule (docs/product/billing.md#price-table): ratio 5 × 10 sessions + 2 devices (the page said 5 × 12 = 60), named under the figure
  await expect(page.getByTestId('devices-allowed')).toHaveText('52');
  await expect(page.getByTestId('devices-formula')).toHaveText(
    'Device-to-call ratio × call sessions + additional devices: 5 × 10 + 2',
  );
  await scan(page, 'upgrade your subscription');

  await typeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $47.00 and Upgrade to Paid Plan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await scan(page, 'upgrade with a declined card');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $47.00 and Upgrade to Paid Plan' }).click();
  await expect(toasts(page).getByText('Payment completed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  const panel = mainArea(page).getByRole('region', { name: 'Subscription' });
  await expect(panel.getByText('Paid plan')).toBeVisible();
  await expect(panel.getByText('10 simultaneous calls, 52 registered devices')).toBeVisible();
  await expect(
    panel.getByText('Device-to-call ratio × call sessions + additional devices: 5 × 10 + 2'),
  ).toBeVisible();
  await expect(panel.getByText('visa ending 4242')).toBeVisible();
});

test('a card that asks for 3-D Secure: the test authentication step, then paid', async ({ page }) => {
  await signInHosted(page);
  await mainArea(page).getByRole('link', { name: 'Upgrade to a paid plan' }).click();
  await typeCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: /and Upgrade to Paid Plan/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm this payment with your bank' });
  await expect(dialog).toBeVisible();
  await scan(page, '3-D Secure step');
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(toasts(page).getByText('Payment completed successfully')).toBeVisible();
  await expect(
    mainArea(page).getByRole('region', { name: 'Subscription' }).getByText('Paid plan'),
  ).toBeVisible();
});

test('paid: modify capacity (review shows the prorated cost), change the card, invoices, return to the free plan', async ({
  page,
}) => {
  const accountSid = await signInHosted(page);
  await mainArea(page).getByRole('link', { name: 'Upgrade to a paid plan' }).click();
  await capacity(page, /Maximum concurrent call sessions/).fill('10');
  await typeCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Pay $45.00 and Upgrade to Paid Plan' }).click();
  await expect(toasts(page).getByText('Payment completed successfully')).toBeVisible();

  // Modify capacity.
  const panel = mainArea(page).getByRole('region', { name: 'Subscription' });
  await panel.getByRole('link', { name: 'Modify subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Configure Your Subscription', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const review = page.getByRole('button', { name: 'Review Changes' });
  await expect(review).toBeDisabled();
  await capacity(page, /Maximum concurrent call sessions/).fill('20');
  await expect(review).toBeEnabled();
  await scan(page, 'configure your subscription');
  await review.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Changes' });
  await expect(dialog.getByText('20 simultaneous calls')).toBeVisible();
  // $45.00 → $90.00 a month, the difference prorated for the rest of the month (nearly all of it, just upgraded).
  await expect(
    dialog.getByText(
      /^Your new monthly charge will be \$90\.00\. \$4[0-5]\.\d\d is charged now for the rest of the current billing period \(prorated\)\.$/,
    ),
  ).toBeVisible();
  await scan(page, 'review changes');
  await dialog.getByRole('button', { name: 'Confirm Changes' }).click();
  await expect(
    toasts(page).getByText('Your subscription capacity has been successfully modified.'),
  ).toBeVisible();
  await expect(panel.getByText('20 simultaneous calls, 100 registered devices')).toBeVisible();

  // Change the card.
  await panel.getByRole('link', { name: 'Manage payment' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Payment Information', level: 1 })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current Payment Information' });
  await expect(current.getByText('**** **** **** 4242')).toBeVisible();
  await expect(current.getByText('12/2034')).toBeVisible();
  await page.getByRole('button', { name: 'Change Payment Info' }).click();
  await expect(page.getByRole('region', { name: 'New Payment Information' })).toBeVisible();
  await typeCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Save New Card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await scan(page, 'manage payment information');
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save New Card' }).click();
  await expect(toasts(page).getByText('Your new card was saved.')).toBeVisible();
  await expect(panel.getByText('mastercard ending 4444')).toBeVisible();

  // Invoices and a receipt.
  await panel.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past invoices' });
  await expect(past.getByRole('row')).toHaveCount(3);
  // the upgrade's first month, and the capacity change prorated for (nearly) all of it
  await expect(past.getByRole('cell', { name: '$45.00' })).toHaveCount(2);
  await expect(past.getByRole('cell', { name: 'Paid' })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Next invoice' }).getByText('$90.00').first()).toBeVisible();
  await scan(page, 'invoices');
  const receiptLink = past.getByRole('link', { name: /^Receipt .*0001/ });
  const href = await receiptLink.getAttribute('href');
  await page.goto(`${ctx.stack.hostUrl}${href}`);
  await expect(page.getByRole('heading', { name: /^Receipt .*-0001$/ })).toBeVisible();
  await expect(page.getByText('Amount paid').locator('xpath=following-sibling::dd[1]')).toHaveText('$45.00');
  await scan(page, 'receipt');

  // Return to the free plan at the end of the period.
  await page.goto(`${ctx.stack.hostUrl}/internal/accounts/${accountSid}/modify-subscription`);
  await page.getByRole('button', { name: 'Return to free plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Return to the free plan?' });
  await expect(
    confirm.getByText(/The free plan starts at the next billing cycle \(\d{4}-\d{2}-\d{2}\)/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Return to free plan' }).click();
  await expect(toasts(page).getByText('Downgrade to free plan completed successfully')).toBeVisible();
  await expect(panel.getByText(/the free plan on \d{4}-\d{2}-\d{2}/)).toBeVisible();
  // Until then the paid capacity stays.
  await expect(panel.getByText('Paid plan')).toBeVisible();
});

test('SIP realm: the availability check and Change Sip Realm', async ({ page }) => {
  const accountSid = await signInHosted(page);
  await mainArea(page).getByRole('link', { name: 'Edit SIP realm' }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/${accountSid}/sip-realm/edit$`));
  const change = page.getByRole('button', { name: 'Change Sip Realm' });
  await expect(change).toBeDisabled();
  const name = `renamed-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /Sub-domain/ }).fill(name);
  await expect(page.getByText(`${name}.sip.switchboard.localhost is available`)).toBeVisible();
  await scan(page, 'edit sip realm');
  await change.click();
  await expect(
    toasts(page).getByText(`Your SIP realm is now ${name}.sip.switchboard.localhost`),
  ).toBeVisible();
  await expect(
    mainArea(page)
      .getByRole('region', { name: 'Subscription' })
      .getByText(`${name}.sip.switchboard.localhost`),
  ).toBeVisible();
});
