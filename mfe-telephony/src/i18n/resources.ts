// The telephony area's English texts as the 'telephony' translation namespace, built from the shared constants
// (the one source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import { CARRIER_FORM_TEXTS, CARRIER_LIST_TEXTS, TELEPHONY_MESSAGES } from '@switchboard/shared/constants';
import { registerTranslations } from '@switchboard/shared/i18n';

export const TELEPHONY_NAMESPACE = 'telephony';

/** The messages of the carrier rules and answers that are plain texts (a rule's message shown in a form, a toast). */
const CARRIER_MESSAGE_KEYS = [
  'carrierNameRequired',
  'atLeastOneSipGateway',
  'fqdnOutboundOnly',
  'invalidSipGatewayAddress',
  'sipGatewayNotUnique',
  'gatewayDirectionRequired',
  'outboundNetmask',
  'netmaskInvalid',
  'authBothOrNeither',
  'registerRealmRequired',
  'registerUsernameRequired',
  'registerPasswordRequired',
  'techPrefixTooShort',
  'invalidSipProxy',
  'smppOutboundRequired',
  'smppInboundPasswordRequired',
  'carrierNoChanges',
  'carrierNoDelete',
  'carrierCreated',
  'carrierUpdated',
  'sipGatewayDeleted',
] as const satisfies ReadonlyArray<keyof typeof TELEPHONY_MESSAGES>;

export const telephonyEnglish = {
  carriers: CARRIER_LIST_TEXTS,
  carrierForm: CARRIER_FORM_TEXTS,
  messages: Object.fromEntries(CARRIER_MESSAGE_KEYS.map((key) => [key, TELEPHONY_MESSAGES[key]])) as Record<
    (typeof CARRIER_MESSAGE_KEYS)[number],
    string
  >,
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const telephonyTranslations: Promise<void> = registerTranslations(
  TELEPHONY_NAMESPACE,
  telephonyEnglish,
  (language) => (language === 'de' ? import(/* webpackChunkName: "telephony-de" */ './de.json') : undefined),
).catch(() => undefined);
