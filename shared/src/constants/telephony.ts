// The telephony area's constants (docs/product/telephony.md#constants) and its user-facing texts (docs/product/telephony.md#carrier-form), shown exactly as
// written. Forms, lists and the API server use these, so a text or a default exists once.
import type { DtmfType, SipProtocol } from '@switchboard/shared/types';

export const DEFAULT_SIP_PORT = 5060;
export const DEFAULT_SMPP_PORT = 2775;
export const DEFAULT_NETMASK = 32;
export const SIP_PROTOCOLS: readonly SipProtocol[] = ['udp', 'tcp', 'tls', 'tls/srtp'];
export const DEFAULT_SIP_PROTOCOL: SipProtocol = 'udp';
/** DTMF types the carrier form offers (rfc2833 first: the default). */
export const DTMF_TYPES: readonly DtmfType[] = ['rfc2833', 'tones'];
export const DEFAULT_DTMF_TYPE: DtmfType = 'rfc2833';
/** The spec gives a minimum tech-prefix length without its value; jambonz uses 3. */
export const TECH_PREFIX_MIN_LENGTH = 3;
/** Column sizes of the contract's tables (docs/api/contract.md#database). */
export const CARRIER_LIMITS = {
  name: 64,
  description: 255,
  registerUsername: 64,
  registerPassword: 64,
  registerSipRealm: 64,
  registerFromUser: 128,
  registerFromDomain: 255,
  techPrefix: 16,
  diversion: 32,
  outboundSipProxy: 255,
  smppSystemId: 255,
  smppPassword: 64,
  gatewayAddress: 128,
} as const;
export const PHONE_NUMBER_DESCRIPTION_MAX = 255;
/** Digits of a phone number (after an optional leading +). */
export const PHONE_NUMBER_DIGITS = { min: 3, max: 20 } as const;
export const LCR_NAME_MAX = 64;
export const LCR_REGEX_MAX = 32;
export const LCR_DESCRIPTION_MAX = 1024;
/** The route every LCR ends with (docs/product/telephony.md#routes). */
export const LCR_DEFAULT_ROUTE = {
  regex: '.*',
  priority: 9999,
  description: 'System Default Route',
} as const;
export const CLIENT_USERNAME_MAX = 64;
export const CLIENT_PASSWORD_MAX = 255;
/** An example host in the SMPP subdomain message. */
export const SMPP_SUBDOMAIN_EXAMPLE = 'smpp.example.com';
/** Column names of a phone-number CSV (import and export). */
export const PHONE_NUMBER_CSV_COLUMNS = [
  'number',
  'carrier',
  'account',
  'application',
  'description',
] as const;
/** Largest CSV the import accepts (bytes): 100,000 rows fit with room to spare. */
export const PHONE_NUMBER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export type GatewayDirection = 'inbound' | 'outbound';

export const TELEPHONY_MESSAGES = {
  // Carriers (docs/product/telephony.md#sip-gateways, #smpp-gateways)
  carrierNameRequired: 'Carrier name is required',
  atLeastOneSipGateway: 'You must provide at least one SIP Gateway.',
  fqdnOutboundOnly: 'A fully qualified domain name may only be used for outbound calls.',
  invalidSipGatewayAddress: 'Please provide a valid IP address or fully qualified domain name.',
  sipGatewayNotUnique: 'Each SIP gateway must have a unique IP address.',
  gatewayDirectionRequired: 'A gateway must be used for inbound calls, outbound calls or both.',
  outboundNetmask: 'For outbound only gateway netmask can only be 32',
  netmaskInvalid: 'Netmask must be a whole number from 1 to 32',
  authBothOrNeither: 'Enter both a username and a password for outbound authentication, or neither.',
  registerRealmRequired: 'SIP realm is required when the carrier requires SIP register',
  registerUsernameRequired: 'Username is required when the carrier requires SIP register',
  registerPasswordRequired: 'Password is required when the carrier requires SIP register',
  noWhitespace: (label: string) => `${label} must not contain spaces`,
  invalidDomainOrIp: (label: string) => `${label} must be a valid domain or IP address`,
  techPrefixTooShort: `Tech prefix must be at least ${TECH_PREFIX_MIN_LENGTH} characters`,
  invalidSipProxy: 'Please provide a valid SIP Proxy domain or IP address.',
  smppSubdomain: (host: string = SMPP_SUBDOMAIN_EXAMPLE) =>
    `When using an FQDN, you must use a subdomain (e.g. ${host}).`,
  invalidSmppAddress: (direction: GatewayDirection) =>
    `Please provide a valid ${direction} IP address or fully qualified domain name.`,
  smppNotUnique: (direction: GatewayDirection) =>
    `Each ${direction} SMPP gateway must have a unique IP address.`,
  smppOutboundRequired: 'You must provide at least one Outbound Gateway.',
  smppInboundPasswordRequired: 'An inbound password is required when you whitelist inbound IP addresses.',
  // Carriers (docs/product/telephony.md#carrier-deletion)
  carrierNoChanges: 'You do not have permissions to make changes to this Carrier',
  carrierNoDelete: 'You do not have permissions to delete this Carrier',
  carrierCreated: 'Carrier created successfully',
  carrierUpdated: 'Carrier updated successfully',
  sipGatewayDeleted: 'SIP gateway successfully deleted',
  smppGatewayDeleted: (direction: GatewayDirection) => `SMPP ${direction} gateway successfully deleted`,
  carrierInUseByNumbers: 'cannot delete voip carrier with active phone numbers',
  carrierInUseByRoutes: 'cannot delete voip carrier used by outbound call routing',
  carrierOfAnotherUser: 'carrier belongs to a different user',
  // Phone numbers (docs/product/telephony.md#phone-number-form)
  numberRequired: 'Number is required',
  numberWhitespace: 'number cannot contain whitespace',
  numberInvalid: 'Please enter a phone number: digits only, with an optional leading +.',
  numberInUse: 'The phone number you have entered is already in use.',
  carrierRequired: 'Carrier is required',
  accountRequired: 'Account is required',
  noCarrierForNumbers: 'You must create a carrier before you can create a phone number',
  noAccountForNumbers: 'You must create an account before you can create a phone number.',
  noSipTrunkForNumber: 'You must create a SIP trunk before you can create a phone number.',
  selectAccountToAssign: 'Select an account to assign applications to phone numbers.',
  updatingNumberRouting: 'Updating number routing...',
  numberRoutingUpdated: 'Number routing updated successfully',
  phoneNumberCreated: 'Phone number created successfully',
  phoneNumberUpdated: 'Phone number updated successfully',
  deletedPhoneNumber: (number: string) => `Deleted phone number ${number}`,
  noPhoneNumbers: 'No phone numbers.',
  carrierNotForAccount: 'voip_carrier_sid does not belong to the account',
  applicationNotForAccount: 'application_sid does not exist for specified account_sid',
  // CSV import (Switchboard's addition)
  csvMissingColumns: (columns: string[]) =>
    `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}.`,
  csvEmpty: 'The file has no phone numbers.',
  csvUnknown: (what: string, value: string) => `unknown ${what} "${value}"`,
  csvAmbiguous: (what: string, value: string) => `more than one ${what} is called "${value}": use its sid`,
  csvDuplicateInFile: (line: number) => `the same number is on line ${line}`,
  csvAlreadyExists: 'already exists',
  imported: (n: number) => `Imported ${n} phone number${n === 1 ? '' : 's'}`,
  // Microsoft Teams tenants (docs/product/telephony.md#tenant-form)
  tenantDomainRequired: 'Domain name is required',
  tenantDomainInUse: 'The domain name you have entered is already in use.',
  noTenants: 'No Microsoft Teams Tenant.',
  tenantCreated: 'Microsoft Teams Tenant created successfully',
  tenantUpdated: 'Microsoft Teams Tenant updated successfully',
  tenantDeleted: 'Deleted Microsoft Teams Tenant',
  noTeamsFqdn:
    'The current service provider has no Microsoft Teams FQDN, so calls cannot reach these tenants. Set it on Settings.',
  // Outbound call routing (docs/product/telephony.md#routing-form)
  lcrNameRequired: 'Name is required',
  defaultCarrierRequired: 'Default carrier is required',
  routeRegexRequired: 'A regex or digit prefix is required',
  routeRegexInvalid: 'Please enter a valid regular expression or digit prefix',
  routeCarrierRequired: 'Carrier is required',
  noCarriers: 'There are no available carriers',
  noCarriersForAccount: 'There are no available carriers defined for this account',
  noLcrPermission: 'You do not have permissions to manage all outbound call routes',
  noLcrs: 'No outbound call routes.',
  lcrCreated: 'Least cost routing successfully created',
  lcrUpdated: 'Least cost routing successfully updated',
  lcrRuleUpdated: 'Least cost routing rule successfully updated',
  lcrRuleDeleted: 'Least cost routing rule successfully deleted',
  lcrDeleted: 'Deleted outbound call route',
  lcrAccountTaken: (accountName: string) =>
    `Account: ${accountName}  already has an active call routing table.`,
  lcrServiceProviderTaken: (spName: string) =>
    `Service Provider: ${spName} already \n      has an active call routing table.`,
  // SIP clients (docs/product/telephony.md#sip-client-form)
  clientUsernameRequired: 'Username is required',
  clientPasswordRequired: 'Password is required',
  clientUsernameTaken: "the client's username already exists",
  sipRealmNotSet: 'Sip realm is not set for the account.',
  sipRealmPrompt: 'You need to associate a sip realm to this account in order to add sip credentials.',
  noClients: 'No sip clients.',
  clientCreated: 'Client created successfully',
  clientUpdated: 'Client updated successfully',
  clientDeleted: 'Client deleted successfully',
  deletedSipClient: 'Deleted sip client',
} as const;
