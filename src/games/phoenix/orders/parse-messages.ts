/** Messages of the order parser, German by default. */
type Params = Readonly<Record<string, string>>;

const WHAT: Readonly<Record<string, { de: string; en: string }>> = {
  army: { de: 'eine Heeresnummer', en: 'an army number' },
  newArmy: { de: 'die Nummer des neuen Heeres', en: 'the number of the new army' },
  fleet: { de: 'eine Flottennummer', en: 'a fleet number' },
  place: { de: 'ein Feld wie 503/22', en: 'a hex like 503/22' },
  target: { de: 'ein Zielfeld wie 503/22', en: 'a target hex like 503/22' },
  count: { de: 'eine Anzahl', en: 'a count' },
  gold: { de: 'eine Menge GS', en: 'an amount of GS' },
  side: { de: 'eine Seite (NW, NO, O, SO, SW, W)', en: 'a side (NW, NO, O, SO, SW, W)' },
  realm: { de: 'ein Reich', en: 'a realm' },
  figure: { de: 'die Kennung eines Charakters oder Zauberers', en: 'the id of a character or wizard' },
  weapon: { de: 'eine Waffe (LKP, SKP, LKS, SKS)', en: 'a weapon (LKP, SKP, LKS, SKS)' },
  rule: { de: 'eine Regel (FEUERN, GEFANGENE, VERNICHTEN, KEINRUECKZUG)', en: 'a rule (FIRE, PRISONERS, DESTROY, NOREARGUARD)' },
  units: { de: 'Einheiten wie „K 500 HF 1“', en: 'units like "K 500 HF 1"' },
  unit: { de: 'eine Einheit', en: 'a unit' },
};

function what(p: Params, lang: 'de' | 'en'): string {
  const key = p.what ?? '';
  return WHAT[key]?.[lang] ?? (lang === 'de' ? `die Anzahl ${key}` : `the count of ${key}`);
}

const MESSAGES: Readonly<Record<string, { de: (p: Params) => string; en: (p: Params) => string }>> = {
  'no-realm': {
    de: () => 'Der Zug beginnt nicht mit der Kopfzeile „REICH <Reich>“.',
    en: () => 'the turn does not start with the header "REALM <realm>"',
  },
  'realm-twice': {
    de: () => 'Die Kopfzeile „REICH“ steht nur einmal am Anfang.',
    en: () => 'the header "REALM" stands once, at the start',
  },
  'unknown-keyword': {
    de: (p) => `„${p.got}“ ist kein Befehl. Befehle: BEWEGE, EINSCHIFFEN, AUSSCHIFFEN, TEILE, VEREINE, UEBERGIB, AUFSITZEN, ABSITZEN, LADUNG, ABWERFEN, FEUER, EROBERE, PLUENDERE, ZERSTOERE, AUFLOESEN, BAUE, REPARIERE, RUESTE, WEGERECHT, KUESTENRECHT, SCHENKE, HAUPTSTADT, SONDERBEFEHL.`,
    en: (p) => `"${p.got}" is not an order. Orders: MOVE, EMBARK, DISEMBARK, SPLIT, MERGE, HANDOVER, MOUNT, DISMOUNT, CARGO, DUMP, FIRE, CONQUER, PLUNDER, DESTROY, DISBAND, BUILD, REPAIR, ARM, RIGHTOFWAY, COASTALRIGHT, GIFT, CAPITAL, STANDING.`,
  },
  missing: {
    de: (p) => `Hier fehlt ${what(p, 'de')}.`,
    en: (p) => `${what(p, 'en')} is missing here`,
  },
  'expected-word': {
    de: (p) => `Erwartet ${p.what}, nicht „${p.got}“.`,
    en: (p) => `expected ${p.what}, not "${p.got}"`,
  },
  'not-number': {
    de: (p) => `Erwartet ${what(p, 'de')} (eine ganze Zahl), nicht „${p.got}“.`,
    en: (p) => `expected ${what(p, 'en')} (a whole number), not "${p.got}"`,
  },
  'not-place': {
    de: (p) => `„${p.got}“ ist kein Feld der Karte; erwartet ${what(p, 'de')}.`,
    en: (p) => `"${p.got}" is not a hex of the map; expected ${what(p, 'en')}`,
  },
  'not-side': {
    de: (p) => `„${p.got}“ ist keine Seite; erwartet NW, NO, O, SO, SW oder W.`,
    en: (p) => `"${p.got}" is not a side; expected NW, NO (NE), O (E), SO (SE), SW or W`,
  },
  'not-unit': {
    de: (p) => `„${p.got}“ ist keine Einheit; erwartet K, R, P, S, HF, LKP, SKP, LKS oder SKS.`,
    en: (p) => `"${p.got}" is not a unit; expected K, R, P, S, HF, LKP, SKP, LKS or SKS`,
  },
  'unit-twice': {
    de: (p) => `${p.got} steht zweimal im Befehl.`,
    en: (p) => `${p.got} appears twice in the order`,
  },
  'not-weapon': {
    de: (p) => `„${p.got}“ ist keine Fernkampfwaffe; erwartet LKP, SKP, LKS oder SKS.`,
    en: (p) => `"${p.got}" is not a ranged weapon; expected LKP, SKP, LKS or SKS`,
  },
  'not-rule': {
    de: (p) => `„${p.got}“ ist kein Sonderbefehl; erwartet FEUERN, GEFANGENE, VERNICHTEN oder KEINRUECKZUG.`,
    en: (p) => `"${p.got}" is not a standing order; expected FIRE, PRISONERS, DESTROY or NOREARGUARD`,
  },
  'not-rank': {
    de: (p) => `„${p.got}“ ist kein Rang; erwartet BUH, STH, FEH, HER (Burgherr, Stadthalter, Festungsherr, Herrscher), CHF oder ZIV.`,
    en: (p) => `"${p.got}" is not a rank; expected BUH, STH, FEH, HER (castle lord, town lord, fortress lord, ruler), CHF or ZIV`,
  },
  'handover-hf': {
    de: () => 'UEBERGIB übergibt nur Heerführer: „UEBERGIB 101 102 HF 2“.',
    en: () => 'HANDOVER hands over commanders only: "HANDOVER 101 102 HF 2"',
  },
  extra: {
    de: (p) => `„${p.got}“ gehört nicht mehr zum Befehl.`,
    en: (p) => `"${p.got}" is not part of the order`,
  },
};

export function parseMessage(code: string, params: Params, lang: 'de' | 'en'): string {
  const entry = MESSAGES[code];
  return entry === undefined ? code : entry[lang](params);
}
