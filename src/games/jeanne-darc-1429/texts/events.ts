import type { Text } from './text.js';

/** Refusals of phase 6: events and foreign intervention. */
export const EVENT_TEXTS = {
  'event-order': (p) => ({
    en: `the order must name each of the ${p.count} events you drew once`,
    nl: `de volgorde moet elk van de ${p.count} getrokken gebeurtenissen één keer noemen`,
    de: `die Reihenfolge muss jedes der ${p.count} gezogenen Ereignisse einmal nennen`,
  }),
  'rising-needs-holder': (p) => ({
    en: `${p.city} is held by no player: it has no defence to lose`,
    nl: `${p.city} is van geen speler: er is geen verdediging om te verliezen`,
    de: `${p.city} gehört keinem Spieler: sie hat keine Verteidigung zu verlieren`,
  }),
  'event-city-twice': (p) => ({
    en: `${p.city} has already been chosen`,
    nl: `${p.city} is al gekozen`,
    de: `${p.city} wurde schon gewählt`,
  }),
  'treaty-city': (p) => ({
    en: `${p.city} was not taken from you in the last turn, or you hold it`,
    nl: `${p.city} is je in de afgelopen beurt niet afgepakt, of je hebt haar al`,
    de: `${p.city} wurde dir im letzten Zug nicht abgenommen, oder du hältst sie`,
  }),
  'confiscate-another': () => ({
    en: 'choose another player, not yourself',
    nl: 'kies een andere speler uit, niet jezelf',
    de: 'wähle einen anderen Spieler, nicht dich selbst',
  }),
  'papal-one-place': () => ({
    en: 'name one place: a province or a city',
    nl: 'noem één plaats: een provincie of een stad',
    de: 'nenne einen Ort: eine Provinz oder eine Stadt',
  }),
  'unknown-province': (p) => ({
    en: `there is no province "${p.province}" on the board`,
    nl: `er is geen provincie "${p.province}" op het bord`,
    de: `es gibt keine Provinz "${p.province}" auf dem Brett`,
  }),
  'duel-card-needed': () => ({
    en: 'each chooses one of his combat cards: you hold a siege card, so choose one',
    nl: 'ieder kiest een van zijn gevechtskaarten: je hebt een belegeringskaart, kies er een',
    de: 'jeder wählt eine seiner Kampfkarten: du hast eine Belagerungskarte, wähle eine',
  }),
  'legion-city': (p) => ({
    en: `${p.city} is already held by a foreign legion`,
    nl: `${p.city} is al bezet door een vreemd legioen`,
    de: `${p.city} ist schon von einer fremden Legion besetzt`,
  }),
} satisfies Record<string, Text>;
