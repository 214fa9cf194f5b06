import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-movement/world.js';

const own = (at: string) => ({ at, terrain: 'lowland', owner: 'nordmark' }) as const;

function world(turn = 3): CaseWorld {
  return {
    fill: 'lowland',
    turn,
    realms: [
      { id: 'nordmark', treasury: 100_000, specialFunds: [{ at: '503/24', gold: 5_000 }], wegerechtFrom: ['ostwald'] },
      { id: 'sudland', treasury: 0 },
      { id: 'ostwald', treasury: 0 },
    ],
    hexes: [own('503/24'), own('503/25'), own('503/26'), own('503/23'), { at: '503/32', terrain: 'water' }, { at: '503/28', terrain: 'lowland', owner: 'sudland' }],
    strongholds: [{ at: '503/24', level: 'BUR', bp: 1_000, owner: 'nordmark' }],
    walls: [{ at: '503/25', side: 'O', bp: 100, crewK: 400, crewHF: 1 }],
    roads: [{ from: '503/24', to: '503/25', bp: 40 }],
    armies: [
      { realm: 'nordmark', number: 101, kind: 'warriors', at: '503/24', K: 3_000, P: 100, HF: 2, SKP: 1, cargo: { gold: 1_000, prisoners: 0 } },
      { realm: 'nordmark', number: 102, kind: 'warriors', at: '503/24', K: 150, HF: 1 },
      { realm: 'nordmark', number: 201, kind: 'riders', at: '503/24', R: 1_000, HF: 1 },
      { realm: 'nordmark', number: 301, kind: 'fleet', at: '503/32', S: 5, HF: 1 },
      { realm: 'sudland', number: 151, kind: 'warriors', at: '503/28', K: 5_000, HF: 1 },
    ],
  };
}

function check(lines: string, options: { turn?: number; lang?: 'de' | 'en' } = {}) {
  const { turn, problems } = parseTurnText(`REICH nordmark\n${lines}`);
  expect(problems).toEqual([]);
  if (turn === undefined) throw new Error('no turn');
  return checkTurn(buildCaseWorld(world(options.turn), 'check'), turn, DEFAULT_RULES, options.lang ?? 'en');
}

const codes = (lines: string, turn?: number) => check(lines, { turn }).map((p) => p.code);

/** Checks with the month's turn order drawn (and the world changed as the test needs). */
function checkOrdered(lines: string, order: string[], change: (w: CaseWorld) => void = () => {}) {
  const { turn } = parseTurnText(`REICH nordmark\n${lines}`);
  const short = world();
  change(short);
  const loaded = buildCaseWorld(short, 'check');
  loaded.world.calendar.turnOrder.push(order);
  return checkTurn(loaded, turn!, DEFAULT_RULES, 'en');
}

describe('checkTurn', () => {
  it('passes a clean turn', () => {
    expect(check('BEWEGE 201 NACH 503/25\nTEILE 101 103 K 1000 HF 1\nVEREINE 102 MIT 101\nSONDERBEFEHL 101 FEUERN\nWEGERECHT GEBEN sudland')).toEqual([]);
  });

  it('names line and column of every problem, in the order of the turn', () => {
    const problems = check('EROBERE 109\n  BEWEGE 201 503/33');
    expect(problems.map((p) => p.where)).toEqual(['line 2, column 1', 'line 3, column 3']);
  });

  it('refuses an unknown realm and unknown armies', () => {
    const { turn } = parseTurnText('REICH atlantis\nEROBERE 101');
    expect(checkTurn(buildCaseWorld(world(), 'w'), turn!, DEFAULT_RULES).map((p) => p.code)).toEqual(['unknown-realm']);
    expect(codes('EROBERE 151')).toEqual(['unknown-army']);
  });

  it('names the month’s reasons for rank, conversion and release orders (P-103)', () => {
    expect(codes('BEFOERDERE aldric ZU HER')).toEqual(['unknown-figure']);
    expect(codes('UMRUESTEN zed')).toEqual(['unknown-wizard']);
    expect(codes('FREILASSEN brun')).toEqual(['not-prisoner']);
    const [problem] = check('BEFOERDERE aldric ZU HER', { lang: 'de' });
    expect(problem?.message).toContain('keinen Charakter');
  });

  it('leaves a move that stops short to the month: it is walked as far as it goes, no refusal but a note (P-120)', () => {
    expect(check('BEWEGE 201 503/32').map((p) => [p.code, p.severity])).toEqual([['move-cut-short', 'warning']]);
    expect(codes('BEWEGE 201 503/16 503/17 503/18 503/19')).toEqual(['move-cut-short']);
    // Into the enemy at its target: the move ends in the fight it was written for, no note.
    expect(codes('BEWEGE 201 NACH 503/28')).toEqual([]);
    expect(codes('BEWEGE 201 503/25')).toEqual([]);
    expect(codes('BEWEGE 201 503/25\nBEWEGE 201 503/23')).toEqual(['twice']);
  });

  it('finds orders that contradict each other', () => {
    expect(codes('BEWEGE 101 503/23\nPLUENDERE 101')).toEqual(['contradiction']);
    expect(codes('BEWEGE 101 503/23\nAUFLOESEN 101')).toEqual(['contradiction']);
    expect(codes('BEWEGE 101 503/23\nUEBERGIB 101 102 HF 1')).toEqual(['handover-moved']);
    expect(codes('EROBERE 201\nPLUENDERE 201')).toEqual(['conquer-own', 'conquer-and-plunder', 'plunder-own']);
  });

  it('checks splits, merges and hand-overs against the armies', () => {
    expect(codes('TEILE 102 103 K 100 HF 0')).toEqual(['too-small']);
    expect(codes('TEILE 101 103 K 50 HF 1')).toEqual(['too-small']);
    expect(codes('TEILE 101 102 K 500 HF 1')).toEqual(['number-used']);
    expect(codes('TEILE 101 203 K 500 HF 1')).toEqual(['number-range']);
    expect(codes('TEILE 101 103 R 500 HF 1')).toEqual(['unit-not-in-kind']);
    expect(codes('TEILE 101 103 K 5000 HF 1')).toEqual(['not-held']);
    expect(codes('VEREINE 201 MIT 101')).toEqual(['merge-kind']);
    expect(codes('UEBERGIB 102 101 HF 1')).toEqual(['too-small']);
  });

  it('checks mounting', () => {
    // Riders mounted into a new army need an HF of their own (R §1.8): the month refuses it, so does the checker.
    expect(codes('AUFSITZEN 101 202 100')).toEqual(['too-small']);
    expect(codes('AUFSITZEN 101 202 500')).toEqual(['no-mounts']);
    expect(codes('AUFSITZEN 201 202 5')).toEqual(['mount-kind']);
    expect(codes('ABSITZEN 201 103 2000')).toEqual(['not-held']);
  });

  it('checks cargo held and where armies meet', () => {
    expect(codes('LADUNG 101 102 GOLD 1000')).toEqual([]);
    expect(codes('LADUNG 101 102 GOLD 5000')).toEqual(['cargo-not-held']);
    expect(codes('ABWERFEN 101 2000')).toEqual(['cargo-not-held']);
    expect(codes('BEWEGE 201 503/23\nLADUNG 101 201 GOLD 10')).toEqual([]);
    expect(codes('LADUNG 101 301 GOLD 10')).toEqual(['cargo-apart']);
  });

  it('checks fire: weapons held, range and mode', () => {
    expect(codes('FEUER 101 SKP 1 AUF 503/26')).toEqual(['no-target']);
    expect(codes('FEUER 101 SKP 2 AUF 503/26')).toEqual(['fire-weapons']);
    expect(codes('FEUER 101 SKP 1 AUF 503/26\nFEUER 101 SKP 1 AUF 503/25 NACH')).toEqual(['no-target', 'fire-weapons']);
    expect(codes('FEUER 101 SKP 1 AUF 503/28')).toEqual(['fire-range']);
    expect(codes('FEUER 101 LKP 1 AUF 503/25')).toEqual(['fire-weapons']);
    expect(codes('FEUER 101 SKP 1 AUF 503/25 WALL W')).toEqual(['fire-no-wall']);
  });

  it('checks conquest and destruction', () => {
    expect(codes('EROBERE 102')).toEqual(['not-conquest-capable', 'conquer-own']);
    expect(codes('BEWEGE 101 NACH 503/32\nEROBERE 101')).toEqual(['move-cut-short', 'own-land']);
    expect(codes('ZERSTOERE 101 STRASSEN')).toEqual([]);
    expect(codes('ZERSTOERE 101 BRUECKE 503/25')).toEqual(['destroy-missing']);
    expect(codes('BEWEGE 101 503/23\nZERSTOERE 101 RUESTORT')).toEqual(['contradiction']);
  });

  it('checks building on own land and repairs', () => {
    expect(codes('BAUE STRASSE 503/25 503/26')).toEqual([]);
    expect(codes('BAUE STRASSE 503/27 503/28')).toEqual(['cannot-build']);
    expect(codes('BAUE STRASSE 503/24 503/26')).toEqual(['cannot-build']);
    expect(codes('BAUE STRASSE 503/24 503/25')).toEqual(['exists']);
    expect(codes('REPARIERE STRASSE 503/24 503/25')).toEqual([]);
    expect(codes('REPARIERE RUESTORT 503/24')).toEqual(['undamaged']);
    expect(codes('BAUE KAI 503/24 NO')).toEqual(['cannot-build']);
    expect(codes('BAUE RUESTORT 503/25')).toEqual(['not-armament-month']);
    expect(codes('BAUE RUESTORT 503/25', 5)).toEqual([]);
  });

  it('checks armament: months, capacity, special income, money', () => {
    expect(codes('RUESTE 503/24 103 K 1000 HF 1')).toEqual(['not-armament-month']);
    expect(codes('RUESTE 503/24 103 K 1000 HF 1', 5)).toEqual([]);
    expect(codes('RUESTE 503/24 103 K 2001 HF 1', 5)).toEqual(['capacity']);
    expect(codes('RUESTE 503/24 103 K 500 HF 3', 5)).toEqual(['capacity']);
    expect(codes('RUESTE 503/24 103 BESONDERE K 1001 HF 1')).toEqual(['capacity']);
    expect(codes('RUESTE 503/24 103 BESONDERE K 900 HF 1')).toEqual(['money']);
    expect(codes('RUESTE 503/25 103 K 500 HF 1', 5)).toEqual(['not-own-stronghold']);
    expect(codes('RUESTE 503/24 103 S 5 HF 1', 5)).toEqual(['unit-not-in-kind']);
    // A refused order takes nothing of the capacity: the second order still fits (issue 11, item 3).
    expect(codes('RUESTE 503/24 103 K 2001 HF 1\nRUESTE 503/24 104 K 2000 HF 1', 5)).toEqual(['capacity']);
    // HF added to an army armed in the same turn join that army; it is no new army (issue 11, item 3).
    expect(codes('RUESTE 503/24 103 K 1000 HF 1\nRUESTE 503/24 103 HF 1', 5)).toEqual([]);
    // Nordmark borders neither realm with a stronghold each: gold from the treasury cannot be given (R §3.2.2; P-96).
    expect(codes('SCHENKE sudland GOLD 60000\nSCHENKE ostwald GOLD 50000')).toEqual(['gift-no-border', 'gift-no-border']);
  });

  it('halves capacity for special income, in any month (R §3.3.1; P-105)', () => {
    const [problem] = check('RUESTE 503/24 103 BESONDERE K 1001 HF 1');
    expect(problem?.message).toContain('5,000 GS');
    expect(problem?.message).toContain('half the capacity');
    expect(check('RUESTE 503/24 103 BESONDERE K 1001 HF 1', { lang: 'de' })[0]?.message).toContain('höchstens 5.000 GS');
    // In an armament month the treasury arms the rest of the whole capacity: 5,000 GS special + 5,000 GS treasury.
    expect(codes('RUESTE 503/24 103 BESONDERE K 1000 HF 1\nRUESTE 503/24 104 K 1000 HF 1', 5)).toEqual(['money']);
  });

  it('answers for gifts what the month decides on the world as it stands (R §3.2.2, §6.1; P-96, P-100)', () => {
    const late = ['nordmark', 'sudland', 'ostwald'];
    const early = ['sudland', 'nordmark', 'ostwald'];
    // Army 101 stays in Nordmark's land: the horses are not carried into Sudland.
    const [goods] = checkOrdered('SCHENKE sudland HEER 101 P 50', late);
    expect(goods).toMatchObject({ code: 'gift-no-border', where: 'line 2, column 1' });
    expect(goods?.message).toContain('army 101');
    // Moved into Sudland's land, the goods reach it, but no army of Sudland stands there to take them.
    expect(checkOrdered('BEWEGE 101 NACH 503/23\nSCHENKE sudland HEER 101 P 50', late, (w) => w.hexes!.push({ at: '503/23', terrain: 'lowland', owner: 'sudland' })).map((p) => p.code)).toEqual(['no-receiver']);
    // Whatever the turn order: the check runs this turn alone on the world as it is (P-100).
    expect(checkOrdered('SCHENKE sudland HEER 101 P 50', early).map((p) => p.code)).toEqual(['gift-no-border']);
    // A hex: only where a conquest-capable army of the receiver stands.
    const [land] = checkOrdered('SCHENKE sudland GEMARK 503/26', late);
    expect(land?.code).toBe('gift-no-border');
    expect(land?.message).toContain('no conquest-capable army of sudland');
    expect(checkOrdered('SCHENKE sudland GEMARK 503/26', late, (w) => w.armies!.push({ realm: 'sudland', number: 152, kind: 'warriors', at: '503/26', K: 2_000, HF: 1 }))).toEqual([]);
    expect(checkOrdered('SCHENKE sudland GEMARK 503/26', late, (w) => w.armies!.push({ realm: 'sudland', number: 152, kind: 'warriors', at: '503/26', K: 500, HF: 1 })).map((p) => p.code)).toEqual(['gift-no-border']);
    // Bordering realms with a stronghold each give land at once; goods need an army of the receiver beside them.
    const bordering = (w: CaseWorld) => {
      w.hexes!.push({ at: '503/27', terrain: 'lowland', owner: 'sudland' });
      w.strongholds!.push({ at: '503/27', level: 'BUR', bp: 1_000, owner: 'sudland' });
      w.hexes!.push({ at: '503/26', terrain: 'lowland', owner: 'nordmark' });
    };
    expect(checkOrdered('SCHENKE sudland GEMARK 503/23\nSCHENKE sudland HEER 101 P 50', late, bordering).map((p) => p.code)).toEqual(['no-receiver']);
  });

  it('checks KAMPF: an own character at liberty against another realm’s, once (R §5.3; P-101)', () => {
    const figures = (w: CaseWorld) => {
      w.characters = [
        { id: 'aldric', name: 'Aldric', realm: 'nordmark', at: '503/24', army: 101, rank: 'castleLord', gp: 16, maxGp: 16 },
        { id: 'held', name: 'Held', realm: 'nordmark', at: '503/24', rank: 'townLord', gp: 16, maxGp: 16, prisonerOf: 'sudland' },
        { id: 'brun', name: 'Brun', realm: 'sudland', at: '503/28', army: 151, rank: 'castleLord', gp: 16, maxGp: 16 },
      ] as CaseWorld['characters'];
      w.wizards = [{ id: 'merlin', name: 'Merlin', realm: 'nordmark', at: '503/24', class: 'C', gp: 10, zkp: 10 }] as CaseWorld['wizards'];
    };
    const kampf = (lines: string) => checkOrdered(lines, [], figures).map((p) => p.code);
    expect(kampf('KAMPF aldric GEGEN brun')).toEqual([]);
    expect(kampf('KAMPF brun GEGEN aldric')).toEqual(['unknown-figure', 'pairing-opponent']);
    expect(kampf('KAMPF merlin GEGEN brun')).toEqual(['pairing-wizard']);
    expect(kampf('KAMPF held GEGEN brun')).toEqual(['pairing-prisoner']);
    expect(kampf('KAMPF aldric GEGEN karl')).toEqual(['pairing-opponent']);
    expect(kampf('KAMPF aldric GEGEN brun\nFIGHT aldric AGAINST brun')).toEqual(['pairing-twice']);
  });

  it('checks RUECKZUG: an own figure, a land hex, once (R §5.4; P-102)', () => {
    const figures = (w: CaseWorld) => {
      w.characters = [
        { id: 'aldric', name: 'Aldric', realm: 'nordmark', at: '503/24', army: 101, rank: 'castleLord', gp: 16, maxGp: 16 },
        { id: 'brun', name: 'Brun', realm: 'sudland', at: '503/28', army: 151, rank: 'castleLord', gp: 16, maxGp: 16 },
      ] as CaseWorld['characters'];
      w.wizards = [{ id: 'merlin', name: 'Merlin', realm: 'nordmark', at: '503/24', class: 'C', gp: 10, zkp: 10 }] as CaseWorld['wizards'];
    };
    const rueckzug = (lines: string) => checkOrdered(lines, [], figures).map((p) => p.code);
    expect(rueckzug('RUECKZUG aldric NACH 503/25\nRUECKZUG merlin NACH 503/23')).toEqual([]);
    expect(rueckzug('RUECKZUG brun NACH 503/25')).toEqual(['unknown-figure']);
    expect(rueckzug('RUECKZUG aldric NACH 503/32')).toEqual(['retreat-water']);
    expect(rueckzug('RUECKZUG aldric NACH 503/25\nRETREAT aldric TO 503/23')).toEqual(['retreat-twice']);
  });

  it('checks rights and gifts', () => {
    expect(codes('WEGERECHT GEBEN nordmark')).toEqual(['right-self']);
    expect(codes('KUESTENRECHT ENTZIEHEN sudland')).toEqual(['right-state']);
    expect(codes('WEGERECHT GEBEN atlantis')).toEqual(['unknown-realm']);
    expect(codes('SCHENKE sudland HEER 101 K 5')).toEqual(['gift-units']);
    expect(codes('SCHENKE sudland HEER 101 P 500')).toEqual(['not-held']);
    expect(codes('SCHENKE sudland GEMARK 503/28')).toEqual(['gift-hex']);
    expect(codes('HAUPTSTADT 503/24')).toEqual(['no-capital']);
  });

  it('speaks German by default', () => {
    const { turn } = parseTurnText('REICH nordmark\nEROBERE 109');
    expect(checkTurn(buildCaseWorld(world(), 'w'), turn!, DEFAULT_RULES)[0]?.message).toBe('Euer Reich hat kein Heer 109.');
  });
});
