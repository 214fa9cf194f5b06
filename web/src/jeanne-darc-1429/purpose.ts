import type { GameIndex } from '../../../src/games/jeanne-darc-1429/client.js';
import { cityLabel, powerName, type JdaLang } from './labels.js';

type Foreign = Exclude<JdaLang, 'en'>;
/** One recorded purpose (English, as the log keeps it for the transcripts) and its words per language. */
type Rule = readonly [RegExp, (lang: Foreign, m: readonly string[], name: Names) => string];
interface Names {
  readonly city: (id: string) => string;
  readonly power: (id: string) => string;
}

const KIND: Readonly<Record<string, Readonly<Record<Foreign, string>>>> = {
  uprising: { de: 'Aufstand', nl: 'opstand', fr: 'soulèvement' },
  mercenaries: { de: 'Söldner', nl: 'huurlingen', fr: 'mercenaires' },
};
const by = (de: string, nl: string, fr: string) => (lang: Foreign) => ({ de, nl, fr })[lang];

const RULES: readonly Rule[] = [
  [/^attack on (.+)$/, (l, m, n) => `${by('Angriff auf', 'aanval op', 'attaque contre')(l)} ${n.city(m[1] as string)}`],
  [/^defence of (.+)$/, (l, m, n) => `${by('Verteidigung von', 'verdediging van', 'défense de')(l)} ${n.city(m[1] as string)}`],
  [/^foreign intervention against (.+)$/, (l, m, n) => `${by('Intervention des Auslands gegen', 'buitenlandse interventie tegen', 'intervention étrangère contre')(l)} ${n.city(m[1] as string)}`],
  [/^foreign intervention: extent$/, by('Intervention des Auslands: Umfang', 'buitenlandse interventie: omvang', 'intervention étrangère : ampleur')],
  [/^foreign intervention: second roll$/, by('Intervention des Auslands: zweiter Wurf', 'buitenlandse interventie: tweede worp', 'intervention étrangère : second lancer')],
  [/^uprising provoked in (.+)$/, (l, m, n) => `${by('provozierter Aufstand in', 'uitgelokte opstand in', 'soulèvement provoqué à')(l)} ${n.city(m[1] as string)}`],
  [/^(uprising|mercenaries): number of cities$/, (l, m) => `${KIND[m[1] as string]?.[l] ?? ''}: ${by('Anzahl der Städte', 'aantal steden', 'nombre de villes')(l)}`],
  [/^(uprising|mercenaries) in (.+)$/, (l, m, n) => `${KIND[m[1] as string]?.[l] ?? ''} ${by('in', 'in', 'à')(l)} ${n.city(m[2] as string)}`],
  [/^end of the game after round (\d+) \(1 in (\d+)\)$/, (l, m) => by(`Spielende nach Runde ${m[1]} (1 zu ${m[2]})`, `einde van het spel na ronde ${m[1]} (1 op ${m[2]})`, `fin de la partie après la manche ${m[1]} (1 sur ${m[2]})`)(l)],
  [/^player order: marker (\d+) \(draw (\d+)\)$/, (l, m) => by(`Spielerreihenfolge: Plättchen ${m[1]} (Ziehung ${m[2]})`, `spelersvolgorde: fiche ${m[1]} (trekking ${m[2]})`, `ordre des joueurs : jeton ${m[1]} (tirage ${m[2]})`)(l)],
  [/^event marker (\d+) of (\d+)$/, (l, m) => by(`Ereignisplättchen ${m[1]} von ${m[2]}`, `gebeurtenisfiche ${m[1]} van ${m[2]}`, `jeton d’événement ${m[1]} sur ${m[2]}`)(l)],
  [/^confiscation: card (\d+) of (\d+) from (.+)$/, (l, m, n) => by(`Beschlagnahme: Karte ${m[1]} von ${m[2]} bei ${n.power(m[3] as string)}`, `confiscatie: kaart ${m[1]} van ${m[2]} bij ${n.power(m[3] as string)}`, `confiscation : carte ${m[1]} sur ${m[2]} chez ${n.power(m[3] as string)}`)(l)],
  [/^field battle: the player left out$/, by('Feldschlacht: wer aussetzt', 'veldslag: wie buiten blijft', 'bataille rangée : qui reste à l’écart')],
  [/^field battle: camp of (.+), companion (\d+)$/, (l, m, n) => by(`Feldschlacht: Lager von ${n.power(m[1] as string)}, Verbündeter ${m[2]}`, `veldslag: kamp van ${n.power(m[1] as string)}, bondgenoot ${m[2]}`, `bataille rangée : camp de ${n.power(m[1] as string)}, allié ${m[2]}`)(l)],
  [/^field battle: opponent of (.+)$/, (l, m, n) => `${by('Feldschlacht: Gegner von', 'veldslag: tegenstander van', 'bataille rangée : adversaire de')(l)} ${n.power(m[1] as string)}`],
  [/^naval battle: lot for place (\d+) among (\d+) with (\d+) ports$/, (l, m) => by(`Seeschlacht: Los um Platz ${m[1]} unter ${m[2]} mit ${m[3]} Häfen`, `zeeslag: lot om plaats ${m[1]} onder ${m[2]} met ${m[3]} havens`, `bataille navale : tirage de la place ${m[1]} parmi ${m[2]} avec ${m[3]} ports`)(l)],
  [/^(naval battle|field battle duel) (\S+) against (\S+)$/, (l, m, n) =>
    `${m[1] === 'naval battle' ? by('Seeschlacht', 'zeeslag', 'bataille navale')(l) : by('Feldschlacht-Duell', 'duel in de veldslag', 'duel de la bataille rangée')(l)} ${n.power(m[2] as string)} ${by('gegen', 'tegen', 'contre')(l)} ${n.power(m[3] as string)}`],
];

/** A lot's range, appended to its purpose: "… (1–4)". */
const RANGE = /^(.*) (\(1–\d+\))$/;

/** A roll's purpose, recorded in English, in the table's language; English and unknown purposes stay as recorded. */
export function purposeText(purpose: string, index: GameIndex, lang: JdaLang): string {
  if (lang === 'en') return purpose;
  const range = RANGE.exec(purpose);
  const core = range === null ? purpose : (range[1] as string);
  const names: Names = { city: (id) => cityLabel(index, id), power: (id) => powerName(lang, id) };
  for (const [pattern, words] of RULES) {
    const m = pattern.exec(core);
    if (m !== null) return range === null ? words(lang, m, names) : `${words(lang, m, names)} ${range[2] as string}`;
  }
  return purpose;
}
