import { named } from './flow.js';
import type { Text } from './text.js';

/** Refusals of phase 4. */
export const BUYING_TEXTS = {
  'not-buying-phase': () => ({
    en: 'purchases are made only in the buying phase (phase 4)',
    nl: 'aankopen worden alleen in de koopfase (fase 4) gedaan',
    de: 'Käufe gibt es nur in der Kaufphase (Phase 4)',
    fr: 'les achats ne se font que pendant la phase d’achat (phase 4)',
  }),
  'not-your-turn': (p) => ({
    en: `purchases are made in turn order: it is ${named(p.next, 'en')}'s turn`,
    nl: `de aankopen worden in spelersvolgorde gedaan: ${named(p.next, 'nl')} is aan de beurt`,
    de: `gekauft wird in Spielerreihenfolge: ${named(p.next, 'de')} ist am Zug`,
    fr: `les achats se font dans l’ordre du tour : c’est au tour de ${named(p.next, 'fr')}`,
  }),
  'not-enough-money': (p) => ({
    en: `this costs ${p.price} Louis d'Or, you have ${p.money}`,
    nl: `dit kost ${p.price} Louis d'Or, je hebt er ${p.money}`,
    de: `das kostet ${p.price} Louis d'Or, du hast ${p.money}`,
    fr: `cela coûte ${p.price} Louis d’or, tu en as ${p.money}`,
  }),
  'hand-limit': (p) => ({
    en: `you may never hold more than ${p.limit} combat cards at the end of the buying phase`,
    nl: `aan het eind van de koopfase mag een speler nooit meer dan ${p.limit} gevechtskaarten in de hand hebben`,
    de: `am Ende der Kaufphase darf niemand mehr als ${p.limit} Kampfkarten auf der Hand haben`,
    fr: `à la fin de la phase d’achat, personne ne peut avoir plus de ${p.limit} cartes de combat en main`,
  }),
  'deck-empty': () => ({
    en: 'no combat cards are left to buy',
    nl: 'er zijn geen gevechtskaarten meer te koop',
    de: 'es sind keine Kampfkarten mehr zu kaufen',
    fr: 'il ne reste plus de cartes de combat à acheter',
  }),
  'not-your-city': (p) => ({
    en: `${p.city} is not one of your cities`,
    nl: `${p.city} is niet een van je steden`,
    de: `${p.city} ist keine deiner Städte`,
    fr: `${p.city} n’est pas une de tes villes`,
  }),
  'already-fortified': (p) => ({
    en: `${p.city} already has a castle or a fortress: only a garrison can be raised to a castle`,
    nl: `${p.city} heeft al een burcht of een vesting: alleen een garnizoen kan tot een burcht worden opgewaardeerd`,
    de: `${p.city} hat schon eine Burg oder Festung: nur eine Garnison kann zur Burg ausgebaut werden`,
    fr: `${p.city} a déjà un château ou une forteresse : seule une garnison peut devenir un château`,
  }),
  'one-castle-per-round': () => ({
    en: 'each player can build only one castle per round',
    nl: 'elke speler kan per ronde maar een burcht bouwen',
    de: 'jeder Spieler kann pro Runde nur eine Burg bauen',
    fr: 'chaque joueur ne peut construire qu’un château par tour',
  }),
  'no-castle-markers': (p) => ({
    en: `all ${p.limit} castle markers are in use`,
    nl: `alle ${p.limit} burchtmarkers zijn in gebruik`,
    de: `alle ${p.limit} Burgmarker sind im Spiel`,
    fr: `les ${p.limit} marqueurs de château sont tous en jeu`,
  }),
  'no-fortress-markers': (p) => ({
    en: `all ${p.limit} fortress markers are in use`,
    nl: `alle ${p.limit} vestingmarkers zijn in gebruik`,
    de: `alle ${p.limit} Festungsmarker sind im Spiel`,
    fr: `les ${p.limit} marqueurs de forteresse sont tous en jeu`,
  }),
  'fortress-needs-castle': (p) => ({
    en: `a fortress cannot be placed directly on a garrison: build a castle in ${p.city} first`,
    nl: `een speler mag niet direct een vesting op een garnizoen plaatsen: bouw eerst een burcht in ${p.city}`,
    de: `eine Festung darf nicht direkt auf eine Garnison gesetzt werden: baue in ${p.city} zuerst eine Burg`,
    fr: `une forteresse ne peut pas être posée directement sur une garnison : construis d’abord un château à ${p.city}`,
  }),
  'castle-built-this-round': (p) => ({
    en: `the castle in ${p.city} was built this round: it can become a fortress next round`,
    nl: `de burcht in ${p.city} is deze ronde gebouwd: in de volgende beurt kan ze tot een vesting worden opgewaardeerd`,
    de: `die Burg in ${p.city} wurde in dieser Runde gebaut: erst in der nächsten Runde kann sie zur Festung werden`,
    fr: `le château de ${p.city} a été construit ce tour-ci : il pourra devenir une forteresse au tour suivant`,
  }),
  'already-fortress': (p) => ({
    en: `${p.city} is already a fortress`,
    nl: `${p.city} is al een vesting`,
    de: `${p.city} ist schon eine Festung`,
    fr: `${p.city} est déjà une forteresse`,
  }),
  'wrong-discard': (p) => ({
    en: `you hold ${p.hand} combat cards: discard exactly ${p.needed}, not ${p.given}`,
    nl: `je hebt ${p.hand} gevechtskaarten: leg er precies ${p.needed} af, niet ${p.given}`,
    de: `du hast ${p.hand} Kampfkarten: wirf genau ${p.needed} ab, nicht ${p.given}`,
    fr: `tu as ${p.hand} cartes de combat : défausse-en exactement ${p.needed}, pas ${p.given}`,
  }),
  'card-not-in-hand': (p) => ({
    en: `card "${p.card}" is not in your hand`,
    nl: `kaart "${p.card}" is niet in je hand`,
    de: `Karte "${p.card}" ist nicht auf deiner Hand`,
    fr: `la carte « ${p.card} » n’est pas dans ta main`,
  }),
} satisfies Record<string, Text>;
