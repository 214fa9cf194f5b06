import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, sqliteServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer();
});
afterAll(() => server.close());

interface Operation {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}

describe('the OpenAPI document', () => {
  it('describes every route with its parameters, body, answer and refusals', async () => {
    const document = await ok<{ openapi: string; paths: Record<string, Record<string, Operation>> }>(server.app, '/api/openapi.json');
    expect(document.openapi).toBe('3.1.0');
    for (const route of server.app.routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const inPath = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(operation!.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort()).toEqual(inPath.sort());
      expect(operation!.requestBody !== undefined).toBe(route.body !== undefined);
      expect(Object.keys(operation!.responses)).toContain('200');
      expect(Object.keys(operation!.responses)).toContain('400');
      if (route.access !== 'public') expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['401', '429']));
      expect(operation!.security !== undefined).toBe(route.access !== 'public');
    }
    const create = document.paths['/api/phoenix/matches']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(['title', 'world', 'generate', 'seed', 'deadline']));
  });
});
