import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { makeBot } from '../../src/games/jeanne-darc-1429/bots/index.js';
import { gameIndex } from '../../src/games/jeanne-darc-1429/data/board-index.js';
import { askedSeats } from '../../src/games/jeanne-darc-1429/dispatch.js';
import { jeanneDarcRules as rules } from '../../src/games/jeanne-darc-1429/ruleset.js';
import { purposeText } from '../../web/src/jeanne-darc-1429/purpose.js';
import { englishWords } from '../web/english-words.js';

// Issue 19 bug 7: dice purposes stay English in the log (transcripts) but read in the table's language.

const SAMPLES = [
  'attack on orleans',
  'defence of orleans',
  'foreign intervention against orleans',
  'foreign intervention: extent',
  'foreign intervention: second roll',
  'uprising provoked in orleans',
  'uprising: number of cities',
  'mercenaries in orleans',
  'end of the game after round 5 (1 in 6)',
  'player order: marker 2 (draw 1)',
  'event marker 1 of 2 (1–8)',
  'confiscation: card 1 of 2 from england (1–5)',
  'field battle: the player left out (1–3)',
  'field battle: camp of france, companion 1 (1–4)',
  'field battle: opponent of england (1–2)',
  'naval battle: lot for place 2 among 3 with 4 ports (1–3)',
  'naval battle england against france',
  'field battle duel burgundy against brittany',
];

function playedPurposes(seed: number): { purposes: Set<string>; index: ReturnType<typeof gameIndex> } {
  const match = new Match(rules, { players: 4 }, seed);
  const chooser = makeBot('random');
  const dice = new SeededDice(seed);
  for (let n = 0; n < 3000 && match.state.pending !== null && match.state.result === null; n++) {
    const seat = askedSeats(match.state.pending)[0]!;
    match.submit(seat, chooser.choose(match.state, seat, (min, max) => dice.int(min, max)));
  }
  const purposes = new Set<string>();
  for (const entry of match.fullLog()) if (entry.kind === 'roll') purposes.add(entry.roll.purpose);
  return { purposes, index: gameIndex(match.state) };
}

describe("Jeanne d'Arc 1429 in the browser: roll purposes", () => {
  const { purposes, index } = playedPurposes(4);

  it('reads every purpose of a played game and every known pattern in German and Dutch without English words', () => {
    expect(purposes.size).toBeGreaterThan(3);
    for (const purpose of [...purposes, ...SAMPLES]) {
      for (const lang of ['de', 'nl'] as const) {
        const text = purposeText(purpose, index, lang);
        expect(text, `${lang}: ${purpose}`).not.toBe(purpose);
        expect(englishWords(text), `${lang}: ${purpose} → ${text}`).toEqual([]);
      }
    }
  });

  it('names cities and powers, keeps the lot range and leaves English as recorded', () => {
    const orleans = index.cities.get('orleans')?.name ?? 'orleans';
    expect(purposeText('attack on orleans', index, 'de')).toBe(`Angriff auf ${orleans}`);
    expect(purposeText('field battle: opponent of england (1–2)', index, 'de')).toMatch(/^Feldschlacht: Gegner von England \(1–2\)$/);
    expect(purposeText('end of the game after round 5 (1 in 6)', index, 'nl')).toBe('einde van het spel na ronde 5 (1 op 6)');
    for (const purpose of [...purposes, ...SAMPLES]) expect(purposeText(purpose, index, 'en')).toBe(purpose);
  });
});
