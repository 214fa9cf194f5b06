/**
 * Compares a result with the expectation of a conformance case. The expectation is a partial
 * object: only the keys it names are compared. `{"$approx": x, "digits": n}` matches a number
 * that rounds to x at n decimals; `{"$length": n}` matches a list of n items; `{"$absent": true}`
 * matches a key that is not there.
 */
export function mismatches(actual: unknown, expected: unknown, path = ''): string[] {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    const spec = expected as Record<string, unknown>;
    if ('$approx' in spec) {
      const digits = typeof spec.digits === 'number' ? spec.digits : 4;
      if (typeof actual !== 'number') return [`${path}: expected a number near ${String(spec.$approx)}, got ${JSON.stringify(actual)}`];
      const factor = 10 ** digits;
      return Math.round(actual * factor) === Math.round((spec.$approx as number) * factor)
        ? []
        : [`${path}: expected ≈ ${String(spec.$approx)} (${digits} decimals), got ${actual}`];
    }
    if ('$absent' in spec) return actual === undefined ? [] : [`${path}: expected absent, got ${JSON.stringify(actual)}`];
    if ('$length' in spec) {
      return Array.isArray(actual) && actual.length === spec.$length ? [] : [`${path}: expected ${String(spec.$length)} items, got ${JSON.stringify(actual)}`];
    }
    if (actual === null || typeof actual !== 'object') return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(spec).flatMap(([key, value]) => mismatches((actual as Record<string, unknown>)[key], value, path === '' ? key : `${path}.${key}`));
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length) return [`${path}: expected ${expected.length} items, got ${actual.length}: ${JSON.stringify(actual)}`];
    return expected.flatMap((item, index) => mismatches(actual[index], item, `${path}[${index}]`));
  }
  return Object.is(actual, expected) || actual === expected ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}
