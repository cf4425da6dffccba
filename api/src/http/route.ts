// One operation declared, not written out: `route()` registers it from its zod schemas, what its statuses mean and a
// `run`, taking care of what every handler used to repeat — the schema for the OpenAPI document, the owner's access
// rule (a preValidation hook, owner-scoped.ts), a path check that must refuse a caller before the body is read, the
// status of the answer (201 with what `run` answers, 204 with no body). `request.params`, `request.query` and
// `request.body` in `run` are typed from the same schemas that validate them. A resource's standard operations are
// declared with resourceRoutes() (resource.ts), which builds on this.
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responses } from './docs';
import {
  ownerScoped,
  type MountedKind,
  type Owner,
  type OwnerKind,
  type OwnerMounts,
  type OwnerOf,
} from './owner-scoped';
import { checkPath, type Api } from './zod';

/** What a status means, for the OpenAPI document (bodies are not declared). */
export type Answers = Record<number, string>;

/** One value for every mount, or one per mount kind (a list's summary under a provider and under an account). */
export type PerMount<T> = T | Partial<Record<OwnerKind, T>>;

export type Schema = z.ZodType | undefined;

/** A request whose params, query and body are typed from the route's zod schemas, as Fastify's handler gets it. */
export type Typed<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

/** The owner a mount's rule resolved, typed by the mounts given; null where the route has no mount. */
export type OwnerFor<M extends OwnerMounts | undefined> = M extends OwnerMounts
  ? [keyof M] extends [never]
    ? null
    : OwnerOf<MountedKind<M>>
  : null;

type Hook = (request: FastifyRequest) => Promise<void>;

/** One operation: its documentation, its input, who may call it, and what it does. */
export interface Operation<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  M extends OwnerMounts | undefined,
> {
  summary: PerMount<string>;
  /** default: the resource's */
  tags?: PerMount<string[]>;
  /** What each status means; the lowest 2xx is the answer's: 200 `run`'s result, 201 it too, 204 nothing. */
  answers: PerMount<Answers>;
  params?: P;
  querystring?: Q;
  body?: B;
  /** where it is mounted (`/ServiceProviders/:sid…`, `/Accounts/:sid…`, the bare path), each with its rule */
  mounts?: M;
  /** served without a token (no bearer in the document) */
  public?: true;
  /** left out of the OpenAPI document */
  hidden?: true;
  /** a check that comes before the owner's rule, as the request arrives (onRequest) */
  onRequest?: Hook;
  /** a check that refuses a caller before their input is read (an access hook, or the contract's first words) */
  before?: Hook;
  /** a check of the path (a malformed sid is the contract's 400) that runs before the body is read */
  check?: (request: FastifyRequest, params: z.output<NonNullable<P>>, owner: OwnerFor<M>) => unknown;
  bodyLimit?: number;
  /** `run` reads `request.validationError` itself (a failed check that is not a 400) */
  attachValidation?: true;
  run: (request: Typed<P, Q, B>, owner: OwnerFor<M>, reply: FastifyReply) => unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  M extends OwnerMounts | undefined,
> extends Operation<P, Q, B, M> {
  method: Method;
  /** relative to the owner where mounted */
  url: string;
  tags: PerMount<string[]>;
}

function forMount<T>(
  value: PerMount<T>,
  kind: OwnerKind | null,
  isPerMount: (value: PerMount<T>) => boolean,
): T {
  if (!isPerMount(value)) return value as T;
  const chosen = (value as Partial<Record<OwnerKind, T>>)[kind ?? 'caller'];
  if (chosen === undefined) throw new Error(`no documentation for the ${kind ?? 'bare'} mount`);
  return chosen;
}

const textPerMount = (value: PerMount<string>) => typeof value !== 'string';
const tagsPerMount = (value: PerMount<string[]>) => !Array.isArray(value);
const answersPerMount = (value: PerMount<Answers>) => Object.keys(value).some((key) => !/^\d+$/.test(key));

/** The answer's status: the lowest 2xx the route documents. */
function successOf(answers: Answers): number {
  const statuses = Object.keys(answers)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  if (!statuses.length) throw new Error('a route documents no 2xx answer');
  return Math.min(...statuses);
}

export function registerOne<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  M extends OwnerMounts | undefined,
>(
  api: Api,
  spec: RouteSpec<P, Q, B, M>,
  kind: OwnerKind | null,
  ownerOf: (request: FastifyRequest) => OwnerFor<M>,
): void {
  const answers = forMount(spec.answers, kind, answersPerMount);
  const status = successOf(answers);
  const { check, params } = spec;
  const hooks: Hook[] = [];
  if (spec.before) hooks.push(spec.before);
  if (check) {
    if (!params) throw new Error('a path check needs the path params');
    hooks.push(checkPath(params, (request, parsed) => void check(request, parsed, ownerOf(request))));
  }
  const schema = {
    summary: forMount(spec.summary, kind, textPerMount),
    tags: forMount(spec.tags, kind, tagsPerMount),
    ...(spec.public ? { security: [] } : {}),
    ...(spec.hidden ? { hide: true } : {}),
    params: spec.params as P,
    querystring: spec.querystring as Q,
    body: spec.body as B,
    response: responses(answers),
  } satisfies FastifySchema & { hide?: boolean };
  for (const part of ['params', 'querystring', 'body'] as const) if (!spec[part]) delete schema[part];
  api.route({
    method: spec.method,
    url: spec.url,
    schema,
    ...(spec.onRequest ? { onRequest: spec.onRequest } : {}),
    ...(hooks.length ? { preValidation: hooks } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    ...(spec.attachValidation ? { attachValidation: true } : {}),
    handler: async (request, reply) => {
      const result = await spec.run(request, ownerOf(request), reply);
      // a run that answers its own way (a stream, a file, another status) hands back the reply
      if (result === reply) return reply;
      if (status === 204) return reply.code(204).send();
      if (status === 200) return result;
      return reply.code(status).send(result);
    },
  });
}

/**
 * How a handler gets its owner: what the mount's rule resolved (of the kinds its mounts give, owner-scoped.ts), or
 * null without a mount — which is what OwnerFor<M> says, though TypeScript cannot follow it through the generics.
 */
export function ownerGetter<M extends OwnerMounts | undefined>(
  get: ((request: FastifyRequest) => Owner) | null,
): (request: FastifyRequest) => OwnerFor<M> {
  return (get ?? (() => null)) as (request: FastifyRequest) => OwnerFor<M>;
}

/** Registers one operation (under its mounts, if any). */
export function route<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  M extends OwnerMounts | undefined = undefined,
>(app: Api, spec: RouteSpec<P, Q, B, M>): void {
  const { mounts } = spec;
  if (!mounts) registerOne(app, spec, null, ownerGetter<M>(null));
  else
    ownerScoped(app, mounts, (scoped, kind, ownerOf) =>
      registerOne(scoped, spec, kind, ownerGetter<M>(ownerOf)),
    );
}

/** What the handler gets from a validated part of the request (as Fastify's type provider types it). */
export type QueryOf<Q extends Schema> = Typed<undefined, Q, undefined>['query'];
export type BodyOf<P extends Schema, B extends Schema> = Typed<P, undefined, B>['body'];
