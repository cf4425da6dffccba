// The portal's runtime configuration: what `/config.json` says (written by the host's server from environment
// variables, see scripts/lib/runtime-config.cjs), with defaults, normalised once.

/** Feature switches (FEATURE_* variables). */
export type FeatureName =
  | 'hosted'
  | 'forgotPassword'
  | 'lcr'
  | 'tracing'
  | 'recording'
  | 'customSpeech'
  | 'additionalSpeechVendors'
  | 'callLogs';

export type Features = Record<FeatureName, boolean>;

export interface RuntimeConfig {
  /** Base URL of the jambonz v1 API, without a trailing slash (e.g. https://portal.example.com/api/v1). */
  apiBaseUrl: string;
  /** Remote id ('identity', 'telephony', …) → its mf-manifest.json URL. A remote that is absent is switched off. */
  remotes: Record<string, string>;
  features: Features;
  stripePublishableKey?: string;
  googleClientId?: string;
  githubClientId?: string;
  /** OAuth authorization endpoints (default: the providers' own; a local mock in tests and `npm start -- --demo`). */
  googleAuthorizeUrl?: string;
  githubAuthorizeUrl?: string;
  /** Hosted sign-up: the Terms of Service and Privacy Policy a visitor accepts (external pages). */
  termsOfServiceUrl?: string;
  privacyPolicyUrl?: string;
  defaultServiceProviderSid?: string;
}

/** Defaults when a switch is not set: hosted mode and forgot-password off, the rest on. */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  hosted: false,
  forgotPassword: false,
  lcr: true,
  tracing: true,
  recording: true,
  customSpeech: true,
  additionalSpeechVendors: true,
  callLogs: true,
});

const FEATURE_NAMES = Object.keys(DEFAULT_FEATURES) as FeatureName[];

/** Spec §7: without a configured base URL, the page's own origin + /api/v1. */
export function defaultApiBaseUrl(
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  return `${origin}/api/v1`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Turns whatever config.json holds into a complete RuntimeConfig. Unknown keys are ignored; wrong types fall back
 * to defaults, so a hand-edited file cannot break the shell.
 */
export function normaliseRuntimeConfig(raw: unknown, origin?: string): RuntimeConfig {
  const input = isRecord(raw) ? raw : {};
  const base = optionalString(input.apiBaseUrl);
  const pageOrigin = origin ?? globalThis.location?.origin ?? 'http://localhost';
  const apiBaseUrl = (
    base ? (base.startsWith('/') ? `${pageOrigin}${base}` : base) : defaultApiBaseUrl(pageOrigin)
  ).replace(/\/+$/, '');

  const remotes: Record<string, string> = {};
  if (isRecord(input.remotes)) {
    for (const [id, url] of Object.entries(input.remotes)) {
      const value = optionalString(url);
      if (value) remotes[id] = value;
    }
  }

  const features = { ...DEFAULT_FEATURES };
  if (isRecord(input.features)) {
    for (const name of FEATURE_NAMES) {
      const value = input.features[name];
      if (typeof value === 'boolean') features[name] = value;
    }
  }

  const config: RuntimeConfig = { apiBaseUrl, remotes, features };
  for (const key of [
    'stripePublishableKey',
    'googleClientId',
    'githubClientId',
    'googleAuthorizeUrl',
    'githubAuthorizeUrl',
    'termsOfServiceUrl',
    'privacyPolicyUrl',
    'defaultServiceProviderSid',
  ] as const) {
    const value = optionalString(input[key]);
    if (value) config[key] = value;
  }
  return config;
}

let current: RuntimeConfig | null = null;

/** The configuration in force (defaults until one is loaded or set). Read by the API base query on every call. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) current = normaliseRuntimeConfig({});
  return current;
}

/**
 * Sets the configuration in force: by the host after loading config.json, by a remote mounted alone (single-spa
 * props) and by tests. Accepts raw config.json content or a partial config.
 */
export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  current = normaliseRuntimeConfig(raw);
  return current;
}

/** The API base URL in force, without a trailing slash. */
export function getApiBaseUrl(): string {
  return getRuntimeConfig().apiBaseUrl;
}

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/**
 * Fetches `/config.json` (its server sends it `no-cache`: it changes with the deployment, not the build),
 * normalises it and makes it the configuration in force. A missing file (404) means "all defaults"; any other
 * failure is an error the shell shows with a Retry. `fetchImpl` lets the caller hand over a request it started
 * earlier.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = (input, init) =>
    globalThis.fetch(input, init),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError(
      'The portal configuration could not be loaded: the server cannot be reached.',
    );
  }
  if (response.status === 404) return setRuntimeConfig({});
  if (!response.ok) {
    throw new RuntimeConfigError(`The portal configuration could not be loaded (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('The portal configuration is not valid JSON.');
  }
  return setRuntimeConfig(body);
}
