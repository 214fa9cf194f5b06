import { citiesHeldBy } from './city-counts.js';
import type { AttackPower, DefencePower } from './commands.js';
import type { CardInfo } from './data/board-index.js';
import type { Emitter } from './emitter.js';
import type { FightSide } from './events.js';
import type { Power } from './powers.js';
import { refusal, type Refusal } from './refusals.js';
import type { Battle, JdaState } from './state.js';
import { playerOf } from './state.js';

/** The card id of a power card of this kind, the first in the hand. */
export function powerCardIn(hand: readonly string[], cards: ReadonlyMap<string, CardInfo>, power: string): string | undefined {
  return hand.find((id) => {
    const info = cards.get(id);
    return info?.kind === 'power' && info.power === power;
  });
}

export function siegeValue(cards: ReadonlyMap<string, CardInfo>, id: string): number {
  const info = cards.get(id);
  return info?.kind === 'siege' ? info.value : 0;
}

/** Whether the hand holds every card listed (ids may repeat). */
export function holdsAll(hand: readonly string[], cards: readonly string[]): string | undefined {
  const left = hand.slice();
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) return card;
    left.splice(at, 1);
  }
  return undefined;
}

/**
 * The cards an attack commits, checked against the hand: exactly two siege cards, influence within
 * the limit and what the player has, each power card kind at most once (JDA readings in the register).
 */
export function attackHandProblems(
  em: { s: JdaState; rules: Emitter['rules']; index: Emitter['index'] },
  power: Power,
  cards: readonly string[],
  influence: number,
  powers: readonly AttackPower[],
): Refusal[] {
  const player = playerOf(em.s, power);
  const problems: Refusal[] = [];
  if (cards.length !== 2) problems.push(refusal('two-siege-cards', { given: cards.length }, 'cards'));
  cards.forEach((card, i) => {
    if (em.index.cards.get(card)?.kind !== 'siege') problems.push(refusal('not-siege-card', { card }, `cards[${i}]`));
  });
  const missing = holdsAll(player.hand, cards);
  if (missing !== undefined) problems.push(refusal('not-in-hand', { card: missing, count: cards.filter((c) => c === missing).length }, 'cards'));
  problems.push(...powerProblems(player.hand, em.index.cards, powers));
  problems.push(...influenceProblems(em, player.influence, influence));
  return problems;
}

export function influenceProblems(em: { rules: Emitter['rules'] }, have: number, given: number): Refusal[] {
  if (given > em.rules.fightInfluenceMax) return [refusal('influence-limit', { max: em.rules.fightInfluenceMax }, 'influence')];
  if (given > have) return [refusal('not-enough-influence', { have, given }, 'influence')];
  return [];
}

export function powerProblems(hand: readonly string[], cards: ReadonlyMap<string, CardInfo>, powers: readonly string[]): Refusal[] {
  const problems: Refusal[] = [];
  powers.forEach((power, i) => {
    if (powers.indexOf(power) !== i) problems.push(refusal('power-card-twice', { power }, `powers[${i}]`));
    else if (powerCardIn(hand, cards, power) === undefined) problems.push(refusal('no-power-card', { power }, `powers[${i}]`));
  });
  return problems;
}

/** Whether the papal intervention protects this city this round. */
export function papalProtects(em: { s: JdaState; index: Emitter['index'] }, city: string): boolean {
  const papal = em.s.papal;
  if (papal === null) return false;
  return 'city' in papal ? papal.city === city : em.index.cities.get(city)?.province === papal.province;
}

/** Garrison markers a power has on the board. */
export function garrisonsInUse(s: JdaState, power: Power): number {
  return citiesHeldBy(s.cities, power);
}

/**
 * Starts a fight over a city: a landing the sea lord may forbid first, then the defender's answer
 * when a player holds the city; a foreign legion or a free city's militia defends at once.
 * The attacker's cards stay in his hand until the fight (JDA-63: a forbidden landing costs no cards).
 */
export function announceBattle(em: Emitter, battle: Battle): void {
  em.emit({ t: 'battle', battle });
  if (battle.kind === 'landing' && em.s.seaLord !== null && em.s.seaLord !== battle.attacker) {
    em.ask({ kind: 'veto', power: em.s.seaLord });
    return;
  }
  askDefender(em);
}

function askDefender(em: Emitter): void {
  const battle = em.s.battle as Battle;
  if (battle.expansion !== undefined) {
    land(em, battle.attacker as Power, battle.expansion);
    return;
  }
  const holder = em.s.cities[battle.to]?.owner;
  if (holder !== undefined) em.ask({ kind: 'defend', power: holder });
  else fight(em, null, []);
}

/** An allowed expansion by sea: the free cities are taken with a garrison, without a fight. */
function land(em: Emitter, power: Power, cities: readonly string[]): void {
  for (const city of cities) em.emit({ t: 'city', city, holding: { owner: power, defence: 'garrison' }, legion: false });
  closeBattle(em);
}

/**
 * The sea lord's answer: a forbidden landing is over (it still counts as an attack). An attack was
 * counted when announced; an expansion by sea becomes an attack only now (page 4: "Een dergelijke
 * mislukte landing geldt als een aanval", JDA-63).
 */
export function answerVeto(em: Emitter, forbid: boolean): void {
  const battle = em.s.battle as Battle;
  if (!forbid) {
    askDefender(em);
    return;
  }
  em.emit({ t: 'called-off', city: battle.to, by: em.s.seaLord as Power, why: 'veto' });
  if (battle.expansion !== undefined && battle.from !== null) countAttack(em, battle.attacker as Power, battle.from, battle.to);
  closeBattle(em);
}

/** The defender's answer: a retreat card calls the attack off, otherwise the fight is fought. */
export function answerDefence(em: Emitter, card: string | null, powers: readonly DefencePower[]): void {
  const battle = em.s.battle as Battle;
  const defender = em.s.cities[battle.to]?.owner as Power;
  const hand = playerOf(em.s, defender).hand;
  if (powers.includes('retreat')) {
    em.emit({ t: 'discard', power: defender, cards: [powerCardIn(hand, em.index.cards, 'retreat') as string], why: 'power-card' });
    em.emit({ t: 'called-off', city: battle.to, by: defender, why: 'retreat' });
    closeBattle(em);
    return;
  }
  const used = card === null ? [] : [card];
  if (powers.includes('double')) used.push(powerCardIn(hand, em.index.cards, 'double') as string);
  fight(em, card, used);
}

function attackerSide(em: Emitter, battle: Battle): FightSide {
  if (battle.attacker === 'foreign') {
    const base = em.index.data.intervention.foreignCombatBase;
    const die = em.roll(`foreign intervention against ${battle.to}`, 'foreign');
    return { power: 'foreign', total: base + die, parts: { base, die }, cards: [] };
  }
  const power = battle.attacker;
  const sieges = battle.cards.filter((c) => em.index.cards.get(c)?.kind === 'siege');
  const values = sieges.map((c) => siegeValue(em.index.cards, c));
  const doubled = battle.cards.some((c) => { const i = em.index.cards.get(c); return i?.kind === 'power' && i.power === 'double'; });
  const cards = values.reduce((a, b) => a + b, 0) + (doubled ? Math.max(0, ...values) : 0);
  const player = playerOf(em.s, power);
  const ambassador = battle.cards.some((c) => { const i = em.index.cards.get(c); return i?.kind === 'power' && i.power === 'ambassador'; });
  const hero = player.heroActive || ambassador ? (em.index.heroBonus.get(power) ?? 0) : 0;
  const die = em.roll(`attack on ${battle.to}`, power);
  return { power, total: cards + battle.influence + hero + die, parts: { cards, influence: battle.influence, hero, die }, cards: battle.cards };
}

function defenderSide(em: Emitter, battle: Battle, card: string | null, used: readonly string[]): FightSide {
  const holding = em.s.cities[battle.to];
  const traitor = battle.cards.some((c) => { const i = em.index.cards.get(c); return i?.kind === 'power' && i.power === 'traitor'; });
  if (holding === undefined) {
    const die = em.roll(`defence of ${battle.to}`, em.s.legion.includes(battle.to) ? 'foreign' : 'militia');
    if (em.s.legion.includes(battle.to)) {
      const base = em.index.data.intervention.foreignCombatBase;
      return { power: 'foreign', total: base + die, parts: { base, die }, cards: [] };
    }
    return { power: 'militia', total: die, parts: { die }, cards: [] };
  }
  const value = card === null ? 0 : siegeValue(em.index.cards, card);
  const doubled = used.some((c) => { const i = em.index.cards.get(c); return i?.kind === 'power' && i.power === 'double'; });
  const cards = doubled ? value * 2 : value;
  const fortification = traitor ? 0 : em.rules.defence[holding.defence];
  const mountains = em.index.cities.get(battle.to)?.terrain === 'mountains';
  const terrain = mountains && battle.kind !== 'long-range' ? em.rules.mountainBonus : 0;
  const die = em.roll(`defence of ${battle.to}`, holding.owner);
  return { power: holding.owner, total: cards + fortification + terrain + die, parts: { cards, fortification, terrain, die }, cards: used };
}

/** Both sides' totals; the attacker needs more than the defender (a tie holds the city). */
function fight(em: Emitter, card: string | null, used: readonly string[]): void {
  const battle = em.s.battle as Battle;
  const attacker = attackerSide(em, battle);
  const defender = defenderSide(em, battle, card, used);
  const winner = attacker.total > defender.total ? 'attacker' : 'defender';
  em.emit({ t: 'fight', kind: battle.kind, city: battle.to, attacker, defender, winner });
  if (battle.attacker !== 'foreign') {
    const power = battle.attacker;
    if (battle.cards.length > 0) em.emit({ t: 'discard', power, cards: battle.cards, why: 'fight' });
    if (battle.influence > 0) em.emit({ t: 'influence', power, delta: -battle.influence, why: 'fight' });
    const ambassador = battle.cards.some((c) => { const i = em.index.cards.get(c); return i?.kind === 'power' && i.power === 'ambassador'; });
    if (ambassador && !playerOf(em.s, power).heroActive) em.emit({ t: 'hero', power, active: true });
  }
  const holder = em.s.cities[battle.to];
  if (holder !== undefined && used.length > 0) em.emit({ t: 'discard', power: holder.owner, cards: used, why: 'fight' });
  if (winner === 'attacker') conquer(em, battle);
  closeBattle(em);
}

function conquer(em: Emitter, battle: Battle): void {
  const holding = em.s.cities[battle.to];
  if (holding !== undefined) em.emit({ t: 'lost', power: holding.owner, city: battle.to });
  if (battle.attacker === 'foreign') {
    em.emit({ t: 'city', city: battle.to, holding: null, legion: true });
    return;
  }
  // A conqueror takes the castle or fortress as it stands (page 4: "Natuurlijk kunnen de spelers burchten en vestingen veroveren").
  const taken = holding === undefined ? { owner: battle.attacker, defence: 'garrison' as const } : { ...holding, owner: battle.attacker };
  em.emit({ t: 'city', city: battle.to, holding: taken, legion: false });
}

function closeBattle(em: Emitter): void {
  em.emit({ t: 'battle', battle: null });
  em.ask(null);
}

/** Marks an attack as made: its origin may not attack again this round, nor the player attack the same city again. */
export function countAttack(em: Emitter, power: Power, from: string, to: string): void {
  em.emit({ t: 'attack-made', power, from, to });
}
