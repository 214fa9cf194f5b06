import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { Match } from '../../src/kernel/match.js';
import { randomBot } from '../../src/games/fall-of-rome/bots/random.js';
import { cityCard } from '../../src/games/fall-of-rome/data/cards.js';
import { CITY_NAMES } from '../../src/games/fall-of-rome/data/cities.js';
import { seatToMove } from '../../src/games/fall-of-rome/legal.js';
import { checkCommand } from '../../src/games/fall-of-rome/resolve/dispatch.js';
import { fallOfRomeRules as rules } from '../../src/games/fall-of-rome/rules.js';
import type { FrState } from '../../src/games/fall-of-rome/state.js';
import { viewFor } from '../../src/games/fall-of-rome/view.js';
import { offeredCommands } from '../../src/games/fall-of-rome/offers.js';
import { emptyBoard, place } from '../fall-of-rome/helpers.js';

function newMatch(seed: number, openHands: boolean) {
  return new Match(rules, { players: 3, roles: ['vestalis', 'consul', 'mercator'], rules: { openHands } }, seed);
}

/** Random games; calls `visit` with every state on the way. */
function playGames(openHands: boolean, visit: (state: FrState, match: ReturnType<typeof newMatch>) => void): void {
  for (let seed = 1; seed <= 12; seed++) {
    const match = newMatch(seed, openHands);
    const dice = new SeededDice(seed * 7);
    for (let i = 0; i < 400; i++) {
      visit(match.state, match);
      const seat = seatToMove(match.state);
      if (seat === undefined) break;
      expect(match.submit(seat, randomBot.choose(match.state, (a, b) => dice.int(a, b))).accepted).toBe(true);
    }
  }
}

/** The state with a battle fought this turn and the active seat holding Vae victis. */
function withVaeVictis(state: FrState): FrState | undefined {
  const battle = state.legions.findIndex((n, c) => n > 0 && CITY_NAMES[c] !== undefined);
  if (battle < 0 || state.phase !== 'actions' || state.pending !== null) return undefined;
  const seat = state.active;
  const hands = state.hands.map((hand, i) => (i === seat ? [...hand, 'vae-victis'] : hand));
  return { ...state, hands, lastBattle: { city: battle, removed: 2 } };
}

describe('Fall of Rome in the browser: moves offered when legal', () => {
  it('the battle of this turn, in every view, is the same public fact', () => {
    let battles = 0;
    playGames(false, (state) => {
      const views = [...state.seats, 'spectator'].map((seat) => viewFor(state, seat).lastBattle);
      for (const view of views) expect(view).toEqual(views[0]);
      if (state.lastBattle === null) expect(views[0]).toBeNull();
      else {
        battles++;
        expect(views[0]).toEqual({ city: CITY_NAMES[state.lastBattle.city], removed: state.lastBattle.removed });
      }
    });
    expect(battles).toBeGreaterThan(0);
  });

  it('offers Vae victis after a battle in forms the rules accept, and none without a battle', () => {
    let offeredSome = 0;
    playGames(true, (played) => {
      const state = withVaeVictis(played);
      if (state === undefined) return;
      const seat = state.seats[state.active] as string;
      const vae = offeredCommands(viewFor(state, seat)).filter((c) => c.type === 'event' && c.card === 'vae-victis');
      for (const command of vae) expect(checkCommand(state, seat, command), JSON.stringify(command)).toEqual([]);
      if (vae.length > 0) offeredSome++;
      const withoutBattle = offeredCommands(viewFor({ ...state, lastBattle: null }, seat)).filter((c) => c.type === 'event' && c.card === 'vae-victis');
      expect(withoutBattle).toEqual([]);
    });
    expect(offeredSome).toBeGreaterThan(10);
  });

  it('offers taking a card by Conspire when the other seat holds the city’s card and the hands are open; with hidden hands its holder gives it', () => {
    let offers = 0;
    let gives = 0;
    for (const openHands of [true, false]) {
      playGames(openHands, (state) => {
        if (state.phase !== 'actions' || state.pending !== null || state.actionsLeft === 0 || state.result !== null) return;
        const seat = state.seats[state.active] as string;
        const city = state.pawns[state.active] as number;
        // Another pawn in the same city holding one of its cards (the pawns gathered there for the test).
        const other = (state.active + 1) % state.seats.length;
        const card = (state.hands[other] as string[]).find((c) => cityCard(c)?.city === city);
        if (card === undefined) return;
        const together = { ...state, pawns: state.pawns.map((p, i) => (i === other ? city : p)) };
        const take = offeredCommands(viewFor(together, seat)).filter((c) => c.type === 'conspire' && c.direction === 'take');
        if (openHands) {
          expect(take.length).toBeGreaterThan(0);
          for (const command of take) expect(checkCommand(together, seat, command)).toEqual([]);
          offers++;
        } else {
          expect(take).toEqual([]);
          // The holder, when it is its turn in that city, is offered to give it.
          const holderTurn = { ...together, active: other };
          const give = offeredCommands(viewFor(holderTurn, state.seats[other] as string)).filter((c) => c.type === 'conspire' && c.direction === 'give');
          if (give.length > 0) gives++;
        }
      });
    }
    expect(offers).toBeGreaterThan(5);
    expect(gives).toBeGreaterThan(5);
  });

  it('offers the events that take parameters with every choice built from the seat’s view, each accepted by the rules on the whole game', () => {
    const CARDS = ['hic-manebimus-optime', 'mortui-non-mordent', 'mors-tua-vita-mea', 'homo-faber', 'si-vis-pacem', 'festina-lente', 'veni-vidi-vici', 'do-ut-des'];
    const choices = new Map<string, number>();
    let visited = 0;
    playGames(true, (played) => {
      if (played.result !== null || played.pending !== null || played.phase !== 'actions') return;
      visited++;
      if (visited % 3 !== 0) return;
      // The seat to move holds every event that takes parameters.
      const seatIndex = played.active;
      const seat = played.seats[seatIndex] as string;
      const state = { ...played, hands: played.hands.map((hand, i) => (i === seatIndex ? [...hand, ...CARDS] : hand)) };
      const offered = offeredCommands(viewFor(state, seat)).filter((c) => c.type === 'event' && CARDS.includes(c.card));
      for (const command of offered) {
        expect(checkCommand(state, seat, command), JSON.stringify(command)).toEqual([]);
        const card = (command as { card: string }).card;
        choices.set(card, (choices.get(card) ?? 0) + 1);
      }
    });
    // Each of these events is offered, most with more than the rules' one ready-made play.
    for (const card of CARDS) expect(choices.get(card) ?? 0, card).toBeGreaterThan(0);
    expect([...choices.values()].filter((n) => n > visited / 3).length).toBeGreaterThan(4);
  });

  it('offers corrupt Festina lente with legions and with every pawn at once, as its text allows', () => {
    let withLegions = 0;
    let everyPawn = 0;
    playGames(true, (played) => {
      if (played.result !== null || played.pending !== null || played.phase !== 'actions') return;
      const seat = played.seats[played.active] as string;
      const state = { ...played, hands: played.hands.map((hand, i) => (i === played.active ? [...hand, 'festina-lente'] : hand)) };
      for (const command of offeredCommands(viewFor(state, seat))) {
        if (command.type !== 'event' || command.card !== 'festina-lente') continue;
        const moves = command.moves ?? [];
        if (command.corrupt !== true) expect(moves.every((m) => m.legions === undefined)).toBe(true);
        else {
          if (moves.some((m) => (m.legions ?? 0) > 0)) withLegions++;
          if (moves.length === state.seats.length) everyPawn++;
        }
      }
    });
    expect(withLegions).toBeGreaterThan(100);
    expect(everyPawn).toBeGreaterThan(100);
  });

  it('offers the Regina Foederata’s corrupt Festina lente with barbarians along, each accepted by the rules', () => {
    let s = place(emptyBoard({ players: 2, roles: ['regina-foederata', 'consul'] }), { cubes: [['Roma', 'huns', 2]], legions: [['Roma', 2]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['festina-lente'], []] };
    const escorted = offeredCommands(viewFor(s, 'p1')).filter((c) => c.type === 'event' && c.card === 'festina-lente' && (c.moves ?? []).some((m) => m.barbarians !== undefined));
    for (const command of escorted) expect(checkCommand(s, 'p1', command), JSON.stringify(command)).toEqual([]);
    // To each city: 1 barbarian with 0–2 legions, 2 barbarians with 0–1 legions.
    expect(escorted.filter((c) => c.type === 'event' && c.moves?.[0]?.to === 'Genua')).toHaveLength(5);
  });

  it('offers corrupt Si vis pacem with a pawn moving to the new fort, its legions and the Regina Foederata’s barbarians, each accepted by the rules', () => {
    let s = place(emptyBoard({ players: 2, roles: ['regina-foederata', 'consul'] }), { cubes: [['Roma', 'huns', 2]], legions: [['Roma', 3]], pawns: ['Roma', 'Roma'] });
    s = { ...s, hands: [['si-vis-pacem'], []] };
    const plays = offeredCommands(viewFor(s, 'p1')).filter((c) => c.type === 'event' && c.card === 'si-vis-pacem');
    for (const command of plays) expect(checkCommand(s, 'p1', command), JSON.stringify(command)).toEqual([]);
    const toGenua = plays.filter((c) => c.type === 'event' && c.city === 'Genua');
    // Normal: the fort alone. Corrupt: the fort alone, p2 with 0–3 legions, p1 with 0–3 legions or 1–2 Huns and legions up to 3 pieces.
    expect(toGenua.filter((c) => c.type === 'event' && c.corrupt !== true)).toHaveLength(1);
    expect(toGenua.filter((c) => c.type === 'event' && c.corrupt === true && c.pawn === 'p2')).toHaveLength(4);
    expect(toGenua.filter((c) => c.type === 'event' && c.corrupt === true && c.pawn === 'p1')).toHaveLength(4 + 3 + 2);
  });
});
