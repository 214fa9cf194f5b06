import type { FrCommand } from '../commands.js';
import { cityCard, isEvent } from '../data/cards.js';
import { TRIBE_COUNT } from '../data/tribes.js';
import type { FrState } from '../state.js';

const CARD = 'do-ut-des';

function tribeCount(hand: readonly string[], tribe: number): number {
  let n = 0;
  for (const card of hand) if (cityCard(card)?.tribe === tribe) n += 1;
  return n;
}

/**
 * Do ut des as the planner offers it (the move generator offers none): a card of a tribe not yet
 * allied goes to the seat holding most of that tribe, which gives back the city card it needs
 * least (of the tribe it holds fewest of). In one city the normal form, apart the corrupt one.
 */
export function swapCommands(s: FrState, seat: number): FrCommand[] {
  const own = s.hands[seat] as readonly string[];
  if (!own.includes(CARD)) return [];
  // The event card itself is spent, so it is never swapped.
  const tradable = (who: number) => (s.hands[who] as readonly string[]).filter((c, i, hand) => !(who === seat && c === CARD && hand.indexOf(CARD) === i));
  const out: FrCommand[] = [];
  for (let t = 0; t < TRIBE_COUNT; t++) {
    if (s.allied[t]) continue;
    let holder = -1;
    let most = 0;
    s.hands.forEach((_, who) => {
      const n = tribeCount(tradable(who), t);
      if (n > most) {
        most = n;
        holder = who;
      }
    });
    if (holder < 0) continue;
    const mine = tradable(holder);
    let back: string | undefined;
    let fewest = Infinity;
    for (const card of mine) {
      const info = cityCard(card);
      if (info === undefined || info.tribe === t || isEvent(card)) continue;
      const n = tribeCount(mine, info.tribe);
      if (n < fewest) {
        fewest = n;
        back = card;
      }
    }
    if (back === undefined) continue;
    let offered = 0;
    s.hands.forEach((_, other) => {
      if (other === holder || offered >= 2) return;
      const give = tradable(other).find((c) => cityCard(c)?.tribe === t);
      if (give === undefined) return;
      offered += 1;
      const corrupt = s.pawns[other] !== s.pawns[holder];
      out.push({ type: 'event', card: CARD, ...(corrupt ? { corrupt: true } : {}), a: s.seats[other] as string, aCard: give, b: s.seats[holder] as string, bCard: back as string });
    });
  }
  return out;
}
