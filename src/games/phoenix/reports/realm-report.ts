import { publicArmyOf, publicFigureOf } from '../world/creatures.js';
import { effectiveLevel } from '../turn/economy/strongholds.js';
import { mayLearn, type MonthEvent } from '../turn/month/events.js';
import type { MonthOutcome } from '../turn/month/month.js';
import { monthName, yearOf } from '../turn/month/calendar.js';
import type { Refusal } from '../turn/month/context.js';
import type { Problem } from '../../../kernel/problems.js';
import type { PhoenixRules } from '../rules.js';
import type { Army, Character, MagicWall, Realm, Stronghold, Wizard, World } from '../world/schema.js';

export const REPORT_FORMAT = 'arbiter-phoenix-report/1';

/** A foreign army as the board shows it: realm, number, kind and place; a guard looks like any other army (R §6.8; P-29). */
export interface PublicArmy {
  readonly realm: string;
  readonly number: number;
  readonly kind: Army['kind'];
  readonly at: string;
  readonly creature?: 'martial';
}

export interface PublicFigure {
  readonly id: string;
  readonly name: string;
  readonly realm: string;
  readonly at: string;
  readonly kind: 'character' | 'wizard' | 'creature';
  /** A creature shows only whether it is magical or martial (R §6.3.2; P-235). */
  readonly creature?: 'magical';
  readonly prisonerOf?: string;
}

export interface PublicStronghold {
  readonly at: string;
  /** The level its symbol shows (P-8); the BP only its owner learns (R §1.5.12). */
  readonly level: string | null;
  readonly owner: string | null;
  readonly building: boolean;
}

/** The machine report of one realm (docs/phoenix/reports.md). */
export interface RealmReport {
  readonly format: typeof REPORT_FORMAT;
  readonly realm: string;
  readonly month: { readonly turn: number; readonly name: string; readonly year: number };
  readonly own: {
    readonly realm: Realm;
    readonly hexes: readonly string[];
    readonly strongholds: readonly Stronghold[];
    readonly armies: readonly Army[];
    readonly characters: readonly Character[];
    readonly wizards: readonly Wizard[];
    /** Figures of other realms this realm holds prisoner. */
    readonly prisoners: readonly PublicFigure[];
    /** The realm's own magic walls: no realm sees another's (R §1.4.2; P-153). */
    readonly magicWalls: readonly MagicWall[];
  };
  readonly public: {
    /** Every realm's id and name: the human report names realms, never their ids. */
    readonly realms: readonly { readonly id: string; readonly name: string }[];
    readonly turnOrder: World['calendar']['turnOrder'];
    readonly owners: Readonly<Record<string, readonly string[]>>;
    readonly strongholds: readonly PublicStronghold[];
    readonly armies: readonly PublicArmy[];
    readonly figures: readonly PublicFigure[];
  };
  readonly learned: readonly { readonly step: string; readonly code: string; readonly rule: string; readonly data: Readonly<Record<string, unknown>> }[];
  readonly refused: readonly Refusal[];
  readonly fileProblems: readonly Problem[];
}

function publicFigure(figure: Character | Wizard): PublicFigure {
  return publicFigureOf(figure);
}

/**
 * An own figure as its realm sees it: a prisoner without where it is held nor the captor's army,
 * which only the captor and the game masters see (R §1.9; P-183).
 */
export function ownFigure<F extends Character | Wizard>(figure: F): F {
  if (figure.prisonerOf === undefined) return figure;
  const { army: _army, ...rest } = figure;
  return { ...rest, at: '–' } as F;
}

/** What a realm may see of everyone: positions, owners and stronghold levels; never strengths or BP of others. */
function publicView(world: World, realm: string, rules: PhoenixRules): RealmReport['public'] {
  const owners: Record<string, string[]> = {};
  for (const hex of world.hexes) if (hex.owner !== undefined) (owners[hex.owner] ??= []).push(hex.at);
  return {
    realms: world.realms.map((r) => ({ id: r.id, name: r.name })),
    turnOrder: world.calendar.turnOrder,
    owners,
    strongholds: world.strongholds.map((s) => ({ at: s.at, level: s.building === true ? null : effectiveLevel(s, rules), owner: s.owner ?? null, building: s.building === true })),
    armies: world.armies
      .filter((army) => army.realm !== realm)
      .map(publicArmyOf),
    // Prisoners are shown to their captors (own.prisoners) and the game masters only (R §1.9; P-183).
    figures: [...world.characters, ...world.wizards].filter((f) => f.realm !== realm && f.prisonerOf === undefined && f.absence !== 'castle').map(publicFigure),
  };
}

function learnedBy(events: readonly MonthEvent[], realm: string): RealmReport['learned'] {
  return events.filter((event) => mayLearn(event.audience, realm)).map((event) => ({ step: event.step, code: event.code, rule: event.rule, data: event.data }));
}

export function realmReport(outcome: MonthOutcome, realm: string, rules: PhoenixRules): RealmReport {
  const world = outcome.world;
  const record = world.realms.find((r) => r.id === realm) as Realm;
  const turn = outcome.turns.get(realm);
  const evaluated = outcome.before.calendar.turn;
  return {
    format: REPORT_FORMAT,
    realm,
    month: { turn: evaluated, name: monthName(evaluated, rules), year: yearOf(evaluated, rules) },
    own: {
      realm: record,
      hexes: world.hexes.filter((hex) => hex.owner === realm).map((hex) => hex.at),
      strongholds: world.strongholds.filter((s) => s.owner === realm),
      armies: world.armies.filter((army) => army.realm === realm),
      characters: world.characters.filter((c) => c.realm === realm).map(ownFigure),
      wizards: world.wizards.filter((w) => w.realm === realm).map(ownFigure),
      prisoners: [...world.characters, ...world.wizards].filter((f) => f.prisonerOf === realm).map(publicFigure),
      magicWalls: world.magicWalls.filter((wall) => wall.realm === realm),
    },
    public: publicView(world, realm, rules),
    learned: learnedBy(outcome.events, realm),
    refused: turn?.refused ?? [],
    fileProblems: turn?.fileProblems ?? [],
  };
}
