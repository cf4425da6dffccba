// Route schemas for the OpenAPI document, generated from the same zod schemas that validate requests.
// Fastify does not validate with them (the handlers parse with zod, so errors keep the contract's `{msg}`).
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

export function docs(options: DocOptions) {
  const responses: Record<string, { description: string }> = {};
  for (const [status, description] of Object.entries(options.responses ?? { 200: 'OK' }))
    responses[status] = { description };
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
    response: Object.fromEntries(
      Object.entries(responses).map(([k, v]) => [k, { description: v.description }]),
    ),
  };
}
