import { describe, expect, it } from 'vitest';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';

/** The order one line gives, with the header in front and loc left out. */
function one(line: string): unknown {
  const { turn, problems } = parseTurnText(`REICH nordmark\n${line}`);
  expect(problems).toEqual([]);
  expect(turn?.orders).toHaveLength(1);
  const { loc: _loc, ...order } = turn?.orders[0] as unknown as Record<string, unknown>;
  return order;
}

function problem(line: string, lang: 'de' | 'en' = 'en') {
  const { problems } = parseTurnText(`REALM nordmark\n${line}`, 'turn.txt', lang);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe('the order language', () => {
  it.each([
    ['BEWEGE 201 503/25 503/26', { type: 'move', army: 201, path: ['503/25', '503/26'] }],
    ['move 201 503-25 503/6', { type: 'move', army: 201, path: ['503/25', '503/06'] }],
    ['BEWEGE 201 NACH 503/30 ÜBER 503/25 503/27', { type: 'move', army: 201, to: '503/30', via: ['503/25', '503/27'] }],
    ['MOVE 201 TO 503/30 VIA 503/25', { type: 'move', army: 201, to: '503/30', via: ['503/25'] }],
    ['BEWEGE 201 NACH 503/30', { type: 'move', army: 201, to: '503/30' }],
    ['BEWEGE FIGUR aldric NACH 503/30', { type: 'move', army: 0, figure: 'aldric', to: '503/30' }],
    ['EINSCHIFFEN 101 IN 301', { type: 'embark', army: 101, fleet: 301 }],
    ['embark 101 301', { type: 'embark', army: 101, fleet: 301 }],
    ['AUSSCHIFFEN 101 NACH 503/25', { type: 'disembark', army: 101, to: '503/25' }],
    ['DISEMBARK 101 503/25', { type: 'disembark', army: 101, to: '503/25' }],
    ['TEILE 101 102 K 500 HF 1', { type: 'split', army: 101, newArmy: 102, units: { K: 500, HF: 1 } }],
    ['SPLIT 101 102 k 1.500 hf 1', { type: 'split', army: 101, newArmy: 102, units: { K: 1500, HF: 1 } }],
    ['VEREINE 102 MIT 101', { type: 'merge', army: 102, into: 101 }],
    ['MERGE 102 INTO 101', { type: 'merge', army: 102, into: 101 }],
    ['ÜBERGIB 101 102 HF 2', { type: 'handOver', from: 101, to: 102, commanders: 2 }],
    ['HANDOVER 101 102 HF 2', { type: 'handOver', from: 101, to: 102, commanders: 2 }],
    ['AUFSITZEN 101 201 500', { type: 'mount', army: 101, newArmy: 201, count: 500, when: 'before' }],
    ['DISMOUNT 201 101 500 AFTER', { type: 'dismount', army: 201, newArmy: 101, count: 500, when: 'after' }],
    ['ABSITZEN 201 101 500 NACH', { type: 'dismount', army: 201, newArmy: 101, count: 500, when: 'after' }],
    ['LADUNG 101 102 GOLD 5000 GEFANGENE 10', { type: 'cargo', from: 101, to: 102, gold: 5000, prisoners: 10 }],
    ['CARGO 101 102 SPECIAL 2000', { type: 'cargo', from: 101, to: 102, specialIncome: 2000 }],
    ['ABWERFEN 101 GOLD 5000', { type: 'dump', army: 101, gold: 5000 }],
    ['DUMP 101 5000', { type: 'dump', army: 101, gold: 5000 }],
    ['FEUER 101 SKP 2 AUF 503/25 NACH', { type: 'fire', army: 101, weapon: 'SKP', count: 2, at: '503/25', when: 'after' }],
    ['FIRE 101 lkp 1 AT 503/25 WALL NE BEFORE', { type: 'fire', army: 101, weapon: 'LKP', count: 1, at: '503/25', wall: 'NO', when: 'before' }],
    ['EROBERE 101', { type: 'conquer', army: 101 }],
    ['PLÜNDERE 101', { type: 'plunder', army: 101 }],
    ['PLUENDERE 101', { type: 'plunder', army: 101 }],
    ['ZERSTÖRE 101 STRASSEN', { type: 'destroy', army: 101, target: { kind: 'roads' } }],
    ['DESTROY 101 WALL SE', { type: 'destroy', army: 101, target: { kind: 'wall', side: 'SO' } }],
    ['ZERSTOERE 101 BRÜCKE 503/26', { type: 'destroy', army: 101, target: { kind: 'bridge', to: '503/26' } }],
    ['ZERSTOERE 101 RUESTORT', { type: 'destroy', army: 101, target: { kind: 'stronghold' } }],
    ['AUFLÖSEN 101', { type: 'disband', army: 101 }],
    ['BAUE STRASSE 503/25 503/26', { type: 'build', structure: 'road', at: '503/25', to: '503/26' }],
    ['BUILD QUAY 503/25 W', { type: 'build', structure: 'quay', at: '503/25', side: 'W' }],
    ['BAUE WALL 503/25 NO', { type: 'build', structure: 'wall', at: '503/25', side: 'NO' }],
    ['BAUE RÜSTORT 503/25', { type: 'build', structure: 'stronghold', at: '503/25' }],
    ['REPARIERE BRUECKE 503/25 503/26', { type: 'repair', structure: 'bridge', at: '503/25', to: '503/26' }],
    ['RÜSTE 503/25 103 K 1000 HF 1', { type: 'arm', at: '503/25', army: 103, units: { K: 1000, HF: 1 }, fromSpecialIncome: false }],
    ['ARM 503/25 103 SPECIAL K 1000 HF 1', { type: 'arm', at: '503/25', army: 103, units: { K: 1000, HF: 1 }, fromSpecialIncome: true }],
    ['WEGERECHT GEBEN sudland', { type: 'right', right: 'wegerecht', grant: true, realm: 'sudland' }],
    ['COASTALRIGHT REVOKE sudland', { type: 'right', right: 'kuestenrecht', grant: false, realm: 'sudland' }],
    ['KÜSTENRECHT ENTZIEHEN sudland', { type: 'right', right: 'kuestenrecht', grant: false, realm: 'sudland' }],
    ['SCHENKE sudland GOLD 5000', { type: 'gift', to: 'sudland', gold: 5000 }],
    ['GIFT sudland ARMY 101 P 200', { type: 'gift', to: 'sudland', army: 101, units: { P: 200 } }],
    ['SCHENKE sudland GEMARK 503/25', { type: 'gift', to: 'sudland', hex: '503/25' }],
    ['HAUPTSTADT 503/25', { type: 'capitalMove', to: '503/25' }],
    ['SONDERBEFEHL 101 FEUERN', { type: 'standing', army: 101, rule: 'fireWhenAttacked' }],
    ['STANDING 101 no-rearguard', { type: 'standing', army: 101, rule: 'declineRearguard' }],
    ['BEFOERDERE aldric ZU STH IN 503/25', { type: 'rank', direction: 'promote', figure: 'aldric', rank: 'townLord', seat: '503/25' }],
    ['PROMOTE aldric AS castlelord', { type: 'rank', direction: 'promote', figure: 'aldric', rank: 'castleLord' }],
    ['ERNENNE ZAUBERER zora ZUM HERRSCHER', { type: 'rank', direction: 'promote', figure: 'zora', rank: 'ruler' }],
    ['DEGRADIERE aldric ZU BUH', { type: 'rank', direction: 'demote', figure: 'aldric', rank: 'castleLord' }],
    ['DEPOSE zora', { type: 'rank', direction: 'demote', figure: 'zora' }],
    ['RUESTE CZB cora', { type: 'armWizard', as: 'CZB', wizard: 'cora' }],
    ['RÜSTE 806/27 LAGER K 5.000 HF 10', { type: 'arm', at: '806/27', army: 0, stock: true, units: { K: 5000, HF: 10 }, fromSpecialIncome: false }],
    ['RÜSTE 503/40 AUDVACAR S 10 LKP 1', { type: 'arm', at: '503/40', army: 0, audvacar: true, units: { S: 10, LKP: 1 }, fromSpecialIncome: false }],
    ['ARM 806/27 STOCK S 10', { type: 'arm', at: '806/27', army: 0, stock: true, units: { S: 10 }, fromSpecialIncome: false }],
    ['RÜSTE 503/22 101 SOFORT ZA Geist', { type: 'arm', at: '503/22', army: 101, now: true, wizard: 'geist', units: {}, fromSpecialIncome: false }],
    ['VERKAUFE nordmark 503/22 104 K 2.000 HF 1', { type: 'sell', to: 'nordmark', post: '503/22', army: 104, units: { K: 2000, HF: 1 } }],
    ['SELL nordmark 503/22 301 S 5', { type: 'sell', to: 'nordmark', post: '503/22', army: 301, units: { S: 5 } }],
    ['ARM cza Cid', { type: 'armWizard', as: 'CZA', wizard: 'cid' }],
    ['UMRÜSTEN cora', { type: 'convert', wizard: 'cora' }],
    ['CONVERT WIZARD cora', { type: 'convert', wizard: 'cora' }],
    ['FREILASSEN gil', { type: 'release', figure: 'gil' }],
    ['RELEASE FIGURE gil', { type: 'release', figure: 'gil' }],
    ['TELEPORTIERE zed NACH 503/24', { type: 'teleport', wizard: 'zed', to: '503/24', when: 'before' }],
    ['TELEPORTIERE ZAUBERER zed NACH 503/24 NACH', { type: 'teleport', wizard: 'zed', to: '503/24', when: 'after' }],
    ['TELEPORT WIZARD zed TO 503-24 BEFORE', { type: 'teleport', wizard: 'zed', to: '503/24', when: 'before' }],
    ['ENTLASSE zed', { type: 'dismiss', wizard: 'zed' }],
    ['DISMISS WIZARD zed', { type: 'dismiss', wizard: 'zed' }],
    ['BANNE merlin 503/25 16', { type: 'banish', wizard: 'merlin', at: '503/25', zkp: 16 }],
    ['BANISH WIZARD merlin 503-25 4', { type: 'banish', wizard: 'merlin', at: '503/25', zkp: 4 }],
    ['TELEPORTIERE gandalf NACH 503/27 MIT 101 102', { type: 'teleportUnits', wizard: 'gandalf', to: '503/27', armies: [101, 102] }],
    ['TELEPORT WIZARD gandalf TO 503/27 WITH 101', { type: 'teleportUnits', wizard: 'gandalf', to: '503/27', armies: [101] }],
    ['KAMPF sigurd GEGEN brun', { type: 'pairing', fighter: 'sigurd', opponent: 'brun' }],
    ['KÄMPFE FIGUR sigurd GEGEN FIGUR brun', { type: 'pairing', fighter: 'sigurd', opponent: 'brun' }],
    ['FIGHT sigurd AGAINST brun', { type: 'pairing', fighter: 'sigurd', opponent: 'brun' }],
    ['RÜCKZUG brun NACH 503/29', { type: 'retreat', figure: 'brun', to: '503/29' }],
    ['RETREAT FIGURE brun TO 503-29', { type: 'retreat', figure: 'brun', to: '503/29' }],
    ['BEFÖRDERE aldric ZUM Festungsherrn IN 503/25', { type: 'rank', direction: 'promote', figure: 'aldric', rank: 'fortressLord', seat: '503/25' }],
  ])('%s', (line, expected) => {
    expect(one(line)).toEqual(expected);
  });

  it('reads the header, comments and blank lines, and keeps where each order stood', () => {
    const text = '# Nordmark, Naliv\n\nRealm Nordmark ; header\n  BEWEGE 201 503/25 // east\nEROBERE 201 # then take it\n';
    const { turn, problems } = parseTurnText(text);
    expect(problems).toEqual([]);
    expect(turn?.realm).toBe('nordmark');
    expect(turn?.orders.map((o) => [o.type, o.loc.line, o.loc.column])).toEqual([
      ['move', 4, 3],
      ['conquer', 5, 1],
    ]);
  });

  it('gives no turn without a header, and says so at line 1', () => {
    const { turn, problems } = parseTurnText('BEWEGE 201 503/25\n');
    expect(turn).toBeUndefined();
    expect(problems[0]).toMatchObject({ code: 'no-realm', where: 'line 1, column 1' });
  });

  it.each([
    ['FLIEGE 201', 'unknown-keyword', 'line 2, column 1'],
    // Duels arise from conflicts (R §5.3, §3 phase 11): no order challenges one.
    ['DUELL merlin', 'unknown-keyword', 'line 2, column 1'],
    ['BEWEGE 201', 'missing', 'line 2, column 11'],
    ['BEWEGE zwei 503/25', 'not-number', 'line 2, column 8'],
    ['BEWEGE 201 503/99', 'not-place', 'line 2, column 12'],
    ['BEWEGE 201 NACH 503/30 UEBER', 'missing', 'line 2, column 29'],
    ['TEILE 101 102 X 5', 'not-unit', 'line 2, column 15'],
    ['TEILE 101 102 K 5 K 6', 'unit-twice', 'line 2, column 19'],
    ['TEILE 101 102 K', 'missing', 'line 2, column 16'],
    ['FEUER 101 KANONE 2 AUF 503/25', 'not-weapon', 'line 2, column 11'],
    ['BAUE WALL 503/25 NN', 'not-side', 'line 2, column 18'],
    ['BAUE TURM 503/25', 'expected-word', 'line 2, column 6'],
    ['EROBERE 101 sofort', 'extra', 'line 2, column 13'],
    ['UEBERGIB 101 102 K 5', 'handover-hf', 'line 2, column 18'],
    ['SONDERBEFEHL 101 fliehen', 'not-rule', 'line 2, column 18'],
    ['KAMPF sigurd brun', 'expected-word', 'line 2, column 14'],
    ['KAMPF sigurd GEGEN', 'missing', 'line 2, column 19'],
    ['KAMPF sigurd GEGEN brun olaf', 'extra', 'line 2, column 25'],
    ['RUECKZUG brun 503/29', 'expected-word', 'line 2, column 15'],
    ['RUECKZUG brun NACH osten', 'not-place', 'line 2, column 20'],
    ['REALM sudland', 'realm-twice', 'line 2, column 1'],
  ])('%s → %s at %s', (line, code, where) => {
    expect(problem(line)).toMatchObject({ code, where });
  });

  it('keeps the good lines of a turn with bad ones', () => {
    const { turn, problems } = parseTurnText('REICH nordmark\nBEWEGE 201 503/25\nFLIEGE 1\nEROBERE 201\n');
    expect(turn?.orders.map((o) => o.type)).toEqual(['move', 'conquer']);
    expect(problems.map((p) => p.where)).toEqual(['line 3, column 1']);
  });

  it('speaks German by default and English when asked', () => {
    expect(parseTurnText('REICH nordmark\nBEWEGE 201 503/99').problems[0]?.message).toMatch(/ist kein Feld der Karte/);
    expect(problem('BEWEGE 201 503/99', 'en')?.message).toMatch(/is not a hex of the map/);
  });
});
