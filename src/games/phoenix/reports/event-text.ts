import type { Lang } from './text.js';
import { counted, num, orderPlace, PRISONERS } from './text.js';
import { REALM_LINES } from './event-text-realms.js';
import { STRONGHOLDS } from '../data/structures.js';

type Data = Readonly<Record<string, unknown>>;

function units(value: unknown, lang: Lang): string {
  if (value === null || typeof value !== 'object') return '';
  const parts = Object.entries(value as Record<string, number>).filter(([, n]) => typeof n === 'number' && n > 0).map(([unit, n]) => `${num(n, lang)} ${unit}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}

/** Structures and units by their names in the report's language. */
const STRUCTURE: Readonly<Record<string, readonly [string, string]>> = {
  road: ['Straße', 'road'],
  roads: ['Straßen', 'roads'],
  bridge: ['Brücke', 'bridge'],
  quay: ['Kaianlage', 'quay'],
  wall: ['Wall', 'wall'],
  stronghold: ['Rüstort', 'stronghold'],
};
const RIGHT: Readonly<Record<string, readonly [string, string]>> = { wegerecht: ['Wegerecht', 'right of way'], kuestenrecht: ['Küstenrecht', 'coastal rights'] };
const RANK: Readonly<Record<string, readonly [string, string]>> = {
  civilian: ['Zivilist', 'civilian'],
  commander: ['Heerführercharakter', 'commander character'],
  castleLord: ['Burgherr', 'castle lord'],
  townLord: ['Stadthalter', 'town lord'],
  fortressLord: ['Festungsherr', 'fortress lord'],
  ruler: ['Herrscher', 'ruler'],
};
const HOW: Readonly<Record<string, readonly [string, string]>> = { melee: ['Nahkampf', 'melee'], fire: ['Beschuss', 'fire'], conquest: ['Eroberung', 'conquest'], plunder: ['Plünderung', 'plunder'] };

function named(table: Readonly<Record<string, readonly [string, string]>>, value: unknown, lang: Lang): string {
  const entry = table[String(value)];
  return entry === undefined ? String(value) : entry[lang === 'de' ? 0 : 1];
}

/** Hex sides of a wall spell: "503/25 (O), 503/26 (W)". */
function sideList(value: unknown): string {
  return (value as readonly { at: string; side: string }[]).map((side) => `${side.at} (${side.side})`).join(', ');
}

/** The walls a spell raised, with their number in the report's language. */
function wallsOn(value: unknown, lang: Lang): string {
  const one = (value as unknown[]).length === 1;
  if (lang === 'de') return `${one ? 'eine magische Wand' : 'magische Wände'} auf ${sideList(value)}`;
  return `${one ? 'a magic wall' : 'magic walls'} on ${sideList(value)}`;
}

type Losses = readonly { readonly id: number; readonly lost: Readonly<Record<string, number>> }[];

/** Losses per army: "Heer 101: 294 K, 1 HF". */
function losses(list: Losses, lang: Lang): string {
  return list.map((army) => `${lang === 'de' ? 'Heer' : 'army'} ${army.id}: ${units(army.lost, lang)}`).join('; ');
}

/** What a side learns of a melee (R §5.5, errata 85): the attacking armies, the losses it inflicted (the loser, P-29). */
function meleeLearned(learned: unknown, de: boolean, lang: Lang): string[] {
  const data = (learned ?? {}) as { attackers?: readonly number[]; inflicted?: Losses | readonly { readonly realm: string; readonly armies: Losses }[] | null };
  const parts: string[] = [];
  if (data.attackers !== undefined && data.attackers.length > 0) parts.push(`${de ? 'angreifende Heere' : 'attacking armies'} ${data.attackers.join(', ')}`);
  const flat = (data.inflicted ?? []).map((entry) => ('armies' in entry ? `${entry.realm}: ${losses(entry.armies, lang)}` : losses([entry], lang))).filter((text) => text !== '');
  if (flat.length > 0) parts.push(`${de ? 'zugefügte Verluste' : 'losses inflicted'}: ${flat.join('; ')}`);
  return parts;
}

type MeleeArmy = { readonly id: number; readonly before: Readonly<Record<string, number>>; readonly after: Readonly<Record<string, number>>; readonly lost?: Readonly<Record<string, number>>; readonly captured?: Readonly<Record<string, number>> };

/** A side's own armies after a melee: each army's losses and what the winner took, or that it is gone (R §5.5; P-75). */
function ownMelee(armies: readonly MeleeArmy[], de: boolean, lang: Lang): string {
  return armies
    .map((army) => {
      const gone = Object.values(army.after).every((n) => n === 0);
      const parts: string[] = [];
      const lost = Object.fromEntries(Object.entries(army.lost ?? {}).filter(([, n]) => n > 0));
      const captured = Object.fromEntries(Object.entries(army.captured ?? {}).filter(([, n]) => n > 0));
      if (Object.keys(lost).length > 0) parts.push(`${de ? 'verliert' : 'loses'} ${units(lost, lang)}`);
      if (Object.keys(captured).length > 0) parts.push(`${de ? 'gefangen genommen' : 'taken prisoner'}: ${units(captured, lang)}`);
      if (parts.length === 0) parts.push(de ? 'ohne Verluste' : 'no losses');
      return `${de ? 'Heer' : 'army'} ${army.id} ${parts.join(', ')}${gone ? (de ? ' — das Heer ist fort' : ' — the army is gone') : ''}`;
    })
    .join('; ');
}

const MELEE_FATE: Readonly<Record<string, readonly [string, string]>> = {
  overrun: ['überrannt (10:1, R §5.5)', 'overrun (10:1, R §5.5)'],
  surrendered: ['ergeben (ohne kampffähige Truppen)', 'surrendered (no troops able to fight)'],
  'wiped-out': ['aufgerieben', 'wiped out'],
};

type FireLoss = { readonly id: number; readonly units: Readonly<Record<string, { readonly lost?: number }>>; readonly destroyed?: boolean };

/** A figure by its name (events before names were recorded carry only the id). */
const who = (d: Data): string => s(d.name ?? d.id);

const s = (value: unknown): string => (value === undefined || value === null ? '–' : Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One line per event code and language; codes without a line are shown with their data. */
/** Stronghold levels by name, German and English. */
const STRONGHOLD_NAMES: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(Object.entries(STRONGHOLDS).map(([level, x]) => [level, [x.de, x.en]]));

/** Standard terrain groups by name (R §5.5.2), water for invaders without capital (R §6.5). */
const GROUP_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  lowland: ['Tiefland', 'lowland'], highland: ['Hochland', 'highland'], forest: ['Wald', 'forest'], desert: ['Wüste', 'desert'],
  swamp: ['Sumpf', 'swamp'], mountainous: ['bergiges Land', 'mountainous'], water: ['Wasser', 'water'],
};

const LINES: Readonly<Record<string, (d: Data, lang: Lang) => readonly [string, string]>> = {
  ...REALM_LINES,
  turnOrder: (d) => [`Zugreihenfolge für Monat ${s(d.month)}: ${s(d.order)}`, `Turn order of month ${s(d.month)}: ${s(d.order)}`],
  teleportGate: (d) => [`Aktives Teleportertor in Monat ${s(d.month)}: ${s(d.at)}`, `Active teleport gate in month ${s(d.month)}: ${s(d.at)}`],
  armament: (d, l) => [`Gerüstet in ${s(d.at)} (Heer ${s(d.army)} auf ${s(d.placedAt)}): ${units(d.units, l)} für ${num(Number(d.cost), l)} GS${d.start === true ? ' (erste Rüstung aus dem Startkapital, R §2)' : ''}`, `Armed at ${s(d.at)} (army ${s(d.army)} at ${s(d.placedAt)}): ${units(d.units, l)} for ${num(Number(d.cost), l)} GS${d.start === true ? ' (first armament from the start capital, R §2)' : ''}`],
  buildStart: (d) => [`Baubeginn: ${named(STRUCTURE, d.structure, 'de')} in ${s(d.at)}`, `Building started: ${named(STRUCTURE, d.structure, 'en')} at ${s(d.at)}`],
  built: (d, l) => [`Gebaut: ${named(STRUCTURE, d.structure, 'de')} in ${s(d.at)} +${num(Number(d.added), l)} BP (${num(Number(d.bp), l)} BP, ${num(Number(d.cost), l)} GS)${d.finished ? ', fertig' : ''}`, `Built: ${named(STRUCTURE, d.structure, 'en')} at ${s(d.at)} +${num(Number(d.added), l)} BP (${num(Number(d.bp), l)} BP, ${num(Number(d.cost), l)} GS)${d.finished ? ', finished' : ''}`],
  repaired: (d, l) => [`Repariert: ${named(STRUCTURE, d.structure, 'de')} in ${s(d.at)} auf ${num(Number(d.bp), l)} BP`, `Repaired: ${named(STRUCTURE, d.structure, 'en')} at ${s(d.at)} to ${num(Number(d.bp), l)} BP`],
  buildHindered: (d) => [`Bau (${named(STRUCTURE, d.structure, 'de')}) in ${s(d.at)} durch feindliche Heere verhindert`, `Work at ${s(d.at)} prevented by hostile armies`],
  buildUnpaid: (d, l) => [`Bau (${named(STRUCTURE, d.structure, 'de')}) in ${s(d.at)} nicht bezahlbar (${num(Number(d.needed), l)} GS nötig)`, `Work at ${s(d.at)} not paid for (${num(Number(d.needed), l)} GS needed)`],
  regenerated: (d, l) => [`${who(d)} regeneriert ${num(Number(d.from), l, 1)} → ${num(Number(d.to), l, 1)}`, `${who(d)} regenerates ${num(Number(d.from), l, 1)} → ${num(Number(d.to), l, 1)}`],
  wizardClass: (d, l) => [`${s(d.name)} ist mit ${num(Number(d.gp), l, 1)} GP nun Z${s(d.to)} (vorher Z${s(d.from)})`, `${s(d.name)} is a Z${s(d.to)} now with ${num(Number(d.gp), l, 1)} GP (was Z${s(d.from)})`],
  wizardDismissed: (d) => [`${s(d.name)} wurde in ${s(d.at)} aus den Diensten entlassen und von der Karte genommen`, `${s(d.name)} was dismissed at ${s(d.at)} and taken off the map`],
  teleported: (d) => [`${s(d.name)} teleportiert ${s(d.from)} → ${s(d.to)}${d.army === undefined ? '' : ` und verlässt Heer ${s(d.army)}`}`, `${s(d.name)} teleports ${s(d.from)} → ${s(d.to)}${d.army === undefined ? '' : `, leaving army ${s(d.army)}`}`],
  emergencyTeleport: (d) => [`${s(d.name)} führt eine Notteleportation ${s(d.from)} → ${s(d.to)} durch: ${s(d.why)}`, `${s(d.name)} teleports away in an emergency ${s(d.from)} → ${s(d.to)}: ${s(d.whyEn ?? d.why)}`],
  embark: (d) => [`Heer ${s(d.army)} schifft sich auf Flotte ${s(d.fleet)} ein (${s(d.at)})`, `Army ${s(d.army)} boards fleet ${s(d.fleet)} (${s(d.at)})`],
  disembark: (d) => [`Heer ${s(d.army)} landet in ${s(d.at)}`, `Army ${s(d.army)} lands at ${s(d.at)}`],
  split: (d, l) => [`Heer ${s(d.army)} teilt Heer ${s(d.newArmy)} ab: ${units(d.units, l)}`, `Army ${s(d.army)} splits off army ${s(d.newArmy)}: ${units(d.units, l)}`],
  merge: (d) => [`Heer ${s(d.army)} vereinigt sich mit Heer ${s(d.into)}`, `Army ${s(d.army)} joins army ${s(d.into)}`],
  battle: (d) => [`Nahkampf in ${s(d.at)}: ${s(d.attacker)} greift ${s(d.defenders)} an`, `Melee at ${s(d.at)}: ${s(d.attacker)} attacks ${s(d.defenders)}`],
  melee: (d, l) => {
    const fate = MELEE_FATE[String(d.fate)];
    const outcome = (de: boolean) => (d.won ? (d.fate === 'wiped-out' ? (de ? 'gewonnen, aber aufgerieben' : 'won, but wiped out') : de ? 'gewonnen' : 'won') : `${de ? 'verloren' : 'lost'}${fate === undefined || d.fate === 'wiped-out' ? '' : ` — ${fate[de ? 0 : 1]}`}`);
    const armies = (d.armies ?? []) as readonly MeleeArmy[];
    // `l` is the report's language: words follow the line, numbers its format.
    const line = (de: boolean) =>
      [`${de ? 'eigene Heere' : 'own armies'}: ${ownMelee(armies, de, l)}`, ...(Number(d.income) > 0 ? [`${de ? 'Kampfeinnahmen' : 'combat income'} ${num(Number(d.income), l)} GS`] : []), ...meleeLearned(d.learned, de, l)].join('; ');
    return [
      `Nahkampf in ${s(d.at)} als ${d.role === 'attacker' ? 'Angreifer' : 'Verteidiger'} gegen ${s(d.opponents)}: ${outcome(true)}; ${line(true)}`,
      `Melee at ${s(d.at)} as ${d.role === 'attacker' ? 'attacker' : 'defender'} against ${s(d.opponents)}: ${outcome(false)}; ${line(false)}`,
    ];
  },
  fireShooter: (d, l) => {
    const rolled = (d.damageRolled as readonly { hex: string; wall?: string; bp: number }[]).map((t) => [`${t.hex}${t.wall === undefined ? '' : ` Wall ${t.wall}`}: ${num(t.bp, l)} BP`, `${t.hex}${t.wall === undefined ? '' : ` wall ${t.wall}`}: ${num(t.bp, l)} BP`]);
    return [`Fernkampf: erwürfelter Schaden ${rolled.map((r) => r[0]).join('; ')}`, `Ranged fire: damage rolled ${rolled.map((r) => r[1]).join('; ')}`];
  },
  fireTarget: (d) => [`${s(d.hex)} wurde beschossen aus ${s(d.firedFrom)}`, `${s(d.hex)} was fired on from ${s(d.firedFrom)}`],
  fireStronghold: (d, l) => [`Rüstort ${s(d.hex)} hat noch ${num(Number(d.bp), l)} BP (${d.level === null ? 'zerstört' : s(d.level)})`, `Stronghold ${s(d.hex)} has ${num(Number(d.bp), l)} BP left (${d.level === null ? 'destroyed' : s(d.level)})`],
  fireLosses: (d, l) => {
    const armies = d.armies as readonly FireLoss[];
    const lost = (army: FireLoss) => units(Object.fromEntries(Object.entries(army.units).map(([unit, loss]) => [unit, loss.lost ?? 0])), l);
    return [
      `Verluste durch Beschuss in ${s(d.hex)}: ${armies.map((a) => `Heer ${a.id}: ${lost(a)}${a.destroyed ? ' (vernichtet)' : ''}`).join('; ')}`,
      `Losses to fire at ${s(d.hex)}: ${armies.map((a) => `army ${a.id}: ${lost(a)}${a.destroyed ? ' (destroyed)' : ''}`).join('; ')}`,
    ];
  },
  conquest: (d) => [`${s(d.realm)} erobert ${s(d.at)}${d.from ? ` von ${s(d.from)}` : ''}`, `${s(d.realm)} conquers ${s(d.at)}${d.from ? ` from ${s(d.from)}` : ''}`],
  sitesDestroyed: (d) => {
    const sites = (de: boolean) => (d.sites as readonly { what: string; side?: string; to?: string }[]).map((site) => `${named(STRUCTURE, site.what, de ? 'de' : 'en')}${site.side === undefined ? '' : ` (${site.side})`}${site.to === undefined ? '' : ` ${de ? 'nach' : 'to'} ${site.to}`}`).join(', ');
    return [`${s(d.at)} wurde erobert: die Baustellen dort sind zerstört (${sites(true)}), ohne Ersatz (R §1.5)`, `${s(d.at)} was conquered: the building sites there are destroyed (${sites(false)}), with no refund (R §1.5)`];
  },
  loot: (d, l) => [`Beute in ${s(d.at)}: ${num(Number(d.gold), l)} GS (besondere Einnahmen bei Heer ${s(d.army)})`, `Loot at ${s(d.at)}: ${num(Number(d.gold), l)} GS (special income with army ${s(d.army)})`],
  plunder: (d) => [`${s(d.realm)} plündert ${s(d.at)}`, `${s(d.realm)} plunders ${s(d.at)}`],
  plunderIncome: (d, l) => [`Plündereinnahmen ${num(Number(d.gold), l)} GS`, `Plunder income ${num(Number(d.gold), l)} GS`],
  gatePassed: (d) => [
    `Flotte ${s(d.army)} fährt durch das Tor ${s(d.gate)} und taucht in ${s(d.at)} auf; Verluste ${s(d.percent)} %${d.roll === undefined ? '' : ` (W10: ${s(d.roll)})`} (R §6.6.2)`,
    `fleet ${s(d.army)} sails through the gate ${s(d.gate)} and appears at ${s(d.at)}; losses ${s(d.percent)} %${d.roll === undefined ? '' : ` (W10: ${s(d.roll)})`} (R §6.6.2)`,
  ],
  pirateBonus: (d) => [`Einnahmebonus des Piraten ${s(d.realm)}: ${num(Number(d.paid), 'de')} GS (R §6.6.6)`, `income bonus of the pirate ${s(d.realm)}: ${num(Number(d.paid), 'en')} GS (R §6.6.6)`],
  pirateBonusAssessed: (d) => [
    `Einnahmebonus: ${s(d.landPoints)} Landpunkte (Grenze 100), Rüstwert ${num(Number(d.value), 'de')} GS (Wertschwelle ${num(Number(d.threshold), 'de')} GS): ${num(Number(d.paid), 'de')} von ${num(Number(d.bonus), 'de')} GS ausgezahlt (R §6.6.6)`,
    `income bonus: ${s(d.landPoints)} land points (limit 100), armament value ${num(Number(d.value), 'en')} GS (threshold ${num(Number(d.threshold), 'en')} GS): ${num(Number(d.paid), 'en')} of ${num(Number(d.bonus), 'en')} GS paid (R §6.6.6)`,
  ],
  specialStatusLost: (d) => [
    `${s(d.realm)} hält ${s(d.hexes)} Gemarken und verliert den Status ${d.was === 'pirate' ? 'Pirat' : 'Untote'} mit allen Sonderregeln (R §6.6, §6.7, Errata 104)`,
    `${s(d.realm)} holds ${s(d.hexes)} hexes and loses the ${d.was === 'pirate' ? 'pirate' : 'undead'} status with all special rules (R §6.6, §6.7, errata 104)`,
  ],
  pirateLoot: (d) => [`Heer ${s(d.army)} in ${s(d.at)}: ${num(Number(d.gold), 'de')} GS Beute sofort in den Reichsschatz (R §6.6)`, `army ${s(d.army)} at ${s(d.at)}: ${num(Number(d.gold), 'en')} GS of loot to the treasury at once (R §6.6)`],
  pirateUnitsNotTaken: (d) => [
    `Pirateneinheiten von ${s(d.pirate)} werden nicht erbeutet: ${units(d.units, 'de')} im Wert von ${num(Number(d.value), 'de')} GS, ${num(Number(d.income), 'de')} GS Kampfeinnahmen für ${s(d.winner)} (R §6.6)`,
    `pirate units of ${s(d.pirate)} are not taken: ${units(d.units, 'en')} worth ${num(Number(d.value), 'en')} GS, ${num(Number(d.income), 'en')} GS of combat income for ${s(d.winner)} (R §6.6)`,
  ],
  undeadArmament: (d) => [`Untote rüsten sofort in Heer ${s(d.army)} (${s(d.at)}): ${units(d.units, 'de')} für ${num(Number(d.cost), 'de')} GS Kampfeinnahmen (R §6.7)`, `the undead arm at once into army ${s(d.army)} (${s(d.at)}): ${units(d.units, 'en')} for ${num(Number(d.cost), 'en')} GS of combat income (R §6.7)`],
  invaderWaterIncome: (d) => [`Steuern aus Wasserprovinzen (${s(d.provinces)}), in denen nur eigene Flotten liegen: ${num(Number(d.gold), 'de')} GS (R §6.5)`, `taxes from water provinces (${s(d.provinces)}) where only own fleets lie: ${num(Number(d.gold), 'en')} GS (R §6.5)`],
  invaderBonusStronghold: (d) => [`${s(d.realm)} hält ${s(d.hexes)} Gemarken (ab ${s(d.threshold)}): Die Bevölkerung baut kostenlos einen Rüstort ${d.step === 'BUR' ? 'Burg' : d.step === 'STD' ? 'zur Stadt' : d.step === 'FST' ? 'zur Festung' : 'zur Hauptstadt'} aus; das Reich setzt ihn mit BONUSRÜSTORT (R §6.5)`, `${s(d.realm)} holds ${s(d.hexes)} hexes (${s(d.threshold)} or more): its people build a free stronghold step (${s(d.step)}); the realm places it with BONUSSTRONGHOLD (R §6.5)`],
  bonusStronghold: (d) => {
    const level = STRONGHOLD_NAMES[String(d.level)] ?? [s(d.level), s(d.level)];
    return d.figure === undefined
      ? [`Bonusrüstort der Invasoren, Stufe ${s(d.step)} von 4: ${level[0]} in ${s(d.at)} (R §6.5)`, `invaders’ bonus stronghold, step ${s(d.step)} of 4: ${level[1]} at ${s(d.at)} (R §6.5)`]
      : [`Bonusrüstort des Spielbeginns: ${level[0]} in ${s(d.at)} für ${s(d.name)}, sein Sitz (R §2)`, `bonus stronghold of the start: ${level[1]} at ${s(d.at)} for ${s(d.name)}, its seat (R §2)`];
  },
  standardTerrain: (d) => {
    const name = (g: unknown) => GROUP_NAMES[String(g)] ?? [s(g), s(g)];
    return [`Standardgelände ${name(d.from)[0]} → ${name(d.to)[0]}${d.capital === undefined ? ' (keine Hauptstadt)' : ` (Hauptstadt ${s(d.capital)})`} (R §6.5)`, `standard terrain ${name(d.from)[1]} → ${name(d.to)[1]}${d.capital === undefined ? ' (no capital)' : ` (capital ${s(d.capital)})`} (R §6.5)`];
  },
  figureKilled: (d) => [`${s(d.name)} (${s(d.realm)}) ist tot: ${s(d.why)}`, `${s(d.name)} (${s(d.realm)}) is dead: ${s(d.whyEn ?? d.why)}`],
  rankChanged: (d, l) => [
    `${s(d.name)} wird ${d.direction === 'promote' ? 'befördert' : 'degradiert'}: ${named(RANK, d.from, 'de')} → ${named(RANK, d.to, 'de')}${d.seat === undefined ? '' : ` mit Sitz in ${s(d.seat)}`}, GP ${num(Number(d.gp), l, 1)}/${num(Number(d.maxGp), l, 1)} (vorher ${num(Number(d.gpBefore), l, 1)}/${num(Number(d.maxGpBefore), l, 1)})${d.start === true ? '; als neues Reich sofort in Kraft, ohne Sperrfrist' : ''}`,
    `${s(d.name)} is ${d.direction === 'promote' ? 'promoted' : 'demoted'}: ${named(RANK, d.from, 'en')} → ${named(RANK, d.to, 'en')}${d.seat === undefined ? '' : ` seated at ${s(d.seat)}`}, GP ${num(Number(d.gp), l, 1)}/${num(Number(d.maxGp), l, 1)} (was ${num(Number(d.gpBefore), l, 1)}/${num(Number(d.maxGpBefore), l, 1)})${d.start === true ? '; in force at once for a new realm, without lock' : ''}`,
  ],
  rulerWizard: (d, l) =>
    d.direction === 'promote'
      ? [`${s(d.name)} wird Herrscherzauberer: +${num(Number(d.bonus), l)} GP, ${num(Number(d.gpBefore), l, 1)} → ${num(Number(d.gp), l, 1)} GP; kein Herrscherwechsel vor Monat ${s(d.lockedUntil)}`, `${s(d.name)} becomes wizard ruler: +${num(Number(d.bonus), l)} GP, ${num(Number(d.gpBefore), l, 1)} → ${num(Number(d.gp), l, 1)} GP; no change of ruler before month ${s(d.lockedUntil)}`]
      : [`${s(d.name)} wird als Herrscher abgesetzt: −${num(Number(d.bonus), l)} GP, ${num(Number(d.gpBefore), l, 1)} → ${num(Number(d.gp), l, 1)} GP`, `${s(d.name)} is deposed as ruler: −${num(Number(d.bonus), l)} GP, ${num(Number(d.gpBefore), l, 1)} → ${num(Number(d.gp), l, 1)} GP`],
  seatLost: (d, l) => {
    const why = ({ fire: ['durch Beschuss zerstört', 'destroyed by fire'], conquest: ['erobert', 'conquered'], own: ['vom eigenen Reich zerstört', 'destroyed by its own realm'], gift: ['verschenkt', 'given away'], absence: ['mit dem abwesenden Reich verfallen', 'decayed with the absent realm'] } as Record<string, [string, string]>)[String(d.cause)] ?? ['verloren', 'lost'];
    const gp = Number(d.from) === Number(d.to) ? '' : `; GP ${num(Number(d.from), l, 1)} → ${num(Number(d.to), l, 1)}`;
    return [`Der Sitz von ${s(d.name)} in ${s(d.at)} ist ${why[0]}: ${named(RANK, d.rank, 'de')} ohne Rüstort, der Rang bleibt${gp}`, `The seat of ${s(d.name)} at ${s(d.at)} was ${why[1]}: a ${named(RANK, d.rank, 'en')} without stronghold, the rank stays${gp}`];
  },
  seatLowered: (d, l) => [`Der Sitz von ${s(d.name)} in ${s(d.at)} ist nur noch ${s(d.level)}: GP ${num(Number(d.from), l, 1)} → ${num(Number(d.to), l, 1)}, der Rang bleibt`, `The seat of ${s(d.name)} at ${s(d.at)} is only ${s(d.level)} now: GP ${num(Number(d.from), l, 1)} → ${num(Number(d.to), l, 1)}, the rank stays`],
  identityLock: (d) => [`Nach dem Tod von ${s(d.name)} kann sein Spieler${d.player === undefined ? '' : ` (${s(d.player)})`} ab Monat ${s(d.from)} eine neue Identität annehmen`, `After the death of ${s(d.name)} its player${d.player === undefined ? '' : ` (${s(d.player)})`} may take a new identity from month ${s(d.from)}`],
  wizardArmed: (d, l) => [`${s(d.as)} ${who(d)} in ${s(d.at)} gerüstet: ${num(Number(d.gp), l)} GP (Z${s(d.class)}) für ${num(Number(d.cost), l)} GS`, `${s(d.as)} ${who(d)} armed at ${s(d.at)}: ${num(Number(d.gp), l)} GP (Z${s(d.class)}) for ${num(Number(d.cost), l)} GS`],
  wizardConverted: (d, l) => [`${s(d.name)} wird zum Noname-Zauberer umgerüstet: −${num(Number(d.lost), l)} ZKP, ${num(Number(d.gp), l, 1)} GP / ${num(Number(d.zkp), l, 1)} ZKP${Number(d.gold) > 0 ? `; ${num(Number(d.gold), l)} GS gewöhnliche Einnahmen in den Reichsschatz` : ''}`, `${s(d.name)} is converted to a Noname wizard: −${num(Number(d.lost), l)} ZKP, ${num(Number(d.gp), l, 1)} GP / ${num(Number(d.zkp), l, 1)} ZKP${Number(d.gold) > 0 ? `; ${num(Number(d.gold), l)} GS ordinary income to the treasury` : ''}`],
  returnedFromCastle: (d) => [`${s(d.name)} kehrt aus der Burg der Elementare zurück und erscheint in der Hauptstadt ${s(d.at)}`, `${s(d.name)} returns from the Elemental Castle and appears in the capital ${s(d.at)}`],
  figureReleased: (d) => [`${s(d.name)} (${s(d.realm)}) wurde von ${s(d.captor)} in ${s(d.at)} freigelassen`, `${s(d.name)} (${s(d.realm)}) was released by ${s(d.captor)} at ${s(d.at)}`],
  figureCaptured: (d) => [`${s(d.name)} (${s(d.realm)}) wurde von ${s(d.captor)} in ${s(d.at)} gefangen`, `${s(d.name)} (${s(d.realm)}) was captured by ${s(d.captor)} at ${s(d.at)}`],
  gift: (d, l) => [`Schenkung ${s(d.from)} → ${s(d.to)}${d.gold ? `: ${num(Number(d.gold), l)} GS` : ''}${d.units ? ` ${units(d.units, l)}` : ''}${d.prisoners ? ` ${counted(Number(d.prisoners), l, PRISONERS.de, PRISONERS.en)}` : ''}${d.hex ? ` Gemark ${s(d.hex)}` : ''}`, `Gift ${s(d.from)} → ${s(d.to)}${d.gold ? `: ${num(Number(d.gold), l)} GS` : ''}${d.units ? ` ${units(d.units, l)}` : ''}${d.prisoners ? ` ${counted(Number(d.prisoners), l, PRISONERS.de, PRISONERS.en)}` : ''}${d.hex ? ` hex ${s(d.hex)}` : ''}`],
  income: (d, l) => [`Steuern: ${num(Number(d.total), l)} GS (${counted(Number(d.hexes), 'de', ['Gemark', 'Gemarken'], ['hex', 'hexes'])}, Rüstorte ${num(Number(d.strongholds), l)} GS, ${s(d.plundered)} geplündert)`, `Taxes: ${num(Number(d.total), l)} GS (${s(d.hexes)} hexes, strongholds ${num(Number(d.strongholds), l)} GS, ${s(d.plundered)} plundered)`],
  goodHarvest: (d) => [`Gute Ernte in ${s(d.at)}`, `Good harvest at ${s(d.at)}`],
  plague: (d) => [`Pest in ${s(d.at)}`, `Plague at ${s(d.at)}`],
  overstackCut: (d, l) => [`Überbesetzung in ${s(d.at)}: Heer ${s(d.army)} verliert ${units(d.cut, l)}`, `Over-stacking at ${s(d.at)}: army ${s(d.army)} loses ${units(d.cut, l)}`],
  overstackRefund: (d, l) => [`Rückvergütung für Überbesetzung: ${num(Number(d.refund), l)} GS`, `Refund for over-stacking: ${num(Number(d.refund), l)} GS`],
  overhangSunk: (d, l) => [`Flotte ${s(d.fleet)} in ${s(d.at)} trägt nicht mehr alles: von Heer ${s(d.army)} versinken ${units(d.units, l)} (R §0.3.2)`, `Fleet ${s(d.fleet)} at ${s(d.at)} no longer holds all it carried: of army ${s(d.army)} ${units(d.units, l)} sink (R §0.3.2)`],
  dissolved: (d, l) => [`Heer ${s(d.army)} in ${s(d.at)} aufgelöst (${s(d.why)}): ${units(d.units, l)}`, `Army ${s(d.army)} at ${s(d.at)} dissolved (${s(d.whyEn ?? d.why)}): ${units(d.units, l)}`],
  disbanded: (d) => [`Heer ${s(d.army)} aufgelöst`, `Army ${s(d.army)} disbanded`],
  destroyed: (d) => [`${s(d.realm)} zerstört ${named(STRUCTURE, d.what, 'de')} in ${s(d.at)}${d.down === undefined ? '' : ` bis auf ${s(d.down)}`}`, `${s(d.realm)} destroys ${named(STRUCTURE, d.what, 'en')} at ${s(d.at)}${d.down === undefined ? '' : ` down to ${s(d.down)}`}`],
  capitalMove: (d) => [`${s(d.realm)} verlegt die Hauptstadt von ${s(d.from)} nach ${s(d.to)}`, `${s(d.realm)} moves its capital from ${s(d.from)} to ${s(d.to)}`],
  capitalMoved: (d) => [`${s(d.at)} ist die neue Hauptstadt von ${s(d.realm)}`, `${s(d.at)} is the new capital of ${s(d.realm)}`],
  right: (d) => [`${s(d.from)} ${d.grant ? 'gewährt' : 'entzieht'} ${s(d.to)} ${named(RIGHT, d.right, 'de')}`, `${s(d.from)} ${d.grant ? 'grants' : 'revokes'} ${d.right === 'wegerecht' ? 'right of way' : 'coastal rights'} ${d.grant ? 'to' : 'from'} ${s(d.to)}`],
  rightWithdrawn: (d) => [
    `${s(d.to)} hat ${s(d.from)} in ${s(d.at)} angegriffen (${named(HOW, d.how, 'de')}): ${(d.rights as string[]).map((r) => named(RIGHT, r, 'de')).join(' und ')} von ${s(d.from)} entzogen (R §4.1, §4.2)`,
    `${s(d.to)} attacked ${s(d.from)} at ${s(d.at)} (${named(HOW, d.how, 'en')}): ${(d.rights as string[]).map((r) => named(RIGHT, r, 'en')).join(' and ')} of ${s(d.from)} withdrawn (R §4.1, §4.2)`,
  ],
  deposit: (d, l) => [`Heer ${s(d.army)} lagert ${num(Number(d.gold), l)} GS besondere Einnahmen in ${s(d.at)} ein`, `Army ${s(d.army)} deposits ${num(Number(d.gold), l)} GS of special income at ${s(d.at)}`],
  delocalise: (d, l) => [`${num(Number(d.gold), l)} GS besondere Einnahmen aus ${s(d.at)} in den Reichsschatz delokalisiert`, `${num(Number(d.gold), l)} GS of special income at ${s(d.at)} delocalised into the treasury`],
  handOver: (d, l) => [`Heer ${s(d.from)} übergibt ${num(Number(d.commanders), l)} HF an Heer ${s(d.to)}`, `Army ${s(d.from)} hands ${num(Number(d.commanders), l)} HF to army ${s(d.to)}`],
  mount: (d, l) => [`${num(Number(d.count), l)} Krieger von Heer ${s(d.army)} sitzen auf (Heer ${s(d.newArmy)})`, `${num(Number(d.count), l)} warriors of army ${s(d.army)} mount (army ${s(d.newArmy)})`],
  dismount: (d, l) => [`${num(Number(d.count), l)} Reiter von Heer ${s(d.army)} sitzen ab (Heer ${s(d.newArmy)})`, `${num(Number(d.count), l)} riders of army ${s(d.army)} dismount (army ${s(d.newArmy)})`],
  mountsLost: (d, l) => [`Heer ${s(d.army)} in ${s(d.at)} verliert ${counted(Number(d.P), 'de', ['Reittier', 'Reittiere'], ['mount', 'mounts'])} ohne Krieger am Zügel (R §1.1.2)`, `Army ${s(d.army)} at ${s(d.at)} loses ${num(Number(d.P), l)} mounts without warriors to lead them (R §1.1.2)`],
  capitalMoveCost: (d, l) => [`Hauptstadtverlegung bezahlt: ${num(Number(d.cost), l)} GS`, `Capital move paid: ${num(Number(d.cost), l)} GS`],
  landGiven: (d) => [`${s(d.from)} schenkt ${s(d.to)} die Gemark ${s(d.at)}`, `${s(d.from)} gives the hex ${s(d.at)} to ${s(d.to)}`],
  crewWithdrawn: (d, l) => [`Die Besatzung des Walls in ${s(d.at)} (${s(d.side)}) geht in Heer ${s(d.army)}: ${num(Number(d.K), l)} K, ${num(Number(d.HF), l)} HF`, `The crew of the wall at ${s(d.at)} (${s(d.side)}) joins army ${s(d.army)}: ${num(Number(d.K), l)} K, ${num(Number(d.HF), l)} HF`],
  wallDecayed: (d) => [`Der Wall von ${s(d.owner)} in ${s(d.at)} (${s(d.side)}) ist ohne Besatzung verfallen`, `The wall of ${s(d.owner)} at ${s(d.at)} (${s(d.side)}) decayed without its crew`],
  magicWallFalls: (d) => [`Die magische Wand in ${s(d.at)} (${s(d.side)}) zerfällt`, `The magic wall at ${s(d.at)} (${s(d.side)}) falls`],
  magicWallRaised: (d, l) => [`${s(d.name)} errichtet von ${s(d.from)} aus ${wallsOn(d.walls, 'de')} für ${num(Number(d.zkp), l, 1)} ZKP (verbleiben ${num(Number(d.zkpLeft), l, 1)}); sie ${(d.walls as unknown[]).length === 1 ? 'steht' : 'stehen'} bis zum Beginn des nächsten eigenen Zuges`, `${s(d.name)} raises from ${s(d.from)} ${wallsOn(d.walls, 'en')} for ${num(Number(d.zkp), l, 1)} ZKP (${num(Number(d.zkpLeft), l, 1)} left); standing until the realm's next turn begins`],
  tearDownSpoken: (d, l) => [`${s(d.name)} reißt von ${s(d.from)} aus auf ${sideList(d.sides)} magische Wände ein, für ${num(Number(d.zkp), l, 1)} ZKP (verbleiben ${num(Number(d.zkpLeft), l, 1)}); ob dort Wände standen, bleibt unsichtbar`, `${s(d.name)} tears down magic walls on ${sideList(d.sides)} from ${s(d.from)} for ${num(Number(d.zkp), l, 1)} ZKP (${num(Number(d.zkpLeft), l, 1)} left); whether walls stood there stays invisible`],
  magicWallTornDown: (d) => [`Die magische Wand in ${s(d.at)} (${s(d.side)}) wurde eingerissen`, `The magic wall at ${s(d.at)} (${s(d.side)}) was torn down`],
  banishSpoken: (d, l) => [`${s(d.name)} bannt von ${s(d.from)} aus in ${s(d.at)} für ${num(Number(d.zkp), l, 1)} ZKP (verbleiben ${num(Number(d.zkpLeft), l, 1)}): bis zu ${num(Number(d.rp), l)} RP gegnerischer Truppen, wenn kein verlorenes Zauberduell es verhindert`, `${s(d.name)} banishes from ${s(d.from)} at ${s(d.at)} for ${num(Number(d.zkp), l, 1)} ZKP (${num(Number(d.zkpLeft), l, 1)} left): up to ${num(Number(d.rp), l)} RP of hostile troops unless a lost wizard duel prevents it`],
  banished: (d, l) => {
    const list = (d.armies as readonly { army: number; units: Record<string, number> }[]).map((a) => `${l === 'de' ? 'Heer' : 'army'} ${a.army}: ${units(a.units, l)}`).join('; ');
    return [`In ${s(d.at)} wurden ${num(Number(d.troops), l)} eigene Truppen gebannt (${list}); sie können bis zum Ende dieses Zuges nicht kämpfen`, `At ${s(d.at)} ${num(Number(d.troops), l)} own troops were banished (${list}); they cannot fight until the end of this turn`];
  },
  banishedTaken: (d, l) => [`Die gebannten Truppen von Heer ${s(d.army)} (${s(d.realm)}) in ${s(d.at)} waren wehrlos und wurden ${d.destroyed === true ? 'vernichtet' : 'gefangen genommen'}: ${units(d.units, l)}`, `The banished troops of army ${s(d.army)} (${s(d.realm)}) at ${s(d.at)} were defenceless and ${d.destroyed === true ? 'destroyed' : 'captured'}: ${units(d.units, l)}`],
  teleportUnitsSpoken: (d, l) => [`${s(d.name)} teleportiert mit Heer ${s(d.armies)} (${num(Number(d.rp), l)} RP) von ${s(d.from)} nach ${s(d.to)}, für ${num(Number(d.zkp), l, 1)} ZKP (verbleiben ${num(Number(d.zkpLeft), l, 1)}), nach den Zauberduellen`, `${s(d.name)} teleports with army ${s(d.armies)} (${num(Number(d.rp), l)} RP) from ${s(d.from)} to ${s(d.to)} for ${num(Number(d.zkp), l, 1)} ZKP (${num(Number(d.zkpLeft), l, 1)} left), after the wizard duels`],
  teleportedWithUnits: (d) => [`${s(d.name)} und Heer ${s(d.armies)} erscheinen in ${s(d.to)} (von ${s(d.from)})`, `${s(d.name)} and army ${s(d.armies)} appear at ${s(d.to)} (from ${s(d.from)})`],
  spellVoid: (d) => [`${s(d.name ?? d.wizard)} hat ein Zauberduell verloren: der Spruch auf ${s(d.at)} ist gewirkt, bleibt aber ohne Wirkung`, `${s(d.name ?? d.wizard)} lost a wizard duel: the spell on ${s(d.at)} is spoken but has no effect`],
  refused: (d) => [`Befehl abgelehnt (${orderPlace(d as { line?: number; path?: string }, 'de')}): ${s(d.message)}`, `Order refused (${orderPlace(d as { line?: number; path?: string }, 'en')}): ${s(d.messageEn ?? d.message)}`],
  turnRejected: (d) => [`Der Spielzug konnte nicht gelesen werden: ${s((d.problems as { message: string }[]).map((p) => p.message))}`, `The turn could not be read: ${s((d.problems as { message: string }[]).map((p) => p.message))}`],
  calendar: (d) => [`Der nächste Monat ist Monat ${s(d.turn)}`, `The next month is month ${s(d.turn)}`],
  moved: (d) => {
    // Where and why the move ended early or in a fight; records before P-120 hold only the German reason.
    const stop = d.stop as Data | undefined;
    const why = stop === undefined ? ['', ''] : [` (${s(stop.message)})`, ` (${s(stop.messageEn ?? stop.message)})`];
    return d.figure === undefined
      ? [`Heer ${s(d.army)} zieht ${s(d.from)} → ${s(d.to)}${why[0]}`, `Army ${s(d.army)} moves ${s(d.from)} → ${s(d.to)}${why[1]}`]
      : [`${s(d.name ?? d.figure)} zieht allein ${s(d.from)} → ${s(d.to)}${why[0]}`, `${s(d.name ?? d.figure)} moves alone ${s(d.from)} → ${s(d.to)}${why[1]}`];
  },
  cargo: (d, l) => [`Ladung von Heer ${s(d.from)} an Heer ${s(d.to)}: ${num(Number(d.gold), l)} GS, ${counted(Number(d.prisoners), 'de', PRISONERS.de, PRISONERS.en)}`, `Cargo from army ${s(d.from)} to army ${s(d.to)}: ${num(Number(d.gold), l)} GS, ${counted(Number(d.prisoners), 'en', PRISONERS.de, PRISONERS.en)}`],
  dump: (d, l) => [`Heer ${s(d.army)} wirft ${num(Number(d.gold), l)} GS ab; sie sind unwiederbringlich verloren`, `Army ${s(d.army)} throws away ${num(Number(d.gold), l)} GS, lost for good`],
  characterCombatAt: (d) => [`${d.knights ? 'Ritter- und Charakterkampf' : 'Charakterkampf'} in ${s(d.at)}: ${s(d.attacker)} gegen ${s(d.defender)}`, `${d.knights ? 'Knights’ and character combat' : 'Character combat'} at ${s(d.at)}: ${s(d.attacker)} against ${s(d.defender)}`],
  characterCombat: (d) => {
    const fighters = (lang: Lang) => (d.fighters as { id: string; name?: string; gp: number; gpAfter: number; meleeGp: number; died: boolean }[]).map((f) => `${f.name ?? f.id} ${num(f.gp, lang, 1)} → ${num(f.gpAfter, lang, 1)} GP${f.died ? ' †' : ''}`).join('; ');
    return [`Charakterkampf in ${s(d.at)} gegen ${s(d.opponent)}: ${fighters('de')}`, `Character combat at ${s(d.at)} against ${s(d.opponent)}: ${fighters('en')}`];
  },
  rearguard: (d) => {
    const figures = (d.figures as { id: string; name?: string; status: string; reason: { de: string; en: string } }[]);
    return [`Rückzugsgefecht in ${s(d.at)}: ${figures.map((f) => `${f.name ?? f.id}: ${f.reason.de}`).join('; ')}`, `Rearguard fight at ${s(d.at)}: ${figures.map((f) => `${f.name ?? f.id}: ${f.reason.en}`).join('; ')}`];
  },
  wizardDuelAt: (d) => [`Zauberduell in ${s(d.at)}: ${s(d.attacker)} gegen ${s(d.defender)}`, `Wizard duel at ${s(d.at)}: ${s(d.attacker)} against ${s(d.defender)}`],
  wizardDuel: (d) => {
    const wizards = d.wizards as { id: string; name?: string; gp: number; gpAfter: number; died: boolean; thrownBack?: boolean }[];
    const line = (lang: 'de' | 'en') =>
      wizards.map((w) => `${w.name ?? w.id} ${num(w.gp, lang, 1)} → ${num(w.gpAfter, lang, 1)} GP${w.died ? ' †' : w.thrownBack ? (lang === 'de' ? ', in die Hauptstadt zurückgeschleudert' : ', thrown back to the capital') : ''}`).join('; ');
    return [`Zauberduell in ${s(d.at)} gegen ${s(d.opponent)}: ${line('de')}`, `Wizard duel at ${s(d.at)} against ${s(d.opponent)}: ${line('en')}`];
  },
  wallOvercome: (d) => [`Wall ${s(d.at)} ${s(d.side)} von ${s(d.owner)} überwunden; ohne Besatzung verfällt er`, `Wall ${s(d.at)} ${s(d.side)} of ${s(d.owner)} overcome; without its crew it decays`],
  retreatChoice: (d) => {
    const reason = d.reason as { de: string; en: string };
    return d.used
      ? [`${s(d.name ?? d.figure)} zieht sich wie befohlen von ${s(d.at)} nach ${s(d.to)} zurück`, `${s(d.name ?? d.figure)} retreats from ${s(d.at)} to ${s(d.to)} as ordered`]
      : [`RUECKZUG ${s(d.figure)} NACH ${s(d.wanted)} nicht möglich (${reason.de}); Rückzug nach ${s(d.to)}`, `RETREAT ${s(d.figure)} TO ${s(d.wanted)} not possible (${reason.en}); retreats to ${s(d.to)}`];
  },
  pairingOrder: (d) => {
    const reason = d.reason as { de: string; en: string };
    const where = d.at === undefined ? ['', ''] : [` in ${s(d.at)}`, ` at ${s(d.at)}`];
    // The order as the realm wrote it, quoted: its ids are the player's own words.
    return [`„KAMPF ${s(d.fighter)} GEGEN ${s(d.opponent)}“${where[0]}: ${d.used ? '' : 'nicht angewandt – '}${reason.de}`, `“FIGHT ${s(d.fighter)} AGAINST ${s(d.opponent)}”${where[1]}: ${d.used ? '' : 'not applied – '}${reason.en}`];
  },
};

export function eventLine(code: string, data: Data, lang: Lang): string {
  const line = LINES[code];
  if (line === undefined) return `${code}: ${JSON.stringify(data)}`;
  return line(data, lang)[lang === 'de' ? 0 : 1];
}
