import { indexData } from '../data/board-index.js';
import { shippedData } from '../data/sample.js';
import { POWERS } from '../powers.js';
import { DEFAULT_RULES } from '../rules.js';

/** The power card kinds, as numbers. */
export const RETREAT = 0;
export const TRAITOR = 1;
export const AMBASSADOR = 2;
export const DOUBLE = 3;
export const UPRISING = 4;
/** A city's defence by its marker (garrison, castle, fortress), under the default rules. */
export const DEFENCE_VALUE = [DEFAULT_RULES.defence.garrison, DEFAULT_RULES.defence.castle, DEFAULT_RULES.defence.fortress];

const POWER_KINDS = ['retreat', 'traitor', 'ambassador', 'double', 'uprising'] as const;

/**
 * The shipped data (board, cards, events, intervention table, heroes) as numbers: cities by board
 * position, card kinds by their place in the combat-cards file, events by theirs.
 */
export interface Tables {
  readonly cityIds: readonly string[];
  readonly cities: number;
  /** Neighbours of city c: nb[nbStart[c] … nbStart[c + 1]). */
  readonly nbStart: Int32Array;
  readonly nb: Int32Array;
  /** Where city c can attack (attacks.ts linkBetween): its neighbours, then for a port the ports without a road to it: links[linkStart[c] … linkStart[c + 1]). */
  readonly linkStart: Int32Array;
  readonly links: Int32Array;
  readonly ports: Int32Array;
  readonly mountains: Uint8Array;
  readonly provinceOf: Int32Array;
  readonly provinceIds: readonly string[];
  /** Cities of province p: provinceCities[provinceStart[p] … provinceStart[p + 1]). */
  readonly provinceStart: Int32Array;
  readonly provinceCities: Int32Array;
  readonly ileDeFrance: Uint8Array;
  /** Starting cities per power (POWERS order). */
  readonly startCities: readonly (readonly number[])[];
  readonly cardIds: readonly string[];
  readonly kinds: number;
  /** Siege value per card kind, 0 for a power card. */
  readonly siege: Int32Array;
  /** The card kind of each power card kind (RETREAT …). */
  readonly powerCard: Int32Array;
  /** Card kinds sorted by id (a confiscation draws from the hand sorted so). */
  readonly byId: Int32Array;
  /** Every card of the deck, in the file's order (before the setup's shuffle). */
  readonly deck: Uint8Array;
  readonly eventIds: readonly string[];
  readonly eventMarkers: Int32Array;
  readonly plague: number;
  /** Interventions and roll-again per roll 1–6 (index roll - 1), War then Peace. */
  readonly interventions: readonly [Int32Array, Int32Array];
  readonly rollAgain: readonly [Uint8Array, Uint8Array];
  readonly foreignBase: number;
  readonly heroBonus: Int32Array;
}

let built: Tables | undefined;

/** The tables of the shipped data, built once. */
export function tables(): Tables {
  built ??= build();
  return built;
}

function build(): Tables {
  const index = indexData(shippedData());
  const { data, cityIds } = index;
  const cities = cityIds.length;
  const nbStart = new Int32Array(cities + 1);
  const nbList: number[] = [];
  for (let c = 0; c < cities; c++) {
    nbStart[c] = nbList.length;
    nbList.push(...(index.neighboursAt[c] as readonly number[]));
  }
  nbStart[cities] = nbList.length;
  const linkStart = new Int32Array(cities + 1);
  const linkList: number[] = [];
  for (let c = 0; c < cities; c++) {
    linkStart[c] = linkList.length;
    const near = index.neighboursAt[c] as readonly number[];
    linkList.push(...near);
    if (!index.portAt[c]) continue;
    for (const id of index.ports) {
      const p = index.at.get(id) as number;
      if (p !== c && !near.includes(p)) linkList.push(p);
    }
  }
  linkStart[cities] = linkList.length;
  const provinceIds = [...index.provinces.keys()];
  const provinceStart = new Int32Array(provinceIds.length + 1);
  const provinceList: number[] = [];
  provinceIds.forEach((id, p) => {
    provinceStart[p] = provinceList.length;
    const cities = index.provinces.get(id)?.cities ?? [];
    // Every player would hold an empty province: scoring reads a province's holder off its first city.
    if (cities.length === 0) throw new Error('the playout engine needs no empty province');
    for (const city of cities) provinceList.push(index.at.get(city) as number);
  });
  provinceStart[provinceIds.length] = provinceList.length;
  const cardIds = data.combatCards.cards.map((card) => card.id);
  const powerCard = new Int32Array(POWER_KINDS.length).fill(-1);
  const deck: number[] = [];
  data.combatCards.cards.forEach((card, k) => {
    if (card.kind === 'power') {
      const kind = POWER_KINDS.indexOf(card.power);
      // powerCardIn takes the first such card of the hand: with one id per kind, hand order never matters.
      if (powerCard[kind] !== -1) throw new Error('the playout engine needs one card id per power card kind');
      powerCard[kind] = k;
    }
    for (let i = 0; i < card.count; i++) deck.push(k);
  });
  const table = (status: 'war' | 'peace') => {
    const n = new Int32Array(6);
    const again = new Uint8Array(6);
    for (const row of data.intervention.tables[status]) {
      if (row.roll >= 1 && row.roll <= 6) {
        n[row.roll - 1] = row.interventions;
        again[row.roll - 1] = row.rollAgain ? 1 : 0;
      }
    }
    return [n, again] as const;
  };
  const [warN, warAgain] = table('war');
  const [peaceN, peaceAgain] = table('peace');
  const eventIds = data.events.events.map((e) => e.id);
  return {
    cityIds,
    cities,
    nbStart,
    nb: Int32Array.from(nbList),
    linkStart,
    links: Int32Array.from(linkList),
    ports: Int32Array.from(index.ports, (id) => index.at.get(id) as number),
    mountains: Uint8Array.from(cityIds, (id) => (index.cities.get(id)?.terrain === 'mountains' ? 1 : 0)),
    provinceOf: Int32Array.from(cityIds, (id) => provinceIds.indexOf(index.cities.get(id)?.province as string)),
    provinceIds,
    provinceStart,
    provinceCities: Int32Array.from(provinceList),
    ileDeFrance: Uint8Array.from(provinceIds, (id) => (index.provinces.get(id)?.ileDeFrance === true ? 1 : 0)),
    startCities: POWERS.map((power) => (data.board.powers.find((p) => p.id === power)?.startingCities ?? []).map((id) => index.at.get(id) as number)),
    cardIds,
    kinds: cardIds.length,
    siege: Int32Array.from(data.combatCards.cards, (card) => (card.kind === 'siege' ? card.value : 0)),
    powerCard,
    byId: Int32Array.from(
      cardIds.map((id, k) => [id, k] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
      ([, k]) => k,
    ),
    deck: Uint8Array.from(deck),
    eventIds,
    eventMarkers: Int32Array.from(data.events.events, (e) => e.markers),
    plague: eventIds.indexOf('plague'),
    interventions: [warN, peaceN],
    rollAgain: [warAgain, peaceAgain],
    foreignBase: data.intervention.foreignCombatBase,
    heroBonus: Int32Array.from(POWERS, (p) => index.heroBonus.get(p) ?? 0),
  };
}
