// The identity area's English texts as the 'identity' translation namespace, built from the shared constants
// (the one source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
// The messages from the zod-free entry, not validation: the Accounts list (prepared while the sign-in page is idle)
// needs no schemas.
import {
  MESSAGES,
  ACCOUNT_BLOCKER_TEXTS,
  ACCOUNT_FORM_TEXTS,
  ACCOUNT_LIST_TEXTS,
  ACTIVITY_ACTION_TEXTS,
  ACTIVITY_ENTITY_TEXTS,
  ACTIVITY_TEXTS,
  ADMIN_SETTINGS_TEXTS,
  API_KEY_TEXTS,
  APPLICATION_FORM_TEXTS,
  APPLICATION_LIST_TEXTS,
  APPLICATION_PICKER_TEXTS,
  AWS_CREDENTIAL_TYPES,
  BUCKET_VENDORS,
  DATE_FILTERS,
  ENV_VAR_TEXTS,
  HOSTED_ACCOUNT_TEXTS,
  HOSTED_PLAN_NAMES,
  LIMIT_FIELDS,
  LIMITS_TEXTS,
  RECORDING_TEXTS,
  REMAINING_TEXTS,
  SCOPE_FILTER_OPTIONS,
  SERVICE_PROVIDER_BLOCKER_TEXTS,
  SERVICE_PROVIDER_SETTINGS_TEXTS,
  SETTINGS_TEXTS,
  SIGN_OUT_EVERYWHERE_TEXTS,
  SPEECH_FIELD_TEXTS,
  TTS_CACHE_TEXTS,
  USER_FORM_TEXTS,
  USER_LIST_TEXTS,
  WEBHOOK_FIELD_TEXTS,
} from '@switchboard/shared/constants';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_ON, TWO_FACTOR_TEXTS } from '@switchboard/shared/shell-texts';
import { ACCESS_MESSAGES } from '@switchboard/shared/access';
import { areaTranslations, plainTexts, plural, template } from '@switchboard/shared/i18n';

/** A list of choices' names by their value (`[{value, name}]` → `{value: name}`). */
const byValue = <V extends string>(choices: readonly { value: V; name: string }[]) =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.name])) as Record<V, string>;

export const IDENTITY_NAMESPACE = 'identity';

export const identityEnglish = {
  accounts: ACCOUNT_LIST_TEXTS,
  accountForm: ACCOUNT_FORM_TEXTS,
  users: USER_LIST_TEXTS,
  userForm: USER_FORM_TEXTS,
  /** the scopes, as the users list and its Scope filter name them, by their value */
  scopes: byValue(SCOPE_FILTER_OPTIONS),
  applications: APPLICATION_LIST_TEXTS,
  applicationForm: APPLICATION_FORM_TEXTS,
  activity: ACTIVITY_TEXTS,
  activityEntities: ACTIVITY_ENTITY_TEXTS,
  activityActions: ACTIVITY_ACTION_TEXTS,
  /** the date filter's choices, by their value */
  dateFilters: byValue(DATE_FILTERS),
  webhook: WEBHOOK_FIELD_TEXTS,
  envVars: ENV_VAR_TEXTS,
  speech: SPEECH_FIELD_TEXTS,
  recording: RECORDING_TEXTS,
  bucketVendors: byValue(BUCKET_VENDORS),
  awsCredentialTypes: byValue(AWS_CREDENTIAL_TYPES),
  hosted: HOSTED_ACCOUNT_TEXTS,
  plans: HOSTED_PLAN_NAMES,
  signOutEverywhere: SIGN_OUT_EVERYWHERE_TEXTS,
  ttsCache: TTS_CACHE_TEXTS,
  limits: {
    ...LIMITS_TEXTS,
    /** the limit fields' labels, by their category */
    fields: Object.fromEntries(LIMIT_FIELDS.map((field) => [field.category, field.label])),
  },
  applicationPicker: APPLICATION_PICKER_TEXTS,
  settings: SETTINGS_TEXTS,
  adminSettings: ADMIN_SETTINGS_TEXTS,
  serviceProviderSettings: SERVICE_PROVIDER_SETTINGS_TEXTS,
  apiKeys: API_KEY_TEXTS,
  twoFactor: {
    ...plainTexts(TWO_FACTOR_TEXTS),
    ...plural('on', TWO_FACTOR_ON),
    ...plural('onRequired', {
      one: `${TWO_FACTOR_ON.one} ${TWO_FACTOR_TEXTS.requiredNote}`,
      other: `${TWO_FACTOR_ON.other} ${TWO_FACTOR_TEXTS.requiredNote}`,
    }),
    resetDone: template(TWO_FACTOR_TEXTS.resetDone, 'name'),
  },
  /** the lines of what keeps an account or a service provider from being deleted (the shared rules' words) */
  remaining: REMAINING_TEXTS,
  accountBlockers: ACCOUNT_BLOCKER_TEXTS,
  serviceProviderBlockers: SERVICE_PROVIDER_BLOCKER_TEXTS,
  /** the rules' and the API's messages these pages show: in the user's language by the kit's fields and toasts */
  messages: {
    passwordMust: MESSAGES.passwordMust,
    passwordMinLength: template(MESSAGES.passwordMinLength, 'count'),
    passwordDigit: MESSAGES.passwordDigit,
    passwordSpecial: MESSAGES.passwordSpecial,
    serviceProviderNameRequired: MESSAGES.serviceProviderNameRequired,
    serviceProviderNameInUse: MESSAGES.serviceProviderNameInUse,
    noAccountsForAccountUser: MESSAGES.noAccountsForAccountUser,
    noAccess: MESSAGES.noAccess,
    noAccountPermission: MESSAGES.noAccountPermission,
    noSettingsAccess: ACCESS_MESSAGES.settings,
    noAllAccountsAccess: ACCESS_MESSAGES.allAccounts,
    twoFactor: TWO_FACTOR_MESSAGES,
  },
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const identityTranslations: Promise<void> = areaTranslations(IDENTITY_NAMESPACE, identityEnglish, {
  de: () => import(/* webpackChunkName: "identity-de" */ './de.json'),
});
