import { num } from '../reports/text.js';

/**
 * Why a move stops or a hex cannot be reached, as a player reads it (German by default).
 * Parameters: `at` the hex, `cost` / `left` BWP, `need` / `have` elevation points, `n` a count.
 */
export type MoveParams = Readonly<Record<string, string | number>>;
type Text = (p: MoveParams) => string;

const MESSAGES: Readonly<Record<string, { de: Text; en: Text }>> = {
  'unknown-army': {
    de: (p) => `Das Reich hat kein Heer ${p.army}.`,
    en: (p) => `the realm has no army ${p.army}`,
  },
  'unknown-figure': {
    de: (p) => `Das Reich hat keinen Charakter oder Zauberer „${p.figure}“.`,
    en: (p) => `the realm has no character or wizard "${p.figure}"`,
  },
  immobile: {
    de: () => 'Gefangene und erhaltene Schenkungen können in diesem Zug nicht bewegt werden (R §3, §5.5).',
    en: () => 'prisoners and gifts received cannot move this turn (R §3, §5.5)',
  },
  prisoner: {
    de: () => 'Ein gefangener Charakter hat keine Bewegungspunkte (R §1.9).',
    en: () => 'a captured character has no movement points (R §1.9)',
  },
  aboard: {
    de: (p) => `Das Heer ist an Bord der Flotte ${p.fleet}; es bewegt sich mit ihr oder schifft aus (R §4).`,
    en: (p) => `the army is aboard fleet ${p.fleet}; it moves with the fleet or disembarks (R §4)`,
  },
  'no-bwp': {
    de: () => 'Das Heer hat in diesem Monat keine Bewegungspunkte mehr (R §4).',
    en: () => 'the army has no movement points left this month (R §4)',
  },
  'empty-move': {
    de: () => 'Der Befehl nennt weder einen Weg noch ein Ziel.',
    en: () => 'the order names neither a path nor a target',
  },
  'unknown-place': {
    de: (p) => `${p.at} ist kein Feld der Karte.`,
    en: (p) => `${p.at} is not a hex of the map`,
  },
  'not-adjacent': {
    de: (p) => `${p.at} grenzt nicht an ${p.from}; ein Weg nennt jedes betretene Feld.`,
    en: (p) => `${p.at} is not next to ${p.from}; a path names every hex entered`,
  },
  'magic-wall': {
    de: (p) => `Eine magische Wand zwischen ${p.from} und ${p.at} beendet die Bewegung davor (R §1.4.2).`,
    en: (p) => `a magic wall between ${p.from} and ${p.at} ends the move before it (R §1.4.2)`,
  },
  water: {
    de: (p) => `${p.at} ist Wasser: Landheere betreten es nur an Bord einer Flotte (R §0.3.2).`,
    en: (p) => `${p.at} is water: land armies enter it only aboard a fleet (R §0.3.2)`,
  },
  land: {
    de: (p) => `${p.at} ist Land: Flotten fahren nur auf Wasser (R §0.3.2).`,
    en: (p) => `${p.at} is land: fleets sail on water only (R §0.3.2)`,
  },
  'absent-realm': {
    de: (p) => `${p.at} gehört dem abwesenden Reich ${p.realm} und wird nicht betreten (R §6.9.2).`,
    en: (p) => `${p.at} belongs to the absent realm ${p.realm} and is not entered (R §6.9.2)`,
  },
  'river-elevation': {
    de: (p) => `Der Fluss zwischen ${p.from} und ${p.at} trennt verschiedene Höhenstufen und kann dort nicht überquert werden (R §0.3.11).`,
    en: (p) => `the river between ${p.from} and ${p.at} separates different elevations and cannot be crossed there (R §0.3.11)`,
  },
  'river-next-month': {
    de: (p) => `Am Fluss zwischen ${p.from} und ${p.at} endet die Bewegung; übergesetzt wird im nächsten Monat als einziger Schritt (R §0.3.11).`,
    en: (p) => `the move ends at the river between ${p.from} and ${p.at}; it is crossed next month as the only step (R §0.3.11)`,
  },
  'river-crossed': {
    de: (p) => `Das Übersetzen über den Fluss nach ${p.at} kostet den ganzen Monat (R §0.3.11).`,
    en: (p) => `crossing the river to ${p.at} takes the whole month (R §0.3.11)`,
  },
  'wall-impassable': {
    de: (p) => `Der gegnerische Wall zwischen ${p.from} und ${p.at} liegt an einer Höhenstufe oder hinter einem Fluss: erst nach seiner Zerstörung passierbar (R §1.5.4).`,
    en: (p) => `the enemy wall between ${p.from} and ${p.at} lies on an elevation step or behind a river: passable only once destroyed (R §1.5.4)`,
  },
  'wall-next-month': {
    de: (p) => `Am gegnerischen Wall zwischen ${p.from} und ${p.at} endet die Bewegung; überwunden wird er im nächsten Monat (R §1.5.4).`,
    en: (p) => `the move ends at the enemy wall between ${p.from} and ${p.at}; it is crossed next month (R §1.5.4)`,
  },
  'wall-crew': {
    de: (p) => `Die Wallbesatzung (${num(Number(p.n), 'de')} K) ist nicht 10:1 zu bezwingen: Heeresstärke ${num(Number(p.strength), 'de')} reicht nicht (R §1.5.4).`,
    en: (p) => `the wall's crew (${num(Number(p.n), 'en')} K) cannot be beaten 10:1: strength ${num(Number(p.strength), 'en')} is not enough (R §1.5.4)`,
  },
  'wall-crossed': {
    de: (p) => `Das Überwinden des Walls nach ${p.at} verbraucht alle Bewegungspunkte (R §1.5.4).`,
    en: (p) => `crossing the wall to ${p.at} uses all movement points (R §1.5.4)`,
  },
  impassable: {
    de: (p) => `${p.at} (${p.terrain}) ist für dieses Heer nicht begehbar (Tabelle 5).`,
    en: (p) => `${p.at} (${p.terrain}) cannot be entered by this army (Table 5)`,
  },
  elevation: {
    de: (p) => `${p.at} braucht ${p.need} Höhenstufenpunkte, ${p.have === 1 ? 'übrig ist 1' : `übrig sind ${p.have}`} (R §1.5.1, §4).`,
    en: (p) => `${p.at} needs ${p.need} elevation points, ${p.have === 1 ? '1 is left' : `${p.have} are left`} (R §1.5.1, §4)`,
  },
  bwp: {
    de: (p) => `${p.at} kostet ${p.cost} BWP, ${p.left === 1 ? 'übrig ist 1' : `übrig sind ${p.left}`} (R §4, Tabelle 5).`,
    en: (p) => `${p.at} costs ${p.cost} BWP, ${p.left === 1 ? '1 is left' : `${p.left} are left`} (R §4, Table 5)`,
  },
  enemy: {
    de: (p) => `In ${p.at} stehen gegnerische Heere: die Bewegung endet dort im Nahkampf (R §5.5, Errata 60).`,
    en: (p) => `enemy armies stand in ${p.at}: the move ends there in melee (R §5.5, errata 60)`,
  },
  character: {
    de: (p) => `In ${p.at} steht ein gegnerischer Charakter ohne Heer: die Bewegung endet dort (R §1.9).`,
    en: (p) => `an enemy character without an army stands in ${p.at}: the move ends there (R §1.9)`,
  },
  'overrun-exhausted': {
    de: (p) => `Das Überrennen in ${p.at} kostet 7 zusätzliche BWP; danach ist keiner mehr übrig (R §5.5).`,
    en: (p) => `overrunning in ${p.at} costs 7 extra BWP; none are left after it (R §5.5)`,
  },
  'teleport-field': {
    de: (p) => `Auf dem Teleportfeld ${p.at} endet die Fahrt; es führt zum Piratennest (R §6.6.5).`,
    en: (p) => `the voyage ends on the teleport field ${p.at}; it leads to the pirate nest (R §6.6.5)`,
  },
  'gate-exit': {
    de: (p) => `${p.at} liegt nicht neben dem Tor ${p.gate}: Die Flotte taucht auf einem der sechs Felder um das Tor auf (R §6.6.4).`,
    en: (p) => `${p.at} is not beside the gate ${p.gate}: the fleet appears on one of the six hexes around the gate (R §6.6.4)`,
  },
  'wizard-alone': {
    de: (p) => `${p.at} liegt außerhalb des eigenen oder alliierten Reichsgebietes, und dort steht kein eigenes Heer: Ein Zauberer, der kein Charakter ist, betritt es nicht allein (R §1.3).`,
    en: (p) => `${p.at} lies outside own or allied land and no own army stands there: a wizard who is no character does not enter it alone (R §1.3)`,
  },
  'out-of-range': {
    de: (p) => `${p.at} liegt außerhalb der Reichweite dieses Monats.`,
    en: (p) => `${p.at} is out of this month's range`,
  },
  unreachable: {
    de: (p) => `${p.at} ist nicht erreichbar: ${p.reason}`,
    en: (p) => `${p.at} cannot be reached: ${p.reasonEn ?? p.reason}`,
  },
  'embark-not-fleet': {
    de: (p) => `${p.fleet} ist keine Flotte des Reiches.`,
    en: (p) => `${p.fleet} is not a fleet of the realm`,
  },
  'embark-not-land-army': {
    de: () => 'Nur Landheere schiffen ein (R §1.8).',
    en: () => 'only land armies embark (R §1.8)',
  },
  'embark-not-adjacent': {
    de: (p) => `Die Flotte ${p.fleet} liegt in ${p.at}, nicht neben dem Heer.`,
    en: (p) => `fleet ${p.fleet} lies at ${p.at}, not next to the army`,
  },
  'embark-capacity': {
    de: (p) => `Die Flotte ${p.fleet} fasst noch ${num(Number(p.free), 'de')} RP, das Heer braucht ${num(Number(p.need), 'de')} RP (R §0.2, §1.1.4).`,
    en: (p) => `fleet ${p.fleet} has ${num(Number(p.free), 'en')} RP free, the army needs ${num(Number(p.need), 'en')} RP (R §0.2, §1.1.4)`,
  },
  'disembark-not-aboard': {
    de: () => 'Das Heer ist nicht eingeschifft.',
    en: () => 'the army is not aboard a fleet',
  },
  'disembark-not-adjacent': {
    de: (p) => `${p.at} grenzt nicht an ${p.from}, wo die Flotte liegt.`,
    en: (p) => `${p.at} is not next to ${p.from}, where the fleet lies`,
  },
};

export function moveMessage(code: string, params: MoveParams, lang: 'de' | 'en' = 'de'): string {
  const entry = MESSAGES[code];
  return entry === undefined ? code : entry[lang](params);
}
