// Routes declared, not written out. `resourceRoutes()` registers the standard operations of a resource — list,
// read, create, update, remove — on its collection and item paths from its service (each calls the service's method
// of that name with what its route validated) and its zod schemas, under the owner-scoped mounts where it has them;
// `route()` registers any other operation from its schemas and a `run`. Both take care of what every handler used to
// repeat: the schema for the OpenAPI document, the owner's access rule (a preValidation hook, owner-scoped.ts), a
// path check that must refuse a caller before the body is read, the status of the answer (201 with `{sid}`, 204 with
// no body) — so a route file says only what is particular to it. `request.params`, `request.query` and
// `request.body` are typed from the same schemas that validate them, and a service's method is checked to take them.
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from './docs';
import {
  ownerScoped,
  type MountedKind,
  type Owner,
  type OwnerKind,
  type OwnerMounts,
  type OwnerOf,
} from './owner-scoped';
import type { Requester } from '../auth/caller';
import { checkPath, type Api } from './zod';

/** What a status means, for the OpenAPI document (bodies are not declared). */
export type Answers = Record<number, string>;

/** One value for every mount, or one per mount kind (a list's summary under a provider and under an account). */
export type PerMount<T> = T | Partial<Record<OwnerKind, T>>;

type Schema = z.ZodType | undefined;
type Item = z.ZodObject | undefined;

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

function registerOne<P extends Schema, Q extends Schema, B extends Schema, M extends OwnerMounts | undefined>(
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
function ownerGetter<M extends OwnerMounts | undefined>(
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

/**
 * What a resource's service offers for the standard operations its routes declare: each receives the requester,
 * the item's sid (where there is one), what the route validated and the owner its mount resolved. Which methods it
 * has and what they take is checked where the route is declared (Serves).
 */
export interface ResourceService {
  list?(requester: Requester, owner: unknown, query: unknown): unknown;
  read?(requester: Requester, sid: string, owner: unknown): unknown;
  create?(requester: Requester, body: unknown, owner: unknown): unknown;
  update?(requester: Requester, sid: string, body: unknown, owner: unknown): unknown;
  remove?(requester: Requester, sid: string, owner: unknown): unknown;
}

type Verb = keyof ResourceService;

/** Whether argument I of F takes a T (an F without that argument ignores it). */
type TakesAt<F, I extends number, T> = F extends (...args: infer A) => unknown
  ? `${I}` extends keyof A
    ? [T] extends [A[I]]
      ? true
      : false
    : true
  : false;

/**
 * Nothing, when the service's method `V` takes the arguments given by position (what the route validated, the
 * owner); otherwise a property no operation has, so that the declaration does not compile and says why.
 */
type Serves<S, V extends Verb, Args extends Record<number, unknown>> =
  S extends Record<V, infer F>
    ? { [I in keyof Args]: I extends number ? TakesAt<F, I, Args[I]> : true }[keyof Args] extends true
      ? unknown
      : { [error in `the service's ${V}() does not take what this route validates`]: never }
    : { [error in `the service has no ${V}()`]: never };

/** What the handler gets from a validated part of the request (as Fastify's type provider types it). */
export type QueryOf<Q extends Schema> = Typed<undefined, Q, undefined>['query'];
export type BodyOf<P extends Schema, B extends Schema> = Typed<P, undefined, B>['body'];

/**
 * A resource: its collection's path (relative to the owner where mounted), its item's params (one key), its tags.
 * Without an item (`undefined`) the resource is one thing, the path itself (an account under its own mount, a
 * setting): read, update and remove are on the path, and each gives its `run`.
 */
export interface ResourceSpec<I extends Item, M extends OwnerMounts | undefined> {
  path: string;
  /** the item's path param, e.g. `sidParams({ sid: 'the client' })` — its one key names the path segment */
  item: I;
  tags: string[];
  /** where every operation is mounted, each with its access rule (without: an operation may give its own) */
  mounts?: M;
}

/**
 * An operation of a resource: its method and path are the resource's; without a `run` it calls the service's
 * method of the same name.
 */
type ResourceOperation<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  M extends OwnerMounts | undefined,
> = Omit<Operation<P, Q, B, M>, 'answers' | 'params' | 'run'> & {
  answers: Answers;
  run?: Operation<P, Q, B, M>['run'];
};

/** A declared operation: a `run` of its own, or the service's method, which must take what the route validates. */
type Declared<Op, S, V extends Verb, Args extends Record<number, unknown>> = Op &
  ({ run: NonNullable<unknown> } | Serves<S, V, Args>);

/** The standard operations of a resource and any other under its path, in the order they are declared. */
export interface Resource<S, I extends Item, M extends OwnerMounts | undefined> {
  /** `GET <path>`: the list (an array, or a page). */
  list<Q extends Schema = undefined, N extends OwnerMounts | undefined = M>(
    operation: Declared<
      Omit<ResourceOperation<undefined, Q, undefined, N>, 'body' | 'check' | 'answers'> & {
        answers: PerMount<Answers>;
      },
      S,
      'list',
      { 1: OwnerFor<N>; 2: QueryOf<Q> }
    >,
  ): void;
  /** `GET <path>/:item` */
  read<Q extends Schema = undefined>(
    operation: Declared<
      Omit<ResourceOperation<I, Q, undefined, M>, 'body' | 'mounts'>,
      S,
      'read',
      { 1: string; 2: OwnerFor<M> }
    >,
  ): void;
  /** `POST <path>`: 201, `{sid}` when the answer is the new sid (any other answer is sent as it is). */
  create<B extends Schema, N extends OwnerMounts | undefined = M>(
    operation: Declared<
      Omit<ResourceOperation<undefined, undefined, B, N>, 'check'>,
      S,
      'create',
      { 1: BodyOf<undefined, B>; 2: OwnerFor<N> }
    >,
  ): void;
  /** `PUT <path>/:item`: 204. `check` refuses a caller who may not change the item before the body is read. */
  update<B extends Schema>(
    operation: Declared<
      Omit<ResourceOperation<I, undefined, B, M>, 'mounts'>,
      S,
      'update',
      { 1: string; 2: BodyOf<I, B>; 3: OwnerFor<M> }
    >,
  ): void;
  /** `DELETE <path>/:item`: 204. */
  remove<B extends Schema = undefined>(
    operation: Declared<
      Omit<ResourceOperation<I, undefined, B, M>, 'mounts'>,
      S,
      'remove',
      { 1: string; 2: OwnerFor<M> }
    >,
  ): void;
  /** Any other operation, its url relative to the resource's path (e.g. `/summary`, `/:credential_sid/test`). */
  route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
    operation: Omit<RouteSpec<P, Q, B, M>, 'tags' | 'mounts'> & { tags?: PerMount<string[]> },
  ): void;
}

/** The item's path segment, and how a handler reads the item's sid from the validated params. */
function itemOf(item: Item): { segment: string; sidOf: ((params: unknown) => string) | null } {
  if (!item) return { segment: '', sidOf: null };
  const keys = Object.keys(item.shape);
  if (keys.length !== 1) throw new Error('a resource item has one path param');
  const [key] = keys;
  const sid = z.object({ [key]: z.string() }).transform((params) => params[key]);
  return { segment: `/:${key}`, sidOf: (params) => sid.parse(params) };
}

/**
 * Declares a resource's routes: `declare` gets the resource and, where the resource is mounted, the mount's kind (it
 * is called once per mount, each time under that mount), and declares its operations in the order they are served.
 */
export function resourceRoutes<
  S extends ResourceService,
  I extends Item = undefined,
  M extends OwnerMounts | undefined = undefined,
>(
  app: Api,
  /** null: each operation gives its `run` */
  service: S | null,
  spec: ResourceSpec<I, M>,
  declare: (resource: Resource<S, I, M>, kind: OwnerKind | null) => void,
): void {
  const { path, item, tags } = spec;
  const { segment, sidOf } = itemOf(item);
  const itemUrl = path + segment;
  /** The item's sid, for the service's method (a resource without an item gives each operation its `run`). */
  const sid = (request: FastifyRequest, verb: Verb) => {
    if (!sidOf) throw new Error(`${path}: ${verb} on a resource without an item needs its run`);
    return sidOf(request.params);
  };
  /** The service's method (an operation without `run` needs it: Serves checks it is there). */
  const method = <V extends Verb>(verb: V): NonNullable<S[V]> => {
    const found = service?.[verb];
    if (!found) throw new Error(`${path}: the service has no ${verb}()`);
    return found;
  };

  const build = (api: Api, kind: OwnerKind | null, get: ((request: FastifyRequest) => Owner) | null) => {
    /** One operation of this resource: under the resource's mount, or under its own mounts. */
    function add<P extends Schema, Q extends Schema, B extends Schema, N extends OwnerMounts | undefined>(
      operation: RouteSpec<P, Q, B, N>,
    ): void {
      if (operation.mounts) route(api, operation);
      else registerOne(api, operation, kind, ownerGetter<N>(get));
    }
    /** An operation on the item (or, without one, on the resource's path), with the method's usual answers. */
    function onItem<Q extends Schema, B extends Schema>(
      method: Method,
      usual: Answers,
      operation: Omit<ResourceOperation<I, Q, B, M>, 'mounts' | 'run'> & {
        run: Operation<I, Q, B, M>['run'];
      },
    ): void {
      add<I, Q, B, M>({
        tags,
        ...operation,
        answers: { ...usual, ...operation.answers },
        method,
        url: itemUrl,
        params: item,
      });
    }
    const resource: Resource<S, I, M> = {
      list(operation) {
        const list =
          operation.run ?? ((request, owner) => method('list').call(service, request, owner, request.query));
        add({ tags, ...operation, run: list, method: 'GET', url: path });
      },
      read(operation) {
        const read =
          operation.run ??
          ((request, owner) => method('read').call(service, request, sid(request, 'read'), owner));
        onItem('GET', {}, { ...operation, run: read });
      },
      create(operation) {
        const create =
          operation.run ?? ((request, owner) => method('create').call(service, request, request.body, owner));
        add({
          tags,
          ...operation,
          answers: { 201: '{sid}', ...operation.answers },
          method: 'POST',
          url: path,
          run: async (request, owner, reply) => {
            const created = await create(request, owner, reply);
            return typeof created === 'string' ? { sid: created } : created;
          },
        });
      },
      update(operation) {
        const update =
          operation.run ??
          ((request, owner) =>
            method('update').call(service, request, sid(request, 'update'), request.body, owner));
        onItem('PUT', { 204: 'updated' }, { ...operation, run: update });
      },
      remove(operation) {
        const remove =
          operation.run ??
          ((request, owner) => method('remove').call(service, request, sid(request, 'remove'), owner));
        onItem('DELETE', { 204: 'deleted' }, { ...operation, run: remove });
      },
      route(operation) {
        add({ tags, ...operation, url: path + operation.url });
      },
    };
    declare(resource, kind);
  };
  if (!spec.mounts) build(app, null, null);
  else ownerScoped(app, spec.mounts, (scoped, kind, ownerOf) => build(scoped, kind, ownerOf));
}
