// The OpenAPI document's view of routes: the JSON schemas of the zod schemas that validate requests, and what each
// status means. Routes in areas put their zod schemas on the route itself (http/zod.ts) and describe their answers
// with `responses()`; `docs()` serves the routes not yet moved, whose handlers parse with zod themselves.
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-7',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

export interface DocOptions {
  summary: string;
  tags: string[];
  /** public routes need no bearer token */
  public?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: Record<string, string>;
  /** status → description */
  responses?: Record<number, string>;
}

/** The `response` part of a route schema: what each status means (bodies are not declared). */
export function responses(descriptions: Record<number, string>): Record<string, { description: string }> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [status, { description }]),
  );
}

export function docs(options: DocOptions) {
  return {
    summary: options.summary,
    tags: options.tags,
    ...(options.public ? { security: [] } : {}),
    ...(options.body ? { body: jsonSchemaOf(options.body) } : {}),
    ...(options.query ? { querystring: jsonSchemaOf(options.query) } : {}),
    ...(options.params
      ? {
          params: {
            type: 'object',
            properties: Object.fromEntries(
              Object.entries(options.params).map(([k, d]) => [k, { type: 'string', description: d }]),
            ),
            required: Object.keys(options.params),
          },
        }
      : {}),
    response: responses(options.responses ?? { 200: 'OK' }),
  };
}
