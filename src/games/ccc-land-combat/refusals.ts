/**
 * The refusals of the CCC land combat in every language: a refused choice, a bad combat file, a bad
 * tables file, a bad command-line value. Each problem keeps its code and `where`; `message` is the
 * English text and `texts` holds it in en, de, nl and fr, with nations, leaders, fleets, units, cards
 * and free actions named in that language — an id appears only where the input names something
 * that is not there (quoted as written) and in the lists of what a file may write instead.
 */
import type { Problem } from '../../kernel/problems.js';
import type { CombatFile, SideName } from './combat-file.js';
import type { Tables } from './data/tables.js';
import { LANGS, nationName, type Lang, type Worded } from './words.js';

type Expected = 'declare' | 'cards' | 'free' | 'charge' | 'siege' | 'roll' | 'retreat';
type CardReason = 'red-card' | 'reaction-too-early' | 'only-reactions' | 'no-impact';

const EN = {
  quote: (id: string) => `"${id}"`,
  none: 'none',
  toFleet: (f: string) => `the fleet ${f}`,
  noMarker: 'no control marker',
  kind: { declare: 'declaration', cards: 'card window', free: 'free actions', charge: 'cavalry charge', siege: 'siege bonus', roll: 'LC DR', retreat: 'retreat', end: 'end', over: 'end' } as Record<string, string>,
  // Choices and commands (resolve.ts)
  commanderRequired: () => 'several defending avatars are in the land area: declare which one commands the army',
  unknownAvatar: (q: string) => `there is no avatar ${q}`,
  embarkedLeader: (n: string) => `${n} is on a fleet: an embarked leader can not become the defending avatar`,
  notEligible: (n: string) => `${n} can not defend here: only the defender's avatars, or an ally's not allied with the attacker`,
  noConsent: (n: string) => `${n} is an allied avatar: it commands only if its owner agrees (allyConsents)`,
  noFleet: (q: string) => `there is no fleet ${q}`,
  noLanding: () => "a fleet may land units only when garrison troops or a royal regiment are in the colony, and only its own side's fleet",
  leaderLanding: () => 'a fleet may land military units, but not a leader',
  notCarried: (fleet: string, q: string) => `${fleet} carries no unit ${q}`,
  unitTwice: (unit: string) => `${unit} is named twice`,
  noBombard: (fleet: string) => `fleet ${fleet} can not bombard for the defender: only own or allied fleets, and only when garrison troops or a royal regiment are present`,
  combatOver: () => 'nobody is to act: the combat is over',
  notYourTurn: (side: SideName, what: string, step: number) => `it is the ${side}'s turn (${what}, step ${step})`,
  expected: { declare: 'declare the army commander', cards: 'play cards or pass (cards: [])', free: 'take a free action or end them', charge: 'announce a cavalry charge or not', siege: 'announce the siege bonus or not', roll: 'roll the LC DR', retreat: 'retreat' } as Record<Expected, string>,
  wrongCommand: (side: SideName, expected: string) => `now the ${side} must ${expected}`,
  notInHand: (card: string, nation: string | null) => (nation === null ? `${card} can not be played: the natives hold no cards` : `${card} is not a card in the hand of ${nation}`),
  cardTwice: (card: string) => `${card} is played twice`,
  cardReason: {
    'red-card': 'red cards can not be played in a land combat',
    'reaction-too-early': 'reaction cards can only be played after step 3',
    'only-reactions': 'after step 3 only reaction cards can be played',
    'no-impact': 'only cards that affect this land combat can be played',
  } as Record<CardReason, string>,
  cardRule: (card: string, reason: string) => `${card}: ${reason}`,
  noEmbark: () => 'a defending leader can not embark on a fleet at the start of a land combat',
  unknownAction: (q: string, options: string) => `${q} is not a free action (possible: ${options})`,
  alreadyTaken: (action: string) => `the free action ${action} was already taken`,
  noRetreatThere: (to: string, options: string) => `can not retreat to ${to} (possible: ${options})`,
  nothingToDecide: () => 'nothing to decide',
  // The combat file (combat-file.ts)
  unknownNation: (q: string) => `nation ${q} is not in nations`,
  idUsed: (q: string, at: string) => `id ${q} is already used at ${at}`,
  unknownUnitType: (q: string, options: string) => `unit type ${q} is not in the tables (possible: ${options})`,
  notNativeUnit: (unit: string) => `${unit} is not a native unit`,
  nativeUnit: (unit: string) => `${unit} is a native unit`,
  colonyUnit: (unit: string) => `units of this type (${unit}) belong to a colony (landArea.colony), not to an army or fleet`,
  nativeCavalry: () => 'natives field cavalry only after their first win (natives.cavalry)',
  reserved: () => '"natives" is the natives\' side, not a nation',
  unknownCard: (q: string) => `card ${q} is not in the tables`,
  selfAlly: () => 'a nation can not ally with itself',
  selfHostile: () => 'a nation can not be hostile to itself',
  alliedAndHostile: (a: string, b: string) => `${a} and ${b} are allied: they can not be hostile as well`,
  colonyOwner: (marker: string) => `the colony's owner must hold the land area's control marker (${marker})`,
  unknownShip: (q: string, options: string) => `ship type ${q} is not in the tables (possible: ${options})`,
  fleetNotInFile: (q: string) => `fleet ${q} is not in fleets`,
  foreignFleetLeader: (leader: string, nation: string, fleet: string, fleetNation: string) => `${leader}, a leader of ${nation}, can not be on ${fleet}, a fleet of ${fleetNation}`,
  noNativesAttack: () => 'natives attack, but the file has no natives',
  noTrigger: () => 'natives initiate a land combat after a failed action of a nation: name it (action and nation)',
  wrongDefenderTrigger: (nation: string) => `natives attack the nation whose action failed (${nation})`,
  nativeLeader: () => 'natives attack without an avatar or fleet',
  trigger: () => 'only natives attack after a failed action',
  attackingLeader: () => 'name exactly one attacking avatar or fleet',
  avatarNotInFile: (q: string) => `avatar ${q} is not in avatars`,
  foreignAvatar: (avatar: string, nation: string, side: string) => `${avatar} is an avatar of ${nation}, not of ${side}`,
  embarkedAttacker: (avatar: string) => `${avatar} is on a fleet; a fleet attacks as a leader itself (attacker.fleet)`,
  foreignFleet: (fleet: string, nation: string, side: string) => `${fleet} is a fleet of ${nation}, not of ${side}`,
  wrongDefenderOwner: (nation: string) => `the defender is the owner of the land area (${nation}, its control marker)`,
  wrongDefenderNatives: () => 'a land area without a control marker is defended by its natives ("natives")',
  noNativesDefend: () => 'natives defend, but the file has no natives',
  sameSide: () => 'attacker and defender must differ',
  notHostile: (a: string, b: string) => `${a} and ${b} are not hostile (hostilities, alliances): land combat is only against hostile nations`,
  // The tables file (data/tables.ts)
  firstNull: () => 'the first row must start at null (any lower difference)',
  onlyFirstNull: () => 'only the first row may start at null',
  lastNull: () => 'the last row must end at null (any higher difference)',
  onlyLastNull: () => 'only the last row may end at null',
  rowOrder: (from: number, to: number) => `from ${from} is above to ${to}`,
  rowStart: (expected: number, got: number) => `must start at ${expected}, right after the row before, not ${got}`,
  missingUnit: (q: string) => `the unit type ${q} is required by the rules`,
  royalAttacks: () => 'royal regiments never attack: af must be 0',
  lossUnknown: (q: string) => `unit type ${q} is not in units`,
  namedTwice: (q: string) => `${q} is named twice`,
  lossMissing: (q: string) => `unit type ${q} is missing`,
  idTwice: (q: string) => `id ${q} is used twice`,
  // The command line (cli.ts, data/load.ts)
  unreadable: (reason: string) => `can not be read: ${reason}`,
  badRules: (q: string) => `must be a JSON object of rules options, not ${q}`,
  badSeed: (q: string) => `must be a whole number, not ${q}`,
};

export type Say = typeof EN;

const DE_SIDE: Record<SideName, string> = { attacker: 'Angreifer', defender: 'Verteidiger' };
const NL_SIDE: Record<SideName, string> = { attacker: 'aanvaller', defender: 'verdediger' };
/** French sides with their article ("l'attaquant", "le défenseur") and after "de" ("de l'attaquant", "du défenseur"). */
const FR_LE: Record<SideName, string> = { attacker: "l'attaquant", defender: 'le défenseur' };
const FR_DU: Record<SideName, string> = { attacker: "de l'attaquant", defender: 'du défenseur' };

const SAY: Readonly<Record<Lang, Say>> = {
  en: EN,
  de: {
    quote: (id) => `„${id}“`,
    none: 'keine',
    toFleet: (f) => `die Flotte ${f}`,
    noMarker: 'kein Kontrollmarker',
    kind: { declare: 'Deklaration', cards: 'Kartenfenster', free: 'freie Aktionen', charge: 'Kavallerieattacke', siege: 'Belagerungsbonus', roll: 'LC DR', retreat: 'Rückzug', end: 'Ende', over: 'Ende' },
    commanderRequired: () => 'mehrere verteidigende Avatare stehen im Landgebiet: deklariere, welcher die Armee anführt',
    unknownAvatar: (q) => `es gibt keinen Avatar ${q}`,
    embarkedLeader: (n) => `${n} ist auf einer Flotte: ein eingeschiffter Anführer kann nicht der verteidigende Avatar werden`,
    notEligible: (n) => `${n} kann hier nicht verteidigen: nur die Avatare des Verteidigers oder eines Verbündeten, der nicht mit dem Angreifer verbündet ist`,
    noConsent: (n) => `${n} ist ein verbündeter Avatar: er führt nur, wenn sein Besitzer zustimmt (allyConsents)`,
    noFleet: (q) => `es gibt keine Flotte ${q}`,
    noLanding: () => 'eine Flotte darf nur dann Einheiten ausladen, wenn Garnisonstruppen oder ein königliches Regiment in der Kolonie sind, und nur eine Flotte der eigenen Seite',
    leaderLanding: () => 'eine Flotte darf militärische Einheiten ausladen, aber keinen Anführer',
    notCarried: (fleet, q) => `${fleet} hat keine Einheit ${q} an Bord`,
    unitTwice: (unit) => `${unit} ist zweimal genannt`,
    noBombard: (fleet) => `die Flotte ${fleet} kann für den Verteidiger kein Unterstützungsfeuer geben: nur eigene oder verbündete Flotten, und nur wenn Garnisonstruppen oder ein königliches Regiment da sind`,
    combatOver: () => 'niemand ist am Zug: der Kampf ist vorbei',
    notYourTurn: (side, what, step) => `der ${DE_SIDE[side]} ist am Zug (${what}, Schritt ${step})`,
    expected: { declare: 'den Anführer der Armee deklarieren', cards: 'Karten aktivieren oder passen (cards: [])', free: 'eine freie Aktion nehmen oder sie beenden', charge: 'eine Kavallerieattacke deklarieren oder nicht', siege: 'den Belagerungsbonus deklarieren oder nicht', roll: 'den LC DR würfeln', retreat: 'sich zurückziehen' },
    wrongCommand: (side, expected) => `jetzt muss der ${DE_SIDE[side]} ${expected}`,
    notInHand: (card, nation) => (nation === null ? `${card} kann nicht aktiviert werden: die Ureinwohner haben keine Karten` : `${card} ist keine Karte auf der Hand von ${nation}`),
    cardTwice: (card) => `${card} ist zweimal aktiviert`,
    cardReason: {
      'red-card': 'rote Karten können im Landkampf nicht aktiviert werden',
      'reaction-too-early': 'Reaktionskarten können erst nach Schritt 3 aktiviert werden',
      'only-reactions': 'nach Schritt 3 können nur Reaktionskarten aktiviert werden',
      'no-impact': 'nur Karten, die diesen Landkampf betreffen, können aktiviert werden',
    },
    cardRule: (card, reason) => `${card}: ${reason}`,
    noEmbark: () => 'ein verteidigender Anführer kann sich zu Beginn eines Landkampfes nicht auf eine Flotte einschiffen',
    unknownAction: (q, options) => `${q} ist keine freie Aktion (möglich: ${options})`,
    alreadyTaken: (action) => `die freie Aktion ${action} wurde schon genommen`,
    noRetreatThere: (to, options) => `${to} ist kein mögliches Rückzugsziel (möglich: ${options})`,
    nothingToDecide: () => 'nichts zu entscheiden',
    unknownNation: (q) => `die Nation ${q} steht nicht in nations`,
    idUsed: (q, at) => `die ID ${q} ist schon bei ${at} vergeben`,
    unknownUnitType: (q, options) => `der Einheitentyp ${q} steht nicht in den Tabellen (möglich: ${options})`,
    notNativeUnit: (unit) => `${unit} ist keine Einheit der Ureinwohner`,
    nativeUnit: (unit) => `${unit} ist eine Einheit der Ureinwohner`,
    colonyUnit: (unit) => `Einheiten dieses Typs (${unit}) gehören zu einer Kolonie (landArea.colony), nicht zu einer Armee oder Flotte`,
    nativeCavalry: () => 'Ureinwohner stellen Kavallerie erst nach ihrem ersten Sieg auf (natives.cavalry)',
    reserved: () => '„natives“ ist die Seite der Ureinwohner, keine Nation',
    unknownCard: (q) => `die Karte ${q} steht nicht in den Tabellen`,
    selfAlly: () => 'eine Nation kann nicht mit sich selbst verbündet sein',
    selfHostile: () => 'eine Nation kann sich nicht selbst feindlich sein',
    alliedAndHostile: (a, b) => `${a} und ${b} sind verbündet: sie können nicht zugleich verfeindet sein`,
    colonyOwner: (marker) => `der Besitzer der Kolonie muss den Kontrollmarker des Landgebiets halten (${marker})`,
    unknownShip: (q, options) => `der Schiffstyp ${q} steht nicht in den Tabellen (möglich: ${options})`,
    fleetNotInFile: (q) => `die Flotte ${q} steht nicht in fleets`,
    foreignFleetLeader: (leader, nation, fleet, fleetNation) => `${leader}, ein Anführer von ${nation}, kann nicht auf ${fleet} sein, einer Flotte von ${fleetNation}`,
    noNativesAttack: () => 'Ureinwohner greifen an, aber die Datei hat keine Ureinwohner',
    noTrigger: () => 'Ureinwohner beginnen einen Landkampf nach einer misslungenen Aktion einer Nation: nenne sie (Aktion und Nation)',
    wrongDefenderTrigger: (nation) => `Ureinwohner greifen die Nation an, deren Aktion misslang (${nation})`,
    nativeLeader: () => 'Ureinwohner greifen ohne Avatar und ohne Flotte an',
    trigger: () => 'nur Ureinwohner greifen nach einer misslungenen Aktion an',
    attackingLeader: () => 'nenne genau einen angreifenden Avatar oder eine angreifende Flotte',
    avatarNotInFile: (q) => `der Avatar ${q} steht nicht in avatars`,
    foreignAvatar: (avatar, nation, side) => `${avatar} ist ein Avatar von ${nation}, nicht von ${side}`,
    embarkedAttacker: (avatar) => `${avatar} ist auf einer Flotte; eine Flotte greift selbst als Anführer an (attacker.fleet)`,
    foreignFleet: (fleet, nation, side) => `${fleet} ist eine Flotte von ${nation}, nicht von ${side}`,
    wrongDefenderOwner: (nation) => `der Verteidiger ist der Besitzer des Landgebiets (${nation}, sein Kontrollmarker)`,
    wrongDefenderNatives: () => 'ein Landgebiet ohne Kontrollmarker verteidigen seine Ureinwohner („natives“)',
    noNativesDefend: () => 'Ureinwohner verteidigen, aber die Datei hat keine Ureinwohner',
    sameSide: () => 'Angreifer und Verteidiger müssen verschieden sein',
    notHostile: (a, b) => `${a} und ${b} sind nicht verfeindet (hostilities, alliances): Landkampf gibt es nur gegen feindliche Nationen`,
    firstNull: () => 'die erste Zeile muss bei null beginnen (jede kleinere Differenz)',
    onlyFirstNull: () => 'nur die erste Zeile darf bei null beginnen',
    lastNull: () => 'die letzte Zeile muss bei null enden (jede größere Differenz)',
    onlyLastNull: () => 'nur die letzte Zeile darf bei null enden',
    rowOrder: (from, to) => `from ${from} liegt über to ${to}`,
    rowStart: (expected, got) => `muss bei ${expected} beginnen, direkt nach der Zeile davor, nicht bei ${got}`,
    missingUnit: (q) => `der Einheitentyp ${q} wird von den Regeln verlangt`,
    royalAttacks: () => 'königliche Regimenter greifen nie an: af muss 0 sein',
    lossUnknown: (q) => `der Einheitentyp ${q} steht nicht in units`,
    namedTwice: (q) => `${q} ist zweimal genannt`,
    lossMissing: (q) => `der Einheitentyp ${q} fehlt`,
    idTwice: (q) => `die ID ${q} ist zweimal vergeben`,
    unreadable: (reason) => `kann nicht gelesen werden: ${reason}`,
    badRules: (q) => `muss ein JSON-Objekt mit Regeloptionen sein, nicht ${q}`,
    badSeed: (q) => `muss eine ganze Zahl sein, nicht ${q}`,
  },
  nl: {
    quote: (id) => `"${id}"`,
    none: 'geen',
    toFleet: (f) => `de vloot ${f}`,
    noMarker: 'geen controlemarker',
    kind: { declare: 'verklaring', cards: 'kaartvenster', free: 'vrije acties', charge: 'cavaleriecharge', siege: 'belegeringsbonus', roll: 'LC DR', retreat: 'terugtocht', end: 'einde', over: 'einde' },
    commanderRequired: () => 'er staan meerdere verdedigende avatars in het landgebied: wijs aan welke het leger aanvoert',
    unknownAvatar: (q) => `er is geen avatar ${q}`,
    embarkedLeader: (n) => `${n} is aan boord van een vloot: een ingescheepte leider kan niet de verdedigende avatar worden`,
    notEligible: (n) => `${n} kan hier niet verdedigen: alleen avatars van de verdediger, of van een bondgenoot die geen bondgenoot van de aanvaller is`,
    noConsent: (n) => `${n} is een geallieerde avatar: alleen met instemming van de eigenaar voert hij het bevel (allyConsents)`,
    noFleet: (q) => `er is geen vloot ${q}`,
    noLanding: () => 'een vloot mag alleen eenheden aan land zetten als er garnizoenstroepen of een koninklijk regiment in de kolonie zijn, en alleen een vloot van de eigen zijde',
    leaderLanding: () => 'een vloot mag militaire eenheden aan land zetten, maar geen leider',
    notCarried: (fleet, q) => `${fleet} heeft geen eenheid ${q} aan boord`,
    unitTwice: (unit) => `${unit} wordt twee keer genoemd`,
    noBombard: (fleet) => `de vloot ${fleet} kan niet voor de verdediger bombarderen: alleen eigen of geallieerde vloten, en alleen als er garnizoenstroepen of een koninklijk regiment aanwezig zijn`,
    combatOver: () => 'niemand is aan de beurt: het gevecht is voorbij',
    notYourTurn: (side, what, step) => `de ${NL_SIDE[side]} is aan de beurt (${what}, stap ${step})`,
    expected: { declare: 'de aanvoerder van het leger aanwijzen', cards: 'kaarten spelen of passen (cards: [])', free: 'een vrije actie nemen of de vrije acties beëindigen', charge: 'wel of geen cavaleriecharge aankondigen', siege: 'wel of geen belegeringsbonus aankondigen', roll: 'de LC DR werpen', retreat: 'zich terugtrekken' },
    wrongCommand: (side, expected) => `nu moet de ${NL_SIDE[side]} ${expected}`,
    notInHand: (card, nation) => (nation === null ? `de kaart ${card} kan niet gespeeld worden: de inheemsen hebben geen kaarten` : `${card} is geen kaart in de hand van ${nation}`),
    cardTwice: (card) => `de kaart ${card} wordt twee keer gespeeld`,
    cardReason: {
      'red-card': 'rode kaarten kunnen in een landgevecht niet gespeeld worden',
      'reaction-too-early': 'reactiekaarten kunnen pas na stap 3 gespeeld worden',
      'only-reactions': 'na stap 3 kunnen alleen reactiekaarten gespeeld worden',
      'no-impact': 'alleen kaarten met effect op dit landgevecht kunnen gespeeld worden',
    },
    cardRule: (card, reason) => `${card}: ${reason}`,
    noEmbark: () => 'een verdedigende leider kan aan het begin van een landgevecht niet aan boord van een vloot gaan',
    unknownAction: (q, options) => `${q} is geen vrije actie (mogelijk: ${options})`,
    alreadyTaken: (action) => `de vrije actie ${action} is al genomen`,
    noRetreatThere: (to, options) => `${to} is geen mogelijke bestemming voor de terugtocht (mogelijk: ${options})`,
    nothingToDecide: () => 'er valt niets te beslissen',
    unknownNation: (q) => `de natie ${q} staat niet in nations`,
    idUsed: (q, at) => `de id ${q} wordt al gebruikt bij ${at}`,
    unknownUnitType: (q, options) => `het eenheidstype ${q} staat niet in de tabellen (mogelijk: ${options})`,
    notNativeUnit: (unit) => `${unit}: dat is geen inheems eenheidstype`,
    nativeUnit: (unit) => `${unit}: dat is een inheems eenheidstype`,
    colonyUnit: (unit) => `eenheden van dit type (${unit}) horen bij een kolonie (landArea.colony), niet bij een leger of vloot`,
    nativeCavalry: () => 'inheemsen zetten pas na hun eerste overwinning cavalerie in (natives.cavalry)',
    reserved: () => '"natives" is de zijde van de inheemsen, geen natie',
    unknownCard: (q) => `de kaart ${q} staat niet in de tabellen`,
    selfAlly: () => 'een natie kan geen bondgenoot van zichzelf zijn',
    selfHostile: () => 'een natie kan niet vijandig zijn tegenover zichzelf',
    alliedAndHostile: (a, b) => `${a} en ${b} zijn bondgenoten: ze kunnen niet ook vijanden zijn`,
    colonyOwner: (marker) => `de eigenaar van de kolonie moet de controlemarker van het landgebied hebben (${marker})`,
    unknownShip: (q, options) => `het scheepstype ${q} staat niet in de tabellen (mogelijk: ${options})`,
    fleetNotInFile: (q) => `de vloot ${q} staat niet in fleets`,
    foreignFleetLeader: (leader, nation, fleet, fleetNation) => `${leader}, een leider van ${nation}, kan niet aan boord zijn van ${fleet}, een vloot van ${fleetNation}`,
    noNativesAttack: () => 'inheemsen vallen aan, maar het bestand bevat geen inheemsen',
    noTrigger: () => 'inheemsen beginnen een landgevecht na een mislukte actie van een natie: noem die (actie en natie)',
    wrongDefenderTrigger: (nation) => `inheemsen vallen de natie aan waarvan de actie mislukte (${nation})`,
    nativeLeader: () => 'inheemsen vallen aan zonder avatar of vloot',
    trigger: () => 'alleen inheemsen vallen aan na een mislukte actie',
    attackingLeader: () => 'noem precies één aanvallende avatar of vloot',
    avatarNotInFile: (q) => `de avatar ${q} staat niet in avatars`,
    foreignAvatar: (avatar, nation, side) => `${avatar} is een avatar van ${nation}, niet van ${side}`,
    embarkedAttacker: (avatar) => `${avatar} is aan boord van een vloot; een vloot valt zelf als leider aan (attacker.fleet)`,
    foreignFleet: (fleet, nation, side) => `${fleet} is een vloot van ${nation}, niet van ${side}`,
    wrongDefenderOwner: (nation) => `de verdediger is de eigenaar van het landgebied (${nation}, met de controlemarker)`,
    wrongDefenderNatives: () => 'een landgebied zonder controlemarker wordt verdedigd door zijn inheemsen ("natives")',
    noNativesDefend: () => 'inheemsen verdedigen, maar het bestand bevat geen inheemsen',
    sameSide: () => 'aanvaller en verdediger moeten verschillen',
    notHostile: (a, b) => `${a} en ${b} zijn geen vijanden (hostilities, alliances): een landgevecht is alleen mogelijk tegen vijandige naties`,
    firstNull: () => 'de eerste rij moet bij null beginnen (elk lager verschil)',
    onlyFirstNull: () => 'alleen de eerste rij mag bij null beginnen',
    lastNull: () => 'de laatste rij moet bij null eindigen (elk hoger verschil)',
    onlyLastNull: () => 'alleen de laatste rij mag bij null eindigen',
    rowOrder: (from, to) => `from ${from} ligt boven to ${to}`,
    rowStart: (expected, got) => `moet bij ${expected} beginnen, direct na de rij ervoor, niet bij ${got}`,
    missingUnit: (q) => `het eenheidstype ${q} is door de regels vereist`,
    royalAttacks: () => 'koninklijke regimenten vallen nooit aan: af moet 0 zijn',
    lossUnknown: (q) => `het eenheidstype ${q} staat niet in units`,
    namedTwice: (q) => `${q} wordt twee keer genoemd`,
    lossMissing: (q) => `het eenheidstype ${q} ontbreekt`,
    idTwice: (q) => `de id ${q} wordt twee keer gebruikt`,
    unreadable: (reason) => `kan niet gelezen worden: ${reason}`,
    badRules: (q) => `moet een JSON-object met regelopties zijn, niet ${q}`,
    badSeed: (q) => `moet een geheel getal zijn, niet ${q}`,
  },
  fr: {
    quote: (id) => `« ${id} »`,
    none: 'aucune',
    toFleet: (f) => `la flotte ${f}`,
    noMarker: 'aucun marqueur de contrôle',
    kind: { declare: 'déclaration', cards: 'fenêtre de cartes', free: 'actions libres', charge: 'charge de cavalerie', siege: 'bonus de siège', roll: 'LC DR', retreat: 'retraite', end: 'fin', over: 'fin' },
    commanderRequired: () => "plusieurs avatars en défense se trouvent dans la zone terrestre : déclarez lequel commande l'armée",
    unknownAvatar: (q) => `il n'existe pas d'avatar ${q}`,
    embarkedLeader: (n) => `${n} est sur une flotte : un chef embarqué ne peut pas devenir l'avatar en défense`,
    notEligible: (n) => `${n} ne peut pas défendre ici : seuls les avatars du défenseur le peuvent, ou ceux d'un allié qui n'est pas allié de l'attaquant`,
    noConsent: (n) => `${n} est un avatar allié : il ne commande qu'avec l'accord de son propriétaire (allyConsents)`,
    noFleet: (q) => `il n'existe pas de flotte ${q}`,
    noLanding: () => "une flotte ne peut débarquer des unités que si des troupes de garnison ou un régiment royal sont dans la colonie, et seulement une flotte de son propre camp",
    leaderLanding: () => 'une flotte peut débarquer des unités militaires, mais pas un chef',
    notCarried: (fleet, q) => `${fleet} ne transporte pas d'unité ${q}`,
    unitTwice: (unit) => `${unit} figure deux fois`,
    noBombard: (fleet) => `la flotte ${fleet} ne peut pas bombarder pour le défenseur : seulement ses propres flottes ou celles d'un allié, et seulement en présence de troupes de garnison ou d'un régiment royal`,
    combatOver: () => "personne n'a à jouer : le combat est terminé",
    notYourTurn: (side, what, step) => `c'est au tour ${FR_DU[side]} (${what}, étape ${step})`,
    expected: { declare: "déclarer le chef de l'armée", cards: 'jouer des cartes ou passer (cards: [])', free: 'prendre une action libre ou y mettre fin', charge: 'annoncer ou non une charge de cavalerie', siege: 'annoncer ou non le bonus de siège', roll: 'lancer le LC DR', retreat: 'se replier' },
    wrongCommand: (side, expected) => `maintenant, ${FR_LE[side]} doit ${expected}`,
    notInHand: (card, nation) => (nation === null ? `la carte ${card} ne peut pas être jouée : les autochtones n'ont pas de cartes` : `la carte ${card} n'est pas dans la main de la nation ${nation}`),
    cardTwice: (card) => `la carte ${card} est jouée deux fois`,
    cardReason: {
      'red-card': 'les cartes rouges ne peuvent pas être jouées dans un combat terrestre',
      'reaction-too-early': "les cartes de réaction ne peuvent être jouées qu'après l'étape 3",
      'only-reactions': "après l'étape 3, seules les cartes de réaction peuvent être jouées",
      'no-impact': 'seules les cartes qui agissent sur ce combat terrestre peuvent être jouées',
    },
    cardRule: (card, reason) => `${card} : ${reason}`,
    noEmbark: () => "un chef en défense ne peut pas embarquer sur une flotte au début d'un combat terrestre",
    unknownAction: (q, options) => `${q} n'est pas une action libre (possibles : ${options})`,
    alreadyTaken: (action) => `l'action libre ${action} est déjà prise`,
    noRetreatThere: (to, options) => `${to} n'est pas une destination de retraite possible (possibles : ${options})`,
    nothingToDecide: () => 'rien à décider',
    unknownNation: (q) => `la nation ${q} ne figure pas dans nations`,
    idUsed: (q, at) => `l'identifiant ${q} est déjà utilisé dans ${at}`,
    unknownUnitType: (q, options) => `le type d'unité ${q} ne figure pas dans les tableaux (possibles : ${options})`,
    notNativeUnit: (unit) => `${unit} : ce n'est pas un type d'unité autochtone`,
    nativeUnit: (unit) => `${unit} : c'est un type d'unité autochtone`,
    colonyUnit: (unit) => `les unités de ce type (${unit}) appartiennent à une colonie (landArea.colony), pas à une armée ou une flotte`,
    nativeCavalry: () => "les autochtones ne lèvent de la cavalerie qu'après leur première victoire (natives.cavalry)",
    reserved: () => '« natives » est le camp des autochtones, pas une nation',
    unknownCard: (q) => `la carte ${q} ne figure pas dans les tableaux`,
    selfAlly: () => "une nation ne peut pas s'allier avec elle-même",
    selfHostile: () => 'une nation ne peut pas être hostile à elle-même',
    alliedAndHostile: (a, b) => `les nations ${a} et ${b} sont alliées : elles ne peuvent pas être ennemies en même temps`,
    colonyOwner: (marker) => `le propriétaire de la colonie doit détenir le marqueur de contrôle de la zone terrestre (${marker})`,
    unknownShip: (q, options) => `le type de navire ${q} ne figure pas dans les tableaux (possibles : ${options})`,
    fleetNotInFile: (q) => `la flotte ${q} ne figure pas dans fleets`,
    foreignFleetLeader: (leader, nation, fleet, fleetNation) => `${leader}, chef de la nation ${nation}, ne peut pas être sur ${fleet}, flotte de la nation ${fleetNation}`,
    noNativesAttack: () => "des autochtones attaquent, mais le fichier ne contient pas d'autochtones",
    noTrigger: () => "les autochtones engagent un combat terrestre après l'action ratée d'une nation : indiquez-la (action et nation)",
    wrongDefenderTrigger: (nation) => `les autochtones attaquent la nation dont l'action a échoué (${nation})`,
    nativeLeader: () => 'les autochtones attaquent sans avatar ni flotte',
    trigger: () => 'seuls les autochtones attaquent après une action ratée',
    attackingLeader: () => 'indiquez exactement un avatar ou une flotte qui attaque',
    avatarNotInFile: (q) => `l'avatar ${q} ne figure pas dans avatars`,
    foreignAvatar: (avatar, nation, side) => `${avatar} est un avatar de la nation ${nation}, pas de la nation ${side}`,
    embarkedAttacker: (avatar) => `${avatar} est sur une flotte ; une flotte attaque elle-même comme chef (attacker.fleet)`,
    foreignFleet: (fleet, nation, side) => `${fleet} est une flotte de la nation ${nation}, pas de la nation ${side}`,
    wrongDefenderOwner: (nation) => `le défenseur est le propriétaire de la zone terrestre (${nation}, son marqueur de contrôle)`,
    wrongDefenderNatives: () => 'une zone terrestre sans marqueur de contrôle est défendue par ses autochtones (« natives »)',
    noNativesDefend: () => "des autochtones défendent, mais le fichier ne contient pas d'autochtones",
    sameSide: () => "l'attaquant et le défenseur doivent être différents",
    notHostile: (a, b) => `les nations ${a} et ${b} ne sont pas ennemies (hostilities, alliances) : le combat terrestre n'oppose que des nations ennemies`,
    firstNull: () => 'la première ligne doit commencer à null (toute différence inférieure)',
    onlyFirstNull: () => 'seule la première ligne peut commencer à null',
    lastNull: () => 'la dernière ligne doit finir à null (toute différence supérieure)',
    onlyLastNull: () => 'seule la dernière ligne peut finir à null',
    rowOrder: (from, to) => `from ${from} est supérieur à to ${to}`,
    rowStart: (expected, got) => `doit commencer à ${expected}, juste après la ligne précédente, pas à ${got}`,
    missingUnit: (q) => `le type d'unité ${q} est exigé par les règles`,
    royalAttacks: () => "les régiments royaux n'attaquent jamais : af doit valoir 0",
    lossUnknown: (q) => `le type d'unité ${q} ne figure pas dans units`,
    namedTwice: (q) => `${q} figure deux fois`,
    lossMissing: (q) => `le type d'unité ${q} manque`,
    idTwice: (q) => `l'identifiant ${q} est utilisé deux fois`,
    unreadable: (reason) => `illisible : ${reason}`,
    badRules: (q) => `doit être un objet JSON d'options de règles, pas ${q}`,
    badSeed: (q) => `doit être un nombre entier, pas ${q}`,
  },
};

/** The refusals' words in `lang` (the tests read every language's). */
export function says(lang: Lang): Say {
  return SAY[lang];
}

/** What a refusal may name: the combat file's nations, leaders, fleets and areas, the tables' units, ships, cards and free actions. */
export interface Naming {
  readonly file?: Pick<CombatFile, 'nations' | 'natives' | 'fleets' | 'landArea'>;
  readonly tables?: Partial<Pick<Tables, 'units' | 'ships' | 'cards' | 'freeActions'>>;
}

/** Names in one language, for the wording of a refusal. */
export interface Namer {
  readonly lang: Lang;
  /** An id as the input writes it, quoted the language's way. */
  q(id: string): string;
  nation(id: string): string;
  /** A unit type by its name in the tables, else quoted. */
  unit(type: string): string;
  card(id: string): string;
  action(id: string): string;
  fleet(id: string): string;
  /** A retreat destination: an adjacent land area, "fleet:<id>", else quoted. */
  place(to: string): string;
  /** What a file may write instead: "name ("id"), …". */
  options(items: readonly { readonly id: string; readonly name: string }[]): string;
}

function namer(lang: Lang, naming: Naming): Namer {
  const say = SAY[lang];
  const { file, tables } = naming;
  const q = say.quote;
  const fleet = (id: string): string => file?.fleets.find((f) => f.id === id)?.name ?? q(id);
  return {
    lang,
    q,
    nation: (id) => nationName(file ?? { nations: {}, natives: null }, id, lang),
    unit: (type) => tables?.units?.[type]?.name[lang] ?? q(type),
    card: (id) => tables?.cards?.find((c) => c.id === id)?.name[lang] ?? q(id),
    action: (id) => tables?.freeActions?.find((a) => a.id === id)?.name[lang] ?? q(id),
    fleet,
    place: (to) => {
      if (to.startsWith('fleet:') && file?.fleets.some((f) => f.id === to.slice(6)) === true) return say.toFleet(fleet(to.slice(6)));
      return file?.landArea.adjacent.find((a) => a.id === to)?.name ?? q(to);
    },
    options: (items) => (items.length === 0 ? say.none : items.map((i) => `${i.name} (${q(i.id)})`).join(', ')),
  };
}

/** A refusal in every language, worded when first read (the random player and the bots ask yes or no of many commands). */
export function refusal(code: string, naming: Naming, word: (say: Say, name: Namer) => string, where?: string): Problem & { readonly texts: Worded } {
  let worded: Worded | undefined;
  const texts = (): Worded => (worded ??= Object.fromEntries(LANGS.map((lang) => [lang, word(SAY[lang], namer(lang, naming))])) as Record<Lang, string>);
  const refused: { code: string; readonly message: string; readonly texts: Worded; where?: string } = {
    code,
    get message() {
      return texts().en;
    },
    get texts() {
      return texts();
    },
  };
  if (where !== undefined) refused.where = where;
  return refused;
}

/** A problem with its text in `lang` as its message (the command line prints `message`). */
export function inLanguage(problem: Problem, lang: Lang): Problem {
  const text = problem.texts?.[lang];
  return text === undefined ? problem : { ...problem, message: text };
}
