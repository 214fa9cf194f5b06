import { createContext, useContext } from 'react';

export type Lang = 'de' | 'en';

/** Every text of the interface, German first (Phoenix is played in German). */
const TEXTS = {
  appTitle: ['Arbiter', 'Arbiter'],
  language: ['Sprache', 'Language'],
  home: ['Übersicht', 'Overview'],
  yourMatches: ['Deine Partien', 'Your matches'],
  noMatches: ['Dieser Browser kennt noch keine Partie. Lege eine an oder tritt mit einem Einladungslink bei.', 'This browser knows no match yet. Create one or join with an invite link.'],
  open: ['Öffnen', 'Open'],
  forget: ['Vergessen', 'Forget'],
  gameMaster: ['Spielleitung', 'Game master'],
  seat: ['Platz', 'Seat'],
  join: ['Beitreten', 'Join'],
  joinTitle: ['Mit Einladung beitreten', 'Join with an invite'],
  inviteLink: ['Einladungslink', 'Invite link'],
  joinExplain: ['Die Einladung gilt einmal. Danach kennt nur dieser Browser deinen Schlüssel.', 'The invite works once. Afterwards only this browser knows your key.'],
  takeSeat: ['Platz einnehmen', 'Take the seat'],
  createPhoenix: ['Phoenix-Partie anlegen', 'Create a Phoenix match'],
  createRome: ['Fall of Rome-Partie anlegen', 'Create a Fall of Rome match'],
  title: ['Titel', 'Title'],
  realms: ['Reiche', 'Realms'],
  worldSeed: ['Welt-Saat', 'World seed'],
  players: ['Spieler', 'Players'],
  create: ['Anlegen', 'Create'],
  created: ['Angelegt. Diese Links werden nur jetzt gezeigt:', 'Created. These links are shown only now:'],
  loading: ['Lädt …', 'Loading …'],
  working: ['Arbeitet …', 'Working …'],
  seconds: ['s', 's'],
  retry: ['Erneut versuchen', 'Try again'],
  refused: ['Abgelehnt', 'Refused'],
  offline: ['Der Server ist nicht erreichbar.', 'The server cannot be reached.'],
  noSession: ['Dieser Browser hat keinen Schlüssel für diese Partie. Öffne deinen Einladungslink oder den Link der Spielleitung.', 'This browser holds no key for this match. Open your invite link or the game master link.'],
  live: ['live', 'live'],
  reconnecting: ['verbindet neu …', 'reconnecting …'],
  month: ['Monat', 'Month'],
  map: ['Karte', 'Map'],
  turn: ['Zug', 'Turn'],
  reports: ['Berichte', 'Reports'],
  battle: ['Schlachtrechner', 'Battle calculator'],
  submissions: ['Abgaben', 'Submissions'],
  history: ['Verlauf', 'History'],
  correct: ['Welt korrigieren', 'Correct the world'],
  zoomIn: ['Vergrößern', 'Zoom in'],
  zoomOut: ['Verkleinern', 'Zoom out'],
  fit: ['Ganze Karte', 'Whole map'],
  hex: ['Feld', 'Hex'],
  nothingHere: ['Hier steht nichts.', 'Nothing stands here.'],
  clickHex: ['Klicke ein Feld an, um zu sehen, was dort steht.', 'Click a hex to see what stands there.'],
  planner: ['Bewegung planen', 'Plan a move'],
  plannerHint: ['Klicke Zielfelder an: grün erreichbar (mit den übrigen BWP), rot nicht – mit dem Grund.', 'Click target hexes: green can be reached (with the BWP left), red cannot — with the reason.'],
  from: ['von', 'from'],
  reachable: ['erreichbar', 'can be reached'],
  outOfRange: ['außerhalb der Reichweite dieses Monats', "out of this month's range"],
  addedToTurn: ['In den Zug übernommen:', 'Added to the turn:'],
  stopPlanning: ['Planung beenden', 'Stop planning'],
  reachableCount: ['Felder erreichbar', 'hexes in reach'],
  armies: ['Heere', 'Armies'],
  figures: ['Figuren', 'Figures'],
  stronghold: ['Festung', 'Stronghold'],
  owner: ['Besitzer', 'Owner'],
  terrain: ['Gelände', 'Terrain'],
  planMove: ['Zug planen', 'Plan a move'],
  army: ['Heer', 'Army'],
  none: ['—', '—'],
  path: ['Weg', 'Path'],
  bwpLeft: ['BWP übrig', 'BWP left'],
  unreachable: ['nicht erreichbar', 'cannot be reached'],
  addToTurn: ['In den Zug übernehmen', 'Add to the turn'],
  clearPath: ['Weg leeren', 'Clear the path'],
  planHint: ['Wähle ein Heer und klicke dann Felder an; grün: erreichbar, rot: nicht erreichbar (mit Grund).', 'Choose an army, then click hexes; green: reachable, red: not reachable (with the reason).'],
  checking: ['prüft …', 'checking …'],
  clean: ['Keine Beanstandungen.', 'No problems.'],
  problems: ['Beanstandungen', 'Problems'],
  submit: ['Zug abgeben', 'Hand in the turn'],
  submitted: ['Abgegeben: Version', 'Handed in: version'],
  notSubmitted: ['noch nicht abgegeben', 'not handed in yet'],
  deadline: ['Abgabeschluss', 'Deadline'],
  noReports: ['Noch keine veröffentlichten Berichte.', 'No published reports yet.'],
  realm: ['Reich', 'Realm'],
  joined: ['beigetreten', 'joined'],
  version: ['Version', 'Version'],
  realmByRealm: ['Reich für Reich (wie am Tisch)', 'Realm by realm (as at the table)'],
  nextTurn: ['ist am Zug', 'is next'],
  orderDrawnFirst: ['Die Zugreihenfolge wird mit dem ersten Reich ausgelost.', 'The turn order is drawn with the first realm.'],
  evaluateFirstRealm: ['Erstes Reich auswerten', 'Evaluate the first realm'],
  evaluateRealmTurn: ['Zug auswerten und festhalten', 'Evaluate and keep the turn of'],
  evaluateAfresh: ['Den Monat neu auswerten (die festgehaltenen Reiche bleiben als Aufzeichnung)', 'Evaluate the month afresh (the realms kept stay as a record)'],
  wholeMonth: ['Der ganze Monat (die übrigen Reiche auf einmal)', 'The whole month (the remaining realms at once)'],
  monthComplete: ['Monat abgeschlossen', 'month complete'],
  report: ['Bericht', 'Report'],
  evaluateMonth: ['Monat auswerten', 'Evaluate the month'],
  evaluating: ['Der Monat wird ausgewertet …', 'The month is being evaluated …'],
  evaluated: ['Ausgewertet', 'Evaluated'],
  dice: ['Echte Würfel (leer: Generator), durch Leerzeichen getrennt', 'Real dice (empty: the generator), separated by spaces'],
  publish: ['Berichte veröffentlichen', 'Publish the reports'],
  published: ['veröffentlicht', 'published'],
  unpublished: ['nicht veröffentlicht', 'not published'],
  note: ['Begründung', 'Reason'],
  saveCorrection: ['Korrektur speichern', 'Save the correction'],
  loadWorld: ['Welt laden', 'Load the world'],
  corrected: ['Korrigiert', 'Corrected'],
  kind: ['Art', 'Kind'],
  odds: ['Chancen', 'Odds'],
  resolve: ['Auswerten', 'Resolve'],
  example: ['Beispiel', 'Example'],
  battleFile: ['Schlachtdatei (JSON, für Fortgeschrittene)', 'Battle file (JSON, advanced)'],
  jsonOnly: ['Fernkampf und Duelle werden in der Schlachtdatei eingegeben (unten).', 'Ranged fire and duels are entered in the battle file (below).'],
  jsonToForm: ['In das Formular übernehmen', 'Use in the form'],
  noOdds: ['Für diese Art gibt es keine Chancenrechnung.', 'This kind has no odds.'],
  resolution: ['Auswertung', 'Resolution'],
  attacker: ['Angreifer', 'Attacker'],
  defender: ['Verteidiger', 'Defender'],
  number: ['Nummer', 'Number'],
  support: ['Unterstützung', 'Support'],
  guard: ['Garde', 'Guard'],
  advantages: ['Vorteile', 'Advantages'],
  characters: ['Charaktere', 'Characters'],
  wizards: ['Zauberer', 'Wizards'],
  name: ['Name', 'Name'],
  rank: ['Rang', 'Rank'],
  knight: ['Ritter', 'Knight'],
  remove: ['Entfernen', 'Remove'],
  standardTerrain: ['Standardgelände', 'Standard terrain'],
  full: ['voll', 'full'],
  withoutDice: ['Ohne W20 (wie das Regelbuchbeispiel)', 'Without the W20 (as the rulebook example)'],
  rolls: ['Würfe', 'Rolls'],
  events: ['Ereignisse', 'Events'],
  board: ['Spielplan', 'Board'],
  hand: ['Hand', 'Hand'],
  cards: ['Karten', 'cards'],
  actions: ['Aktionen', 'Actions'],
  yourTurn: ['Du bist am Zug.', 'Your move.'],
  waitingFor: ['Am Zug:', 'To move:'],
  legions: ['Legionen', 'Legions'],
  fort: ['Fort', 'Fort'],
  barbarians: ['Barbaren', 'Barbarians'],
  decline: ['Niedergang', 'Decline'],
  invasion: ['Invasion', 'Invasion'],
  recruitment: ['Rekrutierung', 'Recruitment'],
  playerDeck: ['Spielerstapel', 'Player deck'],
  barbarianDeck: ['Barbarenstapel', 'Barbarian deck'],
  supply: ['Vorrat', 'Supply'],
  allied: ['Verbündet', 'Allied'],
  log: ['Verlauf', 'Log'],
  won: ['Gewonnen!', 'Won!'],
  lost: ['Verloren.', 'Lost.'],
  phase: ['Phase', 'Phase'],
  actionsLeft: ['Aktionen übrig', 'Actions left'],
  spectator: ['Zuschauer', 'Spectator'],
  botPlays: ['Bot', 'bot'],
  roads: ['Straßen nach', 'Roads to'],
  alreadyPlanned: ['Schon im Zug', 'Already in the turn'],
  waypoints: ['Wegpunkte', 'Waypoints'],
  clearWaypoints: ['Wegpunkte löschen', 'Clear waypoints'],
  via: ['über', 'via'],
  addWaypoint: ['Als Wegpunkt', 'Add as waypoint'],
  stepReportsNote: [
    'Die Berichte kommen mit dem vollständigen Monat: Die Spieler lesen ihren Bericht erst, wenn das letzte Reich ausgewertet ist und du den Monat veröffentlichst. Die Berichte der einzelnen Schritte siehst nur du. Ab dem ersten Reich nimmt der Monat keine Züge mehr an.',
    'Reports come with the completed month: players read theirs only once the last realm is evaluated and you publish the month. The reports of single steps are shown to you only. From the first realm on the month takes no more turns.',
  ],
} satisfies Record<string, readonly [string, string]>;

export type TextKey = keyof typeof TEXTS;

export const LangContext = createContext<Lang>('de');

export function text(lang: Lang, key: TextKey): string {
  return TEXTS[key][lang === 'de' ? 0 : 1];
}

/** The text function for the current language. */
export function useT(): (key: TextKey) => string {
  const lang = useContext(LangContext);
  return (key) => text(lang, key);
}

export function useLang(): Lang {
  return useContext(LangContext);
}

const LANG_KEY = 'arbiter.lang';

export function initialLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved === 'de' || saved === 'en') return saved;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function saveLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
}
