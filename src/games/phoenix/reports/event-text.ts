import type { Lang } from '../report/text.js';
import { num } from '../report/text.js';

type Data = Readonly<Record<string, unknown>>;

function units(value: unknown, lang: Lang): string {
  if (value === null || typeof value !== 'object') return '';
  const parts = Object.entries(value as Record<string, number>).filter(([, n]) => typeof n === 'number' && n > 0).map(([unit, n]) => `${num(n, lang)} ${unit}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}

const s = (value: unknown): string => (value === undefined || value === null ? '–' : Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One line per event code and language; codes without a line are shown with their data. */
const LINES: Readonly<Record<string, (d: Data, lang: Lang) => readonly [string, string]>> = {
  turnOrder: (d) => [`Zugreihenfolge für Monat ${s(d.month)}: ${s(d.order)}`, `Turn order of month ${s(d.month)}: ${s(d.order)}`],
  teleportGate: (d) => [`Aktives Teleportertor in Monat ${s(d.month)}: ${s(d.at)}`, `Active teleport gate in month ${s(d.month)}: ${s(d.at)}`],
  armament: (d, l) => [`Gerüstet in ${s(d.at)} (Heer ${s(d.army)} auf ${s(d.placedAt)}): ${units(d.units, l)} für ${num(Number(d.cost), l)} GS`, `Armed at ${s(d.at)} (army ${s(d.army)} at ${s(d.placedAt)}): ${units(d.units, l)} for ${num(Number(d.cost), l)} GS`],
  buildStart: (d) => [`Baubeginn: ${s(d.structure)} in ${s(d.at)}`, `Building started: ${s(d.structure)} at ${s(d.at)}`],
  built: (d, l) => [`Gebaut: ${s(d.structure)} in ${s(d.at)} +${num(Number(d.added), l)} BP (${num(Number(d.bp), l)} BP, ${num(Number(d.cost), l)} GS)${d.finished ? ', fertig' : ''}`, `Built: ${s(d.structure)} at ${s(d.at)} +${num(Number(d.added), l)} BP (${num(Number(d.bp), l)} BP, ${num(Number(d.cost), l)} GS)${d.finished ? ', finished' : ''}`],
  repaired: (d, l) => [`Repariert: ${s(d.structure)} in ${s(d.at)} auf ${num(Number(d.bp), l)} BP`, `Repaired: ${s(d.structure)} at ${s(d.at)} to ${num(Number(d.bp), l)} BP`],
  buildHindered: (d) => [`Bau in ${s(d.at)} durch feindliche Heere verhindert`, `Work at ${s(d.at)} prevented by hostile armies`],
  buildUnpaid: (d, l) => [`Bau in ${s(d.at)} nicht bezahlbar (${num(Number(d.needed), l)} GS nötig)`, `Work at ${s(d.at)} not paid for (${num(Number(d.needed), l)} GS needed)`],
  regenerated: (d) => [`${s(d.id)} regeneriert ${s(d.from)} → ${s(d.to)}`, `${s(d.id)} regenerates ${s(d.from)} → ${s(d.to)}`],
  embark: (d) => [`Heer ${s(d.army)} schifft sich auf Flotte ${s(d.fleet)} ein (${s(d.at)})`, `Army ${s(d.army)} boards fleet ${s(d.fleet)} (${s(d.at)})`],
  disembark: (d) => [`Heer ${s(d.army)} landet in ${s(d.at)}`, `Army ${s(d.army)} lands at ${s(d.at)}`],
  split: (d, l) => [`Heer ${s(d.army)} teilt Heer ${s(d.newArmy)} ab: ${units(d.units, l)}`, `Army ${s(d.army)} splits off army ${s(d.newArmy)}: ${units(d.units, l)}`],
  merge: (d) => [`Heer ${s(d.army)} vereinigt sich mit Heer ${s(d.into)}`, `Army ${s(d.army)} joins army ${s(d.into)}`],
  battle: (d) => [`Nahkampf in ${s(d.at)}: ${s(d.attacker)} greift ${s(d.defenders)} an`, `Melee at ${s(d.at)}: ${s(d.attacker)} attacks ${s(d.defenders)}`],
  melee: (d, l) => [
    `Nahkampf in ${s(d.at)} als ${d.role === 'attacker' ? 'Angreifer' : 'Verteidiger'} gegen ${s(d.opponents)}: ${d.won ? 'gewonnen' : 'verloren'}; Kampfeinnahmen ${num(Number(d.income), l)} GS; erfahren: ${s(d.learned)}`,
    `Melee at ${s(d.at)} as ${s(d.role)} against ${s(d.opponents)}: ${d.won ? 'won' : 'lost'}; combat income ${num(Number(d.income), l)} GS; learned: ${s(d.learned)}`,
  ],
  fireShooter: (d) => [`Fernkampf: erwürfelter Schaden ${s(d.damageRolled)}`, `Ranged fire: damage rolled ${s(d.damageRolled)}`],
  fireTarget: (d) => [`${s(d.hex)} wurde beschossen aus ${s(d.firedFrom)}`, `${s(d.hex)} was fired on from ${s(d.firedFrom)}`],
  fireStronghold: (d) => [`Rüstort ${s(d.hex)} hat noch ${s(d.bp)} BP (${s(d.level)})`, `Stronghold ${s(d.hex)} has ${s(d.bp)} BP left (${s(d.level)})`],
  fireLosses: (d) => [`Verluste durch Beschuss in ${s(d.hex)}: ${s(d.armies)}`, `Losses to fire at ${s(d.hex)}: ${s(d.armies)}`],
  conquest: (d) => [`${s(d.realm)} erobert ${s(d.at)}${d.from ? ` von ${s(d.from)}` : ''}`, `${s(d.realm)} conquers ${s(d.at)}${d.from ? ` from ${s(d.from)}` : ''}`],
  loot: (d, l) => [`Beute in ${s(d.at)}: ${num(Number(d.gold), l)} GS (besondere Einnahmen bei Heer ${s(d.army)})`, `Loot at ${s(d.at)}: ${num(Number(d.gold), l)} GS (special income with army ${s(d.army)})`],
  plunder: (d) => [`${s(d.realm)} plündert ${s(d.at)}`, `${s(d.realm)} plunders ${s(d.at)}`],
  plunderIncome: (d, l) => [`Plündereinnahmen ${num(Number(d.gold), l)} GS`, `Plunder income ${num(Number(d.gold), l)} GS`],
  figureKilled: (d) => [`${s(d.name)} (${s(d.realm)}) ist tot: ${s(d.why)}`, `${s(d.name)} (${s(d.realm)}) is dead: ${s(d.why)}`],
  figureCaptured: (d) => [`${s(d.name)} (${s(d.realm)}) wurde von ${s(d.captor)} in ${s(d.at)} gefangen`, `${s(d.name)} (${s(d.realm)}) was captured by ${s(d.captor)} at ${s(d.at)}`],
  gift: (d, l) => [`Schenkung ${s(d.from)} → ${s(d.to)}${d.gold ? `: ${num(Number(d.gold), l)} GS` : ''}${d.units ? ` ${units(d.units, l)}` : ''}${d.hex ? ` Gemark ${s(d.hex)}` : ''}`, `Gift ${s(d.from)} → ${s(d.to)}${d.gold ? `: ${num(Number(d.gold), l)} GS` : ''}${d.units ? ` ${units(d.units, l)}` : ''}${d.hex ? ` hex ${s(d.hex)}` : ''}`],
  income: (d, l) => [`Steuern: ${num(Number(d.total), l)} GS (${s(d.hexes)} Gemarken, Rüstorte ${num(Number(d.strongholds), l)} GS, ${s(d.plundered)} geplündert)`, `Taxes: ${num(Number(d.total), l)} GS (${s(d.hexes)} hexes, strongholds ${num(Number(d.strongholds), l)} GS, ${s(d.plundered)} plundered)`],
  goodHarvest: (d) => [`Gute Ernte in ${s(d.at)}`, `Good harvest at ${s(d.at)}`],
  plague: (d) => [`Pest in ${s(d.at)}`, `Plague at ${s(d.at)}`],
  overstackCut: (d, l) => [`Überbesetzung in ${s(d.at)}: Heer ${s(d.army)} verliert ${units(d.cut, l)}`, `Over-stacking at ${s(d.at)}: army ${s(d.army)} loses ${units(d.cut, l)}`],
  overstackRefund: (d, l) => [`Rückvergütung für Überbesetzung: ${num(Number(d.refund), l)} GS`, `Refund for over-stacking: ${num(Number(d.refund), l)} GS`],
  dissolved: (d, l) => [`Heer ${s(d.army)} in ${s(d.at)} aufgelöst (${s(d.why)}): ${units(d.units, l)}`, `Army ${s(d.army)} at ${s(d.at)} dissolved (${s(d.why)}): ${units(d.units, l)}`],
  disbanded: (d) => [`Heer ${s(d.army)} aufgelöst`, `Army ${s(d.army)} disbanded`],
  destroyed: (d) => [`${s(d.realm)} zerstört ${s(d.what)} in ${s(d.at)}`, `${s(d.realm)} destroys ${s(d.what)} at ${s(d.at)}`],
  capitalMove: (d) => [`${s(d.realm)} verlegt die Hauptstadt von ${s(d.from)} nach ${s(d.to)}`, `${s(d.realm)} moves its capital from ${s(d.from)} to ${s(d.to)}`],
  capitalMoved: (d) => [`${s(d.at)} ist die neue Hauptstadt von ${s(d.realm)}`, `${s(d.at)} is the new capital of ${s(d.realm)}`],
  right: (d) => [`${s(d.from)} ${d.grant ? 'gewährt' : 'entzieht'} ${s(d.to)} ${d.right === 'wegerecht' ? 'Wegerecht' : 'Küstenrecht'}`, `${s(d.from)} ${d.grant ? 'grants' : 'revokes'} ${d.right === 'wegerecht' ? 'right of way' : 'coastal rights'} ${d.grant ? 'to' : 'from'} ${s(d.to)}`],
  refused: (d) => [`Befehl abgelehnt (Zeile ${s(d.line)}): ${s(d.message)}`, `Order refused (line ${s(d.line)}): ${s(d.messageEn ?? d.message)}`],
  turnRejected: (d) => [`Der Spielzug konnte nicht gelesen werden: ${s((d.problems as { message: string }[]).map((p) => p.message))}`, `The turn could not be read: ${s((d.problems as { message: string }[]).map((p) => p.message))}`],
  calendar: (d) => [`Der nächste Monat ist Monat ${s(d.turn)}`, `The next month is month ${s(d.turn)}`],
  moved: (d) =>
    d.figure === undefined
      ? [`Heer ${s(d.army)} zieht ${s(d.from)} → ${s(d.to)}${d.stop ? ` (${s((d.stop as Data).message)})` : ''}`, `Army ${s(d.army)} moves ${s(d.from)} → ${s(d.to)}${d.stop ? ` (${s((d.stop as Data).message)})` : ''}`]
      : [`${s(d.figure)} zieht allein ${s(d.from)} → ${s(d.to)}${d.stop ? ` (${s((d.stop as Data).message)})` : ''}`, `${s(d.figure)} moves alone ${s(d.from)} → ${s(d.to)}${d.stop ? ` (${s((d.stop as Data).message)})` : ''}`],
  cargo: (d, l) => [`Ladung von Heer ${s(d.from)} an Heer ${s(d.to)}: ${num(Number(d.gold), l)} GS, ${num(Number(d.prisoners), l)} Gefangene`, `Cargo from army ${s(d.from)} to army ${s(d.to)}: ${num(Number(d.gold), l)} GS, ${num(Number(d.prisoners), l)} prisoners`],
  characterCombatAt: (d) => [`${d.knights ? 'Ritter- und Charakterkampf' : 'Charakterkampf'} in ${s(d.at)}: ${s(d.attacker)} gegen ${s(d.defender)}`, `${d.knights ? 'Knights’ and character combat' : 'Character combat'} at ${s(d.at)}: ${s(d.attacker)} against ${s(d.defender)}`],
  characterCombat: (d) => {
    const fighters = (d.fighters as { id: string; gp: number; gpAfter: number; meleeGp: number; died: boolean }[]).map((f) => `${f.id} ${f.gp} → ${f.gpAfter} GP${f.died ? ' †' : ''}`);
    return [`Charakterkampf in ${s(d.at)} gegen ${s(d.opponent)}: ${fighters.join('; ')}`, `Character combat at ${s(d.at)} against ${s(d.opponent)}: ${fighters.join('; ')}`];
  },
  rearguard: (d) => {
    const figures = (d.figures as { id: string; status: string; reason: { de: string; en: string } }[]);
    return [`Rückzugsgefecht in ${s(d.at)}: ${figures.map((f) => `${f.id}: ${f.reason.de}`).join('; ')}`, `Rearguard fight at ${s(d.at)}: ${figures.map((f) => `${f.id}: ${f.reason.en}`).join('; ')}`];
  },
  duelNotEvaluated: (d) => [`Zauberduell ${s(d.wizard)} (${s(d.at)}) gegen ${s(d.opponent)} (${s(d.opponentAt)}): wird erst mit der Magie ausgewertet`, `Wizard duel ${s(d.wizard)} (${s(d.at)}) against ${s(d.opponent)} (${s(d.opponentAt)}): not evaluated until magic comes`],
  wallOvercome: (d) => [`Wall ${s(d.at)} ${s(d.side)} von ${s(d.owner)} überwunden; ohne Besatzung verfällt er`, `Wall ${s(d.at)} ${s(d.side)} of ${s(d.owner)} overcome; without its crew it decays`],
  retreatChoice: (d) => {
    const reason = d.reason as { de: string; en: string };
    return d.used
      ? [`${s(d.figure)} zieht sich wie befohlen von ${s(d.at)} nach ${s(d.to)} zurück`, `${s(d.figure)} retreats from ${s(d.at)} to ${s(d.to)} as ordered`]
      : [`RUECKZUG ${s(d.figure)} NACH ${s(d.wanted)} nicht möglich (${reason.de}); Rückzug nach ${s(d.to)}`, `RETREAT ${s(d.figure)} TO ${s(d.wanted)} not possible (${reason.en}); retreats to ${s(d.to)}`];
  },
  pairingOrder: (d) => {
    const reason = d.reason as { de: string; en: string };
    const where = d.at === undefined ? ['', ''] : [` in ${s(d.at)}`, ` at ${s(d.at)}`];
    return [`KAMPF ${s(d.fighter)} GEGEN ${s(d.opponent)}${where[0]}: ${d.used ? '' : 'nicht angewandt – '}${reason.de}`, `FIGHT ${s(d.fighter)} AGAINST ${s(d.opponent)}${where[1]}: ${d.used ? '' : 'not applied – '}${reason.en}`];
  },
};

export function eventLine(code: string, data: Data, lang: Lang): string {
  const line = LINES[code];
  if (line === undefined) return `${code}: ${JSON.stringify(data)}`;
  return line(data, lang)[lang === 'de' ? 0 : 1];
}
