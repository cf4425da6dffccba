// Mfe-observability unreachable (its origin blocked) → its pages say so with Retry, its menu items stay
// (marked), the rest of the shell and the other areas keep working, and once it answers again Retry shows Recent
// calls.
import { ADMIN_PASSWORD } from '../harness/api-client';
import { MENU_ITEM_UNAVAILABLE } from '../../host/src/portal/layout/menu-texts';
import { expect, mainArea, portalMenu, signIn, test, useStack } from './support';

const ctx = useStack();
const failureMessage = 'This part of the portal could not be loaded.';

test('observability blocked: its page has the message and Retry; the shell and identity work; Retry recovers', async ({
  problems,
  page,
}) => {
  problems.allow(/mf-manifest\.json/, 'mfe-observability is stopped on purpose: its manifest cannot be read');
  const blocked = `${ctx.stack.remoteOrigins.observability}/**`;
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.goto(`${ctx.stack.hostUrl}/internal/recent-calls`);
  await expect(mainArea(page).getByText(failureMessage)).toBeVisible();
  await expect(mainArea(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(portalMenu('admin'));
  for (const name of ['Recent calls', 'Alerts'])
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAccessibleDescription(
      MENU_ITEM_UNAVAILABLE,
    );

  // the shell and the other areas keep working
  await nav.getByRole('link', { name: 'Applications' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();

  await page.unroute(blocked);
  await page.goto(`${ctx.stack.hostUrl}/internal/recent-calls`);
  await expect(mainArea(page).getByRole('heading', { name: 'Recent calls', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
});
