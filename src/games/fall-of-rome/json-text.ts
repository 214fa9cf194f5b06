/**
 * The JSON text of a value made only of plain objects, lists, texts, finite numbers, booleans and
 * null, or undefined for anything else (undefined fields, functions, dates, NaN…): on such a value
 * the text says everything a schema check can see, so equal texts get equal answers.
 */
export function plainJsonText(value: unknown): string | undefined {
  return isPlainJson(value) ? JSON.stringify(value) : undefined;
}

function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return Object.getPrototypeOf(value) === Array.prototype && value.every(isPlainJson) && Object.keys(value).length === value.length;
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.getOwnPropertySymbols(value).length === 0 && Object.values(value).every(isPlainJson);
}
