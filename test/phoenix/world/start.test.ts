import { describe, expect, it } from 'vitest';
import { worldProblems } from '../../../src/games/phoenix/world/load.js';
import { worldSchema, type World } from '../../../src/games/phoenix/world/schema.js';
import { startArmaments } from '../../../src/games/phoenix/world/start.js';
import { sampleWorld } from './fixtures.js';
import { formatHex, parseHex, type Direction } from '../../../src/games/phoenix/map/coords.js';
import { hexAtIndex, hexIndex, neighbourIndex } from '../../../src/games/phoenix/map/neighbours.js';

/** The problems of the start checks after a change to a generated world. */
function startProblems(change: (world: World) => void): { code: string; where?: string; message: string }[] {
  const world = sampleWorld();
  change(world);
  const codes = new Set(['invader-arrival', 'invader-emergence', 'invader-commanders', 'player-twice', 'identity-locked', 'invader-leader', 'invader-points', 'start-capital', 'start-land']);
  return worldProblems(worldSchema.parse(world)).problems.filter((p) => codes.has(p.code));
}

/** An invader arriving with one army at `at` in month `founded`. */
function addInvader(world: World, founded: number, at: string): void {
  world.realms.push({ id: 'horde', name: 'Horde', colour: '#123456', kind: 'invader', standardTerrain: 'water', treasury: 0, founded });
  for (const order of world.calendar.turnOrder) order.push('horde');
  world.armies.push({ realm: 'horde', number: 101, kind: 'warriors', at, K: 1000, HF: 1 });
}

const pointOf = (world: World) => world.hexes.find((h) => h.marks?.includes('invader-point') === true)?.at as string;
const plainLand = (world: World) => world.hexes.find((h) => h.terrain === 'lowland' && h.owner === undefined && h.marks === undefined)?.at as string;

describe('start checks of the world loader (R §1.9, §2, §6.5)', () => {
  it("a new realm's first and second armament months: founded in Hawar 1 → 1 and 5; in Rim → 5 and 9", () => {
    expect(startArmaments(1)).toEqual([1, 5]);
    expect(startArmaments(2)).toEqual([5, 9]);
    expect(startArmaments(5)).toEqual([5, 9]);
  });

  it('invaders arrive only in armament months, at an emergence point (R §6.5)', () => {
    expect(startProblems((w) => addInvader(w, w.calendar.turn, pointOf(w)))).toEqual([]);
    const late = startProblems((w) => addInvader(w, 2, pointOf(w)));
    expect(late.map((p) => [p.code, p.where])).toEqual([['invader-arrival', `realms[4].founded`]]);
    expect(late[0]?.message).toContain('armament months');
    const away = startProblems((w) => addInvader(w, w.calendar.turn, plainLand(w)));
    expect(away.map((p) => p.code)).toEqual(['invader-emergence']);
    expect(away[0]?.where).toMatch(/^armies\[\d+\]\.at$/);
    // After its first month the invader may stand anywhere.
    expect(startProblems((w) => {
      addInvader(w, 1, plainLand(w));
      w.calendar.turn = 2;
    })).toEqual([]);
  });

  it('an invader without capital or six strongholds has at most five commander characters (R §6.5)', () => {
    const withCommanders = (n: number) => (w: World) => {
      addInvader(w, w.calendar.turn, pointOf(w));
      for (let i = 0; i < n; i++) w.characters.push({ id: `hf-${i}`, name: `HF ${i}`, realm: 'horde', at: pointOf(w), rank: 'commander', gp: 12, maxGp: 12 });
    };
    expect(startProblems(withCommanders(5))).toEqual([]);
    expect(startProblems(withCommanders(6)).map((p) => p.code)).toEqual(['invader-commanders']);
  });

  it('one character a player, and none while the lock after a death runs (R §1.9, errata 54)', () => {
    const twice = startProblems((w) => {
      const [a, b] = w.characters;
      if (a === undefined || b === undefined) throw new Error('the sample world has characters');
      a.player = 'Jan';
      b.player = 'Jan';
    });
    expect(twice.map((p) => p.code)).toEqual(['player-twice']);
    const locked = (from: number) => startProblems((w) => {
      (w.characters[0] as World['characters'][number]).player = 'Eva';
      (w.realms[0] as World['realms'][number]).identityLocks = [{ id: 'olaf', name: 'Olaf', from, player: 'Eva' }];
    });
    expect(locked(3).map((p) => p.code)).toEqual(['identity-locked']);
    expect(locked(3)[0]?.message).toContain('from month 3');
    expect(locked(1)).toEqual([]);
  });

  it("an invader without stronghold has as its free leader a Festungsherr or a ZB, not both (R §6.5)", () => {
    const leaders = (lord: boolean, zbClass: 'A' | 'B', stronghold = false) => (w: World) => {
      addInvader(w, w.calendar.turn, pointOf(w));
      if (lord) w.characters.push({ id: 'feh', name: 'Feh', realm: 'horde', at: pointOf(w), rank: 'fortressLord', gp: 48, maxGp: 48 });
      w.wizards.push({ id: 'zb', name: 'Zb', realm: 'horde', at: pointOf(w), class: zbClass, gp: 8, zkp: 8, character: true });
      if (stronghold) {
        const at = plainLand(w);
        (w.hexes.find((h) => h.at === at) as World['hexes'][number]).owner = 'horde';
        w.strongholds.push({ at, level: 'BUR', bp: 1_000, owner: 'horde' });
      }
    };
    expect(startProblems(leaders(false, 'B'))).toEqual([]);
    expect(startProblems(leaders(true, 'A'))).toEqual([]);
    const both = startProblems(leaders(true, 'B'));
    expect(both.map((p) => [p.code, p.where])).toEqual([['invader-leader', 'realms[4]']]);
    expect(both[0]?.message).toContain('feh and zb');
    // With a stronghold of its own the ZB may be bought there ("beliebig viele", R §1.9.2).
    expect(startProblems(leaders(true, 'B', true))).toEqual([]);
    // A coup's rebels keep their ranks and classes (R §6.2).
    expect(startProblems((w) => {
      leaders(true, 'B')(w);
      (w.realms[4] as World['realms'][number]).coupFrom = [(w.realms[0] as World['realms'][number]).id];
    })).toEqual([]);
  });

  it('an original realm holds its capital and the six hexes around it in its founding month (R §2)', () => {
    const founding = (change: (w: World, capital: string) => void) => startProblems((w) => {
      const realm = w.realms[0] as World['realms'][number];
      realm.founded = w.calendar.turn;
      change(w, realm.capital as string);
    });
    expect(founding(() => undefined)).toEqual([]);
    const neighbourOf = (capital: string) => formatHex(hexAtIndex(neighbourIndex(hexIndex(parseHex(capital) as number), 2 as Direction)));
    const lost = founding((w, capital) => {
      delete (w.hexes.find((h) => h.at === neighbourOf(capital)) as World['hexes'][number]).owner;
    });
    expect(lost.map((p) => [p.code, p.where])).toEqual([['start-land', 'realms[0].capital']]);
    expect(lost[0]?.message).toContain(neighbourOf((sampleWorld().realms[0] as World['realms'][number]).capital as string));
    // A month later the land may have changed hands.
    expect(startProblems((w) => {
      const realm = w.realms[0] as World['realms'][number];
      realm.founded = 1;
      w.calendar.turn = 2;
      delete (w.hexes.find((h) => h.at === neighbourOf(realm.capital as string)) as World['hexes'][number]).owner;
    })).toEqual([]);
  });

  it('the world has at most 8 emergence points for invaders (R §6.5)', () => {
    const marked = (n: number) => (w: World) => {
      const free = w.hexes.filter((h) => h.terrain === 'lowland' && h.marks === undefined);
      let count = w.hexes.filter((h) => h.marks?.includes('invader-point') === true).length;
      for (const hex of free) {
        if (count >= n) break;
        hex.marks = ['invader-point'];
        count++;
      }
    };
    expect(startProblems(marked(8))).toEqual([]);
    const nine = startProblems(marked(9));
    expect(nine.map((p) => [p.code, p.where])).toEqual([['invader-points', 'hexes']]);
    expect(nine[0]?.message).toContain('it has 9');
  });
});
