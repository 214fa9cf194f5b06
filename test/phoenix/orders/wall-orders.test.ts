import { describe, expect, it } from 'vitest';
import { parseTurnJson } from '../../../src/games/phoenix/orders/json.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';

describe('magic wall orders (R §1.4.2, §1.4.4)', () => {
  it('reads MAGISCHEWAND and EINREISSEN with one or two sides; EINREISSEN is VOR unless NACH', () => {
    const { turn, problems } = parseTurnText('REICH a\nMAGISCHEWAND ZAUBERER merlin 503/24 O 503/25 sw\nEINREISSEN merlin 503/24 O\nTEARDOWN merlin 503/24 O 503/23 W AFTER');
    expect(problems).toEqual([]);
    expect(turn?.orders).toMatchObject([
      { type: 'magicWall', wizard: 'merlin', sides: [{ at: '503/24', side: 'O' }, { at: '503/25', side: 'SW' }] },
      { type: 'tearDown', wizard: 'merlin', sides: [{ at: '503/24', side: 'O' }], when: 'before' },
      { type: 'tearDown', wizard: 'merlin', sides: [{ at: '503/24', side: 'O' }, { at: '503/23', side: 'W' }], when: 'after' },
    ]);
  });

  it('needs a side after each place, in text and JSON', () => {
    expect(parseTurnText('REICH a\nMAGISCHEWAND merlin 503/24').problems[0]).toMatchObject({ code: 'missing' });
    expect(parseTurnJson({ realm: 'a', orders: [{ type: 'tearDown', wizard: 'merlin', sides: [], when: 'before' }] }).problems).not.toEqual([]);
  });
});
