import type { Problem } from '../../../kernel/problems.js';
import { ARMY_KINDS } from '../data/units.js';
import type { PhoenixRules } from '../rules.js';
import { armyRp } from '../world/check-figures.js';
import type { LoadedWorld } from '../world/loaded.js';
import type { Army, Realm } from '../world/schema.js';
import type { LocatedOrder, MoveOrder, Turn } from './ast.js';
import { checkMessage } from './check-messages.js';
import { lineColumn } from './parse.js';

export type Params = Readonly<Record<string, string | number>>;

/** Where an order stood: its line and column, or its JSON path. */
export function whereOf(order: LocatedOrder): string {
  return order.loc.path ?? lineColumn(order.loc.line, order.loc.column);
}

/** One check of one turn: the world before the month, the turn, and the problems found so far. */
export class TurnCheck {
  private readonly found: { readonly index: number; readonly problem: Problem }[] = [];
  /** Move orders by army number when the moves are not planned here (the month plans them live, P-90). */
  readonly movers = new Map<number, LocatedOrder & MoveOrder>();

  constructor(
    readonly loaded: LoadedWorld,
    readonly turn: Turn,
    readonly rules: PhoenixRules,
    readonly lang: 'de' | 'en',
    readonly realm: Realm,
  ) {}

  report(order: LocatedOrder, code: string, params: Params = {}): void {
    this.found.push({ index: this.turn.orders.indexOf(order), problem: { code, message: checkMessage(code, params, this.lang), where: whereOf(order) } });
  }

  /** The problems in the order of the turn's orders. */
  get problems(): Problem[] {
    return [...this.found].sort((a, b) => a.index - b.index).map((entry) => entry.problem);
  }

  /** The realm's army, or a problem naming the order. */
  own(order: LocatedOrder, number: number): Army | undefined {
    const army = this.loaded.army(this.realm.id, number);
    if (army === undefined) this.report(order, 'unknown-army', { a: number });
    return army;
  }

  moves(number: number): boolean {
    return this.movers.has(number);
  }

  /** The order that moves an army, planned or not. */
  moveOrder(number: number): (LocatedOrder & MoveOrder) | undefined {
    return this.movers.get(number);
  }

  /** Where an army stands at the end of its move: where it stands now if it does not move; undefined when it moves — the month then decides on the live state. */
  endOf(army: Army): string | undefined {
    return this.movers.has(army.number) ? undefined : army.at;
  }

  /** The month of the year, 1 Hawar … 8 Agul (world-files.md). */
  get month(): number {
    return ((this.loaded.world.calendar.turn - 1) % 8) + 1;
  }

  hasCommander(army: Army): boolean {
    if ((army.HF ?? 0) > 0) return true;
    const leads = (f: { realm: string; army?: number; prisonerOf?: string }) => f.realm === army.realm && f.army === army.number && f.prisonerOf === undefined;
    return [...this.loaded.characters.values()].some(leads) || [...this.loaded.wizards.values()].some((w) => w.character === true && leads(w));
  }

  /** A land army of 1,000 RP besides its commanders, with a commander (R §1.8). */
  conquestCapable(army: Army): boolean {
    return army.kind !== 'fleet' && armyRp(army, true) >= this.rules.tables.armyThresholds.conquestRp && this.hasCommander(army);
  }
}

/** The kind an army number belongs to (R §1.8), if any. */
export function kindOfNumber(number: number): keyof typeof ARMY_KINDS | undefined {
  return (Object.keys(ARMY_KINDS) as (keyof typeof ARMY_KINDS)[]).find((kind) => number >= ARMY_KINDS[kind].range[0] && number <= ARMY_KINDS[kind].range[1]);
}
