import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/kernel/dice.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { renderHtml, renderMarkdown } from '../../../src/games/phoenix/reports/doc.js';
import { humanReport } from '../../../src/games/phoenix/reports/human-report.js';
import { evaluateMonth } from '../../../src/games/phoenix/turn/month/evaluate.js';
import { mayLearn } from '../../../src/games/phoenix/turn/month/events.js';
import { monthScenario } from '../../../bench/phoenix/month-generator.js';
import { TEST_PORTS } from '../turn/helpers.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld } from '../../conformance/phoenix-month-world.js';

describe('reports keep every realm’s secrets', () => {
  it('no realm’s report holds another realm’s strengths, treasury, BP or private events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const scenario = monthScenario(seed, 4, 160);
        const month = evaluateMonth(scenario.world, scenario.turns, new SeededDice(seed), DEFAULT_RULES, TEST_PORTS);
        for (const [realm, report] of month.reports.realms) {
          expect(report.own.realm.id).toBe(realm);
          expect(report.own.armies.every((a) => a.realm === realm)).toBe(true);
          expect(report.own.strongholds.every((s) => s.owner === realm)).toBe(true);
          expect([...report.own.characters, ...report.own.wizards].every((f) => f.realm === realm)).toBe(true);
          for (const army of report.public.armies) {
            expect(army.realm).not.toBe(realm);
            expect(Object.keys(army).sort()).toEqual(['at', 'kind', 'number', 'realm']);
          }
          for (const stronghold of report.public.strongholds) expect(Object.keys(stronghold)).not.toContain('bp');
          // Every event in the report is one this realm may learn; nothing meant only for game masters.
          const allowed = month.events.filter((e) => mayLearn(e.audience, realm));
          expect(report.learned).toHaveLength(allowed.length);
          expect(report.learned.some((e) => e.code === 'meleeApplied' || e.code === 'rangedApplied')).toBe(false);
          const text = JSON.stringify(report) + renderMarkdown(humanReport(report, 'de')) + renderHtml(humanReport(report, 'en'), 'en');
          // Only the realm's own treasury is in its report.
          expect(JSON.stringify(report).match(/"treasury":/g)).toHaveLength(1);
          for (const army of month.world.armies) {
            if (army.realm === realm || army.guard) continue;
            const secret = `"realm":"${army.realm}","number":${army.number},"kind":"${army.kind}","at":"${army.at}","K"`;
            expect(text.includes(secret), `${army.realm} ${army.number}`).toBe(false);
          }
        }
      }),
      { numRuns: 5 },
    );
  });

  it('a guard looks like any other army to other realms: numbered, never marked (R §6.8; P-29)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 3,
        realms: [{ id: 'a' }, { id: 'b' }],
        hexes: [
          { at: '503/24', terrain: 'lowland', owner: 'a' },
          { at: '503/25', terrain: 'lowland', owner: 'b' },
        ],
        armies: [
          { realm: 'a', number: 201, kind: 'riders', at: '503/24', R: 3000, HF: 10, guard: true },
          { realm: 'a', number: 202, kind: 'riders', at: '503/24', R: 500, HF: 1 },
          { realm: 'b', number: 101, kind: 'warriors', at: '503/25', K: 2000, HF: 5 },
        ],
      }),
    ).world;
    const turns = new Map([['a', parseTurnText('REICH a\nBEWEGE 201 503/25').turn!]]);
    const month = evaluateMonth(world, turns, new SeededDice(7), DEFAULT_RULES, TEST_PORTS);
    const theirs = month.reports.realms.get('b')!;
    const melee = theirs.learned.find((e) => e.code === 'melee');
    expect((melee?.data as { learned: { attackers: number[] } }).learned.attackers).toEqual([201]);
    expect(theirs.public.armies.map((a) => a.number).sort()).toEqual([201, 202].filter((n) => month.world.armies.some((a) => a.realm === 'a' && a.number === n)));
    const text = JSON.stringify(theirs) + renderMarkdown(humanReport(theirs, 'de')) + renderMarkdown(humanReport(theirs, 'en')) + renderHtml(humanReport(theirs, 'en'), 'en');
    expect(text).not.toMatch(/garde|guard|"number":null/i);
    // Its own realm knows it is its guard.
    expect(renderMarkdown(humanReport(month.reports.realms.get('a')!, 'de'))).toMatch(/201 \(G\)/);
  });

  it('a magic wall is invisible: only the raising realm learns of it (R §1.4.2; P-153)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 3,
        realms: [{ id: 'a' }, { id: 'b' }],
        hexes: [{ at: '503/23', terrain: 'lowland', owner: 'a' }],
        wizards: [{ id: 'merlin', name: 'Merlin', realm: 'a', at: '503/23', class: 'B', gp: 8, zkp: 8 }],
      }),
    ).world;
    const turns = new Map([['a', parseTurnText('REICH a\nMAGISCHEWAND merlin 503/24 O').turn!]]);
    const month = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const [mine, theirs] = [month.reports.realms.get('a')!, month.reports.realms.get('b')!];
    expect(mine.own.magicWalls).toMatchObject([{ at: '503/24', side: 'O' }]);
    expect(mine.learned.some((e) => e.code === 'magicWallRaised')).toBe(true);
    expect(theirs.own.magicWalls).toEqual([]);
    const text = JSON.stringify(theirs) + renderMarkdown(humanReport(theirs, 'de')) + renderHtml(humanReport(theirs, 'en'), 'en');
    expect(theirs.learned.some((e) => /magicWall|tearDown/.test(e.code))).toBe(false);
    expect(text).not.toMatch(/503\/24|magische Wand|magic wall/i);
  });

  it('a prisoner is shown to its captor only; its realm knows by whom, not where; careers and conversions stay with the realm (R §1.9, §1.9.1, §1.9.2; P-183)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 2,
        realms: [{ id: 'b', capital: '503/45', treasury: 0 }, { id: 'a' }, { id: 'c' }],
        hexes: [
          { at: '503/22', terrain: 'lowland', owner: 'a' },
          { at: '503/45', terrain: 'lowland', owner: 'b' },
          { at: '503/40', terrain: 'lowland', owner: 'b' },
        ],
        strongholds: [
          { at: '503/45', level: 'HST', bp: 5000, owner: 'b' },
          { at: '503/40', level: 'BUR', bp: 1000, owner: 'b' },
        ],
        armies: [{ realm: 'a', number: 101, kind: 'warriors', at: '503/22', K: 500, HF: 1 }],
        characters: [
          { id: 'gil', name: 'Gil', realm: 'b', at: '503/22', army: 101, prisonerOf: 'a', rank: 'commander', gp: 12, maxGp: 12 },
          { id: 'hal', name: 'Hal', realm: 'b', at: '503/45', rank: 'commander', gp: 12, maxGp: 12 },
        ],
        wizards: [{ id: 'cora', name: 'Cora', realm: 'b', at: '503/45', class: 'B', gp: 10, zkp: 10, character: true, armedAs: 'CZB' }],
      }),
    ).world;
    const turns = new Map([['b', parseTurnText('REICH b\nBEFOERDERE hal ZU BUH IN 503/40\nUMRUESTEN cora').turn!]]);
    const month = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const [captor, owner, third] = [month.reports.realms.get('a')!, month.reports.realms.get('b')!, month.reports.realms.get('c')!];
    expect(captor.own.prisoners).toMatchObject([{ id: 'gil', at: '503/22' }]);
    expect(owner.own.characters.find((c) => c.id === 'gil')).toMatchObject({ at: '–', prisonerOf: 'a' });
    expect(owner.own.characters.find((c) => c.id === 'gil')).not.toHaveProperty('army');
    expect(owner.learned.some((e) => e.code === 'rankChanged')).toBe(true);
    expect(owner.learned.some((e) => e.code === 'wizardConverted')).toBe(true);
    for (const other of [captor, third]) {
      expect(other.learned.some((e) => ['rankChanged', 'wizardConverted', 'rulerWizard', 'seatLowered', 'identityLock'].includes(e.code))).toBe(false);
    }
    const text = (r: typeof third) => JSON.stringify(r) + renderMarkdown(humanReport(r, 'de')) + renderHtml(humanReport(r, 'en'), 'en');
    expect(text(third)).not.toMatch(/Gil|"gil"/);
    expect(JSON.stringify(owner.own.characters)).not.toContain('503/22');
    expect(text(third)).not.toMatch(/Burgherr|castle lord|Noname/);
  });

  it('a banishment: the banished realm learns how many troops, not by whom; the caster not what it took; a third realm nothing (R §1.4.3; P-164)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 3,
        realms: [{ id: 'a', name: 'Aldor' }, { id: 'b', name: 'Brann' }, { id: 'c', name: 'Corvin' }],
        hexes: [{ at: '503/23', terrain: 'lowland', owner: 'a' }],
        armies: [{ realm: 'b', number: 102, kind: 'warriors', at: '503/25', K: 3_000, HF: 1 }],
        wizards: [{ id: 'merlin', name: 'Merlin', realm: 'a', at: '503/23', class: 'C', gp: 16, zkp: 16 }],
      }),
    ).world;
    const turns = new Map([['a', parseTurnText('REICH a\nBANNE merlin 503/25 4').turn!]]);
    const month = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    // What each realm learns of the spell: its events, and the lines of its reports that speak of banishing.
    const text = (realm: string) => {
      const report = month.reports.realms.get(realm)!;
      const lines = [...renderMarkdown(humanReport(report, 'de')).split('\n'), ...renderMarkdown(humanReport(report, 'en')).split('\n')].filter((line) => /bann|banish/i.test(line));
      return JSON.stringify(report.learned.filter((e) => /ban/i.test(e.code))) + lines.join('\n');
    };
    const [caster, banished, third] = [text('a'), text('b'), text('c')];
    expect(month.reports.realms.get('b')!.learned.some((e) => e.code === 'banished')).toBe(true);
    expect(banished).toMatch(/1\.000/);
    expect(banished).not.toMatch(/Merlin|merlin|Aldor/);
    expect(caster).not.toMatch(/"army":102|Heer 102/);
    expect(third).toBe('[]');
  });

  it('a wizard duel: each side learns its own wizards and the opponents’ rolled W6, never their automatic 1s; a third realm only where (errata 45; P-174)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 2,
        realms: [{ id: 'a', capital: '503/01' }, { id: 'b', capital: '503/45' }, { id: 'c' }],
        hexes: [
          { at: '503/01', terrain: 'lowland', owner: 'a' },
          { at: '503/29', terrain: 'lowland', owner: 'b' },
          { at: '503/45', terrain: 'lowland', owner: 'b' },
        ],
        strongholds: [
          { at: '503/01', level: 'HST', bp: 5_000, owner: 'a' },
          { at: '503/45', level: 'HST', bp: 5_000, owner: 'b' },
        ],
        wizards: [
          { id: 'cyra', name: 'Cyra', realm: 'a', at: '503/22', class: 'C', gp: 16, zkp: 16, character: true },
          { id: 'nox', name: 'Nox', realm: 'b', at: '503/29', class: 'A', gp: 4, zkp: 4 },
          { id: 'nyx', name: 'Nyx', realm: 'b', at: '503/29', class: 'B', gp: 14, zkp: 14 },
        ],
      }),
    ).world;
    const month = evaluateMonth(world, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const [a, b, c] = ['a', 'b', 'c'].map((realm) => month.reports.realms.get(realm)!);
    for (const report of [a!, b!, c!]) expect(report.learned.some((e) => e.code === 'wizardDuelApplied')).toBe(false);
    const attacker = a!.learned.find((e) => e.code === 'wizardDuel')!;
    expect(JSON.stringify(attacker.data)).not.toMatch(/autoOnes/);
    const learned = attacker.data.learned as { opponents: Record<string, unknown>[] };
    for (const opponent of learned.opponents) expect(Object.keys(opponent).sort()).toEqual(['dice', 'died', 'label', 'name', 'thrownBack']);
    expect((attacker.data.wizards as { id: string }[]).map((w) => w.id)).toEqual(['cyra']);
    expect((b!.learned.find((e) => e.code === 'wizardDuel')!.data.wizards as { id: string }[]).map((w) => w.id).sort()).toEqual(['nox', 'nyx']);
    expect(c!.learned.filter((e) => /wizardDuel/.test(e.code)).map((e) => e.code)).toEqual(['wizardDuelAt']);
    // Where b's wizards were thrown to is b's own (P-145).
    expect(a!.learned.some((e) => e.code === 'emergencyTeleport' && String(e.data.id).startsWith('n'))).toBe(false);
  });

  it('a defender learns the attackers’ army numbers, and no one else learns the melee’s figures', () => {
    const scenario = monthScenario(3, 4, 160);
    const month = evaluateMonth(scenario.world, scenario.turns, new SeededDice(3), DEFAULT_RULES, TEST_PORTS);
    for (const event of month.events.filter((e) => e.code === 'melee')) {
      expect(event.audience.to).toBe('realms');
      if (event.audience.to === 'realms') expect(event.audience.realms).toHaveLength(1);
      if (event.data.role === 'defender') expect(Array.isArray((event.data.learned as { attackers: unknown }).attackers)).toBe(true);
    }
  });

  it('the pirate bonus is public; the land points, armament value and threshold stay with the pirate (R §6.6.6; P-202)', () => {
    const data = JSON.parse(readFileSync(join(import.meta.dirname, '../../conformance/phoenix-month/PHX-M-6.6.6-01.json'), 'utf8'));
    const month = evaluateMonth(parseWorld(buildCaseWorld(data.world)).world, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const [pirate, other] = [month.reports.realms.get('p')!, month.reports.realms.get('a')!];
    const textOf = (report: typeof pirate) => JSON.stringify(report) + renderMarkdown(humanReport(report, 'de')) + renderHtml(humanReport(report, 'en'), 'en');
    expect(textOf(pirate)).toMatch(/Wertschwelle 10\.000 GS/);
    expect(other.learned.some((e) => e.code === 'pirateBonus' && e.data.paid === 50000)).toBe(true);
    const text = textOf(other);
    expect(other.learned.some((e) => e.code === 'pirateBonusAssessed')).toBe(false);
    expect(text).not.toMatch(/threshold|Wertschwelle|Landpunkte|land points|10[.,]000/);
  });

  it('an absent realm: everyone learns that it is absent and the month’s events; only the realm what it lost (R §6.9.2, §6.11; P-230, P-234)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 4,
        realms: [{ id: 'a' }, { id: 'b', absence: { times: 3, registered: false }, treasury: 7777 }, { id: 'c' }],
        hexes: [
          { at: '503/21', terrain: 'lowland', owner: 'a' },
          { at: '503/22', terrain: 'lowland', owner: 'b' },
          { at: '503/30', terrain: 'lowland', owner: 'c' },
        ],
        armies: [
          { realm: 'b', number: 101, kind: 'warriors', at: '503/22', K: 4321, HF: 2 },
          { realm: 'b', number: 102, kind: 'warriors', at: '503/30', K: 1234, HF: 1 },
        ],
        events: [{ event: 'vermin', at: ['503/21'] }],
      }),
    ).world;
    const month = evaluateMonth(world, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const text = (realm: string) => {
      const report = month.reports.realms.get(realm)!;
      return JSON.stringify(report) + renderMarkdown(humanReport(report, 'de')) + renderHtml(humanReport(report, 'en'), 'en');
    };
    for (const realm of ['a', 'b', 'c']) {
      const learned = month.reports.realms.get(realm)!.learned;
      expect(learned.some((e) => e.code === 'realmAbsent' && e.data.realm === 'b'), realm).toBe(true);
      expect(learned.some((e) => e.code === 'monthEvent' && e.data.event === 'vermin'), realm).toBe(true);
      expect(text(realm)).toContain('Ungezieferplage');
    }
    expect(text('b')).toContain('4.321 K');
    expect(text('b')).toContain('1.234 K');
    for (const other of ['a', 'c']) {
      expect(text(other)).not.toMatch(/4[.,]?321|1[.,]?234|7[.,]?777/);
      expect(month.reports.realms.get(other)!.learned.some((e) => e.code === 'absentDeserted' || e.code === 'absentArmyDissolved')).toBe(false);
    }
  });

  it('special realms: the creatures’ names, strengths and abilities and the traders’ stock stay with their realm and the game masters (R §6.3.2, §6.4.1; P-235, P-283)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), (seed, gp) => {
        const scenario = monthScenario(seed, 4, 160, true);
        const world = structuredClone(scenario.world);
        const beast = world.armies.find((a) => a.realm === 'kreaturen');
        if (beast === undefined) return;
        // A magical creature beside the martial one, of a random strength, with an ability.
        world.wizards.push({ id: 'nachtmahr', name: 'Nachtmahr', realm: 'kreaturen', at: beast.at, class: 'A', gp, zkp: gp, creature: { number: 402, abilities: { banishRpFactor: 3 } } });
        const month = evaluateMonth(world, scenario.turns, new SeededDice(seed), DEFAULT_RULES, TEST_PORTS);
        for (const [realm, report] of month.reports.realms) {
          const text = JSON.stringify(report) + renderMarkdown(humanReport(report, 'de'));
          if (realm !== 'haendler') expect(text.includes('"stock"'), realm).toBe(false);
          if (realm === 'kreaturen') continue;
          expect(text).not.toMatch(/Lindwurm|Nachtmahr|nachtmahr|banishRpFactor/);
          for (const army of report.public.armies.filter((a) => a.realm === 'kreaturen')) expect(Object.keys(army).sort()).toEqual(['at', 'creature', 'kind', 'number', 'realm']);
          for (const figure of report.public.figures.filter((f) => f.realm === 'kreaturen')) expect(Object.keys(figure).sort()).toEqual(['at', 'creature', 'id', 'kind', 'name', 'realm']);
        }
        const own = JSON.stringify(month.reports.realms.get('kreaturen')!.own);
        expect(own).toContain('Lindwurm');
        expect(JSON.stringify(month.reports.realms.get('haendler')!.own.realm)).toContain('"stock"');
      }),
      { numRuns: 3 },
    );
  });

  it('creatures: others see only the number 4xx and magical or martial, never name, strength or abilities (R §6.3.2; P-235)', () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 3,
        realms: [{ id: 'a' }, { id: 'b' }],
        hexes: [{ at: '503/23', terrain: 'lowland', owner: 'a' }],
        armies: [{ realm: 'a', number: 402, kind: 'riders', at: '503/23', R: 4321, HF: 1, creature: { name: 'Wilde Jagd' } }],
        wizards: [{ id: 'banshee', name: 'Banshee', realm: 'a', at: '503/23', class: 'A', gp: 6, zkp: 6, creature: { number: 401, abilities: { banishRpFactor: 2 } } }],
      }),
    ).world;
    const month = evaluateMonth(world, new Map(), new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const theirs = month.reports.realms.get('b')!;
    expect(theirs.public.armies).toEqual([{ realm: 'a', number: 402, kind: 'riders', at: '503/23', creature: 'martial' }]);
    expect(theirs.public.figures).toEqual([{ id: 'a-401', name: '401', kind: 'creature', creature: 'magical', realm: 'a', at: '503/23' }]);
    const text = JSON.stringify(theirs) + renderMarkdown(humanReport(theirs, 'de')) + renderHtml(humanReport(theirs, 'en'), 'en');
    expect(text).not.toMatch(/Banshee|banshee|Wilde Jagd|4[.,]?321|banishRpFactor/);
    const mine = month.reports.realms.get('a')!;
    expect(JSON.stringify(mine.own)).toContain('Banshee');
  });

  it("bonus strongholds, players and identity locks stay with the realm (R §1.9, §2; P-271, P-277)", () => {
    const world = parseWorld(
      buildCaseWorld({
        turn: 5,
        realms: [{ id: 'a', capital: '503/22', founded: 1, identityLocks: [{ id: 'olaf', name: 'Olaf', from: 6, player: 'Ingrid Nachtigall' }] }, { id: 'b' }],
        hexes: [
          { at: '503/22', terrain: 'lowland', owner: 'a' },
          { at: '503/30', terrain: 'lowland', owner: 'a' },
        ],
        strongholds: [{ at: '503/22', level: 'HST', bp: 5000, owner: 'a' }],
        characters: [{ id: 'fritz', name: 'Fritz', realm: 'a', at: '503/22', rank: 'fortressLord', gp: 48, maxGp: 48, player: 'Jan Sperling' }],
      }),
    ).world;
    const turns = new Map([['a', parseTurnText('REICH a\nBONUSRUESTORT 503/30 FUER fritz').turn!]]);
    const month = evaluateMonth(world, turns, new SeededDice(1), DEFAULT_RULES, TEST_PORTS);
    const [mine, theirs] = [month.reports.realms.get('a')!, month.reports.realms.get('b')!];
    expect(mine.learned.some((e) => e.code === 'bonusStronghold')).toBe(true);
    expect(theirs.learned.some((e) => e.code === 'bonusStronghold')).toBe(false);
    const text = JSON.stringify(theirs) + renderMarkdown(humanReport(theirs, 'de')) + renderHtml(humanReport(theirs, 'en'), 'en');
    expect(text).not.toMatch(/Sperling|Nachtigall|Olaf|Bonusrüstort|bonus stronghold/i);
    expect(JSON.stringify(mine.own)).toContain('Jan Sperling');
  });
});
