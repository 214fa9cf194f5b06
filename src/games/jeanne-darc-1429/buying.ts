import { defenceMarkers } from './city-counts.js';
import type { Power } from './powers.js';
import { priceOf, type Purchase } from './prices.js';
import { refusal, type Refusal } from './refusals.js';
import type { JdaRules } from './rules.js';
import { playerOf, type JdaState } from './state.js';

export type Outcome = { readonly ok: true; readonly state: JdaState } | { readonly ok: false; readonly problems: readonly Refusal[] };

/** Opens phase 4: the first player in turn order buys first, nobody has built a castle yet. */
export function startBuying(state: JdaState): JdaState {
  return { ...state, phase: 'buying', buying: { next: 0, castleBuilders: [] } };
}

function turnProblems(state: JdaState, power: Power): Refusal[] {
  if (state.phase !== 'buying' || state.buying === undefined) return [refusal('not-buying-phase')];
  const next = state.turnOrder[state.buying.next];
  return next === power ? [] : [refusal('not-your-turn', { next: next ?? '-' })];
}

/** Castle markers on the board: a fortress sits under its castle, so it keeps one in use (JDA-5). */
function markersInUse(state: JdaState, rules: JdaRules): { castles: number; fortresses: number } {
  const { castles, fortresses } = defenceMarkers(state.cities);
  return { castles: castles + (rules.fortressKeepsCastle ? fortresses : 0), fortresses };
}

function buildProblems(state: JdaState, power: Power, purchase: Exclude<Purchase, { type: 'card' }>, rules: JdaRules): Refusal[] {
  const { city } = purchase;
  const holding = state.cities[city];
  if (holding === undefined || holding.owner !== power) return [refusal('not-your-city', { city }, 'city')];
  const inUse = markersInUse(state, rules);
  if (purchase.type === 'castle') {
    if (holding.defence !== 'garrison') return [refusal('already-fortified', { city }, 'city')];
    if (state.buying?.castleBuilders.includes(power)) return [refusal('one-castle-per-round')];
    if (inUse.castles >= rules.markers.castles) return [refusal('no-castle-markers', { limit: rules.markers.castles })];
    return [];
  }
  if (holding.defence === 'garrison') return [refusal('fortress-needs-castle', { city }, 'city')];
  if (holding.defence === 'fortress') return [refusal('already-fortress', { city }, 'city')];
  if (holding.castleBuiltInRound === state.round) return [refusal('castle-built-this-round', { city }, 'city')];
  if (inUse.fortresses >= rules.markers.fortresses) return [refusal('no-fortress-markers', { limit: rules.markers.fortresses })];
  return [];
}

/** Every reason the purchase is refused now; none means it may be made. */
export function checkPurchase(state: JdaState, power: Power, purchase: Purchase, rules: JdaRules): Refusal[] {
  const turn = turnProblems(state, power);
  if (turn.length > 0) return turn;
  const player = playerOf(state, power);
  const price = priceOf(purchase.type, state.turnOrder.length, rules);
  const problems: Refusal[] = [];
  if (purchase.type === 'card') {
    if (state.deck.length === 0 && state.discard.length === 0) problems.push(refusal('deck-empty'));
    if (rules.overLimitPurchase === 'refuse' && player.hand.length + 1 > rules.handLimit) problems.push(refusal('hand-limit', { limit: rules.handLimit }));
  } else {
    problems.push(...buildProblems(state, power, purchase, rules));
  }
  if (player.money < price) problems.push(refusal('not-enough-money', { price, money: player.money }));
  return problems;
}

/** Makes one purchase of the player whose turn it is; a card is the top card of the draw pile. */
export function purchase(state: JdaState, power: Power, bought: Purchase, rules: JdaRules): Outcome {
  const problems = checkPurchase(state, power, bought, rules);
  if (problems.length > 0) return { ok: false, problems };
  const player = playerOf(state, power);
  const money = player.money - priceOf(bought.type, state.turnOrder.length, rules);
  const buying = state.buying as NonNullable<JdaState['buying']>;
  if (bought.type === 'card') {
    const [card, ...deck] = state.deck as [string, ...string[]];
    return { ok: true, state: withPlayer({ ...state, deck }, { ...player, money, hand: [...player.hand, card] }) };
  }
  const holding = state.cities[bought.city] as NonNullable<JdaState['cities'][string]>;
  const cities = {
    ...state.cities,
    [bought.city]:
      bought.type === 'castle' ? { ...holding, defence: 'castle' as const, castleBuiltInRound: state.round } : { owner: holding.owner, defence: 'fortress' as const },
  };
  const castleBuilders = bought.type === 'castle' ? [...buying.castleBuilders, power] : buying.castleBuilders;
  return { ok: true, state: withPlayer({ ...state, cities, buying: { ...buying, castleBuilders } }, { ...player, money }) };
}

/**
 * Ends the player's purchases. His hand cannot change again in this phase, so the hand limit "aan
 * het eind van de koopfase" is settled now: above the limit he names exactly the excess to discard (JDA-3).
 * After the last player the phase ends.
 */
export function checkEndPurchases(state: JdaState, power: Power, discards: readonly string[], rules: JdaRules): Refusal[] {
  const turn = turnProblems(state, power);
  if (turn.length > 0) return turn;
  const player = playerOf(state, power);
  const needed = Math.max(0, player.hand.length - rules.handLimit);
  if (discards.length !== needed) return [refusal('wrong-discard', { hand: player.hand.length, needed, given: discards.length }, 'discards')];
  const hand = [...player.hand];
  const problems: Refusal[] = [];
  discards.forEach((card, i) => {
    const at = hand.indexOf(card);
    if (at < 0) problems.push(refusal('card-not-in-hand', { card }, `discards[${i}]`));
    else hand.splice(at, 1);
  });
  return problems;
}

export function endPurchases(state: JdaState, power: Power, discards: readonly string[], rules: JdaRules): Outcome {
  const problems = checkEndPurchases(state, power, discards, rules);
  if (problems.length > 0) return { ok: false, problems };
  const player = playerOf(state, power);
  const hand = [...player.hand];
  for (const card of discards) hand.splice(hand.indexOf(card), 1);
  const buying = state.buying as NonNullable<JdaState['buying']>;
  const next = buying.next + 1;
  const after = withPlayer({ ...state, discard: [...state.discard, ...discards] }, { ...player, hand });
  if (next < state.turnOrder.length) return { ok: true, state: { ...after, buying: { ...buying, next } } };
  const { buying: _closed, ...rest } = after;
  return { ok: true, state: { ...rest, phase: 'player-order' } };
}

function withPlayer(state: JdaState, player: JdaState['players'][number]): JdaState {
  return { ...state, players: state.players.map((p) => (p.power === player.power ? player : p)) };
}
