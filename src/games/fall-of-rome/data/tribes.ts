/** The five tribes (data.md "Tribes"); the order is the index used in the state's arrays. */
export const TRIBES = ['ostrogoths', 'visigoths', 'huns', 'vandals', 'anglo-saxons'] as const;
export type Tribe = (typeof TRIBES)[number];

export interface TribeInfo {
  readonly id: Tribe;
  readonly name: string;
  /** The tribe's name in German reports and refusals. */
  readonly nameDe: string;
  /** Short form used on cards: Os, Vi, Hu, Va, AS. */
  readonly abbr: string;
  readonly colour: string;
  /** Matching cards to discard to form an alliance. */
  readonly allianceCost: number;
}

export const TRIBE_INFO: readonly TribeInfo[] = [
  { id: 'ostrogoths', name: 'Ostrogoths', nameDe: 'Ostgoten', abbr: 'Os', colour: 'blue', allianceCost: 3 },
  { id: 'visigoths', name: 'Visigoths', nameDe: 'Westgoten', abbr: 'Vi', colour: 'white', allianceCost: 5 },
  { id: 'huns', name: 'Huns', nameDe: 'Hunnen', abbr: 'Hu', colour: 'green', allianceCost: 4 },
  { id: 'vandals', name: 'Vandals', nameDe: 'Vandalen', abbr: 'Va', colour: 'black', allianceCost: 5 },
  { id: 'anglo-saxons', name: 'Anglo-Saxons & Franks', nameDe: 'Angelsachsen & Franken', abbr: 'AS', colour: 'orange', allianceCost: 4 },
];

export const TRIBE_COUNT = TRIBES.length;

const byName = new Map<string, number>();
// As spelt here, found without making a lower-case copy first.
const byExactName = new Map<string, number>();
TRIBE_INFO.forEach((t, i) => {
  for (const key of [t.id, t.abbr, t.colour, t.name]) {
    byName.set(key.toLowerCase(), i);
    byExactName.set(key, i);
  }
});

/** The tribe's index from its id, abbreviation, colour or name (any case); -1 if none. */
export function tribeIndex(name: string): number {
  return byExactName.get(name) ?? byName.get(name.toLowerCase()) ?? -1;
}
