import type { AttackPower, JdaCommand } from '../commands.js';
import { POWERS, type Power } from '../powers.js';
import { DEFAULT_RULES } from '../rules.js';
import { attack, defend, expand, freeByRoad, isFree, linkedTarget, ownPort, passTurn, provokable, provoke, veto } from './battles.js';
import { choosePlayer, chooseCity, duelChoice, interventionTarget, openTarget, orderEvents, papal, passLongRange, risingTarget, treatyCities } from './events.js';
import type {
  FastGame} from './game.js';
import {
  Q_ATTACK,
  Q_BUY,
  Q_CHOOSE_CITY,
  Q_CHOOSE_PLAYER,
  Q_DEFEND,
  Q_DUEL,
  Q_EXPAND,
  Q_LONG_RANGE,
  Q_ORDER_EVENTS,
  Q_PAPAL,
  Q_STATUS,
  Q_VETO,
  R_INTERVENTION,
  R_TREATY,
} from './game.js';
import { buy, chooseStatus, endBuying, mayBuildCastle, mayBuildFortress, mayBuyCard, overLimit, startGame } from './phases.js';
import { PlayoutRandom } from '../../../kernel/simulation/playout-random.js';
import { AMBASSADOR, DOUBLE, RETREAT, TRAITOR, UPRISING } from './tables.js';

/** A command the random player gave, for replaying the game through the Match. */
export interface PlayedCommand {
  readonly seat: Power;
  readonly command: JdaCommand;
}

const R = DEFAULT_RULES;
/** Candidates of one question, each coded as one number (the case says how). */
const opts = new Int32Array(4 * 1024);
/** Cities a candidate is built from (free cities by road, long-range targets), apart from the candidates. */
const spots = new Int32Array(64);
const cards = new Int32Array(32);
const powers = new Int32Array(4);
const ATTACK_POWERS = [AMBASSADOR, DOUBLE, TRAITOR] as const;
const ATTACK_POWER_NAMES: readonly AttackPower[] = ['ambassador', 'double', 'traitor'];

/**
 * One command of the random player for the pending question, given to the engine. Its distribution
 * (docs/jeanne-darc-1429/playout.md): uniform over the question's candidates, all legal — War or
 * Peace; end, a card, or each castle and fortress allowed; each city, player, province or place;
 * pass, each provoked uprising and each attack route (road or landing); none, each free city by
 * road, each pair of them and each free port by sea. An attack takes two siege cards drawn from
 * the hand, influence uniform from 0 to the most allowed, each power card held with chance ½; a
 * duel one siege card kind held (none without one) and such influence; a defence none, each siege
 * kind held, each with the double card, or the retreat card. The long-range attack is passed with
 * chance ½, else an open origin and target are drawn.
 */
export function playRandomCommand(g: FastGame, r: PlayoutRandom, record: PlayedCommand[] | null): void {
  const power = g.pPower;
  const { t } = g;
  switch (g.pending) {
    case Q_STATUS: {
      const war = r.below(2) === 0;
      if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'status', choice: war ? 'war' : 'peace' } });
      chooseStatus(g, power, war);
      return;
    }
    case Q_BUY: {
      let n = 0;
      opts[n++] = -1;
      if (mayBuyCard(g, power)) opts[n++] = -2;
      // Without the price of the cheaper building no city need be looked at.
      if ((g.money[power] as number) >= Math.min(g.prices[1] as number, g.prices[2] as number)) {
        for (let c = 0; c < t.cities; c++) {
          if (mayBuildCastle(g, power, c)) opts[n++] = 2 * c;
          else if (mayBuildFortress(g, power, c)) opts[n++] = 2 * c + 1;
        }
      }
      const pick = opts[r.below(n)] as number;
      if (pick === -1) {
        const over = overLimit(g, power);
        drawCards(g, power, over, r);
        if (record) record.push({ seat: POWERS[power] as Power, command: over > 0 ? { type: 'end-buying', discards: ids(g, over) } : { type: 'end-buying' } });
        endBuying(g, power, cards, over);
        return;
      }
      const what = pick === -2 ? 0 : (pick & 1) + 1;
      const city = pick >> 1;
      if (record) {
        const purchase = what === 0 ? { type: 'card' as const } : { type: what === 1 ? ('castle' as const) : ('fortress' as const), city: t.cityIds[city] as string };
        record.push({ seat: POWERS[power] as Power, command: { type: 'buy', purchase } });
      }
      buy(g, power, what, city);
      return;
    }
    case Q_ORDER_EVENTS: {
      const swap = r.below(2) === 0;
      if (record) {
        const order = [g.eventsDrawn[0] as number, g.eventsDrawn[1] as number].map((e) => t.eventIds[e] as string);
        record.push({ seat: POWERS[power] as Power, command: { type: 'order-events', order: swap ? order.reverse() : order } });
      }
      orderEvents(g, swap);
      return;
    }
    case Q_CHOOSE_CITY: {
      let n = 0;
      if (g.pReason === R_TREATY) n = treatyCities(g, opts);
      else {
        const intervention = g.pReason === R_INTERVENTION;
        for (let c = 0; c < t.cities; c++) if (intervention ? interventionTarget(g, c) : risingTarget(g, c)) opts[n++] = c;
      }
      const city = opts[r.below(n)] as number;
      if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'choose-city', city: t.cityIds[city] as string } });
      chooseCity(g, city);
      return;
    }
    case Q_CHOOSE_PLAYER: {
      const victim = g.order[1 + r.below(g.players - 1)] as number;
      if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'choose-player', power: POWERS[victim] as Power } });
      choosePlayer(g, victim);
      return;
    }
    case Q_PAPAL: {
      const provinces = t.provinceIds.length;
      const pick = r.below(provinces + t.cities);
      const city = pick >= provinces;
      const at = city ? pick - provinces : pick;
      if (record) record.push({ seat: POWERS[power] as Power, command: city ? { type: 'papal', city: t.cityIds[at] as string } : { type: 'papal', province: t.provinceIds[at] as string } });
      papal(g, city, at);
      return;
    }
    case Q_LONG_RANGE: {
      let origins = 0;
      let targets = 0;
      for (let c = 0; c < t.cities; c++) {
        if (g.owner[c] === power && g.attackOrigin[c] === 0) opts[origins++] = c;
      }
      for (let c = 0; c < t.cities; c++) if (openTarget(g, power, c)) spots[targets++] = c;
      if (r.below(2) === 0 || g.siegeCount(power) < 2) {
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'pass' } });
        passLongRange(g);
        return;
      }
      giveAttack(g, r, record, power, opts[r.below(origins)] as number, spots[r.below(targets)] as number, true);
      return;
    }
    case Q_DUEL: {
      let n = 0;
      for (let k = 0; k < t.kinds; k++) if ((t.siege[k] as number) > 0 && g.held(power, k) > 0) opts[n++] = k;
      const card = n === 0 ? -1 : (opts[r.below(n)] as number);
      const influence = r.below(Math.min(R.fightInfluenceMax, g.influence[power] as number) + 1);
      if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'duel', card: card < 0 ? null : (t.cardIds[card] as string), influence } });
      duelChoice(g, power, card, influence);
      return;
    }
    case Q_VETO: {
      const forbid = r.below(2) === 0;
      if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'veto', forbid } });
      veto(g, forbid);
      return;
    }
    case Q_DEFEND: {
      const double = g.held(power, t.powerCard[DOUBLE] as number) > 0;
      let n = 0;
      opts[n++] = -1;
      for (let k = 0; k < t.kinds; k++) {
        if ((t.siege[k] as number) === 0 || g.held(power, k) === 0) continue;
        opts[n++] = 2 * k;
        if (double) opts[n++] = 2 * k + 1;
      }
      if (g.held(power, t.powerCard[RETREAT] as number) > 0) opts[n++] = -2;
      const pick = opts[r.below(n)] as number;
      const retreat = pick === -2;
      const card = pick < 0 ? -1 : pick >> 1;
      const withDouble = pick >= 0 && (pick & 1) === 1;
      if (record) {
        const command: JdaCommand = retreat
          ? { type: 'defend', card: null, powers: ['retreat'] }
          : withDouble
            ? { type: 'defend', card: t.cardIds[card] as string, powers: ['double'] }
            : { type: 'defend', card: card < 0 ? null : (t.cardIds[card] as string) };
        record.push({ seat: POWERS[power] as Power, command });
      }
      defend(g, card, withDouble, retreat);
      return;
    }
    case Q_EXPAND: {
      let roads = 0;
      for (let c = 0; c < t.cities; c++) if (freeByRoad(g, power, c)) spots[roads++] = c;
      let n = 0;
      opts[n++] = -1;
      for (let i = 0; i < roads; i++) {
        opts[n++] = i * 64 + 63;
        if (g.garrisonsLeft(power) >= 2) for (let j = i + 1; j < roads; j++) opts[n++] = i * 64 + j;
      }
      const from = ownPort(g, power);
      if (from >= 0) for (let i = 0; i < t.ports.length; i++) if (isFree(g, t.ports[i] as number)) opts[n++] = -2 - (t.ports[i] as number);
      const pick = opts[r.below(n)] as number;
      if (pick === -1) {
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'expand', cities: [] } });
        expand(g, power, -1, -1, -1);
      } else if (pick < -1) {
        const port = -2 - pick;
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'expand', cities: [t.cityIds[port] as string], bySea: true, from: t.cityIds[from] as string } });
        expand(g, power, port, -1, from);
      } else {
        const a = spots[Math.floor(pick / 64)] as number;
        const b = pick % 64 === 63 ? -1 : (spots[pick % 64] as number);
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'expand', cities: b < 0 ? [t.cityIds[a] as string] : [t.cityIds[a] as string, t.cityIds[b] as string] } });
        expand(g, power, a, b, -1);
      }
      return;
    }
    case Q_ATTACK: {
      let n = 0;
      opts[n++] = -1;
      if (g.held(power, t.powerCard[UPRISING] as number) > 0) for (let c = 0; c < t.cities; c++) if (provokable(g, power, c)) opts[n++] = -2 - c;
      if (g.siegeCount(power) >= 2 && g.attacksLeft(power) && g.garrisonsLeft(power) > 0) n = routes(g, power, n);
      const pick = opts[r.below(n)] as number;
      if (pick === -1) {
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'pass' } });
        passTurn(g);
      } else if (pick < -1) {
        if (record) record.push({ seat: POWERS[power] as Power, command: { type: 'provoke', city: t.cityIds[-2 - pick] as string } });
        provoke(g, power, -2 - pick);
      } else giveAttack(g, r, record, power, pick >> 6, pick & 63, false);
      return;
    }
  }
  throw new Error(`no question to answer (pending ${g.pending})`);
}

/** Attack routes into opts[n …) as from * 64 + to: each road from an open origin, and each landing from its ports to ports without a road. */
function routes(g: FastGame, power: number, n: number): number {
  const { links, linkStart, cities } = g.t;
  for (let o = 0; o < cities; o++) {
    if (g.owner[o] !== power || g.attackOrigin[o] === 1) continue;
    for (let i = linkStart[o] as number; i < (linkStart[o + 1] as number); i++) if (linkedTarget(g, power, links[i] as number)) opts[n++] = o * 64 + (links[i] as number);
  }
  return n;
}

/** Two siege cards drawn from the hand, influence, power cards with chance ½ each; then the attack. */
function giveAttack(g: FastGame, r: PlayoutRandom, record: PlayedCommand[] | null, power: number, from: number, to: number, longRange: boolean): void {
  const { t } = g;
  let n = 0;
  for (let k = 0; k < t.kinds; k++) if ((t.siege[k] as number) > 0) for (let i = g.held(power, k); i > 0; i--) cards[n++] = k;
  const i1 = r.below(n);
  const s1 = cards[i1] as number;
  cards[i1] = cards[n - 1] as number;
  const s2 = cards[r.below(n - 1)] as number;
  const influence = r.below(Math.min(R.fightInfluenceMax, g.influence[power] as number) + 1);
  let p = 0;
  for (const kind of ATTACK_POWERS) if (g.held(power, t.powerCard[kind] as number) > 0 && r.below(2) === 0) powers[p++] = kind;
  powers[p] = -1;
  if (record) {
    const names: AttackPower[] = [];
    for (let i = 0; i < p; i++) names.push(ATTACK_POWER_NAMES[ATTACK_POWERS.indexOf(powers[i] as (typeof ATTACK_POWERS)[number])] as AttackPower);
    const command: JdaCommand = { type: 'attack', from: t.cityIds[from] as string, to: t.cityIds[to] as string, cards: [t.cardIds[s1] as string, t.cardIds[s2] as string], influence, ...(p > 0 ? { powers: names } : {}) };
    record.push({ seat: POWERS[power] as Power, command });
  }
  attack(g, power, from, to, s1, s2, influence, powers, longRange);
}

/** `count` cards drawn uniformly from the hand into `cards` (the discards above the hand limit). */
function drawCards(g: FastGame, power: number, count: number, r: PlayoutRandom): void {
  const { t } = g;
  let n = 0;
  for (let k = 0; k < t.kinds; k++) for (let i = g.held(power, k); i > 0; i--) opts[n++] = k;
  for (let i = 0; i < count; i++) {
    const at = r.below(n);
    cards[i] = opts[at] as number;
    opts[at] = opts[--n] as number;
  }
}

function ids(g: FastGame, count: number): string[] {
  return Array.from(cards.subarray(0, count), (k) => g.t.cardIds[k] as string);
}

/** A whole random game on `g` (reused from game to game): the engine's dice are the Match's for `seed`, the player's its own. */
export function fastRandomGame(players: number, seed: number, g: FastGame, record: PlayedCommand[] | null = null, r = new PlayoutRandom()): FastGame {
  startGame(g, players, seed);
  r.reseed(seed ^ 0x5bd1e995);
  while (!g.over) playRandomCommand(g, r, record);
  return g;
}
