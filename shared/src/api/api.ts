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
  'Sbcs',
  'Subscriptions',
  'Invoices',
  'Prices',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type PortalApi = typeof api;
