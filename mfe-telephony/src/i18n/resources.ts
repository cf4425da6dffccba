// The telephony area's English texts as the 'telephony' translation namespace, built from the shared constants
// (the one source of the spec's English); German is de.json beside it, fetched only when German is in use.
// docs/architecture.md#translation
import {
  CARRIER_FORM_TEXTS,
  CARRIER_HEALTH_MESSAGES,
  CARRIER_HEALTH_TEXTS,
  CARRIER_LEVEL_LABELS,
  CLIENT_REGISTRATION_MESSAGES,
  GATEWAY_STATE_LABELS,
  REGISTRATION_STATE_TEXTS,
  ROUTE_EXPLANATIONS,
  ROUTING_TESTER_MESSAGES,
  CARRIER_LIST_TEXTS,
  CLIENT_FORM_TEXTS,
  CLIENT_LIST_TEXTS,
  GATEWAY_TEXTS,
  LCR_FORM_TEXTS,
  LCR_LIST_TEXTS,
  NUMBER_FORM_TEXTS,
  NUMBER_IMPORT_TEXTS,
  NUMBER_LIST_TEXTS,
  ROUTE_EDITOR_TEXTS,
  TELEPHONY_COMMON_TEXTS,
  TELEPHONY_MESSAGES,
  TENANT_FORM_TEXTS,
  TENANT_LIST_TEXTS,
} from '@switchboard/shared/constants';
import { plainTexts, plural, areaTranslations, template } from '@switchboard/shared/i18n';

export const TELEPHONY_NAMESPACE = 'telephony';

/** The area's messages that are plain texts (a rule's message shown in a form, a toast, an API answer). */
const plainMessages = plainTexts(TELEPHONY_MESSAGES);

/** The messages with values, as templates (a direction is one of `directions`, translated as it comes). */
const M = TELEPHONY_MESSAGES;
const templateMessages = {
  noWhitespace: template(M.noWhitespace, 'label'),
  invalidDomainOrIp: template(M.invalidDomainOrIp, 'label'),
  smppSubdomain: template(M.smppSubdomain, 'host'),
  invalidSmppAddress: template(M.invalidSmppAddress, 'direction'),
  smppNotUnique: template(M.smppNotUnique, 'direction'),
  smppGatewayDeleted: template(M.smppGatewayDeleted, 'direction'),
  deletedPhoneNumber: template(M.deletedPhoneNumber, 'number'),
  csvMissingColumn: M.csvMissingColumns(['{{columns}}']),
  csvMissingColumns: M.csvMissingColumns(['{{columns}}', '']).replace('{{columns}}, ', '{{columns}}'),
  csvUnknown: template(M.csvUnknown, 'what', 'value'),
  csvAmbiguous: template(M.csvAmbiguous, 'what', 'value'),
  csvDuplicateInFile: template(M.csvDuplicateInFile, 'line'),
  // a count as `{{count}}`: the English forms for 1 and for any other number
  ...plural('imported', {
    one: M.imported(1).replace('1', '{{count}}'),
    other: M.imported(2).replace('2', '{{count}}'),
  }),
  lcrAccountTaken: template(M.lcrAccountTaken, 'accountName'),
  lcrServiceProviderTaken: template(M.lcrServiceProviderTaken, 'spName'),
};

const T = ROUTING_TESTER_MESSAGES;
const E = ROUTE_EXPLANATIONS;

const H = CARRIER_HEALTH_MESSAGES;
const R = CLIENT_REGISTRATION_MESSAGES;

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
  messages: { ...plainMessages, ...templateMessages },
  /** the words a message's direction is filled with */
  directions: { inbound: 'inbound', outbound: 'outbound' },
  numberForm: NUMBER_FORM_TEXTS,
  numberImport: NUMBER_IMPORT_TEXTS,
  lcrForm: LCR_FORM_TEXTS,
  routes: ROUTE_EDITOR_TEXTS,
  health: CARRIER_HEALTH_TEXTS,
  healthMessages: {
    ...H,
    callsSampled: template(H.callsSampled, 'shown', 'total'),
    notPingedStale: template(H.notPingedStale, 'minutes'),
  },
  levels: CARRIER_LEVEL_LABELS,
  gatewayStates: GATEWAY_STATE_LABELS,
  registrationStates: REGISTRATION_STATE_TEXTS,
  clientRegistration: { ...R, expiresIn: template(R.expiresIn, 'span') },
  tester: {
    ...plainTexts(T),
    testedAs: template(T.testedAs, 'number'),
    accountTable: template(T.accountTable, 'name'),
    providerTable: template(T.providerTable, 'name'),
    inactiveTable: template(T.inactiveTable, 'name'),
    matchedRoute: template(T.matchedRoute, 'position', 'regex', 'priority'),
    gatewayInactive: template(T.gatewayInactive, 'line'),
    gatewayLine: template(T.gatewayLine, 'address', 'state'),
    routeLine: template(T.routeLine, 'explanation'),
    routeCarrier: template(T.routeCarrier, 'carrier', 'explanation'),
  },
  routeExplanations: {
    ...plainTexts(E),
    prefix: template(E.prefix, 'regex'),
    regex: template(E.regex, 'regex'),
    notTriedAfter: template(E.notTriedAfter, 'position'),
    noMatch: template(E.noMatch, 'regex'),
    noMatchWithoutPlus: template(E.noMatchWithoutPlus, 'regex'),
  },
};

/**
 * Registered when the area's code first names the namespace: English at once; German, a separate chunk, only when
 * German is in use (the routes wait for it before a page shows).
 */
export const telephonyTranslations: Promise<void> = areaTranslations(TELEPHONY_NAMESPACE, telephonyEnglish, {
  de: () => import(/* webpackChunkName: "telephony-de" */ './de.json'),
});
