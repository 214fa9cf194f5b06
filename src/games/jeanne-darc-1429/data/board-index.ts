import type { JdaState } from '../state.js';
import { shippedData, type JdaData } from './sample.js';

export interface CityInfo {
  readonly id: string;
  readonly name: string;
  readonly terrain: 'plains' | 'mountains';
  readonly port: boolean;
  readonly province: string;
}

export interface ProvinceInfo {
  readonly id: string;
  readonly name: string;
  readonly ileDeFrance: boolean;
  readonly cities: readonly string[];
}

export type CardInfo = { readonly kind: 'siege'; readonly value: number } | { readonly kind: 'power'; readonly power: 'retreat' | 'traitor' | 'ambassador' | 'double' | 'uprising' };

/** The data of a game looked up by id: cities, roads both ways, provinces, cards, heroes. */
export interface GameIndex {
  readonly data: JdaData;
  readonly cities: ReadonlyMap<string, CityInfo>;
  /** City ids in board order. */
  readonly cityIds: readonly string[];
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  /** The same by board position: each city's position in `cityIds`, and its neighbours' positions. */
  readonly at: ReadonlyMap<string, number>;
  readonly neighboursAt: readonly (readonly number[])[];
  readonly portAt: readonly boolean[];
  readonly provinces: ReadonlyMap<string, ProvinceInfo>;
  readonly ports: readonly string[];
  readonly cards: ReadonlyMap<string, CardInfo>;
  /** Combat points a power's hero adds once activated. */
  readonly heroBonus: ReadonlyMap<string, number>;
}

const indexes = new WeakMap<JdaData, GameIndex>();

function build(data: JdaData): GameIndex {
  const provinceOf = new Map<string, string>();
  const provinces = new Map<string, ProvinceInfo>();
  for (const p of data.board.provinces) {
    provinces.set(p.id, { id: p.id, name: p.name, ileDeFrance: p.ileDeFrance === true, cities: p.cities });
    for (const c of p.cities) provinceOf.set(c, p.id);
  }
  const cities = new Map<string, CityInfo>();
  for (const c of data.board.cities) cities.set(c.id, { ...c, province: provinceOf.get(c.id) as string });
  const neighbours = new Map<string, string[]>(data.board.cities.map((c) => [c.id, []]));
  for (const [a, b] of data.board.roads) {
    neighbours.get(a)?.push(b);
    neighbours.get(b)?.push(a);
  }
  const cards = new Map<string, CardInfo>();
  for (const card of data.combatCards.cards) cards.set(card.id, card.kind === 'siege' ? { kind: 'siege', value: card.value } : { kind: 'power', power: card.power });
  const cityIds = data.board.cities.map((c) => c.id);
  const at = new Map(cityIds.map((id, i) => [id, i]));
  return {
    data,
    cities,
    cityIds,
    neighbours,
    at,
    neighboursAt: cityIds.map((id) => (neighbours.get(id) ?? []).map((n) => at.get(n) as number)),
    portAt: data.board.cities.map((c) => c.port),
    provinces,
    ports: data.board.cities.filter((c) => c.port).map((c) => c.id),
    cards,
    heroBonus: new Map(data.heroes.heroes.map((h) => [h.power, h.bonus])),
  };
}

export function indexData(data: JdaData): GameIndex {
  let index = indexes.get(data);
  if (index === undefined) {
    index = build(data);
    indexes.set(data, index);
  }
  return index;
}

/** The index of the data a game is played with. */
export function gameIndex(state: JdaState): GameIndex {
  return indexData(state.data ?? shippedData());
}
