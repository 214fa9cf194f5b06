import { announceBattle, attackHandProblems, countAttack, papalProtects, powerCardIn } from '../../battle.js';
import type { Ctx } from '../../context.js';
import type { Emitter } from '../../emitter.js';
import type { CommandOf, Handlers } from '../../handler.js';
import type { Power } from '../../powers.js';
import { refusal, type Refusal } from '../../refusals.js';
import { playerOf } from '../../state.js';
import { attacksLeft, isEnemyCity } from '../attacks.js';
import { cityName, garrisonsLeft } from '../expansion.js';
import { firstPlayer } from './first.js';

function openOrigin(ctx: Ctx, power: Power, city: string): boolean {
  return ctx.s.cities[city]?.owner === power && !ctx.s.attackOrigins.includes(city);
}

function openTarget(ctx: Ctx, power: Power, city: string): boolean {
  return isEnemyCity(ctx, power, city) && !(ctx.s.attackTargets[power] ?? []).includes(city) && !papalProtects(ctx, city);
}

/**
 * Whether the first player may be offered the long-range attack, judged on public facts only (hand size,
 * not its cards): an attack left this round, a garrison marker for a conquest, an origin and a target (JDA-47).
 */
function mayAttackFromAfar(ctx: Ctx, power: Power): boolean {
  if (playerOf(ctx.s, power).hand.length < 2 || !attacksLeft(ctx, power) || garrisonsLeft(ctx, power) === 0) return false;
  return ctx.index.cityIds.some((c) => openOrigin(ctx, power, c)) && ctx.index.cityIds.some((c) => openTarget(ctx, power, c));
}

/** "Met deze gebeurtenis mag de eerste speler een vijandelijk bezette stad aanvallen": he may, so he is asked. */
export function startLongRange(em: Emitter): void {
  const power = firstPlayer(em);
  if (mayAttackFromAfar(em, power)) em.ask({ kind: 'long-range-attack', power });
}

/**
 * "… zonder rekening te hoeven houden met terrein of afstand. Dit telt als een aanval, en de eerste speler
 * bepaalt vanuit welke stad wordt aangevallen": any of his cities that has not attacked, any city of another
 * player or a foreign legion, no road or port needed; otherwise an attack's rules (two siege cards, influence,
 * power cards; in Peace it is the round's attack) (JDA-46).
 */
function longRangeProblems(ctx: Ctx, power: Power, command: CommandOf<'attack'>): Refusal[] {
  const { from, to } = command;
  const problems: Refusal[] = [];
  if (!ctx.index.cities.has(from)) problems.push(refusal('unknown-city', { city: from }, 'from'));
  else if (ctx.s.cities[from]?.owner !== power) problems.push(refusal('not-your-city', { city: cityName(ctx, from) }, 'from'));
  else if (ctx.s.attackOrigins.includes(from)) problems.push(refusal('origin-used', { city: cityName(ctx, from) }, 'from'));
  if (!ctx.index.cities.has(to)) problems.push(refusal('unknown-city', { city: to }, 'to'));
  else if (!isEnemyCity(ctx, power, to)) problems.push(refusal('not-enemy-city', { city: cityName(ctx, to) }, 'to'));
  else {
    if ((ctx.s.attackTargets[power] ?? []).includes(to)) problems.push(refusal('already-attacked', { city: cityName(ctx, to) }, 'to'));
    if (papalProtects(ctx, to)) problems.push(refusal('papal-protection', { city: cityName(ctx, to) }, 'to'));
  }
  if (!attacksLeft(ctx, power)) problems.push(refusal('peace-attack-used', { max: ctx.rules.peaceAttacks }));
  if (garrisonsLeft(ctx, power) === 0) problems.push(refusal('no-garrison-markers', { limit: ctx.rules.garrisonMarkers }));
  problems.push(...attackHandProblems(ctx, power, command.cards, command.influence, command.powers ?? []));
  return problems;
}

/** Counted as an attack when announced, so its origin cannot attack again this round; no landing, so no sea lord's veto. */
function attackFromAfar(em: Emitter, power: Power, command: CommandOf<'attack'>): void {
  const hand = playerOf(em.s, power).hand;
  const powerCards = (command.powers ?? []).map((kind) => powerCardIn(hand, em.index.cards, kind) as string);
  countAttack(em, power, command.from, command.to);
  announceBattle(em, { attacker: power, from: command.from, to: command.to, cards: [...command.cards, ...powerCards], influence: command.influence, kind: 'long-range' });
}

export const LONG_RANGE_HANDLERS: Handlers = {
  'long-range-attack': {
    attack: { check: (ctx, power, command) => longRangeProblems(ctx, power, command), resolve: (em, power, command) => attackFromAfar(em, power, command) },
    pass: { check: () => [], resolve: (em) => em.ask(null) },
  },
};
