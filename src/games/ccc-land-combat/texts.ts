import type { Roll } from '../../kernel/dice.js';
import { NATIVES, type CombatFile, type SideName } from './combat-file.js';
import type { CombatRun, DefaultTaken } from './autoplay.js';
import type { SideRoll } from './combat.js';
import type { CombatUnit } from './forces.js';
import type { Odds } from './odds.js';
import type { CccCommand, CccEvent, CccState } from './state.js';

export type Lang = 'en' | 'de';

/** The purposes of the rolls (recorded in English in the log) in German. */
export const PURPOSE_DE: Record<string, string> = { 'LC DR attacker': 'LC DR Angreifer', 'LC DR defender': 'LC DR Verteidiger', 'natives retreat': 'Rückzug der Ureinwohner' };

/** The dice as an English reader writes them (the log records the German W6, W20, W%). */
const DIE_EN: Record<string, string> = { W6: 'd6', W10: 'd10', W20: 'd20', 'W%': 'd100' };

type OddsRow = { winner: string; attackerLosses: number; defenderLosses: number; leadersLost: number; count: number };

const T = {
  en: {
    attacker: 'attacker', defender: 'defender',
    Attacker: 'Attacker', Defender: 'Defender',
    step: ['Declaration', 'Step 1: free actions of the defending European leader', 'Step 2: cavalry charge (attacker first)', 'Step 3: siege bonus (attacker only, not in the basic game)', 'Step 4: land combat round (LC DR)', 'Step 5: retreats', 'Step 6: end of land combat'],
    sample: 'Note: the tables are a sample, not the published ones — the results table, the modifier chart, the unit and ship factors and the card effects are invented (docs/ccc-land-combat/data-files.md; --tables FILE replaces them).',
    tablesOwn: (title: string) => `Tables: ${title}.`,
    game: { basic: 'basic game', veteran: 'veteran game', expert: 'expert game' } as Record<string, string>,
    sides: (a: string, d: string, area: string, colony: string | null, game: string) => `Attacker: ${a}. Defender: ${d}. Land area: ${area}${colony === null ? '' : `, with the colony ${colony}`}. Game: ${game}.`,
    commander: (n: string) => `The defender's army commander: ${n}.`,
    allied: (n: string, owner: string) => `${n} is an allied avatar of ${owner}: only its owner's skills (cards, advisors) modify the defender's LC DR.`,
    staysOut: (n: string) => `Other avatars of the defender stay out of the land combat: ${n}.`,
    colonyAlone: 'No avatar is available: the colony defends itself with its garrison troops and royal regiments.',
    nativesDefend: 'The natives defend (no control marker in the land area).',
    nativesNoCards: 'The natives hold no cards: they have no card windows.',
    nativesFirearms: 'The natives know firearms: each of their units has +1 AF/DF.',
    landed: (f: string, u: string) => `${f} lands ${u}.`,
    bombard: (f: string) => `${f} supports the defence with shore bombardment.`,
    units: (s: string, n: string, u: string) => `Units of the ${s} (${n}): ${u}.`,
    fromArmy: (n: string) => `army of ${n}`,
    fromColony: (n: string) => `colony ${n}`,
    fromFleet: (n: string) => `from the fleet ${n}`,
    fromNatives: 'native army',
    natives: (n: string | null) => (n === null ? 'the natives' : `the ${n} natives`),
    none: 'none',
    and: 'and',
    overrun: (n: string) => `No garrison troops or royal regiment defend: the land area is overrun without a LC DR; the owning nation, ${n}, loses.`,
    overrunSkips: 'Steps 1 to 4 are left out (CCC-10): no card windows, no free actions, no cavalry charge, no siege bonus, no LC DR.',
    cards: (s: string, c: string) => `The ${s} plays ${c}.`,
    cardsOf: (s: string, c: string, n: string) => `The ${s} plays ${c} from the hand of ${n}, the allied commander's nation.`,
    noCards: (s: string) => `The ${s} plays no card.`,
    free: (a: string) => `Free action: ${a}.`,
    freeNone: (n: string, any: boolean) => (any ? `${n} takes no further free action.` : `${n} takes no free action.`),
    noFree: 'No free actions: no defending European leader commands on land.',
    charge: (s: string, y: boolean): string => (y ? `The ${s} announces a cavalry charge.` : `The ${s} announces no cavalry charge.`),
    noCavalry: (s: string) => `The ${s} has no cavalry: no cavalry charge.`,
    siege: (y: boolean): string => (y ? 'The attacker announces the siege bonus.' : 'The attacker announces no siege bonus.'),
    noSiege: { basic: 'No siege bonus: there is none in the basic game.', colony: 'No siege bonus: there is no colony to besiege.', artillery: 'No siege bonus: the attacker has no artillery.' },
    roll: (r: Roll) => `  roll ${DIE_EN[r.die] ?? r.die} for ${r.purpose}: ${r.value}`,
    total: (s: string, r: SideRoll, terms: string) => `${s}: combat factor ${r.factor} + leader ${r.leader} + 2d6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d: number, w: string) => `Difference ${d > 0 ? '+' : ''}${d}: the ${w} wins.`,
    hits: (s: string, n: number, r: number, e: string) => `Hits on the ${s}: ${n}${r > 0 ? ` (${r} taken off by cards)` : ''}${n > 0 ? `; eliminated: ${e}` : ''}.`,
    retreat: (s: string, to: string, what: string) => `The ${s} withdraws ${what} to ${to}.`,
    toFleet: (f: string) => `the fleet ${f}`,
    cut: (s: string, what: string, cap: string) => `The ${s} can not retreat: ${what} eliminated${cap === '' ? '' : `; the winner takes ${cap}`}.`,
    nothingToWithdraw: (s: string) => `The ${s} has no unit and no leader left in the land area to withdraw: nobody retreats.`,
    extra: (s: string, n: number, e: string) => `Extra hits on the ${s} (fewer cavalry +1, fewer artillery +2, medic −1): ${n}${n > 0 ? `; eliminated: ${e}` : ''}.`,
    noExtra: 'No extra hits: no LC DR was fought.',
    glory: (n: string, c: number, why: string, now: number | undefined) => `Glory points for ${n}: ${c > 0 ? '+' : ''}${c} (${why})${now === undefined ? '' : `, now ${now}`}.`,
    why: { won: 'won the land combat', 'beaten-by-natives': 'beaten by natives' } as Record<string, string>,
    reembark: (f: string, u: string) => `Surviving units re-embark on ${f}: ${u}.`,
    fleetKept: (f: string) => `${f} lost, but loses no ships and no loaded leader.`,
    stops: (n: string) => `The attacker (${n}) stops moving.`,
    nativesWin: (d: string, fire: boolean, cavalry: boolean) => `The victorious natives destroy ${d}${fire ? ' and gain firearms (+1 AF/DF)' : ''}; ${cavalry ? 'they may field cavalry from now on' : 'they may field cavalry'}.`,
    nothing: 'nothing',
    action: (a: string, n: string, ok: boolean): string => (ok ? `The failed ${a} of ${n} counts as successful: the land combat was won; glory points for awards are still given.` : `The failed ${a} of ${n} stays failed.`),
    defaulted: (what: string) => `Default (the file's choices say nothing here): ${what}.`,
    defaults: {
      commander: (n: string | null) => (n === null ? 'no commander, the colony defends itself' : `${n} commands the army`),
      land: 'no unit lands from a fleet',
      bombard: (f: string) => `every fleet that may bombard does: ${f}`,
      cards: 'no card',
      free: 'no free action',
      charge: 'the cavalry charge is announced',
      siege: 'the siege bonus is announced',
      retreat: (to: string) => `the first possible destination, ${to}`,
    },
    result: (w: string) => `Result: the ${w} wins.`,
    odds: 'Exact outcomes of the LC DR (out of 1296 equally likely throws of 2d6 each):',
    oddsRow: (o: OddsRow, total: number) =>
      `  ${o.winner === 'attacker' ? 'attacker' : 'defender'} wins, attacker loses ${o.attackerLosses}, defender loses ${o.defenderLosses}${o.leadersLost > 0 ? `, leaders lost ${o.leadersLost}` : ''}: ${o.count}/${total} (${pct(o.count, total)})`,
    oddsWin: (n: number, t: number) => `Attacker wins: ${n}/${t} (${pct(n, t)}).`,
    oddsOverrun: 'Overrun without a LC DR: the attacker wins for certain.',
  },
  de: {
    attacker: 'Angreifer', defender: 'Verteidiger',
    Attacker: 'Angreifer', Defender: 'Verteidiger',
    step: ['Deklaration', 'Schritt 1: Freie Aktionen für einen europäischen Anführer, der sich verteidigt', 'Schritt 2: Kavallerieattacke deklarieren (Angreifer zuerst)', 'Schritt 3: Belagerungsbonus deklarieren (nur Angreifer, nicht im Grundspiel)', 'Schritt 4: Landkampfrunde (LC DR)', 'Schritt 5: Rückzüge', 'Schritt 6: Ende des Landkampfes'],
    sample: 'Hinweis: Die Tabellen sind ein Beispiel, nicht die veröffentlichten — Ergebnistabelle, Modifikatortabelle, Einheiten- und Schiffswerte und Kartenwirkungen sind erfunden (docs/ccc-land-combat/data-files.md; --tables DATEI ersetzt sie).',
    tablesOwn: (title: string) => `Tabellen: ${title}.`,
    game: { basic: 'Grundspiel', veteran: 'Veteranenspiel', expert: 'Expertenspiel' } as Record<string, string>,
    sides: (a: string, d: string, area: string, colony: string | null, game: string) => `Angreifer: ${a}. Verteidiger: ${d}. Landgebiet: ${area}${colony === null ? '' : `, mit der Kolonie ${colony}`}. Spiel: ${game}.`,
    commander: (n: string) => `Anführer der Armee des Verteidigers: ${n}.`,
    allied: (n: string, owner: string) => `${n} ist ein verbündeter Avatar von ${owner}: nur die Eigenschaften seines Besitzers (Karten, Berater) modifizieren den LC DR des Verteidigers.`,
    staysOut: (n: string) => `Weitere Avatare des Verteidigers nehmen am Landkampf nicht teil: ${n}.`,
    colonyAlone: 'Kein Avatar steht zur Verfügung: die Kolonie verteidigt sich selbst mit Garnisonstruppen und königlichen Regimentern.',
    nativesDefend: 'Die Ureinwohner verteidigen (kein Kontrollmarker im Landgebiet).',
    nativesNoCards: 'Die Ureinwohner haben keine Karten: für sie gibt es kein Kartenfenster.',
    nativesFirearms: 'Die Ureinwohner kennen Schusswaffen: jede ihrer Einheiten hat +1 AF/DF.',
    landed: (f: string, u: string) => `${f} lädt aus: ${u}.`,
    bombard: (f: string) => `${f} nimmt mit Unterstützungsfeuer an der Verteidigung teil.`,
    units: (s: string, n: string, u: string) => `Einheiten des ${s}s (${n}): ${u}.`,
    fromArmy: (n: string) => `Armee von ${n}`,
    fromColony: (n: string) => `Kolonie ${n}`,
    fromFleet: (n: string) => `von der Flotte ${n}`,
    fromNatives: 'Armee der Ureinwohner',
    natives: (n: string | null) => (n === null ? 'die Ureinwohner' : `die ${n}-Ureinwohner`),
    none: 'keine',
    and: 'und',
    overrun: (n: string) => `Keine Garnisonstruppen oder königlichen Regimenter: das Landgebiet wird kampflos ohne LC DR überrannt; es verliert die besitzende Nation, ${n}.`,
    overrunSkips: 'Die Schritte 1 bis 4 entfallen (CCC-10): keine Kartenfenster, keine freien Aktionen, keine Kavallerieattacke, kein Belagerungsbonus, kein LC DR.',
    cards: (s: string, c: string) => `Der ${s} aktiviert ${c}.`,
    cardsOf: (s: string, c: string, n: string) => `Der ${s} aktiviert ${c} aus der Hand von ${n}, der Nation des verbündeten Anführers.`,
    noCards: (s: string) => `Der ${s} aktiviert keine Karte.`,
    free: (a: string) => `Freie Aktion: ${a}.`,
    freeNone: (n: string, any: boolean) => (any ? `${n} nimmt keine weitere freie Aktion.` : `${n} nimmt keine freie Aktion.`),
    noFree: 'Keine freien Aktionen: kein europäischer Anführer verteidigt an Land.',
    charge: (s: string, y: boolean) => (y ? `Der ${s} deklariert eine Kavallerieattacke.` : `Der ${s} deklariert keine Kavallerieattacke.`),
    noCavalry: (s: string) => `Der ${s} hat keine Kavallerie: keine Kavallerieattacke.`,
    siege: (y: boolean) => (y ? 'Der Angreifer deklariert den Belagerungsbonus.' : 'Der Angreifer deklariert keinen Belagerungsbonus.'),
    noSiege: { basic: 'Kein Belagerungsbonus: im Grundspiel gibt es keinen.', colony: 'Kein Belagerungsbonus: es gibt keine Kolonie zu belagern.', artillery: 'Kein Belagerungsbonus: der Angreifer hat keine Artillerie.' },
    roll: (r: Roll) => `  Wurf ${r.die} für ${PURPOSE_DE[r.purpose] ?? r.purpose}: ${r.value}`,
    total: (s: string, r: SideRoll, terms: string) => `${s}: Kampffaktor ${r.factor} + Anführer ${r.leader} + 2W6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d: number, w: string) => `Differenz ${d > 0 ? '+' : ''}${d}: der ${w} gewinnt.`,
    hits: (s: string, n: number, r: number, e: string) => `Treffer beim ${s}: ${n}${r > 0 ? ` (${r} durch Karten abgewendet)` : ''}${n > 0 ? `; vernichtet: ${e}` : ''}.`,
    retreat: (s: string, to: string, what: string) => `Der ${s} zieht sich mit ${what} nach ${to} zurück.`,
    toFleet: (f: string) => `auf die Flotte ${f}`,
    cut: (s: string, what: string, cap: string) => `Der ${s} kann sich nicht zurückziehen: ${what} vernichtet${cap === '' ? '' : `; der Sieger erbeutet ${cap}`}.`,
    nothingToWithdraw: (s: string) => `Der ${s} hat keine Einheit und keinen Anführer mehr im Landgebiet: niemand zieht sich zurück.`,
    extra: (s: string, n: number, e: string) => `Zusätzliche Treffer beim ${s} (weniger Kavallerie +1, weniger Artillerie +2, Arzt −1): ${n}${n > 0 ? `; vernichtet: ${e}` : ''}.`,
    noExtra: 'Keine zusätzlichen Treffer: es wurde kein LC DR ausgetragen.',
    glory: (n: string, c: number, why: string, now: number | undefined) => `Ruhmespunkte für ${n}: ${c > 0 ? '+' : ''}${c} (${why})${now === undefined ? '' : `, neuer Stand ${now}`}.`,
    why: { won: 'Landkampf gewonnen', 'beaten-by-natives': 'von Ureinwohnern besiegt' } as Record<string, string>,
    reembark: (f: string, u: string) => `Überlebende Einheiten werden wieder auf ${f} eingeladen: ${u}.`,
    fleetKept: (f: string) => `${f} hat verloren, aber keine Schiffe oder aufgeladenen Anführer werden vernichtet.`,
    stops: (n: string) => `Der Angreifer (${n}) beendet seine Bewegung.`,
    nativesWin: (d: string, fire: boolean, cavalry: boolean) => `Die siegreichen Ureinwohner zerstören ${d}${fire ? ' und erlangen Schusswaffen (+1 AF/DF)' : ''}; ${cavalry ? 'sie dürfen ab jetzt Kavallerie aufstellen' : 'sie dürfen Kavallerie aufstellen'}.`,
    nothing: 'nichts',
    action: (a: string, n: string, ok: boolean) => (ok ? `Der misslungene ${a} für ${n} gilt als erfolgreich: der Landkampf wurde gewonnen; Ruhmespunkte für Errungenschaften werden weiterhin vergeben.` : `Der misslungene ${a} für ${n} bleibt misslungen.`),
    defaulted: (what: string) => `Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): ${what}.`,
    defaults: {
      commander: (n: string | null) => (n === null ? 'kein Anführer, die Kolonie verteidigt sich selbst' : `${n} führt die Armee`),
      land: 'keine Einheit wird aus einer Flotte ausgeladen',
      bombard: (f: string) => `jede Flotte, die Unterstützungsfeuer geben darf, gibt es: ${f}`,
      cards: 'keine Karte',
      free: 'keine freie Aktion',
      charge: 'die Kavallerieattacke wird deklariert',
      siege: 'der Belagerungsbonus wird deklariert',
      retreat: (to: string) => `das erste mögliche Ziel, ${to}`,
    },
    result: (w: string) => `Ergebnis: der ${w} gewinnt.`,
    odds: 'Genaue Ergebnisse des LC DR (von 1296 gleich wahrscheinlichen Würfen mit je 2W6):',
    oddsRow: (o: OddsRow, total: number) =>
      `  ${o.winner === 'attacker' ? 'Angreifer' : 'Verteidiger'} gewinnt, Angreifer verliert ${o.attackerLosses}, Verteidiger verliert ${o.defenderLosses}${o.leadersLost > 0 ? `, Anführer verloren ${o.leadersLost}` : ''}: ${o.count}/${total} (${pct(o.count, total, 'de')})`,
    oddsWin: (n: number, t: number) => `Angreifer gewinnt: ${n}/${t} (${pct(n, t, 'de')}).`,
    oddsOverrun: 'Überrannt ohne LC DR: der Angreifer gewinnt sicher.',
  },
};

/** A share as a percentage with one decimal, computed in whole numbers (no float noise). */
export function pct(n: number, total: number, lang: Lang = 'en'): string {
  const tenths = Math.round((n * 1000) / total);
  const text = `${Math.floor(tenths / 10)}.${tenths % 10} %`;
  return lang === 'de' ? text.replace('.', ',') : text;
}

export function texts(lang: Lang): (typeof T)['en'] {
  return T[lang];
}

/** The nations of CCC by their usual ids; a file's own `name` comes first. */
const NATION_NAMES: Readonly<Record<string, { readonly en: string; readonly de: string }>> = {
  england: { en: 'England', de: 'England' },
  france: { en: 'France', de: 'Frankreich' },
  spain: { en: 'Spain', de: 'Spanien' },
  netherlands: { en: 'the Netherlands', de: 'die Niederlande' },
  dutch: { en: 'the Netherlands', de: 'die Niederlande' },
  portugal: { en: 'Portugal', de: 'Portugal' },
  pirates: { en: 'the pirates', de: 'die Piraten' },
};

/**
 * What a file's free words usually are (expansions of a colony, what a leader carries), in both
 * languages; a word not listed is shown as the file writes it, with spaces for hyphens.
 */
const THING_NAMES: Readonly<Record<string, { readonly en: string; readonly de: string }>> = {
  road: { en: 'road', de: 'Straße' },
  plantation: { en: 'plantation', de: 'Plantage' },
  mine: { en: 'mine', de: 'Mine' },
  farm: { en: 'farm', de: 'Farm' },
  port: { en: 'port', de: 'Hafen' },
  harbour: { en: 'harbour', de: 'Hafen' },
  'naval-base': { en: 'naval base', de: 'Marinestützpunkt' },
  shipyard: { en: 'shipyard', de: 'Werft' },
  church: { en: 'church', de: 'Kirche' },
  mission: { en: 'mission', de: 'Mission' },
  warehouse: { en: 'warehouse', de: 'Lagerhaus' },
  'trading-post': { en: 'trading post', de: 'Handelsposten' },
  fort: { en: 'fort', de: 'Fort' },
  fortress: { en: 'fortress', de: 'Festung' },
  citadel: { en: 'citadel', de: 'Zitadelle' },
  gold: { en: 'gold', de: 'Gold' },
  silver: { en: 'silver', de: 'Silber' },
  treasure: { en: 'treasure', de: 'Schatz' },
  goods: { en: 'goods', de: 'Waren' },
  colonists: { en: 'colonists', de: 'Kolonisten' },
  settlers: { en: 'settlers', de: 'Siedler' },
  missionaries: { en: 'missionaries', de: 'Missionare' },
};

function pretty(id: string): string {
  const words = id.replace(/-/g, ' ');
  return /^[a-z]/.test(words) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words;
}

/** A thing of the file (an expansion, a cargo) as a reader says it. */
export function thingName(word: string, lang: Lang): string {
  return THING_NAMES[word]?.[lang] ?? word.replace(/-/g, ' ');
}

/** A side as a reader says it: the file's name for the nation, the usual name (the natives with their name), else the id made readable. */
export function nationName(file: CombatFile, id: string, lang: Lang): string {
  if (id === NATIVES) return T[lang].natives(file.natives?.name ?? null);
  return file.nations[id]?.name ?? NATION_NAMES[id]?.[lang] ?? pretty(id);
}

function sideNation(state: CccState, side: SideName, lang: Lang): string {
  return nationName(state.file, side === 'attacker' ? state.file.attacker.side : state.file.defender, lang);
}

/** "a, b and c" ("a, b und c"); "none" for nothing. */
function list(lang: Lang, items: readonly string[]): string {
  if (items.length === 0) return T[lang].none;
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} ${T[lang].and} ${items.at(-1) as string}`;
}

/** Units by type, in the order first met: "2 × infantry, cavalry" — a unit's id is not a player's word. */
function unitTypes(state: CccState, lang: Lang, units: readonly { readonly type: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.type, (counts.get(u.type) ?? 0) + 1);
  return [...counts].map(([type, n]) => {
    const name = state.tables.units[type]?.name[lang] ?? pretty(type);
    return n > 1 ? `${n} × ${name}` : name;
  });
}

const allUnits = (state: CccState): CombatUnit[] => [...state.units.attacker, ...state.units.defender];

/** Leaders by name and units by type, e.g. "Duquesne, 2 × infantry". */
function names(state: CccState, lang: Lang, ids: readonly string[]): string {
  if (ids.length === 0) return T[lang].none;
  const avatars = ids.flatMap((id) => state.file.avatars.filter((a) => a.id === id).map((a) => a.name));
  const fleetUnits = state.file.fleets.flatMap((f) => f.units);
  const units = ids
    .filter((id) => !state.file.avatars.some((a) => a.id === id))
    .map((id) => allUnits(state).find((u) => u.id === id) ?? fleetUnits.find((u) => u.id === id) ?? { type: id });
  return list(lang, [...avatars, ...unitTypes(state, lang, units)]);
}

/** A side's units grouped by where they come from: "cavalry (army of Cortés); 2 × garrison troops (colony Santo Domingo)". */
function forcesText(state: CccState, lang: Lang, units: readonly CombatUnit[]): string {
  const t = T[lang];
  if (units.length === 0) return t.none;
  const file = state.file;
  const groups = new Map<string, CombatUnit[]>();
  for (const u of units) {
    const key = `${u.from}:${u.fleet ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  return [...groups.values()]
    .map((group) => {
      const u = group[0] as CombatUnit;
      let origin: string;
      if (u.from === 'fleet') origin = t.fromFleet(file.fleets.find((f) => f.id === u.fleet)?.name ?? pretty(u.fleet ?? ''));
      else if (u.from === 'colony') origin = t.fromColony(file.landArea.colony?.name ?? file.landArea.name);
      else if (u.from === 'natives') origin = t.fromNatives;
      else {
        const isAttacker = state.units.attacker.includes(u);
        const leader = isAttacker ? file.attacker.avatar : state.commander;
        origin = t.fromArmy(file.avatars.find((a) => a.id === leader)?.name ?? t.none);
      }
      return `${unitTypes(state, lang, group).join(', ')} (${origin})`;
    })
    .join('; ');
}

function termName(state: CccState, lang: Lang, id: string): string {
  if (id === 'bombardment') return lang === 'de' ? 'Unterstützungsfeuer' : 'shore bombardment';
  if (id.startsWith('card:')) return state.tables.cards.find((c) => c.id === id.slice(5))?.name[lang] ?? pretty(id.slice(5));
  return state.tables.modifiers.find((m) => m.id === id)?.name[lang] ?? pretty(id);
}

const fleetName = (state: CccState, id: string): string => state.file.fleets.find((f) => f.id === id)?.name ?? pretty(id);

/** One event in sentences of `lang`: every figure, name and reason it holds. */
export function describeEvent(state: CccState, lang: Lang, e: CccEvent): string[] {
  const t = T[lang];
  const side = (s: SideName): string => t[s];
  const file = state.file;
  switch (e.type) {
    case 'declared': {
      const out: string[] = [];
      const commander = file.avatars.find((a) => a.id === e.commander);
      if (file.defender === NATIVES) out.push(t.nativesDefend);
      else if (commander === undefined) out.push(t.colonyAlone);
      else out.push(t.commander(commander.name), ...(e.allied ? [t.allied(commander.name, nationName(file, commander.nation, lang))] : []));
      if (file.defender !== NATIVES) {
        const others = file.avatars.filter((a) => a.nation === file.defender && a.embarked === null && a.id !== e.commander).map((a) => a.name);
        if (others.length > 0) out.push(t.staysOut(others.join(', ')));
      }
      const byFleet = new Map<string, string[]>();
      for (const l of e.landed) byFleet.set(l.fleet, [...(byFleet.get(l.fleet) ?? []), l.unit]);
      for (const [f, u] of byFleet) out.push(t.landed(fleetName(state, f), names(state, lang, u)));
      for (const f of e.bombard) out.push(t.bombard(fleetName(state, f)));
      out.push(t.units(side('attacker'), sideNation(state, 'attacker', lang), forcesText(state, lang, e.units.attacker)));
      out.push(t.units(side('defender'), sideNation(state, 'defender', lang), forcesText(state, lang, e.units.defender)));
      if (file.attacker.side === NATIVES || file.defender === NATIVES) {
        out.push(t.nativesNoCards);
        if (file.natives?.firearms === true) out.push(t.nativesFirearms);
      }
      return out;
    }
    case 'overrun':
      return [t.overrun(nationName(file, e.loser, lang)), t.overrunSkips];
    case 'cards': {
      if (e.cards.length === 0) return [t.noCards(side(e.side))];
      const played = e.cards.map((c) => state.tables.cards.find((x) => x.id === c)?.name[lang] ?? pretty(c)).join(', ');
      const own = e.side === 'attacker' ? file.attacker.side : file.defender;
      return [e.nation !== '' && e.nation !== own ? t.cardsOf(side(e.side), played, nationName(file, e.nation, lang)) : t.cards(side(e.side), played)];
    }
    case 'free-action':
      return [t.free(state.tables.freeActions.find((a) => a.id === e.action)?.name[lang] ?? pretty(e.action))];
    case 'charge':
      return [t.charge(side(e.side), e.announce)];
    case 'siege':
      return [t.siege(e.announce)];
    case 'lcdr': {
      const terms = (r: SideRoll): string => r.terms.map((x) => ` ${x.value >= 0 ? '+' : '−'} ${termName(state, lang, x.id)} ${Math.abs(x.value)}`).join('');
      return [
        t.total(side('attacker'), e.attacker, terms(e.attacker)),
        t.total(side('defender'), e.defender, terms(e.defender)),
        t.diff(e.difference, side(e.winner)),
        t.hits(side('attacker'), e.hits.attacker, e.reduced.attacker, names(state, lang, e.eliminated.attacker)),
        t.hits(side('defender'), e.hits.defender, e.reduced.defender, names(state, lang, e.eliminated.defender)),
      ];
    }
    case 'retreat': {
      const what = names(state, lang, [...e.avatars, ...e.units]);
      if (e.to === null) return [t.cut(side(e.side), what, e.captured.map((c) => thingName(c, lang)).join(', '))];
      const to = e.to.startsWith('fleet:') ? t.toFleet(fleetName(state, e.to.slice(6))) : (file.landArea.adjacent.find((a) => a.id === e.to)?.name ?? pretty(e.to));
      return [t.retreat(side(e.side), to, what)];
    }
    case 'end': {
      const out = state.lcdr === null && state.overrun
        ? [t.noExtra]
        : [
            t.extra(side('attacker'), e.extraHits.attacker, names(state, lang, e.eliminated.attacker)),
            t.extra(side('defender'), e.extraHits.defender, names(state, lang, e.eliminated.defender)),
          ];
      out.push(t.stops(sideNation(state, 'attacker', lang)));
      for (const g of e.glory) out.push(t.glory(nationName(file, g.nation, lang), g.change, t.why[g.reason] ?? pretty(g.reason), state.end === null ? undefined : state.glory[g.nation]));
      for (const r of e.reembarked) if (r.units.length > 0) out.push(t.reembark(fleetName(state, r.fleet), names(state, lang, r.units)));
      for (const kept of e.fleetsKept) out.push(t.fleetKept(fleetName(state, kept)));
      if (e.natives !== null) {
        const destroyed = e.natives.destroyed.map((d) => thingName(d, lang));
        out.push(t.nativesWin(destroyed.length === 0 ? t.nothing : destroyed.join(', '), e.natives.firearms && !(file.natives?.firearms ?? false), e.natives.cavalry && !(file.natives?.cavalry ?? false)));
      }
      if (e.action !== null) out.push(t.action(e.action.name, nationName(file, e.action.nation, lang), e.action.succeeded));
      return out;
    }
    default:
      return [];
  }
}

/** The sentence for a default the file's choices left open, from the command it gave. */
function defaultText(state: CccState, lang: Lang, kind: DefaultTaken, command: CccCommand): string {
  const d = T[lang].defaults;
  switch (kind) {
    case 'commander': {
      const id = command.type === 'declare' ? (command.commander ?? null) : null;
      return T[lang].defaulted(d.commander(id === null ? null : (state.file.avatars.find((a) => a.id === id)?.name ?? pretty(id))));
    }
    case 'land':
      return T[lang].defaulted(d.land);
    case 'bombard':
      return T[lang].defaulted(d.bombard(list(lang, command.type === 'declare' ? (command.bombard ?? []).map((f) => fleetName(state, f)) : [])));
    case 'retreat': {
      const to = command.type === 'retreat' ? command.to : '';
      const where = to.startsWith('fleet:') ? T[lang].toFleet(fleetName(state, to.slice(6))) : (state.file.landArea.adjacent.find((a) => a.id === to)?.name ?? pretty(to));
      return T[lang].defaulted(d.retreat(where));
    }
    default:
      return T[lang].defaulted(d[kind]);
  }
}

/** What setup resolved by itself before the first decision (declaration, overrun, retreat, end) is in the first state, not in an event: the events again. */
function setupEvents(initial: CccState): CccEvent[] {
  const out: CccEvent[] = [];
  if (!initial.declared) return out;
  out.push({ type: 'declared', commander: initial.commander, allied: initial.alliedCommander, landed: initial.landed, bombard: initial.bombard, units: initial.units });
  if (initial.overrun) out.push({ type: 'overrun', loser: initial.file.defender });
  for (const r of initial.retreats) out.push({ type: 'retreat', ...r });
  if (initial.end !== null) out.push({ type: 'end', ...initial.end });
  return out;
}

const STEP_OF: Partial<Record<CccEvent['type'], number>> = { declared: 0, overrun: 0, 'free-action': 1, charge: 2, siege: 3, lcdr: 4, retreat: 5, end: 6 };

/**
 * The whole combat as text: the tables' status, each step's heading with what happened in it (also
 * what was left out and why: no heading stands alone), every roll with its purpose, every event with
 * its reason, and the defaults taken where the file's choices say nothing.
 */
export function narrate(run: CombatRun, lang: Lang): string {
  const t = T[lang];
  const s = run.state;
  const f = s.file;
  const lines: string[] = [s.tables.sample ? t.sample : t.tablesOwn(s.tables.title)];
  lines.push(`${f.title ?? f.landArea.name}`);
  lines.push(t.sides(sideNation(s, 'attacker', lang), sideNation(s, 'defender', lang), f.landArea.name, f.landArea.colony?.name ?? null, t.game[f.game] ?? f.game));

  // What each step saw, to say what did not happen in it.
  const seen = { free: false, freeEnded: false, charge: new Set<SideName>(), siege: false, retreat: false };
  const notes = (n: number): string[] => {
    if (s.overrun && n >= 1 && n <= 4) return [];
    switch (n) {
      case 1:
        return seen.free || seen.freeEnded ? [] : [t.noFree];
      case 2:
        return (['attacker', 'defender'] as const).filter((x) => !seen.charge.has(x)).map((x) => t.noCavalry(t[x]));
      case 3: {
        if (seen.siege) return [];
        if (f.game === 'basic') return [t.noSiege.basic];
        return [f.landArea.colony === null ? t.noSiege.colony : t.noSiege.artillery];
      }
      case 5:
        return seen.retreat || s.winner === null ? [] : [t.nothingToWithdraw(t[s.winner === 'attacker' ? 'defender' : 'attacker'])];
      default:
        return [];
    }
  };
  let step = -1;
  const heading = (n: number): void => {
    if (n === step) return;
    // Close the step being left, then say what the steps passed over without an event held.
    if (step >= 0) lines.push(...notes(step));
    for (let k = step + 1; k < n; k += 1) {
      const quiet = notes(k);
      if (quiet.length > 0) lines.push('', `— ${t.step[k]} —`, ...quiet);
    }
    lines.push('', `— ${t.step[n]} —`);
    step = n;
  };

  const entries: { command?: CccCommand; events: readonly CccEvent[]; defaults?: readonly DefaultTaken[] }[] = [{ events: setupEvents(run.initial) }, ...run.events];
  let rollAt = 0;
  const rolls = run.rolls;
  for (const entry of entries) {
    // The defaults follow the command's own event (its first), before what resolved by itself after it.
    const defaults = (): string[] => (entry.command === undefined ? [] : (entry.defaults ?? []).map((kind) => defaultText(s, lang, kind, entry.command as CccCommand)));
    let told = false;
    if (entry.command?.type === 'end-free-actions') {
      seen.freeEnded = true;
      const leader = f.avatars.find((a) => a.id === s.commander)?.name ?? t.defender;
      lines.push(t.freeNone(leader, s.freeActions.length > 0), ...defaults());
      told = true;
    }
    for (const e of entry.events) {
      if (e.type === 'cursor') continue;
      heading(e.type === 'cards' ? e.step : (STEP_OF[e.type] ?? Math.max(step, 0)));
      if (e.type === 'free-action') seen.free = true;
      if (e.type === 'charge') seen.charge.add(e.side);
      if (e.type === 'siege') seen.siege = true;
      if (e.type === 'retreat') seen.retreat = true;
      if (e.type === 'lcdr' || e.type === 'retreat') {
        const n = e.type === 'lcdr' ? 4 : e.roll === undefined ? 0 : rolls.length - rollAt;
        for (const r of rolls.slice(rollAt, rollAt + n)) lines.push(t.roll(r));
        rollAt += n;
      }
      lines.push(...describeEvent(s, lang, e));
      if (!told) lines.push(...defaults());
      told = true;
    }
    if (!told) lines.push(...defaults());
  }
  if (s.end !== null) {
    heading(6);
    lines.push('', t.result(t[s.winner ?? 'attacker']));
  }
  return `${lines.join('\n')}\n`;
}

/** The odds in sentences; `tables` says whether they rest on the sample tables. */
export function oddsText(o: Odds, lang: Lang, tables?: { readonly sample: boolean; readonly title: string }): string {
  const t = T[lang];
  const head = tables === undefined ? [] : [tables.sample ? t.sample : t.tablesOwn(tables.title)];
  if (o.overrun) return `${[...head, t.oddsOverrun].join('\n')}\n`;
  return `${[...head, t.odds, ...o.outcomes.map((x) => t.oddsRow(x, o.total)), t.oddsWin(o.attackerWins, o.total)].join('\n')}\n`;
}
