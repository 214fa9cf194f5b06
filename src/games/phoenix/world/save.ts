import { writeFileSync } from 'node:fs';
import type { World } from './schema.js';

/**
 * Every key a world file may hold, in the order files write them (at every depth): the same
 * world always gives the same bytes, whatever order its objects were built in.
 */
const KEY_ORDER = [
  'turn', 'turnOrder', 'emergence',
  'id', 'realm', 'number', 'kind', 'at', 'from', 'to', 'side', 'name', 'colour', 'capital', 'standardTerrain', 'treasury', 'specialFunds',
  'wegerechtFrom', 'kuestenrechtFrom', 'terrain', 'elevation', 'owner', 'plunderedUntil', 'marks', 'level', 'rank', 'class',
  'K', 'R', 'P', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS', 'bp', 'crewK', 'crewHF', 'caster', 'expires', 'building', 'capitalMove', 'repairTo',
  'guard', 'cargo', 'gold', 'prisoners', 'aboard', 'banned', 'moved', 'immobileIn', 'gp', 'maxGp', 'zkp', 'character', 'knight', 'army', 'prisonerOf',
  'noAttackUntil', 'seat', 'armedAs', 'rulerBonus', 'rulerChangeFrom', 'identityLocks', 'absence',
  'times', 'registered', 'protection', 'events', 'event', 'coupFrom', 'creature', 'abilities', 'banishRpFactor', 'tradingPost', 'tradingPostLocks',
  'pirateBonus', 'threshold', 'bonusStrongholds', 'bonusPlaced', 'founded', 'player', 'stock', 'stockArriving', 'deliveries', 'post', 'units', 'tradeCards', 'card', 'count',
];

const LISTS = ['realms', 'hexes', 'rivers', 'quays', 'walls', 'magicWalls', 'roads', 'bridges', 'strongholds', 'armies', 'characters', 'wizards'] as const;

const RANK: ReadonlyMap<string, number> = new Map(KEY_ORDER.map((key, i) => [key, i]));

/** The value with every object's keys in KEY_ORDER and keys not listed left out, as `JSON.stringify(value, KEY_ORDER)` writes it — built once, not filtered per key (speed). */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record).filter((k) => RANK.has(k)).sort((a, b) => (RANK.get(a) as number) - (RANK.get(b) as number))) out[key] = ordered(record[key]);
  return out;
}

function compact(value: unknown): string {
  return JSON.stringify(ordered(value));
}

/** The world as file text: the top level one key a line, each record of a list on one line. */
export function formatWorld(world: World): string {
  const lines = ['{'];
  const head = [
    `"format": ${compact(world.format)}`,
    `"name": ${compact(world.name)}`,
    `"source": ${compact(world.source)}`,
    `"calendar": ${compact(world.calendar)}`,
  ];
  const lists = LISTS.map((key) => {
    const records = world[key] as readonly unknown[];
    if (records.length === 0) return `"${key}": []`;
    return `"${key}": [\n${records.map((record) => `    ${compact(record)}`).join(',\n')}\n  ]`;
  });
  lines.push([...head, ...lists].map((entry) => `  ${entry}`).join(',\n'));
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

export function saveWorld(world: World, path: string): void {
  writeFileSync(path, formatWorld(world));
}
