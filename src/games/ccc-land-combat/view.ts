import { NATIVES } from './combat-file.js';
import type { CccEvent, CccState } from './state.js';

/** What a seat sees: everything on the table; cards in hand only of its own side (and an allied commander's). */
export type CccView = Omit<CccState, 'hands'> & {
  readonly hands: Readonly<Record<string, readonly string[] | { readonly count: number }>>;
  readonly seat: string;
};

function visibleNations(state: CccState, seat: string): Set<string> | 'all' {
  if (seat === 'both') return 'all';
  const file = state.file;
  if (seat === 'attacker') return new Set(file.attacker.side === NATIVES ? [] : [file.attacker.side]);
  if (seat === 'defender') {
    const set = new Set<string>(file.defender === NATIVES ? [] : [file.defender]);
    const commander = file.avatars.find((a) => a.id === state.commander);
    if (state.alliedCommander && commander !== undefined) set.add(commander.nation);
    return set;
  }
  return new Set();
}

export function viewFor(state: CccState, seat: string): CccView {
  const visible = visibleNations(state, seat);
  const hands: Record<string, readonly string[] | { count: number }> = {};
  for (const [nation, cards] of Object.entries(state.hands)) {
    hands[nation] = visible === 'all' || visible.has(nation) ? cards : { count: cards.length };
  }
  return { ...state, hands, seat };
}

/** Played cards are shown on the table; no event carries a hand. */
export function redactEvent(event: CccEvent): CccEvent {
  return event;
}
