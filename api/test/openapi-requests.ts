// Requests built from the API's own OpenAPI document (GET /v1/openapi.json), for the tests that must cover every
// operation without being edited when one is added (tenant-isolation, secrets-in-answers). Path parameters and
// sid fields are filled by a resolver (the fixtures of a tenant); other required values from the field's name or
// its schema: the smallest body the schema accepts, with every sid field it names.
import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

/** A value of each string format a schema declares (its pattern, if any, is the format's own). */
const FORMAT_SAMPLES: Record<string, string> = { ipv4: '203.0.113.9' };

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface Operation {
  method: Method;
  /** the document's path, `/v1/Accounts/{sid}` */
  path: string;
  /** `GET /v1/Accounts/{sid}` */
  name: string;
  /** no token needed (`security: []`) */
  isPublic: boolean;
  pathParams: string[];
  query: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
        security?: unknown[];
      }
    >
  >;
}

/** Every operation of the document, in its order. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  const doc = res.json() as OpenApiDocument;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      out.push({
        method: method.toUpperCase() as Method,
        path,
        name: `${method.toUpperCase()} ${path}`,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        query: parameters.filter((p) => p.in === 'query'),
        body: contentType
          ? { contentType, schema: content[contentType].schema, required: Boolean(op.requestBody?.required) }
          : undefined,
      });
    }
  }
  return out;
}

/** The resource a path parameter names: the segment before it, and the one before that (`Accounts/{sid}/VoipCarriers/{carrier}`). */
export function paramContext(path: string, param: string): { segment: string; parent: string | null } {
  const parts = path.split('/').filter(Boolean);
  const at = parts.indexOf(`{${param}}`);
  const before = parts.slice(0, at).filter((p) => !p.startsWith('{'));
  return {
    segment: before[before.length - 1] ?? '',
    parent: before.length > 1 ? before[before.length - 2] : null,
  };
}

/** Says what value a sid field or a path parameter takes; throws CannotBuild for one it does not know. */
export interface Resolver {
  pathParam(op: Operation, param: string): string;
  /** a body or query field whose name ends in `_sid` */
  sidField(op: Operation, field: string): string;
  /** a required value the schema alone cannot make valid (a URL, an e-mail, a phone number…), or undefined */
  named(op: Operation, field: string): unknown;
}

export class CannotBuild extends Error {}

export interface BuiltRequest {
  method: Method;
  url: string;
  payload?: unknown;
  headers: Record<string, string>;
}

const isSidField = (name: string) => name.endsWith('_sid');

/** Query values a handler requires that the document leaves optional without saying so. */
const UNDOCUMENTED_QUERY: Record<string, string> = {
  'GET /v1/ServiceProviders/{sid}/SpeechCredentials/speech/supportedLanguagesAndVoices': 'vendor=aws',
  'GET /v1/Accounts/{sid}/SpeechCredentials/speech/supportedLanguagesAndVoices': 'vendor=aws',
};

/**
 * The smallest value `schema` accepts; with `allSids`, its objects also carry every sid field they may name (what a
 * new thing would belong to or point at), else only the required ones.
 */
export function sample(
  schema: Schema,
  field: string,
  op: Operation,
  resolver: Resolver,
  allSids = false,
): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    // the variant that asks least (a bucket test's vendor 'none', a sign-in by link)
    const usable = variants.filter((v) => v.type !== 'null');
    const smallest = [...usable].sort((x, y) => (x.required?.length ?? 0) - (y.required?.length ?? 0))[0];
    return sample(smallest, field, op, resolver, allSids);
  }
  if (isSidField(field)) return resolver.sidField(op, field);
  const named = resolver.named(op, field);
  if (named !== undefined) return named;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
    case undefined: {
      if (!schema.properties) {
        if (schema.type === undefined)
          throw new CannotBuild(`${op.name}: no schema for ${field || 'the body'}`);
        return {};
      }
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        if (schema.required?.includes(name) || (allSids && isSidField(name)))
          out[name] = sample(property, name, op, resolver, allSids);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? {}, field, op, resolver, allSids),
      );
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      if (schema.pattern) throw new CannotBuild(`${op.name}: ${field} must match ${schema.pattern}`);
      const value = `${field || 'value'}-x`;
      return value.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? value.length);
    }
    default:
      throw new CannotBuild(`${op.name}: no value for ${field} of type ${schema.type}`);
  }
}

/** The request for an operation: path parameters and sid fields from the resolver, required values from the schema. */
export function buildRequest(
  op: Operation,
  resolver: Resolver,
  options: { allSids?: boolean } = {},
): BuiltRequest {
  let url = op.path;
  for (const param of op.pathParams)
    url = url.replace(`{${param}}`, encodeURIComponent(resolver.pathParam(op, param)));
  const query = new URLSearchParams();
  for (const parameter of op.query) {
    // a query the handler requires in its own words is documented as optional, '(required)' in its description
    const required = parameter.required || /\(required\)/.test(parameter.description ?? '');
    if (isSidField(parameter.name)) query.set(parameter.name, resolver.sidField(op, parameter.name));
    else if (required)
      query.set(
        parameter.name,
        String(sample(parameter.schema ?? { type: 'string' }, parameter.name, op, resolver)),
      );
  }
  const search = [query.toString(), UNDOCUMENTED_QUERY[op.name]].filter(Boolean).join('&');
  const request: BuiltRequest = { method: op.method, url: search ? `${url}?${search}` : url, headers: {} };
  if (op.body) {
    if (op.body.contentType !== 'application/json')
      throw new CannotBuild(`${op.name}: a ${op.body.contentType} body`);
    request.payload = sample(op.body.schema, '', op, resolver, options.allSids);
  }
  return request;
}
