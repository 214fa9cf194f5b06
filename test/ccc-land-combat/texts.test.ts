import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../src/kernel/dice.js';
import { settle } from '../../src/kernel/match.js';
import { chosenCommand, runCombat, type CombatRun } from '../../src/games/ccc-land-combat/autoplay.js';
import { NATIVES, type Choices, type CombatFile } from '../../src/games/ccc-land-combat/combat-file.js';
import { SAMPLE_TABLES } from '../../src/games/ccc-land-combat/data/tables.js';
import { currentSlot, retreatOptions, seatToMove, skillOwner } from '../../src/games/ccc-land-combat/flow.js';
import { commanderCandidates, defendingFleets, landingFleets } from '../../src/games/ccc-land-combat/forces.js';
import { cccRules } from '../../src/games/ccc-land-combat/ruleset.js';
import type { CccCommand, CccEvent, CccOptions, CccState } from '../../src/games/ccc-land-combat/state.js';
import { PURPOSES, nationName, narrate, oddsText, texts, type Lang } from '../../src/games/ccc-land-combat/texts.js';
import { odds } from '../../src/games/ccc-land-combat/odds.js';
import { says } from '../../src/games/ccc-land-combat/refusals.js';
import { LANGS, NATION_NAMES, THING_NAMES } from '../../src/games/ccc-land-combat/words.js';
import { alike } from './alike.js';

type Json = Record<string, unknown>;
const example = (name: string): Json => JSON.parse(readFileSync(`examples/ccc-land-combat/${name}.json`, 'utf8')) as Json;
const rename = (file: Json, from: string, to: string): Json => JSON.parse(JSON.stringify(file).replaceAll(`"${from}"`, `"${to}"`)) as Json;

/** Every kind of land combat the rules know: a colony assault, natives attacking and defending, a fleet attacking, overruns with and without a leader to withdraw, an allied commander, a colony alone, the Netherlands. */
function scenarios(): { name: string; options: CccOptions }[] {
  const assault = example('colony-assault');
  const natives = example('natives-attack');
  const overrun = example('overrun');
  const list: { name: string; options: CccOptions }[] = [
    { name: 'colony assault', options: { combat: assault } },
    { name: 'colony assault, basic game, natives merge strongest', options: { combat: { ...assault, game: 'basic' }, nativesMerge: 'strongest' } },
    { name: 'natives attack', options: { combat: natives } },
    { name: 'natives attack, strongest army, English-only reaction rule', options: { combat: natives, nativesMerge: 'strongest', reactionCards: 'en' } },
    { name: 'overrun', options: { combat: overrun } },
  ];
  // The Netherlands defend (a plural name in both languages), Portugal attacks.
  list.push({ name: 'Dutch colony, Portuguese attack', options: { combat: rename(rename(assault, 'spain', 'netherlands'), 'france', 'portugal') } });
  // A nation no table names: its id made readable.
  list.push({ name: 'an unnamed nation', options: { combat: rename(assault, 'france', 'venice') } });
  // The colony defends itself: no own avatar on land (only the ally Drake may command, with consent).
  const alone = structuredClone(assault) as CombatFile & Json;
  alone.avatars = alone.avatars.filter((a) => a.id !== 'cortes' && a.id !== 'velazquez');
  delete (alone.choices as Choices).commander;
  list.push({ name: 'colony alone or allied commander', options: { combat: alone } });
  // A fleet initiates the combat (it counts as a leader).
  const fleet = structuredClone(assault) as CombatFile & Json;
  fleet.attacker = { side: 'france', fleet: 'escadre' };
  fleet.fleets = [...fleet.fleets, { id: 'escadre', name: 'Escadre du Levant', nation: 'france', ships: ['frigate', 'sloop'], units: [{ id: 'f-inf-7', type: 'infantry' }, { id: 'f-cav-7', type: 'cavalry' }] }];
  list.push({ name: 'fleet attacks', options: { combat: fleet } });
  // A nation attacks natives (no control marker): they defend and retreat at random.
  const againstNatives = structuredClone(natives) as CombatFile & Json;
  againstNatives.attacker = { side: 'england', avatar: 'raleigh' };
  againstNatives.defender = NATIVES;
  list.push({ name: 'natives defend', options: { combat: againstNatives } });
  // Natives attack a fortified colony: they may destroy its expansions and win firearms.
  const colony = structuredClone(natives) as CombatFile & Json;
  colony.landArea = { ...colony.landArea, controlMarker: 'england', colony: { name: 'Kingston', owner: 'england', garrison: 1, royalRegiments: 0, fortification: 'citadel', port: true, navalBase: false, expansions: ['road', 'plantation', 'mine'] } };
  const taino = colony.natives as NonNullable<CombatFile['natives']>;
  colony.natives = { ...taino, firearms: false, armies: [...taino.armies, { id: 'taino-3', units: Array.from({ length: 6 }, (_, i) => ({ id: `t-${10 + i}`, type: 'warriors' })) }] };
  colony.avatars = colony.avatars.map((a) => ({ ...a, units: a.units.slice(0, 1) }));
  list.push({ name: 'natives attack a citadel', options: { combat: colony } });
  // An overrun where the owner's leader stands on land: it withdraws (a choice) or, with nowhere to go, is lost with what it carries.
  const guzman = { id: 'guzman', name: 'Guzmán', nation: 'spain', factor: 1, embarked: null, carrying: ['gold', 'colonists'], units: [] };
  const withLeader = structuredClone(overrun) as CombatFile & Json;
  withLeader.avatars = [...withLeader.avatars, guzman];
  list.push({ name: 'overrun, leader withdraws', options: { combat: withLeader } });
  const trapped = structuredClone(withLeader) as CombatFile & Json;
  trapped.landArea = { ...trapped.landArea, adjacent: [{ id: 'caracas', name: 'Caracas', controlledBy: 'england', colony: true }] };
  trapped.fleets = [];
  trapped.avatars = trapped.avatars.filter((a) => a.embarked === null);
  list.push({ name: 'overrun, leader trapped', options: { combat: trapped } });
  return list;
}

/** A player that takes a random legal decision at each slot (the rule set checks it). */
function randomCommand(state: CccState, pick: SeededDice): CccCommand {
  const slot = currentSlot(state);
  const side = slot.side ?? 'attacker';
  const file = state.file;
  const subset = <T>(items: readonly T[]): T[] => items.filter(() => pick.int(0, 1) === 1);
  const tries: CccCommand[] = [];
  for (let i = 0; i < 12; i += 1) {
    switch (slot.kind) {
      case 'declare': {
        const candidates = [...commanderCandidates(file).map((c) => c.avatar.id), null];
        const commander = candidates[pick.int(0, candidates.length - 1)] ?? null;
        const land: Record<string, string[]> = {};
        for (const id of landingFleets(file)) land[id] = subset(file.fleets.find((f) => f.id === id)?.units.map((u) => u.id) ?? []);
        tries.push({ type: 'declare', commander, allyConsents: pick.int(0, 3) > 0, land, bombard: subset(defendingFleets(file)) });
        break;
      }
      case 'cards':
        tries.push({ type: 'cards', cards: subset(state.hands[skillOwner(state, side) ?? ''] ?? []).slice(0, 2) });
        break;
      case 'free': {
        const actions = state.tables.freeActions.map((a) => a.id);
        const n = pick.int(0, actions.length);
        tries.push(n === actions.length ? { type: 'end-free-actions' } : { type: 'free-action', action: actions[n] as string });
        break;
      }
      case 'charge':
        tries.push({ type: 'charge', announce: pick.int(0, 1) === 1 });
        break;
      case 'siege':
        tries.push({ type: 'siege', announce: pick.int(0, 1) === 1 });
        break;
      case 'roll':
        tries.push({ type: 'roll' });
        break;
      default: {
        const options = retreatOptions(state, side);
        tries.push({ type: 'retreat', to: options[pick.int(0, options.length - 1)] ?? '' });
      }
    }
  }
  const seat = seatToMove(state) as string;
  const legal = tries.find((c) => cccRules.check(state, seat, c).length === 0);
  if (legal !== undefined) return legal;
  if (slot.kind === 'cards') return { type: 'cards', cards: [] };
  if (slot.kind === 'free') return { type: 'end-free-actions' };
  return chosenCommand(state, {}).command;
}

/** The choices of a file that make the CLI's autoplay take exactly `command` at this slot. */
function choicesFor(state: CccState, command: CccCommand): Choices {
  const side = currentSlot(state).side ?? 'attacker';
  switch (command.type) {
    case 'declare':
      return {
        ...(command.commander === null || command.commander === undefined ? {} : { commander: command.commander }),
        ...(command.allyConsents === undefined ? {} : { allyConsents: command.allyConsents }),
        land: command.land ?? {},
        bombard: command.bombard ?? [],
      };
    case 'cards':
      return { cards: { [side]: { [String(currentSlot(state).step)]: command.cards } } };
    case 'free-action':
      return { freeActions: [...state.freeActions, command.action] };
    case 'end-free-actions':
      return { freeActions: [...state.freeActions] };
    case 'charge':
      return { cavalryCharge: { [side]: command.announce } };
    case 'siege':
      return { siegeBonus: command.announce };
    case 'retreat':
      return { retreat: { [side]: command.to } };
    default:
      return {};
  }
}

/** One combat played by the random player from `seed`; every decision is also checked to be one a file's choices can make. */
function randomRun(options: CccOptions, seed: number, reachable: { missed: string[] }): CombatRun {
  const dice = new SeededDice(seed);
  const pick = new SeededDice(seed + 7919);
  const initial = cccRules.setup(options, dice);
  let state = initial;
  const events: { seat: string; command: CccCommand; events: readonly CccEvent[] }[] = [];
  for (let guard = 0; guard < 200; guard += 1) {
    const seat = seatToMove(state);
    if (seat === undefined) break;
    const command = randomCommand(state, pick);
    const viaFile = chosenCommand(state, choicesFor(state, command)).command;
    if (JSON.stringify(viaFile) !== JSON.stringify({ ...command, ...(command.type === 'declare' && command.commander === undefined ? { commander: null } : {}) })) {
      reachable.missed.push(`${JSON.stringify(command)} came out as ${JSON.stringify(viaFile)}`);
    }
    expect(cccRules.check(state, seat, command)).toEqual([]);
    const resolved = settle(cccRules, state, cccRules.resolve(state, seat, command, dice));
    state = resolved.state;
    events.push({ seat, command, events: resolved.events });
  }
  expect(state.end).not.toBeNull();
  return { initial, state, events, rolls: dice.rolls };
}

interface Played {
  name: string;
  run: CombatRun;
}

const reachable = { missed: [] as string[] };
const RUNS: Played[] = scenarios().flatMap(({ name, options }) => [
  { name: `${name} (the file's choices)`, run: runCombat(options, ((options.combat as Json).choices ?? {}) as Choices, new SeededDice(3)) },
  ...Array.from({ length: 12 }, (_, seed) => ({ name: `${name}, seed ${seed}`, run: randomRun(options, seed, reachable) })),
]);

/** What the file's author wrote (names, titles, the failed action): shown as written in both languages, so cut out before looking for words. */
function authored(file: CombatFile): string[] {
  return [
    file.title ?? '',
    file.landArea.name,
    file.landArea.colony?.name ?? '',
    ...file.landArea.adjacent.map((a) => a.name),
    ...file.avatars.map((a) => a.name),
    ...file.fleets.map((f) => f.name),
    file.natives?.name ?? '',
    file.attacker.trigger?.action ?? '',
    ...Object.values(file.nations).map((n) => n.name ?? ''),
  ]
    .filter((s) => s !== '')
    .sort((a, b) => b.length - a.length);
}

/** The program's own words of a narration: without what the file's author wrote, file paths and option names. */
function ownText(text: string, file: CombatFile): string {
  let out = text;
  for (const s of authored(file)) out = out.replaceAll(s, ' ');
  return out.replace(/\S+\/\S+\.md/g, ' ').replace(/--[a-z-]+/g, ' ');
}

const tokens = (text: string): string[] => (text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).filter((w) => /\p{L}/u.test(w));

/** Words of a language spelt as an id of the tables: the Dutch citadel, the French plantation, mine, sloop and jeu expert. */
const SPELT_AS_ID: Readonly<Record<Lang, readonly string[]>> = { en: [], de: [], nl: ['citadel'], fr: ['plantation', 'mine', 'expert', 'sloop'] };

/** Ids of the file and tables: never a word a player reads. English leaves out those that are plain English words shown as such (unit types, modifiers, free actions…). */
function rawIds(file: CombatFile, lang: Lang): Set<string> {
  const english = lang === 'en';
  const ids = new Set<string>([
    ...Object.keys(file.nations),
    ...file.avatars.map((a) => a.id),
    ...file.avatars.flatMap((a) => a.units.map((u) => u.id)),
    ...file.fleets.map((f) => f.id),
    ...file.fleets.map((f) => `fleet:${f.id}`),
    ...file.fleets.flatMap((f) => f.units.map((u) => u.id)),
    ...(file.natives?.armies ?? []).flatMap((a) => [a.id, ...a.units.map((u) => u.id)]),
    file.landArea.id,
    ...file.landArea.adjacent.map((a) => a.id),
    ...SAMPLE_TABLES.cards.map((c) => c.id),
    'garrison-1', 'garrison-2', 'royal-regiment-1', 'royal-regiment-2',
  ]);
  if (!english) {
    for (const id of [
      NATIVES, 'attacker', 'defender', 'won', 'beaten-by-natives', 'bombardment', 'basic', 'veteran', 'expert', 'none', 'fortress', 'citadel', 'road', 'plantation', 'mine', 'gold', 'colonists',
      ...Object.keys(SAMPLE_TABLES.units), ...Object.keys(SAMPLE_TABLES.ships), ...SAMPLE_TABLES.modifiers.map((m) => m.id), ...SAMPLE_TABLES.freeActions.map((a) => a.id),
    ]) ids.add(id);
  } else ids.delete(NATIVES);
  for (const w of SPELT_AS_ID[lang]) ids.delete(w);
  return ids;
}

/**
 * Words both languages write alike, compared in lower case: the rules' abbreviations, names, and words
 * that are German and English at once ("an Land" / "on land", "Regiment", "Nation", "Hand").
 */
const SHARED = new Set(['lc', 'dr', 'af', 'df', 'ccc-10', 'england', 'portugal', 'venice', 'avatar', 'mine', 'gold', 'in', 'an', 'land', 'regiment', 'nation', 'hand']);

/** The odds of each example (a LC DR and an overrun), with the sample-tables note. */
const ODDS = ['colony-assault', 'natives-attack', 'overrun'].map((name) => ({ name: `odds of ${name}`, file: example(name) as CombatFile, odds: odds({ combat: example(name) }, (example(name).choices ?? {}) as Choices) }));

/** Every narration of RUNS and every odds text in `lang`. */
const narrations = (lang: Lang): { name: string; file: CombatFile; text: string }[] => [
  ...RUNS.map(({ name, run }) => ({ name, file: run.state.file, text: narrate(run, lang) })),
  ...ODDS.map((o) => ({ name: o.name, file: o.file, text: oddsText(o.odds, lang, SAMPLE_TABLES) })),
];

const vocabularies = new Map<Lang, Set<string>>();

/** The program's own words in `lang` (lower case), without the words all languages share. */
function vocabulary(lang: Lang): Set<string> {
  const had = vocabularies.get(lang);
  if (had !== undefined) return had;
  const words = new Set<string>();
  vocabularies.set(lang, words);
  for (const n of narrations(lang)) for (const w of tokens(ownText(n.text, n.file))) words.add(w.toLowerCase());
  for (const w of SHARED) words.delete(w);
  return words;
}

describe('CCC land combat narration (issue 45)', () => {
  it('plays every kind of combat: overruns with and without a withdrawal, LC DRs won by either side, natives winning and retreating, fleets kept', () => {
    const ends = RUNS.map((r) => r.run.state);
    expect(ends.filter((s) => s.overrun).length).toBeGreaterThan(10);
    expect(ends.some((s) => s.overrun && s.retreats.some((r) => r.to === null && r.captured.length > 0))).toBe(true);
    expect(ends.some((s) => s.overrun && s.retreats.some((r) => r.to !== null))).toBe(true);
    expect(ends.some((s) => s.lcdr !== null && s.winner === 'attacker')).toBe(true);
    expect(ends.some((s) => s.lcdr !== null && s.winner === 'defender')).toBe(true);
    expect(ends.some((s) => (s.end?.natives?.destroyed.length ?? 0) > 0)).toBe(true);
    expect(ends.some((s) => s.retreats.some((r) => r.roll !== undefined))).toBe(true);
    expect(ends.some((s) => (s.end?.fleetsKept.length ?? 0) > 0)).toBe(true);
    expect(ends.some((s) => s.alliedCommander)).toBe(true);
    expect(ends.some((s) => s.end?.action?.succeeded === false)).toBe(true);
  });

  it('every decision the random player took is one a combat file\'s choices can make (terminal play reaches every legal choice)', () => {
    expect(reachable.missed).toEqual([]);
  });

  it('an overrun tells step 6 in sentences: no extra hits, the attacker stops, the glory point with the new total', () => {
    const run = RUNS.find((r) => r.name === 'overrun (the file\'s choices)')?.run as CombatRun;
    const de = narrate(run, 'de');
    expect(de).toContain('— Schritt 6: Ende des Landkampfes —\nKeine zusätzlichen Treffer: es wurde kein LC DR ausgetragen.\nDer Angreifer (England) beendet seine Bewegung.\nRuhmespunkte für England: +1 (Landkampf gewonnen), neuer Stand 6.\n');
    expect(de).toContain('es verliert die besitzende Nation, Spanien.');
    const en = narrate(run, 'en');
    expect(en).toContain('— Step 6: end of land combat —\nNo extra hits: no LC DR was fought.\nThe attacker (England) stops moving.\nGlory points for England: +1 (won the land combat), now 6.\n');
    expect(en).toContain('the owning nation, Spain, loses.');
  });

  it('says at the start that the tables are a sample, in both languages; owned tables are named instead', () => {
    const run = RUNS[0]?.run as CombatRun;
    expect(narrate(run, 'en').split('\n')[0]).toMatch(/^Note: the tables are a sample, not the published ones/);
    expect(narrate(run, 'de').split('\n')[0]).toMatch(/^Hinweis: Die Tabellen sind ein Beispiel, nicht die veröffentlichten/);
    const owned = { ...run, state: { ...run.state, tables: { ...run.state.tables, sample: false, title: 'House tables' } } };
    expect(narrate(owned, 'de').split('\n')[0]).toBe('Tabellen: House tables.');
    const o = odds({ combat: example('colony-assault') }, {});
    expect(oddsText(o, 'de', SAMPLE_TABLES).split('\n')[0]).toBe(texts('de').sample);
  });

  it('every step heading has sentences under it, in every language', () => {
    for (const lang of LANGS) {
      for (const n of narrations(lang)) {
        const lines = n.text.split('\n');
        lines.forEach((line, i) => {
          if (line.startsWith('— ')) expect(lines[i + 1] ?? '', `${n.name} (${lang}): "${line}" stands alone`).not.toBe('');
        });
      }
    }
  });

  it('tells in sentences everything the result holds: each glory change with its total, retreats, re-embarking, fleets kept, natives\' gains, the failed action, the stop', () => {
    for (const lang of LANGS) {
      const t = texts(lang);
      for (const { name, run } of RUNS) {
        const s = run.state;
        const text = narrate(run, lang);
        const end = s.end;
        expect(end, name).not.toBeNull();
        if (end === null) continue;
        const nation = (id: string): string => nationName(s.file, id, lang);
        expect(text, name).toContain(t.stops(nation(s.file.attacker.side)));
        for (const g of end.glory) expect(text, name).toContain(t.glory(nation(g.nation), g.change, t.why[g.reason] as string, s.glory[g.nation]));
        for (const r of s.retreats) {
          const to = r.to === null ? null : r.to.startsWith('fleet:') ? t.toFleet(s.file.fleets.find((f) => `fleet:${f.id}` === r.to)?.name as string) : (s.file.landArea.adjacent.find((a) => a.id === r.to)?.name as string);
          expect(text, name).toContain(to === null ? `${t[r.side]}` : to);
        }
        for (const r of end.reembarked) if (r.units.length > 0) expect(text, name).toContain(s.file.fleets.find((f) => f.id === r.fleet)?.name as string);
        for (const k of end.fleetsKept) expect(text, name).toContain(t.fleetKept(s.file.fleets.find((f) => f.id === k)?.name as string));
        if (end.action !== null) expect(text, name).toContain(t.action(end.action.name, nation(end.action.nation), end.action.succeeded));
        if (s.lcdr !== null) for (const side of ['attacker', 'defender'] as const) expect(text, name).toContain(`= ${s.lcdr[side].total}\n`);
        expect(text, name).toContain(t.result(t[s.winner ?? 'attacker']));
        for (const p of s.played) for (const c of p.cards) expect(text, name).toContain(SAMPLE_TABLES.cards.find((x) => x.id === c)?.name[lang] as string);
        expect(text.split('\n').filter((l) => /^ {2}(roll|Wurf|worp|jet) /.test(l)).length, `${name} (${lang})`).toBe(run.rolls.length);
        for (const r of run.rolls) expect(text, name).toContain(`${PURPOSES[lang][r.purpose] ?? (lang === 'en' ? r.purpose : '(no purpose)')}`);
      }
    }
  });

  const LANGUAGE: Readonly<Record<Lang, string>> = { en: 'English', de: 'German', nl: 'Dutch', fr: 'French' };
  for (const lang of LANGS) {
    const others = LANGS.filter((l) => l !== lang);
    it(`${LANGUAGE[lang]} narrations and odds hold no raw id (nations, units, leaders, fleets, areas, cards, table keys) and no word of ${others.map((l) => LANGUAGE[l]).join(', ')}`, () => {
      const foreign = others.map((other) => ({ other, words: vocabulary(other), same: alike(lang, other) }));
      const found: string[] = [];
      for (const n of narrations(lang)) {
        const own = ownText(n.text, n.file);
        const ids = rawIds(n.file, lang);
        for (const w of tokens(own)) {
          if (ids.has(w)) found.push(`${n.name}: raw id "${w}"`);
          for (const { other, words, same } of foreign) if (words.has(w.toLowerCase()) && !same.has(w.toLowerCase())) found.push(`${n.name}: ${LANGUAGE[other]} "${w}"`);
        }
        for (const id of ids) if (id.includes(':') && own.includes(id)) found.push(`${n.name}: raw id "${id}"`);
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }

  it('the scan can fail: a raw nation id, a unit id or an English word in German text is found', () => {
    const run = RUNS[0]?.run as CombatRun;
    const english = vocabulary('en');
    const ids = rawIds(run.state.file, 'de');
    const bad = tokens(ownText('Verlierer: spain; vernichtet: f-inf-1; the attacker wins.', run.state.file));
    expect(bad.filter((w) => ids.has(w) || english.has(w.toLowerCase()))).toEqual(['spain', 'f-inf-1', 'the', 'attacker', 'wins']);
    // Dutch with an English and a German word, French with a Dutch word and a raw unit type.
    const dutch = tokens(ownText('De aanvaller wins; der Verteidiger verliest.', run.state.file));
    expect(dutch.filter((w) => english.has(w.toLowerCase()) || (vocabulary('de').has(w.toLowerCase()) && !alike('nl', 'de').has(w.toLowerCase())))).toEqual(['wins', 'der', 'Verteidiger']);
    const french = tokens(ownText("L'attaquant perd : infantry ; de verdediger gagne.", run.state.file));
    const frIds = rawIds(run.state.file, 'fr');
    expect(french.filter((w) => frIds.has(w) || (vocabulary('nl').has(w.toLowerCase()) && !alike('fr', 'nl').has(w.toLowerCase())))).toEqual(['infantry', 'verdediger']);
  });

  it('where the file\'s choices say nothing although the rules offered more, the default taken is a sentence', () => {
    const run = RUNS.find((r) => r.name === 'colony alone or allied commander (the file\'s choices)')?.run as CombatRun;
    expect(run.state.commander).toBe(null);
    const none = structuredClone(example('colony-assault')) as Json;
    delete none.choices;
    const plain = runCombat({ combat: none }, {}, new SeededDice(5));
    const de = narrate(plain, 'de');
    expect(de).toContain('Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): Velázquez führt die Armee.');
    expect(de).toContain('Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): keine Einheit wird aus einer Flotte ausgeladen.');
    expect(de).toContain('Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): jede Flotte, die Unterstützungsfeuer geben darf, gibt es: Armada de Barlovento.');
    expect(de).toContain('Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): die Kavallerieattacke wird deklariert.');
    expect(de).toContain('Vorgabe (die Entscheidungen der Datei sagen hierzu nichts): der Belagerungsbonus wird deklariert.');
    expect(narrate(plain, 'en')).toContain('Default (the file\'s choices say nothing here): Velázquez commands the army.');
    // A decision the file makes is told without a default.
    expect(narrate(RUNS[0]?.run as CombatRun, 'en')).not.toContain('commands the army.');
  });
});

/** An argument that stands for any: a string ("attacker"), a number (1), an object whose every field is one again. */
const ANY: unknown = new Proxy(() => ANY, {
  get: (_target, key) => (key === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 1 : 'attacker') : ANY),
  apply: () => ANY,
});

/**
 * Every text of a table of texts by its path ("step[3]", "defaults.commander"): strings as they are,
 * sentences (functions) called with stand-in arguments, once with every argument standing for any and
 * once with each argument false in turn (the other branch of a yes or no); a call a false argument
 * breaks is left out.
 */
function leaves(value: unknown, path = '', out = new Map<string, string[]>()): Map<string, string[]> {
  if (typeof value === 'string') out.set(path, [value]);
  else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const arity = Math.max(fn.length, 1);
    const said: string[] = [String(fn(...Array.from({ length: arity }, () => ANY)))];
    for (let i = 0; i < arity; i += 1) {
      try {
        said.push(String(fn(...Array.from({ length: arity }, (_, j) => (j === i ? false : ANY)))));
      } catch {
        // A false argument where an object is read: that branch has no meaning.
      }
    }
    out.set(path, said);
  } else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) leaves(v, path === '' ? k : `${path}.${k}`, out);
  return out;
}

/**
 * Texts Dutch or French may write as English or German do: names and abbreviations (LC DR), the
 * quote marks of a file's id, a sentence that is only a name or a colon (cardRule: "card: reason"),
 * the semicolon between groups, the Dutch "kolonie" and "Tabellen" that German writes alike.
 */
const SAME_AS: Readonly<Record<'nl' | 'fr', readonly string[]>> = {
  nl: ['kind.roll', 'tablesOwn', 'quote', 'cardRule', 'groups', 'fromColony'],
  fr: ['kind.roll'],
};

describe('CCC land combat texts in four languages: none missing, none blank, none left in English or German (issue 45)', () => {
  const tables = { narration: (lang: Lang) => texts(lang), refusals: (lang: Lang) => says(lang) };
  for (const [kind, of] of Object.entries(tables)) {
    it(`every ${kind} text exists in en, de, nl and fr, is not blank and never says undefined`, () => {
      const en = leaves(of('en'));
      expect(en.size).toBeGreaterThan(40);
      const bad: string[] = [];
      for (const lang of LANGS) {
        const here = leaves(of(lang));
        for (const key of en.keys()) if (!here.has(key)) bad.push(`${lang}: ${key} is missing`);
        for (const key of here.keys()) if (!en.has(key)) bad.push(`${lang}: ${key} is not in English`);
        for (const [key, said] of here) {
          // The call with every argument standing for any reads every field: nothing undefined then. A false argument may make a field undefined; the text must still say something.
          if (/undefined|NaN|Infinity|\[object/.test(said[0] ?? '')) bad.push(`${lang}: ${key} says "${said[0] ?? ''}"`);
          for (const s of said) if (s.trim() === '') bad.push(`${lang}: ${key} is blank`);
        }
      }
      expect(bad).toEqual([]);
    });

    it(`Dutch and French ${kind} texts are not the English or German ones (only names and abbreviations may be)`, () => {
      const bad: string[] = [];
      for (const lang of ['nl', 'fr'] as const) {
        const here = leaves(of(lang));
        for (const other of ['en', 'de'] as const) {
          const there = leaves(of(other));
          for (const [key, said] of here) {
            if (SAME_AS[lang].includes(key)) continue;
            const same = said.filter((s, i) => s.toLowerCase() === there.get(key)?.[i]?.toLowerCase());
            if (same.length > 0) bad.push(`${lang} ${key} as ${other}: "${same[0] ?? ''}"`);
          }
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('the purposes of the rolls, the nations and what a colony holds are named in every language', () => {
    const bad: string[] = [];
    const purposes = new Set(RUNS.flatMap((r) => r.run.rolls.map((x) => x.purpose)));
    expect(purposes.size).toBe(3);
    for (const lang of ['de', 'nl', 'fr'] as const) for (const p of purposes) if ((PURPOSES[lang][p] ?? '').trim() === '' || PURPOSES[lang][p] === p) bad.push(`${lang}: purpose "${p}"`);
    for (const [table, words] of [['nations', NATION_NAMES], ['things', THING_NAMES]] as const) {
      for (const [id, worded] of Object.entries(words)) for (const lang of LANGS) if ((worded[lang] ?? '').trim() === '') bad.push(`${table}.${id}: ${lang} blank`);
    }
    // A thing spelt alike in a language is a word of it, said so here: an untranslated one is not.
    const alikeThings: Record<string, readonly Lang[]> = { plantation: ['fr'], mine: ['fr', 'de'], mission: ['fr', 'de'], fort: ['de', 'nl', 'fr'], citadel: ['nl'], port: ['fr'], gold: ['de'], colonists: [], plantage: [] };
    for (const [id, worded] of Object.entries(THING_NAMES)) {
      for (const lang of ['nl', 'fr'] as const) if (worded[lang].toLowerCase() === worded.en.toLowerCase() && !(alikeThings[id] ?? []).includes(lang)) bad.push(`things.${id}: ${lang} is the English "${worded.en}"`);
    }
    expect(bad).toEqual([]);
  });

  it('every name in the sample tables is written in en, de, nl and fr in the file itself (not filled in from English), Dutch and French their own', () => {
    type Named = { name: Record<string, string | undefined> };
    const raw = JSON.parse(readFileSync('src/games/ccc-land-combat/data/sample-tables.json', 'utf8')) as Record<string, Record<string, Named> | Named[]>;
    const named: [string, Named][] = [];
    for (const key of ['units', 'ships']) for (const [id, x] of Object.entries(raw[key] as Record<string, Named>)) named.push([`${key}.${id}`, x]);
    for (const key of ['modifiers', 'freeActions', 'cards']) for (const x of raw[key] as (Named & { id: string })[]) named.push([`${key}.${x.id}`, x]);
    expect(named.length).toBe(Object.keys(SAMPLE_TABLES.units).length + Object.keys(SAMPLE_TABLES.ships).length + SAMPLE_TABLES.modifiers.length + SAMPLE_TABLES.freeActions.length + SAMPLE_TABLES.cards.length);
    // Spelt alike and truly a word of both: infanterie, artillerie, cavalerie (nl, fr; German with a capital), citadel (nl), sloop (fr).
    const spelt = new Set(['units.infantry nl de', 'units.infantry fr de', 'units.artillery nl de', 'units.artillery fr de', 'units.infantry fr nl', 'units.cavalry fr nl', 'units.artillery fr nl', 'modifiers.citadel nl en', 'ships.sloop fr en']);
    const bad: string[] = [];
    for (const [where, x] of named) {
      for (const lang of LANGS) if ((x.name[lang] ?? '').trim() === '') bad.push(`${where}: no ${lang} name`);
      for (const lang of ['nl', 'fr'] as const) {
        for (const other of LANGS.filter((l) => l !== lang)) {
          if (x.name[lang] !== undefined && x.name[lang]?.toLowerCase() === x.name[other]?.toLowerCase() && !spelt.has(`${where} ${lang} ${other}`) && !spelt.has(`${where} ${other} ${lang}`)) bad.push(`${where}: ${lang} "${x.name[lang] ?? ''}" as ${other}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('an overrun tells step 6 in Dutch and French sentences; the first line says the tables are a sample', () => {
    const run = RUNS.find((r) => r.name === 'overrun (the file\'s choices)')?.run as CombatRun;
    const nl = narrate(run, 'nl');
    expect(nl).toContain('— Stap 6: einde van het landgevecht —\nGeen bijkomende treffers: er werd geen LC DR geworpen.\nDe aanvaller (Engeland) beëindigt zijn beweging.\nRoempunten voor Engeland: +1 (landgevecht gewonnen), nu 6.\n');
    expect(nl).toContain('de bezittende natie, Spanje, verliest.');
    expect(nl.split('\n')[0]).toMatch(/^Let op: de tabellen zijn een voorbeeld, niet de gepubliceerde/);
    const fr = narrate(run, 'fr');
    expect(fr).toContain("— Étape 6 : fin du combat terrestre —\nPas de touches supplémentaires : aucun LC DR n'a eu lieu.\nL'attaquant (Angleterre) cesse son mouvement.\nPoints de gloire (Angleterre) : +1 (combat terrestre gagné), désormais 6.\n");
    expect(fr).toContain('la nation propriétaire (Espagne) perd.');
    expect(fr.split('\n')[0]).toMatch(/^Remarque : les tableaux sont un exemple, pas ceux qui sont publiés/);
  });

  it('Dutch and French say a retreat, a loss without retreat and the odds as a reader of them writes', () => {
    const assault = RUNS.find((r) => r.name === 'colony assault (the file\'s choices)')?.run as CombatRun;
    const fr = narrate(assault, 'fr');
    // French puts a space before a semicolon and a colon; the side's units are listed after the place.
    expect(fr).toContain('Unités du défenseur (Espagne) : cavalerie (armée menée par Cortés) ; 2 × troupes de garnison, régiment royal (colonie Santo Domingo) ; infanterie, artillerie (de la flotte Armada de Barlovento).');
    expect(fr).toContain("L'attaquant se replie vers Tortuga : Duquesne, infanterie, cavalerie et artillerie.");
    expect(fr).toContain('Attaquant : facteur de combat 6 + chef 2 + 2d6 (5+1)');
    expect(fr).not.toMatch(/[^ ]; /);
    expect(narrate(assault, 'nl')).toContain('De aanvaller trekt zich terug naar Tortuga: Duquesne, infanterie, cavalerie en artillerie.');
    const trapped = RUNS.find((r) => r.name.startsWith('overrun, leader trapped') && r.run.state.retreats.some((x) => x.to === null && x.captured.length > 0))?.run as CombatRun;
    expect(narrate(trapped, 'fr')).toContain("Le défenseur ne peut pas se replier et perd : Guzmán ; le vainqueur s'empare de : or, colons.");
    expect(narrate(trapped, 'nl')).toContain('De verdediger kan zich niet terugtrekken en verliest: Guzmán; de winnaar maakt buit: goud, kolonisten.');
    const overrun = odds({ combat: example('overrun') }, {});
    expect(oddsText(overrun, 'fr')).toBe("La zone terrestre est submergée sans LC DR : l'attaquant l'emporte à coup sûr.\n");
    expect(oddsText(overrun, 'nl')).toBe('Het landgebied wordt zonder LC DR onder de voet gelopen: de aanvaller wint zeker.\n');
    const o = odds({ combat: example('colony-assault') }, {});
    expect(oddsText(o, 'nl')).toMatch(/^Aanvaller wint: \d+\/1296 \(\d+,\d%\)\.$/m);
    expect(oddsText(o, 'fr')).toMatch(/^L'attaquant l'emporte : \d+\/1296 \(\d+,\d %\)\.$/m);
  });
});
