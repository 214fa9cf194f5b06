import { z } from 'zod';
import { InputError } from '../../../kernel/problems.js';
import { parseWith } from '../../../kernel/validation.js';
import layoutFile from './map-layout.json' with { type: 'json' };
import { CITIES, CITY_NAMES, cityIndex } from './cities.js';
import { TRIBES } from './tribes.js';

const point = z.strictObject({ x: z.number().int().min(0), y: z.number().int().min(0) });

/** Where the map draws each city and supply space (map-layout.json, drawn for Arbiter, not the published board). */
export const layoutSchema = z.strictObject({
  note: z.string().min(1),
  width: z.number().int().min(100),
  height: z.number().int().min(100),
  cities: z.record(z.string(), point),
  supplies: z.record(z.string(), point),
  seaLanes: z.array(z.tuple([z.string(), z.string()])),
});
export type MapLayout = z.infer<typeof layoutSchema>;

/** The layout checked: its shape, then every city and tribe present and inside the map, lanes between ports of the game. */
export function parseLayout(input: unknown, source = 'map-layout.json'): MapLayout {
  const layout = parseWith(layoutSchema, input, source);
  const problems = [];
  for (const name of CITY_NAMES) if (layout.cities[name] === undefined) problems.push({ code: 'missing-city', message: `no position for ${name}`, where: `cities.${name}` });
  for (const name of Object.keys(layout.cities)) if (!CITY_NAMES.includes(name)) problems.push({ code: 'unknown-city', message: `there is no city "${name}"`, where: `cities.${name}` });
  for (const tribe of TRIBES) if (layout.supplies[tribe] === undefined) problems.push({ code: 'missing-supply', message: `no position for the ${tribe}' supply space`, where: `supplies.${tribe}` });
  for (const [where, p] of [...Object.entries(layout.cities).map(([n, q]) => [`cities.${n}`, q] as const), ...Object.entries(layout.supplies).map(([n, q]) => [`supplies.${n}`, q] as const)]) {
    if (p.x > layout.width || p.y > layout.height) problems.push({ code: 'off-map', message: `(${p.x}, ${p.y}) lies outside ${layout.width}×${layout.height}`, where });
  }
  layout.seaLanes.forEach((lane, i) =>
    lane.forEach((name, j) => {
      if (!CITY_NAMES.includes(name)) problems.push({ code: 'unknown-city', message: `there is no city "${name}"`, where: `seaLanes[${i}][${j}]` });
      else if (!CITIES[cityIndex(name)]?.port) problems.push({ code: 'not-a-port', message: `${name} is no port: a sea lane joins two ports`, where: `seaLanes[${i}][${j}]` });
    }),
  );
  if (problems.length > 0) throw new InputError(problems, source);
  return layout;
}

export const MAP_LAYOUT: MapLayout = parseLayout(layoutFile);
