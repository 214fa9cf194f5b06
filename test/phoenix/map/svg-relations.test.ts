import { describe, expect, it } from 'vitest';
import { sizeClass } from '../../../src/games/phoenix/map/svg/figures.js';
import { renderWorldSvg } from '../../../src/games/phoenix/map/svg/render.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { sampleWorld } from '../world/fixtures.js';

type Realm = World['realms'][number];

/** Markers of a map as (shape, classes, title). */
function markers(svg: string): { shape: string; classes: string; title: string }[] {
  return [...svg.matchAll(/<use href="#(m-[a-z]+)"[^>]*?(?: class="([^"]*)")?><title>([^<]*)<\/title>/g)].map((m) => ({ shape: m[1]!, classes: m[2] ?? '', title: m[3]! }));
}

function world(grant: boolean): World {
  const w = sampleWorld();
  const [mine, theirs, third] = w.realms as [Realm, Realm, Realm];
  // Two foreign armies on my land: one of a realm I granted Wegerecht (allied there, R §5 / P-70), one of a realm I did not.
  w.armies.push({ realm: theirs.id, number: 150, kind: 'warriors', at: mine.capital!, K: 7_777, HF: 3 });
  w.armies.push({ realm: third.id, number: 250, kind: 'riders', at: mine.capital!, R: 20_000, HF: 3 });
  if (grant) (theirs as { wegerechtFrom?: string[] }).wegerechtFrom = [mine.id];
  return w;
}

describe("a realm's map tells armies apart (issue 19)", () => {
  const granted = parseWorld(world(true));
  const [mine, theirs, third] = granted.world.realms as [Realm, Realm, Realm];
  const view = renderWorldSvg(granted, { realm: mine.id });
  const shown = markers(view);

  it('rings own figures, allies on the land where the grant holds, and enemies', () => {
    expect(shown.filter((m) => m.title.includes(`(${mine.name})`)).every((m) => m.classes.includes('rel-own'))).toBe(true);
    // Foreign titles carry no number: count the allied markers of the granted realm (the one on my land).
    const allied = (list: typeof shown) => list.filter((m) => m.title.endsWith(`(${theirs.name})`) && m.classes === 'rel-allied').length;
    expect(allied(shown)).toBe(1);
    expect(shown.filter((m) => m.title.endsWith(`(${theirs.name})`) && m.classes !== 'rel-allied').every((m) => m.classes === 'rel-hostile')).toBe(true);
    expect(shown.filter((m) => m.title.endsWith(`(${third.name})`)).every((m) => m.classes === 'rel-hostile')).toBe(true);
    const without = markers(renderWorldSvg(parseWorld(world(false)), { realm: mine.id }));
    expect(allied(without)).toBe(0);
  });

  it('draws each kind with its own shape', () => {
    expect(shown.find((m) => m.title === `Reiterheer (${third.name})`)!.shape).toBe('m-riders');
    expect(shown.find((m) => m.title === `Kriegerheer (${theirs.name})`)!.shape).toBe('m-army');
    expect(shown.some((m) => m.shape === 'm-fleet')).toBe(granted.world.armies.some((a) => a.kind === 'fleet'));
  });

  it('gives a size class to own armies only: nothing about a foreign army’s strength (P-56)', () => {
    const own = shown.filter((m) => m.shape !== 'm-figure' && m.title.includes(`(${mine.name})`));
    expect(own.length).toBeGreaterThan(0);
    for (const marker of own) expect(marker.classes).toMatch(/size-[sml]/);
    for (const marker of shown.filter((m) => !m.title.includes(`(${mine.name})`))) expect(marker.classes).not.toMatch(/size-/);
    // The large foreign rider army is drawn at the same size as any foreign army: no transform tells its strength.
    expect(view).not.toMatch(/<use href="#m-riders" transform=/);
    expect(renderWorldSvg(granted)).toMatch(/<use href="#m-riders" transform="translate\([-\d.]+ [-\d.]+\) scale\(1\.45\)"/);
  });

  it('sorts armies into size classes at 1,000 and 10,000 RP', () => {
    expect([0, 999, 1_000, 9_999, 10_000].map(sizeClass)).toEqual(['s', 's', 'm', 'm', 'l']);
  });

  it('opens on the middle of the realm’s own land, and says nothing of relations on the game master’s map', () => {
    const [x, y] = /data-focus="([-\d.]+) ([-\d.]+)"/.exec(view)!.slice(1).map(Number) as [number, number];
    expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    const gm = renderWorldSvg(granted);
    expect(gm).not.toContain('data-focus');
    expect(gm).not.toMatch(/rel-(own|allied|hostile)"/);
    // The same world and realm: the same picture, byte for byte.
    expect(renderWorldSvg(parseWorld(world(true)), { realm: mine.id })).toBe(view);
  });
});
