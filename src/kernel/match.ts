import { ScriptedDice, SeededDice, type DiceSource, type Roll } from './dice.js';
import type { Problem } from './problems.js';
import type { Resolution, Resolved, RuleSet, Seat } from './ruleset.js';

/** Everything a match is made of; all else is derived by replaying it. */
export interface MatchRecord<Options, Command> {
  readonly ruleSet: string;
  readonly options: Options;
  readonly seed: number;
  readonly commands: readonly RecordedCommand<Command>[];
}

export interface RecordedCommand<Command> {
  readonly seat: Seat;
  readonly command: Command;
  /** Physical rolls entered instead of the generator's, in the order asked for. */
  readonly dice?: readonly number[];
}

/** One line of a match's log: a roll or a rule event, numbered, with the seat whose command caused it. */
export type LogEntry<Event> =
  | { readonly seq: number; readonly seat: Seat | null; readonly kind: 'roll'; readonly roll: Roll }
  | { readonly seq: number; readonly seat: Seat | null; readonly kind: 'event'; readonly event: Event };

export type SubmitResult =
  | { readonly accepted: true; readonly entries: number }
  | { readonly accepted: false; readonly problems: readonly Problem[] };

/** Seed of the generator for one step of a match: derived, so a refused command consumes nothing. */
export function stepSeed(seed: number, step: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (step + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A resolution's events with the state they lead to: the one it built, or `apply` of each event in turn. */
export function settle<State, Event>(ruleSet: Pick<RuleSet<State, never, Event, unknown, never>, 'apply'>, state: State, resolution: Resolution<State, Event>): Resolved<State, Event> {
  if (!Array.isArray(resolution)) return resolution as Resolved<State, Event>;
  let next = state;
  for (const event of resolution as readonly Event[]) next = ruleSet.apply(next, event);
  return { events: resolution as readonly Event[], state: next };
}

/** A resolution's events alone. */
export function eventsOf<State, Event>(resolution: Resolution<State, Event>): readonly Event[] {
  return Array.isArray(resolution) ? (resolution as readonly Event[]) : (resolution as Resolved<State, Event>).events;
}

/** A match: setup options + seed + accepted commands → states, events and rolls. */
export class Match<State, Command, Event, View, Options> {
  private currentState: State;
  private readonly log: LogEntry<Event>[] = [];
  private readonly accepted: RecordedCommand<Command>[] = [];

  constructor(
    readonly ruleSet: RuleSet<State, Command, Event, View, Options>,
    readonly options: Options,
    readonly seed: number,
  ) {
    const dice = new SeededDice(stepSeed(seed, 0));
    this.currentState = ruleSet.setup(options, dice);
    this.append(null, dice, []);
  }

  get state(): State {
    return this.currentState;
  }

  get record(): MatchRecord<Options, Command> {
    return { ruleSet: this.ruleSet.id, options: this.options, seed: this.seed, commands: [...this.accepted] };
  }

  /** Checks and, if allowed, resolves a command. A refused or failing command changes nothing. */
  submit(seat: Seat, command: Command, physicalDice?: readonly number[]): SubmitResult {
    const problems = this.ruleSet.check(this.currentState, seat, command);
    if (problems.length > 0) return { accepted: false, problems };
    const dice: DiceSource =
      physicalDice === undefined
        ? new SeededDice(stepSeed(this.seed, this.accepted.length + 1))
        : new ScriptedDice(physicalDice);
    const { events, state } = settle(this.ruleSet, this.currentState, this.ruleSet.resolve(this.currentState, seat, command, dice));
    const before = this.log.length;
    this.currentState = state;
    this.accepted.push(physicalDice === undefined ? { seat, command } : { seat, command, dice: [...physicalDice] });
    this.append(seat, dice, events);
    return { accepted: true, entries: this.log.length - before };
  }

  /** The whole log, as the game master sees it. */
  fullLog(): readonly LogEntry<Event>[] {
    return this.log;
  }

  /** The log as `seat` may see it: redacted events, hidden rolls left out. */
  logFor(seat: Seat): LogEntry<Event>[] {
    const visible: LogEntry<Event>[] = [];
    for (const entry of this.log) {
      if (entry.kind === 'roll') {
        const roller = entry.seat ?? '';
        if (this.ruleSet.rollVisible?.(entry.roll, roller, seat) ?? true) visible.push(entry);
      } else {
        const event = this.ruleSet.redact(entry.event, seat);
        if (event !== undefined) visible.push({ ...entry, event });
      }
    }
    return visible;
  }

  view(seat: Seat): View {
    return this.ruleSet.view(this.currentState, seat);
  }

  private append(seat: Seat | null, dice: DiceSource, events: readonly Event[]): void {
    for (const roll of dice.rolls) this.log.push({ seq: this.log.length + 1, seat, kind: 'roll', roll });
    for (const event of events) this.log.push({ seq: this.log.length + 1, seat, kind: 'event', event });
  }
}

/** Rebuilds a match from its record; throws if a recorded command is no longer accepted. */
export function replay<State, Command, Event, View, Options>(
  ruleSet: RuleSet<State, Command, Event, View, Options>,
  record: MatchRecord<Options, Command>,
): Match<State, Command, Event, View, Options> {
  if (record.ruleSet !== ruleSet.id) {
    throw new Error(`the record is of rule set "${record.ruleSet}", not "${ruleSet.id}"`);
  }
  const match = new Match(ruleSet, record.options, record.seed);
  record.commands.forEach((entry, index) => {
    const result = match.submit(entry.seat, entry.command, entry.dice);
    if (!result.accepted) {
      const reasons = result.problems.map((p) => p.message).join('; ');
      throw new Error(`recorded command ${index + 1} of seat ${entry.seat} was refused on replay: ${reasons}`);
    }
  });
  return match;
}
