import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RecordedCommand } from '../kernel/match.js';
import type { Seat } from '../kernel/ruleset.js';
import { KyselyAccounts } from './accounts.js';
import { advanceMatch, isoTime } from './advance.js';
import { NotFoundError, PeriodClosedError, VersionConflictError } from './errors.js';
import { correction, matchInfo, recordedCommand, submission, turnBodyText } from './rows.js';
import type { Database } from './schema.js';
import { hashSecret, newSecret } from './secrets.js';
import type {
  CreatedMatch,
  Draft,
  Correction,
  EvaluationInfo,
  EvaluationResult,
  MatchInfo,
  MatchStatus,
  MissedPolicy,
  SeatContact,
  NewCorrection,
  NewSeatStep,
  SeatStep,
  StepTurns,
  NewMatch,
  NewPublicRoll,
  PublicRoll,
  NewTableEvent,
  TableEvent,
  PeriodInfo,
  SeatIdentity,
  SeatInfo,
  SeatReport,
  Store,
  StoredLogEntry,
  StoreUpdate,
  Submission,
  TurnBody,
  UpdateListener,
} from './store.js';
import type { UpdateChannel } from './updates.js';

/** The Store over any Kysely database with the schema of migrations.ts. */
export class KyselyStore implements Store {
  readonly accounts: KyselyAccounts;

  constructor(
    readonly dialect: 'sqlite' | 'postgres',
    private readonly db: Kysely<Database>,
    private readonly updates: UpdateChannel,
  ) {
    this.accounts = new KyselyAccounts(db);
  }

  async createMatch(match: NewMatch): Promise<CreatedMatch> {
    if (!Number.isSafeInteger(match.seed)) throw new RangeError(`the seed ${match.seed} is not a whole number`);
    if (match.seats.includes(match.gmSeat) || new Set(match.seats).size !== match.seats.length) {
      throw new RangeError('seat names must be distinct, the game master\'s too');
    }
    const id = randomUUID();
    const gmToken = newSecret();
    const invites = Object.fromEntries(match.seats.map((seat) => [seat, newSecret()]));
    const row = await this.write(async (trx, now) => {
      const created = await trx
        .insertInto('matches')
        .values({
          id,
          game: match.game,
          title: match.title,
          options: JSON.stringify(match.options),
          seed: match.seed,
          status: 'open',
          current_period: match.firstPeriod === undefined ? null : 1,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('seats')
        .values([
          { match_id: id, seat: match.gmSeat, token_hash: hashSecret(gmToken), invite_hash: null, joined_at: now },
          ...match.seats.map((seat) => ({
            match_id: id,
            seat,
            token_hash: null,
            invite_hash: hashSecret(invites[seat] as string),
            joined_at: null,
          })),
        ])
        .execute();
      const setupLog = match.setupLog ?? [];
      if (setupLog.length > 0) {
        await trx
          .insertInto('log_entries')
          .values(setupLog.map((entry, index) => ({ match_id: id, seq: index + 1, command_seq: 0, entry: JSON.stringify(entry) })))
          .execute();
      }
      if (match.firstPeriod !== undefined) {
        await trx
          .insertInto('periods')
          .values({
            match_id: id,
            period: 1,
            opening_state: JSON.stringify(match.firstPeriod.state),
            deadline: optionalTime(match.firstPeriod.deadline),
            opened_at: now,
          })
          .execute();
      }
      return { value: created, update: { matchId: id, kind: 'created', version: created.version } };
    });
    return { match: matchInfo(row), gmToken, invites };
  }

  async getMatch(matchId: string): Promise<MatchInfo | undefined> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();
    return row === undefined ? undefined : matchInfo(row);
  }

  async listMatches(): Promise<MatchInfo[]> {
    const rows = await this.db.selectFrom('matches').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(matchInfo);
  }

  async setStatus(matchId: string, status: MatchStatus, expectedVersion: number): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { expectedVersion, set: { status } });
      return { value: changed, update: { matchId, kind: 'status', version: changed.version } };
    });
    return matchInfo(row);
  }

  async seats(matchId: string): Promise<SeatInfo[]> {
    const rows = await this.db
      .selectFrom('seats')
      .select(['seat', 'token_hash', 'invite_hash', 'joined_at', 'bot'])
      .where('match_id', '=', matchId)
      .orderBy('seat')
      .execute();
    return rows.map(seatInfo);
  }

  async seatByToken(token: string): Promise<SeatIdentity | undefined> {
    const row = await this.db
      .selectFrom('seats')
      .select(['match_id', 'seat'])
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirst();
    return row === undefined ? this.accounts.seatByKey(token) : { matchId: row.match_id, seat: row.seat };
  }

  async claimInvite(invite: string): Promise<(SeatIdentity & { readonly token: string }) | undefined> {
    const token = newSecret();
    return this.write(async (trx, now) => {
      const seat = await trx
        .updateTable('seats')
        .set({ token_hash: hashSecret(token), invite_hash: null, joined_at: now, bot: null })
        .where('invite_hash', '=', hashSecret(invite))
        .returning(['match_id', 'seat'])
        .executeTakeFirst();
      if (seat === undefined) return { value: undefined };
      const { version } = await trx
        .selectFrom('matches')
        .select('version')
        .where('id', '=', seat.match_id)
        .executeTakeFirstOrThrow();
      return {
        value: { matchId: seat.match_id, seat: seat.seat, token },
        update: { matchId: seat.match_id, kind: 'seat-joined', version, seat: seat.seat },
      };
    });
  }

  async inviteSeat(invite: string): Promise<SeatIdentity | undefined> {
    const row = await this.db.selectFrom('seats').select(['match_id', 'seat']).where('invite_hash', '=', hashSecret(invite)).executeTakeFirst();
    return row === undefined ? undefined : { matchId: row.match_id, seat: row.seat };
  }

  async reissueInvite(matchId: string, seat: Seat): Promise<string> {
    return this.replaceSecret(matchId, seat, 'invite_hash', `match "${matchId}" has no seat "${seat}"`);
  }

  async reissueGmToken(matchId: string, gmSeat: Seat): Promise<string> {
    return this.replaceSecret(matchId, gmSeat, 'token_hash', `match "${matchId}" has no game master's seat "${gmSeat}"`);
  }

  /** A new secret for a seat's invite or token; the store keeps only its hash, the old one stops working. */
  private async replaceSecret(matchId: string, seat: Seat, column: 'invite_hash' | 'token_hash', missing: string): Promise<string> {
    const secret = newSecret();
    const result = await this.db
      .updateTable('seats')
      .set({ [column]: hashSecret(secret) })
      .where('match_id', '=', matchId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFoundError(missing);
    return secret;
  }

  async vacateSeat(matchId: string, seat: Seat): Promise<SeatInfo> {
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, {});
      const row = await trx
        .updateTable('seats')
        .set({ bot: null, token_hash: null, invite_hash: null, joined_at: null })
        .where('match_id', '=', matchId)
        .where('seat', '=', seat)
        .returning(['seat', 'token_hash', 'invite_hash', 'joined_at', 'bot'])
        .executeTakeFirst();
      if (row === undefined) throw new NotFoundError(`match "${matchId}" has no seat "${seat}"`);
      return { value: seatInfo(row), update: { matchId, kind: 'seat-joined', version: changed.version, seat } };
    });
  }

  async addPublicRoll(matchId: string, roll: NewPublicRoll): Promise<PublicRoll> {
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, {});
      const last = await trx
        .selectFrom('public_rolls')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      const seq = (last?.seq ?? 0) + 1;
      await trx
        .insertInto('public_rolls')
        .values({ match_id: matchId, seq, author: roll.author, die: roll.die, value: roll.value, reason: roll.reason, rolled_at: now })
        .execute();
      return { value: { ...roll, seq, rolledAt: now }, update: { matchId, kind: 'notice', version: changed.version } };
    });
  }

  async publicRolls(matchId: string): Promise<PublicRoll[]> {
    const rows = await this.db.selectFrom('public_rolls').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
    return rows.map((row) => ({ seq: row.seq, author: row.author, die: row.die, value: row.value, reason: row.reason, rolledAt: isoTime(row.rolled_at) }));
  }

  async addTableEvent(matchId: string, period: number, decide: (events: readonly TableEvent[], now: string) => NewTableEvent): Promise<TableEvent & { readonly version: number }> {
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { period });
      const rows = await trx.selectFrom('table_events').selectAll().where('match_id', '=', matchId).where('period', '=', period).orderBy('seq').execute();
      const event = decide(rows.map(tableEvent), now);
      const seq = rows.length + 1;
      await trx
        .insertInto('table_events')
        .values({ match_id: matchId, period, seq, kind: event.kind, realm: event.realm, author: event.author, data: event.data === undefined ? null : JSON.stringify(event.data), at: now })
        .execute();
      return { value: { ...event, seq, at: now, version: changed.version }, update: { matchId, kind: 'table', version: changed.version, period } };
    });
  }

  async tableEvents(matchId: string, period: number): Promise<TableEvent[]> {
    const rows = await this.db.selectFrom('table_events').selectAll().where('match_id', '=', matchId).where('period', '=', period).orderBy('seq').execute();
    return rows.map(tableEvent);
  }

  async assignBot(matchId: string, seat: Seat, bot: string): Promise<SeatInfo> {
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, {});
      const row = await trx
        .updateTable('seats')
        .set({ bot, token_hash: null, invite_hash: null, joined_at: now })
        .where('match_id', '=', matchId)
        .where('seat', '=', seat)
        .returning(['seat', 'token_hash', 'invite_hash', 'joined_at', 'bot'])
        .executeTakeFirst();
      if (row === undefined) throw new NotFoundError(`match "${matchId}" has no seat "${seat}"`);
      return { value: seatInfo(row), update: { matchId, kind: 'seat-joined', version: changed.version, seat } };
    });
  }

  async appendCommand(
    matchId: string,
    expectedVersion: number,
    command: RecordedCommand<unknown>,
    log: readonly unknown[],
  ): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { expectedVersion });
      const seq = (await maxOf(trx, 'commands', matchId)) + 1;
      await trx
        .insertInto('commands')
        .values({
          match_id: matchId,
          seq,
          seat: command.seat,
          command: JSON.stringify(command.command),
          dice: command.dice === undefined ? null : JSON.stringify(command.dice),
          created_at: now,
        })
        .execute();
      const firstLogSeq = (await maxOf(trx, 'log_entries', matchId)) + 1;
      if (log.length > 0) {
        await trx
          .insertInto('log_entries')
          .values(log.map((entry, i) => ({ match_id: matchId, seq: firstLogSeq + i, command_seq: seq, entry: JSON.stringify(entry) })))
          .execute();
      }
      return { value: changed, update: { matchId, kind: 'command', version: changed.version, seat: command.seat } };
    });
    return matchInfo(row);
  }

  async commands(matchId: string): Promise<RecordedCommand<unknown>[]> {
    const rows = await this.db.selectFrom('commands').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
    return rows.map(recordedCommand);
  }

  async log(matchId: string, afterSeq = 0): Promise<StoredLogEntry[]> {
    const rows = await this.db
      .selectFrom('log_entries')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({ seq: row.seq, commandSeq: row.command_seq, entry: JSON.parse(row.entry) }));
  }

  async period(matchId: string, period: number): Promise<PeriodInfo | undefined> {
    const row = await this.db
      .selectFrom('periods')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const latest = await this.db
      .selectFrom('corrections')
      .select(['seq', 'state'])
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const evaluated = await this.db
      .selectFrom('evaluations')
      .select('period')
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .executeTakeFirst();
    // The worlds are parsed when read (issue 18): the deadline alone, asked for by /month and the reminders, costs no world.
    let opening: unknown;
    let corrected: unknown;
    const info: PeriodInfo = {
      period,
      get openingState(): unknown {
        return (opening ??= JSON.parse(row.opening_state));
      },
      get state(): unknown {
        return latest === undefined ? info.openingState : (corrected ??= JSON.parse(latest.state));
      },
      corrections: latest?.seq ?? 0,
      deadline: row.deadline,
      openedAt: row.opened_at,
      evaluated: evaluated !== undefined,
    };
    return info;
  }

  async submitTurn(
    matchId: string,
    period: number,
    seat: Seat,
    body: TurnBody,
    expectedVersion?: number,
    pastDeadline = false,
  ): Promise<Submission> {
    const text = turnBodyText(body);
    return this.write(async (trx, now) => {
      // The seat's own work first, before the match's row lock: hand-ins of one seat queue here (on
      // PostgreSQL; SQLite's writer holds the whole database already), other seats' pass.
      if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`${matchId}/${seat}`}, 0))`.execute(trx);
      const seen = await trx
        .selectFrom('periods')
        .select((eb) => [
          eb.exists(eb.selectFrom('seats').select('seat').where('match_id', '=', matchId).where('seat', '=', seat)).as('seated'),
          eb.selectFrom('submissions').select((e) => e.fn.max('version').as('version')).where('match_id', '=', matchId).where('period', '=', period).where('seat', '=', seat).as('version'),
        ])
        .where('match_id', '=', matchId)
        .where('period', '=', period)
        .executeTakeFirst();
      if (seen === undefined || !seen.seated) {
        await advanceMatch(trx, matchId, now, { period }); // a missing match or a period not open is said first
        throw seen === undefined ? new PeriodClosedError(`match ${matchId} has no period ${period}`) : new NotFoundError(`match "${matchId}" has no seat "${seat}"`);
      }
      const current = seen.version ?? 0;
      const stale = expectedVersion !== undefined && expectedVersion !== current;
      const row = { match_id: matchId, period, seat, version: current + 1, format: body.format, body: text, submitted_at: now };
      if (!stale) {
        await trx.insertInto('submissions').values(row).execute();
        await trx.deleteFrom('drafts').where('match_id', '=', matchId).where('period', '=', period).where('seat', '=', seat).execute();
      }
      // Then the match's row lock, held by every change of the match until commit: as few statements as possible under it (issue 18).
      const changed = await advanceMatch(trx, matchId, now, { period });
      const closing = await trx
        .selectFrom('periods')
        .select('deadline')
        .where('match_id', '=', matchId)
        .where('period', '=', period)
        .executeTakeFirstOrThrow();
      // Reached counts as passed: a period closed by the game master at `now` takes no turn from that instant.
      if (!pastDeadline && closing.deadline !== null && now >= closing.deadline) {
        throw new PeriodClosedError(`the deadline of period ${period} passed at ${closing.deadline} (or the game master closed it then)`);
      }
      await refuseOnceStepped(trx, matchId, period, 'takes no more turns', seat);
      if (stale) throw new VersionConflictError(`the turn of ${seat} for period ${period}`, expectedVersion, current);
      // The content as kept is the text written (a JSON turn's text parses back to an equal value): not read back (issue 18).
      const value: Submission = { seat, period, version: row.version, format: body.format, content: body.format === 'json' ? body.content : text, submittedAt: now };
      return { value, update: { matchId, kind: 'submission', version: changed.version, period, seat } };
    });
  }

  async saveDraft(matchId: string, period: number, seat: Seat, text: string): Promise<Draft> {
    return this.write(async (trx, now) => {
      const match = await trx.selectFrom('matches').select('current_period').where('id', '=', matchId).executeTakeFirst();
      if (match === undefined) throw new NotFoundError(`there is no match "${matchId}"`);
      if (match.current_period !== period) throw new PeriodClosedError(`period ${period} is not the current period; drafts are kept only for the current one`);
      await requireSeat(trx, matchId, seat);
      await refuseOnceStepped(trx, matchId, period, 'takes no more drafts', seat);
      await trx
        .insertInto('drafts')
        .values({ match_id: matchId, period, seat, body: text, saved_at: now })
        .onConflict((conflict) => conflict.columns(['match_id', 'period', 'seat']).doUpdateSet({ body: text, saved_at: now }))
        .execute();
      return { value: { period, text, savedAt: now } };
    });
  }

  async draft(matchId: string, period: number, seat: Seat): Promise<Draft | undefined> {
    const row = await this.db
      .selectFrom('drafts')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return row === undefined ? undefined : { period: row.period, text: row.body, savedAt: row.saved_at };
  }

  async submissions(matchId: string, period: number): Promise<Submission[]> {
    // Each seat's latest version only: earlier ones (a busy evening makes thousands) are not read (issue 18).
    const rows = await this.db
      .selectFrom('submissions as s')
      .selectAll('s')
      .where('s.match_id', '=', matchId)
      .where('s.period', '=', period)
      .where((eb) =>
        eb(
          's.version',
          '=',
          eb
            .selectFrom('submissions as t')
            .select((t) => t.fn.max('t.version').as('version'))
            .whereRef('t.match_id', '=', 's.match_id')
            .whereRef('t.period', '=', 's.period')
            .whereRef('t.seat', '=', 's.seat'),
        ),
      )
      .orderBy('s.seat')
      .execute();
    return rows.map(submission);
  }

  async submissionHistory(matchId: string, period: number, seat: Seat): Promise<Submission[]> {
    const rows = await this.db
      .selectFrom('submissions')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .where('seat', '=', seat)
      .orderBy('version')
      .execute();
    return rows.map(submission);
  }

  async commitEvaluation(
    matchId: string,
    period: number,
    expectedVersion: number,
    result: EvaluationResult,
  ): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, {
        expectedVersion,
        period,
        set: { current_period: period + 1 },
      });
      const versions = await trx
        .selectFrom('submissions')
        .select((eb) => ['seat', eb.fn.max('version').as('version')])
        .where('match_id', '=', matchId)
        .where('period', '=', period)
        .groupBy('seat')
        .orderBy('seat')
        .execute();
      await trx
        .insertInto('evaluations')
        .values({
          match_id: matchId,
          period,
          events: JSON.stringify(result.events),
          gm_report: JSON.stringify(result.gmReport),
          submission_versions: JSON.stringify(Object.fromEntries(versions.map((v) => [v.seat, v.version]))),
          evaluated_at: now,
          published_at: null,
        })
        .execute();
      const reports = Object.entries(result.reports);
      if (reports.length > 0) {
        await trx
          .insertInto('reports')
          .values(reports.map(([seat, report]) => ({ match_id: matchId, period, seat, report: JSON.stringify(report) })))
          .execute();
      }
      if (result.lastStep !== undefined) await insertStep(trx, matchId, period, result.lastStep, now);
      await trx
        .insertInto('periods')
        .values({
          match_id: matchId,
          period: period + 1,
          opening_state: JSON.stringify(result.nextState),
          deadline: optionalTime(result.nextDeadline),
          opened_at: now,
        })
        .execute();
      return { value: changed, update: { matchId, kind: 'evaluation', version: changed.version, period } };
    });
    return matchInfo(row);
  }

  async commitSeatStep(matchId: string, period: number, expectedVersion: number, step: NewSeatStep): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { expectedVersion, period });
      await insertStep(trx, matchId, period, step, now);
      return { value: changed, update: { matchId, kind: 'seat-step', version: changed.version, period } };
    });
    return matchInfo(row);
  }

  async stepSeats(matchId: string, period: number): Promise<Seat[]> {
    const rows = await this.db.selectFrom('seat_steps').select('seat').where('match_id', '=', matchId).where('period', '=', period).orderBy('seq').execute();
    return rows.map((row) => row.seat);
  }

  async seatSteps(matchId: string, period: number): Promise<SeatStep[]> {
    const rows = await this.db
      .selectFrom('seat_steps')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({
      period: row.period,
      seq: row.seq,
      seat: row.seat,
      state: JSON.parse(row.state),
      events: JSON.parse(row.events),
      report: JSON.parse(row.report),
      rolls: JSON.parse(row.rolls) as number[],
      evaluatedAt: row.evaluated_at,
      turns: row.turns === null ? null : (JSON.parse(row.turns) as StepTurns),
    }));
  }

  async evaluation(matchId: string, period: number): Promise<EvaluationInfo | undefined> {
    const row = await this.db
      .selectFrom('evaluations')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      period,
      events: JSON.parse(row.events),
      gmReport: JSON.parse(row.gm_report),
      submissionVersions: JSON.parse(row.submission_versions),
      evaluatedAt: row.evaluated_at,
      publishedAt: row.published_at,
    };
  }

  async report(matchId: string, period: number, seat: Seat): Promise<SeatReport | undefined> {
    const row = await this.db
      .selectFrom('reports')
      .innerJoin('evaluations', (join) =>
        join.onRef('evaluations.match_id', '=', 'reports.match_id').onRef('evaluations.period', '=', 'reports.period'),
      )
      .select(['reports.report', 'evaluations.published_at'])
      .where('reports.match_id', '=', matchId)
      .where('reports.period', '=', period)
      .where('reports.seat', '=', seat)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return { period, seat, report: JSON.parse(row.report), publishedAt: row.published_at };
  }

  async publishReports(matchId: string, period: number): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      // Only the first publication changes the match (issue 18): its time stays, players may have read the reports since.
      const published = await trx
        .updateTable('evaluations')
        .set({ published_at: now })
        .where('match_id', '=', matchId)
        .where('period', '=', period)
        .where('published_at', 'is', null)
        .executeTakeFirst();
      if (published.numUpdatedRows === 0n) {
        const evaluation = await trx.selectFrom('evaluations').select('period').where('match_id', '=', matchId).where('period', '=', period).executeTakeFirst();
        if (evaluation === undefined) throw new NotFoundError(`period ${period} of match ${matchId} has not been evaluated`);
        const current = await trx.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();
        return { value: current };
      }
      const changed = await advanceMatch(trx, matchId, now, {});
      return { value: changed, update: { matchId, kind: 'publication', version: changed.version, period } };
    });
    return matchInfo(row);
  }

  async closePeriod(matchId: string, period: number, expectedVersion?: number): Promise<MatchInfo & { readonly deadline: string }> {
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { period, ...(expectedVersion === undefined ? {} : { expectedVersion }) });
      await refuseOnceStepped(trx, matchId, period, 'is closed already');
      const { deadline } = await trx.selectFrom('periods').select('deadline').where('match_id', '=', matchId).where('period', '=', period).executeTakeFirstOrThrow();
      // A deadline already past stays; otherwise the period closes now.
      const closedAt = deadline !== null && deadline <= now ? deadline : now;
      await trx.updateTable('periods').set({ deadline: closedAt }).where('match_id', '=', matchId).where('period', '=', period).execute();
      return { value: { ...matchInfo(changed), deadline: closedAt }, update: { matchId, kind: 'status', version: changed.version, period } };
    });
  }

  async setDeadline(matchId: string, period: number, deadline: string | null): Promise<MatchInfo & { readonly deadline: string | null }> {
    const at = optionalTime(deadline);
    return this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { period });
      await trx.updateTable('periods').set({ deadline: at }).where('match_id', '=', matchId).where('period', '=', period).execute();
      // A deadline moved later may be reminded of again.
      await trx.deleteFrom('reminders').where('match_id', '=', matchId).where('period', '=', period).execute();
      return { value: { ...matchInfo(changed), deadline: at }, update: { matchId, kind: 'status', version: changed.version, period } };
    });
  }

  async missedPolicy(matchId: string): Promise<MissedPolicy> {
    const row = await this.db.selectFrom('match_settings').select('missed_policy').where('match_id', '=', matchId).executeTakeFirst();
    return (row?.missed_policy as MissedPolicy | undefined) ?? 'hold';
  }

  async setMissedPolicy(matchId: string, policy: MissedPolicy): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, {});
      await trx
        .insertInto('match_settings')
        .values({ match_id: matchId, missed_policy: policy })
        .onConflict((conflict) => conflict.column('match_id').doUpdateSet({ missed_policy: policy }))
        .execute();
      return { value: changed, update: { matchId, kind: 'status', version: changed.version } };
    });
    return matchInfo(row);
  }

  async heldSeats(matchId: string, period: number): Promise<Seat[]> {
    const rows = await this.db.selectFrom('held_seats').select('seat').where('match_id', '=', matchId).where('period', '=', period).orderBy('seat').execute();
    return rows.map((row) => row.seat);
  }

  async setHeldSeats(matchId: string, period: number, seats: readonly Seat[]): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { period });
      await trx.deleteFrom('held_seats').where('match_id', '=', matchId).where('period', '=', period).execute();
      const unique = [...new Set(seats)];
      if (unique.length > 0) await trx.insertInto('held_seats').values(unique.map((seat) => ({ match_id: matchId, period, seat, decided_at: now }))).execute();
      return { value: changed, update: { matchId, kind: 'status', version: changed.version, period } };
    });
    return matchInfo(row);
  }

  async setContact(matchId: string, seat: Seat, contact: { readonly email?: string | null; readonly push?: unknown }): Promise<SeatContact> {
    return this.write(async (trx) => {
      await requireSeat(trx, matchId, seat);
      const old = await trx.selectFrom('seat_contacts').selectAll().where('match_id', '=', matchId).where('seat', '=', seat).executeTakeFirst();
      const email = contact.email === undefined ? (old?.email ?? null) : contact.email;
      const push = contact.push === undefined ? (old?.push ?? null) : contact.push === null ? null : JSON.stringify(contact.push);
      await trx
        .insertInto('seat_contacts')
        .values({ match_id: matchId, seat, email, push })
        .onConflict((conflict) => conflict.columns(['match_id', 'seat']).doUpdateSet({ email, push }))
        .execute();
      return { value: { email, push: push === null ? null : (JSON.parse(push) as unknown) } };
    });
  }

  async contact(matchId: string, seat: Seat): Promise<SeatContact> {
    const row = await this.db.selectFrom('seat_contacts').selectAll().where('match_id', '=', matchId).where('seat', '=', seat).executeTakeFirst();
    return { email: row?.email ?? null, push: row?.push == null ? null : (JSON.parse(row.push) as unknown) };
  }

  async claimReminder(matchId: string, period: number, seat: Seat): Promise<boolean> {
    return this.write(async (trx, now) => {
      const done = await trx
        .insertInto('reminders')
        .values({ match_id: matchId, period, seat, sent_at: now })
        .onConflict((conflict) => conflict.columns(['match_id', 'period', 'seat']).doNothing())
        .executeTakeFirst();
      return { value: Number(done.numInsertedOrUpdatedRows ?? 0n) > 0 };
    });
  }

  async correct(matchId: string, period: number, expectedVersion: number, change: NewCorrection): Promise<MatchInfo> {
    const row = await this.write(async (trx, now) => {
      const changed = await advanceMatch(trx, matchId, now, { expectedVersion, period });
      await refuseOnceStepped(trx, matchId, period, 'cannot be corrected any more');
      const last = await trx
        .selectFrom('corrections')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('match_id', '=', matchId)
        .where('period', '=', period)
        .executeTakeFirst();
      await trx
        .insertInto('corrections')
        .values({
          match_id: matchId,
          period,
          seq: (last?.seq ?? 0) + 1,
          author: change.author,
          note: change.note,
          change: JSON.stringify(change.change),
          state: JSON.stringify(change.state),
          corrected_at: now,
        })
        .execute();
      return { value: changed, update: { matchId, kind: 'correction', version: changed.version, period } };
    });
    return matchInfo(row);
  }

  async corrections(matchId: string, period: number): Promise<Correction[]> {
    const rows = await this.db
      .selectFrom('corrections')
      .selectAll()
      .where('match_id', '=', matchId)
      .where('period', '=', period)
      .orderBy('seq')
      .execute();
    return rows.map(correction);
  }

  subscribe(matchId: string, listener: UpdateListener): () => void {
    return this.updates.subscribe(matchId, listener);
  }

  publish(update: StoreUpdate): Promise<void> {
    return this.updates.publish(update);
  }

  async close(): Promise<void> {
    await this.updates.close();
    await this.db.destroy();
  }

  /** Runs one writing transaction; its update is announced so that subscribers hear it only if it commits. */
  private async write<T>(
    work: (trx: Transaction<Database>, now: string) => Promise<{ value: T; update?: StoreUpdate }>,
  ): Promise<T> {
    const { value, update } = await this.db.transaction().execute(async (trx) => {
      const done = await work(trx, new Date().toISOString());
      if (done.update !== undefined) await this.updates.announce(trx, done.update);
      return done;
    });
    if (update !== undefined) this.updates.committed(update);
    return value;
  }
}

function tableEvent(row: { seq: number; kind: string; realm: string | null; author: string; data: string | null; at: string }): TableEvent {
  return {
    seq: row.seq,
    kind: row.kind as TableEvent['kind'],
    realm: row.realm,
    author: row.author,
    ...(row.data === null ? {} : { data: JSON.parse(row.data) as unknown }),
    at: isoTime(row.at),
  };
}

function seatInfo(row: { seat: string; token_hash: string | null; invite_hash: string | null; joined_at: string | null; bot: string | null }): SeatInfo {
  return {
    seat: row.seat,
    joined: row.token_hash !== null || row.bot !== null,
    joinedAt: row.joined_at,
    inviteOpen: row.invite_hash !== null,
    bot: row.bot,
  };
}

function optionalTime(value: string | null | undefined): string | null {
  return value === undefined || value === null ? null : isoTime(value);
}

async function maxOf(trx: Transaction<Database>, table: 'commands' | 'log_entries', matchId: string): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row?.seq ?? 0;
}

/** The next step of a period: numbered after those kept, for a seat of the match that has no step yet. */
async function insertStep(trx: Transaction<Database>, matchId: string, period: number, step: NewSeatStep, now: string): Promise<void> {
  await requireSeat(trx, matchId, step.seat);
  const kept = await trx.selectFrom('seat_steps').select(['seq', 'seat']).where('match_id', '=', matchId).where('period', '=', period).execute();
  if (kept.some((row) => row.seat === step.seat)) throw new PeriodClosedError(`the turn of ${step.seat} in period ${period} has been evaluated already`);
  // The step read the turns as they are now: the caller's expected version rules out a hand-in since it read them.
  const versions = await trx
    .selectFrom('submissions')
    .select((eb) => ['seat', eb.fn.max('version').as('version')])
    .where('match_id', '=', matchId)
    .where('period', '=', period)
    .groupBy('seat')
    .orderBy('seat')
    .execute();
  const table = await trx.selectFrom('table_events').select((eb) => eb.fn.countAll().as('n')).where('match_id', '=', matchId).where('period', '=', period).executeTakeFirst();
  const turns: StepTurns = { versions: Object.fromEntries(versions.map((v) => [v.seat, Number(v.version)])), tableEvents: Number(table?.n ?? 0) };
  await trx
    .insertInto('seat_steps')
    .values({
      match_id: matchId,
      period,
      seq: kept.length + 1,
      seat: step.seat,
      state: JSON.stringify(step.state),
      events: JSON.stringify(step.events),
      report: JSON.stringify(step.report),
      rolls: JSON.stringify(step.rolls),
      evaluated_at: now,
      turns: JSON.stringify(turns),
    })
    .execute();
}

/**
 * Once a period is evaluated seat by seat, its turns and its world stay as the first step read them;
 * at the table (the period has table events, P-296) only the turn of a seat whose own step ran.
 */
async function refuseOnceStepped(trx: Transaction<Database>, matchId: string, period: number, what: string, seat?: Seat): Promise<void> {
  const steps = await trx.selectFrom('seat_steps').select('seat').where('match_id', '=', matchId).where('period', '=', period).execute();
  if (steps.length === 0) return;
  if (seat !== undefined && !steps.some((step) => step.seat === seat)) {
    const table = await trx.selectFrom('table_events').select('seq').where('match_id', '=', matchId).where('period', '=', period).limit(1).executeTakeFirst();
    if (table !== undefined) return;
  }
  throw new PeriodClosedError(`period ${period} is being evaluated seat by seat: it ${what}`);
}

async function requireSeat(trx: Transaction<Database>, matchId: string, seat: Seat): Promise<void> {
  const row = await trx
    .selectFrom('seats')
    .select('seat')
    .where('match_id', '=', matchId)
    .where('seat', '=', seat)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError(`match "${matchId}" has no seat "${seat}"`);
}
