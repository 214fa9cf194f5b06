import type { OrderType } from './ast.js';

/**
 * Order keywords: German first, then English aliases (docs/phoenix/orders.md). Written here in
 * normalised form (lower case, umlauts as ae/oe/ue, ß as ss).
 */
export const ORDER_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  move: ['bewege', 'bewegen', 'move'],
  embark: ['einschiffen', 'embark'],
  disembark: ['ausschiffen', 'disembark', 'land'],
  split: ['teile', 'teilen', 'split'],
  merge: ['vereine', 'vereinen', 'fusioniere', 'merge'],
  handOver: ['uebergib', 'uebergebe', 'handover'],
  mount: ['aufsitzen', 'mount'],
  dismount: ['absitzen', 'dismount'],
  cargo: ['ladung', 'lade', 'cargo'],
  dump: ['abwerfen', 'dump'],
  deposit: ['einlagern', 'deposit'],
  withdrawCrew: ['abziehen', 'withdraw'],
  delocalise: ['delokalisiere', 'delokalisieren', 'delocalise', 'delocalize'],
  fire: ['feuer', 'feuere', 'fire'],
  conquer: ['erobere', 'erobern', 'conquer'],
  plunder: ['pluendere', 'pluendern', 'plunder'],
  destroy: ['zerstoere', 'zerstoeren', 'destroy'],
  disband: ['aufloesen', 'loese', 'disband'],
  build: ['baue', 'bauen', 'build'],
  repair: ['repariere', 'reparieren', 'repair'],
  arm: ['rueste', 'ruesten', 'arm'],
  wegerecht: ['wegerecht', 'rightofway'],
  kuestenrecht: ['kuestenrecht', 'coastalright'],
  gift: ['schenke', 'schenken', 'gift'],
  capitalMove: ['hauptstadt', 'capital'],
  standing: ['sonderbefehl', 'standing'],
  pairing: ['kampf', 'kaempfe', 'fight'],
  retreat: ['rueckzug', 'retreat'],
  magicWall: ['magischewand', 'magicwall'],
  tearDown: ['einreissen', 'teardown'],
  dismiss: ['entlasse', 'entlassen', 'dismiss'],
  teleport: ['teleportiere', 'teleportieren', 'teleport'],
  banish: ['banne', 'bannen', 'banish'],
  promote: ['befoerdere', 'befoerdern', 'ernenne', 'ernennen', 'promote', 'appoint'],
  demote: ['degradiere', 'degradieren', 'absetzen', 'setzeab', 'demote', 'depose'],
  convert: ['umruesten', 'ruesteum', 'convert'],
  release: ['freilassen', 'lassefrei', 'release'],
  bonusStronghold: ['bonusruestort', 'bonusstronghold'],
  sell: ['verkaufe', 'verkaufen', 'sell'],
};

/** Orders of capabilities a later issue brings: the keyword and the capability's name. */
export const UNSUPPORTED_KEYWORDS: Readonly<Record<string, readonly string[]>> = {};

export const REALM_KEYWORDS = ['reich', 'realm'] as const;

/** Words inside orders, each with its aliases. */
export const WORDS = {
  to: ['nach', 'to'],
  via: ['ueber', 'via'],
  figure: ['figur', 'figure', 'charakter', 'character', 'zauberer', 'wizard'],
  before: ['vor', 'vorher', 'before'],
  after: ['nach', 'nachher', 'after'],
  at: ['auf', 'at'],
  wall: ['wall', 'wl'],
  quay: ['kai', 'kaianlage', 'ka', 'quay'],
  road: ['strasse', 'str', 'road'],
  roads: ['strassen', 'roads'],
  bridge: ['bruecke', 'br', 'bridge'],
  stronghold: ['ruestort', 'stronghold'],
  gold: ['gold', 'gs'],
  special: ['besondere', 'special'],
  now: ['sofort', 'now'],
  stock: ['lager', 'stock'],
  audvacar: ['audvacar'],
  prisoners: ['gefangene', 'prisoners'],
  grant: ['geben', 'gewaehren', 'grant'],
  revoke: ['entziehen', 'widerrufen', 'revoke'],
  army: ['heer', 'flotte', 'army', 'fleet'],
  hex: ['gemark', 'hex'],
  into: ['in', 'into', 'mit', 'with'],
  against: ['gegen', 'against', 'vs'],
  as: ['zu', 'zum', 'zur', 'als', 'as'],
  for: ['fuer', 'for'],
  player: ['spieler', 'player'],
} as const;

/** Ranks in orders: the rulebook's code, the German and the English name (R §1.9.1). */
export const RANK_WORDS = {
  civilian: ['ziv', 'zivilist', 'civilian'],
  commander: ['chf', 'heerfuehrer', 'commander'],
  castleLord: ['buh', 'burgherr', 'burgherrn', 'castlelord'],
  townLord: ['sth', 'stadthalter', 'stadtherr', 'stadtherrn', 'townlord'],
  fortressLord: ['feh', 'festungsherr', 'festungsherrn', 'fortresslord'],
  ruler: ['her', 'herrscher', 'ruler'],
} as const;

export type Word = keyof typeof WORDS;

export const STANDING_RULES = {
  fireWhenAttacked: ['feuern', 'fire'],
  takePrisoners: ['gefangene', 'prisoners'],
  destroyOverrun: ['vernichten', 'destroy'],
  declineRearguard: ['keinrueckzug', 'norearguard'],
} as const;

function index(table: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, aliases] of Object.entries(table)) for (const alias of aliases) map.set(alias, key);
  return map;
}

export const ORDER_BY_KEYWORD = index(ORDER_KEYWORDS) as ReadonlyMap<string, OrderType | 'wegerecht' | 'kuestenrecht'>;
export const CAPABILITY_BY_KEYWORD = index(UNSUPPORTED_KEYWORDS);
