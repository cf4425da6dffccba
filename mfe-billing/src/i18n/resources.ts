// The billing area's English texts as the 'billing' translation namespace, built from the shared constants (the one
// source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import {
  BILLING_ACCESS_TEXTS,
  BILLING_MESSAGES,
  MESSAGES,
  PAYMENT_TEXTS,
  SIP_REALM_TEXTS,
  INVOICE_STATUS_LABELS,
  INVOICE_TEXTS,
  REGISTRATION_MESSAGES,
  REGISTRATION_TEXTS,
  SUBSCRIPTION_SERVICE_TEXTS,
  SUBSCRIPTION_TEXTS,
  USAGE_TEXTS,
} from '@switchboard/shared/constants';
import { plainTexts, areaTranslations, template } from '@switchboard/shared/i18n';

export const BILLING_NAMESPACE = 'billing';

export const billingEnglish = {
  invoices: INVOICE_TEXTS,
  invoiceStatus: INVOICE_STATUS_LABELS,
  subscription: SUBSCRIPTION_TEXTS,
  services: SUBSCRIPTION_SERVICE_TEXTS,
  usage: USAGE_TEXTS,
  /** the payment flows' toasts (the kit shows a known English text in the user's language) */
  messages: BILLING_MESSAGES,
  registration: REGISTRATION_TEXTS,
  /** the registration rules' messages (the forms' fields and toasts show them in the user's language) */
  registrationMessages: {
    ...plainTexts(REGISTRATION_MESSAGES),
    invalidOAuthProvider: template(REGISTRATION_MESSAGES.invalidOAuthProvider, 'provider'),
  },
  payment: PAYMENT_TEXTS,
  sipRealm: SIP_REALM_TEXTS,
  access: { ...BILLING_ACCESS_TEXTS, noResourceAccess: MESSAGES.noResourceAccess },
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const billingTranslations: Promise<void> = areaTranslations(BILLING_NAMESPACE, billingEnglish, {
  de: () => import(/* webpackChunkName: "billing-de" */ './de.json'),
});
