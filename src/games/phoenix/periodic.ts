import { z } from 'zod';
import type { DiceSource } from '../../kernel/dice.js';
import type { PeriodicRuleSet, PeriodOutcome, PeriodProgress, PeriodTurns } from '../../kernel/periodic.js';
import { parseWith } from '../../kernel/validation.js';
import { generateWorld, MAX_REALMS, type GenerateOptions } from './map/generate/world.js';
import { renderWorldSvg } from './map/svg/render.js';
import { lateStartProblems } from './orders/late-start.js';
import { standingOrders } from './orders/standing.js';
import { turnInput, turnProblems, turnTooLarge } from './orders/turn-body.js';
import { renderHtml, renderMarkdown } from './reports/doc.js';
import { humanReport } from './reports/human-report.js';
import { printableReport } from './reports/print.js';
import type { Lang } from './reports/text.js';
import { gmDoc, type GmReport } from './reports/gm-report.js';
import type { RealmReport } from './reports/realm-report.js';
import { DEFAULT_RULES, type PhoenixRules } from './rules.js';
import { evaluateMonthThrough } from './turn/month/by-realm.js';
import { evaluateMonth } from './turn/month/evaluate.js';
import { mayLearn, type MonthEvent } from './turn/month/events.js';
import type { TurnInput } from './turn/month/turn-input.js';
import { absenceStage } from './world/absent-realms.js';
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

/** What every realm may read of a month: its events as the game masters entered them (R §6.11) and the realms absent (R §6.9). */
export interface MonthNews {
  readonly events: readonly { readonly event: string; readonly at: readonly string[] }[];
  readonly absent: readonly string[];
}

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
    turnTooLarge,
    checkTurn: (world, realm, body, asked) => turnProblems(loaded(world), realm, body, lang(asked), rules),
    evaluate: (world, turns: PeriodTurns<TurnInput>, dice: DiceSource) => outcome(evaluateMonth(world, turns, dice, rules)),
    evaluateThrough: (world, turns, dice, realms): PeriodProgress<World, MonthEvent, RealmReport, GmReport> => {
      const month = evaluateMonthThrough(world, turns, dice, rules, realms);
      return { ...outcome(month), order: month.order, done: month.done, complete: month.complete, stepEvents: month.lastTurnEvents };
    },
    render: (world, realm) => renderWorldSvg(loaded(world), realm === undefined ? {} : { realm }),
    view: (world, realm) => realmView(world, realm),
    redact: (event, realm) => (mayLearn(event.audience, realm) ? event : undefined),
    // The news every realm may read: the month's events as the game masters entered them (R §6.11) and the realms absent (R §6.9; P-234).
    news: (world): MonthNews => ({ events: (world.calendar.events ?? []).map((e) => ({ event: e.event, at: [...e.at] })), absent: world.realms.filter((r) => r.absence !== undefined).map((r) => r.id).sort() }),
    formatReport: (report, realm, asked, format) => {
      const doc = realm === undefined ? gmDoc(report as GmReport, lang(asked)) : humanReport(report as RealmReport, lang(asked));
      return format === 'markdown' ? renderMarkdown(doc) : renderHtml(doc, lang(asked));
    },
    printReport: (report, realm, asked, after) => printableReport(report, realm, lang(asked), loaded(after)),
    unreadable: (report) => report.fileProblems.length > 0,
    standingTurn: (body, realm, asked) => standingOrders(body, realm, lang(asked)),
    // R §3.1: the order is drawn at the start of the month before; the first realm's step draws the next one.
    turnOrder: (world, firstStep) => {
      const realms = new Set(world.realms.map((r) => r.id));
      return (firstStep?.calendar ?? world.calendar).turnOrder[0]?.filter((realm) => realms.has(realm)) ?? null;
    },
    // R §3.4: "Für die Abgabe des Spielzuges hat ein Reich maximal 20 Minuten zur Verfügung."; absent realms have no turn (R §6.9, P-230).
    table: {
      minutes: 20,
      seated: (world) => world.realms.filter((r) => absenceStage(r) === undefined).map((r) => r.id),
      lateProblems: (body, asked) => lateStartProblems(body, lang(asked)),
    },
  };
}

/** Phoenix with the default rules, as the server and the catalogue play it. */
export const PHOENIX_PERIODIC = phoenixPeriodic();
