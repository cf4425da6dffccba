// Where the billing pages live: the hosted account pages under /internal (docs/product/identity.md#hosted-account-page, docs/product/billing.md#registration) and the public pages.
// The account page itself is the identity area's; billing links to it by URL (remotes never import each other).
import { INTERNAL } from '@switchboard/shared/admin';

const account = (sid: string) => `${INTERNAL}/accounts/${encodeURIComponent(sid)}`;

export const paths = {
  accountEdit: (sid: string) => `${account(sid)}/edit`,
  subscription: (sid: string) => `${account(sid)}/subscription`,
  modifySubscription: (sid: string) => `${account(sid)}/modify-subscription`,
  managePayment: (sid: string) => `${account(sid)}/manage-payment`,
  sipRealmEdit: (sid: string) => `${account(sid)}/sip-realm/edit`,
  invoices: (sid: string) => `${account(sid)}/invoices`,
  receipt: (sid: string, invoiceId: string) =>
    `/receipts/${encodeURIComponent(sid)}/${encodeURIComponent(invoiceId)}`,
  signIn: '/',
  register: '/register',
  registerEmail: '/register/email',
  verifyEmail: '/register/email/verify-your-email',
  chooseSubdomain: '/register/choose-a-subdomain',
} as const;

/** The well-known default service provider of a jambonz install (docs/api/contract.md#fresh-database), when none is configured. */
export const DEFAULT_SERVICE_PROVIDER_SID = '2708b1b3-2736-40ea-b502-c53d8396247f';

/** Where the root domain returned by sign-up is kept for the sub-domain step (docs/product/billing.md#choose-a-subdomain). */
export const ROOT_DOMAIN_KEY = 'sb.rootDomain';
