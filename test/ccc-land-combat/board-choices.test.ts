import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Match } from '../../src/kernel/match.js';
import { boardChoices, commandsOf, oddsAfter } from '../../src/games/ccc-land-combat/board.js';
import { chosenCommand } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices } from '../../src/games/ccc-land-combat/combat-file.js';
import { currentSlot, seatToMove } from '../../src/games/ccc-land-combat/flow.js';
import { commanderCandidates } from '../../src/games/ccc-land-combat/forces.js';
import { odds } from '../../src/games/ccc-land-combat/odds.js';
import { cccRules } from '../../src/games/ccc-land-combat/ruleset.js';
import type { CccCommand, CccOptions, CccState } from '../../src/games/ccc-land-combat/state.js';
import { viewFor } from '../../src/games/ccc-land-combat/view.js';

const combat = (name: string): unknown => JSON.parse(readFileSync(name, 'utf8'));
const FILES = ['src/games/ccc-land-combat/data/demo-combat.json', 'examples/ccc-land-combat/colony-assault.json', 'examples/ccc-land-combat/natives-attack.json'];

const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

/** One word per command, the same for commands the rules read alike (consent of a commander who is not allied, an empty landing). */
function key(state: CccState, c: CccCommand): string {
  if (c.type !== 'declare') return JSON.stringify(c);
  const allied = commanderCandidates(state.file).some((x) => x.avatar.id === c.commander && x.allied);
  const land = Object.entries(c.land ?? {})
    .filter(([, units]) => units.length > 0)
    .map(([fleet, units]) => `${fleet}:${[...units].sort().join('+')}`)
    .sort();
  return JSON.stringify({ commander: c.commander ?? null, consent: allied ? c.allyConsents === true : null, land, bombard: [...(c.bombard ?? [])].sort() });
}

/** Every candidate command of the slot, legal or not: every avatar, unit, fleet, card, free action and place of the file and tables, and some that are not there. */
function universe(state: CccState): CccCommand[] {
  const file = state.file;
  switch (currentSlot(state).kind) {
    case 'declare': {
      const units = file.fleets.flatMap((f) => f.units.map((u) => ({ fleet: f.id, unit: u.id })));
      const out: CccCommand[] = [];
      for (const commander of [null, 'nobody', ...file.avatars.map((a) => a.id)]) {
        for (const allyConsents of [true, false]) {
          for (const landing of subsets(units)) {
            const land: Record<string, string[]> = {};
            for (const l of landing) land[l.fleet] = [...(land[l.fleet] ?? []), l.unit];
            for (const bombard of subsets([...file.fleets.map((f) => f.id), 'ghost-fleet'])) out.push({ type: 'declare', commander, allyConsents, land, bombard });
          }
        }
      }
      return out;
    }
    case 'cards':
      return subsets([...state.tables.cards.map((c) => c.id), 'no-such-card']).map((cards) => ({ type: 'cards', cards }));
    case 'free':
      return [...state.tables.freeActions.map((a): CccCommand => ({ type: 'free-action', action: a.id })), { type: 'free-action', action: 'dance' }, { type: 'end-free-actions' }];
    case 'charge':
      return [{ type: 'charge', announce: true }, { type: 'charge', announce: false }];
    case 'siege':
      return [{ type: 'siege', announce: true }, { type: 'siege', announce: false }];
    case 'roll':
      return [{ type: 'roll' }];
    case 'retreat':
      return [...file.landArea.adjacent.map((a) => a.id), ...file.fleets.map((f) => `fleet:${f.id}`), 'atlantis'].map((to): CccCommand => ({ type: 'retreat', to }));
    default:
      return [];
  }
}

/** A small deterministic generator: the path through the combat differs by seed. */
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

describe('CCC land combat on the board: the choices the table offers are the rules\' own', () => {
  it.each(FILES.flatMap((file) => [1, 2, 3].flatMap((seed) => (['two', 'one'] as const).map((seating) => [file, seed, seating] as const))))(
    '%s (path %i, seating %s): every legal command is reachable through the pieces, and nothing else',
    (file, seed, seating) => {
      const options: CccOptions = { combat: combat(file), seating };
      const match = new Match(cccRules, options, seed);
      let decisions = 0;
      for (let i = 0; i < 60; i += 1) {
        const state = match.state as CccState;
        const seat = seatToMove(state);
        if (seat === undefined) break;
        // The other seat is offered nothing.
        for (const other of ['attacker', 'defender', 'both'].filter((s) => s !== seat)) expect(boardChoices(viewFor(state, other) as unknown as CccState, other)).toBeNull();
        // The table reads the seat's view, as the browser gets it.
        const choices = boardChoices(viewFor(state, seat) as unknown as CccState, seat);
        expect(choices).not.toBeNull();
        const offered = commandsOf(choices!);
        const legal = universe(state).filter((c) => cccRules.check(state, seat, c).length === 0);
        expect(new Set(offered.map((c) => key(state, c)))).toEqual(new Set(legal.map((c) => key(state, c))));
        for (const c of offered) expect(cccRules.check(state, seat, c)).toEqual([]);
        // Cards the rules refuse are shown with the rules' reason in every language.
        for (const card of choices!.cards) if (card.refusal !== null) expect(Object.keys(card.refusal.texts ?? {}).sort()).toEqual(['de', 'en', 'fr', 'nl']);
        const command = pick(offered, seed * 7 + i);
        expect(match.submit(seat, command).accepted).toBe(true);
        decisions += 1;
      }
      expect((match.state as CccState).end).not.toBeNull();
      expect(decisions).toBeGreaterThan(0);
    },
  );

  it('the demo offers the defender its own commanders and the ally, never the embarked leader; reaction cards are refused before step 4 with the reason', () => {
    const match = new Match(cccRules, { combat: combat(FILES[0] as string), seating: 'one' }, 1);
    const state = match.state as CccState;
    const choices = boardChoices(state, 'both')!;
    expect(choices.commanders.map((c) => `${c.id}:${c.allied}`)).toEqual(['velazquez:false', 'cortes:false', 'drake:true']);
    expect(choices.landing).toEqual([{ fleet: 'armada', unit: 's-inf-9' }, { fleet: 'armada', unit: 's-art-9' }]);
    expect(choices.bombard).toEqual(['armada']);
    match.submit('both', { type: 'declare', commander: 'cortes', land: {}, bombard: [] });
    const cards = boardChoices(match.state as CccState, 'both')!.cards;
    expect(cards.find((c) => c.id === 'veteran-officers')?.refusal).toBeNull();
    expect(cards.find((c) => c.id === 'ambush')?.refusal?.texts?.en).toContain('reaction cards can only be played after step 3');
    expect(cards.find((c) => c.id === 'royal-decree')?.refusal?.texts?.de).toMatch(/rote|Rote/);
  });

  it('the odds before the roll are the exact odds of the file when no further card is played', () => {
    for (const name of FILES.slice(0, 3)) {
      const file = combat(name) as { choices?: Choices };
      const choices: Choices = { ...file.choices, cards: {}, retreat: {} };
      const options: CccOptions = { combat: file };
      const match = new Match(cccRules, options, 1);
      for (let i = 0; i < 40 && !(currentSlot(match.state as CccState).kind === 'roll' && (match.state as CccState).awaiting); i += 1) {
        const state = match.state as CccState;
        expect(match.submit(seatToMove(state) as string, chosenCommand(state, choices).command).accepted).toBe(true);
      }
      const state = match.state as CccState;
      const seat = seatToMove(state) as string;
      expect(oddsAfter(viewFor(state, seat) as unknown as CccState, seat, { type: 'roll' })).toEqual(odds(options, choices));
      expect(oddsAfter(state, seat, { type: 'cards', cards: [] })).toBeNull();
    }
  });
});
