import { DEFAULT_RULES } from '../rules.js';
import { playerStep } from './battles.js';
import { eventsStep } from './events.js';
import { BUYING, CARDS, CASTLE, EVENTS, FORTRESS, GARRISON, INCOME, NONE, ORDER, OVER, PEACE, PLAYER, Q_BUY, Q_STATUS, SCORING, STATUS, WAR, type FastGame } from './game.js';

const R = DEFAULT_RULES;
const INCOME_BY_DEFENCE = [R.income.garrison, R.income.castle, R.income.fortress];
const income = new Int32Array(6);

/** setup.ts setupState: the players' starting garrisons, the deck shuffled by the dice of step 0, round 1 up to its first question. */
export function startGame(g: FastGame, players: number, seed: number): void {
  const { t } = g;
  g.seed = seed;
  g.commands = 0;
  g.players = players;
  for (let what = 0; what < 3; what++) g.prices[what] = priceOf(players, what);
  g.inGame.fill(0);
  for (let p = 0; p < players; p++) {
    g.inGame[p] = 1;
    g.order[p] = p;
  }
  g.lastFirst = -1;
  g.money.fill(R.start.money);
  g.influence.fill(R.start.influence);
  g.throne.fill(0);
  g.hero.fill(0);
  g.hand.fill(0);
  g.handSize.fill(0);
  g.owner.fill(-1);
  g.defence.fill(GARRISON);
  g.castleRound.fill(0);
  g.legion.fill(0);
  g.plundered.fill(0);
  g.plunderCount = 0;
  g.garrisons.fill(0);
  g.castles = 0;
  g.fortresses = 0;
  for (let p = 0; p < players; p++) for (const city of t.startCities[p] as readonly number[]) g.setCity(city, p, GARRISON, 0, false);
  g.round = 1;
  clearRoundRecords(g);
  g.peaceRound.fill(0);
  g.halfIncome.fill(0);
  g.plagueUsed = false;
  g.clearEventCities();
  g.lostLen = 0;
  g.buying = false;
  g.battle = false;
  g.duel = false;
  g.winners = 0;
  g.fightTrace = 0;
  g.pending = NONE;
  // The whole deck starts as the discard pile and is shuffled into the draw pile.
  g.discard.set(t.deck);
  g.discardLen = t.deck.length;
  g.deckStart = 0;
  g.deckEnd = 0;
  g.dice.reseed(seed, 0);
  g.reshuffle();
  g.goto(INCOME);
  advance(g);
}

/** flow.ts advance: runs the game on until it waits for a seat or is over. */
export function advance(g: FastGame): void {
  while (g.phase !== OVER && g.pending === NONE) {
    switch (g.phase) {
      case INCOME:
        incomeStep(g);
        break;
      case STATUS:
        statusStep(g);
        break;
      case CARDS:
        dealStep(g);
        break;
      case BUYING:
        buyingStep(g);
        break;
      case ORDER:
        orderStep(g);
        break;
      case EVENTS:
        eventsStep(g);
        break;
      case PLAYER:
        playerStep(g);
        break;
      case SCORING:
        scoringStep(g);
        break;
    }
  }
}

/** phases/income.ts. */
function incomeStep(g: FastGame): void {
  income.fill(0);
  for (let c = 0; c < g.t.cities; c++) {
    const power = g.owner[c] as number;
    if (power !== -1 && g.plundered[c] === 0) income[power] = (income[power] as number) + (INCOME_BY_DEFENCE[g.defence[c] as number] as number);
  }
  const halved = g.halfIncome[g.round] === 1;
  for (let p = 0; p < 6; p++) g.money[p] = (g.money[p] as number) + (halved ? Math.ceil((income[p] as number) / 2) : (income[p] as number));
  clearPlunder(g);
  g.goto(STATUS);
}

export function clearPlunder(g: FastGame): void {
  if (g.plunderCount === 0) return;
  g.plundered.fill(0);
  g.plunderCount = 0;
}

/** phases/status.ts: the vote, or Peace without one after a truce. */
function statusStep(g: FastGame): void {
  if (g.status !== 0) {
    g.goto(CARDS);
    return;
  }
  if (g.peaceRound[g.round] === 1) {
    g.status = PEACE;
    g.choices.fill(0);
    return;
  }
  g.ask(Q_STATUS, firstWaiting(g));
}

/** The first power in turn order that has not chosen War or Peace. */
export function firstWaiting(g: FastGame): number {
  for (let i = 0; i < g.players; i++) if (g.choices[g.order[i] as number] === 0) return g.order[i] as number;
  return -1;
}

/** The status command. */
export function chooseStatus(g: FastGame, power: number, war: boolean): void {
  g.begin();
  g.choices[power] = war ? WAR : PEACE;
  const next = firstWaiting(g);
  if (next >= 0) g.ask(Q_STATUS, next);
  else {
    let wars = 0;
    for (let p = 0; p < 6; p++) if (g.choices[p] === WAR) wars++;
    g.status = wars * 2 >= g.players ? WAR : PEACE;
    g.choices.fill(0);
    g.ask(NONE);
  }
  advance(g);
}

/** phases/deal.ts. */
function dealStep(g: FastGame): void {
  const count = g.status === PEACE ? R.cardsDealt.peace : R.cardsDealt.war;
  for (let i = 0; i < g.players; i++) g.drawCards(g.order[i] as number, count);
  g.goto(BUYING);
}

/** phases/buying.ts. */
function buyingStep(g: FastGame): void {
  if (!g.buying) {
    g.buying = true;
    g.buyingNext = 0;
    g.castleBuilder.fill(0);
    return;
  }
  if (g.buyingNext >= g.players) {
    g.buying = false;
    g.goto(ORDER);
    return;
  }
  g.ask(Q_BUY, g.order[g.buyingNext] as number);
}

/** prices.ts priceOf: 0 card, 1 castle, 2 fortress. */
function priceOf(players: number, what: number): number {
  if (what === 0) return R.prices.card;
  const dear = R.prices.dearAt.includes(players);
  if (what === 1) return dear ? R.prices.castleDear : R.prices.castle;
  return dear ? R.prices.fortressDear : R.prices.fortress;
}

/** buying.ts checkPurchase for a card. */
export function mayBuyCard(g: FastGame, power: number): boolean {
  if (g.deckEnd === g.deckStart && g.discardLen === 0) return false;
  return (g.handSize[power] as number) + 1 <= R.handLimit && (g.money[power] as number) >= (g.prices[0] as number);
}

/** buying.ts checkPurchase for a castle in `city`. */
export function mayBuildCastle(g: FastGame, power: number, city: number): boolean {
  if (g.owner[city] !== power || g.defence[city] !== GARRISON || g.castleBuilder[power] === 1) return false;
  return g.castles + g.fortresses < R.markers.castles && (g.money[power] as number) >= (g.prices[1] as number);
}

/** buying.ts checkPurchase for a fortress in `city` (the fortress keeps its castle marker, JDA-5). */
export function mayBuildFortress(g: FastGame, power: number, city: number): boolean {
  if (g.owner[city] !== power || g.defence[city] !== CASTLE || g.castleRound[city] === g.round) return false;
  return g.fortresses < R.markers.fortresses && (g.money[power] as number) >= (g.prices[2] as number);
}

/** The buy command: 0 a card, 1 a castle, 2 a fortress in `city`. The question stays. */
export function buy(g: FastGame, power: number, what: number, city: number): void {
  g.begin();
  g.money[power] = (g.money[power] as number) - (g.prices[what] as number);
  if (what === 0) g.drawCards(power, 1);
  else if (what === 1) {
    g.setCity(city, power, CASTLE, g.round, false);
    g.castleBuilder[power] = 1;
  } else g.setCity(city, power, FORTRESS, 0, false);
  advance(g);
}

/** The end-buying command; `discards` by kind, exactly the cards above the hand limit. */
export function endBuying(g: FastGame, power: number, discards: Int32Array, count: number): void {
  g.begin();
  for (let i = 0; i < count; i++) g.discardCard(power, discards[i] as number);
  g.buyingNext += 1;
  g.ask(NONE);
  advance(g);
}

/** Cards a power must discard at the end of its purchases. */
export function overLimit(g: FastGame, power: number): number {
  return Math.max(0, (g.handSize[power] as number) - R.handLimit);
}

const pool = new Int32Array(6);

/** player-order.ts drawPlayerOrder with `repeatedDraw: "whole-draw"`: markers by W6 over the pool in power order. */
function orderStep(g: FastGame): void {
  for (;;) {
    let n = 0;
    for (let p = 0; p < 6; p++) if (g.inGame[p] === 1) pool[n++] = p;
    const first = takeMarker(g, n);
    if (first === g.lastFirst) continue;
    g.order[0] = first;
    for (let i = 1; i < g.players; i++) g.order[i] = takeMarker(g, g.players - i);
    break;
  }
  g.lastFirst = g.order[0] as number;
  g.influence[g.lastFirst] = (g.influence[g.lastFirst] as number) + 1;
  g.goto(EVENTS);
}

/** One marker of the `n` in the pool. */
function takeMarker(g: FastGame, n: number): number {
  let at = 0;
  if (n > 1) {
    for (;;) {
      const roll = g.dice.roll(6);
      if (roll <= n) {
        at = roll - 1;
        break;
      }
    }
  }
  const power = pool[at] as number;
  pool.copyWithin(at, at + 1, n);
  return power;
}

/** Whether `power` holds every city of province `p`. */
export function holdsProvince(g: FastGame, power: number, p: number): boolean {
  const { provinceStart, provinceCities } = g.t;
  for (let i = provinceStart[p] as number; i < (provinceStart[p + 1] as number); i++) if (g.owner[provinceCities[i] as number] !== power) return false;
  return true;
}

/** phases/scoring.ts: throne points for whole provinces, then the end or the next round. */
function scoringStep(g: FastGame): void {
  // A province has one holder at most (tables.ts refuses an empty one), its first city's owner.
  for (let p = 0; p < g.t.provinceIds.length; p++) {
    const power = g.owner[g.t.provinceCities[g.t.provinceStart[p] as number] as number] as number;
    if (power !== -1 && holdsProvince(g, power, p)) g.throne[power] = (g.throne[power] as number) + (g.t.ileDeFrance[p] === 1 ? R.throne.ileDeFrance : R.throne.province);
  }
  finishRound(g);
}

/** The end of a round: the end-of-game roll, then the end or the next round's income. */
export function finishRound(g: FastGame): void {
  if (endsNow(g)) {
    rank(g);
    g.phase = OVER;
    g.pending = NONE;
    return;
  }
  g.round += 1;
  clearRoundRecords(g);
  g.hero.fill(0);
  g.goto(INCOME);
}

/** What holds for one round only: the status and choices, the events drawn, the papal intervention, the sea lord, the attacks. */
function clearRoundRecords(g: FastGame): void {
  g.status = 0;
  g.choices.fill(0);
  g.drawnLen = 0;
  g.doneLen = 0;
  g.papalKind = 0;
  g.seaLord = -1;
  g.interventionsLeft = 0;
  g.attackOrigin.fill(0);
  g.attackTarget.fill(0);
  g.attacksMade.fill(0);
  g.active = 0;
  g.expanded = false;
}

function endsNow(g: FastGame): boolean {
  const { first, last } = R.end;
  if (g.round >= last) return true;
  if (g.round < first) return false;
  const faces = last - g.round + 1;
  const die = faces <= 6 ? 6 : faces <= 20 ? 20 : 100;
  let roll: number;
  do roll = g.dice.roll(die);
  while (roll > faces);
  return roll === 1;
}

const rows = new Int32Array(6 * 6);

/** scoring.ts ranking: throne points, then fortresses, provinces, castles, money; a stable sort from the turn order. */
function rank(g: FastGame): void {
  for (let i = 0; i < g.players; i++) {
    const power = g.order[i] as number;
    let fortresses = 0;
    let castles = 0;
    for (let c = 0; c < g.t.cities; c++) {
      if (g.owner[c] !== power) continue;
      if (g.defence[c] === FORTRESS) fortresses++;
      else if (g.defence[c] === CASTLE) castles++;
    }
    let provinces = 0;
    for (let p = 0; p < g.t.provinceIds.length; p++) if (holdsProvince(g, power, p)) provinces++;
    rows.set([g.throne[power] as number, fortresses, provinces, castles, g.money[power] as number, power], i * 6);
    g.ranking[i] = i;
  }
  // An insertion sort of the rows: stable, as Array.prototype.sort.
  const sorted = g.ranking;
  for (let i = 1; i < g.players; i++) {
    const row = sorted[i] as number;
    let j = i;
    for (; j > 0 && compareRows(sorted[j - 1] as number, row) > 0; j--) sorted[j] = sorted[j - 1] as number;
    sorted[j] = row;
  }
  g.winners = 0;
  for (let i = 0; i < g.players; i++) if (compareRows(sorted[i] as number, sorted[0] as number) === 0) g.winners++;
  for (let i = 0; i < g.players; i++) sorted[i] = rows[(sorted[i] as number) * 6 + 5] as number;
}

function compareRows(a: number, b: number): number {
  for (let k = 0; k < 5; k++) {
    const d = (rows[b * 6 + k] as number) - (rows[a * 6 + k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** The ranking's figures of the power ranked `i`-th: throne, fortresses, provinces, castles, money. */
export function rankingRow(g: FastGame, i: number): { power: number; throne: number; fortresses: number; provinces: number; castles: number; money: number } {
  const power = g.ranking[i] as number;
  let row = 0;
  for (let r = 0; r < g.players; r++) if (rows[r * 6 + 5] === power) row = r;
  const v = (k: number) => rows[row * 6 + k] as number;
  return { power, throne: v(0), fortresses: v(1), provinces: v(2), castles: v(3), money: v(4) };
}
