import type { Roll } from '../../kernel/dice.js';
import type { SideName } from './combat-file.js';
import type { CombatRun, DefaultTaken } from './autoplay.js';
import type { SideRoll } from './combat.js';
import type { CombatUnit } from './forces.js';
import type { Odds } from './odds.js';
import type { CccCommand, CccEvent, CccState } from './state.js';
import { NATIVES, NATIVES_NAMED, nationName, pretty, thingName, type Lang } from './words.js';

export { nationName, thingName };
export type { Lang };

/** The purposes of the rolls (recorded in English in the log) in each language. */
export const PURPOSES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {},
  de: { 'LC DR attacker': 'LC DR Angreifer', 'LC DR defender': 'LC DR Verteidiger', 'natives retreat': 'Rückzug der Ureinwohner' },
  nl: { 'LC DR attacker': 'LC DR aanvaller', 'LC DR defender': 'LC DR verdediger', 'natives retreat': 'terugtocht van de inheemsen' },
  fr: { 'LC DR attacker': 'LC DR attaquant', 'LC DR defender': 'LC DR défenseur', 'natives retreat': 'retraite des autochtones' },
};

/** The purposes of the rolls in German (the web table reads them). */
export const PURPOSE_DE: Readonly<Record<string, string>> = PURPOSES.de;

/** A roll's purpose as a reader of `lang` says it. */
export function rollPurpose(purpose: string, lang: Lang): string {
  return PURPOSES[lang][purpose] ?? purpose;
}

/** The dice as each reader writes them (the log records the German W6, W20, W%). */
const DIE: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { W6: 'd6', W10: 'd10', W20: 'd20', 'W%': 'd100' },
  de: {},
  nl: { W6: 'd6', W10: 'd10', W20: 'd20', 'W%': 'd100' },
  fr: { W6: 'd6', W10: 'd10', W20: 'd20', 'W%': 'd100' },
};

type OddsRow = { winner: string; attackerLosses: number; defenderLosses: number; leadersLost: number; count: number };

/** French sides with their article and after "de": "l'attaquant" / "de l'attaquant", "le défenseur" / "du défenseur". */
const FR_SIDE: Readonly<Record<string, readonly [string, string]>> = { attaquant: ["l'attaquant", "de l'attaquant"], défenseur: ['le défenseur', 'du défenseur'] };
const le = (side: string): string => FR_SIDE[side]?.[0] ?? side;
const Le = (side: string): string => `${le(side).charAt(0).toUpperCase()}${le(side).slice(1)}`;
const du = (side: string): string => FR_SIDE[side]?.[1] ?? `de ${side}`;
/** A word with a capital first letter (a side at the start of a line). */
const cap = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

const EN = {
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
    natives: NATIVES_NAMED.en,
    none: 'none',
    and: 'and',
    /** Between the groups of a side's units (French writes a space before the semicolon). */
    groups: '; ',
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
    roll: (r: Roll) => `  roll ${DIE.en[r.die] ?? r.die} for ${PURPOSES.en[r.purpose] ?? r.purpose}: ${r.value}`,
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
};

/** The texts of the narration; `Record<Lang, …>`: a language that lacks a sentence does not compile. */
export type Texts = typeof EN;

const T: Readonly<Record<Lang, Texts>> = {
  en: EN,
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
    natives: NATIVES_NAMED.de,
    none: 'keine',
    and: 'und',
    groups: '; ',
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
    roll: (r: Roll) => `  Wurf ${DIE.de[r.die] ?? r.die} für ${PURPOSES.de[r.purpose] ?? r.purpose}: ${r.value}`,
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
  nl: {
    attacker: 'aanvaller', defender: 'verdediger',
    Attacker: 'Aanvaller', Defender: 'Verdediger',
    step: ['Verklaring', 'Stap 1: vrije acties van de verdedigende Europese leider', 'Stap 2: cavaleriecharge (aanvaller eerst)', 'Stap 3: belegeringsbonus (alleen de aanvaller, niet in het basisspel)', 'Stap 4: landgevechtsronde (LC DR)', 'Stap 5: terugtochten', 'Stap 6: einde van het landgevecht'],
    sample: 'Let op: de tabellen zijn een voorbeeld, niet de gepubliceerde — de resultatentabel, de modificatorentabel, de waarden van eenheden en schepen en de kaarteffecten zijn verzonnen (docs/ccc-land-combat/data-files.md; --tables BESTAND vervangt ze).',
    tablesOwn: (title) => `Tabellen: ${title}.`,
    game: { basic: 'basisspel', veteran: 'veteranenspel', expert: 'expertspel' },
    sides: (a, d, area, colony, game) => `Aanvaller: ${a}. Verdediger: ${d}. Landgebied: ${area}${colony === null ? '' : `, met de kolonie ${colony}`}. Spel: ${game}.`,
    commander: (n) => `Aanvoerder van het leger van de verdediger: ${n}.`,
    allied: (n, owner) => `${n} is een geallieerde avatar van ${owner}: alleen de vaardigheden van de eigenaar (kaarten, adviseurs) wijzigen de LC DR van de verdediger.`,
    staysOut: (n) => `Andere avatars van de verdediger blijven buiten het landgevecht: ${n}.`,
    colonyAlone: 'Er is geen avatar beschikbaar: de kolonie verdedigt zichzelf met haar garnizoenstroepen en koninklijke regimenten.',
    nativesDefend: 'De inheemsen verdedigen (geen controlemarker in het landgebied).',
    nativesNoCards: 'De inheemsen hebben geen kaarten: voor hen is er geen kaartvenster.',
    nativesFirearms: 'De inheemsen kennen vuurwapens: elk van hun eenheden krijgt +1 AF/DF.',
    landed: (f, u) => `${f} zet aan land: ${u}.`,
    bombard: (f) => `${f} steunt de verdediging met een kustbombardement.`,
    units: (s, n, u) => `Eenheden van de ${s} (${n}): ${u}.`,
    fromArmy: (n) => `leger van ${n}`,
    fromColony: (n) => `kolonie ${n}`,
    fromFleet: (n) => `van de vloot ${n}`,
    fromNatives: 'leger van de inheemsen',
    natives: NATIVES_NAMED.nl,
    none: 'geen',
    and: 'en',
    groups: '; ',
    overrun: (n) => `Geen garnizoenstroepen of koninklijk regiment verdedigen: het landgebied wordt zonder LC DR onder de voet gelopen; de bezittende natie, ${n}, verliest.`,
    overrunSkips: 'Stap 1 tot en met 4 vervallen (CCC-10): geen kaartvensters, geen vrije acties, geen cavaleriecharge, geen belegeringsbonus, geen LC DR.',
    cards: (s, c) => `De ${s} speelt ${c}.`,
    cardsOf: (s, c, n) => `De ${s} speelt ${c} uit de hand van ${n}, de natie van de geallieerde aanvoerder.`,
    noCards: (s) => `De ${s} speelt geen kaart.`,
    free: (a) => `Vrije actie: ${a}.`,
    freeNone: (n, any) => (any ? `${n} neemt geen verdere vrije actie.` : `${n} neemt geen vrije actie.`),
    noFree: 'Geen vrije acties: geen verdedigende Europese leider voert aan land het bevel.',
    charge: (s, y) => (y ? `De ${s} kondigt een cavaleriecharge aan.` : `De ${s} kondigt geen cavaleriecharge aan.`),
    noCavalry: (s) => `De ${s} heeft geen cavalerie: geen cavaleriecharge.`,
    siege: (y) => (y ? 'De aanvaller kondigt de belegeringsbonus aan.' : 'De aanvaller kondigt geen belegeringsbonus aan.'),
    noSiege: { basic: 'Geen belegeringsbonus: die bestaat niet in het basisspel.', colony: 'Geen belegeringsbonus: er valt geen kolonie te belegeren.', artillery: 'Geen belegeringsbonus: de aanvaller heeft geen artillerie.' },
    roll: (r) => `  worp ${DIE.nl[r.die] ?? r.die} voor ${PURPOSES.nl[r.purpose] ?? r.purpose}: ${r.value}`,
    total: (s, r, terms) => `${cap(s)}: gevechtsfactor ${r.factor} + leider ${r.leader} + 2d6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d, w) => `Verschil ${d > 0 ? '+' : ''}${d}: de ${w} wint.`,
    hits: (s, n, r, e) => `Treffers bij de ${s}: ${n}${r > 0 ? ` (${r} afgewend door kaarten)` : ''}${n > 0 ? `; vernietigd: ${e}` : ''}.`,
    retreat: (s, to, what) => `De ${s} trekt zich terug naar ${to}: ${what}.`,
    toFleet: (f) => `de vloot ${f}`,
    cut: (s, what, cap) => `De ${s} kan zich niet terugtrekken en verliest: ${what}${cap === '' ? '' : `; de winnaar maakt buit: ${cap}`}.`,
    nothingToWithdraw: (s) => `De ${s} heeft geen eenheid en geen leider meer in het landgebied om terug te trekken: niemand trekt zich terug.`,
    extra: (s, n, e) => `Bijkomende treffers bij de ${s} (minder cavalerie +1, minder artillerie +2, arts −1): ${n}${n > 0 ? `; vernietigd: ${e}` : ''}.`,
    noExtra: 'Geen bijkomende treffers: er werd geen LC DR geworpen.',
    glory: (n, c, why, now) => `Roempunten voor ${n}: ${c > 0 ? '+' : ''}${c} (${why})${now === undefined ? '' : `, nu ${now}`}.`,
    why: { won: 'landgevecht gewonnen', 'beaten-by-natives': 'verslagen door inheemsen' },
    reembark: (f, u) => `Overlevende eenheden gaan weer aan boord van ${f}: ${u}.`,
    fleetKept: (f) => `${f} heeft verloren, maar verliest geen schepen en geen leider aan boord.`,
    stops: (n) => `De aanvaller (${n}) beëindigt zijn beweging.`,
    nativesWin: (d, fire, cavalry) => `${d === 'niets' ? 'De zegevierende inheemsen vernietigen niets' : `Vernietigd door de zegevierende inheemsen: ${d}`}${fire ? '; ze verwerven vuurwapens (+1 AF/DF)' : ''}; ${cavalry ? 'ze mogen vanaf nu cavalerie inzetten' : 'ze mogen cavalerie inzetten'}.`,
    nothing: 'niets',
    action: (a, n, ok) => (ok ? `De mislukte ${a} van ${n} telt als geslaagd: het landgevecht werd gewonnen; roempunten voor prestaties worden nog steeds toegekend.` : `De mislukte ${a} van ${n} blijft mislukt.`),
    defaulted: (what) => `Standaardkeuze (de keuzes van het bestand zeggen hier niets over): ${what}.`,
    defaults: {
      commander: (n) => (n === null ? 'geen aanvoerder, de kolonie verdedigt zichzelf' : `${n} voert het leger aan`),
      land: 'geen eenheid gaat van een vloot aan land',
      bombard: (f) => `elke vloot die mag bombarderen, bombardeert: ${f}`,
      cards: 'geen kaart',
      free: 'geen vrije actie',
      charge: 'de cavaleriecharge wordt aangekondigd',
      siege: 'de belegeringsbonus wordt aangekondigd',
      retreat: (to) => `de eerste mogelijke bestemming, ${to}`,
    },
    result: (w) => `Uitslag: de ${w} wint.`,
    odds: 'Exacte uitkomsten van de LC DR (van 1296 even waarschijnlijke worpen met elk 2d6):',
    oddsRow: (o, total) =>
      `  ${o.winner === 'attacker' ? 'aanvaller' : 'verdediger'} wint, aanvaller verliest ${o.attackerLosses}, verdediger verliest ${o.defenderLosses}${o.leadersLost > 0 ? `, verloren leiders ${o.leadersLost}` : ''}: ${o.count}/${total} (${pct(o.count, total, 'nl')})`,
    oddsWin: (n, t) => `Aanvaller wint: ${n}/${t} (${pct(n, t, 'nl')}).`,
    oddsOverrun: 'Het landgebied wordt zonder LC DR onder de voet gelopen: de aanvaller wint zeker.',
  },
  fr: {
    attacker: 'attaquant', defender: 'défenseur',
    Attacker: 'Attaquant', Defender: 'Défenseur',
    step: ['Déclaration', 'Étape 1 : actions libres du chef européen en défense', "Étape 2 : charge de cavalerie (l'attaquant d'abord)", "Étape 3 : bonus de siège (l'attaquant seulement, pas dans le jeu de base)", 'Étape 4 : tour de combat terrestre (LC DR)', 'Étape 5 : retraites', 'Étape 6 : fin du combat terrestre'],
    sample: 'Remarque : les tableaux sont un exemple, pas ceux qui sont publiés — le tableau des résultats, le tableau des modificateurs, les valeurs des unités et des navires et les effets des cartes sont inventés (docs/ccc-land-combat/data-files.md ; --tables FICHIER les remplace).',
    tablesOwn: (title) => `Tableaux : ${title}.`,
    game: { basic: 'jeu de base', veteran: 'jeu vétéran', expert: 'jeu expert' },
    sides: (a, d, area, colony, game) => `Attaquant : ${a}. Défenseur : ${d}. Zone terrestre : ${area}${colony === null ? '' : `, avec la colonie ${colony}`}. Jeu : ${game}.`,
    commander: (n) => `Chef de l'armée du défenseur : ${n}.`,
    allied: (n, owner) => `${n} est un avatar allié (${owner}) : seules les capacités de son propriétaire (cartes, conseillers) modifient le LC DR du défenseur.`,
    staysOut: (n) => `Les autres avatars du défenseur restent hors du combat terrestre : ${n}.`,
    colonyAlone: "Aucun avatar n'est disponible : la colonie se défend seule avec ses troupes de garnison et ses régiments royaux.",
    nativesDefend: 'Les autochtones défendent (pas de marqueur de contrôle dans la zone terrestre).',
    nativesNoCards: "Les autochtones n'ont pas de cartes : ils n'ont pas de fenêtre de cartes.",
    nativesFirearms: 'Les autochtones connaissent les armes à feu : chacune de leurs unités gagne +1 AF/DF.',
    landed: (f, u) => `${f} débarque : ${u}.`,
    bombard: (f) => `${f} soutient la défense par un bombardement côtier.`,
    units: (s, n, u) => `Unités ${du(s)} (${n}) : ${u}.`,
    fromArmy: (n) => `armée menée par ${n}`,
    fromColony: (n) => `colonie ${n}`,
    fromFleet: (n) => `de la flotte ${n}`,
    fromNatives: 'armée autochtone',
    natives: NATIVES_NAMED.fr,
    none: 'aucune',
    and: 'et',
    groups: ' ; ',
    overrun: (n) => `Ni troupes de garnison ni régiment royal ne défendent : la zone terrestre est submergée sans LC DR ; la nation propriétaire (${n}) perd.`,
    overrunSkips: "Les étapes 1 à 4 sont sautées (CCC-10) : pas de fenêtre de cartes, pas d'actions libres, pas de charge de cavalerie, pas de bonus de siège, pas de LC DR.",
    cards: (s, c) => `${Le(s)} joue ${c}.`,
    cardsOf: (s, c, n) => `${Le(s)} joue ${c}, tirée de la main de la nation du chef allié (${n}).`,
    noCards: (s) => `${Le(s)} ne joue aucune carte.`,
    free: (a) => `Action libre : ${a}.`,
    freeNone: (n, any) => (any ? `${n} ne prend plus d'action libre.` : `${n} ne prend aucune action libre.`),
    noFree: "Pas d'actions libres : aucun chef européen ne défend sur terre.",
    charge: (s, y) => (y ? `${Le(s)} annonce une charge de cavalerie.` : `${Le(s)} n'annonce pas de charge de cavalerie.`),
    noCavalry: (s) => `${Le(s)} ne dispose d'aucune cavalerie : pas de charge de cavalerie.`,
    siege: (y) => (y ? "L'attaquant annonce le bonus de siège." : "L'attaquant n'annonce pas de bonus de siège."),
    noSiege: { basic: "Pas de bonus de siège : il n'existe pas dans le jeu de base.", colony: 'Pas de bonus de siège : aucune colonie à assiéger.', artillery: "Pas de bonus de siège : l'attaquant ne dispose d'aucune artillerie." },
    roll: (r) => `  jet ${DIE.fr[r.die] ?? r.die} pour ${PURPOSES.fr[r.purpose] ?? r.purpose} : ${r.value}`,
    total: (s, r, terms) => `${cap(s)} : facteur de combat ${r.factor} + chef ${r.leader} + 2d6 (${r.dice[0]}+${r.dice[1]})${terms} = ${r.total}`,
    diff: (d, w) => `Différence ${d > 0 ? '+' : ''}${d} : ${le(w)} l'emporte.`,
    hits: (s, n, r, e) => `Touches subies par ${le(s)} : ${n}${r > 0 ? ` (${r} annulées par des cartes)` : ''}${n > 0 ? ` ; pertes : ${e}` : ''}.`,
    retreat: (s, to, what) => `${Le(s)} se replie vers ${to} : ${what}.`,
    toFleet: (f) => `la flotte ${f}`,
    cut: (s, what, cap) => `${Le(s)} ne peut pas se replier et perd : ${what}${cap === '' ? '' : ` ; le vainqueur s'empare de : ${cap}`}.`,
    nothingToWithdraw: (s) => `${Le(s)} ne garde dans la zone terrestre ni unité ni chef à replier : personne ne se replie.`,
    extra: (s, n, e) => `Touches supplémentaires subies par ${le(s)} (moins de cavalerie +1, moins d'artillerie +2, médecin −1) : ${n}${n > 0 ? ` ; pertes : ${e}` : ''}.`,
    noExtra: "Pas de touches supplémentaires : aucun LC DR n'a eu lieu.",
    glory: (n, c, why, now) => `Points de gloire (${n}) : ${c > 0 ? '+' : ''}${c} (${why})${now === undefined ? '' : `, désormais ${now}`}.`,
    why: { won: 'combat terrestre gagné', 'beaten-by-natives': 'battu par les autochtones' },
    reembark: (f, u) => `Les unités survivantes rembarquent sur ${f} : ${u}.`,
    fleetKept: (f) => `${f} est vaincue, mais ne perd ni navire ni chef embarqué.`,
    stops: (n) => `L'attaquant (${n}) cesse son mouvement.`,
    nativesWin: (d, fire, cavalry) => `${d === 'rien' ? 'Les autochtones victorieux ne détruisent rien' : `Les autochtones victorieux détruisent : ${d}`}${fire ? ' ; ils obtiennent des armes à feu (+1 AF/DF)' : ''} ; ${cavalry ? 'ils peuvent désormais lever de la cavalerie' : 'ils peuvent lever de la cavalerie'}.`,
    nothing: 'rien',
    action: (a, n, ok) => (ok ? `L'action ratée ${a} (${n}) compte comme réussie : le combat terrestre est gagné ; les points de gloire des récompenses restent attribués.` : `L'action ratée ${a} (${n}) reste ratée.`),
    defaulted: (what) => `Par défaut (les choix du fichier ne disent rien ici) : ${what}.`,
    defaults: {
      commander: (n) => (n === null ? 'pas de chef, la colonie se défend seule' : `${n} commande l'armée`),
      land: "aucune unité ne débarque d'une flotte",
      bombard: (f) => `chaque flotte qui peut bombarder le fait : ${f}`,
      cards: 'aucune carte',
      free: 'aucune action libre',
      charge: 'la charge de cavalerie est annoncée',
      siege: 'le bonus de siège est annoncé',
      retreat: (to) => `la première destination possible, ${to}`,
    },
    result: (w) => `Résultat : ${le(w)} l'emporte.`,
    odds: 'Résultats exacts du LC DR (sur 1296 jets équiprobables de 2d6 chacun) :',
    oddsRow: (o, total) =>
      `  ${o.winner === 'attacker' ? "l'attaquant" : 'le défenseur'} l'emporte, pertes de l'attaquant ${o.attackerLosses}, pertes du défenseur ${o.defenderLosses}${o.leadersLost > 0 ? `, chefs perdus ${o.leadersLost}` : ''} : ${o.count}/${total} (${pct(o.count, total, 'fr')})`,
    oddsWin: (n, t) => `L'attaquant l'emporte : ${n}/${t} (${pct(n, t, 'fr')}).`,
    oddsOverrun: "La zone terrestre est submergée sans LC DR : l'attaquant l'emporte à coup sûr.",
  },
};

/** A share as a percentage with one decimal, computed in whole numbers (no float noise); a decimal comma outside English. */
export function pct(n: number, total: number, lang: Lang = 'en'): string {
  const tenths = Math.round((n * 1000) / total);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  // Dutch writes the sign without a space (12,5%), French and German with one (12,5 %).
  if (lang === 'nl') return `${whole},${decimal}%`;
  return lang === 'en' ? `${whole}.${decimal} %` : `${whole},${decimal} %`;
}

export function texts(lang: Lang): Texts {
  return T[lang];
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
    .join(t.groups);
}

/** Shore bombardment as a term of the LC DR. */
const BOMBARDMENT: Readonly<Record<Lang, string>> = { en: 'shore bombardment', de: 'Unterstützungsfeuer', nl: 'kustbombardement', fr: 'bombardement côtier' };

function termName(state: CccState, lang: Lang, id: string): string {
  if (id === 'bombardment') return BOMBARDMENT[lang];
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
