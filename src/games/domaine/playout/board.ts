import type { SeededDice } from '../../../kernel/dice.js';
import { SIZE, turnTile } from '../board.js';
import type { TileSet } from '../data/tiles.js';

/** A tile set's tiles as 16 letter codes for each quarter turn: the royal tile as printed, the others by position in the set. */
interface TurnedTiles {
  readonly royal: Uint8Array;
  readonly others: readonly (readonly Uint8Array[])[];
}

const turnedBySet = new WeakMap<TileSet, TurnedTiles>();

const codes = (rows: readonly string[]): Uint8Array => Uint8Array.from(rows.join(''), (ch) => ch.charCodeAt(0));

function turned(tiles: TileSet): TurnedTiles {
  let known = turnedBySet.get(tiles);
  if (known === undefined) {
    const royal = tiles.tiles.find((t) => t.royal === true);
    if (royal === undefined) throw new Error('the tile set has no royal tile');
    const others = tiles.tiles.filter((t) => t !== royal).map((t) => [0, 1, 2, 3].map((q) => codes(turnTile(t.rows, q))));
    known = { royal: codes(royal.rows), others };
    turnedBySet.set(tiles, known);
  }
  return known;
}

const pool = new Int32Array(16);

/**
 * The board of board.ts layBoard for the same dice, as 144 letter codes into `out`: the same draws
 * (a tile of those left for each position but the centre, then its quarter turns), without strings.
 */
export function layLetters(tiles: TileSet, dice: SeededDice, out: Uint8Array): void {
  const t = turned(tiles);
  let left = t.others.length;
  for (let i = 0; i < left; i++) pool[i] = i;
  for (let pos = 0; pos < 9; pos++) {
    let letters: Uint8Array;
    if (pos === 4) letters = t.royal;
    else {
      if (left === 0) throw new Error('too few tiles');
      const j = dice.int(0, left - 1);
      const tile = pool[j] as number;
      // Taken out of the pool as splice does: the later ones move up.
      pool.copyWithin(j, j + 1, left);
      left--;
      letters = (t.others[tile] as readonly Uint8Array[])[dice.int(0, 3)] as Uint8Array;
    }
    const top = Math.floor(pos / 3) * 4;
    const leftCol = (pos % 3) * 4;
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) out[(top + r) * SIZE + leftCol + c] = letters[r * 4 + c] as number;
  }
}
