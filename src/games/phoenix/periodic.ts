import { z } from 'zod';
import type { DiceSource } from '../../kernel/dice.js';
import type { PeriodicRuleSet, PeriodOutcome, PeriodProgress, PeriodTurns } from '../../kernel/periodic.js';
import { parseWith } from '../../kernel/validation.js';
import { generateWorld, MAX_REALMS, type GenerateOptions } from './map/generate/world.js';
import { renderWorldSvg } from './map/svg/render.js';
import { turnInput, turnProblems } from './orders/turn-body.js';
import type { Lang } from './reports/text.js';
import type { GmReport } from './reports/gm-report.js';
import type { RealmReport } from './reports/realm-report.js';
import { DEFAULT_RULES, type PhoenixRules } from './rules.js';
import { evaluateMonthThrough } from './turn/month/by-realm.js';
import { evaluateMonth } from './turn/month/evaluate.js';
import { mayLearn, type MonthEvent } from './turn/month/events.js';
import type { TurnInput } from './turn/month/turn-input.js';
import { parseWorld } from './world/load.js';
import type { LoadedWorld } from './world/loaded.js';
import { formatWorld } from './world/save.js';
import type { World } from './world/schema.js';
import { realmView } from './world/view.js';

/** A Phoenix match starts on an uploaded world or a generated Erkenfara. */
export type PhoenixSetup = { readonly world: unknown } | { readonly generate: GenerateOptions };

/** A generated Erkenfara as a new match asks for it (the server's Phoenix create route takes the same). */
export const generateSchema = z.strictObject({ seed: z.int().min(0).max(Number.MAX_SAFE_INTEGER), realms: z.int().min(1).max(MAX_REALMS), armies: z.boolean().default(true) });

const setupSchema = z.union([z.strictObject({ world: z.unknown() }), z.strictObject({ generate: generateSchema })]);

export type RealmView = ReturnType<typeof realmView>;

export type PhoenixPeriodic = PeriodicRuleSet<World, TurnInput, MonthEvent, RealmReport, GmReport, RealmView, PhoenixSetup> & {
  /** The checked world with its indices: kept per world, since a world is never changed. */
  loaded(world: World): LoadedWorld;
};

/** Phoenix on the kernel's contract for games played in periods: a period is a month, a seat a realm. */
export function phoenixPeriodic(rules: PhoenixRules = DEFAULT_RULES): PhoenixPeriodic {
  const indexed = new WeakMap<World, LoadedWorld>();
  const read = (data: unknown, where: string): LoadedWorld => {
    const loaded = parseWorld(data, where);
    indexed.set(loaded.world, loaded);
    return loaded;
  };
  const loaded = (world: World): LoadedWorld => indexed.get(world) ?? read(world, 'the world');
  const lang = (asked: string): Lang => (asked === 'en' ? 'en' : 'de');
  const outcome = (month: ReturnType<typeof evaluateMonth>): PeriodOutcome<World, MonthEvent, RealmReport, GmReport> => ({
    state: month.world,
    events: month.events,
    reports: month.reports.realms,
    gmReport: month.reports.gm,
  });
  return {
    id: 'phoenix',
    words: { period: 'month', seat: 'realm' },
    languages: ['de', 'en'],
    loaded,
    setup: (input) => {
      const options = parseWith(setupSchema, input, 'options');
      return ('generate' in options ? read(generateWorld(options.generate), 'the generated world') : read(options.world, 'world')).world;
    },
    seats: (world) => world.realms.map((realm) => realm.id),
    seatNames: (world) => new Map(world.realms.map((realm) => [realm.id, realm.name])),
    parseState: (data, where) => read(data, where).world,
    formatState: formatWorld,
    readTurn: (body, asked) => turnInput(body, lang(asked)),
    checkTurn: (world, realm, body, asked) => turnProblems(loaded(world), realm, body, lang(asked), rules),
    evaluate: (world, turns: PeriodTurns<TurnInput>, dice: DiceSource) => outcome(evaluateMonth(world, turns, dice, rules)),
    evaluateThrough: (world, turns, dice, realms): PeriodProgress<World, MonthEvent, RealmReport, GmReport> => {
      const month = evaluateMonthThrough(world, turns, dice, rules, realms);
      return { ...outcome(month), order: month.order, done: month.done, complete: month.complete, stepEvents: month.lastTurnEvents };
    },
    render: (world, realm) => renderWorldSvg(loaded(world), realm === undefined ? {} : { realm }),
    view: (world, realm) => realmView(world, realm),
    redact: (event, realm) => (mayLearn(event.audience, realm) ? event : undefined),
  };
}

/** Phoenix with the default rules, as the server and the catalogue play it. */
export const PHOENIX_PERIODIC = phoenixPeriodic();
