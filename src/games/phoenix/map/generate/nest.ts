import type { TerrainId } from '../../data/terrain.js';
import { PROVINCE_ROWS } from '../coords.js';

/** The nest's teleport field (R §6.6.4: a fleet sails from 2001/03 onto the field 2001/04). */
export const NEST_TELEPORT_KF = 4;

/**
 * The pirate nest's 48 hexes (R §6.6.1). The rulebook shows its shape only as a picture that
 * the text lacks, so this is generated sample data (interpretation P-52): an island of lowland
 * and hills in open water, the teleport field at kf 4.
 */
export function nestTerrain(): TerrainId[] {
  const terrain: TerrainId[] = [];
  let kf = 1;
  PROVINCE_ROWS.forEach((length, row) => {
    for (let column = 0; column < length; column++, kf++) {
      const edge = row === 0 || row === PROVINCE_ROWS.length - 1 || column === 0 || column === length - 1;
      const core = row === 4 && column >= 3 && column <= 4;
      terrain.push(kf === NEST_TELEPORT_KF ? 'teleportField' : edge ? 'water' : core ? 'hills' : 'lowland');
    }
  });
  return terrain;
}
