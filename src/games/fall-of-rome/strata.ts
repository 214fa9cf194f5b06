/**
 * The known piles on top of the barbarian deck (FR-28), top first, as each deck event changes
 * them. Every function takes the piles cut to the deck's length (state.ts barbarianPiles) and
 * the deck as it was before the event.
 */

/** Without empty piles. */
const kept = (piles: readonly number[]): number[] => piles.filter((n) => n > 0);

/** The top card turned over: it came from the top pile. */
export function afterTopReveal(piles: readonly number[]): number[] {
  return kept(piles.map((n, i) => (i === 0 ? n - 1 : n)));
}

/** The bottom card turned over (a revolt): it came from the last pile only when no unknown cards lie below the piles. */
export function afterBottomReveal(piles: readonly number[], deckLength: number): number[] {
  const known = piles.reduce((a, b) => a + b, 0);
  if (known < deckLength) return piles.slice();
  return kept(piles.map((n, i) => (i === piles.length - 1 ? n - 1 : n)));
}

/** The discard shuffled on top: a new pile of its size. */
export function afterShuffle(piles: readonly number[], size: number): number[] {
  return kept([size, ...piles]);
}

/**
 * The top `count` cards laid in a new order (Melius cavere). Only its player saw them (FR-2), so
 * the table knows no more than before: the piles the top cards were taken from become one pile,
 * and when the top reached below the known piles nothing on top is known any more (FR-29).
 */
export function afterReorder(piles: readonly number[], count: number): number[] {
  let covered = 0;
  let i = 0;
  while (i < piles.length && covered < count) covered += piles[i++] as number;
  return covered < count ? [] : [covered, ...piles.slice(i)];
}

/** The card `position` places below the top (0 is the top) taken out of the deck. */
export function afterBury(piles: readonly number[], position: number): number[] {
  let start = 0;
  return kept(
    piles.map((n) => {
      const inside = position >= start && position < start + n;
      start += n;
      return inside ? n - 1 : n;
    }),
  );
}
