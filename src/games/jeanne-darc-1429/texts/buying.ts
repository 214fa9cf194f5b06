import type { Text } from './text.js';

/** Refusals of phase 4. */
export const BUYING_TEXTS = {
  'not-buying-phase': () => ({
    en: 'purchases are made only in the buying phase (phase 4)',
    nl: 'aankopen worden alleen in de koopfase (fase 4) gedaan',
    de: 'Käufe gibt es nur in der Kaufphase (Phase 4)',
  }),
  'not-your-turn': (p) => ({
    en: `purchases are made in turn order: it is ${p.next}'s turn`,
    nl: `de aankopen worden in spelersvolgorde gedaan: ${p.next} is aan de beurt`,
    de: `gekauft wird in Spielerreihenfolge: ${p.next} ist am Zug`,
  }),
  'not-enough-money': (p) => ({
    en: `this costs ${p.price} Louis d'Or, you have ${p.money}`,
    nl: `dit kost ${p.price} Louis d'Or, je hebt er ${p.money}`,
    de: `das kostet ${p.price} Louis d'Or, du hast ${p.money}`,
  }),
  'hand-limit': (p) => ({
    en: `you may never hold more than ${p.limit} combat cards at the end of the buying phase`,
    nl: `aan het eind van de koopfase mag een speler nooit meer dan ${p.limit} gevechtskaarten in de hand hebben`,
    de: `am Ende der Kaufphase darf niemand mehr als ${p.limit} Kampfkarten auf der Hand haben`,
  }),
  'deck-empty': () => ({
    en: 'no combat cards are left to buy',
    nl: 'er zijn geen gevechtskaarten meer te koop',
    de: 'es sind keine Kampfkarten mehr zu kaufen',
  }),
  'not-your-city': (p) => ({
    en: `${p.city} is not one of your cities`,
    nl: `${p.city} is niet een van je steden`,
    de: `${p.city} ist keine deiner Städte`,
  }),
  'already-fortified': (p) => ({
    en: `${p.city} already has a castle or a fortress: only a garrison can be raised to a castle`,
    nl: `${p.city} heeft al een burcht of een vesting: alleen een garnizoen kan tot een burcht worden opgewaardeerd`,
    de: `${p.city} hat schon eine Burg oder Festung: nur eine Garnison kann zur Burg ausgebaut werden`,
  }),
  'one-castle-per-round': () => ({
    en: 'each player can build only one castle per round',
    nl: 'elke speler kan per ronde maar een burcht bouwen',
    de: 'jeder Spieler kann pro Runde nur eine Burg bauen',
  }),
  'no-castle-markers': (p) => ({
    en: `all ${p.limit} castle markers are in use`,
    nl: `alle ${p.limit} burchtmarkers zijn in gebruik`,
    de: `alle ${p.limit} Burgmarker sind im Spiel`,
  }),
  'no-fortress-markers': (p) => ({
    en: `all ${p.limit} fortress markers are in use`,
    nl: `alle ${p.limit} vestingmarkers zijn in gebruik`,
    de: `alle ${p.limit} Festungsmarker sind im Spiel`,
  }),
  'fortress-needs-castle': (p) => ({
    en: `a fortress cannot be placed directly on a garrison: build a castle in ${p.city} first`,
    nl: `een speler mag niet direct een vesting op een garnizoen plaatsen: bouw eerst een burcht in ${p.city}`,
    de: `eine Festung darf nicht direkt auf eine Garnison gesetzt werden: baue in ${p.city} zuerst eine Burg`,
  }),
  'castle-built-this-round': (p) => ({
    en: `the castle in ${p.city} was built this round: it can become a fortress next round`,
    nl: `de burcht in ${p.city} is deze ronde gebouwd: in de volgende beurt kan ze tot een vesting worden opgewaardeerd`,
    de: `die Burg in ${p.city} wurde in dieser Runde gebaut: erst in der nächsten Runde kann sie zur Festung werden`,
  }),
  'already-fortress': (p) => ({
    en: `${p.city} is already a fortress`,
    nl: `${p.city} is al een vesting`,
    de: `${p.city} ist schon eine Festung`,
  }),
  'wrong-discard': (p) => ({
    en: `you hold ${p.hand} combat cards: discard exactly ${p.needed}, not ${p.given}`,
    nl: `je hebt ${p.hand} gevechtskaarten: leg er precies ${p.needed} af, niet ${p.given}`,
    de: `du hast ${p.hand} Kampfkarten: wirf genau ${p.needed} ab, nicht ${p.given}`,
  }),
  'card-not-in-hand': (p) => ({
    en: `card "${p.card}" is not in your hand`,
    nl: `kaart "${p.card}" is niet in je hand`,
    de: `Karte "${p.card}" ist nicht auf deiner Hand`,
  }),
} satisfies Record<string, Text>;
