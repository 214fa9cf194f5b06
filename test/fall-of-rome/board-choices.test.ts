import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import type { Role } from '../../src/games/fall-of-rome/data/roles.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { offeredCommands } from '../../src/games/fall-of-rome/offers.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { FrView } from '../../src/games/fall-of-rome/view.js';
import { choose, entriesOf, type Entry, type Facet, step, tapCard, tapCity } from '../../web/src/fall-of-rome/choose.js';
import { optionLabel, startCards } from '../../web/src/fall-of-rome/sheet.js';
import { LANGS } from '../../web/src/app/lang.js';

// Issue 45 item 1: on the board every play is a path of taps — a city on the map, a card of the
// hand or a button of the header, then the sheet's buttons in words. Every offer of the rules is
// reached that way, and no tap leads to anything the rules did not offer.

const TABLES: readonly (readonly Role[])[] = [
  ['regina-foederata', 'praefectus-fabrum', 'vestalis'],
  ['consul', 'praefectus-classis', 'mercator'],
  ['magister-militum', 'regina-foederata', 'praefectus-classis'],
];

const key = (c: FrCommand) => JSON.stringify(c);

/** Taps along `target`'s path as a player would, the way the table offers each choice; the command played. */
function reach(view: FrView, entries: readonly Entry[], target: Entry): FrCommand | undefined {
  const first = target.facets[0] as Facet;
  let now: { path: Facet[]; play?: FrCommand } | undefined;
  // Where the play begins: a city on the map, a card (of the hand, or shown by the header), or the header's buttons.
  if (first.key === 'at') now = tapCity(entries, [], first.value);
  else if (first.key === 'card') {
    expect(startCards(view, entries)).toContain(first.value);
    now = tapCard(entries, [], first.value);
  } else {
    expect(step(entries, []).options.map((o) => o.facet)).toContainEqual(first);
    now = choose(entries, [], first);
  }
  for (let taps = 0; now !== undefined && now.play === undefined && taps < 40; taps++) {
    const path: Facet[] = now.path;
    const s = step(entries, path);
    // The sheet: each option in words, none read alike.
    for (const lang of LANGS) {
      const labels = s.options.map((o) => optionLabel(o, view, lang));
      expect(new Set(labels).size, `${lang}: ${labels.join(' | ')}`).toBe(labels.length);
      for (const label of labels) expect(label).not.toMatch(/\bp\d\b|\/(Os|Vi|Hu|Va|AS)\b|[{}]|undefined/);
    }
    if (path.length === target.facets.length) return s.done;
    const next = target.facets[path.length] as Facet;
    const option = s.options.find((o) => o.facet.key === next.key && o.facet.value === next.value);
    expect(option, `${key(target.command)} at ${JSON.stringify(path)}`).toBeDefined();
    // Cities are tapped on the map, cards on the hand or the sheet; the rest are the sheet's buttons.
    now = next.kind === 'city' ? tapCity(entries, path, next.value) : next.kind === 'card' ? tapCard(entries, path, next.value) : choose(entries, path, next);
  }
  return now?.play;
}

describe('Fall of Rome on the board: every offer is reached by taps', () => {
  it('through the map, the hand and the sheet, in many seeded games', { timeout: 180_000 }, () => {
    let reached = 0;
    let states = 0;
    for (const [t, roles] of TABLES.entries()) {
      for (let game = 0; game < 3; game++) {
        const seed = 500 + 10 * t + game;
        const match = new Match(rules, { players: 3, roles: [...roles] }, seed);
        const dice = new SeededDice(seed);
        for (let move = 0; move < 160 && seatToMove(match.state) !== undefined; move++) {
          const s = match.state;
          const seat = seatToMove(s) as string;
          if (move % 4 === 0 || s.pending !== null) {
            states++;
            const view = match.view(seat);
            const offered = offeredCommands(view);
            const entries = entriesOf(offered, view);
            const known = new Set(offered.map(key));
            for (const entry of entries) {
              const played = reach(view, entries, entry);
              expect(played === undefined ? undefined : key(played), `seed ${seed} move ${move}`).toBe(key(entry.command));
              expect(known.has(key(played as FrCommand))).toBe(true);
              reached++;
            }
          }
          match.submit(seat, randomBot.choose(s, (a, b) => dice.int(a, b)));
        }
      }
    }
    expect(states).toBeGreaterThan(100);
    expect(reached).toBeGreaterThan(5000);
  });
});
