import { z } from 'zod';
import { SeededDice, type DiceSource } from '../../kernel/dice.js';
import { parseWith } from '../../kernel/validation.js';
import { initialAreas } from './areas.js';
import { SQUARES, layBoard } from './board.js';
import { SAMPLE_TILES, parseTiles } from './data/tiles.js';
import { applyRulesOptions } from './rules.js';
import { COLOURS, type DomState } from './state.js';

export const optionsSchema = z.strictObject({
  players: z.int().min(2).max(4),
  /** Rules options (rules.ts). */
  rules: z.unknown().optional(),
  /** A tile set (data/tiles.ts); the sample tiles when left out. */
  tiles: z.unknown().optional(),
});

export type DomOptions = z.input<typeof optionsSchema>;

export function seatsOf(input: unknown): string[] {
  const options = parseWith(optionsSchema, input, 'options');
  return COLOURS.slice(0, options.players);
}

/** The usual options, a plain `{ players }` with 2–4, read without the schema (it gives the same); all else goes through it. */
function readOptions(input: unknown): z.output<typeof optionsSchema> {
  if (typeof input === 'object' && input !== null && Object.getPrototypeOf(input) === Object.prototype) {
    const players = (input as { players?: unknown }).players;
    const keys = Object.keys(input);
    if (keys.length === 1 && keys[0] === 'players' && typeof players === 'number' && Number.isInteger(players) && players >= 2 && players <= 4) return { players };
  }
  return parseWith(optionsSchema, input, 'options');
}

/** A new match: the board laid by the seed, nothing placed; the first seat founds the first castle. */
export function setupState(input: unknown, dice: DiceSource): DomState {
  const options = readOptions(input);
  const rules = applyRulesOptions(options.rules, 'options.rules');
  const tiles = options.tiles === undefined ? SAMPLE_TILES : parseTiles(options.tiles, 'options.tiles');
  // The board is drawn by the match generator; scripted dice (a game master's) lay it from seed 0.
  const seeded = dice instanceof SeededDice ? dice : new SeededDice(0);
  const { terrain, layout } = layBoard(tiles, seeded);
  const n = options.players;
  const key = String(n) as '2' | '3' | '4';
  const castle = new Array<number>(SQUARES).fill(-1);
  return {
    rules,
    players: n,
    terrain,
    layout,
    castle,
    knight: new Array<number>(SQUARES).fill(-1),
    areas: initialAreas({ terrain, rules, castle }),
    ducats: new Array<number>(n).fill(rules.startDucats),
    knightsLeft: new Array<number>(n).fill(rules.knights),
    castlesLeft: new Array<number>(n).fill(rules.castles[key]),
    scores: new Array<number>(n).fill(0),
    alliances: [],
    phase: 'setup',
    current: 0,
    turn: 0,
    pending: null,
    result: null,
  };
}
