import { EVENT_TEXT } from '../../src/games/fall-of-rome/data/cards.js';
import { CITY_NAMES } from '../../src/games/fall-of-rome/data/cities.js';
import { ROLE_TEXT } from '../../src/games/fall-of-rome/data/roles.js';

// Giveaway words of other languages in a Dutch or French text (issue 45 item 2), as the German scan
// (test/web/english-words.ts) finds English in German. Each list holds words only the other
// languages use: not "die", "of" and "barbaren" in Dutch, not "alliance", "Huns" or "Ostrogoths" in
// French, which are words there too.

const ENGLISH = ['the', 'and', 'of', 'with', 'card', 'cards', 'city', 'cities', 'draws', 'from', 'player', 'players', 'legion', 'legions', 'barbarian', 'barbarians', 'battle', 'dice', 'turn', 'deck', 'discards', 'treasury', 'sacked', 'invade', 'moves', 'takes', 'gives', 'plays', 'back', 'done', 'left', 'none', 'choice', 'help', 'quit', 'board', 'bottom', 'decline', 'waiting', 'revolt', 'alliance', 'allied', 'rate'];
const GERMAN = ['und', 'der', 'die', 'das', 'mit', 'Karte', 'Karten', 'Stadt', 'Städte', 'zieht', 'nach', 'von', 'ist', 'sind', 'Legion', 'Legionen', 'Barbaren', 'Würfel', 'Kampf', 'Spieler', 'Zug', 'Verfall', 'Aufstand', 'Schatzkammer', 'Stamm', 'zurück', 'keine', 'wähle'];
const DUTCH = ['het', 'een', 'met', 'kaart', 'kaarten', 'stad', 'steden', 'speler', 'spelers', 'niet', 'naar', 'zijn', 'legioen', 'legioenen', 'barbaren', 'trekt', 'beurt', 'verval', 'stam', 'terug', 'geen', 'kies', 'dobbelstenen', 'gevecht'];
const FRENCH = ['les', 'des', 'avec', 'carte', 'cartes', 'ville', 'villes', 'joueur', 'joueurs', 'dans', 'une', 'est', 'légion', 'légions', 'barbares', 'pioche', 'tour', 'déclin', 'tribu', 'retour', 'aucun', 'aucune', 'choisis', 'dés', 'bataille'];

/** The words a text in `lang` must not hold: English and German in both, and each other's. */
const GIVEAWAYS = {
  nl: [...ENGLISH.filter((w) => w !== 'of'), ...GERMAN.filter((w) => w !== 'die' && w !== 'Barbaren'), ...FRENCH],
  fr: [...ENGLISH.filter((w) => w !== 'alliance'), ...GERMAN, ...DUTCH],
} as const;

const pattern = (words: readonly string[]) => new RegExp(`(?<![\\p{L}\\-])(${words.join('|')})(?![\\p{L}\\-])`, 'giu');
const PATTERNS = { nl: pattern(GIVEAWAYS.nl), fr: pattern(GIVEAWAYS.fr) };

/** Names that stay as they are in every language: the game's title, the (Latin) events, cities and roles. */
const NAMES = ['Pandemic: Fall of Rome', ...Object.values(EVENT_TEXT).map((e) => e.title), 'Veni, vidi, vici', ...CITY_NAMES, ...Object.values(ROLE_TEXT).map((r) => r.title)]
  .sort((a, b) => b.length - a.length);
const NAME_PATTERN = new RegExp(NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/** The text without the names that are the same in every language. */
export const withoutNames = (text: string): string => text.replace(NAME_PATTERN, '·');

/** The words of other languages in a Dutch or French text, each with its line; empty for a clean text. */
export function foreignWords(lang: 'nl' | 'fr', text: string): string[] {
  return withoutNames(text)
    .split('\n')
    .flatMap((line) => [...line.matchAll(PATTERNS[lang])].map((m) => `${m[0]} in: ${line}`));
}
