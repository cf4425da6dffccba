// The identity area's English texts as the 'identity' translation namespace, built from the shared constants
// (the one source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import {
  ACCOUNT_FORM_TEXTS,
  ACCOUNT_LIST_TEXTS,
  ACTIVITY_ACTION_TEXTS,
  ACTIVITY_ENTITY_TEXTS,
  ACTIVITY_TEXTS,
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
  SCOPE_FILTER_OPTIONS,
  SIGN_OUT_EVERYWHERE_TEXTS,
  SPEECH_FIELD_TEXTS,
  TTS_CACHE_TEXTS,
  USER_FORM_TEXTS,
  USER_LIST_TEXTS,
  WEBHOOK_FIELD_TEXTS,
} from '@switchboard/shared/constants';
import { areaTranslations } from '@switchboard/shared/i18n';

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
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const identityTranslations: Promise<void> = areaTranslations(IDENTITY_NAMESPACE, identityEnglish, {
  de: () => import(/* webpackChunkName: "identity-de" */ './de.json'),
});
