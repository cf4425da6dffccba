// Every page of the portal (not hosted) over one small data set with fixed names: what the layout, screenshot and
// accessibility specs walk through. Each page says how to open it and when it is ready (its data shown, nothing
// loading), so a measurement or a screenshot never catches a skeleton.
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, type ApiClient } from '../harness/api-client';
import { reportCallJustEnded, simulate } from './observability-support';
import { createCarrier, createLcr, createNumber } from './telephony-support';
import { expect, mainArea, signIn, type FileStack } from './support';

export interface PortalData {
  sp: string;
  account: string;
  application: string;
  user: string;
  carrier: string;
  number: string;
  client: string;
  lcr: string;
  speech: string;
  alertRule: string;
}

export const NAMES = {
  account: 'Acme Support',
  application: 'IVR main menu',
  user: 'dana-ops',
  carrier: 'Acme SIP trunk',
  number: '15557200100',
  client: 'alice',
  lcr: 'Acme routes',
  alertRule: 'Acme ASR below 50 %',
};

/** The data every page shows: an account with an application, a user, a carrier, a number, a client, routes… */
export async function seedPortal(ctx: FileStack): Promise<PortalData> {
  const admin: ApiClient = ctx.admin;
  const sp = await admin.defaultServiceProviderSid();
  const account = await admin.createAccount({
    name: NAMES.account,
    service_provider_sid: sp,
    sip_realm: 'acme.sip.example.com',
  });
  const application = await admin.createApplication({ name: NAMES.application, account_sid: account });
  const user = await admin.createUser({
    name: NAMES.user,
    scope: 'account',
    service_provider_sid: sp,
    account_sid: account,
  });
  const carrier = await createCarrier(admin, sp, { name: NAMES.carrier, e164_leading_plus: 1 }, [
    { ipv4: '192.0.2.10', port: 5060, inbound: 1, outbound: 1 },
    { ipv4: 'sip.acme.example.com', port: 5061, inbound: 0, outbound: 1, protocol: 'tls' },
  ]);
  const number = await createNumber(admin, {
    number: NAMES.number,
    voip_carrier_sid: carrier,
    account_sid: account,
    application_sid: application,
  });
  const client = (
    await admin.request<{ sid: string }>('POST', '/Clients', {
      account_sid: account,
      username: NAMES.client,
      password: 'Alice-secret-1',
      is_active: 1,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    })
  ).sid;
  const lcr = await createLcr(
    admin,
    { name: NAMES.lcr, account_sid: account },
    [{ regex: '^1', carrier, description: 'North America' }],
    carrier,
  );
  const speech = (
    await admin.request<{ sid: string }>('POST', `/ServiceProviders/${sp}/SpeechCredentials`, {
      vendor: 'deepgram',
      api_key: 'every-page-deepgram-key',
      use_for_tts: 1,
      use_for_stt: 1,
    })
  ).sid;
  // The account's calls and alerts: the simulator's traffic (every answered call recorded), one call and one alert
  // of the last minutes (so "Today" has some at any hour).
  await admin.request('PUT', `/Accounts/${account}`, { record_all_calls: 1 });
  simulate(ctx.stack.databasePath, [account], { seed: 11, days: 2, perDay: 30 });
  await reportCallJustEnded(admin, account);
  await admin.request('POST', '/Ingest/Alerts', [
    {
      time: new Date(Date.now() - 120_000).toISOString(),
      alert_type: 'webhook-failure',
      message: 'https://hooks.acme.example.com/voicemail returned 500',
      account_sid: account,
    },
  ]);
  const alertRule = (
    await admin.request<{ sid: string }>('POST', `/ServiceProviders/${sp}/AlertRules`, {
      name: NAMES.alertRule,
      account_sid: account,
      condition: 'carrier_asr_below',
      threshold: 50,
      window_minutes: 60,
      voip_carrier_sid: carrier,
      emails: ['noc@acme.example.com'],
      webhook_url: 'https://hooks.acme.example.com/alert-rules',
    })
  ).sid;
  return { sp, account, application, user, carrier, number, client, lcr, speech, alertRule };
}

export interface PortalPage {
  /** A short name, also the screenshot's file name. */
  name: string;
  path: string;
  /** Waits for what the page shows once loaded (beyond its h1 and no skeleton). */
  ready?: (page: Page) => Promise<void>;
}

const rowHeader = (name: string) => async (page: Page) => {
  await expect(mainArea(page).getByRole('rowheader', { name }).first()).toBeVisible();
};

const field = (label: string) => async (page: Page) => {
  await expect(mainArea(page).getByLabel(label, { exact: true }).first()).toBeVisible();
};

const listItems = (name: string) => async (page: Page) => {
  await expect(mainArea(page).getByRole('list', { name }).getByRole('listitem').first()).toBeVisible();
};

/** Every page an admin opens, by area. */
export function portalPages(d: PortalData): PortalPage[] {
  const withAccount = `account_sid=${d.account}`;
  return [
    { name: 'accounts', path: '/internal/accounts', ready: rowHeader(NAMES.account) },
    { name: 'account-add', path: '/internal/accounts/add', ready: field('Name') },
    {
      name: 'account-edit',
      path: `/internal/accounts/${d.account}/edit`,
      ready: async (page) => {
        await expect(mainArea(page).getByRole('heading', { name: 'Account API keys' })).toBeVisible();
      },
    },
    {
      name: 'applications',
      path: `/internal/applications?${withAccount}`,
      ready: rowHeader(NAMES.application),
    },
    { name: 'application-add', path: `/internal/applications/add?${withAccount}`, ready: field('Name') },
    {
      name: 'application-edit',
      path: `/internal/applications/${d.application}/edit`,
      ready: field('Name'),
    },
    { name: 'users', path: '/internal/users', ready: rowHeader(NAMES.user) },
    { name: 'user-add', path: '/internal/users/add', ready: field('User name') },
    { name: 'user-edit', path: `/internal/users/${d.user}/edit`, ready: field('User name') },
    { name: 'settings', path: '/internal/settings', ready: field('Minimum password length') },
    { name: 'activity', path: '/internal/activity' },
    { name: 'carriers', path: '/internal/carriers', ready: rowHeader(NAMES.carrier) },
    { name: 'carrier-add', path: '/internal/carriers/add', ready: field('Carrier name') },
    { name: 'carrier-edit', path: `/internal/carriers/${d.carrier}/edit`, ready: field('Carrier name') },
    { name: 'carrier-health', path: '/internal/carrier-health', ready: rowHeader(NAMES.carrier) },
    { name: 'phone-numbers', path: '/internal/phone-numbers', ready: rowHeader(NAMES.number) },
    { name: 'phone-number-add', path: `/internal/phone-numbers/add?${withAccount}` },
    { name: 'phone-number-edit', path: `/internal/phone-numbers/${d.number}/edit` },
    { name: 'phone-number-import', path: '/internal/phone-numbers/import' },
    { name: 'clients', path: `/internal/clients?${withAccount}`, ready: rowHeader(NAMES.client) },
    { name: 'client-add', path: `/internal/clients/add?${withAccount}` },
    { name: 'client-edit', path: `/internal/clients/${d.client}/edit` },
    { name: 'outbound-routing', path: '/internal/least-cost-routing', ready: rowHeader(NAMES.lcr) },
    { name: 'outbound-routing-add', path: '/internal/least-cost-routing/add' },
    { name: 'outbound-routing-edit', path: `/internal/least-cost-routing/${d.lcr}/edit` },
    { name: 'ms-teams-tenants', path: '/internal/ms-teams-tenants' },
    { name: 'speech-services', path: '/internal/speech-services', ready: rowHeader('Deepgram') },
    { name: 'speech-service-add', path: '/internal/speech-services/add', ready: field('Vendor') },
    { name: 'speech-service-edit', path: `/internal/speech-services/${d.speech}/edit` },
    { name: 'recent-calls', path: '/internal/recent-calls', ready: listItems('Calls') },
    { name: 'alerts', path: '/internal/alerts', ready: listItems('Alerts') },
    { name: 'alert-rules', path: '/internal/alert-rules', ready: rowHeader(NAMES.alertRule) },
    { name: 'alert-rule-add', path: '/internal/alert-rules/add', ready: field('Name') },
    {
      name: 'alert-rule-edit',
      path: `/internal/alert-rules/${d.alertRule}/edit`,
      ready: async (page) => {
        await expect(mainArea(page).getByText('No notifications sent yet')).toBeVisible();
      },
    },
    {
      name: 'call-quality',
      path: '/internal/call-quality',
      // the period's figures, or the page's word that it had no calls (the simulated day may not have begun)
      ready: async (page) => {
        const main = mainArea(page);
        await expect(
          main.getByRole('img', { name: /^ASR by carrier/ }).or(main.getByText('No calls in this period.')),
        ).toBeVisible();
      },
    },
    {
      name: 'usage',
      path: '/internal/usage',
      ready: async (page) => {
        await expect(mainArea(page).getByRole('table', { name: /nearest its limit first/ })).toBeVisible();
      },
    },
  ];
}

/** Opens a page and waits until it is ready: its h1, no skeleton or spinner, what `ready` waits for. */
export async function openPage(page: Page, hostUrl: string, target: PortalPage): Promise<void> {
  await page.goto(`${hostUrl}${target.path}`);
  const main = mainArea(page);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  if (target.ready) await target.ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function signInAsAdmin(page: Page, hostUrl: string): Promise<void> {
  await signIn(page, hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
}
