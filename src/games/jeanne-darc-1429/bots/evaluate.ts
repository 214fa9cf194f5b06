import type { Ctx } from '../context.js';
import type { GameIndex } from '../data/board-index.js';
import type { Power } from '../powers.js';
import type { Defence } from '../state.js';

/** P(lead + W6 > W6) for whole leads −6 … 6; below it is 0, above 1. */
const BEATS = Array.from({ length: 13 }, (_, i) => {
  let wins = 0;
  for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (i - 6 + a > d) wins += 1;
  return wins / 36;
});

const beats = (lead: number) => (lead < -6 ? 0 : lead > 6 ? 1 : (BEATS[lead + 6] as number));

/** Chance that `lead` plus a die beats a die (strictly), a fractional lead read between its whole neighbours. */
export function winChance(lead: number): number {
  const low = Math.floor(lead);
  const frac = lead - low;
  return frac === 0 ? beats(low) : beats(low) * (1 - frac) + beats(low + 1) * frac;
}

const averages = new WeakMap<GameIndex, number>();

/** The mean value of a siege card in the deck: what a hidden card is guessed to be worth. */
export function meanSiege(index: GameIndex): number {
  let mean = averages.get(index);
  if (mean === undefined) {
    let total = 0;
    let count = 0;
    for (const card of index.data.combatCards.cards) {
      if (card.kind !== 'siege') continue;
      total += card.value * card.count;
      count += card.count;
    }
    mean = count === 0 ? 0 : total / count;
    averages.set(index, mean);
  }
  return mean;
}

/** What a province is worth to a holder of `held` of its `size` cities: its throne points when whole, less and less below. */
export function provinceValue(held: number, size: number, points: number): number {
  if (held <= 0) return 0;
  return held >= size ? 2 * points : points * (held / size) ** 2;
}

function provincePoints(ctx: Ctx, province: string): number {
  return ctx.index.provinces.get(province)?.ileDeFrance === true ? ctx.rules.throne.ileDeFrance : ctx.rules.throne.province;
}

/** How many cities of the province `power` holds. */
export function heldIn(ctx: Ctx, power: Power, province: string): number {
  let held = 0;
  for (const city of ctx.index.provinces.get(province)?.cities ?? []) if (ctx.s.cities[city]?.owner === power) held += 1;
  return held;
}

export const DEFENCE_WORTH: Readonly<Record<Defence, number>> = { garrison: 0, castle: 1.5, fortress: 3 };

/** What holding `city` adds for `power` (gaining it) or costs him (losing it): a city's income and its province's share. */
export function cityWorth(ctx: Ctx, power: Power, city: string): number {
  const province = ctx.index.cities.get(city)?.province as string;
  const size = ctx.index.provinces.get(province)?.cities.length ?? 1;
  const points = provincePoints(ctx, province);
  const held = heldIn(ctx, power, province);
  const has = ctx.s.cities[city]?.owner === power;
  const without = has ? held - 1 : held;
  return 1 + provinceValue(without + 1, size, points) - provinceValue(without, size, points);
}

/**
 * A power's standing from public facts only: throne points, provinces (whole or in part), cities and
 * their defences, cards by number, influence and money. The bots compare it between players.
 */
export function standing(ctx: Ctx, power: Power): number {
  const { s, index } = ctx;
  const player = s.players.find((p) => p.power === power);
  if (player === undefined) return 0;
  let score = 10 * player.throne + 0.5 * player.influence + 0.1 * player.money + 0.6 * player.hand.length;
  for (const province of index.provinces.values()) score += 4 * provinceValue(heldIn(ctx, power, province.id), province.cities.length, provincePoints(ctx, province.id));
  for (const city in s.cities) {
    const holding = s.cities[city];
    if (holding?.owner === power) score += 1.5 + DEFENCE_WORTH[holding.defence];
  }
  return score;
}

/** The player other than `power` with the best standing. */
export function leaderBesides(ctx: Ctx, power: Power): Power | undefined {
  let best: Power | undefined;
  let most = -Infinity;
  for (const other of ctx.s.turnOrder) {
    if (other === power) continue;
    const score = standing(ctx, other);
    if (score > most) {
      most = score;
      best = other;
    }
  }
  return best;
}
