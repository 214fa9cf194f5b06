import type { Text } from './text.js';

/** Refusals of phase 6: events and foreign intervention. */
export const EVENT_TEXTS = {
  'event-order': (p) => ({
    en: `the order must name each of the ${p.count} events you drew once`,
    nl: `de volgorde moet elk van de ${p.count} getrokken gebeurtenissen één keer noemen`,
    de: `die Reihenfolge muss jedes der ${p.count} gezogenen Ereignisse einmal nennen`,
    fr: `l’ordre doit nommer une fois chacun des ${p.count} événements tirés`,
  }),
  'rising-needs-holder': (p) => ({
    en: `${p.city} is held by no player: it has no defence to lose`,
    nl: `${p.city} is van geen speler: er is geen verdediging om te verliezen`,
    de: `${p.city} gehört keinem Spieler: sie hat keine Verteidigung zu verlieren`,
    fr: `${p.city} n’est tenue par aucun joueur : elle n’a pas de défense à perdre`,
  }),
  'event-city-twice': (p) => ({
    en: `${p.city} has already been chosen`,
    nl: `${p.city} is al gekozen`,
    de: `${p.city} wurde schon gewählt`,
    fr: `${p.city} a déjà été choisie`,
  }),
  'treaty-city': (p) => ({
    en: `${p.city} was not taken from you in the last turn, or you hold it`,
    nl: `${p.city} is je in de afgelopen beurt niet afgepakt, of je hebt haar al`,
    de: `${p.city} wurde dir im letzten Zug nicht abgenommen, oder du hältst sie`,
    fr: `${p.city} ne t’a pas été prise au dernier tour, ou tu la tiens`,
  }),
  'confiscate-another': () => ({
    en: 'choose another player, not yourself',
    nl: 'kies een andere speler uit, niet jezelf',
    de: 'wähle einen anderen Spieler, nicht dich selbst',
    fr: 'choisis un autre joueur, pas toi-même',
  }),
  'papal-one-place': () => ({
    en: 'name one place: a province or a city',
    nl: 'noem één plaats: een provincie of een stad',
    de: 'nenne einen Ort: eine Provinz oder eine Stadt',
    fr: 'nomme un seul lieu : une province ou une ville',
  }),
  'unknown-province': (p) => ({
    en: `there is no province "${p.province}" on the board`,
    nl: `er is geen provincie "${p.province}" op het bord`,
    de: `es gibt keine Provinz "${p.province}" auf dem Brett`,
    fr: `il n’y a pas de province « ${p.province} » sur le plateau`,
  }),
  'duel-card-needed': () => ({
    en: 'each chooses one of his combat cards: you hold a siege card, so choose one',
    nl: 'ieder kiest een van zijn gevechtskaarten: je hebt een belegeringskaart, kies er een',
    de: 'jeder wählt eine seiner Kampfkarten: du hast eine Belagerungskarte, wähle eine',
    fr: 'chacun choisit une de ses cartes de combat : tu as une carte de siège, choisis-en une',
  }),
  'legion-city': (p) => ({
    en: `${p.city} is already held by a foreign legion`,
    nl: `${p.city} is al bezet door een vreemd legioen`,
    de: `${p.city} ist schon von einer fremden Legion besetzt`,
    fr: `${p.city} est déjà occupée par une légion étrangère`,
  }),
} satisfies Record<string, Text>;
