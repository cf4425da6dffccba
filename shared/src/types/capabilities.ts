// What an API offers beyond the jambonz v1 contract (jambonz-api-server v0.9.6). Switchboard's API lists its
// additions in `GET /v1/Capabilities`; a jambonz API has no such document, which means "none of them", and the
// portal then hides each addition or does the same work through the plain endpoints.

/** Every addition a screen may depend on, by the name the capabilities document uses. */
export const API_FEATURES = [
  /** `description` on phone numbers (list column, filter, form field). */
  'phone-number-descriptions',
  /** `POST /PhoneNumbers/Import`: a CSV checked and imported on the server, all or nothing. */
  'phone-number-import',
  /** `GET /PhoneNumbers/Export`: the list's filter as CSV, written by the server. */
  'phone-number-export',
  /** `GET …/Activity`: the audit trail. */
  'audit-trail',
  /** `GET …/SpeechCredentials/summary`: test reasons and the applications using each credential. */
  'speech-usage-summary',
  /** `GET …/SpeechCredentials/:sid/synthesize`: the test phrase as audio ('Listen'). */
  'speech-preview',
  /** `GET …/CallsPerHour`: the recent calls chart over the whole filter. */
  'calls-per-hour',
  /** `GET …/RecentCalls/export.csv`: every call of the filter as CSV. */
  'recent-calls-export',
  /**
   * `GET /Accounts/:sid/Invoices[/:invoice_id]`: an account's invoices and its upcoming one, `null` when there is
   * none (where the contract's `GET /Invoices` answers 404).
   */
  'account-invoices',
  /** `GET /AppEnv/lookup?url=`: the webhook's env-var schema, an unreachable webhook an answer and not a 400. */
  'app-env-lookup',
  /** `POST /logout/everywhere`: every session of the user ends (`POST /logout` ends only its own). */
  'sign-out-everywhere',
  /** `POST /renew-token`: a new token for the session, so an active user's session does not run out. */
  'token-renewal',
  /** Two-factor sign-in (TOTP): enrolment on the user's page, the code at sign-in, the providers' requirement. */
  'two-factor',
  /**
   * `GET …/CarrierHealth`, `GET /VoipCarriers/:sid/Health`: the SBC's OPTIONS pings and carrier REGISTERs (taken in
   * on `POST /Ingest/GatewayPings`, `/Ingest/CarrierRegistrations`), kept 24 hours.
   */
  'carrier-health',
  /**
   * Call quality: `POST /Ingest/QualityReports` (a media server's RTCP-style reports) and
   * `GET …/RecentCalls/:call_sid/quality`, each stream's loss, jitter, RTT and MOS.
   */
  'call-quality',
  /** `GET /Search?q=&kinds=`: the global search, each kind's best matches the caller may see. */
  'search',
  /**
   * `GET …/CallStatistics`: calls, ASR, ACD and SIP failure codes per carrier and per account over a period, with
   * their trend (the 'Call quality' page).
   */
  'call-statistics',
  /**
   * `…/AlertRules` under an account and a service provider: rules evaluated by the API on the ingested data, their
   * notifications (e-mail, signed webhook) and each rule's delivery log.
   */
  'alert-rules',
  /**
   * `GET …/LimitUsage`: concurrent calls, minutes per day and registered devices of each account against its limits,
   * nearest its limit first (the 'Usage' page).
   */
  'limit-usage',
] as const;

export type ApiFeature = (typeof API_FEATURES)[number];

/** `GET /v1/Capabilities` (public). */
export interface ApiCapabilities {
  /** Which API answered: 'switchboard', or 'jambonz' when there was no document. */
  api: string;
  /** The API's own version ('' when unknown). */
  version: string;
  /** The additions it serves; names it does not know are ignored by the portal. */
  features: ApiFeature[];
}
