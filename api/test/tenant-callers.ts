// Who calls and what there is to name in the two tenants of tenants.ts (tenant-isolation, secrets-in-answers): the
// kinds of caller, the kinds of thing a request can name, a tenant's things, and the secrets planted in them with
// who may change what holds each.
import type { FastifyInstance } from 'fastify';
import type { OutboxMailer } from '../src/mail/mailer';
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID, type Api } from './helpers';

/** Every kind of caller; the first two may do anything, the others belong to tenant A. */
export const CALLERS = [
  'admin',
  'adminKey',
  'sp',
  'spViewOnly',
  'acct',
  'acctViewOnly',
  'spKey',
  'acctKey',
] as const;
export type CallerKind = (typeof CALLERS)[number];
/** The callers bound to tenant A: none may read or change tenant B. */
export const TENANT_CALLERS = CALLERS.filter((c) => c !== 'admin' && c !== 'adminKey');

/** What a path parameter or a body's sid field can name. */
export type Kind =
  | 'serviceProvider'
  | 'account'
  | 'user'
  | 'apiKey'
  | 'application'
  | 'webhook'
  | 'spCarrier'
  | 'accountCarrier'
  | 'sipGateway'
  | 'smppGateway'
  | 'phoneNumber'
  | 'client'
  | 'lcr'
  | 'lcrRoute'
  | 'lcrEntry'
  | 'teamsTenant'
  | 'alertRule'
  | 'spCredential'
  | 'accountCredential'
  | 'customVoice'
  | 'call'
  | 'invoice'
  | 'signUp';

/** The things of one service provider (and one of its accounts) that requests can name. */
export type Things = Record<Kind, string>;

/** A secret planted in a resource, and who may change that resource (and so may read the secret). */
export interface PlantedSecret {
  value: string;
  where: string;
  changers: readonly CallerKind[];
}

export interface Call {
  call_sid: string;
  sip_callid: string;
  trace_id: string;
  recording_url: string;
}

export interface Tenants {
  app: FastifyInstance;
  api: Api;
  tokens: Record<CallerKind, string>;
  /** tenant A: its provider and the callers' account, and a second account of the same provider */
  a: Things;
  a2: Things;
  /** tenant B */
  b: Things;
  bCall: Call;
  secrets: PlantedSecret[];
  /** Makes another of a kind for tenant B (a target a DELETE may take away). */
  freshB: (kind: Kind) => Promise<string>;
  /** The service provider's users' passwords are PASSWORD; a caller signs in again after its own sign-out. */
  relogin: (caller: CallerKind) => Promise<void>;
  usernames: Record<CallerKind, string | null>;
  outbox: OutboxMailer;
}

/** Who owns a thing: a service provider, and the account when it is an account's. */
export interface Owner {
  sp: string;
  account?: string;
}

/** Who may change a provider's own resource, and an account's (view-only callers change nothing). */
export function changersOf(owner: Owner): CallerKind[] {
  const out: CallerKind[] = ['admin', 'adminKey'];
  if (owner.sp === DEFAULT_SERVICE_PROVIDER_SID) out.push('sp', 'spKey');
  if (owner.account === DEFAULT_ACCOUNT_SID) out.push('acct', 'acctKey');
  return out;
}
