import { FastGame, OVER } from '../../src/games/jeanne-darc-1429/fast/game.js';
import { rankingRow } from '../../src/games/jeanne-darc-1429/fast/phases.js';
import { POWERS } from '../../src/games/jeanne-darc-1429/powers.js';
import type { LogEntry } from '../../src/kernel/match.js';
import type { JdaEvent } from '../../src/games/jeanne-darc-1429/events.js';
import type { JdaState } from '../../src/games/jeanne-darc-1429/state.js';

const DEFENCES = ['garrison', 'castle', 'fortress'] as const;
const sorted = <T>(list: readonly T[]) => [...list].sort();

/** Everything a game's state holds, from the Match's state (lists the rules only ask "includes" of are compared as sets). */
export function matchSummary(s: JdaState, log: readonly LogEntry<JdaEvent>[]) {
  let trace = 0;
  for (const entry of log) if (entry.kind === 'event' && entry.event.t === 'fight') trace = (Math.imul(trace, 31) + entry.event.attacker.total * 64 + entry.event.defender.total) | 0;
  const players = POWERS.filter((p) => s.turnOrder.includes(p));
  return {
    round: s.round,
    phase: s.phase,
    turnOrder: [...s.turnOrder],
    lastFirstPlayer: s.lastFirstPlayer,
    players: players.map((power) => {
      const p = s.players.find((x) => x.power === power);
      return { power, money: p?.money, influence: p?.influence, throne: p?.throne, hero: p?.heroActive, hand: sorted(p?.hand ?? []) };
    }),
    cities: Object.keys(s.cities).length + s.legion.length,
    board: ids.map((id) => {
      const h = s.cities[id];
      if (h === undefined) return s.legion.includes(id) ? `${id}: legion` : `${id}: free`;
      return `${id}: ${h.owner} ${h.defence} ${h.castleBuiltInRound ?? 0}`;
    }),
    deck: [...s.deck],
    discard: [...s.discard],
    status: s.status,
    peaceRounds: sorted(s.peaceRounds),
    halfIncomeRounds: sorted(s.halfIncomeRounds),
    plagueUsed: s.plagueUsed,
    plundered: sorted(s.plundered),
    eventsDrawn: [...s.eventsDrawn],
    eventsDone: [...s.eventsDone],
    eventCities: [...(s.eventCities ?? [])],
    papal: s.papal,
    seaLord: s.seaLord,
    interventionsLeft: s.interventionsLeft,
    attackOrigins: sorted(s.attackOrigins),
    attackTargets: players.map((p) => sorted(s.attackTargets[p] ?? [])),
    attacksMade: players.map((p) => s.attacksMade[p] ?? 0),
    lost: s.lost.map((l) => `${l.power} ${l.city} ${l.round}`),
    active: s.active,
    expanded: s.expanded,
    open: {
      battle: s.battle !== null,
      duel: s.duel !== null,
      pending: s.pending === null ? null : `${s.pending.kind} ${'waiting' in s.pending ? s.pending.waiting[0] : s.pending.power}`,
      buying: s.buying === undefined ? null : s.buying.next,
      choices: players.map((p) => s.choices[p] ?? null),
    },
    result: s.result,
    fights: trace,
  };
}

const ids = new FastGame().t.cityIds;

const PENDING = ['', 'status', 'buy', 'order-events', 'choose-city', 'choose-player', 'papal', 'long-range-attack', 'duel', 'veto', 'defend', 'expand', 'attack'];
const PHASE_NAMES = ['income', 'political-status', 'combat-cards', 'buying', 'player-order', 'events', 'player-phase', 'scoring', 'over'];

/** The same from the playout engine. */
export function fastSummary(g: FastGame) {
  const { t } = g;
  const players = POWERS.filter((_, p) => g.inGame[p] === 1);
  const byPower = (f: (p: number) => unknown) => players.map((power) => f(POWERS.indexOf(power)));
  const cityList = (flags: (c: number) => boolean) => sorted(t.cityIds.filter((_, c) => flags(c)));
  const hand = (p: number) => sorted(t.cardIds.flatMap((id, k) => new Array<string>(g.held(p, k)).fill(id)));
  let held = 0;
  for (let c = 0; c < t.cities; c++) if (g.owner[c] !== -1 || g.legion[c] === 1) held++;
  return {
    round: g.round,
    phase: PHASE_NAMES[g.phase],
    turnOrder: Array.from(g.order.subarray(0, g.players), (p) => POWERS[p]),
    lastFirstPlayer: g.lastFirst < 0 ? null : POWERS[g.lastFirst],
    players: byPower((p) => ({ power: POWERS[p], money: g.money[p], influence: g.influence[p], throne: g.throne[p], hero: g.hero[p] === 1, hand: hand(p) })),
    cities: held,
    board: t.cityIds.map((id, c) => {
      if (g.owner[c] === -1) return g.legion[c] === 1 ? `${id}: legion` : `${id}: free`;
      return `${id}: ${POWERS[g.owner[c] as number]} ${DEFENCES[g.defence[c] as number]} ${g.castleRound[c]}`;
    }),
    deck: Array.from(g.deck.subarray(g.deckStart, g.deckEnd), (k) => t.cardIds[k]),
    discard: Array.from(g.discard.subarray(0, g.discardLen), (k) => t.cardIds[k]),
    status: g.status === 0 ? null : g.status === 1 ? 'war' : 'peace',
    peaceRounds: sorted([...g.peaceRound.keys()].filter((r) => g.peaceRound[r] === 1)),
    halfIncomeRounds: sorted([...g.halfIncome.keys()].filter((r) => g.halfIncome[r] === 1)),
    plagueUsed: g.plagueUsed,
    plundered: cityList((c) => g.plundered[c] === 1),
    eventsDrawn: Array.from(g.eventsDrawn.subarray(0, g.drawnLen), (e) => t.eventIds[e]),
    eventsDone: Array.from(g.eventsDone.subarray(0, g.doneLen), (e) => t.eventIds[e]),
    eventCities: Array.from(g.eventCities.subarray(0, g.eventCitiesLen), (c) => t.cityIds[c]),
    papal: g.papalKind === 0 ? null : g.papalKind === 1 ? { province: t.provinceIds[g.papalAt] } : { city: t.cityIds[g.papalAt] },
    seaLord: g.seaLord < 0 ? null : POWERS[g.seaLord],
    interventionsLeft: g.interventionsLeft,
    attackOrigins: cityList((c) => g.attackOrigin[c] === 1),
    attackTargets: byPower((p) => cityList((c) => g.attackTarget[p * t.cities + c] === 1)),
    attacksMade: byPower((p) => g.attacksMade[p]),
    lost: Array.from({ length: g.lostLen }, (_, i) => `${POWERS[g.lost[3 * i] as number]} ${t.cityIds[g.lost[3 * i + 1] as number]} ${g.lost[3 * i + 2]}`),
    active: g.active,
    expanded: g.expanded,
    open: {
      battle: g.battle,
      duel: g.duel,
      pending: g.pending === 0 ? null : `${PENDING[g.pending]} ${POWERS[g.pPower]}`,
      buying: g.buying ? g.buyingNext : null,
      choices: byPower((p) => (g.choices[p] === 0 ? null : g.choices[p] === 1 ? 'war' : 'peace')),
    },
    result:
      g.phase === OVER
        ? {
            winners: Array.from(g.ranking.subarray(0, g.winners), (p) => POWERS[p]),
            ranking: Array.from({ length: g.players }, (_, i) => {
              const row = rankingRow(g, i);
              return { power: POWERS[row.power], throne: row.throne, fortresses: row.fortresses, provinces: row.provinces, castles: row.castles, money: row.money };
            }),
          }
        : null,
    fights: g.fightTrace,
  };
}

