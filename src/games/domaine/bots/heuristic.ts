import { LINKS, SQUARES } from '../board.js';
import { checkCommand } from '../check.js';
import type { DomCommand } from '../commands.js';
import { borderEdges, foundings, knightSquares, ownDomaines, expansions, type RandomInt } from '../legal.js';
import { areaOf, seatName, type DomState } from '../state.js';
import type { Bot } from './bot.js';
import { acceptedChunk, boxPlans, knightsAround, openCastles } from './plans.js';

/** Points a square brings to a domaine (terrain only; mines count for income). */
function squareGain(state: DomState, s: number): number {
  const t = state.terrain[s];
  return t === 'F' ? state.rules.values.forest : t === 'V' ? state.rules.values.village : t === 'R' ? state.rules.values.city : 'GSCJ'.includes(t ?? '') ? 0.5 : 0;
}

/** The best expansion by what the square brings, and what it takes from another domaine. */
function bestExpansion(state: DomState, seat: number): { command: DomCommand; gain: number } | undefined {
  let best: { command: DomCommand; gain: number } | undefined;
  for (const command of expansions(state, seat)) {
    if (command.type !== 'expand') continue;
    const info = areaOf(state, command.square);
    const stolen = info.castles.length === 1 ? 1 : 0;
    const gain = squareGain(state, command.square) * (1 + stolen);
    if (best === undefined || gain > best.gain) best = { command, gain };
  }
  return best;
}

/** A knight for the player's domaine that is weakest against a knightier neighbour. */
function defendingKnight(state: DomState, seat: number): DomCommand | undefined {
  for (const castle of ownDomaines(state, seat)) {
    const mine = knightsAround(state, castle)[seat] as number;
    const home = state.areas.label[castle];
    let threat = 0;
    for (let s = 0; s < SQUARES; s++) {
      if (state.areas.label[s] !== home) continue;
      const links = LINKS[s] as readonly number[];
      for (let i = 0; i < links.length; i += 2) {
        const n = links[i] as number;
        const info = areaOf(state, n);
        if (state.areas.label[n] === home || info.castles.length !== 1) continue;
        const owner = state.castle[info.castles[0] as number] as number;
        if (owner !== seat) threat = Math.max(threat, knightsAround(state, n)[owner] as number);
      }
    }
    if (threat >= mine) {
      const square = knightSquares(state, seat).find((q) => state.areas.label[q] === home && state.terrain[q] === '.');
      if (square !== undefined) return { type: 'knights', squares: [square] };
    }
  }
  return undefined;
}

/**
 * Plays by priorities: close a domaine when the missing borders are affordable, take a valuable
 * square by expansion, build the cheapest box around an open castle, guard a threatened domaine,
 * otherwise take 3 ducats.
 */
export const heuristicBot: Bot = {
  name: 'heuristic',
  choose(state, seat, random: RandomInt) {
    const name = seatName(seat);
    const p = state.pending;
    if (p?.kind === 'merge') {
      const best = [...p.domaines].sort((a, b) => areaOf(state, b).value - areaOf(state, a).value)[0];
      return { type: 'merge', castle: best as number };
    }
    if (p?.kind === 'free-knight') {
      const squares = knightSquares(state, seat).filter((q) => state.terrain[q] === '.');
      return { type: 'free-knight', square: squares.find((q) => ownDomaines(state, seat).some((c) => state.areas.label[c] === state.areas.label[q])) ?? squares[0] ?? null };
    }
    if (state.phase === 'setup') {
      const command = randomSetup(state, seat, random) ?? foundings(state, seat)[0];
      if (command === undefined) throw new Error(`no place for a castle of ${name}`);
      return command;
    }
    const ducats = state.ducats[seat] as number;
    const ok = (c: DomCommand) => checkCommand(state, name, c).length === 0;
    const plans = openCastles(state, seat).flatMap((c) => boxPlans(state, seat, c).slice(0, 3));
    plans.sort((a, b) => a.length - b.length);
    for (const plan of plans) {
      if (plan.length > 3) continue;
      const command: DomCommand = { type: 'borders', edges: plan };
      if (ok(command)) return command;
    }
    const expansion = ducats >= 4 ? bestExpansion(state, seat) : undefined;
    if (expansion !== undefined && expansion.gain >= 1) return expansion.command;
    for (const plan of plans) {
      const count = ducats >= 6 ? 3 : ducats >= 3 && plan.length === 2 ? 2 : ducats >= 1 && plan.length > 3 && random(0, 2) === 0 ? 1 : 0;
      if (count === 0) break;
      const chunk = acceptedChunk(state, seat, plan, count);
      if (chunk.length > 0 && ok({ type: 'borders', edges: chunk })) return { type: 'borders', edges: chunk };
    }
    if (ducats >= 3) {
      const guard = defendingKnight(state, seat);
      if (guard !== undefined && ok(guard)) return guard;
    }
    if (plans.length === 0 && openCastles(state, seat).length > 0 && ducats >= 1) {
      const edges = borderEdges(state, seat);
      const edge = edges[random(0, Math.max(0, edges.length - 1))];
      if (edge !== undefined) return { type: 'borders', edges: [edge] };
    }
    if (expansion !== undefined && openCastles(state, seat).length === 0) return expansion.command;
    return { type: 'take-ducats' };
  },
};

/** Setup: a castle where a small box can be closed, away from others; the knight beside it. */
function randomSetup(state: DomState, seat: number, random: RandomInt): DomCommand | undefined {
  const name = seatName(seat);
  for (let t = 0; t < 60; t++) {
    const castle = random(0, SQUARES - 1);
    const links = LINKS[castle] as readonly number[];
    const knight = links[2 * random(0, links.length / 2 - 1)] as number;
    const command: DomCommand = { type: 'found', castle, knight };
    if (checkCommand(state, name, command).length === 0) return command;
  }
  return undefined;
}
