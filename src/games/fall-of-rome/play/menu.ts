import { CITIES, cityIndex } from '../data/cities.js';
import { cityCard } from '../data/cards.js';
import type { FrCommand } from '../commands.js';
import { ACTION_TYPES } from '../commands.js';
import { composableCards } from '../compose.js';
import { legalCommands } from '../legal.js';
import { offeredCommands } from '../offers.js';
import { freeEnlist } from '../resolve/actions.js';
import { fallOfRomeRules as rules } from '../rules.js';
import type { FrState } from '../state.js';
import type { FrView } from '../view.js';
import { TEXTS, type Lang } from './lang.js';

/**
 * The terminal's menu: the rules' legal commands, widened to every number of legions and dice and
 * every card that fits where the generator names one; each is checked against the rules.
 */
export function menuCommands(s: FrState): FrCommand[] {
  const out: FrCommand[] = [];
  const seen = new Set<string>();
  const add = (c: FrCommand) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return;
    const seat = s.seats[s.pending?.seat ?? s.active] as string;
    if (rules.check(s, seat, c).length > 0) return;
    seen.add(key);
    out.push(c);
  };
  const seat = s.pending?.seat ?? s.active;
  const here = s.pawns[seat] as number;
  const legions = Math.min(3, s.legions[here] as number);
  for (const c of legalCommands(s)) {
    if (c.type === 'march' && c.barbarians === undefined) {
      for (let n = 0; n <= legions; n++) add(n === 0 ? { type: 'march', to: c.to } : { type: 'march', to: c.to, legions: n });
    } else if (c.type === 'sail') {
      const to = cityIndex(c.to);
      const cards = c.card === undefined ? [undefined] : [...new Set((s.hands[seat] as string[]).filter((h) => (CITIES[to]?.tribes ?? []).includes(cityCard(h)?.tribe ?? -1)))];
      for (const card of cards) for (let n = 0; n <= legions; n++) add({ type: 'sail', to: c.to, ...(card ? { card } : {}), ...(n > 0 ? { legions: n } : {}) });
    } else if (c.type === 'battle') {
      for (let n = legions; n >= 1; n--) add(n === legions ? { type: 'battle' } : { type: 'battle', dice: n });
    } else add(c);
  }
  return out;
}

/** A line of the terminal's menu: a command, an event's list of choices, or an event built part by part. */
export type MenuEntry =
  | { readonly kind: 'command'; readonly command: FrCommand }
  | { readonly kind: 'choices'; readonly card: string; readonly corrupt: boolean; readonly commands: readonly FrCommand[] }
  | { readonly kind: 'compose'; readonly card: string; readonly corrupt: boolean };

/**
 * The whole menu of the seat to move: the commands above but events, then every event play its
 * view allows (the browser's list, offers.ts) — one line per card and form with its choices behind
 * it — and the events whose targets are lists (compose.ts) to be built part by part.
 */
export function menuEntries(s: FrState, view: FrView): MenuEntry[] {
  const entries: MenuEntry[] = menuCommands(s)
    .filter((c) => c.type !== 'event')
    .map((command) => ({ kind: 'command', command }));
  const offered = offeredCommands(view);
  const groups = new Map<string, FrCommand[]>();
  for (const c of offered) if (c.type === 'event') groups.set(`${c.card}|${c.corrupt === true}`, [...(groups.get(`${c.card}|${c.corrupt === true}`) ?? []), c]);
  for (const [key, commands] of groups) {
    const [card, corrupt] = key.split('|') as [string, string];
    entries.push(commands.length === 1 ? { kind: 'command', command: commands[0] as FrCommand } : { kind: 'choices', card, corrupt: corrupt === 'true', commands });
  }
  for (const { card, forms } of composableCards(offered)) for (const corrupt of forms) entries.push({ kind: 'compose', card, corrupt });
  return entries;
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
