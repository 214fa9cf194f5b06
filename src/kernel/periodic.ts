import { ScriptedDice, SeededDice, type DiceSource, type DieKind, type Roll } from './dice.js';
import { stepSeed } from './match.js';
import type { Problem } from './problems.js';
import type { Seat } from './ruleset.js';

/** A turn as its seat hands it in: the order text, or the same orders as JSON. */
export interface TurnBody {
  readonly format: 'text' | 'json';
  /** The turn text, or for 'json' any JSON value. */
  readonly content: unknown;
}

/** Every seat's turn of a period, or — evaluated seat by seat — the turns as each seat's step read them. */
export type PeriodTurns<Turn> = ReadonlyMap<Seat, Turn> | readonly ReadonlyMap<Seat, Turn>[];

/** What evaluating a period gives: the next state, every event, a report per seat and the game master's. */
export interface PeriodOutcome<State, Event, Report, GmReport> {
  readonly state: State;
  readonly events: readonly Event[];
  readonly reports: ReadonlyMap<Seat, Report>;
  readonly gmReport: GmReport;
}

/** A period evaluated through its first seats' turns, as a game master does at the table. */
export interface PeriodProgress<State, Event, Report, GmReport> extends PeriodOutcome<State, Event, Report, GmReport> {
  /** The order in which the seats' turns run this period. */
  readonly order: readonly Seat[];
  /** The seats whose turns have run, in order. */
  readonly done: readonly Seat[];
  /** True when the period ran to its end: `state` is then the next period's, as `evaluate` gives it. */
  readonly complete: boolean;
  /** The events of the last seat's turn that ran. */
  readonly stepEvents: readonly Event[];
}

/**
 * What a game played in periods supplies to the kernel (decision D-25): every seat hands in a turn,
 * then the period is evaluated into the next state. State, turns, events and reports are plain
 * JSON data; a match is its options, its seed and the turns accepted each period.
 */
export interface PeriodicRuleSet<State, Turn, Event, Report, GmReport, View, Options> {
  readonly id: string;
  /** What players call a period and a seat, in English ("month", "realm"): the server's messages use them. */
  readonly words: { readonly period: string; readonly seat: string };
  /** The languages turns and reports are read and written in; the first is the default. */
  readonly languages: readonly [string, ...string[]];
  /** The first period's state. */
  setup(options: Options, dice: DiceSource): State;
  /** The seats of a state, in the order the game lists them. */
  seats(state: State): readonly Seat[];
  /** What players call each seat (a realm's name). */
  seatNames(state: State): ReadonlyMap<Seat, string>;
  /** A stored state read back; throws the kernel's InputError naming every problem. */
  parseState(data: unknown, where: string): State;
  /** The state as stored and compared: the same state always gives the same text. */
  formatState(state: State): string;
  /** A turn as the evaluation reads it, in the player's language; a turn it cannot read is carried with its problems, never thrown. */
  readTurn(body: TurnBody, lang: string): Turn;
  /** A turn too large for a server to check, or undefined: refused before anything expensive runs. */
  turnTooLarge?(body: TurnBody): Problem | undefined;
  /** Everything wrong with a seat's turn against the state, in the player's language; warnings are notes. */
  checkTurn(state: State, seat: Seat, body: TurnBody, lang: string): readonly Problem[];
  /** The whole period; rolls go through `dice`. Must not change `state`. */
  evaluate(state: State, turns: PeriodTurns<Turn>, dice: DiceSource): PeriodOutcome<State, Event, Report, GmReport>;
  /** The period through the first `seats` seats' turns in its order; through all of them it is `evaluate`. */
  evaluateThrough(state: State, turns: PeriodTurns<Turn>, dice: DiceSource, seats: number): PeriodProgress<State, Event, Report, GmReport>;
  /** A picture of the state as `seat` sees it (undefined: all of it), as SVG; for games that draw their board. */
  render?(state: State, seat: Seat | undefined): string;
  /** What `seat` may see of the state; undefined is the game master, who sees it all. */
  view(state: State, seat: Seat | undefined): View;
  /** The event as `seat` may learn it, or undefined when it may not learn it at all. */
  redact(event: Event, seat: Seat): Event | undefined;
  /** What every seat may read of a period's state besides its own view (public news); absent: nothing. */
  news?(state: State): unknown;
  /** A report as a document in `lang`: a seat's, or with `seat` undefined the game master's. */
  formatReport?(report: Report | GmReport, seat: Seat | undefined, lang: string, format: 'markdown' | 'html'): string;
  /** A seat's report with its picture of the state after the period (`after`), as one HTML page to print (A4), in `lang`. */
  printReport?(report: Report, seat: Seat, lang: string, after: State): string;
  /** Whether a seat's report says its turn could not be read at all. */
  unreadable?(report: Report): boolean;
  /** What a seat that missed the deadline repeats under the 'standing' policy: the standing orders of an earlier turn; absent: nothing. */
  standingTurn?(body: TurnBody, seat: Seat, lang: string): { readonly body: TurnBody; readonly orders: number };
  /** The seats' turn order this period: the state's, or as the period's first seat step drew it (`firstStep`); null while not drawn. */
  turnOrder?(state: State, firstStep: State | undefined): readonly Seat[] | null;
  /** Present when the game is also played at a table, seat after seat, each with a clock. */
  readonly table?: PeriodTable<State>;
}

/** A periodic game at the table: the flag passes seat to seat in the turn order, each turn on a clock. */
export interface PeriodTable<State> {
  /** The minutes a seat has to hand in its turn once it holds the flag. */
  readonly minutes: number;
  /** The seats of the state that take a turn at the table (an absent one does not). */
  seated(state: State): readonly Seat[];
  /** Notes on a turn handed in after the period's start was evaluated (the first seat's step): what of it no longer runs. */
  lateProblems(body: TurnBody, lang: string): readonly Problem[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPeriodicRuleSet = PeriodicRuleSet<any, any, any, any, any, any, any>;

/** A turn as accepted: its body and the language it was written in. */
export interface HandedTurn extends TurnBody {
  readonly lang: string;
}

/** One evaluated period: the turns read, and dice rolled at the table instead of the generator's. */
export interface PeriodRecord {
  readonly turns: Readonly<Record<Seat, HandedTurn>>;
  readonly dice?: readonly number[];
}

/** Everything a periodic match is made of; all else is derived by replaying it. */
export interface PeriodicMatchRecord<Options> {
  readonly ruleSet: string;
  readonly options: Options;
  readonly seed: number;
  readonly periods: readonly PeriodRecord[];
}

/** The generator's seed of a period: period 0 sets up, period n (from 1) is the n-th evaluation, whole or seat by seat. */
export function periodSeed(seed: number, period: number): number {
  return stepSeed(seed, period);
}

/** The dice of a period: the generator's, or those rolled at the table. */
export function periodDice(seed: number, period: number, entered?: readonly number[]): DiceSource {
  return entered === undefined ? new SeededDice(periodSeed(seed, period)) : new ScriptedDice(entered);
}

/** Entered dice a period did not use (a miscounted list is noticed rather than half-read); 0 for the generator. */
export function unusedDice(dice: DiceSource): number {
  return dice instanceof ScriptedDice ? dice.remaining : 0;
}

/** A periodic match: options + seed + each period's turns → states, events and reports. */
export class PeriodicMatch<State, Turn, Event, Report, GmReport, View, Options> {
  private current: State;
  private readonly handed = new Map<Seat, HandedTurn>();
  private readonly done: PeriodRecord[] = [];
  private readonly outcomes: PeriodOutcome<State, Event, Report, GmReport>[] = [];

  constructor(
    readonly ruleSet: PeriodicRuleSet<State, Turn, Event, Report, GmReport, View, Options>,
    readonly options: Options,
    readonly seed: number,
  ) {
    this.current = ruleSet.setup(options, periodDice(seed, 0));
  }

  get state(): State {
    return this.current;
  }

  /** The period that takes turns now: 1 for the first. */
  get period(): number {
    return this.done.length + 1;
  }

  /** Every period evaluated so far, in order. */
  get history(): readonly PeriodOutcome<State, Event, Report, GmReport>[] {
    return this.outcomes;
  }

  get record(): PeriodicMatchRecord<Options> {
    return { ruleSet: this.ruleSet.id, options: this.options, seed: this.seed, periods: [...this.done] };
  }

  /**
   * Keeps a seat's turn for this period (the last one handed in counts) and answers its problems.
   * A turn with problems is kept too: the evaluation reads what it can of it.
   */
  handIn(seat: Seat, body: TurnBody, lang: string = this.ruleSet.languages[0]): readonly Problem[] {
    if (!this.ruleSet.seats(this.current).includes(seat)) {
      return [{ code: 'unknown-seat', message: `"${seat}" is not a seat of this match` }];
    }
    const problems = this.ruleSet.checkTurn(this.current, seat, body, lang);
    this.handed.set(seat, { format: body.format, content: body.content, lang });
    return problems;
  }

  /** Evaluates the period with every seat's last turn; entered dice must all be used. */
  evaluate(entered?: readonly number[]): PeriodOutcome<State, Event, Report, GmReport> {
    const turns = new Map<Seat, Turn>();
    for (const [seat, body] of [...this.handed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) turns.set(seat, this.ruleSet.readTurn(body, body.lang));
    const dice = periodDice(this.seed, this.period, entered);
    const outcome = this.ruleSet.evaluate(this.current, turns, dice);
    const unused = unusedDice(dice);
    if (unused > 0) throw new Error(`${unused} of the entered dice were not needed: the period rolled ${dice.rolls.length} dice`);
    this.done.push(entered === undefined ? { turns: Object.fromEntries(this.handed) } : { turns: Object.fromEntries(this.handed), dice: [...entered] });
    this.outcomes.push(outcome);
    this.handed.clear();
    this.current = outcome.state;
    return outcome;
  }
}

/** Rebuilds a periodic match from its record, period by period. */
export function replayPeriods<State, Turn, Event, Report, GmReport, View, Options>(
  ruleSet: PeriodicRuleSet<State, Turn, Event, Report, GmReport, View, Options>,
  record: PeriodicMatchRecord<Options>,
): PeriodicMatch<State, Turn, Event, Report, GmReport, View, Options> {
  if (record.ruleSet !== ruleSet.id) throw new Error(`the record is of rule set "${record.ruleSet}", not "${ruleSet.id}"`);
  const match = new PeriodicMatch(ruleSet, record.options, record.seed);
  for (const period of record.periods) {
    for (const [seat, turn] of Object.entries(period.turns)) match.handIn(seat, turn, turn.lang);
    match.evaluate(period.dice);
  }
  return match;
}

/**
 * The dice of a period evaluated seat by seat. The period's generator rolls every die, step after
 * step, so a period evaluated seat by seat with the generator rolls what the whole period would.
 * Earlier steps' values are replayed as they were kept (generator or real dice); for this step,
 * dice entered at the table replace the generator's values.
 */
export class StepDice implements DiceSource {
  readonly rolls: Roll[] = [];
  private readonly generator: SeededDice;
  private readonly entered: ScriptedDice | undefined;

  constructor(
    seed: number,
    private readonly replay: readonly number[],
    entered: readonly number[] | undefined,
  ) {
    this.generator = new SeededDice(seed);
    this.entered = entered === undefined ? undefined : new ScriptedDice(entered);
  }

  roll(die: DieKind, purpose: string, by?: string): number {
    const generated = this.generator.roll(die, purpose, by);
    const index = this.rolls.length;
    const value = index < this.replay.length ? (this.replay[index] as number) : this.entered !== undefined ? this.entered.roll(die, purpose, by) : generated;
    this.rolls.push(by === undefined ? { die, value, purpose } : { die, value, purpose, by });
    return value;
  }

  /** Shuffles and lots come from the period's generator, after the dice rolled so far. */
  int(min: number, max: number): number {
    return this.generator.int(min, max);
  }

  /** Entered dice this step did not need. */
  get unused(): number {
    return this.entered?.remaining ?? 0;
  }

  /** Dice rolled in this step (after the replayed ones). */
  get rolledNow(): number {
    return Math.max(0, this.rolls.length - this.replay.length);
  }
}
