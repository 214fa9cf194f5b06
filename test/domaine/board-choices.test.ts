import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match, stepSeed } from '../../src/kernel/match.js';
import { SQUARES } from '../../src/games/domaine/board.js';
import { checkCommand } from '../../src/games/domaine/check.js';
import type { DomCommand } from '../../src/games/domaine/commands.js';
import { randomLegal, seatToMove } from '../../src/games/domaine/legal.js';
import { domaineRules } from '../../src/games/domaine/ruleset.js';
import { COLOURS, seatIndex, type DomState } from '../../src/games/domaine/state.js';
import { bordersCommand, type Entry, entriesOf, type Mode, modesAt, type Path, START, stepOf, tapEdge, tapMode, tapModeAt, tapSquare, tapWord } from '../../web/src/domaine/choose.js';

// Issue 45 item 1: on the board every command is a path of taps — an action card, then squares and
// border slots lit on the board, then the details the rules leave free. Every command the rules allow
// is reached that way, and no tap leads to a command the rules refuse.

const key = (c: DomCommand) => JSON.stringify(c);
const passes = (s: DomState, seat: number, c: DomCommand) => checkCommand(s, COLOURS[seat] as string, c).length === 0;

/** States along random games: setup, play, and the pending choices (merge, free knight) when they come. */
function sampleStates(players: number, seed: number, every: number, rules?: unknown): DomState[] {
  const match = new Match(domaineRules, rules === undefined ? { players } : { players, rules }, seed);
  const dice = new SeededDice(stepSeed(seed, 0x626f74));
  const random = (min: number, max: number) => dice.int(min, max);
  const out: DomState[] = [];
  for (let n = 0, seat = seatToMove(match.state); seat !== undefined && n < 400; n++, seat = seatToMove(match.state)) {
    if (n % every === 0 || match.state.pending !== null) out.push(match.state);
    const result = match.submit(seat, randomLegal(match.state, seatIndex(match.state, seat), random));
    if (!result.accepted) throw new Error('refused');
  }
  return out;
}

/** Taps along the entry's path as a player would; the command played (a tap that plays, or the confirm button). */
function reach(s: DomState, seat: number, entries: readonly Entry[], target: Entry, squareFirst = false): DomCommand | undefined {
  let path: Path = START;
  const [first, second] = target.facets;
  if (squareFirst) {
    // The square tapped before any card: its actions offered there, the card chosen among them.
    const m = first?.word as Mode;
    expect(modesAt(entries, second?.square as number)).toContain(m);
    const tapped = tapModeAt(entries, m, second?.square as number);
    if (tapped?.play !== undefined) return tapped.play;
    path = (tapped as { path: Path }).path;
  }
  for (let taps = 0; taps < 10; taps++) {
    const step = stepOf(s, seat, entries, path);
    const next = target.facets[path.facets.length];
    if (next === undefined) return step.done;
    let tapped;
    if (next.key === 'mode') {
      expect(step.modes.has(next.word as Mode), `card ${next.word} offered`).toBe(true);
      tapped = tapMode(entries, path, next.word as Mode);
    } else if (next.square !== undefined) {
      expect(step.squares.has(next.square), `square ${next.square} lit for ${key(target.command)}`).toBe(true);
      tapped = tapSquare(s, entries, path, next.square);
    } else {
      expect(step.words).toContain(next.word);
      tapped = tapWord(entries, path, next.word as string);
    }
    if (tapped === undefined) return undefined;
    if (tapped.play !== undefined) return tapped.play;
    path = tapped.path;
  }
  return undefined;
}

/** Every command of the enumerable kinds the rules allow, by trying all squares. */
function allowedByBruteForce(s: DomState, seat: number): DomCommand[] {
  const out: DomCommand[] = [];
  const tryIt = (c: DomCommand) => passes(s, seat, c) && out.push(c);
  const all = Array.from({ length: SQUARES }, (_, q) => q);
  if (s.pending?.kind === 'merge') all.forEach((castle) => tryIt({ type: 'merge', castle }));
  else if (s.pending?.kind === 'free-knight') {
    all.forEach((square) => tryIt({ type: 'free-knight', square }));
    tryIt({ type: 'free-knight', square: null });
  } else if (s.phase === 'setup') {
    for (const castle of all) if (s.terrain[castle] === '.') for (const knight of all) tryIt({ type: 'found', castle, knight });
  } else {
    const ones = all.filter((q) => passes(s, seat, { type: 'knights', squares: [q] }));
    for (const a of ones) {
      out.push({ type: 'knights', squares: [a] });
      for (const b of all) tryIt({ type: 'knights', squares: [a, b] });
    }
    const own = all.filter((q) => s.castle[q] === seat);
    const others = all.filter((q) => s.castle[q] !== -1 && s.castle[q] !== seat);
    for (const castle of own) for (const square of all) tryIt({ type: 'expand', castle, square });
    all.forEach((square) => tryIt({ type: 'treason', square }));
    for (const castle of own) for (const other of others) if (passes(s, seat, { type: 'alliance', castle, with: [other], marker: castle })) for (const marker of all) tryIt({ type: 'alliance', castle, with: [other], marker });
    tryIt({ type: 'take-ducats' });
    tryIt({ type: 'special-income' });
  }
  return out;
}

describe('Domaine on the board: every allowed command is a path of taps, nothing else is', () => {
  const cases: [number, number, number, unknown?][] = [
    [2, 11, 9],
    [3, 12, 13],
    [4, 13, 11],
    // A merge comes up after 197 commands: the area without castle joins one of two domaines.
    [2, 8, 23],
    // The sub-variant: an alliance with several adjacent domaines.
    [3, 12, 19, { subVariant: true }],
  ];
  for (const [players, seed, every, rules] of cases) {
    it(`${players} players, seed ${seed}${rules === undefined ? '' : ', the sub-variant'}`, () => {
      const states = sampleStates(players, seed, every, rules);
      let several = 0;
      if (seed === 8) expect(states.some((s) => s.pending?.kind === 'merge')).toBe(true);
      expect(states.some((s) => s.phase === 'setup')).toBe(true);
      expect(states.filter((s) => s.phase === 'play' && s.pending === null).length).toBeGreaterThan(5);
      for (const s of states) {
        const seat = s.pending?.seat ?? s.current;
        const entries = entriesOf(s, seat);
        for (const e of entries) expect(passes(s, seat, e.command), key(e.command)).toBe(true);
        const offered = new Set(entries.map((e) => key(e.command)));
        for (const c of allowedByBruteForce(s, seat)) expect(offered.has(key(c)), `${key(c)} offered`).toBe(true);
        for (const e of entries) expect(key(reach(s, seat, entries, e) as DomCommand), `path of ${key(e.command)}`).toBe(key(e.command));
        for (const e of entries) if (e.facets[0]?.key === 'mode' && e.facets[1]?.square !== undefined) expect(key(reach(s, seat, entries, e, true) as DomCommand), `square first: ${key(e.command)}`).toBe(key(e.command));
        // A square's actions are those that begin there, nothing else.
        for (let q = 0; q < SQUARES; q += 7) for (const m of modesAt(entries, q)) expect(entries.some((e) => e.facets[0]?.word === m && e.facets[1]?.square === q)).toBe(true);
        // Nobody else is offered anything.
        for (let other = 0; other < s.players; other++) if (other !== seat) expect(entriesOf(s, other)).toEqual([]);
        if (s.phase === 'play' && s.pending === null) checkBorders(s, seat);
        several += entries.filter((e) => e.command.type === 'alliance' && e.command.with.length > 1).length;
      }
      if (rules !== undefined) expect(several).toBeGreaterThan(0);
    }, 90_000);
  }
});

/** Borders the random player draws are reached slot by slot; every lit set of slots is allowed. */
function checkBorders(s: DomState, seat: number): void {
  const dice = new SeededDice(seat + s.turn);
  const random = (min: number, max: number) => dice.int(min, max);
  for (let i = 0; i < 30; i++) {
    const c = randomLegal(s, seat, random);
    if (c.type !== 'borders') continue;
    let path: Path = tapMode([], START, 'borders').path;
    // In the order given: each prefix is allowed by the rules as it stands, so each slot is lit in turn.
    for (const e of c.edges) {
      const tapped = tapEdge(s, seat, path, e);
      expect(tapped, `slot ${e} of ${key(c)} lit`).toBeDefined();
      path = (tapped as { path: Path }).path;
    }
    const done = stepOf(s, seat, [], path).done;
    expect(done).toBeDefined();
    expect(passes(s, seat, done as DomCommand)).toBe(true);
    expect([...(done as { edges: number[] }).edges].sort()).toEqual([...c.edges].sort());
  }
  // Each lit slot makes, with the picked ones, borders the rules allow.
  const step = stepOf(s, seat, [], tapMode([], START, 'borders').path);
  for (const e of step.edges.keys()) expect(passes(s, seat, bordersCommand(s, seat, [e]) as DomCommand)).toBe(true);
}
