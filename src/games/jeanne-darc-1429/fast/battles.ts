import { DEFAULT_RULES } from '../rules.js';
import {
  CASTLE,
  FOREIGN,
  FORTRESS,
  GARRISON,
  K_ATTACK,
  K_LANDING,
  K_LONG_RANGE,
  NONE,
  Q_ATTACK,
  Q_DEFEND,
  Q_EXPAND,
  Q_VETO,
  SCORING,
  type FastGame,
} from './game.js';
import { advance } from './phases.js';
import { AMBASSADOR, DEFENCE_VALUE, DOUBLE, RETREAT, TRAITOR, UPRISING } from './tables.js';

const R = DEFAULT_RULES;

/** phases/player.ts: each player in turn order expands, then attacks until he passes; questions nobody could answer but "no" are not asked. */
export function playerStep(g: FastGame): void {
  const power = g.order[g.active] as number;
  if (!g.expanded) {
    if (canExpand(g, power)) g.ask(Q_EXPAND, power);
    else g.expanded = true;
    return;
  }
  if (mayAttack(g, power) || mayProvoke(g, power)) g.ask(Q_ATTACK, power);
  else endTurn(g);
}

function endTurn(g: FastGame): void {
  if (g.active + 1 < g.players) {
    g.active += 1;
    g.expanded = false;
  } else g.goto(SCORING);
}

export function isFree(g: FastGame, city: number): boolean {
  return g.owner[city] === -1 && g.legion[city] === 0;
}

/** A free city a road links to one of the power's cities. */
export function freeByRoad(g: FastGame, power: number, city: number): boolean {
  if (!isFree(g, city)) return false;
  const { nb, nbStart } = g.t;
  for (let i = nbStart[city] as number; i < (nbStart[city + 1] as number); i++) if (g.owner[nb[i] as number] === power) return true;
  return false;
}

/** The power's first port in board order, -1 for none. */
export function ownPort(g: FastGame, power: number): number {
  const { ports } = g.t;
  for (let i = 0; i < ports.length; i++) if (g.owner[ports[i] as number] === power) return ports[i] as number;
  return -1;
}

function canExpand(g: FastGame, power: number): boolean {
  if (g.garrisonsLeft(power) === 0) return false;
  // A free city by road is a free neighbour of one of the power's cities.
  const { nb, nbStart, cities } = g.t;
  for (let o = 0; o < cities; o++) {
    if (g.owner[o] !== power) continue;
    for (let i = nbStart[o] as number; i < (nbStart[o + 1] as number); i++) if (isFree(g, nb[i] as number)) return true;
  }
  if (ownPort(g, power) < 0) return false;
  for (let i = 0; i < g.t.ports.length; i++) if (isFree(g, g.t.ports[i] as number)) return true;
  return false;
}

/** The expand command: up to two cities by road (a, b; -1 none), or one port `a` by sea from port `from`. */
export function expand(g: FastGame, power: number, a: number, b: number, from: number): void {
  g.begin();
  g.expanded = true;
  if (a < 0) g.ask(NONE);
  else if (from >= 0) {
    setBattle(g, power, from, a, K_LANDING);
    g.bExpansion = a;
    announceBattle(g);
  } else {
    g.setCity(a, power, GARRISON, 0, false);
    if (b >= 0) g.setCity(b, power, GARRISON, 0, false);
    g.ask(NONE);
  }
  advance(g);
}

/** attacks.ts mayAttack: public facts only (hand size, not its cards). */
function mayAttack(g: FastGame, power: number): boolean {
  if ((g.handSize[power] as number) < 2 || !g.attacksLeft(power) || g.garrisonsLeft(power) === 0) return false;
  const { links, linkStart, cities } = g.t;
  for (let o = 0; o < cities; o++) {
    if (g.owner[o] !== power || g.attackOrigin[o] === 1) continue;
    for (let i = linkStart[o] as number; i < (linkStart[o + 1] as number); i++) if (linkedTarget(g, power, links[i] as number)) return true;
  }
  return false;
}

/** An enemy city not attacked by the power this round, not under papal protection. */
export function linkedTarget(g: FastGame, power: number, t: number): boolean {
  const o = g.owner[t] as number;
  if (o === power || (o === -1 && g.legion[t] === 0)) return false;
  return g.attackTarget[power * g.t.cities + t] === 0 && !g.papalProtects(t);
}

/** uprising-card.ts mayProvoke (JDA-37). */
function mayProvoke(g: FastGame, power: number): boolean {
  if (g.handSize[power] === 0) return false;
  for (let c = 0; c < g.t.cities; c++) if (provokable(g, power, c)) return true;
  return false;
}

export function provokable(g: FastGame, power: number, city: number): boolean {
  const o = g.owner[city] as number;
  return o !== -1 && o !== power && !g.papalProtects(city);
}

/** Whether a road runs between two cities. */
function road(g: FastGame, a: number, b: number): boolean {
  const { nb, nbStart } = g.t;
  for (let i = nbStart[a] as number; i < (nbStart[a + 1] as number); i++) if (nb[i] === b) return true;
  return false;
}

function setBattle(g: FastGame, attacker: number, from: number, to: number, kind: number): void {
  g.bAttacker = attacker;
  g.bFrom = from;
  g.bTo = to;
  g.bCardsLen = 0;
  g.bInfluence = 0;
  g.bKind = kind;
  g.bExpansion = -1;
}

/**
 * The attack command (phase 7, or the long-range attack with `longRange`): two siege cards by
 * kind, influence, and the power cards in `powers` (AMBASSADOR, DOUBLE, TRAITOR; -1 ends the list).
 */
export function attack(g: FastGame, power: number, from: number, to: number, s1: number, s2: number, influence: number, powers: Int32Array, longRange: boolean): void {
  g.begin();
  g.attackOrigin[from] = 1;
  g.attackTarget[power * g.t.cities + to] = 1;
  g.attacksMade[power] = (g.attacksMade[power] as number) + 1;
  setBattle(g, power, from, to, longRange ? K_LONG_RANGE : road(g, from, to) ? K_ATTACK : K_LANDING);
  g.bCards[0] = s1;
  g.bCards[1] = s2;
  g.bCardsLen = 2;
  for (let i = 0; i < powers.length && (powers[i] as number) >= 0; i++) g.bCards[g.bCardsLen++] = g.t.powerCard[powers[i] as number] as number;
  g.bInfluence = influence;
  announceBattle(g);
  advance(g);
}

/** battle.ts announceBattle: a landing the sea lord may forbid, then the defender's answer. */
export function announceBattle(g: FastGame): void {
  g.battle = true;
  if (g.bKind === K_LANDING && g.seaLord !== -1 && g.seaLord !== g.bAttacker) {
    g.ask(Q_VETO, g.seaLord);
    return;
  }
  askDefender(g);
}

function askDefender(g: FastGame): void {
  if (g.bExpansion >= 0) {
    g.setCity(g.bExpansion, g.bAttacker, GARRISON, 0, false);
    closeBattle(g);
    return;
  }
  const holder = g.owner[g.bTo] as number;
  if (holder !== -1) g.ask(Q_DEFEND, holder);
  else fight(g, -1, false);
}

/** The veto command; a forbidden expansion by sea counts as an attack only now (JDA-63). */
export function veto(g: FastGame, forbid: boolean): void {
  g.begin();
  if (!forbid) askDefender(g);
  else {
    if (g.bExpansion >= 0 && g.bFrom >= 0) {
      g.attackOrigin[g.bFrom] = 1;
      g.attackTarget[g.bAttacker * g.t.cities + g.bTo] = 1;
      g.attacksMade[g.bAttacker] = (g.attacksMade[g.bAttacker] as number) + 1;
    }
    closeBattle(g);
  }
  advance(g);
}

/** The defend command: a siege card by kind (-1 none), with the double card, or the retreat card. */
export function defend(g: FastGame, card: number, double: boolean, retreat: boolean): void {
  g.begin();
  if (retreat) {
    g.discardCard(g.owner[g.bTo] as number, g.t.powerCard[RETREAT] as number);
    closeBattle(g);
  } else fight(g, card, double);
  advance(g);
}

function hasPower(g: FastGame, kind: number): boolean {
  const card = g.t.powerCard[kind] as number;
  for (let i = 0; i < g.bCardsLen; i++) if (g.bCards[i] === card) return true;
  return false;
}

/** battle.ts fight: the attacker's total, then the defender's, each with its die; the attacker needs more. */
function fight(g: FastGame, card: number, double: boolean): void {
  const { t } = g;
  const to = g.bTo;
  const attacker = g.bAttacker;
  let attack: number;
  if (attacker === FOREIGN) attack = t.foreignBase + g.dice.roll(6);
  else {
    let cards = 0;
    let max = 0;
    for (let i = 0; i < g.bCardsLen; i++) {
      const v = t.siege[g.bCards[i] as number] as number;
      cards += v;
      if (v > max) max = v;
    }
    if (hasPower(g, DOUBLE)) cards += max;
    const hero = g.hero[attacker] === 1 || hasPower(g, AMBASSADOR) ? (t.heroBonus[attacker] as number) : 0;
    attack = cards + g.bInfluence + hero + g.dice.roll(6);
  }
  const holder = g.owner[to] as number;
  let defence: number;
  if (holder === -1) defence = (g.legion[to] === 1 ? t.foreignBase : 0) + g.dice.roll(6);
  else {
    const value = card < 0 ? 0 : (t.siege[card] as number);
    const fortification = hasPower(g, TRAITOR) ? 0 : (DEFENCE_VALUE[g.defence[to] as number] as number);
    const terrain = t.mountains[to] === 1 && g.bKind !== K_LONG_RANGE ? R.mountainBonus : 0;
    defence = (double ? value * 2 : value) + fortification + terrain + g.dice.roll(6);
  }
  g.traceFight(attack, defence);
  if (attacker !== FOREIGN) {
    for (let i = 0; i < g.bCardsLen; i++) g.discardCard(attacker, g.bCards[i] as number);
    g.influence[attacker] = (g.influence[attacker] as number) - g.bInfluence;
    if (hasPower(g, AMBASSADOR)) g.hero[attacker] = 1;
  }
  if (holder !== -1) {
    if (card >= 0) g.discardCard(holder, card);
    if (double) g.discardCard(holder, t.powerCard[DOUBLE] as number);
  }
  if (attack > defence) {
    if (holder !== -1) g.addLost(holder, to);
    if (attacker === FOREIGN) g.setCity(to, -1, GARRISON, 0, true);
    else if (holder === -1) g.setCity(to, attacker, GARRISON, 0, false);
    else g.setCity(to, attacker, g.defence[to] as number, g.castleRound[to] as number, false);
  }
  closeBattle(g);
}

function closeBattle(g: FastGame): void {
  g.battle = false;
  g.ask(NONE);
}

/** One step less: fortress → castle → garrison → free (counted as lost, JDA-42). */
export function oneStepLess(g: FastGame, city: number): void {
  const owner = g.owner[city] as number;
  const d = g.defence[city];
  if (d === FORTRESS) g.setCity(city, owner, CASTLE, 0, false);
  else if (d === CASTLE) g.setCity(city, owner, GARRISON, 0, false);
  else {
    g.addLost(owner, city);
    g.setCity(city, -1, GARRISON, 0, false);
  }
}

/** The provoke command: the uprising card against a city, a die above its fortification (JDA-36). */
export function provoke(g: FastGame, power: number, city: number): void {
  g.begin();
  const value = DEFENCE_VALUE[g.defence[city] as number] as number;
  const die = g.dice.roll(6);
  g.traceFight(die, value);
  g.discardCard(power, g.t.powerCard[UPRISING] as number);
  if (die > value) oneStepLess(g, city);
  g.ask(NONE);
  advance(g);
}

/** The pass command to the attack question (and to the expansion question: the turn ends). */
export function passTurn(g: FastGame): void {
  g.begin();
  endTurn(g);
  g.ask(NONE);
  advance(g);
}
