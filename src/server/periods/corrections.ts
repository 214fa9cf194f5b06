import { z } from 'zod';

/** Which parts of a state a correction changed, for the audit: counts per top-level section. */
export function changedSections(before: object, after: object): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const key of Object.keys(after)) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (Array.isArray(a) && Array.isArray(b)) {
      const old = new Set(a.map((item) => JSON.stringify(item)));
      const now = new Set(b.map((item) => JSON.stringify(item)));
      changed[key] = [...now].filter((item) => !old.has(item)).length + [...old].filter((item) => !now.has(item)).length;
    } else changed[key] = 1;
  }
  return changed;
}

/** One changed value of a correction: where (section, item, field) and what it was and became, as JSON text (null: absent). */
export const changedValueSchema = z.object({
  section: z.string(),
  /** The item of a list: its id, else its realm and number, else its place (at), else its position; null for a section that is no list. */
  item: z.string().nullable(),
  /** The item's field; null when the whole item was added or removed. */
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ChangedValue = z.output<typeof changedValueSchema>;

/** Values longer than this are cut: the audit names the change, the state itself holds it whole. */
const SHOWN = 200;
const shown = (value: unknown): string | null => {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
};

/** How an item of a list is named in the audit (a heuristic over the state's own fields, for every game alike). */
function nameOf(item: unknown, index: number): string {
  if (typeof item !== 'object' || item === null) return `#${index + 1}`;
  const record = item as Record<string, unknown>;
  if (typeof record.id === 'string' || typeof record.id === 'number') return String(record.id);
  if (record.realm !== undefined && record.number !== undefined) return `${String(record.realm)} ${String(record.number)}`;
  if (typeof record.at === 'string' || typeof record.at === 'number') return String(record.at);
  return `#${index + 1}`;
}

function fieldChanges(section: string, item: string | null, a: unknown, b: unknown, out: ChangedValue[]): void {
  const objects = typeof a === 'object' && a !== null && !Array.isArray(a) && typeof b === 'object' && b !== null && !Array.isArray(b);
  if (!objects) {
    out.push({ section, item, field: null, before: shown(a), after: shown(b) });
    return;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const field of [...new Set([...Object.keys(left), ...Object.keys(right)])]) {
    if (JSON.stringify(left[field]) !== JSON.stringify(right[field])) out.push({ section, item, field, before: shown(left[field]), after: shown(right[field]) });
  }
}

/**
 * Every value a correction changed, item by item and field by field (issue 46: "Corrected: realms 2"
 * named no realm, field, old or new value). Lists are matched by their items' names (nameOf).
 */
export function changedValues(before: object, after: object): ChangedValue[] {
  const out: ChangedValue[] = [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const section of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    const old = a[section];
    const now = b[section];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (!Array.isArray(old) || !Array.isArray(now)) {
      fieldChanges(section, null, old, now, out);
      continue;
    }
    const named = (list: unknown[]) => new Map(list.map((item, i) => [nameOf(item, i), item]));
    const was = named(old);
    const is = named(now);
    for (const [name, item] of is) {
      if (!was.has(name)) out.push({ section, item: name, field: null, before: null, after: shown(item) });
      else if (JSON.stringify(was.get(name)) !== JSON.stringify(item)) fieldChanges(section, name, was.get(name), item, out);
    }
    for (const [name, item] of was) if (!is.has(name)) out.push({ section, item: name, field: null, before: shown(item), after: null });
  }
  return out;
}
