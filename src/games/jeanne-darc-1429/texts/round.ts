import type { Text } from './text.js';

/** Refusals of phases 1–3, 7 and 8. */
export const ROUND_TEXTS = {
  'already-chosen': () => ({
    en: 'you have already chosen War or Peace this round',
    nl: 'je hebt deze ronde al voor oorlog of vrede gekozen',
    de: 'du hast in dieser Runde schon Krieg oder Frieden gewählt',
    fr: 'tu as déjà choisi la guerre ou la paix ce tour-ci',
  }),
  'city-twice': (p) => ({
    en: `${p.city} is named twice`,
    nl: `${p.city} wordt twee keer genoemd`,
    de: `${p.city} ist zweimal genannt`,
    fr: `${p.city} est nommée deux fois`,
  }),
  'not-free-city': (p) => ({
    en: `${p.city} is not a free city: expansion takes only free cities`,
    nl: `${p.city} is geen vrije stad: bij uitbreiding worden alleen vrije steden genomen`,
    de: `${p.city} ist keine freie Stadt: bei der Ausdehnung werden nur freie Städte genommen`,
    fr: `${p.city} n’est pas une ville libre : l’expansion ne prend que des villes libres`,
  }),
  'too-many-by-road': (p) => ({
    en: `an expansion by road takes at most ${p.max} free cities, not ${p.given}`,
    nl: `een uitbreiding over de weg neemt ten hoogste ${p.max} vrije steden, niet ${p.given}`,
    de: `eine Ausdehnung über Land nimmt höchstens ${p.max} freie Städte, nicht ${p.given}`,
    fr: `une expansion par la route prend au plus ${p.max} villes libres, pas ${p.given}`,
  }),
  'too-many-by-sea': (p) => ({
    en: `an expansion by sea takes at most ${p.max} free city, not ${p.given}`,
    nl: `een uitbreiding over zee neemt ten hoogste ${p.max} vrije stad, niet ${p.given}`,
    de: `eine Ausdehnung über See nimmt höchstens ${p.max} freie Stadt, nicht ${p.given}`,
    fr: `une expansion par mer prend au plus ${p.max} ville libre, pas ${p.given}`,
  }),
  'not-linked-by-road': (p) => ({
    en: `${p.city} is not linked by road to a city you held before this expansion`,
    nl: `${p.city} is niet over de weg verbonden met een stad die je voor deze uitbreiding al had`,
    de: `${p.city} ist nicht über eine Straße mit einer Stadt verbunden, die du vor dieser Ausdehnung schon hattest`,
    fr: `${p.city} n’est reliée par aucune route à une ville que tu tenais avant cette expansion`,
  }),
  'landing-port-needed': () => ({
    en: 'an expansion by sea names the port it sails from (from)',
    nl: 'een uitbreiding over zee noemt de haven van vertrek (from)',
    de: 'eine Ausdehnung über See nennt den Hafen, von dem sie ausläuft (from)',
    fr: 'une expansion par mer nomme le port d’où elle part (from)',
  }),
  'not-a-port': (p) => ({
    en: `${p.city} is not a port`,
    nl: `${p.city} is geen haven`,
    de: `${p.city} ist kein Hafen`,
    fr: `${p.city} n’est pas un port`,
  }),
  'not-enemy-city': (p) => ({
    en: `${p.city} is held neither by another player nor by a foreign legion`,
    nl: `${p.city} is niet in handen van een andere speler of van een vreemd legioen`,
    de: `${p.city} gehört weder einem anderen Spieler noch einer fremden Legion`,
    fr: `${p.city} n’est tenue ni par un autre joueur ni par une légion étrangère`,
  }),
  'not-linked': (p) => ({
    en: `${p.to} is linked to ${p.from} neither by road nor by sea (port to port)`,
    nl: `${p.to} is met ${p.from} niet over de weg en niet over zee (haven naar haven) verbonden`,
    de: `${p.to} ist mit ${p.from} weder über eine Straße noch über See (Hafen zu Hafen) verbunden`,
    fr: `${p.to} n’est reliée à ${p.from} ni par la route ni par mer (de port à port)`,
  }),
  'origin-used': (p) => ({
    en: `${p.city} has already attacked this round: one attack per city`,
    nl: `vanuit ${p.city} is deze ronde al aangevallen: een aanval per stad`,
    de: `von ${p.city} aus wurde in dieser Runde schon angegriffen: ein Angriff pro Stadt`,
    fr: `${p.city} a déjà attaqué ce tour-ci : une attaque par ville`,
  }),
  'already-attacked': (p) => ({
    en: `you have already attacked ${p.city} this round`,
    nl: `je hebt ${p.city} deze ronde al aangevallen`,
    de: `du hast ${p.city} in dieser Runde schon angegriffen`,
    fr: `tu as déjà attaqué ${p.city} ce tour-ci`,
  }),
  'peace-attack-used': (p) => ({
    en: `in Peace each player attacks at most ${p.max} time(s) per round`,
    nl: `in vrede valt elke speler ten hoogste ${p.max} keer per ronde aan`,
    de: `im Frieden greift jeder Spieler höchstens ${p.max}-mal pro Runde an`,
    fr: `en paix chaque joueur attaque au plus ${p.max} fois par tour`,
  }),
  'garrison-markers-left': (p) => ({
    en: `you have ${p.left} garrison marker(s) left, not ${p.given}`,
    nl: `je hebt nog ${p.left} garnizoensmarker(s), niet ${p.given}`,
    de: `du hast noch ${p.left} Garnisonsmarker, nicht ${p.given}`,
    fr: `il te reste ${p.left} marqueurs de garnison, pas ${p.given}`,
  }),
  'provoke-target': (p) => ({
    en: `an uprising can be provoked only in a city of another player, and ${p.city} is not one`,
    nl: `een opstand kan alleen in een stad van een andere speler uitgelokt worden, en ${p.city} is er geen`,
    de: `ein Aufstand kann nur in einer Stadt eines anderen Spielers angezettelt werden, und ${p.city} ist keine`,
    fr: `une révolte ne peut être provoquée que dans une ville d’un autre joueur, et ${p.city} n’en est pas une`,
  }),
} satisfies Record<string, Text>;
