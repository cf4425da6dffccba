// A portal that knows its areas before they answer: the menu comes from the release registry with config.json, so
// each remote blocked in turn (its origin refused) keeps its menu items — marked unavailable, with the reason as
// their accessible description — its page shows the message with Retry, and every other area works; unblocked,
// Retry loads the page in place, without a page load.
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { MENU_ITEM_UNAVAILABLE } from '../../host/src/portal/layout/menu-texts';
import { coreMenu } from '../../host/src/portal/core-menu';
import { expect, mainArea, portalMenu, signIn, test, useStack } from './support';

const ctx = useStack();
const failureMessage = 'This part of the portal could not be loaded.';

/** One page of each area with items in an admin's menu: the menu item that opens it and its heading. */
const PAGES: Record<string, { item: string; heading: string }> = {
  identity: { item: 'Users', heading: 'Users' },
  telephony: { item: 'Carriers', heading: 'Carriers' },
  speech: { item: 'Speech', heading: 'Speech services' },
  observability: { item: 'Recent calls', heading: 'Recent calls' },
};

/** The items an admin sees of one remote (the menu of docs/product/shell.md#menu as the E2E stack runs it). */
const itemsOf = (remote: string) =>
  coreMenu({ scope: 'admin', hosted: false, lcr: true, teams: false })
    .filter(([, area]) => area === remote)
    .map(([label]) => label);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function open(page: Page, remote: string) {
  const { item, heading } = PAGES[remote];
  await nav(page).getByRole('link', { name: item, exact: true }).click();
  return mainArea(page).getByRole('heading', { name: heading, level: 1, exact: true });
}

for (const down of Object.keys(PAGES)) {
  test(`${down} blocked: its items stay, marked; its page offers Retry; the others work; Retry recovers in place`, async ({
    page,
    problems,
  }) => {
    const origin = ctx.stack.remoteOrigins[down];
    problems.allow(new RegExp(escape(origin)), `mfe-${down}'s server is refused on purpose`);
    problems.allow(new RegExp(`remote ${down}\\b`), `the portal logs that mfe-${down} could not be loaded`);
    const blocked = `${origin}/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));
    await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(`${ctx.stack.hostUrl}/internal/accounts`);
    // Marks the page: a page load would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await test.step('the whole menu, at once: the blocked area’s items included', async () => {
      await expect(nav(page).getByRole('link')).toHaveText(portalMenu('admin'));
    });

    await test.step('its page: the message and Retry; its items marked unavailable', async () => {
      if (down !== 'identity') await expect(await open(page, 'identity')).toBeVisible();
      await nav(page).getByRole('link', { name: PAGES[down].item, exact: true }).click();
      const failure = mainArea(page).getByRole('alert').filter({ hasText: failureMessage });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
      for (const label of itemsOf(down))
        await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAccessibleDescription(
          MENU_ITEM_UNAVAILABLE,
        );
      await expect(nav(page).getByRole('link')).toHaveText(portalMenu('admin'));
    });

    await test.step('every other area works, its items unmarked', async () => {
      for (const other of Object.keys(PAGES).filter((id) => id !== down)) {
        await expect(await open(page, other)).toBeVisible();
        for (const label of itemsOf(other))
          await expect(nav(page).getByRole('link', { name: label, exact: true })).not.toHaveAttribute(
            'aria-describedby',
          );
      }
    });

    await test.step('unblocked, Retry loads the page without a page load', async () => {
      await nav(page).getByRole('link', { name: PAGES[down].item, exact: true }).click();
      await expect(mainArea(page).getByText(failureMessage)).toBeVisible();
      await page.unroute(blocked);
      await mainArea(page).getByRole('button', { name: 'Retry' }).click();
      await expect(
        mainArea(page).getByRole('heading', { name: PAGES[down].heading, level: 1, exact: true }),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      for (const label of itemsOf(down))
        await expect(nav(page).getByRole('link', { name: label, exact: true })).not.toHaveAttribute(
          'aria-describedby',
        );
    });
  });
}
