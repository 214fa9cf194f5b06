import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, replay, type MatchRecord } from '../../src/kernel/match.js';
import {
  NotFoundError,
  InvalidTextError,
  PeriodClosedError,
  VersionConflictError,
  openStore,
  type CreatedMatch,
  type Store,
  type StoreUpdate,
} from '../../src/store/index.js';
import { hashSecret } from '../../src/store/secrets.js';
import { nextUpdates, runChild, type StoreHarness } from './harness.js';
import { toyGame, type ToyCommand } from './toy-game.js';

const REALMS = ['north', 'south'];

/** The behaviour every Store must show, whatever database is under it. */
export function storeContract(name: string, harness: () => StoreHarness): void {
  describe(`${name} store contract`, () => {
    let store: Store;

    beforeAll(async () => {
      store = await openStore(harness().config);
    });
    afterAll(async () => {
      await store?.close();
    });

    const newPeriodicMatch = (deadline?: string): Promise<CreatedMatch> =>
      store.createMatch({
        game: 'phoenix',
        title: 'Erkenfara',
        options: { realms: REALMS },
        seed: 4_000_000_000,
        seats: REALMS,
        gmSeat: 'gm',
        firstPeriod: { state: { month: 1, world: 'Erkenfara' }, deadline: deadline ?? null },
      });

    const newInteractiveMatch = (): Promise<CreatedMatch> =>
      store.createMatch({
        game: 'toy',
        title: 'Toy',
        options: { start: 3 },
        seed: 17,
        seats: REALMS,
        gmSeat: 'gm',
      });

    it('creates a match with seats; the game master holds a token, players an invite', async () => {
      const { match, gmToken, invites } = await newPeriodicMatch();
      expect(match).toMatchObject({ game: 'phoenix', title: 'Erkenfara', seed: 4_000_000_000, status: 'open', currentPeriod: 1, version: 1 });
      expect(match.options).toEqual({ realms: REALMS });
      expect(await store.getMatch(match.id)).toEqual(match);
      expect((await store.listMatches()).map((m) => m.id)).toContain(match.id);
      expect(await store.seatByToken(gmToken)).toEqual({ matchId: match.id, seat: 'gm' });
      expect(await store.seatByToken(invites.north as string)).toBeUndefined();
      const seats = await store.seats(match.id);
      expect(seats.map((s) => [s.seat, s.joined, s.inviteOpen])).toEqual([
        ['gm', true, false],
        ['north', false, true],
        ['south', false, true],
      ]);
      expect(await store.getMatch('no-such-match')).toBeUndefined();
    });

    it('lets an invite be used once, and a reissued invite replaces the seat token', async () => {
      const { match, invites } = await newPeriodicMatch();
      const joined = await store.claimInvite(invites.north as string);
      expect(joined).toMatchObject({ matchId: match.id, seat: 'north' });
      expect(await store.seatByToken(joined?.token ?? '')).toEqual({ matchId: match.id, seat: 'north' });
      expect(await store.claimInvite(invites.north as string)).toBeUndefined();

      const invite = await store.reissueInvite(match.id, 'north');
      const again = await store.claimInvite(invite);
      expect(await store.seatByToken(again?.token ?? '')).toEqual({ matchId: match.id, seat: 'north' });
      expect(await store.seatByToken(joined?.token ?? '')).toBeUndefined();
      await expect(store.reissueInvite(match.id, 'west')).rejects.toThrow(NotFoundError);
    });

    it("replaces the game master's token: the old one stops working", async () => {
      const { match, gmToken } = await newInteractiveMatch();
      const fresh = await store.reissueGmToken(match.id, 'gm');
      expect(await store.seatByToken(fresh)).toEqual({ matchId: match.id, seat: 'gm' });
      expect(await store.seatByToken(gmToken)).toBeUndefined();
      await expect(store.reissueGmToken('no-such-match', 'gm')).rejects.toThrow(NotFoundError);
    });

    it('hands a seat to a bot, whose invite and token then stop working, until a reissued invite is claimed', async () => {
      const { match, invites } = await newInteractiveMatch();
      const joined = await store.claimInvite(invites.north as string);
      const seat = await store.assignBot(match.id, 'north', 'heuristic');
      expect(seat).toMatchObject({ seat: 'north', joined: true, inviteOpen: false, bot: 'heuristic' });
      expect(await store.seatByToken(joined?.token as string)).toBeUndefined();
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 1);
      const invite = await store.reissueInvite(match.id, 'north');
      await store.claimInvite(invite);
      expect((await store.seats(match.id)).find((s) => s.seat === 'north')?.bot).toBeNull();
      await expect(store.assignBot(match.id, 'nobody', 'random')).rejects.toThrow(NotFoundError);
    });

    it('leaves a seat without a player: invite and token stop working, no bot, not joined (issue 19)', async () => {
      const { match, invites } = await newInteractiveMatch();
      const joined = await store.claimInvite(invites.north as string);
      const seat = await store.vacateSeat(match.id, 'north');
      expect(seat).toEqual({ seat: 'north', joined: false, joinedAt: null, inviteOpen: false, bot: null });
      expect(await store.seatByToken(joined?.token as string)).toBeUndefined();
      expect(await store.claimInvite(invites.north as string)).toBeUndefined();
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 1);
      await expect(store.vacateSeat(match.id, 'nobody')).rejects.toThrow(NotFoundError);
    });

    it("keeps the game master's dice in the open, numbered, and raises the version (issue 19)", async () => {
      const { match } = await newInteractiveMatch();
      const first = await store.addPublicRoll(match.id, { author: 'gm', die: 20, value: 17, reason: 'Sturm' });
      const second = await store.addPublicRoll(match.id, { author: 'gm', die: 6, value: 1, reason: 'Pest' });
      expect([first.seq, second.seq]).toEqual([1, 2]);
      expect(await store.publicRolls(match.id)).toEqual([first, second]);
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 2);
      expect(await store.publicRolls((await newInteractiveMatch()).match.id)).toEqual([]);
      await expect(store.addPublicRoll('no-such-match', { author: 'gm', die: 6, value: 1, reason: 'x' })).rejects.toThrow(NotFoundError);
    });

    it('keeps only hashes of tokens and invites at rest', async () => {
      const { gmToken, invites } = await newPeriodicMatch();
      const joined = await store.claimInvite(invites.north as string);
      const secrets = [gmToken, invites.north, invites.south, joined?.token].map(String);
      const dump = await harness().dump();
      for (const secret of secrets) expect(dump).not.toContain(secret);
      // The dump does show what is kept, so the checks above look at the right bytes.
      expect(dump).toContain(hashSecret(gmToken));
      expect(dump).toContain(hashSecret(invites.south as string));
    });

    it("keeps an account's sessions, seat keys and login links only as hashes (D-17)", async () => {
      const { invites, match } = await newPeriodicMatch();
      const joined = await store.claimInvite(invites.north as string);
      const accountId = await store.accounts.addPasskey(null, { id: 'contract-passkey', publicKey: 'AQID', counter: 0, transports: ['internal'] });
      await store.accounts.holdSeat(accountId, joined?.token as string);
      const session = await store.accounts.openSession(accountId, 60_000);
      const key = await store.accounts.seatKey(session, match.id, 'north');
      const link = await store.accounts.createLoginLink({ email: 'someone@example.test', seatToken: joined?.token }, 60_000);
      expect(await store.seatByToken(key as string)).toEqual({ matchId: match.id, seat: 'north' });
      const dump = await harness().dump();
      for (const secret of [session, key, link].map(String)) expect(dump).not.toContain(secret);
      expect(dump).toContain(hashSecret(session));
      expect(dump).toContain(hashSecret(link as string));
    });

    it('stores an interactive match so that replaying it reproduces the live match', async () => {
      const { match: created } = await newInteractiveMatch();
      const live = new Match(toyGame, { start: 3 }, created.seed);
      let version = created.version;
      const played: [string, ToyCommand, number[]?][] = [
        ['gm', { add: 0 }],
        ['north', { roll: true }],
        ['south', { roll: true }, [6]],
        ['north', { add: 2 }],
      ];
      for (const [seat, command, dice] of played) {
        const before = live.fullLog().length;
        expect(live.submit(seat, command, dice).accepted).toBe(true);
        const entries = live.fullLog().slice(before);
        const recorded = dice === undefined ? { seat, command } : { seat, command, dice };
        version = (await store.appendCommand(created.id, version, recorded, entries)).version;
      }
      const record: MatchRecord<unknown, ToyCommand> = {
        ruleSet: 'toy',
        options: created.options,
        seed: created.seed,
        commands: (await store.commands(created.id)) as MatchRecord<unknown, ToyCommand>['commands'],
      };
      expect(record.commands[2]).toEqual({ seat: 'south', command: { roll: true }, dice: [6] });
      const replayed = replay(toyGame, record as MatchRecord<{ start: number }, ToyCommand>);
      expect(replayed.state).toEqual(live.state);
      const stored = await store.log(created.id);
      expect(stored.map((e) => e.entry)).toEqual(JSON.parse(JSON.stringify(live.fullLog())));
      expect(stored.map((e) => e.commandSeq)).toEqual([1, 2, 2, 3, 3, 4]);
      expect((await store.log(created.id, 4)).map((e) => e.seq)).toEqual([5, 6]);
    });

    it('refuses a command based on an old version, and of racing commands accepts exactly one', async () => {
      const { match } = await newInteractiveMatch();
      const racing = await Promise.allSettled(
        [1, 2, 3, 4, 5].map((n) => store.appendCommand(match.id, match.version, { seat: 'north', command: { add: n } }, [{ n }])),
      );
      const won = racing.filter((r) => r.status === 'fulfilled');
      const lost = racing.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      for (const failure of lost) expect(failure.reason).toBeInstanceOf(VersionConflictError);
      expect(await store.commands(match.id)).toHaveLength(1);
      expect(await store.log(match.id)).toHaveLength(1);
      await expect(
        store.appendCommand(match.id, match.version, { seat: 'north', command: { add: 9 } }, []),
      ).rejects.toThrow(/is at version 2, not 1/);
    });

    it('keeps every re-submission of a turn as a version', async () => {
      const { match } = await newPeriodicMatch();
      const first = await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'ARMEE 1 ZIEHT NACH 0503' }, 0);
      const second = await store.submitTurn(match.id, 1, 'north', { format: 'json', content: { orders: ['hold'] } }, 1);
      await store.submitTurn(match.id, 1, 'south', { format: 'text', content: 'south turn' });
      expect([first.version, second.version]).toEqual([1, 2]);
      expect(await store.submissions(match.id, 1)).toMatchObject([
        { seat: 'north', version: 2, format: 'json', content: { orders: ['hold'] } },
        { seat: 'south', version: 1, format: 'text', content: 'south turn' },
      ]);
      expect((await store.submissionHistory(match.id, 1, 'north')).map((s) => s.content)).toEqual([
        'ARMEE 1 ZIEHT NACH 0503',
        { orders: ['hold'] },
      ]);
      await expect(store.submitTurn(match.id, 1, 'west', { format: 'text', content: 'x' })).rejects.toThrow(NotFoundError);
      await expect(store.submitTurn(match.id, 2, 'north', { format: 'text', content: 'x' })).rejects.toThrow(PeriodClosedError);
    });

    it("keeps one draft per seat and period, only the seat's own, until the turn is handed in", async () => {
      const { match } = await newPeriodicMatch();
      expect(await store.draft(match.id, 1, 'north')).toBeUndefined();
      await store.saveDraft(match.id, 1, 'north', 'REICH north\nBEWEGE 1');
      const saved = await store.saveDraft(match.id, 1, 'north', 'REICH north\nBEWEGE 1 NACH 503/22');
      expect(await store.draft(match.id, 1, 'north')).toEqual(saved);
      expect(saved.text).toBe('REICH north\nBEWEGE 1 NACH 503/22');
      expect(await store.draft(match.id, 1, 'south')).toBeUndefined();
      await expect(store.saveDraft(match.id, 2, 'north', 'x')).rejects.toThrow(PeriodClosedError);
      await expect(store.saveDraft(match.id, 1, 'west', 'x')).rejects.toThrow(NotFoundError);
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: saved.text });
      expect(await store.draft(match.id, 1, 'north')).toBeUndefined();
    });

    it('never loses a racing submission: all are kept in order, or the stale ones fail visibly', async () => {
      const { match } = await newPeriodicMatch();
      const texts = Array.from({ length: 8 }, (_, i) => `turn ${i}`);
      const kept = await Promise.all(texts.map((content) => store.submitTurn(match.id, 1, 'north', { format: 'text', content })));
      expect(kept.map((s) => s.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const history = await store.submissionHistory(match.id, 1, 'north');
      expect(history.map((s) => s.content).sort()).toEqual(texts);
      for (const s of kept) expect(history[s.version - 1]?.content).toBe(s.content);

      const racing = await Promise.allSettled(
        texts.map((content) => store.submitTurn(match.id, 1, 'south', { format: 'text', content }, 0)),
      );
      const accepted = racing.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(accepted).toHaveLength(1);
      for (const r of racing) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflictError);
      expect(await store.submissionHistory(match.id, 1, 'south')).toEqual(accepted);
    });

    it('takes hand-ins of different seats at once, each raising the match version once (issue 18)', async () => {
      const { match } = await newPeriodicMatch();
      const heard = nextUpdates(store, match.id, 12, match.version);
      const kept = await Promise.all(
        Array.from({ length: 12 }, (_, i) => store.submitTurn(match.id, 1, REALMS[i % 2]!, { format: 'text', content: `turn ${i}` })),
      );
      for (const seat of REALMS) {
        expect(kept.filter((s) => s.seat === seat).map((s) => s.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      }
      const versions = (await heard).map((u) => u.version);
      expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => match.version + 1 + i));
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 12);
    });

    it('gives every hand-in racing the closing of its period the outcome of some serial order (issue 18)', async () => {
      const { match } = await newPeriodicMatch();
      const turns = Array.from({ length: 10 }, (_, i) => store.submitTurn(match.id, 1, REALMS[i % 2]!, { format: 'text', content: `turn ${i}` }));
      const [closed, ...settled] = await Promise.allSettled([store.closePeriod(match.id, 1), ...turns]);
      if (closed?.status !== 'fulfilled') throw new Error('the period did not close');
      const accepted = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      for (const r of settled) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PeriodClosedError);
      // Kept are exactly the hand-ins accepted, each timed no later than the closing (within the same millisecond it went first).
      expect((await store.submissions(match.id, 1)).length).toBe(new Set(accepted.map((s) => s.seat)).size);
      for (const seat of REALMS) expect((await store.submissionHistory(match.id, 1, seat)).length).toBe(accepted.filter((s) => s.seat === seat).length);
      for (const s of accepted) expect(s.submittedAt <= closed.value.deadline).toBe(true);
    });

    it('says what closed the hand-in before a stale version, and keeps the draft of a refused one', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'first' });
      await store.saveDraft(match.id, 1, 'north', 'being written');
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'stale' }, 0)).rejects.toThrow(VersionConflictError);
      expect((await store.draft(match.id, 1, 'north'))?.text).toBe('being written');
      await expect(store.submitTurn(match.id, 2, 'nobody', { format: 'text', content: 'x' })).rejects.toThrow(PeriodClosedError);
      await store.closePeriod(match.id, 1);
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'stale and late' }, 0)).rejects.toThrow(PeriodClosedError);
      expect((await store.submissionHistory(match.id, 1, 'north')).map((s) => s.content)).toEqual(['first']);
      expect((await store.draft(match.id, 1, 'north'))?.text).toBe('being written');
    });

    it('refuses submissions after the deadline', async () => {
      const { match } = await newPeriodicMatch('2001-02-03T04:05:06+01:00');
      expect((await store.period(match.id, 1))?.deadline).toBe('2001-02-03T03:05:06.000Z');
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'late' })).rejects.toThrow(
        /deadline of period 1 passed/,
      );
      expect(await store.submissionHistory(match.id, 1, 'north')).toEqual([]);
    });

    it('commits an evaluation with its events and reports and opens the next period', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'v1' });
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'v2' });
      await store.submitTurn(match.id, 1, 'south', { format: 'text', content: 's1' });
      const before = await store.getMatch(match.id);
      const after = await store.commitEvaluation(match.id, 1, before?.version ?? 0, {
        nextState: { month: 2 },
        events: [{ battle: 'at 0503' }],
        reports: { north: { text: 'you won' }, south: { text: 'you lost' } },
        gmReport: { summary: 'one battle' },
        nextDeadline: '2030-01-01T00:00:00Z',
      });
      expect(after).toMatchObject({ currentPeriod: 2, version: (before?.version ?? 0) + 1 });
      expect(await store.evaluation(match.id, 1)).toMatchObject({
        events: [{ battle: 'at 0503' }],
        gmReport: { summary: 'one battle' },
        submissionVersions: { north: 2, south: 1 },
        publishedAt: null,
      });
      expect(await store.report(match.id, 1, 'north')).toMatchObject({ report: { text: 'you won' }, publishedAt: null });
      expect(await store.period(match.id, 1)).toMatchObject({ evaluated: true, state: { month: 1, world: 'Erkenfara' } });
      expect(await store.period(match.id, 2)).toMatchObject({
        evaluated: false,
        state: { month: 2 },
        deadline: '2030-01-01T00:00:00.000Z',
      });
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'too late' })).rejects.toThrow(
        PeriodClosedError,
      );
      await expect(store.commitEvaluation(match.id, 1, after.version, { nextState: 0, events: [], reports: {}, gmReport: null })).rejects.toThrow(
        /period 1 .* is not open: the match is in period 2/,
      );

      const published = await store.publishReports(match.id, 1);
      const report = await store.report(match.id, 1, 'south');
      expect(report?.publishedAt).not.toBeNull();
      const again = await store.publishReports(match.id, 1);
      expect((await store.report(match.id, 1, 'south'))?.publishedAt).toBe(report?.publishedAt);
      expect(published.version).toBe(after.version + 1);
      // Publishing again changes nothing: the version stays (issue 18).
      expect(again.version).toBe(published.version);
      await expect(store.publishReports(match.id, 2)).rejects.toThrow(/has not been evaluated/);
    });

    it('refuses an evaluation when a turn came in after the game master read the month', async () => {
      const { match } = await newPeriodicMatch();
      const read = await store.getMatch(match.id);
      await store.submitTurn(match.id, 1, 'south', { format: 'text', content: 'in the nick of time' });
      await expect(
        store.commitEvaluation(match.id, 1, read?.version ?? 0, { nextState: {}, events: [], reports: {}, gmReport: null }),
      ).rejects.toThrow(VersionConflictError);
      expect(await store.period(match.id, 2)).toBeUndefined();
    });

    it('writes all of an evaluation or nothing of it', async () => {
      const { match } = await newPeriodicMatch();
      const heard = nextUpdates(store, match.id, 2);
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'orders' });
      const before = await store.getMatch(match.id);
      // The next state fails to serialise after the evaluation and reports were written.
      await expect(
        store.commitEvaluation(match.id, 1, before?.version ?? 0, {
          nextState: { gold: 1n },
          events: ['written first'],
          reports: { north: 'written second' },
          gmReport: 'gm',
        }),
      ).rejects.toThrow(/BigInt/);
      expect(await store.getMatch(match.id)).toEqual(before);
      expect(await store.evaluation(match.id, 1)).toBeUndefined();
      expect(await store.report(match.id, 1, 'north')).toBeUndefined();
      expect(await store.period(match.id, 2)).toBeUndefined();
      // Subscribers never heard of the failed evaluation: after the first turn they hear the second.
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'again' });
      expect(await heard).toEqual([
        { matchId: match.id, kind: 'submission', version: 2, period: 1, seat: 'north' },
        { matchId: match.id, kind: 'submission', version: 3, period: 1, seat: 'north' },
      ]);
    });

    it('evaluates a period seat by seat: each step committed, the turns frozen from the first, the last with the evaluation', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'n1' });
      await store.submitTurn(match.id, 1, 'south', { format: 'text', content: 's1' });
      const read = await store.getMatch(match.id);
      const heard = nextUpdates(store, match.id, 2, read?.version ?? 0);
      const first = await store.commitSeatStep(match.id, 1, read?.version ?? 0, { seat: 'south', state: { after: 'south' }, events: ['s moved'], report: { text: 'south' }, rolls: [3, 17] });
      expect(first).toMatchObject({ currentPeriod: 1, version: (read?.version ?? 0) + 1 });
      expect(await store.seatSteps(match.id, 1)).toMatchObject([{ period: 1, seq: 1, seat: 'south', state: { after: 'south' }, events: ['s moved'], report: { text: 'south' }, rolls: [3, 17] }]);
      // The steps read the turns as they were: no more submissions or corrections of the period.
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'n2' })).rejects.toThrow(PeriodClosedError);
      await expect(store.correct(match.id, 1, first.version, { author: 'gm', note: 'late', change: {}, state: {} })).rejects.toThrow(PeriodClosedError);
      // A step read at an older version, or a seat already done, is refused.
      await expect(store.commitSeatStep(match.id, 1, read?.version ?? 0, { seat: 'north', state: {}, events: [], report: null, rolls: [] })).rejects.toThrow(VersionConflictError);
      await expect(store.commitSeatStep(match.id, 1, first.version, { seat: 'south', state: {}, events: [], report: null, rolls: [] })).rejects.toThrow(PeriodClosedError);
      await expect(store.commitSeatStep(match.id, 1, first.version, { seat: 'west', state: {}, events: [], report: null, rolls: [] })).rejects.toThrow(NotFoundError);
      // The last seat comes with the evaluation, in one transaction.
      const done = await store.commitEvaluation(match.id, 1, first.version, {
        nextState: { month: 2 },
        events: ['s moved', 'n moved'],
        reports: { north: 'n', south: 's' },
        gmReport: null,
        lastStep: { seat: 'north', state: { month: 2 }, events: ['n moved'], report: 'n', rolls: [3, 17, 9] },
      });
      expect(done.currentPeriod).toBe(2);
      expect((await store.seatSteps(match.id, 1)).map((s) => [s.seq, s.seat, s.rolls])).toEqual([
        [1, 'south', [3, 17]],
        [2, 'north', [3, 17, 9]],
      ]);
      expect((await store.evaluation(match.id, 1))?.submissionVersions).toEqual({ north: 1, south: 1 });
      expect(await store.seatSteps(match.id, 2)).toEqual([]);
      expect(await heard).toEqual([
        { matchId: match.id, kind: 'seat-step', version: first.version, period: 1 },
        { matchId: match.id, kind: 'evaluation', version: done.version, period: 1 },
      ]);
      // A failing last step leaves the evaluation unwritten too.
      const other = (await newPeriodicMatch()).match;
      await expect(
        store.commitEvaluation(other.id, 1, other.version, { nextState: {}, events: [], reports: {}, gmReport: null, lastStep: { seat: 'west', state: {}, events: [], report: null, rolls: [] } }),
      ).rejects.toThrow(NotFoundError);
      expect(await store.evaluation(other.id, 1)).toBeUndefined();
      expect(await store.getMatch(other.id)).toEqual(other);
    });

    it('leaves no half-kept step when the process dies in the middle of one', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'before the crash' });
      const before = await store.getMatch(match.id);
      const child = runChild('step-and-hang', harness().config, match.id, '1', String(before?.version), 'north');
      expect(await child.firstLine).toBe('paused');
      child.kill('SIGKILL');
      expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });
      const reopened = await openStore(harness().config);
      try {
        expect(await reopened.getMatch(match.id)).toEqual(before);
        expect(await reopened.seatSteps(match.id, 1)).toEqual([]);
        // The period still takes turns, and the step can be kept again.
        await reopened.submitTurn(match.id, 1, 'north', { format: 'text', content: 'after the crash' });
        const again = await reopened.getMatch(match.id);
        await reopened.commitSeatStep(match.id, 1, again?.version ?? 0, { seat: 'north', state: {}, events: [], report: null, rolls: [] });
        expect((await reopened.seatSteps(match.id, 1)).map((s) => s.seat)).toEqual(['north']);
      } finally {
        await reopened.close();
      }
    });

    it('records corrections as audited entries and keeps the opening state', async () => {
      const { match } = await newPeriodicMatch();
      const corrected = await store.correct(match.id, 1, match.version, {
        author: 'gm',
        note: 'the storm sank the fleet',
        change: { remove: 'fleet 3' },
        state: { month: 1, world: 'Erkenfara', storm: true },
      });
      await expect(
        store.correct(match.id, 1, match.version, { author: 'gm', note: 'stale', change: {}, state: {} }),
      ).rejects.toThrow(VersionConflictError);
      expect(await store.period(match.id, 1)).toMatchObject({
        openingState: { month: 1, world: 'Erkenfara' },
        state: { month: 1, world: 'Erkenfara', storm: true },
        corrections: 1,
      });
      expect(await store.corrections(match.id, 1)).toMatchObject([
        { seq: 1, author: 'gm', note: 'the storm sank the fleet', change: { remove: 'fleet 3' } },
      ]);
      const evaluated = await store.commitEvaluation(match.id, 1, corrected.version, {
        nextState: { month: 2 },
        events: [],
        reports: {},
        gmReport: null,
      });
      await expect(
        store.correct(match.id, 1, evaluated.version, { author: 'gm', note: 'too late', change: {}, state: {} }),
      ).rejects.toThrow(PeriodClosedError);
    });

    it('keeps every past period readable', async () => {
      const { match } = await newPeriodicMatch();
      let version = match.version;
      for (const month of [1, 2, 3]) {
        await store.submitTurn(match.id, month, 'north', { format: 'text', content: `north ${month}` });
        const current = await store.getMatch(match.id);
        version = (
          await store.commitEvaluation(match.id, month, current?.version ?? version, {
            nextState: { month: month + 1 },
            events: [`events ${month}`],
            reports: { north: `report ${month}` },
            gmReport: `gm ${month}`,
          })
        ).version;
      }
      for (const month of [1, 2, 3]) {
        expect((await store.submissions(match.id, month)).map((s) => s.content)).toEqual([`north ${month}`]);
        expect((await store.evaluation(match.id, month))?.events).toEqual([`events ${month}`]);
        expect((await store.report(match.id, month, 'north'))?.report).toBe(`report ${month}`);
        expect((await store.period(match.id, month + 1))?.state).toEqual({ month: month + 1 });
      }
      expect((await store.getMatch(match.id))?.currentPeriod).toBe(4);
    });

    it('tells subscribers of each change in order, and stops when they unsubscribe', async () => {
      const { match, invites } = await newPeriodicMatch();
      const heard = nextUpdates(store, match.id, 5);
      const others: StoreUpdate[] = [];
      const { match: other } = await newPeriodicMatch();
      const stopOther = store.subscribe(other.id, (update) => others.push(update));
      stopOther();
      await store.submitTurn(other.id, 1, 'north', { format: 'text', content: 'unheard' });

      await store.claimInvite(invites.north as string);
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'x' });
      const evaluated = await store.commitEvaluation(match.id, 1, match.version + 1, {
        nextState: {},
        events: [],
        reports: {},
        gmReport: null,
      });
      await store.publishReports(match.id, 1);
      await store.publish({ matchId: match.id, kind: 'notice', version: evaluated.version + 1 });
      expect(await heard).toEqual([
        { matchId: match.id, kind: 'seat-joined', version: 1, seat: 'north' },
        { matchId: match.id, kind: 'submission', version: 2, period: 1, seat: 'north' },
        { matchId: match.id, kind: 'evaluation', version: 3, period: 1 },
        { matchId: match.id, kind: 'publication', version: 4, period: 1 },
        { matchId: match.id, kind: 'notice', version: 4 },
      ]);
      expect(others).toEqual([]);
    });

    it('keeps deadlines, the missed-turn policy, seat contacts and reminders once per seat and period (issue 19)', async () => {
      const { match } = await newPeriodicMatch();
      const set = await store.setDeadline(match.id, 1, '2030-01-01T12:00:00+01:00');
      expect(set).toMatchObject({ deadline: '2030-01-01T11:00:00.000Z', version: match.version + 1 });
      expect((await store.period(match.id, 1))?.deadline).toBe('2030-01-01T11:00:00.000Z');
      await expect(store.setDeadline(match.id, 2, null)).rejects.toThrow(PeriodClosedError);
      expect(await store.missedPolicy(match.id)).toBe('hold');
      await store.setMissedPolicy(match.id, 'standing');
      await store.setMissedPolicy(match.id, 'gm');
      expect(await store.missedPolicy(match.id)).toBe('gm');
      // The game master's hold decisions stay with the period (issue 46); a closed period refuses them.
      expect(await store.heldSeats(match.id, 1)).toEqual([]);
      const held = await store.setHeldSeats(match.id, 1, ['north', REALMS[1] as string, 'north']);
      expect(held.version).toBeGreaterThan(match.version);
      expect(await store.heldSeats(match.id, 1)).toEqual(['north', REALMS[1] as string].sort());
      await store.setHeldSeats(match.id, 1, [REALMS[1] as string]);
      expect(await store.heldSeats(match.id, 1)).toEqual([REALMS[1] as string]);
      await expect(store.setHeldSeats(match.id, 2, ['north'])).rejects.toThrow(PeriodClosedError);
      expect(await store.contact(match.id, 'north')).toEqual({ email: null, push: null });
      await store.setContact(match.id, 'north', { email: 'n@example.test' });
      await store.setContact(match.id, 'north', { push: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } } });
      expect(await store.contact(match.id, 'north')).toEqual({ email: 'n@example.test', push: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } } });
      expect(await store.contact(match.id, REALMS[1] as string)).toEqual({ email: null, push: null });
      await store.setContact(match.id, 'north', { email: null });
      expect((await store.contact(match.id, 'north')).email).toBeNull();
      await expect(store.setContact(match.id, 'nobody', { email: 'x@example.test' })).rejects.toThrow(NotFoundError);
      expect(await store.claimReminder(match.id, 1, 'north')).toBe(true);
      expect(await store.claimReminder(match.id, 1, 'north')).toBe(false);
      // A deadline moved is reminded of again.
      await store.setDeadline(match.id, 1, '2030-01-02T12:00:00Z');
      expect(await store.claimReminder(match.id, 1, 'north')).toBe(true);
      // Turns past the deadline: only the game master's entry for a realm that missed it.
      await store.setDeadline(match.id, 1, '2020-01-01T00:00:00Z');
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'late' })).rejects.toThrow(PeriodClosedError);
      expect((await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'by the GM' }, undefined, true)).version).toBe(1);
    });

    it('appends the table events of a period one after the other; a refusing decision keeps nothing (issue 19)', async () => {
      const { match } = await newPeriodicMatch();
      const first = await store.addTableEvent(match.id, 1, (events) => {
        expect(events).toEqual([]);
        return { kind: 'start', realm: 'north', author: 'gm', data: { order: ['north'] } };
      });
      expect(first).toMatchObject({ seq: 1, kind: 'start', realm: 'north', version: match.version + 1 });
      const seen: number[] = [];
      await expect(
        store.addTableEvent(match.id, 1, (events) => {
          seen.push(events.length);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(seen).toEqual([1]);
      await store.addTableEvent(match.id, 1, (_, now) => ({ kind: 'handed-in', realm: 'north', author: 'north', data: { now } }));
      const events = await store.tableEvents(match.id, 1);
      expect(events.map((e) => [e.seq, e.kind, e.realm, e.author])).toEqual([
        [1, 'start', 'north', 'gm'],
        [2, 'handed-in', 'north', 'north'],
      ]);
      expect(events[0]?.data).toEqual({ order: ['north'] });
      expect((events[1]?.data as { now: string }).now).toBe(events[1]?.at);
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 2);
      await expect(store.addTableEvent(match.id, 2, () => ({ kind: 'stop', realm: null, author: 'gm' }))).rejects.toThrow(PeriodClosedError);
    });

    it('at the table takes turns between steps from seats whose step has not run, and keeps what each step read (P-296)', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'south', { format: 'text', content: 's1' });
      await store.addTableEvent(match.id, 1, () => ({ kind: 'start', realm: 'south', author: 'gm', data: { order: ['south', 'north'] } }));
      const read = await store.getMatch(match.id);
      await store.commitSeatStep(match.id, 1, read?.version ?? 0, { seat: 'south', state: {}, events: [], report: null, rolls: [1] });
      // South's step ran: its turn and draft are closed; north's step has not: it hands in, twice.
      await expect(store.submitTurn(match.id, 1, 'south', { format: 'text', content: 's2' })).rejects.toThrow(PeriodClosedError);
      await expect(store.saveDraft(match.id, 1, 'south', 's2')).rejects.toThrow(PeriodClosedError);
      expect((await store.saveDraft(match.id, 1, 'north', 'n0')).text).toBe('n0');
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'n1' });
      expect((await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'n2' })).version).toBe(2);
      const now = await store.getMatch(match.id);
      await store.commitSeatStep(match.id, 1, now?.version ?? 0, { seat: 'north', state: {}, events: [], report: null, rolls: [1, 2] });
      expect(await store.stepSeats(match.id, 1)).toEqual(['south', 'north']);
      expect((await store.seatSteps(match.id, 1)).map((step) => step.turns)).toEqual([
        { versions: { south: 1 }, tableEvents: 1 },
        { versions: { north: 2, south: 1 }, tableEvents: 1 },
      ]);
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'n3' })).rejects.toThrow(PeriodClosedError);
      // Corrections stay closed from the first step on: the steps replay the month's opening world.
      await expect(store.correct(match.id, 1, (await store.getMatch(match.id))?.version ?? 0, { author: 'gm', note: 'late', change: {}, state: {} })).rejects.toThrow(PeriodClosedError);
    });

    it('changes the status under the optimistic version', async () => {
      const { match } = await newInteractiveMatch();
      const running = await store.setStatus(match.id, 'running', match.version);
      expect(running).toMatchObject({ status: 'running', version: 2 });
      await expect(store.setStatus(match.id, 'finished', match.version)).rejects.toThrow(VersionConflictError);
      await expect(store.setStatus('no-such-match', 'finished', 1)).rejects.toThrow(NotFoundError);
    });

    it('runs its migrations once, however often it is opened', async () => {
      const { match } = await newInteractiveMatch();
      const recorded = await harness().migrations();
      expect(recorded).toEqual(['0001-matches-seats-commands-periods', '0002-seat-bots', '0003-seat-steps', '0004-drafts', '0005-deadlines-notifications', '0006-public-rolls', '0007-accounts', '0008-table-mode', '0009-step-turns', '0010-held-seats']);
      const again = await openStore(harness().config);
      try {
        expect(await again.getMatch(match.id)).toEqual(await store.getMatch(match.id));
      } finally {
        await again.close();
      }
      expect(await harness().migrations()).toEqual(recorded);
    });

    it('refuses a NUL character in any text alike, whatever the database (issue 18)', async () => {
      const { match, gmToken } = await newPeriodicMatch();
      await expect(store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'a\u0000b' })).rejects.toThrow(InvalidTextError);
      await expect(store.submitTurn(match.id, 1, 'no\u0000rth', { format: 'text', content: 'ab' })).rejects.toThrow(InvalidTextError);
      await expect(store.getMatch(`${match.id}\u0000`)).rejects.toThrow(InvalidTextError);
      await expect(store.correct(match.id, 1, match.version, { author: 'gm', note: 'n\u0000', change: {}, state: {} })).rejects.toThrow(InvalidTextError);
      await expect(
        store.createMatch({ game: 'toy', title: 'T\u0000', options: {}, seed: 1, seats: REALMS, gmSeat: 'gm' }),
      ).rejects.toThrow(InvalidTextError);
      // Inside JSON a NUL is the escape \u0000 and is kept as sent.
      const kept = await store.submitTurn(match.id, 1, 'north', { format: 'json', content: { note: 'a\u0000b' } });
      expect((await store.submissionHistory(match.id, 1, 'north'))[0]?.content).toEqual({ note: 'a\u0000b' });
      expect(kept.version).toBe(1);
      expect(await store.seatByToken(gmToken)).toEqual({ matchId: match.id, seat: 'gm' });
      expect((await store.getMatch(match.id))?.version).toBe(match.version + 1);
    });

    it('closes a period to turns at once, so that the evaluation that follows wins (issue 18)', async () => {
      const { match } = await newPeriodicMatch('2999-01-01T00:00:00.000Z');
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'early' });
      const closed = await store.closePeriod(match.id, 1);
      expect(closed.version).toBe(match.version + 2);
      expect((await store.period(match.id, 1))?.deadline).toBe(closed.deadline);
      await expect(store.submitTurn(match.id, 1, 'south', { format: 'text', content: 'late' })).rejects.toThrow(PeriodClosedError);
      const again = await store.closePeriod(match.id, 1);
      expect(again.deadline).toBe(closed.deadline);
      const evaluated = await store.commitEvaluation(match.id, 1, again.version, { nextState: {}, events: [], reports: {}, gmReport: null });
      expect(evaluated.currentPeriod).toBe(2);
      await expect(store.closePeriod(match.id, 1)).rejects.toThrow(PeriodClosedError);
    });

    it('keeps every committed write and nothing of one cut off by kill -9: a turn, a correction, a publication (issue 18)', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'acknowledged' });
      const killIn = async (task: string, version: number) => {
        const child = runChild(task, harness().config, match.id, '1', String(version));
        expect(await child.firstLine).toBe('paused');
        child.kill('SIGKILL');
        expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });
      };
      let before = (await store.getMatch(match.id))!;
      await killIn('submit-and-hang', before.version);
      await killIn('correct-and-hang', before.version);
      expect(await store.getMatch(match.id)).toEqual(before);
      expect((await store.submissionHistory(match.id, 1, 'north')).map((s) => s.content)).toEqual(['acknowledged']);
      expect(await store.corrections(match.id, 1)).toEqual([]);
      before = await store.commitEvaluation(match.id, 1, before.version, { nextState: {}, events: [], reports: { north: 'r' }, gmReport: null });
      await killIn('publish-and-hang', before.version);
      expect(await store.getMatch(match.id)).toEqual(before);
      expect((await store.report(match.id, 1, 'north'))?.publishedAt).toBeNull();
      // The store goes on as if the killed writes had never been tried.
      expect((await store.submitTurn(match.id, 2, 'north', { format: 'text', content: 'next' })).version).toBe(1);
    });

    it('leaves the previous period intact when the process dies in the middle of an evaluation', async () => {
      const { match } = await newPeriodicMatch();
      await store.submitTurn(match.id, 1, 'north', { format: 'text', content: 'before the crash' });
      const before = await store.getMatch(match.id);
      const child = runChild('evaluate-and-hang', harness().config, match.id, '1', String(before?.version));
      expect(await child.firstLine).toBe('paused');
      child.kill('SIGKILL');
      expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const reopened = await openStore(harness().config);
      try {
        expect(await reopened.getMatch(match.id)).toEqual(before);
        expect(await reopened.evaluation(match.id, 1)).toBeUndefined();
        expect(await reopened.report(match.id, 1, 'north')).toBeUndefined();
        expect(await reopened.period(match.id, 2)).toBeUndefined();
        expect((await reopened.submissions(match.id, 1)).map((s) => s.content)).toEqual(['before the crash']);
        const after = await reopened.commitEvaluation(match.id, 1, before?.version ?? 0, {
          nextState: { month: 2 },
          events: [],
          reports: { north: 'after the crash' },
          gmReport: null,
        });
        expect(after.currentPeriod).toBe(2);
        expect((await reopened.report(match.id, 1, 'north'))?.report).toBe('after the crash');
      } finally {
        await reopened.close();
      }
    });
  });
}
