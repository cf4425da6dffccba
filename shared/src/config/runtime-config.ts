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

/** What the servers say of one app's build (docs/architecture.md#the-release-registry). */
export interface BuildInfo {
  /** The release id (`<version>-<hash>`), or null for a plain build that was never released. */
  release: string | null;
  version?: string;
  /** ISO time of the build. */
  builtAt?: string;
}

/** A remote's entry in the discovery document: the release this browser gets, and its recorded declaration. */
export interface AreaRelease extends BuildInfo {
  /** The menu items and paths recorded with the release (parsed by the host like a manifest's). */
  declaration?: unknown;
  /** A canary is running for this area: its release, its share of sessions, whether this session got it. */
  canary?: { release: string; percent: number; serving: boolean };
  /** This browser loads the area from another release or manifest URL (an admin's override). */
  override?: { release: string } | { url: string };
}

export interface RuntimeConfig {
  /** Base URL of the jambonz v1 API, without a trailing slash (e.g. https://portal.example.com/api/v1). */
  apiBaseUrl: string;
  /** Remote id ('identity', 'telephony', …) → its mf-manifest.json URL. A remote that is absent is switched off. */
  remotes: Record<string, string>;
  features: Features;
  /** Remote id → the release it is served from, with its recorded declaration (remotes with a registry record). */
  areas: Record<string, AreaRelease>;
  /** The host's own build. */
  host?: BuildInfo;
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
  /**
   * What the API can do (its `GET /Capabilities` document, or jambonz's none), when the portal's server asked for
   * every browser; else each browser asks itself. Read by shared/src/api/capabilities.ts (parseCapabilities).
   */
  apiCapabilities?: unknown;
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

/** docs/api/contract.md#base-url: without a configured base URL, the page's own origin + /api/v1. */
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

function readBuildInfo(entry: Record<string, unknown>): BuildInfo {
  const version = optionalString(entry.version);
  const builtAt = optionalString(entry.builtAt);
  return {
    release: optionalString(entry.release) ?? null,
    ...(version ? { version } : {}),
    ...(builtAt ? { builtAt } : {}),
  };
}

function readCanary(raw: unknown): Pick<AreaRelease, 'canary'> {
  if (!isRecord(raw) || typeof raw.percent !== 'number') return {};
  const release = optionalString(raw.release);
  return release ? { canary: { release, percent: raw.percent, serving: raw.serving === true } } : {};
}

function readOverride(raw: unknown): Pick<AreaRelease, 'override'> {
  if (!isRecord(raw)) return {};
  const release = optionalString(raw.release);
  if (release) return { override: { release } };
  const url = optionalString(raw.url);
  return url ? { override: { url } } : {};
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

  const areas: Record<string, AreaRelease> = {};
  if (isRecord(input.areas)) {
    for (const [id, entry] of Object.entries(input.areas)) {
      if (!remotes[id] || !isRecord(entry)) continue;
      areas[id] = {
        ...readBuildInfo(entry),
        ...(entry.declaration !== undefined ? { declaration: entry.declaration } : {}),
        ...readCanary(entry.canary),
        ...readOverride(entry.override),
      };
    }
  }

  const config: RuntimeConfig = { apiBaseUrl, remotes, features, areas };
  if (isRecord(input.host)) config.host = readBuildInfo(input.host);
  if (isRecord(input.apiCapabilities)) config.apiCapabilities = input.apiCapabilities;
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
