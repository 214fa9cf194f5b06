import { TRIBE_COUNT, tribeIndex } from './tribes.js';

/** The 31 cities with the tribes whose cards name them and whether they are ports (data.md "Cities"). */
const CITY_TABLE: readonly (readonly [string, string, boolean])[] = [
  ['Eburacum', 'AS', false],
  ['Londinium', 'AS', true],
  ['Gesoriacum', 'AS', true],
  ['Lutetia', 'AS Hu', false],
  ['Mogontiacum', 'AS Va', false],
  ['Burdigala', 'AS Va', true],
  ['Lugdunum', 'Hu Va', false],
  ['Mediolanum', 'Hu', false],
  ['Iuvavum', 'Hu', false],
  ['Carnuntum', 'Hu Os', false],
  ['Aquileia', 'Os Vi', true],
  ['Ravenna', 'Vi', true],
  ['Genua', 'AS Vi', true],
  ['Narbo', 'AS Vi', true],
  ['Caesaraugusta', 'Va', false],
  ['Corduba', 'Va Vi', false],
  ['Nova Carthago', 'Vi', true],
  ['Tingi', 'Va', true],
  ['Caesarea', 'Va', true],
  ['Carthago', 'Va', true],
  ['Syracusae', 'Va', true],
  ['Athenae', 'Vi Va', true],
  ['Patrae', 'Vi Hu', true],
  ['Brundisium', 'Hu', true],
  ['Narona', 'Vi', true],
  ['Philippopolis', 'Hu Vi', false],
  ['Constantinopolis', 'Os Vi Va', true],
  ['Sinope', 'Os', true],
  ['Chersonesus', 'Os', true],
  ['Tyras', 'Vi', true],
  ['Roma', 'Os Vi Hu Va AS', true],
];

/** The 53 roads (data.md "Roads"). */
const ROADS = `Aquileia–Carnuntum, Aquileia–Narona, Aquileia–Ravenna, Aquileia–Roma, Athenae–Constantinopolis,
Athenae–Patrae, Athenae–Syracusae, Brundisium–Patrae, Brundisium–Roma, Brundisium–Syracusae,
Burdigala–Caesaraugusta, Burdigala–Lugdunum, Burdigala–Lutetia, Burdigala–Narbo,
Caesaraugusta–Corduba, Caesaraugusta–Narbo, Caesaraugusta–Nova Carthago, Carnuntum–Iuvavum,
Carthago–Caesarea, Carthago–Roma, Carthago–Syracusae, Caesarea–Nova Carthago, Caesarea–Tingi,
Chersonesus–Sinope, Chersonesus–Tyras, Constantinopolis–Philippopolis, Constantinopolis–Sinope,
Constantinopolis–Tyras, Corduba–Nova Carthago, Corduba–Tingi, Eburacum–Londinium,
Genua–Mediolanum, Genua–Narbo, Genua–Ravenna, Genua–Roma, Gesoriacum–Londinium,
Gesoriacum–Lutetia, Gesoriacum–Mogontiacum, Iuvavum–Mediolanum, Londinium–Lutetia,
Lugdunum–Lutetia, Lugdunum–Mediolanum, Lugdunum–Mogontiacum, Lugdunum–Narbo,
Lutetia–Mogontiacum, Mediolanum–Mogontiacum, Mediolanum–Ravenna, Narbo–Nova Carthago,
Narona–Patrae, Narona–Philippopolis, Patrae–Philippopolis, Philippopolis–Tyras, Ravenna–Roma`;

/**
 * Migration routes from each tribe's supply space (data.md "Migration routes"). A route is a path;
 * a branch starts again from the city it leaves (written "from>…").
 */
const ROUTES: Readonly<Record<string, readonly string[]>> = {
  Os: ['Chersonesus>Sinope>Constantinopolis', 'Carnuntum>Aquileia>Roma'],
  Vi: ['Tyras>Constantinopolis>Athenae>Patrae', 'Philippopolis>Narona>Aquileia>Ravenna>Roma', 'from Ravenna>Genua>Narbo>Nova Carthago>Corduba'],
  Hu: ['Philippopolis>Patrae>Brundisium>Roma', 'Carnuntum>Iuvavum>Mediolanum>Lugdunum>Lutetia'],
  Va: ['Mogontiacum>Lugdunum>Burdigala>Caesaraugusta>Corduba>Tingi>Caesarea>Carthago>Roma', 'from Carthago>Syracusae>Athenae>Constantinopolis'],
  AS: ['Mogontiacum>Lutetia>Burdigala>Narbo>Genua>Roma', 'Gesoriacum>Londinium>Eburacum'],
};

export interface City {
  readonly name: string;
  readonly tribes: readonly number[];
  readonly port: boolean;
  readonly neighbours: readonly number[];
}

export const CITY_NAMES: readonly string[] = CITY_TABLE.map(([name]) => name);
export const CITY_COUNT = CITY_NAMES.length;
const cityByName = new Map(CITY_NAMES.map((name, i) => [name.toLowerCase(), i]));
// Commands name cities as the board spells them: found without making a lower-case copy first.
const cityByExactName = new Map(CITY_NAMES.map((name, i) => [name, i]));

/** The city's index from its name (any case); -1 if there is none. */
export function cityIndex(name: string): number {
  return cityByExactName.get(name) ?? cityByName.get(name.toLowerCase()) ?? -1;
}

function indexOf(name: string): number {
  const i = cityIndex(name.trim());
  if (i < 0) throw new Error(`board data: unknown city "${name}"`);
  return i;
}

function tribesOf(abbrs: string): number[] {
  return abbrs.split(' ').map((a) => tribeIndex(a));
}

const neighbourSets: number[][] = CITY_NAMES.map(() => []);
export const ROAD_LIST: readonly (readonly [number, number])[] = ROADS.split(',').map((road) => {
  const [a, b] = road.split('–').map(indexOf) as [number, number];
  neighbourSets[a]?.push(b);
  neighbourSets[b]?.push(a);
  return [a, b] as const;
});

export const CITIES: readonly City[] = CITY_TABLE.map(([name, tribes, port], i) => ({
  name,
  tribes: tribesOf(tribes),
  port,
  neighbours: (neighbourSets[i] as number[]).sort((x, y) => x - y),
}));

export const ROMA = indexOf('Roma');
export const PORTS: readonly number[] = CITIES.flatMap((c, i) => (c.port ? [i] : []));

/** The supply space, as a "previous city" on a route. */
export const SUPPLY = -1;

/**
 * For each tribe and city, the cities before it on that tribe's routes (SUPPLY for a route's first
 * city): a tribe may invade a city holding its barbarians or one whose previous city holds them.
 */
export const PREVIOUS: readonly (readonly (readonly number[])[])[] = (() => {
  const table: number[][][] = Array.from({ length: TRIBE_COUNT }, () => CITY_NAMES.map(() => []));
  for (const [abbr, routes] of Object.entries(ROUTES)) {
    const tribe = table[tribeIndex(abbr)] as number[][];
    for (const route of routes) {
      const branch = route.startsWith('from ');
      const stops = (branch ? route.slice(5) : route).split('>').map(indexOf);
      let previous = branch ? (stops.shift() as number) : SUPPLY;
      for (const stop of stops) {
        const list = tribe[stop] as number[];
        if (!list.includes(previous)) list.push(previous);
        previous = stop;
      }
    }
  }
  return table;
})();

/** Whether `tribe` has a migration route through `city`. */
export function onRoute(tribe: number, city: number): boolean {
  return (PREVIOUS[tribe]?.[city]?.length ?? 0) > 0;
}
