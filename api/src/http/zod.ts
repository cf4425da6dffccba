// Routes declare their path params, query and body as zod schemas (the shared ones wherever the rule lives in
// shared/); Fastify validates with them before the handler runs, and fastify-type-provider-zod types
// request.params / query / body from the same schemas. A failed check is the contract's 400: a malformed path sid
// is `{"msg":"Bad request"}` (like the real server), anything else `{msg}` naming the first problem.
// Access checks that come before input checks run as preValidation hooks (the owner-scoped mounts', a route's own).
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSid } from '@switchboard/shared/validation';
import { badRequest, badSid } from './errors';
import { jsonSchemaOf } from './docs';
import { describeIssue } from './validate';

/** A Fastify instance whose routes are typed from their zod schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Validates with a route's zod schemas. Routes not yet moved to an area carry plain JSON schemas that only document
 * them (their handlers parse with zod themselves): those pass untouched.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZod(schema)) return () => true;
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const error = httpPart === 'params' ? badSid() : badRequest(describeIssue(result.error.issues[0], data));
    return { error };
  };
};

/** The OpenAPI document shows a route's zod schemas as the JSON schemas of what a client sends. */
export const openApiTransform: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema, url };
  const transformed: FastifySchema = { ...schema };
  for (const part of ['params', 'querystring', 'body'] as const) {
    const given = schema[part];
    if (isZod(given)) transformed[part] = jsonSchemaOf(given);
  }
  return { schema: transformed, url };
};

/** A path sid: a UUID (any other text is the 400 above), lowercased. */
export const pathSidSchema = z
  .string()
  .refine((value) => isSid(value))
  .transform((value) => value.toLowerCase());

/** Path params that are all sids, each with what it names (for the OpenAPI document). */
export function sidParams<const K extends string>(names: Record<K, string>) {
  const shape = Object.fromEntries(
    Object.entries<string>(names).map(([name, description]) => [name, pathSidSchema.describe(description)]),
  ) as Record<K, typeof pathSidSchema>;
  return z.object(shape);
}

/**
 * A preValidation hook for an access check that needs the path (e.g. "may this caller change this application?"):
 * the params are checked with `params` first (a malformed sid is the 400 above), then `check` runs, all before the
 * body is validated. For checks on an owner's sub-resources, see owner-scoped.ts.
 */
export function checkPath<P extends z.ZodType>(
  params: P,
  check: (request: FastifyRequest, params: z.output<P>) => void,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw badSid();
    check(request, parsed.data);
  };
}

/** A body that may be left out: none (or JSON null) reads as `{}` (PUTs, whose fields are all optional). */
export function optionalBody<S extends z.ZodType>(schema: S) {
  return z.preprocess((body) => body ?? {}, schema);
}

/**
 * A check of input the contract refuses in its own words, which still gives the handler what it parsed: `check` is a
 * transform that adds a custom issue carrying those words (the 400's `{msg}`) or returns the parsed value; the
 * OpenAPI document shows `schema`, the fields it reads (e.g. the observability time-series queries, the ingest
 * batches).
 */
export function checkedAs<S extends z.ZodType>(check: S, schema: z.ZodType): S {
  return check.meta(jsonSchemaOf(schema));
}

/** The fields of a body or query as sent, each unchecked (see sentFields). */
export type SentFields = Record<string, unknown>;

const isFields = (sent: unknown): sent is SentFields =>
  typeof sent === 'object' && sent !== null && !Array.isArray(sent);

/**
 * For input the contract checks its own way, in the order of its rules (a route that acts before it reads the body,
 * or answers each missing field in its own words): accepts anything — the handler gets the fields sent (none when
 * the body is not an object), each `unknown`, for the service to check — and documents `schema` in the OpenAPI
 * document.
 */
export function sentFields(schema: z.ZodType) {
  return z
    .unknown()
    .transform((sent): SentFields => (isFields(sent) ? sent : {}))
    .meta(jsonSchemaOf(schema));
}
