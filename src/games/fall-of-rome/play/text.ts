import { ROLE_TEXT } from '../data/roles.js';
import { cardTitle } from '../data/cards.js';
import { TRIBE_INFO } from '../data/tribes.js';
import type { FrCommand } from '../commands.js';
import type { FrView } from '../view.js';

const ABBR: Record<string, string> = Object.fromEntries(TRIBE_INFO.map((t) => [t.id, t.abbr]));

/** The board as text: tracks, every city holding something, the players and the decks. */
export function boardText(v: FrView): string {
  const lines: string[] = [];
  lines.push(`== Turn ${v.turn}: ${v.active} (${ROLE_TEXT[v.players.find((p) => p.seat === v.active)?.role ?? 'consul'].title}), ${v.phase} phase${v.phase === 'actions' ? `, ${v.actionsLeft} action(s) left` : ''} ==`);
  lines.push(`Invasion rate ${v.invasionRate} · recruitment rate ${v.recruitmentRate} · decline ${v.decline}/${v.declineLimit} · allied: ${v.allied.length === 0 ? 'none' : v.allied.join(', ')}`);
  lines.push(`Supply: ${v.supply.legions} legions, ${v.supply.forts} forts, barbarians ${TRIBE_INFO.map((t) => `${t.abbr} ${v.supply.barbarians[t.id]}`).join(' ')}`);
  lines.push('Cities:');
  for (const city of v.cities) {
    const pawns = v.players.filter((p) => p.city === city.name).map((p) => p.seat);
    const barbarians = Object.entries(city.barbarians).map(([tribe, n]) => `${ABBR[tribe]}×${n}`);
    if (barbarians.length === 0 && city.legions === 0 && !city.fort && pawns.length === 0) continue;
    const parts = [
      barbarians.length > 0 ? `barbarians ${barbarians.join(' ')}` : '',
      city.legions > 0 ? `legions ${city.legions}` : '',
      city.fort ? 'fort' : '',
      pawns.length > 0 ? `pawns ${pawns.join(' ')}` : '',
    ].filter((p) => p !== '');
    lines.push(`  ${city.name.padEnd(17)} ${parts.join(' · ')}`);
  }
  lines.push('Players:');
  for (const p of v.players) {
    const hand = p.hand.length === p.handSize ? p.hand.map(cardTitle).join(', ') : `${p.handSize} hidden card(s)`;
    lines.push(`  ${p.seat} ${ROLE_TEXT[p.role].title} in ${p.city}: ${hand || 'no cards'}`);
  }
  lines.push(`Player deck ${v.playerDeck} · barbarian deck ${v.barbarianDeck} · barbarian discard ${v.barbarianDiscard.length}${v.vestalisDeckSize > 0 ? ` · Vestalis deck ${v.vestalisDeckSize}` : ''}`);
  if (v.pending !== null) lines.push(`Waiting for ${v.pending.seat}: ${v.pending.kind}${'cards' in v.pending ? ` (${v.pending.cards.join(', ')})` : ''}`);
  return `${lines.join('\n')}\n`;
}

/** A command as a person reads it. */
export function commandText(c: FrCommand): string {
  const withLegions = (n: number | undefined) => (n ? ` with ${n} legion(s)` : '');
  switch (c.type) {
    case 'march':
      return `march to ${c.to}${withLegions(c.legions)}`;
    case 'sail':
      return `sail to ${c.to}${c.card ? ` (discard ${c.card})` : ''}${withLegions(c.legions)}`;
    case 'build-fort':
      return `build a fort${c.card ? ` (discard ${c.card})` : ' (2 legions)'}`;
    case 'battle':
      return `battle${c.dice ? ` with ${c.dice} dice` : ''}`;
    case 'conspire':
    case 'trade':
      return `${c.type}: ${c.direction} ${c.card} ${c.direction === 'give' ? 'to' : 'from'} ${c.with}`;
    case 'ally':
      return `ally with the ${c.tribe} (discard ${c.cards.join(', ')})`;
    case 'enlist':
      return `enlist the ${c.tribe} (discard ${c.card})`;
    case 'reinforce':
      return `add a legion in ${c.city}`;
    case 'levy':
      return `levy 2 legions (discard ${c.card})`;
    case 'transfer':
      return `move to ${c.to}${withLegions(c.legions)} (discard ${c.card})`;
    case 'consult':
      return `draw from the Vestalis deck (discard ${c.card})`;
    case 'draw':
      return c.three ? 'end actions: draw 3 cards, put 1 back' : 'end actions: draw 2 cards';
    case 'invade':
      return 'invasion phase';
    case 'continue':
      return 'resolve the second revolt';
    case 'remove':
      return `remove ${c.tribes.join(', ')}`;
    case 'discard':
    case 'put-back':
      return `${c.type} ${c.card}`;
    case 'reorder':
      return `order the top barbarian cards ${c.order.join(', ')}${c.remove ? ` and remove ${c.remove}` : ''}`;
    case 'event': {
      const { type: _type, card, corrupt, ...params } = c;
      const details = Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : '';
      return `play ${cardTitle(card)}${corrupt ? ' (corrupt)' : ''}${details}`;
    }
    default:
      return c.type;
  }
}
