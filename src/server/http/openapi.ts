import { z } from 'zod';
import type { AnyRoute } from './route.js';
import { errorSchema } from './schemas.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ACCESS_TEXT: Record<AnyRoute['access'], string> = {
  public: 'anyone, without a token',
  creator: 'anyone; only holders of the creation token when the server has one (ARBITER_CREATE_TOKEN)',
  member: "the match's game master or one of its seats",
  player: 'a player seat of the match',
  gm: "the match's game master",
  account: 'a signed-in account (its session token)',
};

function parameters(route: AnyRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (schema === undefined) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function errorResponses(route: AnyRoute): Record<string, JsonSchema> {
  const codes = ['400', '404', '409', '413'];
  if (route.access !== 'public') codes.push('401', '429');
  else if (route.rateLimited === true) codes.push('429');
  if (route.access !== 'public' && route.access !== 'creator') codes.push('403');
  const content = { 'application/json': { schema: jsonSchema(errorSchema, 'output') } };
  return Object.fromEntries(codes.sort().map((code) => [code, { description: 'refused; the body says why', content }]));
}

/** The OpenAPI 3.1 description of every route, from the same zod schemas that check requests. */
export function openApiDocument(routes: readonly AnyRoute[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const produces = route.produces ?? 'application/json';
    const operation: JsonSchema = {
      summary: route.summary,
      description: `Who may call: ${ACCESS_TEXT[route.access]}.`,
      tags: [route.tag],
      parameters: parameters(route),
      responses: {
        '200': { description: 'done', content: { [produces]: { schema: jsonSchema(route.response, 'output') } } },
        ...errorResponses(route),
      },
      ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    };
    if (route.body !== undefined) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Arbiter', version: '0.1.0', description: 'Matches of strategy board games: seats, turns, evaluations, live updates (docs/server.md).' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'a seat token, the game master token, the creation token, or an account session token' } } },
    paths,
  };
}
