/** Adds `by` to a key's count; a count that reaches 0 is removed, so that the map holds only what is under way. */
export function tally(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
