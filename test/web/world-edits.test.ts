import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWorld } from '../../src/games/phoenix/world/load.js';
import type { World } from '../../src/games/phoenix/world/schema.js';
import { applyEdit, EditRefused } from '../../web/src/phoenix/worldEdits.js';

const world = JSON.parse(readFileSync(new URL('../../examples/phoenix/month/world.json', import.meta.url), 'utf8')) as World;

describe("the game master's world forms (issue 19)", () => {
  it('sets a treasury, and only that', () => {
    const after = applyEdit(world, { kind: 'treasury', realm: 'goldau', gold: 12_345 });
    expect(after.realms.find((r) => r.id === 'goldau')?.treasury).toBe(12_345);
    expect(after.realms.filter((r) => r.id !== 'goldau')).toEqual(world.realms.filter((r) => r.id !== 'goldau'));
    expect(() => parseWorld(after, 'world')).not.toThrow();
  });

  it("sets an army's units and place; a 0 drops the unit; the result is a valid world", () => {
    const army = world.armies.find((a) => a.kind === 'warriors') as World['armies'][number];
    const after = applyEdit(world, { kind: 'army', realm: army.realm, number: army.number, at: army.at, units: { K: 1_500, HF: 2, P: 0 } });
    const changed = after.armies.find((a) => a.realm === army.realm && a.number === army.number);
    expect(changed).toMatchObject({ K: 1_500, HF: 2 });
    expect(changed).not.toHaveProperty('P');
    expect(() => parseWorld(after, 'world')).not.toThrow();
    expect(() => applyEdit(world, { kind: 'army', realm: army.realm, number: 999, at: army.at, units: {} })).toThrow(EditRefused);
  });

  it('changes a hex and a stronghold, adds and removes one', () => {
    const hex = world.hexes.find((h) => h.owner !== undefined) as World['hexes'][number];
    const freed = applyEdit(world, { kind: 'hex', at: hex.at, terrain: hex.terrain, owner: null });
    expect(freed.hexes.find((h) => h.at === hex.at)).not.toHaveProperty('owner');
    const stronghold = world.strongholds[0] as World['strongholds'][number];
    const lowered = applyEdit(world, { kind: 'stronghold', at: stronghold.at, level: 'BUR', bp: 500, owner: stronghold.owner ?? null });
    expect(lowered.strongholds.find((s) => s.at === stronghold.at)).toMatchObject({ level: 'BUR', bp: 500 });
    const removed = applyEdit(world, { kind: 'remove-stronghold', at: stronghold.at });
    expect(removed.strongholds).toHaveLength(world.strongholds.length - 1);
    expect(() => applyEdit(world, { kind: 'remove-stronghold', at: '999/99' })).toThrow(EditRefused);
  });

  it("announces the month's events and takes them back; a hex not on the map is refused (R §6.11)", () => {
    const at = world.hexes.slice(0, 2).map((h) => h.at);
    const after = applyEdit(world, { kind: 'events', events: [{ event: 'vermin', at }] });
    expect(after.calendar.events).toEqual([{ event: 'vermin', at }]);
    expect(() => parseWorld(after, 'world')).not.toThrow();
    expect(applyEdit(after, { kind: 'events', events: [] }).calendar).not.toHaveProperty('events');
    expect(() => applyEdit(world, { kind: 'events', events: [{ event: 'plague', at: ['9999/99'] }] })).toThrow(EditRefused);
  });
});
