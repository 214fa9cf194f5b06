import { TRADERS } from '../data/traders.js';
import { num } from '../reports/text.js';
import type { World } from '../world/schema.js';
import type { Booking, Report } from './ledger.js';
import type { Bookings } from './schema.js';

type Entries = NonNullable<Bookings['tradeCards']>;

function lastIndex(entries: Entries, test: (entry: Entries[number]) => boolean): number {
  for (let i = entries.length - 1; i >= 0; i--) if (test(entries[i] as Entries[number])) return i;
  return -1;
}

/** What each realm holds after the entries: realm → card → count. */
function after(world: World, entries: Entries): Map<string, Map<string, number>> {
  const held = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    let cards = held.get(entry.realm);
    if (cards === undefined) {
      cards = new Map((world.realms.find((r) => r.id === entry.realm)?.tradeCards ?? []).map((c) => [c.card, c.count]));
      held.set(entry.realm, cards);
    }
    cards.set(entry.card, (cards.get(entry.card) ?? 0) + entry.change);
  }
  return held;
}

/**
 * Trade cards are the game masters' bookkeeping (R §6.4.1; P-282): each entry adds or takes cards of one
 * kind from a realm; no realm holds fewer than none, and the consortium at most 120. Arbiter invents no
 * rule of what the cards buy.
 */
export function checkTradeCards(world: World, entries: Entries, report: Report): void {
  const kinds = new Map(world.realms.map((r) => [r.id, r.kind]));
  entries.forEach((entry, i) => {
    if (!kinds.has(entry.realm)) report(`tradeCards[${i}].realm`, 'unknown-realm', `no realm has the id "${entry.realm}"`);
  });
  for (const [realm, cards] of after(world, entries)) {
    if (!kinds.has(realm)) continue;
    const i = lastIndex(entries, (e) => e.realm === realm);
    for (const [card, count] of cards) if (count < 0) report(`tradeCards[${lastIndex(entries, (e) => e.realm === realm && e.card === card)}].change`, 'cards-negative', `${realm} would hold ${count} cards "${card}"`);
    const total = [...cards.values()].reduce((sum, n) => sum + Math.max(0, n), 0);
    if (kinds.get(realm) === 'traders' && total > TRADERS.cardsMax) report(`tradeCards[${i}]`, 'trade-cards-max', `the consortium would hold ${total} trade cards; at most ${TRADERS.cardsMax} (R §6.4.1)`);
  }
}

export function bookTradeCards(world: World, entries: Entries): Booking[] {
  const held = after(world, entries);
  for (const [realm, cards] of held) {
    const record = world.realms.find((r) => r.id === realm);
    if (record === undefined) continue;
    const list = [...cards].filter(([, n]) => n > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([card, count]) => ({ card, count }));
    if (list.length === 0) delete record.tradeCards;
    else record.tradeCards = list;
  }
  return entries.map((entry) => {
    const total = held.get(entry.realm)?.get(entry.card) ?? 0;
    const note = entry.note === undefined ? '' : ` (${entry.note})`;
    const sign = entry.change > 0 ? '+' : '−';
    return {
      code: 'tradeCards',
      rule: 'R §6.4.1',
      realm: entry.realm,
      data: { card: entry.card, change: entry.change, count: total, ...(entry.note === undefined ? {} : { note: entry.note }) },
      de: `Handelskarten „${entry.card}“: ${sign}${num(Math.abs(entry.change), 'de')}, nun ${num(total, 'de')}${note}`,
      en: `Trade cards "${entry.card}": ${sign}${num(Math.abs(entry.change), 'en')}, now ${num(total, 'en')}${note}`,
    };
  });
}
