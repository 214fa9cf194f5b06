import { z } from 'zod';
import type { DiceSource } from '../../kernel/dice.js';
import { InputError } from '../../kernel/problems.js';
import { parseWith } from '../../kernel/validation.js';
import { parseData } from './data/load.js';
import { shippedData, type JdaData } from './data/sample.js';
import { Emitter } from './emitter.js';
import { advance } from './flow.js';
import { POWERS, type Power } from './powers.js';
import { applyRulesOptions, type JdaRules } from './rules.js';
import type { JdaState } from './state.js';

export const optionsSchema = z.strictObject({
  /** How many play (2–6); the first powers of the starting order unless `powers` names them. */
  players: z.int().min(2).max(6).optional(),
  powers: z.array(z.enum(POWERS)).min(2).max(6).optional(),
  /** Rules options (rules.ts). */
  rules: z.unknown().optional(),
  /** Data files' contents in place of the shipped samples (docs/jeanne-darc-1429/data-files.md). */
  data: z
    .strictObject({ board: z.unknown().optional(), combatCards: z.unknown().optional(), heroes: z.unknown().optional(), events: z.unknown().optional(), intervention: z.unknown().optional() })
    .optional(),
});

export type JdaOptions = z.input<typeof optionsSchema>;

export interface ResolvedOptions {
  readonly powers: readonly Power[];
  readonly rules: JdaRules;
  readonly data: JdaData | undefined;
}

/** The rules without options, shared by every game that gives a player count alone. */
const DEFAULT_OPTION_RULES: JdaRules = applyRulesOptions({}, 'options.rules');

/** Options that give a player count alone, the common case (every simulated game), need no schema: the defaults are shared. */
function playersOnly(input: unknown): ResolvedOptions | undefined {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const keys = Object.keys(input);
  if (keys.length !== 1 || keys[0] !== 'players') return undefined;
  const { players } = input as { players: unknown };
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 6) return undefined;
  return { powers: POWERS.slice(0, players), rules: DEFAULT_OPTION_RULES, data: undefined };
}

/** Checks the options of a new game; throws an InputError naming each problem. */
export function resolveOptions(input: unknown): ResolvedOptions {
  const common = playersOnly(input);
  if (common !== undefined) return common;
  const options = parseWith(optionsSchema, input ?? {}, 'options');
  const powers = options.powers ?? POWERS.slice(0, options.players ?? 4);
  const problems = [];
  if (new Set(powers).size !== powers.length) problems.push({ code: 'duplicate-power', message: 'a power is named twice', where: 'powers' });
  if (options.players !== undefined && options.powers !== undefined && options.players !== options.powers.length) {
    problems.push({ code: 'players-and-powers', message: `players says ${options.players}, powers names ${options.powers.length}`, where: 'players' });
  }
  if (problems.length > 0) throw new InputError(problems, 'options');
  const rules = applyRulesOptions(options.rules ?? {}, 'options.rules');
  const given = options.data;
  const shipped = shippedData();
  const data =
    given === undefined
      ? undefined
      : {
          board: given.board === undefined ? shipped.board : parseData('board', given.board, 'options.data.board'),
          combatCards: given.combatCards === undefined ? shipped.combatCards : parseData('combatCards', given.combatCards, 'options.data.combatCards'),
          heroes: given.heroes === undefined ? shipped.heroes : parseData('heroes', given.heroes, 'options.data.heroes'),
          events: given.events === undefined ? shipped.events : parseData('events', given.events, 'options.data.events'),
          intervention: given.intervention === undefined ? shipped.intervention : parseData('intervention', given.intervention, 'options.data.intervention'),
        };
  // Starting order is the order of the powers in the game (notes.md), whatever order they were named in.
  return { powers: POWERS.filter((p) => powers.includes(p)), rules, data };
}

export function seatsOf(input: unknown): Power[] {
  return [...resolveOptions(input).powers];
}

/** A new game: starting cities garrisoned, the combat cards shuffled, and round 1 run up to its first question. */
export function setupState(input: unknown, dice: DiceSource): JdaState {
  const { powers, rules, data } = resolveOptions(input);
  const source = data ?? shippedData();
  const cities: JdaState['cities'] = {};
  for (const entry of source.board.powers) {
    if (!powers.includes(entry.id)) continue;
    for (const city of entry.startingCities) cities[city] = { owner: entry.id, defence: 'garrison' };
  }
  const cards: string[] = [];
  for (const card of source.combatCards.cards) for (let i = 0; i < card.count; i++) cards.push(card.id);
  const initial: JdaState = {
    round: 1,
    phase: 'income',
    turnOrder: [...powers],
    lastFirstPlayer: null,
    players: powers.map((power) => ({ power, money: rules.start.money, influence: rules.start.influence, hand: [], throne: 0, heroActive: false })),
    cities,
    deck: [],
    discard: cards,
    status: null,
    choices: {},
    peaceRounds: [],
    halfIncomeRounds: [],
    plagueUsed: false,
    plundered: [],
    legion: [],
    eventsDrawn: [],
    eventsDone: [],
    papal: null,
    seaLord: null,
    interventionsLeft: 0,
    attackOrigins: [],
    attackTargets: {},
    attacksMade: {},
    lost: [],
    stage: '',
    active: 0,
    expanded: false,
    battle: null,
    duel: null,
    pending: null,
    result: null,
    rules,
    ...(data === undefined ? {} : { data }),
  };
  const em = new Emitter(initial, dice);
  em.emit({ t: 'reshuffle', deck: em.shuffled(cards) });
  advance(em);
  return em.s;
}
