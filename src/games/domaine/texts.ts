import type { Problem } from '../../kernel/problems.js';
import { wordedWhenRead } from '../../kernel/problems.js';

export type Lang = 'en' | 'de' | 'fr' | 'nl';
type Text = (p: Record<string, string | number>) => Record<Lang, string>;

/** The colours as players of each language say them. */
export const COLOUR_WORDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  red: { en: 'red', de: 'Rot', fr: 'rouge', nl: 'rood' },
  blue: { en: 'blue', de: 'Blau', fr: 'bleu', nl: 'blauw' },
  yellow: { en: 'yellow', de: 'Gelb', fr: 'jaune', nl: 'geel' },
  green: { en: 'green', de: 'Grün', fr: 'vert', nl: 'groen' },
};
const ASKED: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  'free-knight': { en: 'the free knight', de: 'der freie Ritter', fr: 'le chevalier libre', nl: 'de vrije ridder' },
  merge: { en: 'the castle that keeps the merged domaine', de: 'die Burg der vereinten Domäne', fr: 'le château du fief réuni', nl: 'het kasteel van het samengevoegde domein' },
};
const asked = (kind: string | number | undefined, lang: Lang) => ASKED[String(kind)]?.[lang] ?? String(kind);
const colour = (seat: string | number | undefined, lang: Lang) => COLOUR_WORDS[String(seat)]?.[lang] ?? String(seat);

/** Every refusal in English, German and French (the rule text's language). */
const TEXTS = {
  'bad-command': (p) => ({ en: `not a Domaine command: ${p.why}`, de: `kein Domaine-Befehl: ${p.why}`, fr: `commande Domaine invalide : ${p.why}`, nl: `geen Domaine-opdracht: ${p.why}` }),
  'not-a-seat': (p) => ({ en: `"${p.seat}" plays no colour in this match`, de: `"${p.seat}" spielt in dieser Partie keine Farbe`, fr: `« ${p.seat} » ne joue aucune couleur dans cette partie`, nl: `„${p.seat}” speelt in deze partij geen kleur` }),
  'game-over': () => ({ en: 'the game is over', de: 'das Spiel ist zu Ende', fr: 'la partie est terminée', nl: 'het spel is afgelopen' }),
  'not-your-turn': (p) => ({ en: `it is ${colour(p.seat, 'en')}'s turn`, de: `${colour(p.seat, 'de')} ist am Zug`, fr: `c'est au tour de ${colour(p.seat, 'fr')}`, nl: `${colour(p.seat, 'nl')} is aan de beurt` }),
  'answer-pending': (p) => ({ en: `first answer the open question (${asked(p.kind, 'en')})`, de: `zuerst die offene Frage beantworten (${asked(p.kind, 'de')})`, fr: `répondez d'abord à la question en cours (${asked(p.kind, 'fr')})`, nl: `beantwoord eerst de open vraag (${asked(p.kind, 'nl')})` }),
  'setup-running': () => ({ en: 'castles are still being founded: place a castle and a knight', de: 'es werden noch Burgen gegründet: eine Burg und einen Ritter setzen', fr: 'la mise en place continue : placez un château et un chevalier', nl: 'er worden nog kastelen gesticht: plaats een kasteel en een ridder' }),
  'setup-over': () => ({ en: 'all castles are founded', de: 'alle Burgen sind gegründet', fr: 'tous les châteaux sont placés', nl: 'alle kastelen zijn gesticht' }),
  'bad-square': (p) => ({ en: `${p.square} is not a square of the board (0–143)`, de: `${p.square} ist kein Feld des Spielplans (0–143)`, fr: `${p.square} n'est pas une case du plateau (0–143)`, nl: `${p.square} is geen veld van het speelbord (0–143)` }),
  'bad-edge': (p) => ({ en: `${p.edge} is not a border slot (0–263)`, de: `${p.edge} ist kein Grenzplatz (0–263)`, fr: `${p.edge} n'est pas un emplacement de frontière (0–263)`, nl: `${p.edge} is geen grensplaats (0–263)` }),
  'castle-not-meadow': (p) => ({ en: `a castle goes on a free meadow, ${p.square} is not one`, de: `eine Burg kommt auf eine freie Wiese, ${p.square} ist keine`, fr: `un château se place sur un pré libre, ${p.square} n'en est pas un`, nl: `een kasteel komt op een vrije weide, ${p.square} is er geen` }),
  'castle-too-close': (p) => ({ en: `${p.square} is ${p.distance} squares from your castle at ${p.other}; castles of a colour stand at least ${p.min} apart`, de: `${p.square} liegt ${p.distance} Felder von deiner Burg auf ${p.other}; Burgen einer Farbe stehen mindestens ${p.min} auseinander`, fr: `${p.square} est à ${p.distance} cases de votre château en ${p.other} ; les châteaux d'une couleur sont à au moins ${p.min} cases`, nl: `${p.square} ligt ${p.distance} velden van je kasteel op ${p.other}; kastelen van één kleur staan minstens ${p.min} uit elkaar` }),
  'no-castles-left': () => ({ en: 'you have no castle left', de: 'du hast keine Burg mehr', fr: "vous n'avez plus de château", nl: 'je hebt geen kasteel meer' }),
  'no-knights-left': () => ({ en: 'you have no knight left', de: 'du hast keinen Ritter mehr', fr: "vous n'avez plus de chevalier", nl: 'je hebt geen ridder meer' }),
  'square-taken': (p) => ({ en: `${p.square} already holds a castle or a knight`, de: `auf ${p.square} steht schon eine Burg oder ein Ritter`, fr: `${p.square} porte déjà un château ou un chevalier`, nl: `op ${p.square} staat al een kasteel of een ridder` }),
  'knight-terrain': (p) => ({ en: `knights go on meadow or forest, ${p.square} is neither`, de: `Ritter stehen auf Wiese oder Wald, ${p.square} ist keins davon`, fr: `les chevaliers vont sur un pré ou une forêt, ${p.square} n'est ni l'un ni l'autre`, nl: `ridders staan op weide of bos, ${p.square} is geen van beide` }),
  'knight-not-adjacent': (p) => ({ en: `${p.square} is not next to one of your knights or castles`, de: `${p.square} grenzt nicht an einen deiner Ritter oder Burgen`, fr: `${p.square} n'est pas à côté d'un de vos chevaliers ou châteaux`, nl: `${p.square} grenst niet aan een van je ridders of kastelen` }),
  'knight-foreign-domaine': (p) => ({ en: `${p.square} lies in another player's domaine`, de: `${p.square} liegt in der Domäne eines anderen`, fr: `${p.square} est dans le fief d'un autre joueur`, nl: `${p.square} ligt in het domein van een andere speler` }),
  'knight-count': () => ({ en: 'place 1 or 2 knights, on different squares', de: '1 oder 2 Ritter setzen, auf verschiedene Felder', fr: 'placez 1 ou 2 chevaliers, sur des cases différentes', nl: 'plaats 1 of 2 ridders, op verschillende velden' }),
  'cannot-pay': (p) => ({ en: `this costs ${p.price} ducats, you have ${p.have}`, de: `das kostet ${p.price} Dukaten, du hast ${p.have}`, fr: `cela coûte ${p.price} ducats, vous en avez ${p.have}`, nl: `dit kost ${p.price} dukaten, je hebt er ${p.have}` }),
  'border-count': () => ({ en: 'place 1, 2 or 3 borders, on different slots', de: '1, 2 oder 3 Grenzen setzen, auf verschiedene Plätze', fr: 'placez 1, 2 ou 3 frontières, à des emplacements différents', nl: 'plaats 1, 2 of 3 grenzen, op verschillende plaatsen' }),
  'border-taken': (p) => ({ en: `${p.edge} already has a border`, de: `auf ${p.edge} steht schon eine Grenze`, fr: `${p.edge} porte déjà une frontière`, nl: `op ${p.edge} staat al een grens` }),
  'border-in-domaine': (p) => ({ en: `${p.edge} lies inside a domaine`, de: `${p.edge} liegt in einer Domäne`, fr: `${p.edge} est à l'intérieur d'un fief`, nl: `${p.edge} ligt binnen een domein` }),
  'border-not-own-castle': (p) => ({ en: `${p.edge} does not bound the land of one of your castles outside a domaine`, de: `${p.edge} begrenzt nicht das Land einer deiner Burgen außerhalb einer Domäne`, fr: `${p.edge} ne délimite pas l'un de vos châteaux hors fief`, nl: `${p.edge} begrenst het land van geen van je kastelen buiten een domein` }),
  'border-neutral-zone': (p) => ({ en: `${p.edge} would close an area without castle (a neutral domaine)`, de: `${p.edge} würde ein Gebiet ohne Burg abschließen (neutrale Domäne)`, fr: `${p.edge} créerait un fief neutre (sans château)`, nl: `${p.edge} zou een gebied zonder kasteel afsluiten (een neutraal domein)` }),
  'border-closes-opponent': () => ({ en: "with two players you may close an opponent's domaine only when you close one of yours by it", de: 'zu zweit darf man eine gegnerische Domäne nur schließen, wenn man dabei eine eigene schließt', fr: 'à deux joueurs, on ne peut fermer un fief adverse que si on en ferme un pour soi-même', nl: 'met twee spelers mag je een domein van de tegenstander alleen sluiten als je daarmee ook een eigen domein sluit' }),
  'not-own-domaine': (p) => ({ en: `${p.square} is not the castle of one of your domaines`, de: `${p.square} ist nicht die Burg einer deiner Domänen`, fr: `${p.square} n'est pas le château d'un de vos fiefs`, nl: `${p.square} is niet het kasteel van een van je domeinen` }),
  'expand-not-adjacent': (p) => ({ en: `${p.square} is not next to that domaine`, de: `${p.square} grenzt nicht an diese Domäne`, fr: `${p.square} n'est pas adjacent à ce fief`, nl: `${p.square} grenst niet aan dat domein` }),
  'expand-castle': (p) => ({ en: `${p.square} holds a castle`, de: `auf ${p.square} steht eine Burg`, fr: `${p.square} porte un château`, nl: `op ${p.square} staat een kasteel` }),
  'expand-own-domaine': (p) => ({ en: `${p.square} already lies in one of your domaines`, de: `${p.square} liegt schon in einer deiner Domänen`, fr: `${p.square} est déjà dans l'un de vos fiefs`, nl: `${p.square} ligt al in een van je domeinen` }),
  'expand-allied': (p) => ({ en: `${p.square} lies in a domaine allied with yours`, de: `${p.square} liegt in einer mit deiner verbündeten Domäne`, fr: `${p.square} est dans un fief allié au vôtre`, nl: `${p.square} ligt in een domein dat met het jouwe verbonden is` }),
  'expand-too-few-knights': (p) => ({ en: `your domaine has ${p.mine} knight(s), the other ${p.theirs}: you need more`, de: `deine Domäne hat ${p.mine} Ritter, die andere ${p.theirs}: du brauchst mehr`, fr: `votre fief a ${p.mine} chevalier(s), l'autre ${p.theirs} : il en faut plus`, nl: `je domein heeft ${p.mine} ${Number(p.mine) === 1 ? 'ridder' : 'ridders'}, het andere ${p.theirs}: je hebt er meer nodig` }),
  'treason-no-target': (p) => ({ en: `${p.square} holds no opponent's knight`, de: `auf ${p.square} steht kein gegnerischer Ritter`, fr: `${p.square} ne porte aucun chevalier adverse`, nl: `op ${p.square} staat geen ridder van een tegenstander` }),
  'treason-not-in-domaine': (p) => ({ en: `${p.square} lies in no domaine`, de: `${p.square} liegt in keiner Domäne`, fr: `${p.square} n'est dans aucun fief`, nl: `${p.square} ligt in geen enkel domein` }),
  'treason-no-own-knight': (p) => ({ en: `you have no knight in the domaine of ${p.square}`, de: `du hast keinen Ritter in der Domäne von ${p.square}`, fr: `vous n'avez aucun chevalier dans le fief de ${p.square}`, nl: `je hebt geen ridder in het domein van ${p.square}` }),
  'alliance-not-neighbour': (p) => ({ en: `${p.square} is not the castle of another player's domaine next to yours`, de: `${p.square} ist nicht die Burg einer fremden Domäne neben deiner`, fr: `${p.square} n'est pas le château d'un fief adverse adjacent au vôtre`, nl: `${p.square} is niet het kasteel van een ander domein naast het jouwe` }),
  'alliance-exists': (p) => ({ en: `your domaine is already allied with the one of ${p.square}`, de: `deine Domäne ist schon mit der von ${p.square} verbündet`, fr: `votre fief est déjà allié à celui de ${p.square}`, nl: `je domein is al verbonden met dat van ${p.square}` }),
  'alliance-count': () => ({ en: 'an alliance takes in one domaine (several only with the sub-variant)', de: 'ein Bündnis umfasst eine Domäne (mehrere nur mit der Untervariante)', fr: "une alliance se fait avec un fief (plusieurs seulement avec la sous-variante)", nl: 'een verbond omvat één domein (meer alleen met de subvariant)' }),
  'alliance-marker': (p) => ({ en: `the marker goes on a square of the allied domaines, ${p.square} is not one`, de: `der Marker kommt auf ein Feld der verbündeten Domänen, ${p.square} ist keins`, fr: `le marqueur se place sur une case des fiefs alliés, ${p.square} n'en est pas une`, nl: `de marker komt op een veld van de verbonden domeinen, ${p.square} is er geen` }),
  'merge-choice': (p) => ({ en: `choose one of the castles ${p.options}`, de: `wähle eine der Burgen ${p.options}`, fr: `choisissez l'un des châteaux ${p.options}`, nl: `kies een van de kastelen ${p.options}` }),
} satisfies Record<string, Text>;

export type RefusalCode = keyof typeof TEXTS;

/** A refused command: `message` in English, `texts` in every language. */
export interface Refusal extends Problem {
  readonly texts: Readonly<Record<Lang, string>>;
}

/** A refusal in every language, worded when first read (the bots ask yes or no of many commands). */
export function refusal(code: RefusalCode, params: Record<string, string | number> = {}, where?: string): Refusal {
  return wordedWhenRead(code, () => (TEXTS[code] as Text)(params), where);
}
