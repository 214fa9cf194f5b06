/** Messages of the turn checker, German by default; `a` is the army or order named. */
type Params = Readonly<Record<string, string | number>>;
type Text = (p: Params) => string;

function t(de: Text, en: Text): { de: Text; en: Text } {
  return { de, en };
}

/** „keine Straße“ … : what ZERSTOERE found missing, in German. */
const STRUCTURE_NONE_DE: Readonly<Record<string, string>> = { roads: 'keine Straße', wall: 'keinen Wall', quay: 'keine Kaianlage', bridge: 'keine Brücke', stronghold: 'keinen Rüstort' };

const CAPABILITY: Readonly<Record<string, { de: string; en: string }>> = {
  promotion: { de: 'Beförderungen', en: 'promotions' },
};

const MESSAGES: Readonly<Record<string, { de: Text; en: Text }>> = {
  'unknown-realm': t((p) => `Es gibt kein Reich „${p.realm}“ in dieser Welt.`, (p) => `there is no realm "${p.realm}" in this world`),
  'unknown-army': t((p) => `Euer Reich hat kein Heer ${p.a}.`, (p) => `your realm has no army ${p.a}`),
  unsupported: t(
    (p) => `${p.keyword} gehört zu ${CAPABILITY[p.capability as string]?.de ?? p.capability}; das wertet Arbiter noch nicht aus, der Befehl wird abgelehnt.`,
    (p) => `${p.keyword} belongs to ${CAPABILITY[p.capability as string]?.en ?? p.capability}, which Arbiter does not evaluate yet; the order is refused`,
  ),
  move: t((p) => `Heer ${p.a}: ${p.reason}`, (p) => `army ${p.a}: ${p.reason}`),
  twice: t((p) => `Heer ${p.a} hat schon einen ${p.what}-Befehl.`, (p) => `army ${p.a} already has a ${p.what} order`),
  contradiction: t((p) => `Heer ${p.a} soll sich bewegen, aber ${p.other} schließt Bewegung aus (${p.rule}).`, (p) => `army ${p.a} is to move, but ${p.other} rules out moving (${p.rule})`),
  'conquer-and-plunder': t((p) => `Heer ${p.a} kann nicht zugleich erobern und plündern (R §3.2.2).`, (p) => `army ${p.a} cannot both conquer and plunder (R §3.2.2)`),
  'number-used': t((p) => `Die Nummer ${p.a} ist schon vergeben.`, (p) => `number ${p.a} is already in use`),
  'number-range': t((p) => `${p.a} liegt nicht im Nummernkreis ${p.from}–${p.to} für ${p.kind} (R §1.8).`, (p) => `${p.a} is not in the range ${p.from}–${p.to} for ${p.kind} (R §1.8)`),
  'unit-not-in-kind': t((p) => `${p.unit} gehört nicht in ein Heer der Gattung von ${p.a} (R §1.8).`, (p) => `${p.unit} does not belong in an army of the kind of ${p.a} (R §1.8)`),
  'not-held': t((p) => `Heer ${p.a} hat ${p.have} ${p.unit}, nicht ${p.want}.`, (p) => `army ${p.a} has ${p.have} ${p.unit}, not ${p.want}`),
  'too-small': t((p) => `Heer ${p.a} hätte danach ${p.rp} RP${p.hf === 0 ? ' und keinen HF' : ''}; ein Heer braucht 100 RP und einen HF (R §1.8).`, (p) => `army ${p.a} would keep ${p.rp} RP${p.hf === 0 ? ' and no HF' : ''}; an army needs 100 RP and an HF (R §1.8)`),
  'guard-merge': t((p) => `Die Garde ${p.a} kann mit keinem anderen Heer fusionieren (R §6.8).`, (p) => `the guard ${p.a} cannot merge with any other army (R §6.8)`),
  'guard-split': t((p) => `Die Garde ${p.a} wird nicht geteilt: ein Reich hat nur eine Garde jeder Art, und ihre Truppen fusionieren mit keinem anderen Heer (R §6.8).`, (p) => `the guard ${p.a} is not split: a realm has one guard of each kind, and its troops merge with no other army (R §6.8)`),
  'merge-kind': t((p) => `Heer ${p.a} und Heer ${p.b} sind verschiedener Gattung und können nicht fusionieren (R §1.8).`, (p) => `armies ${p.a} and ${p.b} are of different kinds and cannot merge (R §1.8)`),
  'not-same-hex': t((p) => `Heer ${p.a} (${p.at}) und Heer ${p.b} (${p.bAt}) stehen nicht auf demselben Feld.`, (p) => `army ${p.a} (${p.at}) and army ${p.b} (${p.bAt}) are not in the same hex`),
  'handover-moved': t((p) => `Heer ${p.a} bewegt sich in diesem Monat und kann keine HF abgeben (R §1.8, Errata 17).`, (p) => `army ${p.a} moves this month and cannot hand over HF (R §1.8, errata 17)`),
  'mount-kind': t((p) => `Heer ${p.a} ist kein ${p.kind}.`, (p) => `army ${p.a} is not a ${p.kind}`),
  'no-mounts': t((p) => `Heer ${p.a} hat ${p.K} K und ${p.P} P; zum Aufsitzen von ${p.want} braucht es beide (R §1.1.2).`, (p) => `army ${p.a} has ${p.K} K and ${p.P} P; mounting ${p.want} needs both (R §1.1.2)`),
  'mount-aboard': t((p) => `Heer ${p.a} ist eingeschifft; eingeschiffte Truppen sitzen weder auf noch ab (R §1.1.3).`, (p) => `army ${p.a} is aboard; embarked troops neither mount nor dismount (R §1.1.3)`),
  'cargo-not-held': t((p) => `Heer ${p.a} trägt ${p.have} ${p.what}, nicht ${p.want}.`, (p) => `army ${p.a} carries ${p.have} ${p.what}, not ${p.want}`),
  'cargo-apart': t((p) => `Heer ${p.a} und Heer ${p.b} stehen weder zu Beginn noch am Ende der Bewegung auf demselben Feld (R §4.3).`, (p) => `armies ${p.a} and ${p.b} share a hex neither at the start nor at the end of the move (R §4.3)`),
  'fire-weapons': t((p) => `Heer ${p.a} hat ${p.have} ${p.weapon}; befohlen sind ${p.want} (jede Waffe schießt einmal im Monat, R §1.2).`, (p) => `army ${p.a} has ${p.have} ${p.weapon}; ${p.want} are ordered to fire (each weapon fires once a month, R §1.2)`),
  'fire-range': t((p) => `${p.at} liegt ${p.hexes} Felder von ${p.from}; ${p.weapon} schießt ${p.reach} (R §5.1, Tabelle 8).`, (p) => `${p.at} is ${p.hexes} hexes from ${p.from}; ${p.weapon} fires ${p.reach} (R §5.1, Table 8)`),
  'fire-mode': t((p) => `Von ${p.from} auf ${p.at} (Höhenunterschied ${p.rise}) passt keine Schussart von ${p.weapon} (R §5.1, Tabelle 8).`, (p) => `from ${p.from} to ${p.at} (rise ${p.rise}) no firing mode of ${p.weapon} fits (R §5.1, Table 8)`),
  'fire-no-wall': t((p) => `An ${p.at} ${p.side} steht kein Wall.`, (p) => `there is no wall at ${p.at} ${p.side}`),
  'not-conquest-capable': t((p) => `Heer ${p.a} ist nicht eroberungsfähig: ein Landheer braucht 1.000 RP und einen HF (R §1.8).`, (p) => `army ${p.a} is not conquest-capable: a land army needs 1,000 RP and an HF (R §1.8)`),
  'plunder-own': t((p) => `${p.at} gehört eurem Reich; geplündert wird nur fremdes Gebiet (R §3.2.2).`, (p) => `${p.at} is your own; only foreign land is plundered (R §3.2.2)`),
  'conquer-own': t((p) => `${p.at} gehört schon eurem Reich.`, (p) => `${p.at} is already yours`),
  'neutral-ground': t((p) => `${p.at} ist Audvacar, neutraler Boden: es wird weder erobert noch geplündert (R §6.4).`, (p) => `${p.at} is Audvacar, neutral ground: it is neither conquered nor plundered (R §6.4)`),
  'conquer-water': t((p) => `${p.at} ist Wasser und kann nicht erobert werden (R §0.3.2).`, (p) => `${p.at} is water and cannot be conquered (R §0.3.2)`),
  'destroy-missing': t((p) => `In ${p.at} gibt es ${STRUCTURE_NONE_DE[p.what as string] ?? 'kein solches Bauwerk'}.`, (p) => `there is no ${p.what === 'roads' ? 'road' : p.what} in ${p.at}`),
  'destroy-not-own': t((p) => `${p.at} gehört nicht eurem Reich; zerstört werden nur eigene Bauwerke (R §1.6).`, (p) => `${p.at} is not yours; only own structures are destroyed (R §1.6)`),
  'right-contradiction': t(
    (p) => `${p.right} für ${p.realm} wird in diesem Zug gewährt und entzogen; beide Befehle widersprechen sich und entfallen.`,
    (p) => `${p.right} for ${p.realm} is both granted and revoked in this turn; the orders contradict each other and are both refused`,
  ),
  'right-self': t(() => 'Ein Reich gewährt sich selbst keine Rechte.', () => 'a realm grants no rights to itself'),
  'right-state': t((p) => `${p.realm} hat ${p.right} ${p.granted === 1 ? 'schon' : 'nicht'}.`, (p) => `${p.realm} ${p.granted === 1 ? 'already has' : 'does not have'} ${p.right}`),
  'gift-self': t(() => 'Ein Reich beschenkt sich nicht selbst.', () => 'a realm gives no gifts to itself'),
  'gift-units': t((p) => `${p.unit} kann nicht verschenkt werden; nur P, S, Fernkampfwaffen, Gefangene, Gold und Gemarken (R §3.2.2).`, (p) => `${p.unit} cannot be given; only P, S, ranged weapons, prisoners, gold and hexes (R §3.2.2)`),
  'gift-hex': t((p) => `${p.at} gehört nicht eurem Reich.`, (p) => `${p.at} is not yours`),
  'unknown-figure': t((p) => `Euer Reich hat keinen Charakter „${p.id}“.`, (p) => `your realm has no character "${p.id}"`),
  'pairing-wizard': t((p) => `${p.id} ist ein Zauberer; Zauberer nehmen nicht am Charakterkampf teil, sie fechten in Phase 11 Zauberduelle aus (R §5.3).`, (p) => `${p.id} is a wizard; wizards take no part in character combat, they fight wizard duels in phase 11 (R §5.3)`),
  'pairing-prisoner': t((p) => `${p.id} ist Gefangener von ${p.captor} und kämpft nicht (R §1.9).`, (p) => `${p.id} is a prisoner of ${p.captor} and does not fight (R §1.9)`),
  'pairing-opponent': t((p) => `Es gibt keinen Charakter „${p.id}“ eines anderen Reichs.`, (p) => `there is no character "${p.id}" of another realm`),
  'pairing-twice': t((p) => `${p.id} hat schon einen Gegner gewählt; jeder Charakter wählt einmal (R §5.3).`, (p) => `${p.id} already chose an opponent; each character chooses once (R §5.3)`),
  'retreat-water': t((p) => `${p.at} ist Wasser; zurückgezogen wird auf eine freie Nachbargemark an Land (R §5.4).`, (p) => `${p.at} is water; figures retreat to a free neighbouring land hex (R §5.4)`),
  'retreat-twice': t((p) => `Für ${p.id} ist schon ein Rückzugsfeld befohlen.`, (p) => `a retreat hex is already ordered for ${p.id}`),
  'standing-no-weapons': t((p) => `Heer ${p.a} hat keine Fernkampfwaffen.`, (p) => `army ${p.a} has no ranged weapons`),
};

export function checkMessage(code: string, params: Params, lang: 'de' | 'en'): string {
  const entry = MESSAGES[code];
  return entry === undefined ? code : entry[lang](params);
}
