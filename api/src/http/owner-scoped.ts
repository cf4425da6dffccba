// One way to mount a resource that belongs to a service provider or an account: the same routes under
// `/ServiceProviders/:sid/…`, `/Accounts/:sid/…` and (where the contract has it) the bare path, each mount with its
// own access rule. The rule runs as a preValidation hook, before the body and query are checked (as the real
// server refuses a stranger before it reads what they sent), and its answer — whose rows the request is about —
// is what the handler reads with ownerOf(request).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import type { Api } from './zod';

/** Whose rows a request to an owner-scoped resource is about. */
export type Owner =
  | { kind: 'service_provider'; serviceProviderSid: string }
  | { kind: 'account'; accountSid: string; serviceProviderSid: string }
  /** the bare path: whatever the caller's own scope lets them see */
  | { kind: 'caller' };

export type OwnerKind = Owner['kind'];
export type OwnerOf<K extends OwnerKind> = Extract<Owner, { kind: K }>;

/**
 * The access rule of one mount: given the caller and the path's sid (unchecked text, '' on the bare path), the
 * owner — or the contract's refusal, thrown (404 unknown, 403 not theirs, 400 not a sid…).
 */
export type OwnerRule<K extends OwnerKind> = (ctx: AppContext, caller: Caller, sid: string) => OwnerOf<K>;

/** Where a resource is mounted, each with its rule; leave out a mount the contract does not have. */
export interface OwnerMounts {
  serviceProvider?: OwnerRule<'service_provider'>;
  account?: OwnerRule<'account'>;
  caller?: OwnerRule<'caller'>;
}

const KIND_OF_MOUNT = { serviceProvider: 'service_provider', account: 'account', caller: 'caller' } as const;
/** The kinds of owner the mounts given resolve. */
export type MountedKind<M extends OwnerMounts> = (typeof KIND_OF_MOUNT)[keyof M & keyof OwnerMounts];

const PREFIXES: Record<OwnerKind, string> = {
  service_provider: '/ServiceProviders/:sid',
  account: '/Accounts/:sid',
  caller: '',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** set by an owner-scoped mount before its routes' input is validated */
    owner: Owner | null;
  }
}

const ownerPath = z.looseObject({ sid: z.string().optional() });

/** The path's sid in the OpenAPI document (the rule checks it; as a params schema it only documents). */
const SID_DOCS: Record<OwnerKind, z.ZodString | null> = {
  service_provider: z.string().describe('the service provider'),
  account: z.string().describe('the account'),
  caller: null,
};

/**
 * Registers `routes` once per mount in `mounts`, with paths relative to the owner (e.g. `/Limits`, or '' for the
 * owner itself). `routes` gets the mount's kind (for what differs between mounts: documentation, mostly) and
 * `ownerOf`, which gives a handler the owner its mount's rule resolved, typed by the mounts given.
 */
export function ownerScoped<M extends OwnerMounts>(
  app: Api,
  mounts: M,
  routes: (
    scoped: Api,
    kind: MountedKind<M>,
    ownerOf: (request: FastifyRequest) => OwnerOf<MountedKind<M>>,
  ) => void,
): void {
  for (const mount of Object.keys(KIND_OF_MOUNT) as (keyof OwnerMounts)[]) {
    const rule = mounts[mount] as OwnerRule<OwnerKind> | undefined;
    if (!rule) continue;
    const kind = KIND_OF_MOUNT[mount] as MountedKind<M>;
    app.register(
      async (scoped) => {
        const sidDoc = SID_DOCS[kind];
        if (sidDoc)
          scoped.addHook('onRoute', (route) => {
            const given = route.schema?.params;
            // a route may describe the owner's sid its own way
            const params =
              given instanceof z.ZodObject
                ? (given.shape.sid as z.ZodType | undefined)?.description
                  ? given
                  : given.extend({ sid: sidDoc })
                : z.looseObject({ sid: sidDoc });
            route.schema = { ...route.schema, params };
          });
        scoped.addHook('preValidation', async (request) => {
          const sid = ownerPath.parse(request.params ?? {}).sid ?? '';
          request.owner = rule(scoped.ctx, callerOf(request), sid);
        });
        routes(scoped, kind, resolvedOwner as (request: FastifyRequest) => OwnerOf<MountedKind<M>>);
      },
      { prefix: PREFIXES[kind] },
    );
  }
}

function resolvedOwner(request: FastifyRequest): Owner {
  if (!request.owner) throw new Error('an owner-scoped route without its owner');
  return request.owner;
}
