// Options of buildApp() and how the server reads them from the environment.
import { existsSync, readFileSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Mailer } from './mail/mailer';
import {
  billingOptionsFromEnv,
  resolveBillingOptions,
  type BillingOptions,
  type ResolvedBillingOptions,
} from './areas/billing';
import { observabilityOptionsFromEnv, type ObservabilityOptions } from './areas/observability';

export interface AppOptions {
  /** SQLite file, or ':memory:' (the default; what tests use) */
  databasePath?: string;
  /** HS256 secret of user tokens; when absent a random one is generated and kept beside the database */
  jwtSecret?: string;
  /** key for secrets stored in columns; same rule as jwtSecret */
  encryptionSecret?: string;
  /** token lifetime in minutes (JWT_EXPIRES_IN), default 60 */
  jwtExpiresInMinutes?: number;
  /**
   * token lifetime in seconds (JWT_EXPIRES_IN_SECONDS), when set instead of minutes: for tests that watch a
   * session renewed or ended within seconds
   */
  jwtExpiresInSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  /** where mail goes; default: a local outbox (or SMTP when smtpUrl is set) */
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  /** the seeded admin's first password; default "admin" with a forced change */
  adminInitialPassword?: string;
  /** expose GET/DELETE /dev/outbox (DEV_OUTBOX=1) */
  devOutbox?: boolean;
  /** failed logins that lock a user (LOGIN_ATTEMPTS_MAX_RETRIES), default 5 */
  loginAttemptsMaxRetries?: number;
  /** lock-out window in seconds (LOGIN_ATTEMPTS_TIME), default 1800 */
  loginAttemptsTimeSeconds?: number;
  /** the portal's public URL, used in password-reset links */
  portalBaseUrl?: string;
  /**
   * Origins whose pages may call the API from the browser (CORS_ORIGINS, comma-separated; `*` for any). Default:
   * the portal's own origin (PORTAL_BASE_URL) — its pages go through its /api proxy anyway; partners' portals
   * that call the API directly are listed here.
   */
  corsOrigins?: string[];
  /** timeout of outgoing requests (AppEnv, bucket tests), default 3000 ms */
  outboundTimeoutMs?: number;
  /** deadline of a speech credential test or 'Listen' (contract: at most 10 s), default 10000 ms */
  speechTestTimeoutMs?: number;
  /** hosted mode (HOSTED=1): `GET /Users/me` adds the account's API keys, subscription and static IPs */
  hosted?: boolean;
  /** hosted mode's payment provider, root domain and OAuth providers (api/src/areas/billing/config.ts) */
  billing?: BillingOptions;
  /** how long the audit trail keeps an entry (AUDIT_RETENTION_DAYS, default 365) */
  auditRetentionDays?: number;
  /** record the audit trail (default true; AUDIT_TRAIL=off turns it off, e.g. to measure what it costs) */
  auditTrail?: boolean;
  /** how long gateway pings and carrier REGISTERs are kept (HEALTH_RETENTION_HOURS, default 24) */
  healthRetentionHours?: number;
  /**
   * Which peers' X-Forwarded-For names the caller (API_TRUST_PROXY: addresses, CIDRs or proxy-addr names such as
   * `loopback`; `off` for none). Default: loopback and private networks, where the portal's server runs: the
   * audit trail then records the browser's address, not the portal server's.
   */
  trustProxy?: string[];
  /** the clock (tests move it) */
  now?: () => number;
  /** call logs and recordings sources of the observability area (areas/observability/options.ts) */
  observability?: ObservabilityOptions;
}

export interface ResolvedOptions extends Required<
  Omit<
    AppOptions,
    'logger' | 'mailer' | 'smtpUrl' | 'adminInitialPassword' | 'now' | 'billing' | 'observability'
  >
> {
  billing: ResolvedBillingOptions;
  smtpUrl?: string;
  adminInitialPassword?: string;
  observability?: ObservabilityOptions;
}

interface SecretsFile {
  jwt_secret: string;
  encryption_secret: string;
}

const randomSecret = () => randomBytes(48).toString('base64url');

/** Secrets from the options, else from `secrets.json` beside the database (created at first start, mode 0600). */
function resolveSecrets(databasePath: string, jwtSecret?: string, encryptionSecret?: string): SecretsFile {
  if (jwtSecret && encryptionSecret) return { jwt_secret: jwtSecret, encryption_secret: encryptionSecret };
  if (databasePath === ':memory:')
    return { jwt_secret: jwtSecret ?? randomSecret(), encryption_secret: encryptionSecret ?? randomSecret() };
  const dir = path.dirname(path.resolve(databasePath));
  const file = path.join(dir, 'secrets.json');
  let stored: SecretsFile;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as SecretsFile;
  } else {
    mkdirSync(dir, { recursive: true });
    stored = { jwt_secret: randomSecret(), encryption_secret: randomSecret() };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    jwt_secret: jwtSecret ?? stored.jwt_secret,
    encryption_secret: encryptionSecret ?? stored.encryption_secret,
  };
}

export function resolveOptions(options: AppOptions): ResolvedOptions {
  const databasePath = options.databasePath ?? ':memory:';
  const secrets = resolveSecrets(databasePath, options.jwtSecret, options.encryptionSecret);
  return {
    databasePath,
    jwtSecret: secrets.jwt_secret,
    encryptionSecret: secrets.encryption_secret,
    jwtExpiresInMinutes: options.jwtExpiresInMinutes ?? 60,
    jwtExpiresInSeconds: options.jwtExpiresInSeconds ?? (options.jwtExpiresInMinutes ?? 60) * 60,
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? 'Switchboard <no-reply@switchboard.local>',
    adminInitialPassword: options.adminInitialPassword,
    devOutbox: options.devOutbox ?? false,
    loginAttemptsMaxRetries: options.loginAttemptsMaxRetries ?? 5,
    loginAttemptsTimeSeconds: options.loginAttemptsTimeSeconds ?? 1800,
    portalBaseUrl: (options.portalBaseUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    corsOrigins: options.corsOrigins ?? [new URL(options.portalBaseUrl ?? 'http://localhost:8080').origin],
    outboundTimeoutMs: options.outboundTimeoutMs ?? 3000,
    speechTestTimeoutMs: Math.min(options.speechTestTimeoutMs ?? 10_000, 10_000),
    hosted: options.hosted ?? false,
    billing: resolveBillingOptions(options.billing),
    observability: options.observability,
    auditRetentionDays: options.auditRetentionDays ?? 365,
    auditTrail: options.auditTrail ?? true,
    healthRetentionHours: options.healthRetentionHours ?? 24,
    trustProxy: options.trustProxy ?? ['loopback', 'uniquelocal'],
  };
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer (got "${value}")`);
  return n;
}

/** Server settings from the environment (see api/README.md). */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): AppOptions & { port: number; host: string } {
  return {
    port: positiveInt(env.PORT, 'PORT') ?? 3000,
    // Local by default; a container or a server says HOST=0.0.0.0 (docker-compose does).
    host: env.HOST || '127.0.0.1',
    databasePath: env.DATABASE_PATH
      ? path.resolve(env.DATABASE_PATH)
      : path.join(repoRoot, '.data', 'switchboard.db'),
    jwtSecret: env.JWT_SECRET || undefined,
    encryptionSecret: env.ENCRYPTION_SECRET || undefined,
    jwtExpiresInMinutes: positiveInt(env.JWT_EXPIRES_IN, 'JWT_EXPIRES_IN'),
    jwtExpiresInSeconds: positiveInt(env.JWT_EXPIRES_IN_SECONDS, 'JWT_EXPIRES_IN_SECONDS'),
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    devOutbox: env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    loginAttemptsMaxRetries: positiveInt(env.LOGIN_ATTEMPTS_MAX_RETRIES, 'LOGIN_ATTEMPTS_MAX_RETRIES'),
    loginAttemptsTimeSeconds: positiveInt(env.LOGIN_ATTEMPTS_TIME, 'LOGIN_ATTEMPTS_TIME'),
    // PORTAL_PORT: the host's published port when no base URL is given (docker-compose.yml passes both, as
    // Compose v1 does not expand a default nested in a default).
    portalBaseUrl:
      env.PORTAL_BASE_URL || (env.PORTAL_PORT ? `http://localhost:${env.PORTAL_PORT}` : undefined),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : undefined,
    hosted: env.HOSTED === '1' || env.HOSTED === 'true' || Boolean(env.JAMBONES_HOSTING),
    billing: billingOptionsFromEnv(env),
    auditRetentionDays: positiveInt(env.AUDIT_RETENTION_DAYS, 'AUDIT_RETENTION_DAYS'),
    auditTrail: env.AUDIT_TRAIL ? !/^(off|0|false|no)$/i.test(env.AUDIT_TRAIL) : undefined,
    healthRetentionHours: positiveInt(env.HEALTH_RETENTION_HOURS, 'HEALTH_RETENTION_HOURS'),
    trustProxy: env.API_TRUST_PROXY
      ? /^(off|0|false|no)$/i.test(env.API_TRUST_PROXY)
        ? []
        : env.API_TRUST_PROXY.split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
      : undefined,
    logger: { level: env.LOG_LEVEL || 'info' },
    observability: observabilityOptionsFromEnv(env),
  };
}
