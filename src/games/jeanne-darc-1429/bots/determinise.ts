import { contextOf } from '../context.js';
import { eventPool } from '../phases/events/draw.js';
import type { Power } from '../powers.js';
import type { Battle, Duel, JdaState } from '../state.js';
import type { RandomInt } from './bot.js';

const ATTACK_POWERS = new Set(['ambassador', 'double', 'traitor']);

function shuffle<T>(list: T[], random: RandomInt): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = random(0, i);
    const x = list[i] as T;
    list[i] = list[j] as T;
    list[j] = x;
  }
  return list;
}

/** Takes the first card of `pool` that `fits`, or undefined. */
function take(pool: string[], fits: (card: string) => boolean): string | undefined {
  const at = pool.findIndex(fits);
  return at < 0 ? undefined : (pool.splice(at, 1)[0] as string);
}

/**
 * One possible truth behind what `seat` knows. Hidden from it are the draw pile's order, the other
 * hands, the others' secret War/Peace and duel choices, the events the first player drew (unless it
 * is him) and the cards of an attack on it. Those are drawn afresh: the unseen cards (draw pile and
 * other hands together, sorted, so that only their multiset counts) are shuffled and dealt to the
 * others by their hand sizes, an attacker first getting two siege cards and the number of power
 * cards his attack shows; secret choices are drawn at random from what each could have chosen;
 * drawn events from the markers left in the cup. Two states `seat` cannot tell apart give the same
 * result for the same random numbers.
 */
export function determinise(s: JdaState, seat: Power, random: RandomInt): JdaState {
  const ctx = contextOf(s);
  const cards = ctx.index.cards;
  const others = s.players.filter((p) => p.power !== seat);
  const pool = shuffle([...s.deck, ...others.flatMap((p) => p.hand)].sort(), random);
  const hands = new Map<Power, string[]>();
  let battle: Battle | null = s.battle;
  if (battle !== null && battle.attacker !== 'foreign' && battle.attacker !== seat && battle.cards.length > 0) {
    const siege = [take(pool, (c) => cards.get(c)?.kind === 'siege'), take(pool, (c) => cards.get(c)?.kind === 'siege')];
    const kinds = new Set<string>();
    const powers: (string | undefined)[] = [];
    for (let i = 2; i < battle.cards.length; i++) {
      const card = take(pool, (c) => {
        const info = cards.get(c);
        return info?.kind === 'power' && ATTACK_POWERS.has(info.power) && !kinds.has(info.power);
      });
      const info = card === undefined ? undefined : cards.get(card);
      if (info?.kind === 'power') kinds.add(info.power);
      powers.push(card);
    }
    const drawn = [...siege, ...powers].filter((c): c is string => c !== undefined);
    // The real cards are among the unseen ones, so a draw always succeeds; the guard keeps the shape.
    if (drawn.length === battle.cards.length) {
      battle = { ...battle, cards: drawn };
      hands.set(battle.attacker as Power, drawn.slice());
    } else pool.push(...drawn);
  }
  for (const player of others) {
    const hand = hands.get(player.power) ?? [];
    hands.set(player.power, [...hand, ...pool.splice(0, player.hand.length - hand.length)]);
  }
  const players = s.players.map((p) => (p.power === seat ? p : { ...p, hand: hands.get(p.power) as string[] }));
  const choices: JdaState['choices'] = {};
  // In turn order, so that the order in which the choices were made does not matter.
  for (const power of s.turnOrder) {
    if (s.choices[power] !== undefined) choices[power] = power === seat ? s.choices[power] : random(0, 1) === 0 ? 'war' : 'peace';
  }
  let duel: Duel | null = s.duel;
  if (duel !== null) {
    const secret: Duel['choices'] = {};
    for (const power of s.turnOrder) {
      if (duel.choices[power] === undefined) continue;
      if (power === seat) {
        secret[power] = duel.choices[power];
        continue;
      }
      const player = players.find((p) => p.power === power) as (typeof players)[number];
      const siege = player.hand.filter((c) => cards.get(c)?.kind === 'siege');
      const card = siege.length === 0 ? null : (siege[random(0, siege.length - 1)] as string);
      secret[power] = { card, influence: random(0, Math.min(ctx.rules.fightInfluenceMax, player.influence)) };
    }
    duel = { ...duel, choices: secret };
  }
  let eventsDrawn = s.eventsDrawn;
  if (eventsDrawn.length > 0 && s.turnOrder[0] !== seat) {
    const cup = eventPool(ctx);
    for (const done of s.eventsDone) {
      const at = cup.indexOf(done);
      if (at >= 0) cup.splice(at, 1);
    }
    eventsDrawn = shuffle(cup, random).slice(0, eventsDrawn.length);
  }
  return { ...s, players, deck: pool, choices, duel, battle, eventsDrawn };
}
