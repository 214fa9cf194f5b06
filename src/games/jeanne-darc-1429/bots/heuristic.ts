import { powerCardIn, siegeValue } from '../battle.js';
import type { AttackPower, JdaCommand } from '../commands.js';
import { contextOf, type Ctx } from '../context.js';
import { attackPowerSets, attackRoutes, candidates, influenceSteps, isLegal, randomLegal, siegePairs } from '../legal.js';
import type { Power } from '../powers.js';
import { playerOf, type Holding, type JdaState, type Pending } from '../state.js';
import type { Bot } from './bot.js';
import { cityWorth, DEFENCE_WORTH, leaderBesides, meanSiege, standing, winChance } from './evaluate.js';

/** A command with the heuristic's rating of it (higher is better); not yet checked. */
export interface Scored {
  readonly command: JdaCommand;
  readonly score: number;
}

/** Below this an attack or a provoked uprising is not worth its cards: the player passes. */
const PASS = 0.25;

/** A card's worth kept in the hand, against what spending it buys. */
const CARD_COST = 0.12;
const INFLUENCE_COST = 0.35;
const POWER_CARD_COST = 0.6;

interface Mind {
  readonly ctx: Ctx;
  readonly me: Power;
  readonly leader: Power | undefined;
}

/** A defence one step lower: what an owner loses when a city rises or changes hands. */
function lossTo(m: Mind, holding: Holding, city: string): number {
  return holding.defence === 'garrison' ? cityWorth(m.ctx, holding.owner, city) : 1.5;
}

/** Harm to another player counts, most when he leads. */
function harmWeight(m: Mind, owner: Power): number {
  if (owner === m.me) return -1;
  return owner === m.leader ? 1 : 0.5;
}

/** Enemy cities a road or the sea (for a port) links to `city`: how exposed it is. */
function threat(m: Mind, city: string): number {
  const { s, index } = m.ctx;
  let n = 0;
  for (const near of index.neighbours.get(city) ?? []) {
    const owner = s.cities[near]?.owner;
    if ((owner !== undefined && owner !== m.me) || s.legion.includes(near)) n += 1;
  }
  if (index.cities.get(city)?.port === true && index.ports.some((p) => s.cities[p] !== undefined && s.cities[p].owner !== m.me)) n += 0.5;
  return n;
}

function siegeCount(m: Mind): number {
  return playerOf(m.ctx.s, m.me).hand.filter((c) => m.ctx.index.cards.get(c)?.kind === 'siege').length;
}

function buying(m: Mind, list: readonly JdaCommand[]): Scored[] {
  const siege = siegeCount(m);
  return list.map((command) => {
    if (command.type !== 'buy') return { command, score: 1 };
    const { purchase } = command;
    if (purchase.type === 'card') return { command, score: siege < 4 ? 3 : siege < 6 ? 1.5 : 0.5 };
    const worth = cityWorth(m.ctx, m.me, purchase.city);
    const danger = threat(m, purchase.city);
    return { command, score: purchase.type === 'castle' ? 1.2 + worth * danger : 1.1 + 0.8 * worth * danger };
  });
}

/** The chance a die beats a fortification alone: an uprising, the mercenaries, a provoked uprising. */
function risingChance(m: Mind, holding: Holding): number {
  return Math.max(0, 6 - m.ctx.rules.defence[holding.defence]) / 6;
}

/** The defence a player's city is expected to show: fortification, terrain and, if he holds cards, an average siege card. */
function expectedDefence(m: Mind, city: string, longRange: boolean, traitor: boolean): number {
  const { s, rules, index } = m.ctx;
  const holding = s.cities[city];
  if (holding === undefined) return s.legion.includes(city) ? index.data.intervention.foreignCombatBase : 0;
  const fortification = traitor ? 0 : rules.defence[holding.defence];
  const terrain = !longRange && index.cities.get(city)?.terrain === 'mountains' ? rules.mountainBonus : 0;
  const card = playerOf(s, holding.owner).hand.length > 0 ? meanSiege(index) : 0;
  return fortification + terrain + card;
}

function chooseCity(m: Mind, pending: Extract<Pending, { kind: 'choose-city' }>, list: readonly JdaCommand[]): Scored[] {
  const { s, index } = m.ctx;
  return list.map((command) => {
    const city = (command as Extract<JdaCommand, { type: 'choose-city' }>).city;
    const holding = s.cities[city];
    if (pending.reason === 'treaty') return { command, score: cityWorth(m.ctx, m.me, city) };
    if (pending.reason === 'intervention') {
      if (holding === undefined) {
        const mine = (index.neighbours.get(city) ?? []).some((n) => s.cities[n]?.owner === m.me);
        return { command, score: mine ? -0.5 : 0.1 };
      }
      const chance = winChance(index.data.intervention.foreignCombatBase - expectedDefence(m, city, true, false));
      return { command, score: chance * lossTo(m, holding, city) * harmWeight(m, holding.owner) - (holding.owner === m.me ? 5 : 0) };
    }
    if (holding === undefined) return { command, score: -100 };
    return { command, score: risingChance(m, holding) * lossTo(m, holding, city) * harmWeight(m, holding.owner) - (holding.owner === m.me ? 5 : 0) };
  });
}

function papal(m: Mind, list: readonly JdaCommand[]): Scored[] {
  const { s, index } = m.ctx;
  return list.map((command) => {
    const c = command as Extract<JdaCommand, { type: 'papal' }>;
    const cities = c.province !== undefined ? (index.provinces.get(c.province)?.cities ?? []) : [c.city as string];
    let score = c.province !== undefined ? 0 : -0.1;
    for (const city of cities) if (s.cities[city]?.owner === m.me) score += cityWorth(m.ctx, m.me, city) * (0.5 + threat(m, city));
    return { command, score };
  });
}

/** Every attack over the routes, rated by the chance to win against the expected defence, and the best per route. */
function attackPlans(m: Mind, longRange: boolean): Scored[] {
  const { ctx, me } = m;
  const { s, index } = ctx;
  const player = playerOf(s, me);
  const pairs = siegePairs(ctx, player.hand);
  if (pairs.length === 0) return [];
  const steps = influenceSteps(ctx, me);
  const powerSets = attackPowerSets(ctx, player.hand);
  const hero = index.heroBonus.get(me) ?? 0;
  const out: Scored[] = [];
  for (const [from, to] of attackRoutes(ctx, me, longRange)) {
    const road = (index.neighbours.get(from) ?? []).includes(to);
    if (!longRange && !road && s.seaLord !== null && s.seaLord !== me) continue;
    const holding = s.cities[to];
    const gain = cityWorth(ctx, me, to) + (holding === undefined ? 0.3 : lossTo(m, holding, to) * harmWeight(m, holding.owner) + DEFENCE_WORTH[holding.defence]);
    let best: Scored | undefined;
    for (const cards of pairs) {
      const values = cards.map((c) => siegeValue(index.cards, c));
      for (const influence of steps) {
        for (const powers of powerSets) {
          const total = (values[0] as number) + (values[1] as number) + (powers.includes('double') ? Math.max(...values) : 0) + influence + (player.heroActive || powers.includes('ambassador') ? hero : 0);
          const chance = winChance(total - expectedDefence(m, to, longRange, powers.includes('traitor')));
          const bonus = powers.includes('ambassador') && !player.heroActive ? 0.5 : 0;
          const score = chance * gain + bonus - CARD_COST * (total - influence) - INFLUENCE_COST * influence - POWER_CARD_COST * powers.length;
          if (best === undefined || score > best.score) {
            const command: JdaCommand = powers.length === 0 ? { type: 'attack', from, to, cards, influence } : { type: 'attack', from, to, cards, influence, powers: powers as AttackPower[] };
            best = { command, score };
          }
        }
      }
    }
    if (best !== undefined) out.push(best);
  }
  return out;
}

function provokes(m: Mind): Scored[] {
  const { s, index } = m.ctx;
  if (powerCardIn(playerOf(s, m.me).hand, index.cards, 'uprising') === undefined) return [];
  const out: Scored[] = [];
  for (const city of index.cityIds) {
    const holding = s.cities[city];
    if (holding === undefined || holding.owner === m.me) continue;
    out.push({ command: { type: 'provoke', city }, score: risingChance(m, holding) * lossTo(m, holding, city) * harmWeight(m, holding.owner) - POWER_CARD_COST });
  }
  return out;
}

function defence(m: Mind, list: readonly JdaCommand[]): Scored[] {
  const { s, index, rules } = m.ctx;
  const battle = s.battle;
  if (battle === null) return list.map((command) => ({ command, score: 0 }));
  const holding = s.cities[battle.to] as Holding;
  const worth = cityWorth(m.ctx, m.me, battle.to) + DEFENCE_WORTH[holding.defence];
  // The attack's cards are hidden: two average siege cards, the influence shown and an active hero.
  const attacker = battle.attacker === 'foreign' ? index.data.intervention.foreignCombatBase : 2 * meanSiege(index) + battle.influence + (playerOf(s, battle.attacker).heroActive ? (index.heroBonus.get(battle.attacker) ?? 0) : 0);
  const base = rules.defence[holding.defence] + (battle.kind !== 'long-range' && index.cities.get(battle.to)?.terrain === 'mountains' ? rules.mountainBonus : 0);
  return list.map((command) => {
    const c = command as Extract<JdaCommand, { type: 'defend' }>;
    if (c.powers?.includes('retreat') === true) return { command, score: worth - POWER_CARD_COST };
    const value = c.card === null ? 0 : siegeValue(index.cards, c.card) * (c.powers?.includes('double') === true ? 2 : 1);
    const hold = 1 - winChance(attacker - base - value);
    return { command, score: hold * worth - CARD_COST * (c.card === null ? 0 : siegeValue(index.cards, c.card)) - POWER_CARD_COST * (c.powers?.length ?? 0) };
  });
}

function duel(m: Mind, list: readonly JdaCommand[]): Scored[] {
  const { index } = m.ctx;
  const steps = influenceSteps(m.ctx, m.me);
  const middle = steps[1] ?? 0;
  return list.map((command) => {
    const c = command as Extract<JdaCommand, { type: 'duel' }>;
    return { command, score: (c.card === null ? 0 : siegeValue(index.cards, c.card)) + (c.influence === middle ? 0.5 : 0) };
  });
}

function expansion(m: Mind, list: readonly JdaCommand[]): Scored[] {
  const { s } = m.ctx;
  return list.map((command) => {
    const c = command as Extract<JdaCommand, { type: 'expand' }>;
    let score = 0;
    for (const city of c.cities) score += cityWorth(m.ctx, m.me, city);
    if (c.cities.length === 2) score += 0.2;
    if (c.bySea === true) score *= s.seaLord !== null && s.seaLord !== m.me ? 0 : 0.8;
    return { command, score };
  });
}

/**
 * The heuristic's rating of what the seat may answer, best first. It reads only the seat's own hand
 * and public facts: others' hands by their size, an attack on it by its influence, never the cards.
 */
export function scoredCommands(s: JdaState, seat: Power): Scored[] {
  const pending = s.pending;
  if (pending === null || s.result !== null) return [];
  const ctx = contextOf(s);
  const m: Mind = { ctx, me: seat, leader: leaderBesides(ctx, seat) };
  let scored: Scored[];
  switch (pending.kind) {
    case 'status': {
      const behind = m.leader !== undefined && standing(ctx, m.leader) >= standing(ctx, seat);
      scored = [
        { command: { type: 'status', choice: 'war' }, score: behind ? 1 : 0 },
        { command: { type: 'status', choice: 'peace' }, score: behind ? 0 : 1 },
      ];
      break;
    }
    case 'buy':
      scored = buying(m, candidates(ctx, seat, pending));
      break;
    case 'choose-city':
      scored = chooseCity(m, pending, candidates(ctx, seat, pending));
      break;
    case 'choose-player':
      scored = candidates(ctx, seat, pending).map((command) => {
        const victim = (command as Extract<JdaCommand, { type: 'choose-player' }>).power;
        return { command, score: playerOf(s, victim).hand.length + (victim === m.leader ? 3 : 0) };
      });
      break;
    case 'papal':
      scored = papal(m, candidates(ctx, seat, pending));
      break;
    case 'long-range-attack':
    case 'attack':
      scored = [{ command: { type: 'pass' }, score: PASS }, ...attackPlans(m, pending.kind === 'long-range-attack'), ...(pending.kind === 'attack' ? provokes(m) : [])];
      break;
    case 'duel':
      scored = duel(m, candidates(ctx, seat, pending));
      break;
    case 'veto':
      scored = [
        { command: { type: 'veto', forbid: true }, score: 1 },
        { command: { type: 'veto', forbid: false }, score: 0 },
      ];
      break;
    case 'defend':
      scored = defence(m, candidates(ctx, seat, pending));
      break;
    case 'expand':
      scored = expansion(m, candidates(ctx, seat, pending));
      break;
    case 'order-events':
      scored = candidates(ctx, seat, pending).map((command) => ({ command, score: 0 }));
      break;
  }
  // A stable sort: among equals the candidates' own order decides, so choices are reproducible.
  return scored.sort((a, b) => b.score - a.score);
}

/** The best-rated legal commands, at most `count`. */
export function bestLegal(s: JdaState, seat: Power, count: number): Scored[] {
  const out: Scored[] = [];
  for (const scored of scoredCommands(s, seat)) {
    if (out.length >= count) break;
    if (isLegal(s, seat, scored.command)) out.push(scored);
  }
  return out;
}

/**
 * The heuristic player: it rates the answers to each question by what they gain or risk on the
 * board (cities and the provinces they complete, defences, the leader's losses, cards and influence
 * spent, win chances of fights against the expected defence) and gives the best legal one.
 */
export const heuristicBot: Bot = {
  name: 'heuristic',
  choose(state, seat, random) {
    const best = bestLegal(state, seat, 1)[0]?.command ?? randomLegal(state, seat, random);
    if (best === undefined) throw new Error(`no legal command for ${seat} (${state.pending?.kind ?? 'nothing pending'})`);
    return best;
  },
};
