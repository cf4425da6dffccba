// The subscription form's state (docs/product/billing.md#modify-subscription): the two lines (call sessions, devices) with what was typed,
// the device line hidden until asked for or already above 0, each line's price and cost, the total, the registered
// devices it allows, whether anything changed (modify mode) and what the review says about a dry run.
import type {
  BillingCategory,
  BillingChange,
  PriceCatalogueEntry,
  UsersMeSubscription,
} from '@switchboard/shared/types';
import { translate, type Translate } from '@switchboard/shared/i18n';
import {
  BILLING_CATEGORIES,
  CAPACITY_LIMITS,
  capacityError,
  currentQuantity,
  formatMoney,
  priceOf,
  registeredDevices,
  subscriptionLines,
  subscriptionProducts,
  unitName,
  type SubscriptionLine,
} from '@switchboard/shared/validation';
import { BILLING_NAMESPACE } from '../../i18n/resources';

/** The area's texts in the language in use (a page passes its `t`, so it changes with the language). */
const billingText: Translate = (key, values) => translate(BILLING_NAMESPACE, key, values);

export type SubscriptionMode = 'upgrade' | 'modify';

export interface SubscriptionFormState {
  lines: SubscriptionLine[];
  /** What is in each capacity box (may be mid-typing: '', '1'). */
  inputs: Record<BillingCategory, string>;
  deviceVisible: boolean;
}

export type SubscriptionAction =
  | { type: 'capacity'; category: BillingCategory; value: string }
  | { type: 'show-devices' }
  | { type: 'reset'; state: SubscriptionFormState };

export function initialSubscriptionState(
  catalogue: readonly PriceCatalogueEntry[],
  subscription: Pick<UsersMeSubscription, 'products'> | null | undefined,
  mode: SubscriptionMode,
): SubscriptionFormState {
  // Upgrading from a free plan's single session starts at the paid minimum.
  const lines = subscriptionLines(catalogue, subscription, { clampToMin: mode === 'upgrade' });
  const inputs = Object.fromEntries(lines.map((line) => [line.category, String(line.capacity)])) as Record<
    BillingCategory,
    string
  >;
  return { lines, inputs, deviceVisible: currentQuantity(subscription, 'device') > 0 };
}

/** A capacity box's text as a number: digits only; anything else counts as 0 (and is reported). */
function parseCapacity(value: string): number {
  return /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : 0;
}

export function subscriptionReducer(
  state: SubscriptionFormState,
  action: SubscriptionAction,
): SubscriptionFormState {
  switch (action.type) {
    case 'capacity':
      return {
        ...state,
        inputs: { ...state.inputs, [action.category]: action.value },
        lines: state.lines.map((line) =>
          line.category === action.category ? { ...line, capacity: parseCapacity(action.value) } : line,
        ),
      };
    case 'show-devices':
      return { ...state, deviceVisible: true };
    case 'reset':
      return action.state;
    default:
      return state;
  }
}

/** The lines the table shows: the device line only once asked for (or above 0 already). */
export function visibleLines(state: SubscriptionFormState): SubscriptionLine[] {
  return state.lines.filter((line) => line.category !== 'device' || state.deviceVisible);
}

/** What the table shows for a line. */
export interface LineView {
  category: BillingCategory;
  service: string;
  min: number;
  max: number;
  input: string;
  priceLabel: string;
  cost: string;
  error: string | null;
}

export function lineViews(state: SubscriptionFormState, t: Translate = billingText): LineView[] {
  return visibleLines(state).map((line) => {
    const price = priceOf(line.price, line.capacity);
    const amount = formatMoney(price.unitAmount, line.currency);
    // a unit label is the price's own (Stripe's, as its owner wrote it); without one it is 'unit'
    const unit = line.unit_label?.trim() ? unitName(line.unit_label) : t('subscription.unit');
    const outOfRange = capacityError(line.category, state.inputs[line.category]) !== null;
    return {
      category: line.category,
      service: t(`services.${line.category}`),
      min: line.min,
      max: line.max,
      input: state.inputs[line.category],
      priceLabel: price.flat
        ? t('subscription.priceFlat', { amount })
        : t('subscription.pricePer', { amount, unit }),
      cost: formatMoney(price.cost, line.currency),
      error: outOfRange
        ? t(
            line.category === 'voice_call_session'
              ? 'subscription.sessionsOutOfRange'
              : 'subscription.devicesOutOfRange',
            CAPACITY_LIMITS[line.category],
          )
        : null,
    };
  });
}

/** The quantities that count: a hidden device line counts as 0. */
export function effectiveLines(state: SubscriptionFormState): SubscriptionLine[] {
  return state.lines.map((line) =>
    line.category === 'device' && !state.deviceVisible ? { ...line, capacity: 0 } : line,
  );
}

export function totalOf(state: SubscriptionFormState): { cents: number; text: string } {
  const lines = effectiveLines(state);
  const cents = lines.reduce((sum, line) => sum + priceOf(line.price, line.capacity).cost, 0);
  return { cents, text: formatMoney(cents, lines[0]?.currency) };
}

export function quantitiesOf(state: SubscriptionFormState): Record<BillingCategory, number> {
  return Object.fromEntries(effectiveLines(state).map((line) => [line.category, line.capacity])) as Record<
    BillingCategory,
    number
  >;
}

/** Registered devices the capacity allows: device_to_call_ratio × call sessions + additional devices. */
export function devicesAllowed(state: SubscriptionFormState, ratio: number | null | undefined): number {
  const q = quantitiesOf(state);
  return registeredDevices(ratio, q.voice_call_session, q.device);
}

/** The rule under the figure, with the quantities it was computed from. */
export function devicesFormula(
  state: SubscriptionFormState,
  ratio: number | null | undefined,
  t: Translate = billingText,
): string {
  const q = quantitiesOf(state);
  return t('subscription.devicesFormula', {
    ratio: Number(ratio) > 0 ? Number(ratio) : 0,
    sessions: q.voice_call_session,
    devices: q.device,
  });
}

export function hasErrors(state: SubscriptionFormState): boolean {
  return lineViews(state).some((line) => line.error !== null);
}

/** Modify mode: nothing to submit while the quantities are the current ones. */
export function isUnchanged(
  state: SubscriptionFormState,
  subscription: Pick<UsersMeSubscription, 'products'> | null | undefined,
): boolean {
  const q = quantitiesOf(state);
  return BILLING_CATEGORIES.every((category) => q[category] === currentQuantity(subscription, category));
}

export const productsOf = (state: SubscriptionFormState) => subscriptionProducts(effectiveLines(state));

/** The sentence under the table while the device line is hidden. */
export function includedDevicesText(
  state: SubscriptionFormState,
  ratio: number | null | undefined,
  t: Translate = billingText,
): string | null {
  const sessions = quantitiesOf(state).voice_call_session;
  if (state.deviceVisible || sessions <= 0) return null;
  return t('subscription.includedDevices', { sessions, devices: registeredDevices(ratio, sessions, 0) });
}

/** The review of a dry run (docs/product/billing.md#modify-subscription: prorated and monthly cost before confirming). */
export function reviewText(change: BillingChange, t: Translate = billingText): string {
  const monthly = formatMoney(change.monthly_cost, change.currency);
  const prorated = formatMoney(Math.abs(change.prorated_cost), change.currency);
  if (change.prorated_cost > 0) return t('subscription.chargedNow', { monthly, prorated });
  if (change.prorated_cost < 0) return t('subscription.creditedNext', { monthly, prorated });
  return t('subscription.monthlyCharge', { monthly });
}
