import type { Selectable } from 'kysely';
import type { RecordedCommand } from '../kernel/match.js';
import type { CommandsTable, CorrectionsTable, MatchesTable, SubmissionsTable } from './schema.js';
import type { Correction, MatchInfo, MatchStatus, Submission, TurnBody } from './store.js';

/** Conversions between the stored rows and what the Store hands out. */

export function matchInfo(row: Selectable<MatchesTable>): MatchInfo {
  return {
    id: row.id,
    game: row.game,
    title: row.title,
    options: JSON.parse(row.options),
    seed: Number(row.seed),
    status: row.status as MatchStatus,
    currentPeriod: row.current_period,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function recordedCommand(row: Selectable<CommandsTable>): RecordedCommand<unknown> {
  const command = { seat: row.seat, command: JSON.parse(row.command) as unknown };
  return row.dice === null ? command : { ...command, dice: JSON.parse(row.dice) as number[] };
}

export function turnBodyText(body: TurnBody): string {
  if (body.format === 'json') return JSON.stringify(body.content);
  if (typeof body.content !== 'string') throw new TypeError('a turn in text format must be a string');
  return body.content;
}

export function submission(row: Selectable<SubmissionsTable>): Submission {
  const format = row.format === 'json' ? 'json' : 'text';
  return {
    seat: row.seat,
    period: row.period,
    version: row.version,
    format,
    content: format === 'json' ? JSON.parse(row.body) : row.body,
    submittedAt: row.submitted_at,
  };
}

export function correction(row: Selectable<CorrectionsTable>): Correction {
  return {
    period: row.period,
    seq: row.seq,
    author: row.author,
    note: row.note,
    change: JSON.parse(row.change),
    state: JSON.parse(row.state),
    correctedAt: row.corrected_at,
  };
}
