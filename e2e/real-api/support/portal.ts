// What the real-API specs do in the browser: the same page helpers as the main suite, on the lane's one portal.
import { expect, type Page } from '@playwright/test';
import { mainArea, signIn, toasts } from '../../tests/support';
import { portalUrl } from './env';
import type { MadeUser } from './fixtures';

export { expect, mainArea, toasts };
export { test } from '@playwright/test';

/** The portal page at `path` (e.g. '/internal/users'). */
export const at = (path: string) => `${portalUrl()}${path}`;

/** Signs in through the sign-in page as a user made with the admin key. */
export async function signInAs(page: Page, user: Pick<MadeUser, 'name' | 'password'>): Promise<void> {
  await signIn(page, portalUrl(), user.name, user.password);
}

/**
 * Signs in and waits for the first page (an admin or service-provider user: Accounts; an account user: their
 * account's edit page), so what follows starts on a settled portal.
 */
export async function signInAndLand(page: Page, user: Pick<MadeUser, 'name' | 'password'>): Promise<void> {
  await signInAs(page, user);
  await expect(
    mainArea(page).getByRole('heading', { name: /^(Accounts|Edit account)$/, level: 1 }),
  ).toBeVisible();
}

/**
 * An admin picks a service provider in the sidebar (the real server holds every run's providers, so an admin's
 * first one by name is anyone's).
 */
export async function chooseServiceProvider(page: Page, name: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Service provider' });
  await picker.selectOption({ label: name });
  await expect(picker.locator('option:checked')).toHaveText(name);
}

/** Follows a link of the main menu. */
export async function openMenu(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
}
