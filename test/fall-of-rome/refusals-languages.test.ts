import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import type { Problem } from '../../src/kernel/problems.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import type { FrCommand } from '../../src/games/fall-of-rome/commands.js';
import { CITY_CARDS, EVENT_IDS } from '../../src/games/fall-of-rome/data/cards.js';
import { CITIES, CITY_NAMES } from '../../src/games/fall-of-rome/data/cities.js';
import { ROLES, type Role } from '../../src/games/fall-of-rome/data/roles.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { refusal } from '../../src/games/fall-of-rome/resolve/args.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { anyCommand } from './any-command.js';

// Issue 45 item 2: every refusal of Fall of Rome is worded in English, German, Dutch and French,
// names seats by their roles (never "p1"), and the Dutch and French words are not English or German.

const RESOLVE = join(import.meta.dirname, '../../src/games/fall-of-rome/resolve');
const LANGS = ['en', 'de', 'nl', 'fr'] as const;

/** Words that give away an English or German sentence left in a Dutch or French text. */
const GIVEAWAYS = /\b(the|and|is not|not|only|must|cannot|already|there|has|holds|stand|und|nicht|ist|kein|keine|nur|schon|muss|Karte|Stadt|Spieler|Zug|Wahl|der|das)\b/i;
/** A seat id as the state spells it. */
const SEAT_ID = /\bp[1-5]\b/;

/** A text without what the player typed or may type: the quoted field names, values and ids. */
function ownWords(text: string): string {
  return text.replace(/"[^"]*"/g, '').replace(/„[^“]*“/g, '').replace(/« [^»]* »/g, '');
}

/** What is wrong with a refusal's texts (nothing: an empty list). Plain checks, not expect: they run some 100 000 times. */
function faultsOf(p: Problem): string[] {
  const texts = p.texts ?? {};
  const faults: string[] = [];
  for (const lang of LANGS) {
    const text = texts[lang];
    if (typeof text !== 'string' || text.trim() === '') faults.push(`${p.code} has no ${lang} text`);
    else if (SEAT_ID.test(text)) faults.push(`${p.code} ${lang} names a seat by its id: ${text}`);
  }
  if (p.message !== texts.en) faults.push(`${p.code}: the message is not texts.en`);
  for (const lang of ['nl', 'fr'] as const) {
    const text = texts[lang];
    if (typeof text !== 'string') continue;
    if (text === texts.en || text === texts.de) faults.push(`${p.code} ${lang} is the English or German text: ${text}`);
    const giveaway = ownWords(text).match(GIVEAWAYS);
    if (giveaway !== null) faults.push(`${p.code} ${lang} has "${giveaway[0]}": ${text}`);
  }
  return faults;
}

/** Commands beside the random ones: every answer to a choice, the phases' commands, undo, malformed fields. */
function extraCommands(s: FrState, seat: number): unknown[] {
  const hand = s.hands[seat] ?? [];
  const card = hand[0] ?? 'Roma/Os';
  const here = s.pawns[seat] as number;
  const own = CITY_CARDS.find((c) => c.city === here && hand.includes(c.id))?.id ?? card;
  const next = CITY_NAMES[CITIES[here]?.neighbours[0] ?? 0] as string;
  return [
    { type: 'build-fort', card: own },
    { type: 'march', to: next, barbarians: { huns: 1 } },
    { type: 'march', to: next, barbarians: [1] },
    { type: 'invade' },
    { type: 'draw' },
    { type: 'draw', three: true },
    { type: 'undo' },
    { type: 'continue' },
    { type: 'discard', card },
    { type: 'discard', card: 'nothing' },
    { type: 'put-back', card },
    { type: 'reorder', order: ['x'], remove: 'y' },
    { type: 'remove', tribes: ['huns', 'huns', 'vandals', 'romans'] },
    { type: 'recruit' },
    { type: 'levy', card, legions: 5 },
    { type: 'consult', card },
    { type: 'reinforce', city: 'Roma' },
    { type: 'transfer', to: 'Roma', card },
    { type: 'build-fort', card, from: 'Roma' },
    { type: 'build-fort' },
    { type: 'enlist', tribe: 'huns', card, legions: 2 },
    { type: 'ally', tribe: 'vandals', cards: [card, card] },
    { type: 'conspire', with: s.seats[(seat + 1) % s.seats.length], card, direction: 'give' },
    { type: 'conspire', with: 'treasury', card: 'nothing', direction: 'take' },
    { type: 'trade', with: s.seats[seat], card, direction: 'take' },
    { type: 'march', to: 'Roma', legions: 3, barbarians: { huns: 3, vandals: 1 } },
    { type: 'march', to: 'Roma', barbarians: { huns: -1 } },
    { type: 'sail', to: 'Roma', card },
    { type: 'battle', dice: 2, set: [6] },
    { type: 'battle', dice: 1, set: [6] },
    ...EVENT_IDS.flatMap((id) => [
      { type: 'event', card: id },
      { type: 'event', card: id, corrupt: true, nonsense: 1 },
      { type: 'event', card: id, removals: [{ city: 'Roma', tribe: 'huns' }, { city: 'Ravenna', tribe: 'vandals' }, { city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'huns' }, { city: 'Roma', tribe: 'goths' }] },
      { type: 'event', card: id, corrupt: true, removals: [] },
      { type: 'event', card: id, cities: ['Roma', 'Roma', 'Ravenna', 'Atlantis'] },
      { type: 'event', card: id, city: 'Roma', pawn: s.seats[seat] },
      { type: 'event', card: id, take: 'Roma/Os' },
      { type: 'event', card: id, take: card },
      { type: 'event', card: id, moves: [{ seat: s.seats[seat], to: 'Roma', legions: 2 }, { seat: s.seats[seat], to: 'Roma', barbarians: { huns: 1 } }] },
      { type: 'event', card: id, corrupt: true, moves: [{ seat: s.seats[seat], to: 'Roma', legions: 3 }, { seat: s.seats[(seat + 1) % s.seats.length], to: 'Roma', legions: 3 }] },
      { type: 'event', card: id, a: s.seats[seat], b: s.seats[seat], aCard: card, bCard: card },
      { type: 'event', card: id, a: s.seats[seat], b: s.seats[(seat + 1) % s.seats.length], aCard: card, bCard: card },
      { type: 'event', card: id, to: 'Roma', dice: 2, set: [1, 2] },
    ]),
  ];
}

/** Every refusal of a state: random commands from each seat, the extra commands, a stranger. */
function refusalsOf(s: FrState, pick: (n: number) => number, tries: number): { problems: readonly Problem[]; context: string }[] {
  const found: { problems: readonly Problem[]; context: string }[] = [];
  s.seats.forEach((seat, i) => {
    for (let k = 0; k < tries; k++) {
      const command = anyCommand(s, i, pick);
      found.push({ problems: rules.check(s, seat, command), context: `${JSON.stringify(command)} by ${seat}` });
    }
    for (const command of extraCommands(s, i)) found.push({ problems: rules.check(s, seat, command as FrCommand), context: `${JSON.stringify(command)} by ${seat}` });
  });
  found.push({ problems: rules.check(s, 'stranger', { type: 'draw' }), context: 'a stranger' });
  return found;
}

/**
 * The same state stretched to where rarer refusals live: every event in every hand, no fort left in
 * the supply, the Mercator's trade used, some tribes allied, the player deck nearly empty, every
 * city full of barbarians, the roles shifted round so each meets the commands.
 */
function stretched(s: FrState, shift: number): FrState {
  return {
    ...s,
    roles: s.roles.map((_, i) => ROLES[(i + shift) % ROLES.length] as Role),
    hands: s.hands.map((hand, seat) => [...hand, ...EVENT_IDS, ...CITY_CARDS.filter((c) => c.city === s.pawns[seat]).map((c) => c.id)]),
    cubes: s.cubes.map(() => 3),
    fortSupply: 0,
    flags: { ...s.flags, mercatorTraded: true },
    allied: s.allied.map((allied, tribe) => allied || tribe % 2 === 0),
    playerDeck: s.playerDeck.slice(-2),
  };
}

/** The refusal codes the resolve/ sources can give: `fail('code'`, `problem('code'`, `refusal('code'`. */
function codesInSources(): Set<string> {
  const codes = new Set<string>();
  for (const file of readdirSync(RESOLVE)) {
    const text = readFileSync(join(RESOLVE, file), 'utf8');
    for (const m of text.matchAll(/\b(?:fail|problem|refusal)\(\s*'([a-z0-9-]+)'/g)) codes.add(m[1] as string);
  }
  return codes;
}

describe('Fall of Rome: refusals in English, German, Dutch and French', () => {
  it('every refusal met in random games, solitaire and after the end has all four texts, no seat id and no English or German words in Dutch or French', { timeout: 120_000 }, () => {
    const codes = new Set<string>();
    // Each fault once, with the first command that showed it.
    const faults = new Map<string, string>();
    const check = (list: { problems: readonly Problem[]; context: string }[], where: string) => {
      for (const { problems, context } of list) {
        for (const p of problems) {
          codes.add(p.code);
          for (const fault of faultsOf(p)) if (!faults.has(fault)) faults.set(fault, `${context} ${where}`);
        }
      }
    };
    for (let game = 0; game < 10; game++) {
      const players = 1 + (game % 5);
      const match = new Match(rules, { players }, 90 + game);
      const dice = new SeededDice(500 + game);
      const pick = (n: number) => dice.int(0, n - 1);
      for (let step = 0; step < 250 && seatToMove(match.state) !== undefined; step++) {
        const s = match.state;
        if (step % 5 === 0 || s.pending !== null || s.phase !== 'actions') check(refusalsOf(s, pick, 6), `at step ${step} of game ${game} (${players} players)`);
        if (step % 20 === 0) check(refusalsOf(stretched(s, step / 20 + game), pick, 2), `stretched at step ${step} of game ${game} (${players} players)`);
        match.submit(seatToMove(s) as string, randomBot.choose(s, (a, b) => dice.int(a, b)));
      }
      const s = match.state;
      const over: FrState = s.result === null ? { ...s, result: { outcome: game % 2 === 0 ? 'won' : 'lost', cause: 'decline' } } : s;
      check(refusalsOf(over, pick, 2), `after the end of game ${game}`);
    }
    // Malformed commands.
    const s = new Match(rules, { players: 3 }, 7).state;
    const seat = s.seats[s.active] as string;
    for (const command of [null, 7, [], { type: 'fly' }, { type: 3 }, { type: 'march' }, { type: 'march', to: 5 }, { type: 'march', to: 'Roma', legions: 'two' }, { type: 'march', to: 'Roma', barbarians: [1] }, { type: 'ally', tribe: 'huns', cards: 'Roma/Hu' }, { type: 'conspire', with: 'p9', card: 'Roma/Os', direction: 'up' }, { type: 'event', card: 'nothing' }]) {
      check([{ problems: rules.check(s, seat, command as FrCommand), context: JSON.stringify(command) }], 'malformed');
    }

    expect([...faults].map(([fault, context]) => `${fault} (${context})`)).toEqual([]);
    const unreached = [...codesInSources()].filter((code) => !codes.has(code)).sort();
    // The random and deliberate commands reach nearly every refusal the sources can give.
    expect(unreached, `reached ${codes.size}`).toEqual([]);
  });

  it('names seats by role and phases, choices and outcomes in words', () => {
    const s = new Match(rules, { players: 2 }, 3).state;
    const other = s.seats[(s.active + 1) % 2] as string;
    const [turn] = rules.check(s, other, { type: 'draw' });
    expect(turn?.code).toBe('not-your-turn');
    expect(turn?.message).toMatch(/^it is the [A-Z][a-z]+( [A-Z][a-z]+)?'s turn, not the [A-Z][a-z]+( [A-Z][a-z]+)?'s$/);
    const [phase] = rules.check(s, s.seats[s.active] as string, { type: 'invade' });
    expect(phase?.texts).toMatchObject({ en: expect.stringContaining('the action phase'), nl: expect.stringContaining('de actiefase'), fr: expect.stringContaining('la phase des actions') });
    const [answer] = rules.check(s, s.seats[s.active] as string, { type: 'discard', card: 'x' });
    expect(answer?.texts).toEqual({ en: 'no choice is open (discarding a card)', de: 'es ist keine Wahl offen (Abwerfen)', nl: 'er staat geen keuze open (een kaart afleggen)', fr: 'aucun choix n’est en attente (défausse d’une carte)' });
    const [over] = rules.check({ ...s, result: { outcome: 'lost', cause: 'decline' } }, other, { type: 'draw' });
    expect(over?.texts?.fr).toBe('la partie est finie : les joueurs ont perdu');
  });

  it('no { en: … } object in resolve/ lacks de, nl or fr, and a Said without them does not compile', () => {
    const lacking: string[] = [];
    for (const file of readdirSync(RESOLVE).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(RESOLVE, file), 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
      const visit = (node: ts.Node): void => {
        if (ts.isObjectLiteralExpression(node)) {
          const keys = node.properties.map((p) => (p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
          if (keys.includes('en')) {
            const missing = LANGS.filter((lang) => !keys.includes(lang));
            if (missing.length > 0) lacking.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} lacks ${missing.join(', ')}`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(lacking).toEqual([]);
    // @ts-expect-error: a refusal's words need Dutch and French too.
    const partial = refusal('x', { en: 'a', de: 'b' });
    expect(partial.texts?.nl).toBeUndefined();
  });
});
