import type { FrCommand } from '../commands.js';
import { ACTION_TYPES } from '../commands.js';
import { composableCards } from '../compose.js';
import { offeredCommands } from '../offers.js';
import { freeEnlist } from '../resolve/actions.js';
import type { FrState } from '../state.js';
import type { FrView } from '../view.js';
import { TEXTS, type Lang } from './lang.js';

/** A line of the terminal's menu: a command, an event's list of choices, or an event built part by part. */
export type MenuEntry =
  | { readonly kind: 'command'; readonly command: FrCommand }
  | { readonly kind: 'choices'; readonly card: string; readonly corrupt: boolean; readonly commands: readonly FrCommand[] }
  | { readonly kind: 'compose'; readonly card: string; readonly corrupt: boolean };

/**
 * The whole menu of the seat to move, from what its view shows (offers.ts, the browser's list):
 * every play but events, then each event and form as one line with its choices behind it, and the
 * events whose targets are lists (compose.ts) to be built part by part.
 */
export function menuEntries(view: FrView): MenuEntry[] {
  const offered = offeredCommands(view);
  // Commands of a kind together, within a kind those to one city together by legions; otherwise in the order offered (sort is stable).
  const commands = offered.filter((c) => c.type !== 'event');
  const typeRank = firstSeen(commands.map((c) => c.type));
  const toRank = firstSeen(commands.map(destination));
  commands.sort((a, b) => (typeRank.get(a.type) as number) - (typeRank.get(b.type) as number) || (toRank.get(destination(a)) as number) - (toRank.get(destination(b)) as number) || legionsOf(a) - legionsOf(b));
  const entries: MenuEntry[] = commands.map((command) => ({ kind: 'command', command }));
  const groups = new Map<string, { card: string; corrupt: boolean; commands: FrCommand[] }>();
  for (const c of offered) {
    if (c.type !== 'event') continue;
    const corrupt = c.corrupt === true;
    const key = `${c.card}|${corrupt}`;
    if (!groups.has(key)) groups.set(key, { card: c.card, corrupt, commands: [] });
    groups.get(key)?.commands.push(c);
  }
  for (const { card, corrupt, commands: list } of groups.values()) entries.push(list.length === 1 ? { kind: 'command', command: list[0] as FrCommand } : { kind: 'choices', card, corrupt, commands: list });
  for (const { card, forms } of composableCards(offered)) for (const corrupt of forms) entries.push({ kind: 'compose', card, corrupt });
  return entries;
}

const destination = (c: FrCommand): string => ('to' in c ? (c.to ?? '') : '');

const legionsOf = (c: FrCommand): number => ('legions' in c ? (c.legions ?? 0) : 0);

/** Each key's place of first appearance. */
function firstSeen(keys: readonly string[]): Map<string, number> {
  const places = new Map<string, number>();
  for (const k of keys) if (!places.has(k)) places.set(k, places.size);
  return places;
}

/** What a command costs its player: an action (or none), and an event's decline. */
export function costText(s: FrState, c: FrCommand, lang: Lang): string {
  const tx = TEXTS[lang];
  const seat = s.pending?.seat ?? s.active;
  if (c.type === 'event') return c.corrupt ? (lang === 'de' ? 'Karte, Verfall +1' : 'card, decline +1') : lang === 'de' ? 'Karte' : 'card';
  if (c.type === 'enlist' && freeEnlist(s, seat)) return tx.free;
  if (c.type === 'consult' && s.rules.vestalisConsult === 'free') return tx.noAction;
  if (ACTION_TYPES.has(c.type)) return tx.action;
  return '';
}
