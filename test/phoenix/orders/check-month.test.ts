import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { applyRulesOptions } from '../../../src/games/phoenix/options.js';
import { DEFAULT_RULES, type PhoenixRules } from '../../../src/games/phoenix/rules.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-movement/world.js';

const own = (at: string) => ({ at, terrain: 'lowland', owner: 'nordmark' }) as const;

/** Nordmark's castle at 503/24 in Hel (an armament month); extras per test. */
function world(extra: Partial<CaseWorld> = {}): CaseWorld {
  return {
    fill: 'lowland',
    turn: 5,
    realms: [{ id: 'nordmark', treasury: 1_000_000 }, { id: 'sudland' }],
    hexes: [own('503/24'), own('503/25'), own('503/23'), { at: '503/28', terrain: 'lowland', owner: 'sudland' }, { at: '503/32', terrain: 'water' }],
    strongholds: [{ at: '503/24', level: 'BUR', bp: 1_000, owner: 'nordmark' }],
    armies: [
      { realm: 'nordmark', number: 101, kind: 'warriors', at: '503/24', K: 3_000, HF: 2, cargo: { gold: 1_000, prisoners: 0 } },
      { realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1_000, HF: 1 },
    ],
    ...extra,
  };
}

function check(lines: string, short: CaseWorld = world(), options: { rules?: PhoenixRules } = {}) {
  const { turn, problems } = parseTurnText(`REICH nordmark\n${lines}`);
  expect(problems).toEqual([]);
  if (turn === undefined) throw new Error('no turn');
  return checkTurn(buildCaseWorld(short, 'check'), turn, options.rules ?? DEFAULT_RULES, 'en');
}

const besieger = { realm: 'sudland', number: 151, kind: 'warriors', at: '503/23', K: 1_500, HF: 1 } as const;

describe('the checker in armament (R §1.7.1, §1.5.12)', () => {
  it('cuts the armament capacity by 15 % per besieging hex, as the month does', () => {
    const sieged = world({ armies: [...(world().armies ?? []), besieger] });
    expect(check('RUESTE 503/24 103 K 2000 HF 1').map((p) => p.code)).toEqual([]);
    const problems = check('RUESTE 503/24 103 K 1701 HF 1', sieged);
    expect(problems.map((p) => p.code)).toEqual(['capacity']);
    expect(problems[0]?.message).toContain('after a 15 % siege');
    expect(check('RUESTE 503/24 103 K 1700 HF 1', sieged)).toEqual([]);
  });

  it('arms a damaged stronghold as the highest level whose full BP it holds (P-92)', () => {
    // A fortress that lost 1,500 of its 3,000 BP: it counts as a town, but arms as a castle.
    const damaged = world({ strongholds: [{ at: '503/24', level: 'STD', bp: 1_500, owner: 'nordmark', repairTo: 'FST' }] });
    expect(check('RUESTE 503/24 103 K 2001 HF 1', damaged).map((p) => p.code)).toEqual(['capacity']);
    expect(check('RUESTE 503/24 103 K 2000 HF 1', damaged)).toEqual([]);
    const current = applyRulesOptions({ interpretations: { damagedArmament: 'current-level' } });
    expect(check('RUESTE 503/24 103 K 2001 HF 1', damaged, { rules: current })).toEqual([]);
    // A stronghold is repaired month by month as far as the money goes, as the month pays it (R §1.5.12; P-76): never refused for money.
    const repair = check('REPARIERE RUESTORT 503/24', world({ realms: [{ id: 'nordmark', treasury: 12_499 }, { id: 'sudland' }], strongholds: damaged.strongholds ?? [] }));
    expect(repair).toEqual([]);
    expect(check('REPARIERE RUESTORT 503/24', world({ realms: [{ id: 'nordmark', treasury: 12_500 }, { id: 'sudland' }], strongholds: damaged.strongholds ?? [] }))).toEqual([]);
  });
});

describe('the checker on dead goods sold to Audvacar (R §6.4.1; P-286)', () => {
  const traders = { id: 'haendler', kind: 'traders', standardTerrain: 'water' } as const;
  const withPost = (extra: Partial<CaseWorld> = {}) =>
    world({ realms: [{ id: 'nordmark', treasury: 1_000_000 }, { id: 'sudland' }, traders], strongholds: [{ at: '503/24', level: 'BUR', bp: 1_000, owner: 'nordmark', tradingPost: true }], ...extra });

  it('refuses living goods, a stronghold without a post and a game without traders, in German', () => {
    expect(check('RUESTE 503/24 AUDVACAR S 10 LKP 1', withPost()).map((p) => p.code)).toEqual(['capacity']);
    expect(check('RUESTE 503/24 AUDVACAR S 10', withPost())).toEqual([]);
    const { turn } = parseTurnText('REICH nordmark\nRUESTE 503/24 AUDVACAR K 10 S 1');
    const german = checkTurn(buildCaseWorld(withPost(), 'check'), turn!, DEFAULT_RULES);
    expect(german.map((p) => [p.code, p.message])).toEqual([['living-goods', 'Nach Audvacar verkaufen die Reiche nur tote Rüstgüter (Schiffe, Katapulte, Kriegsschiffe), nicht K: Lebende verkauft allein der Händler (R §6.4.1).']]);
    expect(check('RUESTE 503/24 AUDVACAR S 1').map((p) => p.code)).toEqual(['no-trading-post']);
    const noTraders = withPost({ realms: [{ id: 'nordmark', treasury: 1_000_000 }, { id: 'sudland' }] });
    expect(check('RUESTE 503/24 AUDVACAR S 1', noTraders).map((p) => p.code)).toEqual(['no-traders']);
  });
});

describe('the checker on rights (R §4.1, §4.2)', () => {
  it('refuses granting and revoking the same right in one turn, both orders', () => {
    const problems = check('WEGERECHT GEBEN sudland\nWEGERECHT ENTZIEHEN sudland');
    expect(problems.map((p) => [p.code, p.where])).toEqual([
      ['right-contradiction', 'line 2, column 1'],
      ['right-contradiction', 'line 3, column 1'],
    ]);
    expect(check('WEGERECHT GEBEN sudland\nKUESTENRECHT GEBEN sudland')).toEqual([]);
  });
});

describe('the checker is the month (P-90, P-103)', () => {
  it('reports what the month refuses, in its words; a move that stops short is no refusal, only a note (P-120)', () => {
    const far = 'BEWEGE 101 NACH 503/32';
    expect(check(far).map((p) => [p.code, p.severity])).toEqual([['move-cut-short', 'warning']]);
    expect(check(`${far}\n${far}`).map((p) => p.code)).toEqual(['move-cut-short', 'twice']);
    expect(check('BEWEGE 101 NACH 503/25\nPLUENDERE 101').map((p) => p.code)).toEqual(['contradiction']);
    expect(check('BEWEGE 101 NACH 503/25\nLADUNG 101 201 GOLD 5000').map((p) => p.code)).toEqual(['cargo-not-held']);
  });

  it('checks cargo at the start (VOR) or at the end (NACH) of the movement (R §4.3, errata 88)', () => {
    expect(check('BEWEGE 201 503/25\nLADUNG 101 201 GOLD 10 NACH').map((p) => p.code)).toEqual(['not-together']);
    expect(check('BEWEGE 201 503/25\nLADUNG 101 201 GOLD 10 VOR')).toEqual([]);
    expect(check('BEWEGE 201 503/25\nBEWEGE 101 503/25\nLADUNG 101 201 GOLD 10 NACH')).toEqual([]);
    expect(check('BEWEGE 201 503/25\nBEWEGE 101 503/25\nLADUNG 101 201 GOLD 10')).toEqual([]);
  });

  it('does not refuse moving an army that received a gift after its realm’s turn last month: it stays, and the month says why (R §3; P-120)', () => {
    const locked = world({ armies: [{ realm: 'nordmark', number: 101, kind: 'warriors', at: '503/24', K: 3_000, HF: 2, immobileIn: 5 }] });
    expect(check('BEWEGE 101 503/25', locked).map((p) => [p.code, p.severity, p.message])).toEqual([['move-cut-short', 'warning', expect.stringContaining('503/25')]]);
    const later = world({ armies: [{ realm: 'nordmark', number: 101, kind: 'warriors', at: '503/24', K: 3_000, HF: 2, immobileIn: 4 }] });
    expect(check('BEWEGE 101 503/25', later)).toEqual([]);
  });
});
