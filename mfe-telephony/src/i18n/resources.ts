// The telephony area's English texts as the 'telephony' translation namespace, built from the shared constants
// (the one source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import {
  CARRIER_FORM_TEXTS,
  CARRIER_LIST_TEXTS,
  CLIENT_FORM_TEXTS,
  CLIENT_LIST_TEXTS,
  GATEWAY_TEXTS,
  LCR_LIST_TEXTS,
  NUMBER_LIST_TEXTS,
  TELEPHONY_COMMON_TEXTS,
  TELEPHONY_MESSAGES,
  TENANT_FORM_TEXTS,
  TENANT_LIST_TEXTS,
} from '@switchboard/shared/constants';
import { registerTranslations, template } from '@switchboard/shared/i18n';

export const TELEPHONY_NAMESPACE = 'telephony';

/** The area's messages that are plain texts (a rule's message shown in a form, a toast). */
const MESSAGE_KEYS = [
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
  'noClients',
  'deletedSipClient',
  'noTenants',
  'tenantDeleted',
  'noTeamsFqdn',
  'noLcrs',
  'lcrDeleted',
  'noLcrPermission',
  'noPhoneNumbers',
  'noCarrierForNumbers',
  'selectAccountToAssign',
  'updatingNumberRouting',
  'numberRoutingUpdated',
] as const satisfies ReadonlyArray<keyof typeof TELEPHONY_MESSAGES>;

export const telephonyEnglish = {
  common: TELEPHONY_COMMON_TEXTS,
  carriers: CARRIER_LIST_TEXTS,
  clients: CLIENT_LIST_TEXTS,
  clientForm: CLIENT_FORM_TEXTS,
  tenants: TENANT_LIST_TEXTS,
  tenantForm: TENANT_FORM_TEXTS,
  lcrs: LCR_LIST_TEXTS,
  numbers: NUMBER_LIST_TEXTS,
  carrierForm: CARRIER_FORM_TEXTS,
  gateways: GATEWAY_TEXTS,
  messages: {
    ...(Object.fromEntries(MESSAGE_KEYS.map((key) => [key, TELEPHONY_MESSAGES[key]])) as Record<
      (typeof MESSAGE_KEYS)[number],
      string
    >),
    deletedPhoneNumber: template(TELEPHONY_MESSAGES.deletedPhoneNumber, 'number'),
  },
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
