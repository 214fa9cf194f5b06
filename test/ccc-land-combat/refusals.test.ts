import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { InputError, type Problem } from '../../src/kernel/problems.js';
import { runCombat } from '../../src/games/ccc-land-combat/autoplay.js';
import type { Choices, CombatFile } from '../../src/games/ccc-land-combat/combat-file.js';
import { SAMPLE_TABLES, checkTables, type Tables } from '../../src/games/ccc-land-combat/data/tables.js';
import { currentSlot, seatToMove } from '../../src/games/ccc-land-combat/flow.js';
import { cccRules } from '../../src/games/ccc-land-combat/ruleset.js';
import type { CccCommand, CccState } from '../../src/games/ccc-land-combat/state.js';
import { alike } from './alike.js';
import { LANGS, NATION_NAMES, NATIVES, type Lang } from '../../src/games/ccc-land-combat/words.js';

type Json = Record<string, unknown> & CombatFile;
const example = (name: string): Json => JSON.parse(readFileSync(`examples/ccc-land-combat/${name}.json`, 'utf8')) as Json;
const assault = (): Json => example('colony-assault');
const natives = (): Json => example('natives-attack');

/** The problems setup finds in a combat file (its form and the rules of 6.6.3). */
function fileProblems(combat: Json): readonly Problem[] {
  try {
    cccRules.setup({ combat }, new SeededDice(0));
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
  return [];
}

/** The colony assault played with its choices up to the first state `at` holds. */
function stateAt(at: (s: CccState) => boolean, combat: Json = assault(), choices?: Choices): CccState {
  return runCombat({ combat }, choices ?? (combat.choices as Choices), new SeededDice(3), at).state;
}

/** What the rules say to `command` in `state`, from the seat to move (or `seat`). */
const refused = (state: CccState, command: CccCommand, seat?: string): readonly Problem[] => cccRules.check(state, seat ?? (seatToMove(state) as string), command);
const declaring = (): CccState => stateAt(() => true);
const declare = (c: Partial<Extract<CccCommand, { type: 'declare' }>>): CccCommand => ({ type: 'declare', commander: 'cortes', land: {}, bombard: [], ...c });
/** The attacker's card window of `step`, no card played before it. */
const cardsAt = (step: number): CccState => {
  const combat = assault();
  return stateAt((s) => currentSlot(s).kind === 'cards' && currentSlot(s).step === step && currentSlot(s).side === 'attacker', combat, { ...combat.choices, cards: {} });
};
const escadre = { id: 'escadre', name: 'Escadre du Levant', nation: 'france', ships: ['frigate'], units: [{ id: 'f-inf-7', type: 'infantry' }] };

function badTables(change: (t: Tables) => void): readonly Problem[] {
  const tables = structuredClone(SAMPLE_TABLES);
  change(tables);
  return checkTables(tables);
}

interface Case {
  name: string;
  code: string;
  problems: () => readonly Problem[];
  /** Names the refusal must hold in each language (besides no raw id). */
  names?: Partial<Record<Lang, string[]>>;
}

/** A bad combat file or a bad choice for every refusal of refusals.ts that a file, a player or a tables file can provoke. */
const CASES: Case[] = [
  // The combat file (combat-file.ts)
  { name: 'a nation not in nations', code: 'unknown-nation', problems: () => fileProblems({ ...assault(), hostilities: [['france', 'spain'], ['france', 'sweden']] }) },
  { name: 'an id used twice', code: 'duplicate', problems: () => { const f = assault(); (f.avatars[1] as Json['avatars'][number]).units[0]!.id = 'f-inf-1'; return fileProblems(f); } },
  { name: 'an unknown unit type', code: 'unknown-unit', problems: () => { const f = assault(); f.avatars[0]!.units[2]!.type = 'dragoons'; return fileProblems(f); }, names: { nl: ['infanterie', 'cavalerie'], fr: ['infanterie', 'cavalerie'] } },
  { name: 'a native unit in a nation\'s army', code: 'wrong-unit', problems: () => { const f = assault(); f.avatars[0]!.units[2]!.type = 'warriors'; return fileProblems(f); }, names: { nl: ['inheemse krijgers'], fr: ['guerriers autochtones'] } },
  { name: 'a European unit in a native army', code: 'wrong-unit', problems: () => { const f = natives(); f.natives!.armies[0]!.units[0]!.type = 'infantry'; return fileProblems(f); }, names: { nl: ['infanterie'], fr: ['infanterie'] } },
  { name: 'garrison troops in an army', code: 'colony-unit', problems: () => { const f = assault(); f.avatars[0]!.units[0]!.type = 'garrison'; return fileProblems(f); }, names: { nl: ['garnizoenstroepen'], fr: ['troupes de garnison'] } },
  { name: 'native cavalry before the first win', code: 'native-cavalry', problems: () => { const f = natives(); f.natives!.armies[0]!.units[0]!.type = 'native-cavalry'; return fileProblems(f); } },
  { name: '"natives" as a nation', code: 'reserved', problems: () => { const f = assault(); f.nations[NATIVES] = { cards: [], advisors: [], glory: 0 }; return fileProblems(f); } },
  { name: 'an unknown card', code: 'unknown-card', problems: () => { const f = assault(); f.nations.france!.cards.push('letter-of-marque'); return fileProblems(f); } },
  { name: 'a nation allied with itself', code: 'self', problems: () => fileProblems({ ...assault(), alliances: [['spain', 'spain']] }) },
  { name: 'a nation hostile to itself', code: 'self', problems: () => fileProblems({ ...assault(), hostilities: [['france', 'spain'], ['spain', 'spain']] }) },
  { name: 'allies hostile as well', code: 'allied-and-hostile', problems: () => fileProblems({ ...assault(), hostilities: [['france', 'spain'], ['spain', 'england']] }), names: { nl: ['Spanje', 'Engeland'], fr: ['Espagne', 'Angleterre'] } },
  { name: 'a colony owned by another nation than the control marker', code: 'colony-owner', problems: () => { const f = assault(); f.landArea.colony!.owner = 'france'; return fileProblems(f); }, names: { nl: ['Spanje'], fr: ['Espagne'] } },
  { name: 'an unknown ship type', code: 'unknown-ship', problems: () => { const f = assault(); f.fleets[0]!.ships.push('junk'); return fileProblems(f); }, names: { nl: ['galjoen', 'fregat'], fr: ['galion', 'frégate'] } },
  { name: 'a leader on a fleet not in the file', code: 'unknown-fleet', problems: () => { const f = assault(); f.avatars[3]!.embarked = 'flotilla'; return fileProblems(f); } },
  { name: 'a leader on another nation\'s fleet', code: 'foreign-fleet', problems: () => { const f = assault(); f.avatars[4]!.embarked = 'armada'; return fileProblems(f); }, names: { nl: ['Drake', 'Engeland', 'Armada de Barlovento', 'Spanje'], fr: ['Drake', 'Angleterre', 'Armada de Barlovento', 'Espagne'] } },
  { name: 'natives attack without natives', code: 'no-natives', problems: () => fileProblems({ ...natives(), natives: null }) },
  { name: 'natives attack without a failed action', code: 'no-trigger', problems: () => { const f = natives(); delete f.attacker.trigger; return fileProblems(f); } },
  { name: 'natives attack another nation than the one that failed', code: 'wrong-defender', problems: () => { const f = natives(); f.nations.spain = { cards: [], advisors: [], glory: 3 }; f.attacker.trigger = { action: 'COL DR', nation: 'spain' }; return fileProblems(f); }, names: { nl: ['Spanje'], fr: ['Espagne'] } },
  { name: 'natives attack with an avatar', code: 'native-leader', problems: () => { const f = natives(); f.attacker.avatar = 'raleigh'; return fileProblems(f); } },
  { name: 'a nation attacks after a failed action', code: 'trigger', problems: () => { const f = assault(); f.attacker.trigger = { action: 'COL DR', nation: 'spain' }; return fileProblems(f); } },
  { name: 'no attacking leader', code: 'attacking-leader', problems: () => { const f = assault(); delete f.attacker.avatar; return fileProblems(f); } },
  { name: 'an attacking avatar not in the file', code: 'unknown-avatar', problems: () => { const f = assault(); f.attacker.avatar = 'morgan'; return fileProblems(f); } },
  { name: 'an attacking avatar of another nation', code: 'foreign-avatar', problems: () => { const f = assault(); f.attacker.avatar = 'velazquez'; return fileProblems(f); }, names: { nl: ['Velázquez', 'Spanje', 'Frankrijk'], fr: ['Velázquez', 'Espagne', 'France'] } },
  { name: 'an attacking avatar on a fleet', code: 'embarked-attacker', problems: () => { const f = assault(); f.fleets.push(escadre); f.avatars.push({ id: 'tourville', name: 'Tourville', nation: 'france', factor: 2, embarked: 'escadre', carrying: [], units: [] }); f.attacker.avatar = 'tourville'; return fileProblems(f); }, names: { nl: ['Tourville'], fr: ['Tourville'] } },
  { name: 'an attacking fleet of another nation', code: 'foreign-fleet', problems: () => fileProblems({ ...assault(), attacker: { side: 'france', fleet: 'armada' } }), names: { nl: ['Armada de Barlovento', 'Spanje', 'Frankrijk'], fr: ['Armada de Barlovento', 'Espagne', 'France'] } },
  { name: 'a defender who does not own the area', code: 'wrong-defender', problems: () => fileProblems({ ...assault(), defender: 'england' }), names: { nl: ['Spanje'], fr: ['Espagne'] } },
  { name: 'a nation defends an area without a control marker', code: 'wrong-defender', problems: () => { const f = assault(); f.landArea.controlMarker = null; f.landArea.colony = null; return fileProblems(f); } },
  { name: 'natives defend without natives', code: 'no-natives', problems: () => { const f = assault(); f.landArea.controlMarker = null; f.landArea.colony = null; f.defender = NATIVES; return fileProblems(f); } },
  { name: 'a nation attacks itself', code: 'same-side', problems: () => fileProblems({ ...assault(), attacker: { side: 'spain', avatar: 'velazquez' } }) },
  { name: 'nations not hostile', code: 'not-hostile', problems: () => fileProblems({ ...assault(), hostilities: [] }), names: { nl: ['Frankrijk', 'Spanje'], fr: ['France', 'Espagne'] } },
  // Choices and commands (resolve.ts)
  { name: 'no commander named among several', code: 'commander-required', problems: () => refused(declaring(), declare({ commander: null })) },
  { name: 'an unknown commander', code: 'unknown-avatar', problems: () => refused(declaring(), declare({ commander: 'morgan' })) },
  { name: 'an embarked commander', code: 'embarked-leader', problems: () => refused(declaring(), declare({ commander: 'pizarro' })), names: { nl: ['Pizarro'], fr: ['Pizarro'] } },
  { name: 'the attacker\'s avatar as commander', code: 'not-eligible', problems: () => refused(declaring(), declare({ commander: 'duquesne' })), names: { nl: ['Duquesne'], fr: ['Duquesne'] } },
  { name: 'an ally commands without consent', code: 'no-consent', problems: () => refused(declaring(), declare({ commander: 'drake' })), names: { nl: ['Drake'], fr: ['Drake'] } },
  { name: 'landing from an unknown fleet', code: 'unknown-fleet', problems: () => refused(declaring(), declare({ land: { flotilla: [] } })) },
  { name: 'the attacker\'s fleet lands for the defender', code: 'no-landing', problems: () => { const f = assault(); f.fleets.push(escadre); return refused(stateAt(() => true, f), declare({ land: { escadre: ['f-inf-7'] } })); } },
  { name: 'landing a leader', code: 'leader-landing', problems: () => refused(declaring(), declare({ land: { armada: ['pizarro'] } })) },
  { name: 'landing a unit the fleet does not carry', code: 'unknown-unit', problems: () => refused(declaring(), declare({ land: { armada: ['s-inf-1'] } })), names: { nl: ['Armada de Barlovento'], fr: ['Armada de Barlovento'] } },
  { name: 'landing a unit twice', code: 'duplicate', problems: () => refused(declaring(), declare({ land: { armada: ['s-inf-9', 's-inf-9'] } })), names: { nl: ['infanterie'], fr: ['infanterie'] } },
  { name: 'the attacker\'s fleet bombards for the defender', code: 'no-bombard', problems: () => { const f = assault(); f.fleets.push(escadre); return refused(stateAt(() => true, f), declare({ bombard: ['escadre'] })); }, names: { nl: ['Escadre du Levant'], fr: ['Escadre du Levant'] } },
  { name: 'the attacker declares for the defender', code: 'not-your-turn', problems: () => refused(declaring(), declare({}), 'attacker') },
  { name: 'a roll at the declaration', code: 'wrong-command', problems: () => refused(declaring(), { type: 'roll' }) },
  { name: 'a command after the end', code: 'not-your-turn', problems: () => { const s = stateAt(() => false); return cccRules.check(s, 'attacker', { type: 'roll' }); } },
  { name: 'a card not in the hand', code: 'not-in-hand', problems: () => refused(cardsAt(1), { type: 'cards', cards: ['storm'] }), names: { nl: ['Storm op zee', 'Frankrijk'], fr: ['Tempête en mer', 'France'] } },
  { name: 'a card played twice', code: 'duplicate', problems: () => refused(cardsAt(1), { type: 'cards', cards: ['veteran-officers', 'veteran-officers'] }), names: { nl: ['Ervaren officieren'], fr: ['Officiers vétérans'] } },
  { name: 'a red card', code: 'red-card', problems: () => refused(cardsAt(1), { type: 'cards', cards: ['royal-decree'] }), names: { nl: ['Koninklijk besluit'], fr: ['Décret royal'] } },
  { name: 'a reaction card before step 4', code: 'reaction-too-early', problems: () => refused(cardsAt(1), { type: 'cards', cards: ['ambush'] }), names: { nl: ['Hinderlaag'], fr: ['Embuscade'] } },
  { name: 'a card that is no reaction after step 3', code: 'only-reactions', problems: () => refused(cardsAt(4), { type: 'cards', cards: ['veteran-officers'] }), names: { nl: ['Ervaren officieren'], fr: ['Officiers vétérans'] } },
  { name: 'a card that does not affect this combat', code: 'no-impact', problems: () => { const f = assault(); f.nations.france!.cards.push('native-guides'); return refused(stateAt((s) => currentSlot(s).kind === 'cards', f), { type: 'cards', cards: ['native-guides'] }); }, names: { nl: ['Inheemse gidsen'], fr: ['Guides autochtones'] } },
  { name: 'embarking as a free action', code: 'no-embark', problems: () => refused(stateAt((s) => currentSlot(s).kind === 'free'), { type: 'free-action', action: 'embark' }) },
  { name: 'an unknown free action', code: 'unknown-action', problems: () => refused(stateAt((s) => currentSlot(s).kind === 'free'), { type: 'free-action', action: 'pray' }), names: { nl: ['rekruteren', 'handeldrijven'], fr: ['recruter', 'commercer'] } },
  { name: 'a free action taken twice', code: 'already-taken', problems: () => refused(stateAt((s) => currentSlot(s).kind === 'free' && s.freeActions.length === 1), { type: 'free-action', action: 'recruit' }), names: { nl: ['rekruteren'], fr: ['recruter'] } },
  { name: 'a retreat where the rules allow none', code: 'no-retreat-there', problems: () => refused(stateAt((s) => currentSlot(s).kind === 'retreat'), { type: 'retreat', to: 'jaragua' }), names: { nl: ['Jaragua', 'Tortuga'], fr: ['Jaragua', 'Tortuga'] } },
  // The tables file (data/tables.ts)
  { name: 'the first row of results not open', code: 'results-gap', problems: () => badTables((t) => void (t.results[0]!.from = -20)) },
  { name: 'a gap between rows', code: 'results-gap', problems: () => badTables((t) => void (t.results[1]!.from = -5)) },
  { name: 'a row the wrong way round', code: 'results-order', problems: () => badTables((t) => void (t.results[2]!.from = 2)) },
  { name: 'the last row not open', code: 'results-gap', problems: () => badTables((t) => void (t.results.at(-1)!.to = 20)) },
  { name: 'garrison troops missing', code: 'missing-unit', problems: () => badTables((t) => void delete t.units.garrison) },
  { name: 'royal regiments attack', code: 'royal-attacks', problems: () => badTables((t) => void (t.units['royal-regiment']!.af = 1)) },
  { name: 'a loss order with an unknown type', code: 'unknown-unit', problems: () => badTables((t) => void t.lossOrder.push('dragoons')) },
  { name: 'a loss order naming a type twice', code: 'duplicate', problems: () => badTables((t) => void t.lossOrder.push('infantry')) },
  { name: 'a loss order missing a type', code: 'loss-order', problems: () => badTables((t) => void t.lossOrder.pop()) },
  { name: 'a card id twice', code: 'duplicate', problems: () => badTables((t) => void t.cards.push(t.cards[0]!)) },
];

/** Every id a refusal might leak: the example files' nations, leaders, fleets, units, areas; the tables' keys (their English ids, outside English). */
function rawIds(lang: Lang): Set<string> {
  const ids = new Set<string>();
  for (const f of [assault(), natives(), example('overrun')]) {
    for (const n of Object.keys(f.nations)) ids.add(n);
    for (const a of f.avatars) [a.id, ...a.units.map((u) => u.id)].forEach((i) => ids.add(i));
    for (const fl of f.fleets) [fl.id, ...fl.units.map((u) => u.id)].forEach((i) => ids.add(i));
    for (const a of f.natives?.armies ?? []) [a.id, ...a.units.map((u) => u.id)].forEach((i) => ids.add(i));
    [f.landArea.id, ...f.landArea.adjacent.map((a) => a.id)].forEach((i) => ids.add(i));
  }
  ['tourville', 'escadre', 'flotilla', 'f-inf-7', 'sweden', 'morgan', 'pizarro'].forEach((i) => ids.add(i));
  for (const c of SAMPLE_TABLES.cards) ids.add(c.id);
  if (lang !== 'en') {
    ids.add(NATIVES);
    for (const a of SAMPLE_TABLES.freeActions) ids.add(a.id);
    for (const k of [...Object.keys(SAMPLE_TABLES.units), ...Object.keys(SAMPLE_TABLES.ships)]) ids.add(k);
  }
  // Spelt alike: the French sloop, the English word "natives".
  if (lang === 'fr') ids.delete('sloop');
  return ids;
}

/** A refusal without what it quotes as the input wrote it (an id that is not there, the ids a file may write instead) and without the JSON paths it names. */
const unquoted = (text: string): string => text.replace(/"[^"]*"|„[^“]*“|« [^»]* »/g, ' ').replace(/\b[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+\b/g, ' ');
/** The names of the example files and of the nations, longest first: written alike in every language. */
const NAMES = [
  ...[assault(), natives(), example('overrun')].flatMap((f) => [...f.avatars.map((a) => a.name), ...f.fleets.map((fl) => fl.name), f.landArea.name, ...f.landArea.adjacent.map((a) => a.name), f.natives?.name ?? '']),
  'Tourville', 'Escadre du Levant',
  ...Object.values(NATION_NAMES).flatMap((n) => Object.values(n)),
].filter((n) => n !== '').sort((a, b) => b.length - a.length);
const unnamed = (text: string): string => NAMES.reduce((t, n) => t.replaceAll(n, ' '), text);
const tokens = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];

/** The keys and values of the files a refusal names as written, in every language. */
const CODE = ['lc', 'dr', 'json', 'cards', 'null', 'af', 'from', 'to', 'id', 'nations', 'avatars', 'fleets', 'units', 'hostilities', 'alliances', 'allyconsents'];

const ALL = CASES.map((c) => ({ ...c, found: c.problems() }));

describe('CCC land combat refusals in English, German, Dutch and French (issue 45)', () => {
  it('each bad file, tables file or choice provokes the refusal it is meant to', () => {
    const missing = ALL.filter((c) => !c.found.some((p) => p.code === c.code)).map((c) => `${c.name}: ${c.code} not among ${JSON.stringify(c.found.map((p) => p.code))}`);
    expect(missing).toEqual([]);
  });

  it('every refusal exists in every language, non-empty, and Dutch and French are their own words, not English or German', () => {
    const bad: string[] = [];
    for (const c of ALL) {
      for (const p of c.found) {
        const t = p.texts ?? {};
        for (const lang of LANGS) if ((t[lang] ?? '').trim() === '' || /undefined|\[object/.test(t[lang] ?? '')) bad.push(`${c.name} (${p.code}): ${lang} is "${t[lang] ?? ''}"`);
        for (const lang of ['nl', 'fr'] as const) for (const other of ['en', 'de'] as const) if (t[lang] === t[other]) bad.push(`${c.name} (${p.code}): ${lang} as ${other}: "${t[lang] ?? ''}"`);
        if (p.message !== t.en) bad.push(`${c.name} (${p.code}): the message is not the English text`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('refusals name nations, leaders, fleets, units, cards and actions by name in each language, never by id', () => {
    const bad: string[] = [];
    for (const lang of LANGS) {
      const ids = rawIds(lang);
      for (const c of ALL) {
        const texts = c.found.filter((p) => p.code === c.code).map((p) => p.texts?.[lang] ?? '');
        for (const text of texts) for (const w of tokens(unquoted(text))) if (ids.has(w)) bad.push(`${c.name} (${lang}): raw id "${w}" in "${text}"`);
        for (const name of c.names?.[lang] ?? []) if (!texts.some((t) => t.includes(name))) bad.push(`${c.name} (${lang}): "${name}" missing in ${JSON.stringify(texts)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('Dutch and French refusals hold no English or German word, and no Dutch or French word the other way round', () => {
    const words = (lang: Lang): Set<string> => new Set(ALL.flatMap((c) => c.found.flatMap((p) => tokens(unnamed(unquoted(p.texts?.[lang] ?? ''))).filter((w) => /\p{L}/u.test(w)).map((w) => w.toLowerCase()))));
    const vocab = Object.fromEntries(LANGS.map((l) => [l, words(l)])) as Record<Lang, Set<string>>;
    const bad: string[] = [];
    for (const lang of LANGS) {
      for (const other of LANGS) {
        if (other === lang) continue;
        const same = new Set([...CODE, ...alike(lang, other)]);
        for (const w of vocab[lang]) if (vocab[other].has(w) && !same.has(w)) bad.push(`${lang} uses "${w}" of ${other}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the scans can fail: an id, an English word in a Dutch refusal is found', () => {
    const ids = rawIds('nl');
    expect(tokens(unquoted('Cortés is aan boord van armada: "cortes" kan niet, spain (natives.cavalry)')).filter((w) => ids.has(w))).toEqual(['armada', 'spain']);
  });
});
