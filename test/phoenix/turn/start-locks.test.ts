import { describe, expect, it } from 'vitest';
import { checkTurn } from '../../../src/games/phoenix/orders/check.js';
import { parseTurnText } from '../../../src/games/phoenix/orders/parse.js';
import { DEFAULT_RULES } from '../../../src/games/phoenix/rules.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import { buildCaseWorld, type CaseWorld } from '../../conformance/phoenix-month-world.js';

/** What the checker answers a realm's turn, in German: code and message. */
function check(world: CaseWorld, text: string, lang: 'de' | 'en' = 'de'): { code: string; message: string }[] {
  const { turn } = parseTurnText(text);
  if (turn === undefined) throw new Error('the turn parses');
  return checkTurn(parseWorld(buildCaseWorld(world)), turn, DEFAULT_RULES, lang).map((p) => ({ code: p.code, message: p.message }));
}

const capital = (id: string, at: string) => ({
  realm: { id, capital: at },
  hex: { at, terrain: 'lowland' as const, owner: id },
  stronghold: { at, level: 'HST' as const, bp: 5000, owner: id },
});

describe('the checker names each lock and when it ends (R §1.9, §1.9.1, §1.9.3, §2)', () => {
  const a = capital('a', '503/22');

  it("the wizard ruler's 8-month lock: no change of ruler before month 10 (Rim, year 2)", () => {
    const world: CaseWorld = {
      turn: 3,
      realms: [{ ...a.realm, rulerChangeFrom: 10 }],
      hexes: [a.hex],
      strongholds: [a.stronghold],
      characters: [{ id: 'olga', name: 'Olga', realm: 'a', at: '503/22', rank: 'commander', gp: 12, maxGp: 12 }],
      wizards: [{ id: 'zora', name: 'Zora', realm: 'a', at: '503/22', class: 'C', gp: 19, zkp: 19, character: true, rulerBonus: 12 }],
    };
    expect(check(world, 'REICH a\nBEFOERDERE olga ZU HER')).toEqual([
      { code: 'ruler-locked', message: 'Sperrfrist des Herrscherzauberers (8 Monate): kein Herrscherwechsel vor Monat 10 (Rim, Jahr 2) (R §1.9.1, §1.9.3).' },
    ]);
    expect(check(world, 'REICH a\nDEGRADIERE zora')[0]?.code).toBe('ruler-locked');
    // From month 10 on the lock is over: the file no longer holds it, and deposing is accepted.
    expect(check({ ...world, turn: 10, realms: [a.realm] }, 'REICH a\nDEGRADIERE zora')).toEqual([]);
  });

  it("the lock after a death: the player's new identity from month 6 (Jawan, year 1)", () => {
    const world: CaseWorld = { turn: 5, realms: [{ ...a.realm, treasury: 50_000, identityLocks: [{ id: 'hugo', name: 'Hugo', from: 6, player: 'Jan' }] }], hexes: [a.hex], strongholds: [a.stronghold] };
    expect(check(world, 'REICH a\nRUESTE CZA cora SPIELER Jan')).toEqual([
      { code: 'identity-locked', message: 'Sperrfrist nach dem Tod von Hugo (2 Monate): Jan nimmt frühestens ab Monat 6 (Jawan, Jahr 1) eine neue Identität an (R §1.9, Errata 54).' },
    ]);
    expect(check(world, 'REICH a\nRUESTE CZA cora SPIELER Ute')).toEqual([]);
    expect(check(world, 'REICH a\nARM CZA cora PLAYER Jan', 'en')[0]?.message).toBe('lock after the death of Hugo (2 months): Jan takes a new identity from month 6 (Jawan, year 1) at the earliest (R §1.9, errata 54)');
  });

  it('the bonus strongholds of the start wait for the second armament round, named by month', () => {
    const world: CaseWorld = {
      turn: 1,
      realms: [{ ...a.realm, founded: 1 }],
      // A new realm holds its capital and the six hexes around it (R §2).
      hexes: [a.hex, ...['503/15', '503/21', '503/29', '503/30', '603/38', '603/44'].map((at) => ({ at, terrain: 'lowland' as const, owner: 'a' }))],
      strongholds: [a.stronghold],
      characters: [{ id: 'fritz', name: 'Fritz', realm: 'a', at: '503/22', rank: 'fortressLord', gp: 48, maxGp: 48 }],
    };
    expect(check(world, 'REICH a\nBONUSRÜSTORT 503/30 FÜR fritz')).toEqual([
      { code: 'bonus-month', message: 'Die Bonusrüstorte des Spielbeginns gibt es am Ende eurer zweiten Rüstrunde, in Monat 5 (Hel, Jahr 1), nicht jetzt (R §2).' },
    ]);
    expect(check({ ...world, turn: 5 }, 'REICH a\nBONUSRÜSTORT 503/30 FÜR fritz')).toEqual([]);
  });
});
