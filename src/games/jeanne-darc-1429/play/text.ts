import type { JdaCommand } from '../commands.js';
import type { GameIndex } from '../data/board-index.js';
import type { JdaEvent } from '../events.js';
import { isPower, POWER_NAMES } from '../powers.js';
import type { Pending } from '../state.js';
import type { JdaView } from '../view.js';

const PHASE_TEXT: Readonly<Record<string, string>> = {
  income: 'phase 1, income',
  'political-status': 'phase 2, War or Peace',
  'combat-cards': 'phase 3, combat cards',
  buying: 'phase 4, buying',
  'player-order': 'phase 5, player order',
  events: 'phase 6, events and foreign intervention',
  'player-phase': 'phase 7, player phase',
  scoring: 'phase 8, scoring',
  over: 'the game is over',
};

const OTHERS: Readonly<Record<string, string>> = { foreign: 'the foreign power', militia: 'the militia' };

/** A power, a foreign power or a city's militia as players name them. */
export function who(id: string): string {
  return isPower(id) ? POWER_NAMES[id].en : (OTHERS[id] ?? id);
}

/** The words for the reasons and kinds events carry as ids. */
const WORDS: Readonly<Record<string, string>> = {
  'hand-limit': 'over the hand limit',
  confiscation: 'confiscation',
  fight: 'the fight',
  duel: 'the duel',
  'power-card': 'power card played',
  province: 'a whole province',
  'ile-de-france': 'Île-de-France',
  'naval-battle': 'naval battle',
  'winning-camp': 'the winning camp',
  'first-player': 'first player',
  attack: 'attack',
  'long-range': 'long-range attack',
  landing: 'landing',
  intervention: 'foreign intervention',
  uprising: 'uprising',
  mercenaries: 'mercenaries',
  provoked: 'provoked uprising',
  treaty: 'treaty',
  veto: 'landing forbidden',
  retreat: 'retreat',
  base: 'base',
  die: 'die',
  cards: 'cards',
  fortification: 'fortification',
  terrain: 'terrain',
  influence: 'influence',
  hero: 'hero',
};

function word(id: string): string {
  return WORDS[id] ?? id;
}

export function cityText(index: GameIndex, id: string): string {
  return index.cities.get(id)?.name ?? id;
}

const POWER_CARD_TEXT: Readonly<Record<string, string>> = { retreat: 'Retreat', traitor: 'Traitor', ambassador: 'Ambassador', double: 'Double', uprising: 'Uprising' };

/** A power card's kind as players name it. */
export function powerCardText(power: string): string {
  return POWER_CARD_TEXT[power] ?? power;
}

/** A combat card as players name it: "siege card 4", "Traitor". */
export function cardText(index: GameIndex, id: string): string {
  const card = index.cards.get(id);
  if (card === undefined) return id;
  return card.kind === 'siege' ? `siege card ${card.value}` : powerCardText(card.power);
}

/** "1 card", "3 cards". */
export function cardCount(n: number): string {
  return `${n} ${n === 1 ? 'card' : 'cards'}`;
}

function eventName(index: GameIndex, id: string): string {
  return index.data.events.events.find((e) => e.id === id)?.names.en ?? id;
}

/** The board as one seat sees it: round and phase, the players, every province's cities, the events and the question. */
export function boardText(v: JdaView, index: GameIndex): string {
  const lines: string[] = [];
  const status = v.status === null ? 'status not yet decided' : v.status === 'war' ? 'War' : 'Peace';
  lines.push(`== Round ${v.round}, ${PHASE_TEXT[v.phase] ?? v.phase} · ${status} · turn order ${v.turnOrder.map(who).join(', ')} ==`);
  lines.push('Players:');
  for (const p of v.players) {
    const you = p.power === v.you ? ' (you)' : '';
    const hand = p.power === v.you ? `cards: ${p.hand.length === 0 ? 'none' : p.hand.map((c) => cardText(index, c)).join(', ')}` : cardCount(p.handSize);
    lines.push(`  ${`${who(p.power)}${you}`.padEnd(16)} throne ${p.throne}, money ${p.money}, influence ${p.influence}${p.heroActive ? ', hero active' : ''}; ${hand}`);
  }
  lines.push('Provinces:');
  for (const province of index.provinces.values()) {
    const cities = province.cities.map((id) => {
      const holding = v.cities[id];
      const marks = [index.cities.get(id)?.terrain === 'mountains' ? 'mountains' : '', index.cities.get(id)?.port === true ? 'port' : '', v.plundered.includes(id) ? 'plundered' : ''].filter((m) => m !== '');
      const held = holding === undefined ? (v.legion.includes(id) ? 'foreign legion' : 'free') : `${who(holding.owner)} ${holding.defence}`;
      return `${cityText(index, id)} ${held}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
    });
    lines.push(`  ${province.name}${province.ileDeFrance ? ' (2 throne points)' : ''}: ${cities.join(' · ')}`);
  }
  const notes = [
    v.eventsDrawn.length > 0 ? `events to resolve: ${v.eventsDrawn.map((e) => (e === '?' ? 'hidden' : eventName(index, e))).join(', ')}` : '',
    v.eventsDone.length > 0 ? `events resolved: ${v.eventsDone.map((e) => eventName(index, e)).join(', ')}` : '',
    v.papal === null ? '' : `papal protection: ${'city' in v.papal ? cityText(index, v.papal.city) : (index.provinces.get(v.papal.province)?.name ?? v.papal.province)}`,
    v.seaLord === null ? '' : `sea lord: ${who(v.seaLord)}`,
    v.peaceNextRound ? 'next round is Peace (truce)' : '',
    v.halfIncomeNextRound ? 'next round half income (bad weather)' : '',
  ].filter((n) => n !== '');
  if (notes.length > 0) lines.push(notes.join(' · '));
  lines.push(`Draw pile ${v.deckSize} · discard pile ${v.discard.length}`);
  if (v.pending !== null) lines.push(`Waiting for ${pendingText(v.pending, v, index)}`);
  return `${lines.join('\n')}\n`;
}

/** The question the game waits on, as a sentence. */
export function pendingText(p: Pending, v: Pick<JdaView, 'battle' | 'duel'>, index: GameIndex): string {
  switch (p.kind) {
    case 'status':
      return `${p.waiting.map(who).join(', ')}: War or Peace (secret)`;
    case 'buy':
      return `${who(p.power)}: purchases (a card, a castle, a fortress) or the end of them`;
    case 'order-events':
      return `${who(p.power)}: the order of the events drawn`;
    case 'choose-city':
      return `${who(p.power)}: a city for the ${word(p.reason)} (${p.left} to choose)`;
    case 'choose-player':
      return `${who(p.power)}: the player whose cards are confiscated`;
    case 'papal':
      return `${who(p.power)}: the province or city under papal protection`;
    case 'long-range-attack':
      return `${who(p.power)}: a long-range attack, or pass`;
    case 'duel':
      return `${p.waiting.map(who).join(', ')}: a card and influence for the ${v.duel?.kind === 'naval' ? 'naval battle' : 'field battle'} (secret)`;
    case 'veto':
      return `${who(p.power)}: forbid the landing at ${v.battle === null ? '?' : cityText(index, v.battle.to)}?`;
    case 'defend':
      return `${who(p.power)}: defend ${v.battle === null ? '?' : cityText(index, v.battle.to)} against ${v.battle === null ? '?' : who(v.battle.attacker)}${v.battle !== null && v.battle.influence > 0 ? ` (${v.battle.influence} influence)` : ''}`;
    case 'expand':
      return `${who(p.power)}: expansion (free cities by road, or a port by sea)`;
    case 'attack':
      return `${who(p.power)}: an attack, a provoked uprising, or pass`;
  }
}

const withPowers = (powers: readonly string[] | undefined) => (powers === undefined || powers.length === 0 ? '' : ` + ${powers.map(powerCardText).join(', ')}`);

/**
 * A command as a person reads it. With `secret` false it leaves out what the other seats may not
 * learn from it: a War/Peace or duel choice, an event order, an attack's cards.
 */
export function commandText(c: JdaCommand, index: GameIndex, secret = true): string {
  switch (c.type) {
    case 'status':
      return secret ? `choose ${c.choice === 'war' ? 'War' : 'Peace'}` : 'has chosen War or Peace';
    case 'buy':
      return c.purchase.type === 'card' ? 'buy a combat card' : `build a ${c.purchase.type} in ${cityText(index, c.purchase.city)}`;
    case 'end-buying':
      return `end the purchases${c.discards !== undefined && c.discards.length > 0 ? ` (discard ${c.discards.map((d) => cardText(index, d)).join(', ')})` : ''}`;
    case 'order-events':
      return secret ? `resolve the events in this order: ${c.order.map((e) => eventName(index, e)).join(', ')}` : 'has ordered the events';
    case 'choose-city':
      return `choose ${cityText(index, c.city)}`;
    case 'choose-player':
      return `choose ${who(c.power)}`;
    case 'papal':
      return `protect ${c.province !== undefined ? (index.provinces.get(c.province)?.name ?? c.province) : cityText(index, c.city ?? '?')}`;
    case 'duel':
      return secret ? `fight with ${c.card === null ? 'no card' : cardText(index, c.card)} and ${c.influence} influence` : 'has chosen a card and influence';
    case 'expand':
      if (c.cities.length === 0) return 'take no free city';
      return `take ${c.cities.map((city) => cityText(index, city)).join(' and ')}${c.bySea === true ? ` by sea from ${cityText(index, c.from ?? '?')}` : ''}`;
    case 'attack':
      return `attack ${cityText(index, c.to)} from ${cityText(index, c.from)}${secret ? ` with ${c.cards.map((d) => cardText(index, d)).join(' and ')}${withPowers(c.powers)}` : ''}${c.influence > 0 ? `, ${c.influence} influence` : ''}`;
    case 'defend':
      if (c.powers?.includes('retreat') === true) return 'retreat (the attack is called off)';
      return `defend with ${c.card === null ? 'no card' : cardText(index, c.card)}${withPowers(c.powers)}`;
    case 'veto':
      return c.forbid ? 'forbid the landing' : 'allow the landing';
    case 'provoke':
      return `provoke an uprising in ${cityText(index, c.city)}`;
    case 'pass':
      return 'pass';
  }
}

function sideText(side: { power: string; total: number; parts: Readonly<Record<string, number>> }): string {
  const parts = Object.entries(side.parts).map(([name, n]) => `${word(name)} ${n}`).join(' + ');
  return `${who(side.power)} ${side.total} (${parts})`;
}

/** The events worth a line in the terminal's log (as the seat sees them), or undefined. */
export function eventText(e: JdaEvent, index: GameIndex): string | undefined {
  switch (e.t) {
    case 'round':
      return `— Round ${e.round} —`;
    case 'money':
      return `${who(e.power)} receives ${e.delta} Louis d'Or`;
    case 'status':
      if (e.plague === true) return 'After the plague this round is Peace, without a vote';
      return e.truce ? `Truce: this round is Peace` : `${e.status === 'war' ? 'War' : 'Peace'} (war: ${e.war.map(who).join(', ') || 'nobody'}; peace: ${e.peace.map(who).join(', ') || 'nobody'})`;
    case 'draw':
      return `${who(e.power)} draws ${e.cards.includes('?') ? cardCount(e.cards.length) : e.cards.map((c) => cardText(index, c)).join(', ')}`;
    case 'purchase':
      return `${who(e.power)} ${e.purchase.type === 'card' ? 'buys a card' : `builds a ${e.purchase.type} in ${cityText(index, e.purchase.city)}`} (${e.price} Louis d'Or)`;
    case 'discard':
      return `${who(e.power)} discards ${e.cards.map((c) => (c === '?' ? 'a card' : cardText(index, c))).join(', ')} (${word(e.why)})`;
    case 'order':
      return `Turn order: ${e.order.map(who).join(', ')}`;
    case 'events-drawn':
      return `${who(e.power)} draws ${e.events.includes('?') ? `${e.events.length} ${e.events.length === 1 ? 'event' : 'events'}` : e.events.map((id) => eventName(index, id)).join(', ')}`;
    case 'event':
      return `Event: ${eventName(index, e.event)}`;
    case 'papal':
      return e.papal === null ? undefined : `Papal protection for ${'city' in e.papal ? cityText(index, e.papal.city) : (index.provinces.get(e.papal.province)?.name ?? e.papal.province)}`;
    case 'interventions':
      return e.left > 0 ? `Foreign interventions to place: ${e.left}` : undefined;
    case 'fight':
      return `Fight (${word(e.kind)})${e.city === null ? '' : ` at ${cityText(index, e.city)}`}: ${sideText(e.attacker)} against ${sideText(e.defender)} — ${e.winner === 'none' ? 'nobody wins' : e.winner === 'attacker' ? `${who(e.attacker.power)} wins` : `${who(e.defender.power)} wins`}`;
    case 'called-off':
      return `The fight at ${cityText(index, e.city)} is called off (${word(e.why)} by ${who(e.by)})`;
    case 'city':
      return `${cityText(index, e.city)}: ${e.holding === null ? (e.legion ? 'a foreign legion holds it' : 'now free') : `${who(e.holding.owner)} ${e.holding.defence}`}`;
    case 'throne':
      return `${who(e.power)} gains ${e.delta} ${e.delta === 1 ? 'throne point' : 'throne points'} (${word(e.why)})`;
    case 'sea-lord':
      return e.power === null ? undefined : `${who(e.power)} rules the sea this round`;
    case 'hero':
      return e.active ? `${who(e.power)}'s hero is active` : undefined;
    case 'plague':
      return 'The plague: the rest of the round is skipped';
    case 'end-roll':
      return `End of the game after round ${e.round}? rolled ${e.roll}, needed ${e.needed}`;
    case 'end':
      return `The game is over. ${e.result.winners.length === 1 ? 'Winner' : 'Winners'}: ${e.result.winners.map(who).join(', ')}`;
    default:
      return undefined;
  }
}
