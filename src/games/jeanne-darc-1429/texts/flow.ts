import { isPower, POWER_NAMES } from '../powers.js';
import type { Lang, Text } from './text.js';

/** A power's name in a language, or the value as given when it names no power. */
export function named(value: string | number | undefined, lang: Lang): string {
  return isPower(value) ? POWER_NAMES[value][lang] : String(value ?? '');
}

/** Refusals of the game's flow and of fights, whatever the phase. */
export const FLOW_TEXTS = {
  'game-over': () => ({ en: 'the game is over', nl: 'het spel is afgelopen', de: 'das Spiel ist vorbei' }),
  'not-a-player': (p) => ({
    en: `${p.seat} does not play in this game`,
    nl: `${p.seat} speelt niet mee in dit spel`,
    de: `${p.seat} spielt in diesem Spiel nicht mit`,
  }),
  'not-your-decision': (p) => ({
    en: `the game waits for ${named(p.power, 'en')}: ${p.what}`,
    nl: `het spel wacht op ${named(p.power, 'nl')}: ${p.what}`,
    de: `das Spiel wartet auf ${named(p.power, 'de')}: ${p.what}`,
  }),
  'wrong-command': (p) => ({
    en: `now a "${p.expected}" command is expected, not "${p.given}"`,
    nl: `nu wordt een opdracht "${p.expected}" verwacht, niet "${p.given}"`,
    de: `jetzt wird ein Befehl "${p.expected}" erwartet, nicht "${p.given}"`,
  }),
  'bad-command': (p) => ({
    en: `the command is not understood: ${p.detail}`,
    nl: `de opdracht is niet begrepen: ${p.detail}`,
    de: `der Befehl ist nicht verständlich: ${p.detail}`,
  }),
  'unknown-city': (p) => ({ en: `there is no city "${p.city}" on the board`, nl: `er is geen stad "${p.city}" op het bord`, de: `es gibt keine Stadt "${p.city}" auf dem Brett` }),
  'not-siege-card': (p) => ({
    en: `"${p.card}" is not a siege card (yellow)`,
    nl: `"${p.card}" is geen belegeringskaart (geel)`,
    de: `"${p.card}" ist keine Belagerungskarte (gelb)`,
  }),
  'two-siege-cards': (p) => ({
    en: `an attack needs exactly two siege cards, not ${p.given}`,
    nl: `een aanval heeft precies twee belegeringskaarten nodig, niet ${p.given}`,
    de: `ein Angriff braucht genau zwei Belagerungskarten, nicht ${p.given}`,
  }),
  'not-in-hand': (p) => ({
    en: `you do not hold ${p.count} × "${p.card}"`,
    nl: `je hebt geen ${p.count} × "${p.card}" in de hand`,
    de: `du hast keine ${p.count} × "${p.card}" auf der Hand`,
  }),
  'no-power-card': (p) => ({
    en: `you hold no "${p.power}" card`,
    nl: `je hebt geen kaart "${p.power}"`,
    de: `du hast keine Karte "${p.power}"`,
  }),
  'power-card-twice': (p) => ({
    en: `a "${p.power}" card can be played only once in a fight`,
    nl: `een kaart "${p.power}" kan maar een keer per gevecht gespeeld worden`,
    de: `eine Karte "${p.power}" kann pro Kampf nur einmal gespielt werden`,
  }),
  'influence-limit': (p) => ({
    en: `at most ${p.max} influence points per fight`,
    nl: `ten hoogste ${p.max} invloedspunten per gevecht`,
    de: `höchstens ${p.max} Einflusspunkte pro Kampf`,
  }),
  'not-enough-influence': (p) => ({
    en: `you have ${p.have} influence points, not ${p.given}`,
    nl: `je hebt ${p.have} invloedspunten, niet ${p.given}`,
    de: `du hast ${p.have} Einflusspunkte, nicht ${p.given}`,
  }),
  'no-garrison-markers': (p) => ({
    en: `all your ${p.limit} garrison markers are on the board`,
    nl: `al je ${p.limit} garnizoensmarkers liggen op het bord`,
    de: `alle deine ${p.limit} Garnisonsmarker liegen auf dem Brett`,
  }),
  'papal-protection': (p) => ({
    en: `the papal intervention forbids fighting over ${p.city} this round`,
    nl: `de pauselijke tussenkomst verbiedt deze ronde te strijden om ${p.city}`,
    de: `die päpstliche Intervention verbietet in dieser Runde, um ${p.city} zu kämpfen`,
  }),
} satisfies Record<string, Text>;
