// The billing rows of `npm run bench -w e2e`: how long the subscription page's price table takes to recompute after a
// keystroke in a capacity box (target ≤ 16 ms, one frame, on the mobile profile). Its own stack in hosted mode (the
// billing pages exist only there), an account signed up through the API, the upgrade page opened cold per run; in the
// page, the time from the `input` event (captured before React sees it) to the Total Monthly Cost cell's new text.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ApiClient } from '../harness/api-client';
import { startStack, type Stack } from '../harness/stack';

export const PRICE_TABLE_METRIC = {
  id: 'priceTableKeystrokeMs',
  label: 'subscription price table recompute per keystroke',
  unit: 'ms',
} as const;

const KEYSTROKES = 20;

export interface BillingBench {
  /** Samples (ms per keystroke) of one cold run of the upgrade page with `newPage`'s profile. */
  measure: (
    browser: Browser,
    newPage: (token: string) => Promise<{ context: BrowserContext; page: Page }>,
  ) => Promise<number[]>;
  stop: () => Promise<void>;
}

export async function startBillingBench(dir: string, builds?: Record<string, string>): Promise<BillingBench> {
  const stack: Stack = await startStack({
    dir,
    builds,
    hostEnv: { FEATURE_HOSTED: '1' },
    apiEnv: { HOSTED: '1' },
  });
  const api = new ApiClient(stack.apiUrl);
  const admin = await api.adminAfterForcedChange();
  const sp = await admin.defaultServiceProviderSid();
  const signup = await api.request<{ jwt: string; account_sid: string }>('POST', '/register', {
    service_provider_sid: sp,
    provider: 'local',
    email: `bench-${Date.now().toString(36)}@example.com`,
    password: 'Bench-pass-2468',
    email_activation_code: '000000',
  });
  const url = `${stack.hostUrl}/internal/accounts/${signup.account_sid}/subscription`;

  return {
    async measure(_browser, newPage) {
      const { context, page } = await newPage(signup.jwt);
      try {
        await page.goto(url, { timeout: 120_000 });
        const input = page.locator('#bil-capacity-voice_call_session');
        await input.waitFor({ timeout: 120_000 });
        await page.getByTestId('total-monthly-cost').waitFor();
        await page.evaluate(() => {
          const box = document.getElementById('bil-capacity-voice_call_session');
          const total = document.querySelector('[data-testid="total-monthly-cost"]');
          const samples: number[] = [];
          let startedAt = 0;
          (window as unknown as { __priceTable: number[] }).__priceTable = samples;
          // Captured on window: before React's own listener on the root.
          window.addEventListener(
            'input',
            (event) => {
              if (event.target === box) startedAt = performance.now();
            },
            true,
          );
          new MutationObserver(() => {
            if (startedAt) {
              samples.push(performance.now() - startedAt);
              startedAt = 0;
            }
          }).observe(total as Node, { childList: true, subtree: true, characterData: true });
        });
        await input.click();
        await page.keyboard.press('End');
        for (let i = 0; i < KEYSTROKES; i += 1) {
          // 5 → 5n → 5: each keystroke changes the price tier and the total.
          await page.keyboard.press(i % 2 === 0 ? String((i / 2) % 10) : 'Backspace');
          await page.waitForTimeout(60);
        }
        await page.waitForFunction(
          (n) => (window as unknown as { __priceTable: number[] }).__priceTable.length >= n,
          KEYSTROKES,
          { timeout: 30_000 },
        );
        return page.evaluate(() => (window as unknown as { __priceTable: number[] }).__priceTable);
      } finally {
        await context.close();
      }
    },
    stop: () => stack.stop(),
  };
}
