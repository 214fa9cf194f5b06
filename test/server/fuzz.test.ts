import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzFixture } from '../../bench/server/fuzz-fixture.js';
import { battleProperty, bodyProperty, orderTextProperty, worldProperty } from '../../bench/server/fuzz-targets.js';
import { sqliteServer, type TestServer } from './helpers.js';

// A short run; bench/server/fuzz.ts runs the same properties over 100,000 inputs and more.
const RUNS = 150;
let server: TestServer;
beforeAll(async () => {
  server = await sqliteServer({ bodyLimit: 4 * 1024 * 1024 });
});
afterAll(() => server.close());

describe('fuzzing (issue 18): taken or refused as input, never a failure', () => {
  it('order texts', () => fc.assert(orderTextProperty(), { numRuns: RUNS * 4, seed: 18 }));
  it('world files', () => fc.assert(worldProperty(), { numRuns: RUNS, seed: 18 }));
  it('battle files', () => fc.assert(battleProperty(), { numRuns: RUNS, seed: 18 }));
  it('every request body: never a 500, never a stack trace', async () => {
    const fixture = await fuzzFixture(server.app);
    await fc.assert(bodyProperty(server.app, fixture.urlOf, fixture.tokenOf, fixture.samples), { numRuns: RUNS * 2, seed: 18 });
  });
});
