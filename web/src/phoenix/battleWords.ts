import { localized, type Lang } from '../app/i18n';

type Words = readonly [string, string];

/** The battle calculator's values in words (issue 46: castleLord, deepSea, melee were shown as the files' ids), German and English. */
const TERRAINS: Readonly<Record<string, Words>> = {
  water: ['Wasser', 'water'],
  highland: ['Hochland', 'highland'],
  forest: ['Wald', 'forest'],
  desert: ['Wüste', 'desert'],
  swamp: ['Sumpf', 'swamp'],
  hills: ['Bergland', 'hills'],
  mountains: ['Gebirge', 'mountains'],
  deepSea: ['Tiefsee', 'deep sea'],
  lowland: ['Tiefland', 'lowland'],
  teleportField: ['Auftauchpunkt', 'teleport field'],
  oneWayPoint: ['Tiefseeeinbahnpunkt', 'one-way point'],
  mountainous: ['Gebirgig', 'mountainous'],
};

const RANKS: Readonly<Record<string, Words>> = {
  civilian: ['Zivilist', 'civilian'],
  commander: ['Heerführercharakter', 'commander character'],
  castleLord: ['Burgherr', 'castle lord'],
  townLord: ['Stadthalter', 'town lord'],
  fortressLord: ['Festungsherr', 'fortress lord'],
  ruler: ['Herrscher', 'ruler'],
};

const ADVANTAGES: Readonly<Record<string, Words>> = {
  wall: ['hinter einem Wall', 'behind a wall'],
  quay: ['von einer Kaianlage', 'from a quay'],
  landing: ['Anlandung', 'landing'],
  roadUphill: ['Straße bergauf', 'road uphill'],
  outOfForest: ['aus dem Wald', 'out of a forest'],
  intoSwamp: ['in den Sumpf', 'into a swamp'],
  intoDesert: ['in die Wüste', 'into a desert'],
  downhill: ['bergab', 'downhill'],
  behindBridge: ['hinter einer Brücke', 'behind a bridge'],
  behindRiver: ['hinter einem Fluss', 'behind a river'],
};

const STRONGHOLDS: Readonly<Record<string, Words>> = {
  BUR: ['Burg', 'castle'],
  STD: ['Stadt', 'town'],
  FST: ['Festung', 'fortress'],
  HST: ['Hauptstadt', 'capital'],
  FHS: ['Festungshauptstadt', 'fortified capital'],
};

const MODES: Readonly<Record<string, Words>> = {
  near: ['nah', 'near'],
  high: ['hoch', 'high'],
  far: ['weit', 'far'],
  farHigh: ['weit und hoch', 'far and high'],
};

const EXAMPLES: Readonly<Record<string, Words>> = {
  melee: ['Nahkampf (Regelbuch 5.5)', 'Melee (rulebook 5.5)'],
  ranged: ['Fernkampf', 'Ranged fire'],
  duel: ['Zauberduell', 'Wizard duel'],
};

const named = (table: Readonly<Record<string, Words>>) => (lang: Lang, id: string) => (Object.hasOwn(table, id) ? localized(lang, table[id] as Words) : id);

export const terrainName = named(TERRAINS);
export const rankName = named(RANKS);
export const advantageName = named(ADVANTAGES);
export const rangedModeName = named(MODES);
export const exampleName = named(EXAMPLES);
/** A stronghold level by its code and in words: "BUR – Burg". */
export const strongholdName = (lang: Lang, level: string) => (Object.hasOwn(STRONGHOLDS, level) ? `${level} – ${localized(lang, STRONGHOLDS[level] as Words)}` : level);
