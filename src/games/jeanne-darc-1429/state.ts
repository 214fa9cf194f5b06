import { z } from 'zod';
import { InputError, type Problem } from '../../kernel/problems.js';
import { parseWith } from '../../kernel/validation.js';
import { POWERS, type Power } from './powers.js';

export const DEFENCES = ['garrison', 'castle', 'fortress'] as const;
export type Defence = (typeof DEFENCES)[number];

const power = z.enum(POWERS);

/** A city held by a player; a city with no holding is a free city. */
const holdingSchema = z.strictObject({
  owner: power,
  defence: z.enum(DEFENCES),
  /** The round its castle was built, so it cannot become a fortress in the same round (JDA-6). */
  castleBuiltInRound: z.int().min(1).optional(),
});

const playerSchema = z.strictObject({
  power,
  money: z.int().min(0),
  influence: z.int().min(0),
  /** Combat card ids (see the combat-cards data file). */
  hand: z.array(z.string()),
});

export const stateSchema = z.strictObject({
  round: z.int().min(1),
  phase: z.enum(['income', 'political-status', 'combat-cards', 'buying', 'player-order', 'events', 'player-phase', 'scoring']),
  /** The order in which players act this round; phase 5 sets it for the next phases. */
  turnOrder: z.array(power).min(2).max(6),
  /** The player drawn first in the last phase 5 (none before the first one, JDA-11). */
  lastFirstPlayer: power.nullable(),
  players: z.array(playerSchema),
  cities: z.record(z.string(), holdingSchema),
  /** Combat card draw pile, top card first. */
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  /** Present during phase 4: whose purchases are next, and who has built a castle this round. */
  buying: z.strictObject({ next: z.int().min(0), castleBuilders: z.array(power) }).optional(),
});

export type JdaState = z.infer<typeof stateSchema>;
export type PlayerState = z.infer<typeof playerSchema>;
export type Holding = z.infer<typeof holdingSchema>;

function stateProblems(state: JdaState): Problem[] {
  const problems: Problem[] = [];
  state.turnOrder.forEach((p, i) => {
    if (state.turnOrder.indexOf(p) !== i) problems.push({ code: 'duplicate-power', message: `"${p}" is in the turn order twice`, where: `turnOrder[${i}]` });
  });
  state.players.forEach((player, i) => {
    if (!state.turnOrder.includes(player.power)) problems.push({ code: 'not-playing', message: `"${player.power}" is not in the turn order`, where: `players[${i}].power` });
  });
  for (const p of state.turnOrder) {
    if (state.players.filter((player) => player.power === p).length !== 1) problems.push({ code: 'player-count', message: `"${p}" must have exactly one player entry`, where: 'players' });
  }
  for (const [city, holding] of Object.entries(state.cities)) {
    if (!state.turnOrder.includes(holding.owner)) problems.push({ code: 'not-playing', message: `owner "${holding.owner}" is not in the turn order`, where: `cities.${city}.owner` });
  }
  if (state.buying !== undefined && state.buying.next > state.turnOrder.length) {
    problems.push({ code: 'too-big', message: `must be at most ${state.turnOrder.length}`, where: 'buying.next' });
  }
  return problems;
}

/** Checks a state given as JSON (a saved game, a conformance case); throws an InputError naming every problem. */
export function parseState(input: unknown, source?: string): JdaState {
  const state = parseWith(stateSchema, input, source);
  const problems = stateProblems(state);
  if (problems.length > 0) throw new InputError(problems, source);
  return state;
}

export function playerOf(state: JdaState, p: Power): PlayerState {
  const player = state.players.find((candidate) => candidate.power === p);
  if (player === undefined) throw new RangeError(`"${p}" does not play in this game`);
  return player;
}
