// Playing on the board (issue 45 item 1): every command the rules offer a seat is a path of choices
// (facets) — what is tapped first (a city, a card, a button), then each detail the rules leave free.
// The table asks one choice at a time, only among the offers that fit the choices made so far, so
// nothing is offered that the rules refuse and every offer is one path of taps away. Each game says
// its commands' paths (its own choose.ts); the walking of them is the same for every game.

/** One choice on an offer's path: its key, the value chosen, and what kind of thing it picks. */
export interface Facet<K extends string = string> {
  readonly key: string;
  readonly value: string;
  readonly kind: K;
}

/** An offer and its path. */
export interface Entry<C, K extends string = string> {
  readonly command: C;
  readonly facets: readonly Facet<K>[];
}

/** One choice open now and the offers behind it. */
export interface Option<C, K extends string = string> {
  readonly facet: Facet<K>;
  readonly commands: readonly C[];
}

/** What may be chosen after a path: the options, and the offer the path already names in full (if any). */
export interface Step<C, K extends string = string> {
  readonly options: readonly Option<C, K>[];
  readonly done?: C;
}

/** The path after a choice, and the offer to play when nothing is left to choose. */
export interface Chosen<C, K extends string = string> {
  readonly path: Facet<K>[];
  readonly play?: C;
}

const same = (a: Facet, b: Facet) => a.key === b.key && a.value === b.value;

/** The offers whose path begins with `path`. */
export function matching<C, K extends string>(entries: readonly Entry<C, K>[], path: readonly Facet<K>[]): Entry<C, K>[] {
  return entries.filter((e) => e.facets.length >= path.length && path.every((p, i) => same(p, e.facets[i] as Facet<K>)));
}

export function step<C, K extends string>(entries: readonly Entry<C, K>[], path: readonly Facet<K>[]): Step<C, K> {
  const options = new Map<string, { facet: Facet<K>; commands: C[] }>();
  let done: C | undefined;
  for (const e of matching(entries, path)) {
    const next = e.facets[path.length];
    if (next === undefined) {
      done ??= e.command;
      continue;
    }
    const key = `${next.key}=${next.value}`;
    if (!options.has(key)) options.set(key, { facet: next, commands: [] });
    options.get(key)?.commands.push(e.command);
  }
  const list = [...options.values()];
  // Numbers in their order, "as many as there are" (no value) last.
  const rank = (o: Option<C, K>) => (o.facet.value === '' ? Infinity : Number(o.facet.value));
  if (list.every((o) => o.facet.kind === 'count')) list.sort((a, b) => rank(a) - rank(b));
  return { options: list, ...(done === undefined ? {} : { done }) };
}

/** The path with every choice that has no alternative taken: only what the player may choose is asked. */
export function settle<C, K extends string>(entries: readonly Entry<C, K>[], path: readonly Facet<K>[]): Facet<K>[] {
  const out = [...path];
  for (;;) {
    const s = step(entries, out);
    if (s.done !== undefined || s.options.length !== 1) return out;
    out.push((s.options[0] as Option<C, K>).facet);
  }
}

/** After a choice: the settled path, and the offer to play when nothing is left to choose. */
export function choose<C, K extends string>(entries: readonly Entry<C, K>[], path: readonly Facet<K>[], facet: Facet<K>): Chosen<C, K> {
  const next = settle(entries, [...path, facet]);
  const s = step(entries, next);
  return s.options.length === 0 && s.done !== undefined ? { path: next, play: s.done } : { path: next };
}

/**
 * A tap on a thing of the board (a city, a card): the open choice of that kind and value, else —
 * when `startKey` is given — that thing's own choices from the start, else nothing.
 */
export function tap<C, K extends string>(entries: readonly Entry<C, K>[], path: readonly Facet<K>[], kind: K, value: string, startKey?: string): Chosen<C, K> | undefined {
  const open = step(entries, path).options.find((o) => o.facet.kind === kind && o.facet.value === value);
  if (open !== undefined) return choose(entries, path, open.facet);
  if (startKey === undefined) return undefined;
  const start = step(entries, []).options.find((o) => o.facet.key === startKey && o.facet.value === value);
  return start === undefined ? undefined : choose(entries, [], start.facet);
}
