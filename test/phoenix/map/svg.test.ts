import { describe, expect, it } from 'vitest';
import { parseArea } from '../../../src/games/phoenix/map/svg/area.js';
import { renderWorldSvg } from '../../../src/games/phoenix/map/svg/render.js';
import { parseWorld } from '../../../src/games/phoenix/world/load.js';
import type { World } from '../../../src/games/phoenix/world/schema.js';
import { sampleWorld } from '../world/fixtures.js';

function worldWithEverything(): World {
  const world = sampleWorld();
  const [mine, theirs] = world.realms as [World['realms'][number], World['realms'][number]];
  world.armies.push({ realm: theirs.id, number: 150, kind: 'warriors', at: mine.capital!, K: 7_777, HF: 3, cargo: { gold: 4_321, prisoners: 12 }, guard: true });
  world.walls.push({ at: mine.capital!, side: 'O', bp: 100, crewK: 400, crewHF: 1 });
  world.magicWalls.push({ at: mine.capital!, side: 'W', caster: world.wizards[0]!.id, realm: world.wizards[0]!.realm, expires: 3 });
  return world;
}

const loaded = parseWorld(worldWithEverything());
const full = renderWorldSvg(loaded);
const [mine, theirs] = loaded.world.realms as [World['realms'][number], World['realms'][number]];

describe('map pictures (SVG)', () => {
  it('is one SVG document, the same for the same world', () => {
    expect(full.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(full.trimEnd().endsWith('</svg>')).toBe(true);
    expect(renderWorldSvg(parseWorld(worldWithEverything()))).toBe(full);
  });

  it('gives every hex a tooltip with its coordinate', () => {
    const titles = full.match(/<use href="#h"[^>]*><title>\d{3,4}\/\d{2} · /g) ?? [];
    expect(titles).toHaveLength(loaded.world.hexes.length);
    expect(full).toContain('<title>806/27 · Hochland (HS 2) · Audvacar, neutraler Boden (R §6.4)</title>');
  });

  it('marks the invaders’ emergence points and names the rules’ marks in German (issue 16)', () => {
    const points = loaded.world.hexes.filter((h) => h.marks?.includes('invader-point') === true).length;
    expect(points).toBeGreaterThan(0);
    expect(full.match(/<circle class="emergence" /g) ?? []).toHaveLength(points);
    expect(full).toContain('Auftauchpunkt der Invasoren (R §6.5)</title>');
    expect(full).not.toContain('invader-point');
    expect(full.match(/<text class="prov" [^>]*>Audvacar<\/text>/g) ?? []).toHaveLength(1);
  });

  it('draws rivers, strongholds by level, walls, magic walls, markers, province labels and the sample-data note', () => {
    expect(full).toMatch(/<path class="river" d="M[-\d.]+,[-\d.]+L/);
    expect(full).toContain('href="#s-HST"');
    expect(full).toMatch(/<path class="wall" stroke="#[0-9a-f]{6}" d="M/);
    expect(full).toMatch(/<path class="magic" d="M/);
    expect(full).toContain('href="#m-army"');
    expect(full).toContain('href="#m-figure"');
    expect(full).toContain('>503</text>');
    expect(full).toContain('2001 Piratennest');
    // The generator's note in the map's German (issue 46: no English on German pages).
    expect(full).toContain('nicht die Originalkarte von Erkenfara');
    expect(full).not.toContain('not the original map');
  });

  it('shows the game master every strength', () => {
    expect(full).toContain(`Kriegerheer 150 (${theirs.name}): 7.777 K, 3 HF · Garde, Ladung 4.321 GS, 12 Gefangene`);
  });

  it("shows a realm every figure's position but no foreign strength", () => {
    const view = renderWorldSvg(loaded, { realm: mine.id });
    expect(view).toContain(`<title>Kriegerheer (${theirs.name})</title>`);
    for (const secret of ['7.777', '4.321', 'Garde', 'Gefangene', 'Kriegerheer 150']) expect(view).not.toContain(secret);
    const figureTitles = [...view.matchAll(/<use href="#m-[a-z]+"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1]!);
    const foreign = figureTitles.filter((title) => !title.includes(`(${mine.name})`));
    expect(foreign.length).toBeGreaterThan(10);
    for (const title of foreign) expect(title).toMatch(/^(Kriegerheer|Reiterheer|Flotte|Charakter [^:\d]+|Zauberer [^:\d]+) \([^)]+\)$/);
    expect(view).toMatch(new RegExp(`Kriegerheer 101 \\(${mine.name}\\): 3\\.000 K, 3 HF`));
    expect(view).toContain(`Herrscher Herrscher von ${mine.name} (${mine.name}): 60/60 GP`);
    const foreignCapital = loaded.world.strongholds.find((s) => s.owner === theirs.id)!;
    expect(view).toContain(`<title>Hauptstadt ${foreignCapital.at} (${theirs.name})</title>`);
    expect(full).toContain(`<title>Hauptstadt ${foreignCapital.at} (${theirs.name}) · 5.000 BP</title>`);
    expect((view.match(/href="#m-/g) ?? []).length).toBe((full.match(/href="#m-/g) ?? []).length);
  });

  it('draws only the provinces of an area', () => {
    const area = renderWorldSvg(loaded, { provinces: parseArea('503-706') });
    const provinces = new Set([...area.matchAll(/<title>(\d{3,4})\/\d{2} · /g)].map((m) => Number(m[1])));
    expect([...provinces].sort((a, b) => a - b)).toEqual([503, 504, 505, 506, 603, 604, 605, 606, 703, 704, 705, 706]);
    expect(area.length).toBeLessThan(full.length / 5);
  });

  it('refuses an area that is no province range', () => {
    expect(() => parseArea('503-1606')).toThrow(/--area: must be a province or a range/);
    expect(parseArea('1103')).toEqual(new Set([1103]));
  });
});
