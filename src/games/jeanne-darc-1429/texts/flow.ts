import { isPower, POWER_NAMES } from '../powers.js';
import type { Lang, Text } from './text.js';

/** A power's name in a language, or the value as given when it names no power. */
export function named(value: string | number | undefined, lang: Lang): string {
  return isPower(value) ? POWER_NAMES[value][lang] : String(value ?? '');
}

const POWER_CARDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  retreat: { en: 'Retreat', nl: 'Terugtocht', de: 'Rückzug', fr: 'Retraite' },
  traitor: { en: 'Traitor', nl: 'Verrader', de: 'Verräter', fr: 'Traître' },
  ambassador: { en: 'Ambassador', nl: 'Gezant', de: 'Gesandter', fr: 'Ambassadeur' },
  double: { en: 'Double', nl: 'Dubbel', de: 'Doppel', fr: 'Double' },
  uprising: { en: 'Uprising', nl: 'Opstand', de: 'Aufstand', fr: 'Révolte' },
};

/** A power card's kind in a language, or the value as given. */
export function powerCard(value: string | number | undefined, lang: Lang): string {
  return POWER_CARDS[String(value)]?.[lang] ?? String(value ?? '');
}

const ASKED: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  status: { en: 'War or Peace', nl: 'oorlog of vrede', de: 'Krieg oder Frieden', fr: 'la guerre ou la paix' },
  buy: { en: 'the purchases', nl: 'de aankopen', de: 'die Käufe', fr: 'les achats' },
  'order-events': { en: 'the order of the events', nl: 'de volgorde van de gebeurtenissen', de: 'die Reihenfolge der Ereignisse', fr: 'l’ordre des événements' },
  'choose-city': { en: 'a city', nl: 'een stad', de: 'eine Stadt', fr: 'une ville' },
  'choose-player': { en: 'a player', nl: 'een speler', de: 'einen Spieler', fr: 'un joueur' },
  papal: { en: 'the papal intervention', nl: 'de pauselijke tussenkomst', de: 'die päpstliche Intervention', fr: 'l’intervention papale' },
  'long-range-attack': { en: 'the long-range attack', nl: 'de lange afstandsaanval', de: 'den Fernangriff', fr: 'l’attaque à distance' },
  duel: { en: 'the duel', nl: 'het duel', de: 'das Duell', fr: 'le duel' },
  veto: { en: 'the landing', nl: 'de landing', de: 'die Landung', fr: 'le débarquement' },
  defend: { en: 'the defence', nl: 'de verdediging', de: 'die Verteidigung', fr: 'la défense' },
  expand: { en: 'the expansion', nl: 'de uitbreiding', de: 'die Ausdehnung', fr: 'l’expansion' },
  attack: { en: 'an attack', nl: 'een aanval', de: 'einen Angriff', fr: 'une attaque' },
};

/** What the game asks, in a language. */
function asked(value: string | number | undefined, lang: Lang): string {
  return ASKED[String(value)]?.[lang] ?? String(value ?? '');
}

/** Refusals of the game's flow and of fights, whatever the phase. */
export const FLOW_TEXTS = {
  'game-over': () => ({ en: 'the game is over', nl: 'het spel is afgelopen', de: 'das Spiel ist vorbei', fr: 'la partie est terminée' }),
  'not-a-player': (p) => ({
    en: `${named(p.seat, 'en')} does not play in this game`,
    nl: `${named(p.seat, 'nl')} speelt niet mee in dit spel`,
    de: `${named(p.seat, 'de')} spielt in diesem Spiel nicht mit`,
    fr: `${named(p.seat, 'fr')} ne joue pas dans cette partie`,
  }),
  'not-your-decision': (p) => ({
    en: `the game waits for ${named(p.power, 'en')}: ${asked(p.what, 'en')}`,
    nl: `het spel wacht op ${named(p.power, 'nl')}: ${asked(p.what, 'nl')}`,
    de: `das Spiel wartet auf ${named(p.power, 'de')}: ${asked(p.what, 'de')}`,
    fr: `la partie attend ${named(p.power, 'fr')} : ${asked(p.what, 'fr')}`,
  }),
  'wrong-command': (p) => ({
    en: `now a "${p.expected}" command is expected, not "${p.given}"`,
    nl: `nu wordt een opdracht "${p.expected}" verwacht, niet "${p.given}"`,
    de: `jetzt wird ein Befehl "${p.expected}" erwartet, nicht "${p.given}"`,
    fr: `un ordre « ${p.expected} » est attendu maintenant, pas « ${p.given} »`,
  }),
  'bad-command': (p) => ({
    en: `the command is not understood: ${p.detail}`,
    nl: `de opdracht is niet begrepen: ${p.detail}`,
    de: `der Befehl ist nicht verständlich: ${p.detail}`,
    fr: `l’ordre n’est pas compris : ${p.detail}`,
  }),
  'unknown-city': (p) => ({ en: `there is no city "${p.city}" on the board`, nl: `er is geen stad "${p.city}" op het bord`, de: `es gibt keine Stadt "${p.city}" auf dem Brett`, fr: `il n’y a pas de ville « ${p.city} » sur le plateau` }),
  'not-siege-card': (p) => ({
    en: `"${p.card}" is not a siege card (yellow)`,
    nl: `"${p.card}" is geen belegeringskaart (geel)`,
    de: `"${p.card}" ist keine Belagerungskarte (gelb)`,
    fr: `« ${p.card} » n’est pas une carte de siège (jaune)`,
  }),
  'two-siege-cards': (p) => ({
    en: `an attack needs exactly two siege cards, not ${p.given}`,
    nl: `een aanval heeft precies twee belegeringskaarten nodig, niet ${p.given}`,
    de: `ein Angriff braucht genau zwei Belagerungskarten, nicht ${p.given}`,
    fr: `une attaque demande exactement deux cartes de siège, pas ${p.given}`,
  }),
  'not-in-hand': (p) => ({
    en: `you do not hold ${p.count} × "${p.card}"`,
    nl: `je hebt geen ${p.count} × "${p.card}" in de hand`,
    de: `du hast keine ${p.count} × "${p.card}" auf der Hand`,
    fr: `tu n’as pas ${p.count} × « ${p.card} » en main`,
  }),
  'no-power-card': (p) => ({
    en: `you hold no "${powerCard(p.power, 'en')}" card`,
    nl: `je hebt geen kaart "${powerCard(p.power, 'nl')}"`,
    de: `du hast keine Karte "${powerCard(p.power, 'de')}"`,
    fr: `tu n’as pas de carte « ${powerCard(p.power, 'fr')} »`,
  }),
  'power-card-twice': (p) => ({
    en: `a "${powerCard(p.power, 'en')}" card can be played only once in a fight`,
    nl: `een kaart "${powerCard(p.power, 'nl')}" kan maar een keer per gevecht gespeeld worden`,
    de: `eine Karte "${powerCard(p.power, 'de')}" kann pro Kampf nur einmal gespielt werden`,
    fr: `une carte « ${powerCard(p.power, 'fr')} » ne peut être jouée qu’une fois par combat`,
  }),
  'influence-limit': (p) => ({
    en: `at most ${p.max} influence points per fight`,
    nl: `ten hoogste ${p.max} invloedspunten per gevecht`,
    de: `höchstens ${p.max} Einflusspunkte pro Kampf`,
    fr: `au plus ${p.max} points d’influence par combat`,
  }),
  'not-enough-influence': (p) => ({
    en: `you have ${p.have} influence points, not ${p.given}`,
    nl: `je hebt ${p.have} invloedspunten, niet ${p.given}`,
    de: `du hast ${p.have} Einflusspunkte, nicht ${p.given}`,
    fr: `tu as ${p.have} points d’influence, pas ${p.given}`,
  }),
  'no-garrison-markers': (p) => ({
    en: `all your ${p.limit} garrison markers are on the board`,
    nl: `al je ${p.limit} garnizoensmarkers liggen op het bord`,
    de: `alle deine ${p.limit} Garnisonsmarker liegen auf dem Brett`,
    fr: `tes ${p.limit} marqueurs de garnison sont tous sur le plateau`,
  }),
  'papal-protection': (p) => ({
    en: `the papal intervention forbids fighting over ${p.city} this round`,
    nl: `de pauselijke tussenkomst verbiedt deze ronde te strijden om ${p.city}`,
    de: `die päpstliche Intervention verbietet in dieser Runde, um ${p.city} zu kämpfen`,
    fr: `l’intervention papale interdit de combattre pour ${p.city} ce tour-ci`,
  }),
} satisfies Record<string, Text>;
