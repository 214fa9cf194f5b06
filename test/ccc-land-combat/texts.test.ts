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
import { nationName, narrate, oddsText, texts, type Lang } from '../../src/games/ccc-land-combat/texts.js';
import { odds } from '../../src/games/ccc-land-combat/odds.js';

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

/** Ids of the file and tables: never a word a player reads. `english` leaves out those that are plain English words shown as such (unit types, modifiers, free actions…). */
function rawIds(file: CombatFile, english: boolean): Set<string> {
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
  return ids;
}

/**
 * Words both languages write alike, compared in lower case: the rules' abbreviations, names, and words
 * that are German and English at once ("an Land" / "on land", "Regiment", "Nation", "Hand").
 */
const SHARED = new Set(['lc', 'dr', 'af', 'df', 'ccc-10', 'england', 'portugal', 'venice', 'avatar', 'mine', 'gold', 'in', 'an', 'land', 'regiment', 'nation', 'hand']);

const narrations = (lang: Lang): { name: string; file: CombatFile; text: string }[] => RUNS.map(({ name, run }) => ({ name, file: run.state.file, text: narrate(run, lang) }));

function vocabulary(lang: Lang): Set<string> {
  const words = new Set<string>();
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

  it('every step heading has sentences under it', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const n of narrations(lang)) {
        const lines = n.text.split('\n');
        lines.forEach((line, i) => {
          if (line.startsWith('— ')) expect(lines[i + 1] ?? '', `${n.name} (${lang}): "${line}" stands alone`).not.toBe('');
        });
      }
    }
  });

  it('tells in sentences everything the result holds: each glory change with its total, retreats, re-embarking, fleets kept, natives\' gains, the failed action, the stop', () => {
    for (const lang of ['en', 'de'] as const) {
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
        expect(text.split('\n').filter((l) => /^ {2}(roll|Wurf) /.test(l)).length, name).toBe(run.rolls.length);
      }
    }
  });

  it('German narrations hold no raw id (nations, units, leaders, fleets, areas, cards, table keys) and no English word', () => {
    const english = vocabulary('en');
    const found: string[] = [];
    for (const n of narrations('de')) {
      const own = ownText(n.text, n.file);
      const ids = rawIds(n.file, false);
      for (const w of tokens(own)) {
        if (ids.has(w)) found.push(`${n.name}: raw id "${w}"`);
        if (english.has(w.toLowerCase())) found.push(`${n.name}: English "${w}"`);
      }
      for (const id of ids) if (id.includes(':') && own.includes(id)) found.push(`${n.name}: raw id "${id}"`);
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('English narrations hold no raw id and no German word', () => {
    const german = vocabulary('de');
    const found: string[] = [];
    for (const n of narrations('en')) {
      const own = ownText(n.text, n.file);
      const ids = rawIds(n.file, true);
      for (const w of tokens(own)) {
        if (ids.has(w)) found.push(`${n.name}: raw id "${w}"`);
        if (german.has(w.toLowerCase())) found.push(`${n.name}: German "${w}"`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('the scan can fail: a raw nation id, a unit id or an English word in German text is found', () => {
    const run = RUNS[0]?.run as CombatRun;
    const english = vocabulary('en');
    const ids = rawIds(run.state.file, false);
    const bad = tokens(ownText('Verlierer: spain; vernichtet: f-inf-1; the attacker wins.', run.state.file));
    expect(bad.filter((w) => ids.has(w) || english.has(w.toLowerCase()))).toEqual(['spain', 'f-inf-1', 'the', 'attacker', 'wins']);
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
