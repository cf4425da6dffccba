// What the billing specs share: a stack in hosted mode (FEATURE_HOSTED for the portal, HOSTED for the API) whose API
// sends real mail to a local SMTP server the test reads, and signs GitHub/Google users in through a local OAuth
// provider (oauth2-mock-server) — started before the stack so their addresses are in its environment. Also: a hosted
// account made through the API (sign-up, the mailed code, a sub-domain), the sandbox card field, and axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startMailCatcher, verificationCodeOf, type MailCatcher } from '../../scripts/lib/mail-catcher.cjs';
import { ApiClient } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { freePorts } from '../harness/ports';
import { runDir, startProcess, stopProcess, type Managed } from '../harness/processes';
import { expect, test, useStack, type FileStack } from './support';

export const ROOT_DOMAIN = 'sip.switchboard.localhost';
export const SIGNUP_PASSWORD = 'Signup-e2e-2468';

export interface HostedStack extends FileStack {
  mail: MailCatcher;
  oauthUrl: string;
  /** The GitHub/Google user the next authorization signs in. */
  nextOAuthUser: (user: { id: number; login?: string; name?: string; email: string }) => Promise<void>;
}

/** A stack in hosted mode with a mail catcher and a local OAuth provider (register before other hooks). */
export function useHostedStack(): HostedStack {
  const apiEnv: NodeJS.ProcessEnv = { HOSTED: '1', HOSTED_ROOT_DOMAIN: ROOT_DOMAIN };
  const hostEnv: NodeJS.ProcessEnv = { FEATURE_HOSTED: '1', FEATURE_FORGOT_PASSWORD: '1' };
  const holder = {} as HostedStack;
  let oauth: Managed | undefined;
  test.beforeAll(async () => {
    holder.mail = await startMailCatcher();
    apiEnv.SMTP_URL = holder.mail.smtpUrl;
    const [port] = await freePorts(1);
    oauth = startProcess(
      'oauth-mock',
      process.execPath,
      [path.join(repoRoot, 'scripts/lib/oauth-mock.mjs'), '--port', String(port)],
      {
        cwd: repoRoot,
        env: { ...process.env },
        dir: runDir(),
      },
    );
    holder.oauthUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${holder.oauthUrl}/.well-known/openid-configuration`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 150) throw new Error(`the OAuth mock did not start:\n${oauth.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const [provider, clientId] of [
      ['GITHUB', 'e2e-github-client'],
      ['GOOGLE', 'e2e-google-client'],
    ]) {
      Object.assign(apiEnv, {
        [`${provider}_CLIENT_ID`]: clientId,
        [`${provider}_CLIENT_SECRET`]: 'e2e-secret',
        [`${provider}_TOKEN_URL`]: `${holder.oauthUrl}/token`,
        [`${provider}_USER_URL`]: `${holder.oauthUrl}/userinfo`,
      });
      Object.assign(hostEnv, {
        [`${provider}_CLIENT_ID`]: clientId,
        [`${provider}_AUTHORIZE_URL`]: `${holder.oauthUrl}/authorize`,
      });
    }
    holder.nextOAuthUser = async (user) => {
      const response = await fetch(`${holder.oauthUrl}/__next-user`, {
        method: 'POST',
        body: JSON.stringify(user),
      });
      expect(response.status).toBe(204);
    };
  });
  const stack = useStack({ apiEnv, hostEnv });
  test.beforeAll(() => {
    holder.stack = stack.stack;
    holder.api = stack.api;
    holder.admin = stack.admin;
  });
  test.afterAll(async () => {
    await holder.mail?.close();
    if (oauth) await stopProcess(oauth);
  });
  return holder;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;

/** The verification code the API mailed to `email`. */
export async function mailedCode(ctx: HostedStack, email: string): Promise<string> {
  const mail = await ctx.mail.waitFor((m) => m.to.includes(email), 15_000);
  const code = verificationCodeOf(mail);
  if (!code) throw new Error(`no code in the mail to ${email}: ${mail.text}`);
  return code;
}

/** A verified hosted account with a SIP realm, made through the API as the portal would. */
export async function hostedAccount(
  ctx: HostedStack,
): Promise<{ email: string; accountSid: string; token: string }> {
  const email = uniqueEmail('acct');
  const sp = await ctx.admin.defaultServiceProviderSid();
  const registered = await ctx.api.request<{ jwt: string; user_sid: string; account_sid: string }>(
    'POST',
    '/register',
    {
      service_provider_sid: sp,
      provider: 'local',
      email,
      password: SIGNUP_PASSWORD,
      email_activation_code: '000000',
    },
  );
  const user = new ApiClient(ctx.stack.apiUrl, registered.jwt);
  await user.request('PUT', `/ActivationCode/${await mailedCode(ctx, email)}`, {
    user_sid: registered.user_sid,
    type: 'email',
  });
  await user.request(
    'POST',
    `/Accounts/${registered.account_sid}/SipRealms/${uniqueName('acct')}.${ROOT_DOMAIN}`,
  );
  return { email, accountSid: registered.account_sid, token: registered.jwt };
}

/** Types a card into the sandbox card field. */
export async function typeCard(page: Page, number: string, expiry = '1234', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM / YY)').pressSequentially(expiry);
  await page.getByLabel('Security code (CVC)').fill(cvc);
}

/** axe (WCAG 2.1 A/AA): no serious or critical violation on the page as it is now. */
export async function scan(page: Page, name: string) {
  await test.step(`axe: ${name}`, async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
    expect.soft(serious, name).toEqual([]);
  });
}
