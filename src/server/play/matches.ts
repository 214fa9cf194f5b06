import { replay, type LogEntry, type Match } from '../../kernel/match.js';
import type { Problem } from '../../kernel/problems.js';
import { getRuleSet, type AnyRuleSet } from '../../kernel/registry.js';
import type { Seat } from '../../kernel/ruleset.js';
import type { MatchInfo, Store } from '../../store/index.js';
import { ApiError } from '../http/errors.js';
import { refuseWhilePaused } from '../matches/paused.js';
import { KeyedLock } from './lock.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMatch = Match<any, any, any, any, any>;

interface Entry {
  /** The store's version of the match that `match` reflects (at least). */
  version: number;
  readonly match: AnyMatch;
}

export type CommandOutcome =
  | { readonly accepted: true; readonly version: number; readonly entries: number }
  | { readonly accepted: false; readonly problems: readonly Problem[] };

/**
 * Live interactive matches, replayed from the store once and kept in memory. Every use first
 * compares the store's version, so a command another process appended is replayed in too.
 * Per match, reads and writes take turns: nobody sees a command before it is committed.
 */
export class InteractiveMatches {
  private readonly entries = new Map<string, Entry>();
  private readonly lock = new KeyedLock();

  constructor(private readonly store: Store) {}

  /** The match as of `info` (or newer). */
  current(info: MatchInfo): Promise<AnyMatch> {
    return this.lock.run(info.id, () => this.load(info));
  }

  /** Checks and resolves a command, and appends it unless another command got in first (409). */
  submit(info: MatchInfo, seat: Seat, command: unknown, expectedVersion?: number): Promise<CommandOutcome> {
    return this.lock.run(info.id, async () => {
      const fresh = await this.store.getMatch(info.id);
      if (fresh === undefined) throw new ApiError(404, 'no-match', `there is no match "${info.id}"`);
      if (expectedVersion !== undefined && expectedVersion !== fresh.version) {
        throw new ApiError(409, 'version-conflict', `the match is at version ${fresh.version}, not ${expectedVersion}: read it again`);
      }
      refuseWhilePaused(fresh);
      const match = await this.load(fresh);
      const logBefore = match.fullLog().length;
      let result;
      try {
        result = match.submit(seat, command);
      } catch {
        // A rule set's check must not throw, but a command of the wrong shape may still trip one.
        throw new ApiError(400, 'bad-command', 'the command is not one this game understands');
      }
      if (!result.accepted) return { accepted: false, problems: result.problems };
      const recorded = match.record.commands.at(-1);
      try {
        const after = await this.store.appendCommand(info.id, fresh.version, recorded!, match.fullLog().slice(logBefore));
        (this.entries.get(info.id) as Entry).version = after.version;
        return { accepted: true, version: after.version, entries: result.entries };
      } catch (error) {
        this.entries.delete(info.id); // the in-memory match holds a command the store refused
        throw error;
      }
    });
  }

  private async load(info: MatchInfo): Promise<AnyMatch> {
    const cached = this.entries.get(info.id);
    if (cached !== undefined && cached.version >= info.version) return cached.match;
    const ruleSet = ruleSetOf(info);
    const commands = await this.store.commands(info.id);
    let match: AnyMatch;
    if (cached !== undefined && cached.match.record.commands.length <= commands.length) {
      match = cached.match;
      for (const entry of commands.slice(match.record.commands.length)) {
        const result = match.submit(entry.seat, entry.command, entry.dice);
        if (!result.accepted) throw new Error(`a stored command of match ${info.id} was refused on replay`);
      }
    } else {
      match = replay(ruleSet, { ruleSet: ruleSet.id, options: info.options, seed: info.seed, commands });
    }
    this.entries.set(info.id, { version: info.version, match });
    return match;
  }
}

export function ruleSetOf(info: MatchInfo): AnyRuleSet {
  return getRuleSet(info.game);
}

/** The log entries after `afterSeq` as `seat` may see them (the kernel's Match.logFor, from an offset). */
export function seatLog(match: AnyMatch, seat: Seat, afterSeq: number): LogEntry<unknown>[] {
  const ruleSet = match.ruleSet;
  const visible: LogEntry<unknown>[] = [];
  for (const entry of match.fullLog().slice(Math.max(0, afterSeq))) {
    if (entry.kind === 'roll') {
      if (ruleSet.rollVisible?.(entry.roll, entry.seat ?? '', seat) ?? true) visible.push(entry);
    } else {
      const event = ruleSet.redact(entry.event, seat);
      if (event !== undefined) visible.push({ ...entry, event });
    }
  }
  return visible;
}
