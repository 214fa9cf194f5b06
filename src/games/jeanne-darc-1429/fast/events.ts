import { DEFAULT_RULES } from '../rules.js';
import { announceBattle, oneStepLess } from './battles.js';
import {
  DRAW,
  EVENTS,
  FOREIGN,
  INTERVENTION,
  K_INTERVENTION,
  NONE,
  ORDERING,
  PEACE,
  PLAYER,
  Q_CHOOSE_CITY,
  Q_CHOOSE_PLAYER,
  Q_DUEL,
  Q_LONG_RANGE,
  Q_ORDER_EVENTS,
  Q_PAPAL,
  R_INTERVENTION,
  R_MERCENARIES,
  R_TREATY,
  R_UPRISING,
  RESOLVE,
  TARGETS,
  WAR,
  type FastGame,
} from './game.js';
import { advance, clearPlunder, finishRound } from './phases.js';
import { DEFENCE_VALUE } from './tables.js';

const R = DEFAULT_RULES;
const list = new Int32Array(128);

/** phases/events.ts eventsStep: draw, order, resolve one event at a time, the intervention roll, its targets. */
export function eventsStep(g: FastGame): void {
  switch (g.stage) {
    case DRAW:
      drawEvents(g);
      return;
    case ORDERING:
      g.ask(Q_ORDER_EVENTS, g.first());
      return;
    case RESOLVE:
      resolveNext(g);
      return;
    case INTERVENTION:
      rollIntervention(g);
      return;
    case TARGETS:
      nextIntervention(g);
      return;
  }
}

/** `n` different items of list[0 … len) by lot, moved to list[0 … n) in the order drawn (lot.ts drawByLot). */
function drawByLot(g: FastGame, len: number, n: number): number {
  let drawn = 0;
  while (drawn < n && drawn < len) {
    const at = drawn + g.lot(len - drawn);
    const x = list[at] as number;
    list.copyWithin(drawn + 1, drawn, at);
    list[drawn++] = x;
  }
  return drawn;
}

/** phases/events/draw.ts: markers from the cup (the plague once only). */
function drawEvents(g: FastGame): void {
  const { t } = g;
  let len = 0;
  for (let e = 0; e < t.eventIds.length; e++) {
    if (e === t.plague && g.plagueUsed) continue;
    for (let i = 0; i < (t.eventMarkers[e] as number); i++) list[len++] = e;
  }
  const drawn = drawByLot(g, len, g.statusNow() === WAR ? R.eventsDrawn.war : R.eventsDrawn.peace);
  if (drawn > 0) {
    for (let i = 0; i < drawn; i++) g.eventsDrawn[i] = list[i] as number;
    g.drawnLen = drawn;
  }
  g.stage = drawn >= 2 ? ORDERING : drawn === 1 ? RESOLVE : INTERVENTION;
}

/** The order-events command: `swap` reverses the two drawn (the rules' defaults draw at most two). */
export function orderEvents(g: FastGame, swap: boolean): void {
  g.begin();
  if (swap) {
    const x = g.eventsDrawn[0] as number;
    g.eventsDrawn[0] = g.eventsDrawn[1] as number;
    g.eventsDrawn[1] = x;
  }
  g.stage = RESOLVE;
  g.ask(NONE);
  advance(g);
}

function resolveNext(g: FastGame): void {
  if (g.drawnLen === 0) {
    g.stage = INTERVENTION;
    return;
  }
  const e = g.eventsDrawn[0] as number;
  g.eventsDrawn.copyWithin(0, 1, g.drawnLen);
  g.drawnLen -= 1;
  g.eventsDone[g.doneLen++] = e;
  if (g.eventCitiesLen > 0) g.clearEventCities();
  switch (g.t.eventIds[e]) {
    case 'uprising':
      startRising(g, R_UPRISING);
      return;
    case 'mercenaries':
      startRising(g, R_MERCENARIES);
      return;
    case 'plague':
      startPlague(g);
      return;
    case 'long-range-attack':
      if (mayAttackFromAfar(g, g.first())) g.ask(Q_LONG_RANGE, g.first());
      return;
    case 'treaty':
      startTreaty(g);
      return;
    case 'truce':
      g.peaceRound[g.round + 1] = 1;
      return;
    case 'confiscation':
      if (g.players === 2) confiscate(g, g.order[1] as number);
      else g.ask(Q_CHOOSE_PLAYER, g.first());
      return;
    case 'papal-intervention':
      g.ask(Q_PAPAL, g.first());
      return;
    case 'bad-weather':
      g.halfIncome[g.round + 1] = 1;
      return;
    case 'naval-battle':
      startNavalBattle(g);
      return;
    case 'field-battle':
      startFieldBattle(g);
      return;
  }
}

/** Whether an uprising or mercenaries can strike `city`: a player's, not chosen yet for this event, not under papal protection (JDA-41, JDA-52). */
export function risingTarget(g: FastGame, city: number): boolean {
  return g.owner[city] !== -1 && g.eventCity[city] === 0 && !g.papalProtects(city);
}

function risingTargets(g: FastGame): number {
  let n = 0;
  for (let c = 0; c < g.t.cities; c++) if (risingTarget(g, c)) n++;
  return n;
}

function startRising(g: FastGame, reason: number): void {
  const count = g.dice.roll(6);
  const left = Math.min(count, risingTargets(g));
  if (left > 0) g.ask(Q_CHOOSE_CITY, g.first(), reason, left);
}

/** The choose-city command, by the question's reason. */
export function chooseCity(g: FastGame, city: number): void {
  g.begin();
  const reason = g.pReason;
  if (reason === R_TREATY) {
    giveBack(g, city);
    g.ask(NONE);
  } else if (reason === R_INTERVENTION) {
    g.interventionsLeft -= 1;
    g.addEventCity(city);
    g.bAttacker = FOREIGN;
    g.bFrom = -1;
    g.bTo = city;
    g.bCardsLen = 0;
    g.bInfluence = 0;
    g.bKind = K_INTERVENTION;
    g.bExpansion = -1;
    announceBattle(g);
  } else {
    riseIn(g, reason, city);
    const next = Math.min(g.pLeft - 1, risingTargets(g));
    if (next > 0) g.ask(Q_CHOOSE_CITY, g.first(), reason, next);
    else g.ask(NONE);
  }
  advance(g);
}

/** rising.ts riseIn: a die above the fortification takes a step off it; mercenaries leave a plunder marker. */
function riseIn(g: FastGame, reason: number, city: number): void {
  const value = DEFENCE_VALUE[g.defence[city] as number] as number;
  const die = g.dice.roll(6);
  g.traceFight(die, value);
  if (die > value) {
    oneStepLess(g, city);
    if (reason === R_MERCENARIES && g.plundered[city] === 0 && g.plunderCount < R.plunderMarkers) {
      g.plundered[city] = 1;
      g.plunderCount += 1;
    }
  }
  g.addEventCity(city);
}

function startPlague(g: FastGame): void {
  const status = g.statusNow();
  g.plagueUsed = true;
  finishRound(g);
  if (g.over) return;
  g.status = g.peaceRound[g.round] === 1 ? PEACE : status;
  g.choices.fill(0);
  clearPlunder(g);
  g.goto(EVENTS);
}

function openOrigin(g: FastGame, power: number, city: number): boolean {
  return g.owner[city] === power && g.attackOrigin[city] === 0;
}

/** An enemy city the power has not attacked this round, not under papal protection. */
export function openTarget(g: FastGame, power: number, city: number): boolean {
  return g.isEnemy(power, city) && g.attackTarget[power * g.t.cities + city] === 0 && !g.papalProtects(city);
}

/** long-range.ts mayAttackFromAfar (JDA-47). */
function mayAttackFromAfar(g: FastGame, power: number): boolean {
  if ((g.handSize[power] as number) < 2 || !g.attacksLeft(power) || g.garrisonsLeft(power) === 0) return false;
  let origin = false;
  let target = false;
  for (let c = 0; c < g.t.cities; c++) {
    origin ||= openOrigin(g, power, c);
    target ||= openTarget(g, power, c);
  }
  return origin && target;
}

/** The long-range attack's pass. */
export function passLongRange(g: FastGame): void {
  g.begin();
  g.ask(NONE);
  advance(g);
}

/** treaty.ts treatyCities: the first player's cities lost last round or this one, not his now, in board order; their count. */
export function treatyCities(g: FastGame, out: Int32Array): number {
  const power = g.first();
  if (g.garrisonsLeft(power) === 0) return 0;
  let n = 0;
  for (let c = 0; c < g.t.cities; c++) {
    if (g.owner[c] === power) continue;
    for (let i = 0; i < g.lostLen; i++) {
      if (g.lost[3 * i] === power && g.lost[3 * i + 1] === c && (g.lost[3 * i + 2] as number) >= g.round - 1) {
        out[n++] = c;
        break;
      }
    }
  }
  return n;
}

const treaty = new Int32Array(64);

function startTreaty(g: FastGame): void {
  const n = treatyCities(g, treaty);
  if (n === 1) giveBack(g, treaty[0] as number);
  else if (n > 1) g.ask(Q_CHOOSE_CITY, g.first(), R_TREATY, 1);
}

function giveBack(g: FastGame, city: number): void {
  const power = g.first();
  const holder = g.owner[city] as number;
  if (holder !== -1) {
    g.addLost(holder, city);
    g.setCity(city, power, g.defence[city] as number, g.castleRound[city] as number, false);
  } else g.setCity(city, power, 0, 0, false);
}

/** confiscation.ts confiscatedCount (JDA-51). */
function confiscatedCount(handSize: number): number {
  const { threshold, more, fewer, exactly } = R.confiscation;
  return Math.min(handSize > threshold ? more : handSize < threshold ? fewer : exactly, handSize);
}

/** Cards by lot over the victim's hand sorted by card id (JDA-50), discarded in the order drawn. */
function confiscate(g: FastGame, victim: number): void {
  const { t } = g;
  let len = 0;
  for (let i = 0; i < t.kinds; i++) {
    const k = t.byId[i] as number;
    for (let n = g.held(victim, k); n > 0; n--) list[len++] = k;
  }
  const drawn = drawByLot(g, len, confiscatedCount(len));
  for (let i = 0; i < drawn; i++) g.discardCard(victim, list[i] as number);
}

/** The choose-player command. */
export function choosePlayer(g: FastGame, victim: number): void {
  g.begin();
  confiscate(g, victim);
  g.ask(NONE);
  advance(g);
}

/** The papal command: a province (`city` false) or a city. */
export function papal(g: FastGame, city: boolean, at: number): void {
  g.begin();
  g.papalKind = city ? 2 : 1;
  g.papalAt = at;
  g.ask(NONE);
  advance(g);
}

function portsHeld(g: FastGame, power: number): number {
  let n = 0;
  for (let i = 0; i < g.t.ports.length; i++) if (g.owner[g.t.ports[i] as number] === power) n++;
  return n;
}

const counts = new Int32Array(6);

/** naval.ts navalFighters: the most ports first; a group of equals larger than the places left goes by lot (JDA-54). */
function startNavalBattle(g: FastGame): void {
  for (let p = 0; p < 6; p++) counts[p] = g.inGame[p] === 1 ? portsHeld(g, p) : -1;
  let chosen = 0;
  let a = -1;
  let b = -1;
  for (let count = g.t.ports.length; count >= 0 && chosen < 2; count--) {
    let len = 0;
    for (let p = 0; p < 6; p++) if (counts[p] === count) list[len++] = p;
    if (len === 0) continue;
    const take = len <= 2 - chosen ? len : drawByLot(g, len, 2 - chosen);
    for (let i = 0; i < take; i++) {
      if (chosen === 0) a = list[i] as number;
      else b = list[i] as number;
      chosen++;
    }
  }
  g.dNaval = true;
  g.dPairs[0] = a;
  g.dPairs[1] = b;
  g.dPairsLen = 2;
  g.dCampLen[0] = 0;
  g.dCampLen[1] = 0;
  openDuel(g);
}

const players = new Int32Array(6);

/** field.ts: one left out by lot when odd, the first camp's companions by lot, then each one's opponent (JDA-58). */
function startFieldBattle(g: FastGame): void {
  let len = 0;
  for (let p = 0; p < 6; p++) if (g.inGame[p] === 1) players[len++] = p;
  if (len % 2 === 1) {
    const out = g.lot(len);
    players.copyWithin(out, out + 1, len);
    len -= 1;
  }
  const size = len / 2;
  // The first camp: the first player and companions drawn from the rest.
  list.set(players.subarray(1, len));
  drawByLot(g, len - 1, size - 1);
  g.dCamps[0] = players[0] as number;
  for (let i = 1; i < size; i++) g.dCamps[i] = list[i - 1] as number;
  // The second camp in power order; each of the first draws his opponent from it.
  let second = 0;
  for (let i = 0; i < len; i++) {
    const p = players[i] as number;
    let inFirst = false;
    for (let j = 0; j < size; j++) if (g.dCamps[j] === p) inFirst = true;
    if (!inFirst) {
      g.dCamps[6 + second] = p;
      list[second++] = p;
    }
  }
  drawByLot(g, size, size);
  for (let i = 0; i < size; i++) {
    g.dPairs[2 * i] = g.dCamps[i] as number;
    g.dPairs[2 * i + 1] = list[i] as number;
  }
  g.dCampLen[0] = size;
  g.dCampLen[1] = size;
  g.dPairsLen = 2 * size;
  g.dNaval = false;
  openDuel(g);
}

function openDuel(g: FastGame): void {
  g.duel = true;
  g.dChosen.fill(0);
  g.ask(Q_DUEL, nextFighter(g));
}

/** The first power in turn order that fights a duel and has not chosen yet; -1 when all have. */
function nextFighter(g: FastGame): number {
  for (let i = 0; i < g.players; i++) {
    const p = g.order[i] as number;
    if (g.dChosen[p] === 1) continue;
    for (let j = 0; j < g.dPairsLen; j++) if (g.dPairs[j] === p) return p;
  }
  return -1;
}

/** The duel command: a siege card by kind (-1: none) and influence. */
export function duelChoice(g: FastGame, power: number, card: number, influence: number): void {
  g.begin();
  g.dChosen[power] = 1;
  g.dCard[power] = card;
  g.dInfluence[power] = influence;
  const next = nextFighter(g);
  if (next >= 0) g.ask(Q_DUEL, next);
  else fightAll(g);
  advance(g);
}

/** duel.ts fightAll with `duelTie: "roll-again"`: card + influence + a die each, again on a tie. */
function fightAll(g: FastGame): void {
  const { siege } = g.t;
  let campA = 0;
  let campB = 0;
  for (let j = 0; j < g.dPairsLen; j += 2) {
    const a = g.dPairs[j] as number;
    const b = g.dPairs[j + 1] as number;
    const baseA = (g.dCard[a] === -1 ? 0 : (siege[g.dCard[a] as number] as number)) + (g.dInfluence[a] as number);
    const baseB = (g.dCard[b] === -1 ? 0 : (siege[g.dCard[b] as number] as number)) + (g.dInfluence[b] as number);
    let totalA: number;
    let totalB: number;
    do {
      totalA = baseA + g.dice.roll(6);
      totalB = baseB + g.dice.roll(6);
    } while (totalA === totalB);
    g.traceFight(totalA, totalB);
    const winner = totalA > totalB ? a : b;
    for (const p of [a, b]) {
      if (p !== winner && g.dCard[p] !== -1) g.discardCard(p, g.dCard[p] as number);
      g.influence[p] = (g.influence[p] as number) - (g.dInfluence[p] as number);
    }
    if (g.dNaval) {
      g.throne[winner] = (g.throne[winner] as number) + R.throne.navalBattle;
      g.seaLord = winner;
    } else {
      g.throne[winner] = (g.throne[winner] as number) + R.throne.duel;
      let inA = false;
      for (let i = 0; i < (g.dCampLen[0] as number); i++) if (g.dCamps[i] === winner) inA = true;
      if (inA) campA++;
      else campB++;
    }
  }
  if (!g.dNaval && campA !== campB) {
    const camp = campA > campB ? 0 : 6;
    for (let i = 0; i < (g.dCampLen[camp === 0 ? 0 : 1] as number); i++) g.throne[g.dCamps[camp + i] as number] = (g.throne[g.dCamps[camp + i] as number] as number) + R.throne.winningCamp;
  }
  g.duel = false;
  g.ask(NONE);
}

/** Whether a foreign power can strike `city` (JDA-61). */
export function interventionTarget(g: FastGame, city: number): boolean {
  return g.legion[city] === 0 && g.eventCity[city] === 0 && !g.papalProtects(city);
}

/** intervention.ts rollIntervention: the table's row, and a second roll's row once when it says so (JDA-60). */
function rollIntervention(g: FastGame): void {
  const table = g.statusNow() === WAR ? 0 : 1;
  const n = g.t.interventions[table];
  const again = g.t.rollAgain[table];
  const first = g.dice.roll(6) - 1;
  let count = n[first] as number;
  if (again[first] === 1) count += n[g.dice.roll(6) - 1] as number;
  g.interventionsLeft = count;
  if (g.eventCitiesLen > 0) g.clearEventCities();
  g.stage = TARGETS;
}

function nextIntervention(g: FastGame): void {
  if (g.interventionsLeft > 0) {
    for (let c = 0; c < g.t.cities; c++) {
      if (interventionTarget(g, c)) {
        g.ask(Q_CHOOSE_CITY, g.first(), R_INTERVENTION, g.interventionsLeft);
        return;
      }
    }
    g.interventionsLeft = 0;
  }
  g.goto(PLAYER);
}
