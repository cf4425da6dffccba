// What every spec file uses: its own stack (API on a fresh database, host and remotes on free ports), an admin
// API client for set-up, unique names, and page helpers that act the way a user does.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ApiClient } from '../harness/api-client';
import { runDir } from '../harness/processes';
import { startStack, type Stack, type StackOptions } from '../harness/stack';
import type { Scope } from '@switchboard/shared/types';
import { coreMenu } from '../../host/src/portal/core-menu';

import { ProblemWatch, type Problems } from './problems';

/**
 * Playwright's `test` with the console rule (./problems.ts): every test fails on a console error, an uncaught error
 * or a failed request (network error or status ≥ 400) it did not allow with `problems.allow(pattern, reason)`.
 */
export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ context }, use) => {
      const watch = new ProblemWatch();
      watch.watch(context);
      await use(watch);
      // what a page was still doing when the test ended (a poll, a prefetch) is cut short by the context closing,
      // not by the portal: the test's end is the last moment looked at
      expect(watch.unexpected(), 'console errors and failed requests the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
export type { Problems };

export interface FileStack {
  stack: Stack;
  api: ApiClient;
  /** An admin client (the seeded admin, its forced change done through the API). Undefined with `keepSeededAdmin`. */
  admin: ApiClient;
}

/**
 * Starts a stack for this spec file (beforeAll) and stops it after (afterAll). With `keepSeededAdmin` the seeded
 * admin keeps its forced password change, for the spec that does it through the UI.
 */
export function useStack(
  options: Omit<StackOptions, 'dir' | 'builds'> & {
    keepSeededAdmin?: boolean;
    /** Changes which folder serves which app (e.g. a copy of one remote's build that a test replaces). */
    builds?: (shared: Record<string, string>) => Record<string, string>;
  } = {},
): FileStack {
  const holder = {} as FileStack;
  test.beforeAll(async () => {
    const shared = process.env.SB_E2E_BUILDS
      ? (JSON.parse(process.env.SB_E2E_BUILDS) as Record<string, string>)
      : undefined;
    const builds = options.builds && shared ? options.builds(shared) : shared;
    holder.stack = await startStack({ ...options, dir: runDir(), builds });
    holder.api = new ApiClient(holder.stack.apiUrl);
    if (!options.keepSeededAdmin) holder.admin = await holder.api.adminAfterForcedChange();
  });
  test.afterAll(async () => {
    await holder.stack?.stop();
  });
  return holder;
}

/** A name no other test uses. */
export function unique(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** Signs in through the sign-in page. */
export async function signIn(page: Page, hostUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${hostUrl}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The notifications region (toasts), in English or German (the kit names it in the language in use). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^(Notifications|Benachrichtigungen)$/ });
}

/** The page's main area (the remote's pages render here). */
export function mainArea(page: Page) {
  return page.locator('main');
}

/** Serious and critical axe violations (WCAG 2.2 A/AA) of the page as it is now, one line each (rule, impact, where). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/** A test step scanning the page with axe: no serious or critical violation (soft, so every page is reported). */
export async function scanAccessibility(page: Page, name: string): Promise<void> {
  await test.step(`axe: ${name}`, async () => {
    expect.soft(await seriousViolations(page), name).toEqual([]);
  });
}

/**
 * The menu of docs/product/shell.md#menu for a scope as the E2E stack runs it (every remote up, not hosted, Outbound Call Routing on, no MS
 * Teams FQDN), from the same table the host's declaration test checks; `without` leaves out remotes that are down.
 */
export function portalMenu(scope: Scope, options: { without?: string[] } = {}): string[] {
  return coreMenu({ scope, hosted: false, lcr: true, teams: false })
    .filter(([, area]) => !options.without?.includes(area))
    .map(([label]) => label);
}
