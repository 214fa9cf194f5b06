import type { Problem } from '../../../kernel/problems.js';
import type { Board } from './schema.js';

/** Cross-reference problems of a board that passed its schema, each named by JSON path. */
export function boardProblems(board: Board): Problem[] {
  const problems: Problem[] = [];
  const cityIndex = new Map<string, number>();
  board.cities.forEach((city, i) => {
    if (cityIndex.has(city.id)) problems.push({ code: 'duplicate-id', message: `city "${city.id}" is listed twice`, where: `cities[${i}].id` });
    else cityIndex.set(city.id, i);
  });

  const provinceOf = new Map<string, string>();
  const provinceIds = new Set<string>();
  board.provinces.forEach((province, p) => {
    if (provinceIds.has(province.id)) problems.push({ code: 'duplicate-id', message: `province "${province.id}" is listed twice`, where: `provinces[${p}].id` });
    provinceIds.add(province.id);
    province.cities.forEach((city, c) => {
      const where = `provinces[${p}].cities[${c}]`;
      if (!cityIndex.has(city)) problems.push({ code: 'unknown-city', message: `city "${city}" is not in the city list`, where });
      else if (provinceOf.has(city)) problems.push({ code: 'city-in-two-provinces', message: `city "${city}" already belongs to province "${provinceOf.get(city)}"`, where });
      else provinceOf.set(city, province.id);
    });
  });
  board.cities.forEach((city, i) => {
    if (!provinceOf.has(city.id)) problems.push({ code: 'city-without-province', message: `city "${city.id}" belongs to no province`, where: `cities[${i}]` });
  });

  const ileDeFrance = board.provinces.filter((province) => province.ileDeFrance === true).length;
  if (ileDeFrance !== 1) problems.push({ code: 'ile-de-france', message: `exactly one province must be marked ileDeFrance, found ${ileDeFrance}`, where: 'provinces' });
  if (!board.cities.some((city) => city.port)) problems.push({ code: 'no-port', message: 'at least one city must be a port', where: 'cities' });

  const roadKeys = new Set<string>();
  board.roads.forEach(([from, to], r) => {
    [from, to].forEach((city, end) => {
      if (!cityIndex.has(city)) problems.push({ code: 'unknown-city', message: `road end "${city}" is not in the city list`, where: `roads[${r}][${end}]` });
    });
    const key = [from, to].sort().join('\u0000');
    if (from === to) problems.push({ code: 'road-loop', message: `road joins "${from}" with itself`, where: `roads[${r}]` });
    else if (roadKeys.has(key)) problems.push({ code: 'duplicate-road', message: `road "${from}"–"${to}" is listed twice`, where: `roads[${r}]` });
    roadKeys.add(key);
  });

  const startOf = new Map<string, string>();
  board.powers.forEach((power, p) => {
    if (board.powers.findIndex((other) => other.id === power.id) !== p) problems.push({ code: 'duplicate-id', message: `power "${power.id}" is listed twice`, where: `powers[${p}].id` });
    power.startingCities.forEach((city, c) => {
      const where = `powers[${p}].startingCities[${c}]`;
      if (!cityIndex.has(city)) problems.push({ code: 'unknown-city', message: `city "${city}" is not in the city list`, where });
      else if (startOf.has(city)) problems.push({ code: 'shared-start', message: `city "${city}" is already a starting city of "${startOf.get(city)}"`, where });
      else startOf.set(city, power.id);
    });
  });

  if (problems.length === 0) problems.push(...reachProblems(board));
  return problems;
}

/** Every city must be reachable from the first by road or by sea (any port reaches any other port). */
function reachProblems(board: Board): Problem[] {
  const links = new Map<string, string[]>(board.cities.map((city) => [city.id, []]));
  for (const [from, to] of board.roads) {
    links.get(from)?.push(to);
    links.get(to)?.push(from);
  }
  const ports = board.cities.filter((city) => city.port).map((city) => city.id);
  const reached = new Set<string>();
  const queue = [board.cities[0]?.id as string];
  while (queue.length > 0) {
    const city = queue.pop() as string;
    if (reached.has(city)) continue;
    reached.add(city);
    const byPort = ports.includes(city) ? ports : [];
    queue.push(...(links.get(city) ?? []), ...byPort);
  }
  return board.cities.flatMap((city, i) =>
    reached.has(city.id) ? [] : [{ code: 'unreachable', message: `city "${city.id}" cannot be reached by road or sea from "${board.cities[0]?.id}"`, where: `cities[${i}]` }],
  );
}
