// A resource's routes declared, not written out: `resourceRoutes()` registers its standard operations — list, read,
// create, update, remove — on its collection and item paths from its service (each calls the service's method of
// that name with what its route validated, checked at compile time to take it) and its zod schemas, under the
// owner-scoped mounts where it has them; any other operation under its path is a `route()` (route.ts).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Requester } from '../auth/caller';
import { ownerScoped, type Owner, type OwnerKind, type OwnerMounts } from './owner-scoped';
import {
  ownerGetter,
  registerOne,
  route,
  type Answers,
  type Method,
  type Operation,
  type OwnerFor,
  type PerMount,
  type RouteSpec,
  type Schema,
  type BodyOf,
  type QueryOf,
} from './route';
import type { Api } from './zod';

type Item = z.ZodObject | undefined;

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
  /** The service's method (an operation without `run` needs it; Serves checks that at compile time). */
  const method = <V extends Verb>(verb: V): NonNullable<S[V]> => {
    const found = service?.[verb];
    if (!found) throw new Error(`${path}: the service has no ${verb}()`);
    return found;
  };
  /** An operation that calls the service: its method is looked up now, not at the first request. */
  const serviced = (operation: { run?: unknown }, verb: Verb) => {
    if (!operation.run) method(verb);
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
        serviced(operation, 'list');
        const list =
          operation.run ?? ((request, owner) => method('list').call(service, request, owner, request.query));
        add({ tags, ...operation, run: list, method: 'GET', url: path });
      },
      read(operation) {
        serviced(operation, 'read');
        const read =
          operation.run ??
          ((request, owner) => method('read').call(service, request, sid(request, 'read'), owner));
        onItem('GET', {}, { ...operation, run: read });
      },
      create(operation) {
        serviced(operation, 'create');
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
        serviced(operation, 'update');
        const update =
          operation.run ??
          ((request, owner) =>
            method('update').call(service, request, sid(request, 'update'), request.body, owner));
        onItem('PUT', { 204: 'updated' }, { ...operation, run: update });
      },
      remove(operation) {
        serviced(operation, 'remove');
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
