import { z } from 'zod';
import { InputError, type Problem } from '../../kernel/problems.js';
import { parseWith } from '../../kernel/validation.js';
import type { JdaData } from './data/sample.js';
import { POWERS, type Power } from './powers.js';
import type { JdaRules } from './rules.js';

export const DEFENCES = ['garrison', 'castle', 'fortress'] as const;
export type Defence = (typeof DEFENCES)[number];

export const PHASES = ['income', 'political-status', 'combat-cards', 'buying', 'player-order', 'events', 'player-phase', 'scoring', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export type Status = 'war' | 'peace';

const power = z.enum(POWERS);
const status = z.enum(['war', 'peace']);

/** A city held by a player; a city with no holding is a free city (or held by a foreign legion, see `legion`). */
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
  throne: z.int().min(0).default(0),
  /** An ambassador card activated the player's hero for the rest of the round. */
  heroActive: z.boolean().default(false),
});

/** An attack in progress: announced, waiting for the sea lord's veto or the defender's card. */
const battleSchema = z.strictObject({
  /** A player, or a foreign power intervening (phase 6). */
  attacker: z.union([power, z.literal('foreign')]),
  /** The attacking city; null for a foreign intervention. */
  from: z.string().nullable(),
  to: z.string(),
  /** The attack's siege cards and power cards, already out of the attacker's hand. */
  cards: z.array(z.string()),
  influence: z.int().min(0),
  kind: z.enum(['attack', 'long-range', 'landing', 'intervention']),
  /** A landing that is an expansion by sea: the free cities it takes once the sea lord allows it (no fight). */
  expansion: z.array(z.string()).optional(),
});

const duelChoice = z.strictObject({ card: z.string().nullable(), influence: z.int().min(0) });

/** A naval or field battle: who fights whom, and the secret choices made so far. */
const duelSchema = z.strictObject({
  kind: z.enum(['naval', 'field']),
  pairs: z.array(z.tuple([power, power])),
  /** Field battle: the two camps drawn by lot (empty for a naval battle). */
  camps: z.array(z.array(power)),
  choices: z.partialRecord(power, duelChoice),
});

/** Who the game waits for, and for what. */
const pendingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status'), waiting: z.array(power) }),
  z.strictObject({ kind: z.literal('buy'), power }),
  z.strictObject({ kind: z.literal('order-events'), power }),
  z.strictObject({ kind: z.literal('choose-city'), power, reason: z.enum(['uprising', 'mercenaries', 'treaty', 'intervention']), left: z.int().min(1) }),
  z.strictObject({ kind: z.literal('choose-player'), power, reason: z.literal('confiscation') }),
  z.strictObject({ kind: z.literal('papal'), power }),
  z.strictObject({ kind: z.literal('long-range-attack'), power }),
  z.strictObject({ kind: z.literal('duel'), waiting: z.array(power) }),
  z.strictObject({ kind: z.literal('veto'), power }),
  z.strictObject({ kind: z.literal('defend'), power }),
  z.strictObject({ kind: z.literal('expand'), power }),
  z.strictObject({ kind: z.literal('attack'), power }),
]);

const resultSchema = z.strictObject({
  /** The winners: more than one only when every tie break is equal. */
  winners: z.array(power),
  /** Every player, best first, with what decided the order. */
  ranking: z.array(z.strictObject({ power, throne: z.int(), fortresses: z.int(), provinces: z.int(), castles: z.int(), money: z.int() })),
});

export const stateSchema = z.strictObject({
  round: z.int().min(1),
  phase: z.enum(PHASES),
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

  /** This round's political status, once revealed in phase 2. */
  status: status.nullable().default(null),
  /** Phase 2's secret choices, kept until all have chosen. */
  choices: z.partialRecord(power, status).default({}),
  /** Rounds whose status is peace without a vote (truce) and whose income is halved (bad weather). */
  peaceRounds: z.array(z.int().min(1)).default([]),
  halfIncomeRounds: z.array(z.int().min(1)).default([]),
  plagueUsed: z.boolean().default(false),
  /** Cities plundered by mercenaries: they pay no income at the next income phase. */
  plundered: z.array(z.string()).default([]),
  /** Cities held by a foreign legion. */
  legion: z.array(z.string()).default([]),
  /** Events drawn this round and not yet resolved, in the order they will be; and those resolved. */
  eventsDrawn: z.array(z.string()).default([]),
  eventsDone: z.array(z.string()).default([]),
  /** Cities already chosen for the event being resolved (uprising, mercenaries) or for this round's interventions. */
  eventCities: z.array(z.string()).optional(),
  /** Papal intervention this round: a province or a city nobody may fight over. */
  papal: z.union([z.strictObject({ province: z.string() }), z.strictObject({ city: z.string() })]).nullable().default(null),
  /** Winner of this round's naval battle: may forbid landings. */
  seaLord: power.nullable().default(null),
  /** Interventions still to place this round (phase 6). */
  interventionsLeft: z.int().min(0).default(0),
  /** This round's attacks: cities that attacked (one attack per origin), targets per attacker, attacks made. */
  attackOrigins: z.array(z.string()).default([]),
  attackTargets: z.partialRecord(power, z.array(z.string())).default({}),
  attacksMade: z.partialRecord(power, z.int().min(0)).default({}),
  /** Cities taken from a player, with the round: what a treaty can give back. */
  lost: z.array(z.strictObject({ power, city: z.string(), round: z.int().min(1) })).default([]),
  /** Where the current phase stands, for phases of several steps (events: "draw", "resolve", "intervention"). */
  stage: z.string().default(''),
  /** Phase 7: whose player turn it is (index in the turn order) and whether he has expanded yet. */
  active: z.int().min(0).default(0),
  expanded: z.boolean().default(false),
  battle: battleSchema.nullable().default(null),
  duel: duelSchema.nullable().default(null),
  pending: pendingSchema.nullable().default(null),
  result: resultSchema.nullable().default(null),
  /** The rules this game is played with (rules.ts); the defaults when absent. */
  rules: z.custom<JdaRules>().optional(),
  /** Board and card data other than the shipped samples (data files); the samples when absent. */
  data: z.custom<JdaData>().optional(),
});

export type JdaState = z.infer<typeof stateSchema>;
export type PlayerState = z.infer<typeof playerSchema>;
export type Holding = z.infer<typeof holdingSchema>;
export type Battle = z.infer<typeof battleSchema>;
export type Duel = z.infer<typeof duelSchema>;
export type DuelChoice = z.infer<typeof duelChoice>;
export type Pending = z.infer<typeof pendingSchema>;
export type Result = z.infer<typeof resultSchema>;
export type Papal = NonNullable<JdaState['papal']>;

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
  state.legion.forEach((city, i) => {
    if (state.cities[city] !== undefined) problems.push({ code: 'legion-and-owner', message: `"${city}" is held by a foreign legion and by a player`, where: `legion[${i}]` });
  });
  if (state.buying !== undefined && state.buying.next > state.turnOrder.length) {
    problems.push({ code: 'too-big', message: `must be at most ${state.turnOrder.length}`, where: 'buying.next' });
  }
  if (state.active >= state.turnOrder.length) problems.push({ code: 'too-big', message: `must be below ${state.turnOrder.length}`, where: 'active' });
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

/** The round's status: a truce makes it peace without a vote. */
export function statusOf(state: JdaState): Status {
  return state.status ?? (state.peaceRounds.includes(state.round) ? 'peace' : 'war');
}
