import type { SeededDice } from '../../../../kernel/dice.js';
import { STRONGHOLDS } from '../../data/structures.js';
import { formatHex, hexId } from '../coords.js';
import { hexAtIndex } from '../neighbours.js';
import { PIRATE_NEST } from '../../world/places.js';
import type { Realm, World } from '../../world/schema.js';
import { drawTurnOrders } from './realms.js';
import { AUDVACAR } from './terrain.js';

/** The pirates' four strongholds in the nest, given at the start for ruler, fortress, town and castle lord (R §6.6.1); sample places (P-52). */
const NEST_STRONGHOLDS = [
  { kf: 13, level: 'HST' },
  { kf: 20, level: 'FST' },
  { kf: 27, level: 'STD' },
  { kf: 40, level: 'BUR' },
] as const;
const nest = (kf: number) => formatHex(hexId(PIRATE_NEST, kf));

/**
 * `new-world --special`: a pirate realm in its nest with its four strongholds and a fleet, and an
 * undead realm and an invader, each with an army at one of the invader points (R §6.5–6.7). Their
 * start capital is the game masters' choice (R §6.5): sample forces, treasury 0. Besides: the traders
 * of Audvacar with a sample stock and treasury (R §6.4.1), and the game masters' hostile creatures, a
 * martial one at a third invader point (R §6.3.2). Sample data.
 */
export function addSpecialRealms(world: World, invaderPoints: readonly number[], dice: SeededDice): void {
  const pirate: Realm = { id: 'piraten', name: 'Piraten', colour: '#1b1b1b', kind: 'pirate', capital: nest(13), standardTerrain: 'water', treasury: 0 };
  const undead: Realm = { id: 'untote', name: 'Untote', colour: '#5b2c6f', kind: 'undead', standardTerrain: 'water', treasury: 0 };
  const invader: Realm = { id: 'invasoren', name: 'Invasoren', colour: '#7e5109', kind: 'invader', standardTerrain: 'water', treasury: 0 };
  const traders: Realm = { id: 'haendler', name: 'Consortium Commercialis', colour: '#d4ac0d', kind: 'traders', standardTerrain: 'water', treasury: 100_000, stock: { K: 5_000, R: 1_000, HF: 10, S: 20, LKP: 2 } };
  const creatures: Realm = { id: 'kreaturen', name: 'Reichsfeindliche Wesen', colour: '#4d5656', kind: 'creatures', standardTerrain: 'water', treasury: 0 };
  world.realms.push(pirate, undead, invader, traders, creatures);
  for (const hex of world.hexes) {
    if (hex.at.startsWith(`${PIRATE_NEST}/`) && hex.terrain !== 'water' && hex.terrain !== 'teleportField') hex.owner = pirate.id;
  }
  for (const { kf, level } of NEST_STRONGHOLDS) world.strongholds.push({ at: nest(kf), level, bp: STRONGHOLDS[level].bp, owner: pirate.id });
  world.armies.push({ realm: pirate.id, number: 301, kind: 'fleet', at: nest(9), S: 20, HF: 1 });
  const [first, second] = invaderPoints;
  if (first !== undefined) world.armies.push({ realm: undead.id, number: 101, kind: 'warriors', at: formatHex(hexAtIndex(first)), K: 2000, HF: 2 });
  if (second !== undefined) world.armies.push({ realm: invader.id, number: 101, kind: 'warriors', at: formatHex(hexAtIndex(second)), K: 2000, HF: 2 });
  // The traders' trade master in the rank of a ruler stands in their city (R §6.4.1).
  world.characters.push({ id: 'handelsmeister', name: 'Handelsmeister', realm: traders.id, at: AUDVACAR, rank: 'ruler', gp: 60, maxGp: 60 });
  const third = invaderPoints[2];
  if (third !== undefined) world.armies.push({ realm: creatures.id, number: 401, kind: 'warriors', at: formatHex(hexAtIndex(third)), K: 3000, HF: 1, creature: { name: 'Lindwurm' } });
  world.calendar.turnOrder = drawTurnOrders(world.realms.map((realm) => realm.id), 4, dice);
}
