import { describe, expect, it } from 'vitest';
import { parseTurnJson } from '../../../src/games/phoenix/orders/json.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';

const TEXT = `REICH nordmark
BEWEGE 201 NACH 503/30 UEBER 503/25
EINSCHIFFEN 101 301
TEILE 101 102 K 500 HF 1
FEUER 101 SKP 2 AUF 503/25 WALL NO NACH
ZERSTOERE 101 BRUECKE 503/26
BAUE STRASSE 503/25 503/26
RUESTE 503/25 103 K 1000 HF 1
SCHENKE sudland GOLD 500
SONDERBEFEHL 101 GEFANGENE
KAMPF aldric GEGEN brun
RUECKZUG aldric NACH 503/25
BEFOERDERE aldric
`;

describe('the JSON form of a turn', () => {
  it('holds the same orders as the text form', () => {
    const text = parseTurnText(TEXT).turn;
    const orders = text?.orders.map(({ loc: _loc, ...order }) => order);
    const { turn, problems } = parseTurnJson({ realm: 'nordmark', orders });
    expect(problems).toEqual([]);
    expect(turn?.orders.map(({ loc: _loc, ...order }) => order)).toEqual(orders);
    expect(turn?.orders[2]?.loc).toEqual({ line: 0, column: 0, path: 'orders[2]' });
  });

  it('names bad fields by JSON path', () => {
    const { turn, problems } = parseTurnJson({ realm: 'nordmark', orders: [{ type: 'move', army: 201, path: ['503/99x'] }, { type: 'fly' }] });
    expect(turn).toBeUndefined();
    expect(problems.map((p) => p.where)).toEqual(expect.arrayContaining(['orders[0].path[0]', 'orders[1].type']));
  });

  it('reports orders whose parts need one another', () => {
    const { problems } = parseTurnJson({
      realm: 'nordmark',
      orders: [
        { type: 'move', army: 201 },
        { type: 'build', structure: 'wall', at: '503/25' },
        { type: 'gift', to: 'sudland', gold: 5, hex: '503/25' },
        { type: 'arm', at: '503/25', army: 0, units: { K: 5 }, fromSpecialIncome: false },
        { type: 'arm', at: '806/27', army: 101, stock: true, units: { K: 5 }, fromSpecialIncome: false },
        { type: 'arm', at: '503/25', army: 101, wizard: 'geist', units: {}, fromSpecialIncome: false },
        { type: 'arm', at: '806/27', army: 0, stock: true, units: { K: 5 }, fromSpecialIncome: false },
        { type: 'arm', at: '503/25', army: 101, audvacar: true, units: { S: 5 }, fromSpecialIncome: false },
        { type: 'arm', at: '503/25', army: 0, audvacar: true, units: { S: 5 }, fromSpecialIncome: true },
        { type: 'arm', at: '503/25', army: 0, audvacar: true, units: { S: 5 }, fromSpecialIncome: false },
      ],
    });
    expect(problems.map((p) => `${p.code} @ ${p.where}`)).toEqual([
      'move-shape @ orders[0]',
      'build-shape @ orders[1].side',
      'gift-shape @ orders[2]',
      'arm-shape @ orders[3].army',
      'arm-shape @ orders[4].army',
      'arm-shape @ orders[5].wizard',
      'arm-shape @ orders[7].army',
      'arm-shape @ orders[8]',
    ]);
  });

  it('rejects what is not a turn at all without throwing', () => {
    expect(parseTurnJson(['not', 'a', 'turn']).problems[0]).toMatchObject({ code: 'wrong-type' });
    expect(parseTurnJson({ realm: 'nordmark', orders: [], extra: 1 }).problems[0]).toMatchObject({ code: 'unknown-key', where: 'extra' });
  });
});
