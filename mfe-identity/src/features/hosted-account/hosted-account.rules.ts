// The hosted account page's rules (docs/product/identity.md#hosted-account-page): the subscription panel's words, the 'Finish Account Setup' items,
// and the Delete Account confirmation (the typed phrase 'delete my account', and the password of a local user).
import type { UsersMe } from '@switchboard/shared/types';
import { HOSTED_ACCOUNT_TEXTS, HOSTED_PLAN_NAMES } from '@switchboard/shared/constants';
import {
  DEFAULT_DEVICE_TO_CALL_RATIO,
  MESSAGES,
  PRODUCT_NAMES,
  deviceAllowance,
  registeredDevicesFormula,
} from '@switchboard/shared/validation';

const INTERNAL = '/internal';
const account = (sid: string) => `${INTERNAL}/accounts/${encodeURIComponent(sid)}`;

/** The billing area's pages (linked by URL: remotes never import each other). */
export const billingPaths = {
  subscription: (sid: string) => `${account(sid)}/subscription`,
  modifySubscription: (sid: string) => `${account(sid)}/modify-subscription`,
  managePayment: (sid: string) => `${account(sid)}/manage-payment`,
  invoices: (sid: string) => `${account(sid)}/invoices`,
  sipRealmEdit: (sid: string) => `${account(sid)}/sip-realm/edit`,
};

export const setupPaths = {
  carrierAdd: `${INTERNAL}/carriers/add`,
  speechAdd: `${INTERNAL}/speech-services/add`,
};

export const PLAN_NAMES = HOSTED_PLAN_NAMES;

export interface PlanSummary {
  plan: string;
  /** the plan's key in PLAN_NAMES, when it is one (the page names it in the language in use) */
  planKey: keyof typeof PLAN_NAMES | null;
  sessions: number;
  devices: number;
  /** the rule the devices figure comes from, with its numbers (none on the free plan: its one device) */
  devicesFormula: string | null;
  /** the trial's last day */
  trialEnds: string | null;
  card: string | null;
  /** the card's brand as the API names it (none: `card`) and its last four digits */
  cardParts: { card: string | null; last4: string } | null;
}

export function planSummary(me: UsersMe): PlanSummary {
  const quantity = (name: string) => me.subscription?.products.find((p) => p.name === name)?.quantity ?? 0;
  const plan = me.account.plan_type ?? 'free';
  const sessions = quantity(PRODUCT_NAMES.voice_call_session);
  const extra = quantity(PRODUCT_NAMES.device);
  const sub = me.subscription;
  const ratio = me.account.device_to_call_ratio ?? DEFAULT_DEVICE_TO_CALL_RATIO;
  return {
    plan: PLAN_NAMES[plan as keyof typeof PLAN_NAMES] ?? plan,
    planKey: plan in PLAN_NAMES ? (plan as keyof typeof PLAN_NAMES) : null,
    sessions,
    devices: deviceAllowance(plan, ratio, sessions, extra),
    devicesFormula: plan === 'free' ? null : registeredDevicesFormula(ratio, sessions, extra),
    trialEnds:
      plan === 'trial' && me.account.trial_end_date ? String(me.account.trial_end_date).slice(0, 10) : null,
    card: sub?.last4 ? `${sub.card_type ?? 'card'} ending ${sub.last4}` : null,
    cardParts: sub?.last4 ? { card: sub.card_type ?? null, last4: sub.last4 } : null,
  };
}

export const DELETE_PHRASE = MESSAGES.deleteAccountConfirmation;

/** The Delete Account form's check: the phrase typed exactly, and a password when the user signs in with one. */
export function deleteAccountErrors(
  values: { phrase: string; password: string },
  needsPassword: boolean,
): { phrase?: string; password?: string } {
  const errors: { phrase?: string; password?: string } = {};
  if (values.phrase.trim() !== DELETE_PHRASE) errors.phrase = MESSAGES.deleteAccountMistyped;
  if (needsPassword && !values.password) errors.password = HOSTED_ACCOUNT_TEXTS.passwordRequired;
  return errors;
}
