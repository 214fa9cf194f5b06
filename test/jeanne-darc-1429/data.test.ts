import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/kernel/problems.js';
import { loadDataFile, parseData } from '../../src/games/jeanne-darc-1429/data/load.js';
import { sampleData } from '../../src/games/jeanne-darc-1429/data/sample.js';

const dataFolder = join(import.meta.dirname, '../../src/games/jeanne-darc-1429/data');

function problemsOf(action: () => unknown): { code: string; where?: string }[] {
  try {
    action();
  } catch (error) {
    if (error instanceof InputError) return error.problems.map(({ code, where }) => ({ code, where }));
    throw error;
  }
  throw new Error('expected an InputError');
}

describe("Jeanne d'Arc 1429 data files", () => {
  it('loads the shipped data, every file saying what it is and where it comes from', () => {
    const data = sampleData();
    expect(data.board.cities.length).toBeGreaterThan(0);
    expect(data.board.title).toMatch(/sample board, not the published one/i);
    expect(data.combatCards.cards.reduce((sum, card) => sum + card.count, 0)).toBe(74);
    expect(data.events.events.map((e) => e.id)).toContain('papal-intervention');
    expect(data.events.events.reduce((sum, e) => sum + e.markers, 0)).toBe(12);
    for (const file of [data.board, data.combatCards, data.heroes, data.events, data.intervention]) {
      expect(file.sample).toBe(true);
      expect(file.source.length).toBeGreaterThan(20);
    }
  });

  it('reads a file from disk, and names an unreadable one', () => {
    expect(loadDataFile('board', join(dataFolder, 'sample-board.json')).provinces[0]?.ileDeFrance).toBe(true);
    expect(problemsOf(() => loadDataFile('board', join(dataFolder, 'missing.json')))).toEqual([{ code: 'unreadable', where: undefined }]);
  });

  it('names the line of a JSON syntax error', () => {
    const folder = mkdtempSync(join(tmpdir(), 'jda-'));
    writeFileSync(join(folder, 'board.json'), '{\n  "title": \n}');
    const error = (() => {
      try {
        loadDataFile('board', join(folder, 'board.json'));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).problems[0]?.code).toBe('not-json');
  });

  it('names every schema problem of a broken board by its JSON path', () => {
    const board = structuredClone(sampleData().board) as Record<string, unknown> & { provinces: { cities: string[] }[]; cities: Record<string, unknown>[] };
    delete board.source;
    board.provinces[1]!.cities = ['rouen', 'caen', 'evreux', 'paris'];
    board.cities[2]!.terrain = 'forest';
    board.colour = 'blue';
    expect(problemsOf(() => parseData('board', board))).toEqual([
      { code: 'missing', where: 'source' },
      { code: 'too-many', where: 'provinces[1].cities' },
      { code: 'not-allowed', where: 'cities[2].terrain' },
      { code: 'unknown-key', where: 'colour' },
    ]);
  });

  it('names every cross-reference problem of a board by its JSON path', () => {
    const board = structuredClone(sampleData().board);
    board.roads.push(['paris', 'atlantis'], ['paris', 'paris'], ['melun', 'paris']);
    board.provinces[2]!.cities.push('paris');
    board.provinces[0]!.ileDeFrance = false;
    board.cities.push({ id: 'orleans', name: 'Orléans', terrain: 'plains', port: false });
    board.powers[5]!.startingCities.push('paris');
    expect(problemsOf(() => parseData('board', board))).toEqual([
      { code: 'city-in-two-provinces', where: 'provinces[2].cities[2]' },
      { code: 'city-without-province', where: `cities[${board.cities.length - 1}]` },
      { code: 'ile-de-france', where: 'provinces' },
      { code: 'unknown-city', where: `roads[${board.roads.length - 3}][1]` },
      { code: 'road-loop', where: `roads[${board.roads.length - 2}]` },
      { code: 'duplicate-road', where: `roads[${board.roads.length - 1}]` },
      { code: 'shared-start', where: 'powers[5].startingCities[2]' },
    ]);
  });

  it('requires a port and every city reachable by road or sea', () => {
    const board = structuredClone(sampleData().board);
    board.roads = board.roads.filter(([from, to]) => from !== 'lyon' && to !== 'lyon');
    expect(problemsOf(() => parseData('board', board))).toEqual([{ code: 'unreachable', where: `cities[${board.cities.findIndex((c) => c.id === 'lyon')}]` }]);
    for (const city of board.cities) city.port = false;
    expect(problemsOf(() => parseData('board', board))).toEqual([{ code: 'no-port', where: 'cities' }]);
  });

  it('checks the card, hero, event and intervention lists', () => {
    const { combatCards, heroes, events, intervention } = structuredClone(sampleData());
    combatCards.cards[1]!.id = 'siege-3';
    expect(problemsOf(() => parseData('combatCards', combatCards))).toEqual([{ code: 'duplicate-id', where: 'cards[1].id' }]);
    heroes.heroes[1]!.power = 'navarre';
    expect(problemsOf(() => parseData('heroes', heroes))).toEqual([
      { code: 'hero-per-power', where: 'heroes' },
      { code: 'hero-per-power', where: 'heroes' },
    ]);
    events.events.pop();
    expect(problemsOf(() => parseData('events', events))).toEqual([{ code: 'too-few', where: 'events' }]);
    intervention.tables.peace[5]!.roll = 1;
    expect(problemsOf(() => parseData('intervention', intervention))).toEqual([{ code: 'duplicate-roll', where: 'tables.peace[5].roll' }]);
  });
});
