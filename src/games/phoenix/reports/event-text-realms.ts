import type { Lang } from './text.js';
import { num } from './text.js';

type Data = Readonly<Record<string, unknown>>;
type Line = (d: Data, lang: Lang) => readonly [string, string];

const s = (value: unknown): string => (value === undefined || value === null ? '–' : Array.isArray(value) ? value.join(', ') : String(value));

function units(value: unknown, lang: Lang): string {
  const parts = Object.entries((value ?? {}) as Record<string, number>).map(([unit, n]) => `${num(n, lang)} ${unit}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}

/** How the game masters marked an absent realm (R §6.9). */
function how(d: Data): readonly [string, string] {
  if (d.protection === 'gods') return ['unter dem Schutz der Götter', 'under the protection of the gods'];
  if (d.protection === 'leaving') return ['scheidet aus dem Spiel aus und steht unter Elementarem Schutz', 'leaves the game and stands under elemental protection'];
  const times = Number(d.times);
  return [`fehlt ${d.registered === true ? 'abgemeldet' : 'unabgemeldet'} zum ${times}. Mal`, `is absent ${d.registered === true ? 'registered' : 'unregistered'} for the ${times === 1 ? 'first' : times === 2 ? 'second' : times === 3 ? 'third' : `${times}th`} time`];
}

const EVENT_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  goodHarvest: ['Gute Ernte', 'Good harvest'],
  plague: ['Die Pest', 'Plague'],
  vermin: ['Ungezieferplage', 'Vermin'],
  disease: ['Krankheiten & Plagen', 'Disease and pestilence'],
};

export function eventName(event: unknown, lang: Lang): string {
  const names = EVENT_NAMES[String(event)];
  return names === undefined ? String(event) : names[lang === 'de' ? 0 : 1];
}

/** Why goods bought from the traders could not be delivered (R §6.4.1; P-281). */
const DELIVERY_FAILED: Readonly<Record<string, readonly [string, string]>> = {
  'post-gone': ['dort steht kein Handelskontor des Käufers mehr', 'no trading post of the buyer stands there any more'],
  'no-water': ['neben dem Rüstort liegt kein Wasser für Schiffe', 'no water for ships lies beside the stronghold'],
  'army-elsewhere': ['das genannte Heer steht nicht dort oder ist von anderer Gattung', 'the army named does not stand there or is of another kind'],
  'too-small': ['ein neues Heer braucht einen HF und die Mindeststärke', 'a new army needs an HF and the minimum strength'],
};

/** Report lines of absent realms (R §6.9) and the month's events (R §6.11). */
export const REALM_LINES: Readonly<Record<string, Line>> = {
  realmAbsent: (d) => {
    const [de, en] = how(d);
    return [`Das Reich ${s(d.realm)} ${de} (Stufe ${s(d.stage)}, R §6.9)`, `The realm ${s(d.realm)} ${en} (stage ${s(d.stage)}, R §6.9)`];
  },
  absentArmyDissolved: (d, l) => [`Heer ${s(d.army)} des abwesenden Reiches ${s(d.realm)} in ${s(d.at)} außerhalb des eigenen Reichsgebiets löst sich auf: ${units(d.units, l)}`, `Army ${s(d.army)} of the absent realm ${s(d.realm)} at ${s(d.at)}, outside its own land, dissolves: ${units(d.units, l)}`],
  absentDeserted: (d, l) => [`Heer ${s(d.army)} von ${s(d.realm)} in ${s(d.at)} ist desertiert: ${units(d.units, l)}`, `Army ${s(d.army)} of ${s(d.realm)} at ${s(d.at)} has deserted: ${units(d.units, l)}`],
  absentRealmFallen: (d, l) => [`Das Reich ${s(d.realm)} zerfällt: ${num(Number(d.hexes), l)} Gemarken gelten als unerobert, Rüstorte verfallen (${s(d.strongholds)}), der Reichsschatz ist leer (0 GS)`, `The realm ${s(d.realm)} falls apart: ${num(Number(d.hexes), l)} hexes count as unconquered, strongholds decay (${s(d.strongholds)}), the treasury is empty (0 GS)`],
  absentMorale: (d, l) => [`Verminderte Kampfmoral: Heer ${s(d.army)} des abwesenden Reiches ${s(d.realm)} in ${s(d.at)} kämpft mit halber Stärke; es verliert ${units(d.units, l)}`, `Low morale: army ${s(d.army)} of the absent realm ${s(d.realm)} at ${s(d.at)} fights at half strength; it loses ${units(d.units, l)}`],
  absentTurnIgnored: (d, l) => [`Das Reich ${s(d.realm)} ist abwesend: seine ${num(Number(d.orders), l)} Befehle werden nicht ausgeführt (R §6.9)`, `The realm ${s(d.realm)} is absent: its ${num(Number(d.orders), l)} orders are not carried out (R §6.9)`],
  startOrdersLate: (d, l) => {
    const n = Number(d.orders);
    return [
      `Der Zug von ${s(d.realm)} kam nach dem Beginn des Monats: ${num(n, l)} ${n === 1 ? 'Befehl' : 'Befehle'} des Monatsbeginns (Rüstung, Bonusrüstorte, Baubeginn) ${n === 1 ? 'wird' : 'werden'} nicht ausgeführt (R §3.3; P-297)`,
      `The turn of ${s(d.realm)} came after the month's start: ${num(n, l)} ${n === 1 ? 'order' : 'orders'} of the month's start (armament, bonus strongholds, building started) ${n === 1 ? 'is' : 'are'} not carried out (R §3.3; P-297)`,
    ];
  },
  absentNoIncome: (d) => [`Keine Steuern für ${s(d.realm)}: das Reich fehlt (R §6.9.2)`, `No taxes for ${s(d.realm)}: the realm is absent (R §6.9.2)`],
  tradingPostDestroyed: (d) => [`Das Handelskontor von ${s(d.realm)} in ${s(d.at)} ist zerstört (Rüstort ${d.how === 'destroyed' ? 'zerstört' : 'erobert'}); ein neues frühestens ab Monat ${s(d.from)}`, `The trading post of ${s(d.realm)} at ${s(d.at)} is destroyed (stronghold ${d.how === 'destroyed' ? 'destroyed' : 'conquered'}); a new one from month ${s(d.from)}`],
  traderStock: (d, l) => [`Die Händler rüsten in ${s(d.at)} in ihr Lager: ${units(d.units, l)} für ${num(Number(d.cost), l)} GS; das Lager hält nun ${num(Number(d.rp), l)} RP`, `The traders arm at ${s(d.at)} into their stock: ${units(d.units, l)} for ${num(Number(d.cost), l)} GS; the stock now holds ${num(Number(d.rp), l)} RP`],
  deadGoodsSold: (d, l) => [`Über das Handelskontor in ${s(d.at)} neu gerüstet und nach Audvacar verkauft: ${units(d.units, l)} für ${num(Number(d.cost), l)} GS`, `Newly armed at the trading post at ${s(d.at)} and sold to Audvacar: ${units(d.units, l)} for ${num(Number(d.cost), l)} GS`],
  deadGoodsBought: (d, l) => [`${s(d.from)} verkauft den Händlern neu gerüstete Waren nach Audvacar: ${units(d.units, l)}; sie stehen im nächsten Monat zum Verkauf`, `${s(d.from)} sells newly armed goods to the traders on Audvacar: ${units(d.units, l)}; they are for sale next month`],
  deadGoodsInStock: (d, l) => [`Die von den Reichen gekauften Waren kommen ins Lager der Händler: ${units(d.units, l)}; das Lager hält nun ${num(Number(d.rp), l)} RP`, `The goods bought from the realms join the traders' stock: ${units(d.units, l)}; the stock now holds ${num(Number(d.rp), l)} RP`],
  traderSale: (d, l) => [`Die Händler (${s(d.from)}) verkaufen an ${s(d.to)} durch die Portale zum Handelskontor in ${s(d.post)}, für Heer ${s(d.army)}: ${units(d.units, l)} (${num(Number(d.rp), l)} RP); sie stehen zu Beginn des nächsten Zuges von ${s(d.to)} bereit`, `The traders (${s(d.from)}) sell to ${s(d.to)} through the portals to the trading post at ${s(d.post)}, for army ${s(d.army)}: ${units(d.units, l)} (${num(Number(d.rp), l)} RP); they stand ready at the start of ${s(d.to)}'s next turn`],
  traderDelivery: (d, l) => [`Lieferung der Händler am Handelskontor in ${s(d.post)}: Heer ${s(d.army)} in ${s(d.at)} erhält ${units(d.units, l)}`, `The traders' delivery at the trading post at ${s(d.post)}: army ${s(d.army)} at ${s(d.at)} receives ${units(d.units, l)}`],
  traderDeliveryReturned: (d, l) => {
    const [de, en] = DELIVERY_FAILED[String(d.why)] ?? ['', ''];
    return [`Die Lieferung an ${s(d.to)} in ${s(d.post)} (Heer ${s(d.army)}: ${units(d.units, l)}) geht zurück ins Lager der Händler: ${de}`, `The delivery to ${s(d.to)} at ${s(d.post)} (army ${s(d.army)}: ${units(d.units, l)}) goes back to the traders' stock: ${en}`];
  },
  undeadWizard: (d, l) => [`Die Untoten rüsten sofort einen ZA: ${s(d.id)} in ${s(d.at)} (Heer ${s(d.army)}), ${num(Number(d.gp), l)} GP, für ${num(Number(d.cost), l)} GS Kampfeinnahmen (R §6.7)`, `The undead arm a ZA at once: ${s(d.id)} at ${s(d.at)} (army ${s(d.army)}), ${num(Number(d.gp), l)} GP, for ${num(Number(d.cost), l)} GS of combat income (R §6.7)`],
  monthEvent: (d, l) => [`${eventName(d.event, 'de')}: ${s(d.at)}${d.applied === true ? ` (Einnahmen ×${num(Number(d.factor), l, 2)})` : ''}`, `${eventName(d.event, 'en')}: ${s(d.at)}${d.applied === true ? ` (income ×${num(Number(d.factor), l, 2)})` : ''}`],
};
