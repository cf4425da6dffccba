// The portal's one RTK Query api (reducerPath 'api'). It starts empty: each app adds its endpoints with
// `api.injectEndpoints` in its own feature folders; the host's session endpoints live in ./endpoints.ts.
import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './base-query';

/** Every cache tag of the portal, declared once so any app can provide or invalidate any of them. */
export const TAG_TYPES = [
  'Me',
  'Users',
  'ServiceProviders',
  'Accounts',
  'Applications',
  'ApiKeys',
  'Limits',
  'PasswordSettings',
  'SystemInformation',
  'TtsCache',
  'WebhookSecret',
  'SpeechCredentials',
  'VoipCarriers',
  'SipGateways',
  'SmppGateways',
  'PredefinedCarriers',
  'PhoneNumbers',
  'MsTeamsTenants',
  'Lcrs',
  'LcrRoutes',
  'Clients',
  'GoogleCustomVoices',
  'RecentCalls',
  'Alerts',
  'AlertRules',
  'Sbcs',
  'Subscriptions',
  'Invoices',
  'Prices',
  'TwoFactor',
  'CarrierHealth',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // A save refreshes what it changed at once. RTK's default ('delayed') waits until no request of the whole api
  // is pending, and a jambonz API can keep one open for a minute (a vendor's voice list or speech test it cannot
  // reach): the list after a save stayed stale that long. The price, a list request already running when a save
  // ends is not asked again, needs the two to overlap, which a page that saves and then navigates does not do.
  invalidationBehavior: 'immediately',
});

export type PortalApi = typeof api;
