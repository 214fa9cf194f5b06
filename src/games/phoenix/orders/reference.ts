/** One order as the reference beside the editor shows it: syntax, an example the parser reads, what it does. */
export interface OrderReference {
  /** The order's key in ORDER_KEYWORDS. */
  readonly order: string;
  /** The keyword as players write it, German first, then the English alias. */
  readonly keywords: readonly [string, string];
  readonly syntax: { readonly de: string; readonly en: string };
  /** A line the parser reads as this order (test/phoenix/orders/reference.test.ts). */
  readonly example: string;
  readonly summary: { readonly de: string; readonly en: string };
  /** The rulebook section. */
  readonly rule: string;
}

type Entry = Omit<OrderReference, 'keywords'>;

/** Every order of the language; docs/phoenix/orders.md says more of each. */
const ENTRIES: readonly Entry[] = [
  { order: 'move', rule: '§4', syntax: { de: 'BEWEGE <Heer> NACH <Gemark> [ÜBER <Gemark> …]', en: 'MOVE <army> TO <hex> [VIA <hex> …]' }, example: 'BEWEGE 101 NACH 503/25', summary: { de: 'Ein Heer zieht zum Ziel, auf dem billigsten Weg über die Zwischenziele.', en: 'An army moves to the target by the cheapest path through the waypoints.' } },
  { order: 'embark', rule: '§4, §1.5.1', syntax: { de: 'EINSCHIFFEN <Heer> [IN] <Flotte>', en: 'EMBARK <army> [INTO] <fleet>' }, example: 'EINSCHIFFEN 101 IN 301', summary: { de: 'Ein Landheer geht an Bord einer eigenen Flotte im Nachbarfeld.', en: 'A land army boards an own fleet on a neighbouring hex.' } },
  { order: 'disembark', rule: '§4, §1.5.1', syntax: { de: 'AUSSCHIFFEN <Heer> [NACH] <Gemark>', en: 'DISEMBARK <army> [TO] <hex>' }, example: 'AUSSCHIFFEN 101 NACH 503/25', summary: { de: 'Ein Heer an Bord landet auf einem benachbarten Landfeld.', en: 'An army aboard lands on a neighbouring land hex.' } },
  { order: 'split', rule: '§1.8', syntax: { de: 'TEILE <Heer> <neues Heer> <Einheiten>', en: 'SPLIT <army> <new army> <units>' }, example: 'TEILE 101 102 K 500 HF 1', summary: { de: 'Ein Teil eines Heeres wird ein neues Heer.', en: 'Part of an army becomes a new army.' } },
  { order: 'merge', rule: '§1.8', syntax: { de: 'VEREINE <Heer> [MIT] <Heer>', en: 'MERGE <army> [INTO] <army>' }, example: 'VEREINE 102 MIT 101', summary: { de: 'Zwei Heere einer Art im selben Feld werden eins.', en: 'Two armies of one kind in the same hex become one.' } },
  { order: 'handOver', rule: '§1.8', syntax: { de: 'ÜBERGIB <von> <an> HF <Anzahl>', en: 'HANDOVER <from> <to> HF <count>' }, example: 'ÜBERGIB 101 102 HF 2', summary: { de: 'Heerführer wechseln das Heer.', en: 'Commanders change army.' } },
  { order: 'mount', rule: '§4.3', syntax: { de: 'AUFSITZEN <Krieger> <Reiter> <Anzahl> [VOR|NACH]', en: 'MOUNT <warriors> <riders> <count> [BEFORE|AFTER]' }, example: 'AUFSITZEN 101 201 500', summary: { de: 'Krieger mit Pferden werden Reiter.', en: 'Warriors with mounts become riders.' } },
  { order: 'dismount', rule: '§4.3', syntax: { de: 'ABSITZEN <Reiter> <Krieger> <Anzahl> [VOR|NACH]', en: 'DISMOUNT <riders> <warriors> <count> [BEFORE|AFTER]' }, example: 'ABSITZEN 201 101 500 NACH', summary: { de: 'Reiter sitzen ab und werden Krieger.', en: 'Riders dismount and become warriors.' } },
  { order: 'cargo', rule: '§4.3', syntax: { de: 'LADUNG <von> <an> [GOLD n] [BESONDERE n] [GEFANGENE n] [VOR|NACH]', en: 'CARGO <from> <to> [GOLD n] [SPECIAL n] [PRISONERS n] [BEFORE|AFTER]' }, example: 'LADUNG 101 301 GOLD 5000', summary: { de: 'Ladung wechselt zwischen Heeren im selben Feld.', en: 'Cargo passes between armies in one hex.' } },
  { order: 'dump', rule: 'Errata 112', syntax: { de: 'ABWERFEN <Heer> [GOLD] <n>', en: 'DUMP <army> [GOLD] <n>' }, example: 'ABWERFEN 101 GOLD 1000', summary: { de: 'Gold wird zu Beginn des Zuges weggeworfen.', en: 'Gold is thrown away at the start of the turn.' } },
  { order: 'deposit', rule: '§3.2.3', syntax: { de: 'EINLAGERN <Heer> [GOLD n]', en: 'DEPOSIT <army> [GOLD n]' }, example: 'EINLAGERN 101', summary: { de: 'Sondereinnahmen des Heeres gehen in den eigenen Rüstort, in dem es steht.', en: 'The army’s special income goes into the own stronghold it stands in.' } },
  { order: 'delocalise', rule: '§3.2.3', syntax: { de: 'DELOKALISIERE <Gemark> [GOLD n]', en: 'DELOCALISE <hex> [GOLD n]' }, example: 'DELOKALISIERE 503/22 GOLD 10000', summary: { de: 'Sondereinnahmen eines Rüstorts gehen in die Schatzkammer.', en: 'Special income waiting in a stronghold goes to the treasury.' } },
  { order: 'withdrawCrew', rule: '§1.5.4', syntax: { de: 'ABZIEHEN <Gemark> <Seite> [IN] <Heer>', en: 'WITHDRAW <hex> <side> [INTO] <army>' }, example: 'ABZIEHEN 503/22 NW 101', summary: { de: 'Die Besatzung eines Walls schließt sich einem Kriegerheer an.', en: 'A wall’s crew joins a warrior army.' } },
  { order: 'fire', rule: '§5.1', syntax: { de: 'FEUER <Heer> <LKP|SKP|LKS|SKS> <Anzahl> [AUF] <Gemark> [WALL <Seite>] [VOR|NACH]', en: 'FIRE <army> <LKP|SKP|LKS|SKS> <count> [AT] <hex> [WALL <side>] [BEFORE|AFTER]' }, example: 'FEUER 102 SKP 2 AUF 503/27 WALL W NACH', summary: { de: 'Fernwaffen schießen vor oder nach der Bewegung.', en: 'Ranged weapons fire before or after the move.' } },
  { order: 'conquer', rule: '§3.2.2, §1.8', syntax: { de: 'EROBERE <Heer>', en: 'CONQUER <army>' }, example: 'EROBERE 101', summary: { de: 'Das Heer erobert das Feld, auf dem es nach der Bewegung steht.', en: 'The army takes the hex it stands on after its move.' } },
  { order: 'plunder', rule: '§3.2.2', syntax: { de: 'PLÜNDERE <Heer>', en: 'PLUNDER <army>' }, example: 'PLÜNDERE 101', summary: { de: 'Das Heer plündert sein Feld und zieht nicht.', en: 'The army plunders its hex and does not move.' } },
  { order: 'destroy', rule: '§1.6', syntax: { de: 'ZERSTÖRE <Heer> STRASSEN | WALL <Seite> | KAI <Seite> | BRÜCKE <Gemark> | RÜSTORT', en: 'DESTROY <army> ROADS | WALL <side> | QUAY <side> | BRIDGE <hex> | STRONGHOLD' }, example: 'ZERSTÖRE 101 KAI NW', summary: { de: 'Ein eigenes Heer zerstört ein eigenes Bauwerk in seinem Feld.', en: 'An own army destroys an own structure in its hex.' } },
  { order: 'disband', rule: '§1.8', syntax: { de: 'AUFLÖSEN <Heer>', en: 'DISBAND <army>' }, example: 'AUFLÖSEN 101', summary: { de: 'Das Heer wird aufgelöst.', en: 'The army is disbanded.' } },
  { order: 'build', rule: '§1.5', syntax: { de: 'BAUE STRASSE|BRÜCKE <Gemark> <Gemark> · BAUE KAI|WALL <Gemark> <Seite> · BAUE RÜSTORT <Gemark>', en: 'BUILD ROAD|BRIDGE <hex> <hex> · BUILD QUAY|WALL <hex> <side> · BUILD STRONGHOLD <hex>' }, example: 'BAUE STRASSE 503/22 503/23', summary: { de: 'Bauen auf eigenem Land, 50 GS je BP.', en: 'Building on own land, 50 GS a BP.' } },
  { order: 'repair', rule: '§1.5', syntax: { de: 'REPARIERE <wie BAUE>', en: 'REPAIR <as BUILD>' }, example: 'REPARIERE RÜSTORT 503/22', summary: { de: 'Fehlende BP werden ersetzt.', en: 'Missing BP are restored.' } },
  { order: 'arm', rule: '§3.3', syntax: { de: 'RÜSTE <Rüstort> <Heer> [BESONDERE] <Einheiten>', en: 'ARM <stronghold> <army> [SPECIAL] <units>' }, example: 'RÜSTE 503/24 103 K 1.000 HF 1', summary: { de: 'Truppen werden in einem eigenen Rüstort gerüstet.', en: 'Troops are armed in an own stronghold.' } },
  { order: 'wegerecht', rule: '§4.2', syntax: { de: 'WEGERECHT GEBEN|ENTZIEHEN <Reich>', en: 'RIGHTOFWAY GRANT|REVOKE <realm>' }, example: 'WEGERECHT GEBEN sonnfels', summary: { de: 'Wegerecht gewähren oder entziehen.', en: 'Grant or revoke right of way.' } },
  { order: 'kuestenrecht', rule: '§4.1', syntax: { de: 'KÜSTENRECHT GEBEN|ENTZIEHEN <Reich>', en: 'COASTALRIGHT GRANT|REVOKE <realm>' }, example: 'KÜSTENRECHT ENTZIEHEN sonnfels', summary: { de: 'Küstenrecht gewähren oder entziehen.', en: 'Grant or revoke coastal waters.' } },
  { order: 'gift', rule: '§3.2.2', syntax: { de: 'SCHENKE <Reich> GOLD <n> · SCHENKE <Reich> HEER <Heer> <Einheiten> · SCHENKE <Reich> GEMARK <Gemark>', en: 'GIFT <realm> GOLD <n> · GIFT <realm> ARMY <army> <units> · GIFT <realm> HEX <hex>' }, example: 'SCHENKE sonnfels GOLD 10.000', summary: { de: 'Gold, Pferde, Schiffe, Fernwaffen oder ein Gemark gehen an ein anderes Reich.', en: 'Gold, mounts, ships, ranged weapons or a hex go to another realm.' } },
  { order: 'capitalMove', rule: '§1.5.13', syntax: { de: 'HAUPTSTADT <Gemark>', en: 'CAPITAL <hex>' }, example: 'HAUPTSTADT 503/22', summary: { de: 'Die Hauptstadt zieht in eine eigene Festung um.', en: 'The capital moves into an own fortress.' } },
  { order: 'standing', rule: '§5', syntax: { de: 'SONDERBEFEHL <Heer> FEUERN | GEFANGENE | VERNICHTEN | KEINRUECKZUG', en: 'STANDING <army> FIRE | PRISONERS | DESTROY | NOREARGUARD' }, example: 'SONDERBEFEHL 101 GEFANGENE', summary: { de: 'Stehende Befehle zur Verteidigung.', en: 'Standing orders for defence.' } },
  { order: 'pairing', rule: '§5.3', syntax: { de: 'KAMPF [FIGUR] <Charakter> GEGEN [FIGUR] <Charakter>', en: 'FIGHT [FIGURE] <character> AGAINST [FIGURE] <character>' }, example: 'KAMPF sigurd GEGEN brun', summary: { de: 'Wer im Charakterkampf gegen wen kämpft.', en: 'Who fights whom in character combat.' } },
  { order: 'retreat', rule: '§5.4', syntax: { de: 'RÜCKZUG [FIGUR] <Charakter> NACH <Gemark>', en: 'RETREAT [FIGURE] <character> TO <hex>' }, example: 'RÜCKZUG brun NACH 503/29', summary: { de: 'Wohin eine Figur nach dem Nachhutgefecht zieht.', en: 'Where a figure retreats after the rearguard fight.' } },
  { order: 'magicWall', rule: '§1.4.2', syntax: { de: 'MAGISCHEWAND [ZAUBERER] <Zauberer> <Gemark> <Seite> [<Gemark> <Seite>]', en: 'MAGICWALL [WIZARD] <wizard> <hex> <side> [<hex> <side>]' }, example: 'MAGISCHEWAND merlin 503/24 O', summary: { de: 'Ein Zauberer errichtet magische Wände.', en: 'A wizard raises magic walls.' } },
  { order: 'tearDown', rule: '§1.4.4', syntax: { de: 'EINREISSEN [ZAUBERER] <Zauberer> <Gemark> <Seite> [<Gemark> <Seite>] [VOR|NACH]', en: 'TEARDOWN [WIZARD] <wizard> <hex> <side> [<hex> <side>] [BEFORE|AFTER]' }, example: 'EINREISSEN merlin 503/24 O NACH', summary: { de: 'Ein Zauberer reißt feindliche magische Wände ein.', en: 'A wizard tears down hostile magic walls.' } },
  { order: 'dismiss', rule: '§1.3.1', syntax: { de: 'ENTLASSE [ZAUBERER] <Zauberer>', en: 'DISMISS [WIZARD] <wizard>' }, example: 'ENTLASSE zed', summary: { de: 'Ein Zauberer, der kein Charakter ist, wird entlassen.', en: 'A wizard who is no character is dismissed.' } },
  { order: 'teleport', rule: '§1.3, §1.4.1', syntax: { de: 'TELEPORTIERE [ZAUBERER] <Zauberer> NACH <Gemark> [VOR|NACH] [MIT <Heer> …]', en: 'TELEPORT [WIZARD] <wizard> TO <hex> [BEFORE|AFTER] [WITH <army> …]' }, example: 'TELEPORTIERE cora NACH 503/24', summary: { de: 'Ein Zauberer teleportiert allein oder mit eigenen Heeren.', en: 'A wizard teleports alone or with own armies.' } },
  { order: 'banish', rule: '§1.4.3', syntax: { de: 'BANNE [ZAUBERER] <Zauberer> <Gemark> <RP>', en: 'BANISH [WIZARD] <wizard> <hex> <RP>' }, example: 'BANNE merlin 503/25 2000', summary: { de: 'Ein Zauberer bannt feindliche Truppen in einem Feld.', en: 'A wizard banishes hostile troops in a hex.' } },
];

const firstWord = (syntax: string): string => syntax.split(' ')[0] as string;

/** The reference of every order; its keywords are the first words of the syntax (tested against the parser's table). */
export const ORDER_REFERENCE: readonly OrderReference[] = ENTRIES.map((entry) => ({ ...entry, keywords: [firstWord(entry.syntax.de), firstWord(entry.syntax.en)] }));
