import { STRONGHOLDS } from '../../data/structures.js';
import { TERRAIN, type TerrainId } from '../../data/terrain.js';
import type { Direction } from '../coords.js';
import { DEFAULT_RULES } from '../../rules.js';
import { alliancesOf, type Alliances } from '../../world/alliance.js';
import type { LoadedWorld } from '../../world/loaded.js';
import { PIRATE_NEST, PLACE_COUNT, directionBetween, parseDirection, placeAtIndex, placeNeighbour } from '../../world/places.js';
import { HEX_RADIUS, centre, round, sideCorners } from './geometry.js';
import { escapeXml, grouped, markersByPlace, markersSvg } from './figures.js';
import { STYLE, TERRAIN_COLOUR, definitions, shade } from './style.js';

/** The marks the rules know, in words; a game master's own marks are shown as written. */
const MARK_NAMES: Readonly<Record<string, string>> = {
  audvacar: 'Audvacar, neutraler Boden (R §6.4)',
  'invader-point': 'Auftauchpunkt der Invasoren (R §6.5)',
};

export interface MapOptions {
  /** Draw the map as this realm (id) may see it; without it, the game master's full view. */
  readonly realm?: string;
  /** Only these provinces (the pirate nest is 2001); without it, the whole world. */
  readonly provinces?: ReadonlySet<number>;
  /** How allies are told from enemies on a realm's map (P-70); the default rules' reading without it. */
  readonly alliances?: Alliances;
}

const MONTHS = ['Hawar', 'Rim', 'Naliv', 'Larn', 'Hel', 'Jawan', 'Lud', 'Agul'];
const NEUTRAL = '#f4d03f';

/** Mixes two #rrggbb colours: `weight` of `b` into `a`. */
function mix(a: string, b: string, weight: number): string {
  const channel = (offset: number) => {
    const value = parseInt(a.slice(offset, offset + 2), 16) * (1 - weight) + parseInt(b.slice(offset, offset + 2), 16) * weight;
    return Math.round(value).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** A line along side `direction` of the hex at (x, y), pulled `inset` of the way towards its centre. */
function sideSegment(x: number, y: number, direction: Direction, inset = 0): string {
  const [a, b] = sideCorners(direction);
  const k = 1 - inset;
  return `M${round(x + a[0] * k)},${round(y + a[1] * k)}L${round(x + b[0] * k)},${round(y + b[1] * k)}`;
}

/** The world as an SVG picture (pure: the same world and options give the same text). */
export function renderWorldSvg(loaded: LoadedWorld, options: MapOptions = {}): string {
  const { world } = loaded;
  const colourOf = (realm: string | undefined) => (realm === undefined ? NEUTRAL : (loaded.realms.get(realm)?.colour ?? NEUTRAL));
  const shown = new Uint8Array(PLACE_COUNT);
  const places: number[] = [];
  for (let index = 0; index < PLACE_COUNT; index++) {
    const province = Math.floor(placeAtIndex(index) / 100);
    const wanted = options.provinces === undefined || options.provinces.has(province);
    if (loaded.hexes[index] !== undefined && wanted) {
      shown[index] = 1;
      places.push(index);
    }
  }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const index of places) {
    const [x, y] = centre(index);
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  const margin = HEX_RADIUS * 2;
  const [left, top] = [minX - margin, minY - margin];
  const width = Math.max(maxX - minX + 2 * margin, 300);
  const font = Math.max(6, Math.min(11, width / 75));
  const key = legend(left + 8, maxY + margin + 3.4 * font, width - 16, font);
  const height = maxY - minY + 2 * margin + 3.4 * font + key.height + 6;

  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(left)} ${round(top)} ${round(width)} ${round(height)}" width="${Math.round(width)}" height="${Math.round(height)}"${focusOf(loaded, places, options.realm)}>`);
  out.push(STYLE, definitions(), `<rect x="${round(left)}" y="${round(top)}" width="${round(width)}" height="${round(height)}" fill="#f8f5ec"/>`);

  const terrainName = (t: TerrainId) => TERRAIN[t].de;
  const marked: string[] = [];
  const elevation = (index: number) => (index < 0 ? -1 : (loaded.elevation[index] as number));
  for (const index of places) {
    const hex = loaded.hexes[index]!;
    const [x, y] = centre(index);
    const water = TERRAIN[hex.terrain].water;
    // Light from the north-west: a slope facing it is lighter, one facing away darker.
    const nw = elevation(placeNeighbour(index, 0));
    const se = elevation(placeNeighbour(index, 3));
    const slope = water || nw <= 0 || se <= 0 ? 0 : Math.max(-0.3, Math.min(0.3, 0.12 * (se - nw)));
    const height = hex.elevation === undefined ? 0 : 0.1 * (hex.elevation - TERRAIN[hex.terrain].elevation);
    let fill = shade(TERRAIN_COLOUR[hex.terrain], slope + height);
    if (hex.owner !== undefined) fill = mix(fill, colourOf(hex.owner), 0.35);
    const facts = [`${hex.at}`, `${terrainName(hex.terrain)} (HS ${elevation(index)})`];
    if (hex.owner !== undefined) facts.push(loaded.realms.get(hex.owner)?.name ?? hex.owner);
    if (hex.plunderedUntil !== undefined) facts.push(`geplündert bis Monat ${hex.plunderedUntil}`);
    for (const mark of hex.marks ?? []) facts.push(MARK_NAMES[mark] ?? mark);
    out.push(`<use href="#h" x="${round(x)}" y="${round(y)}" fill="${fill}"><title>${escapeXml(facts.join(' · '))}</title></use>`);
    if (hex.marks?.includes('invader-point') === true) marked.push(`<circle class="emergence" cx="${round(x)}" cy="${round(y)}" r="${round(HEX_RADIUS * 0.6)}"/>`);
    if (hex.marks?.includes('audvacar') === true) marked.push(`<text class="prov" x="${round(x)}" y="${round(y + HEX_RADIUS * 1.15)}">Audvacar</text>`);
  }

  out.push(...marked);

  const provinceEdges: string[] = [];
  const realmEdges = new Map<string, string[]>();
  for (const index of places) {
    const [x, y] = centre(index);
    const province = Math.floor(placeAtIndex(index) / 100);
    const owner = loaded.owner[index];
    for (let d = 0; d < 6; d++) {
      const other = placeNeighbour(index, d as Direction);
      const otherProvince = other < 0 ? -1 : Math.floor(placeAtIndex(other) / 100);
      if (otherProvince !== province && (other < 0 || index < other || !shown[other])) provinceEdges.push(sideSegment(x, y, d as Direction));
      if (owner !== undefined && (other < 0 || loaded.owner[other] !== owner)) {
        const list = realmEdges.get(owner) ?? [];
        list.push(sideSegment(x, y, d as Direction, 0.12));
        realmEdges.set(owner, list);
      }
    }
  }
  out.push(`<path class="pborder" d="${provinceEdges.join('')}"/>`);
  for (const [realm, edges] of [...realmEdges].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`<path class="border" stroke="${shade(colourOf(realm), -0.25)}" d="${edges.join('')}"/>`);
  }

  const sidePath = (records: readonly { at: string; side: string }[], inset = 0) =>
    records
      .map((record) => {
        const index = loaded.placeOf.get(record.at);
        if (index === undefined || !shown[index]) return '';
        const [x, y] = centre(index);
        return sideSegment(x, y, parseDirection(record.side) as Direction, inset);
      })
      .join('');
  const linkPath = (records: readonly { from: string; to: string }[], from: number, to: number) =>
    records
      .map((record) => {
        const a = loaded.placeOf.get(record.from);
        const b = loaded.placeOf.get(record.to);
        if (a === undefined || b === undefined || !shown[a] || !shown[b] || directionBetween(a, b) === undefined) return '';
        const [[x1, y1], [x2, y2]] = [centre(a), centre(b)];
        return `M${round(x1 + (x2 - x1) * from)},${round(y1 + (y2 - y1) * from)}L${round(x1 + (x2 - x1) * to)},${round(y1 + (y2 - y1) * to)}`;
      })
      .join('');
  out.push(`<path class="river" d="${sidePath(world.rivers)}"/>`);
  out.push(`<path class="road" d="${linkPath(world.roads, 0, 1)}"/>`);
  out.push(`<path class="bridge" d="${linkPath(world.bridges, 0.35, 0.65)}"/>`);
  out.push(`<path class="quay" d="${sidePath(world.quays, 0.15)}"/>`);
  // Magic walls are invisible: a realm's map shows only its own (R §1.4.2; P-153).
  const magicWalls = options.realm === undefined ? world.magicWalls : world.magicWalls.filter((wall) => wall.realm === options.realm);
  out.push(`<path class="magic" d="${sidePath(magicWalls, 0.05)}"/>`);
  for (const wall of world.walls) {
    const owner = loaded.owner[loaded.placeOf.get(wall.at) ?? -1];
    out.push(`<path class="wall" stroke="${shade(colourOf(owner), -0.6)}" d="${sidePath([wall], 0.22)}"><title>Wall ${escapeXml(wall.at)} ${wall.side}${wall.building ? ' (Baustelle)' : ''}: ${grouped(wall.bp)} BP</title></path>`);
  }

  for (const stronghold of world.strongholds) {
    const index = loaded.placeOf.get(stronghold.at);
    if (index === undefined || !shown[index]) continue;
    const [x, y] = centre(index);
    const level = STRONGHOLDS[stronghold.level];
    const whose = stronghold.owner === undefined ? 'neutral' : (loaded.realms.get(stronghold.owner)?.name ?? stronghold.owner);
    // Only the owner learns a stronghold's build points (R §1.5.12).
    const bp = options.realm === undefined || options.realm === stronghold.owner ? ` · ${grouped(stronghold.bp)} BP` : '';
    const title = `${level.de}${stronghold.building ? ' (Baustelle)' : ''} ${stronghold.at} (${whose})${bp}`;
    out.push(`<use href="#s-${stronghold.level}" x="${round(x)}" y="${round(y)}" fill="${colourOf(stronghold.owner)}" stroke="#000" stroke-width=".6"${stronghold.building ? ' class="site"' : ''}><title>${escapeXml(title)}</title></use>`);
  }

  out.push(provinceLabels(places));
  const markers = markersByPlace(loaded, options.realm, options.realm === undefined ? undefined : (options.alliances ?? alliancesOf(DEFAULT_RULES)));
  for (const index of places) {
    const list = markers.get(index);
    if (list === undefined) continue;
    const [x, y] = centre(index);
    out.push(markersSvg(list, x, y, (realm) => colourOf(realm)));
  }

  const month = MONTHS[(world.calendar.turn - 1) % 8] as string;
  const viewer = options.realm === undefined ? 'Spielleitung (alles)' : `Reich ${loaded.realms.get(options.realm)?.name ?? options.realm}`;
  const captionY = maxY + margin + font;
  const caption = (text: string, y: number, bold = false) =>
    `<text class="legend" x="${round(left + 8)}" y="${round(y)}" font-size="${round(font)}"${bold ? ' font-weight="bold"' : ''} textLength="${round(Math.min(width - 16, text.length * font * 0.55))}" lengthAdjust="spacingAndGlyphs">${escapeXml(text)}</text>`;
  out.push(caption(`${world.name} · Monat ${world.calendar.turn} (${month}) · Sicht: ${viewer}`, captionY, true));
  out.push(caption(sourceCaption(world.source), captionY + 1.3 * font));
  out.push(key.svg);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The world's source as the map's German caption says it: the generator's own English note in German (issue 46: English on German pages), any other source as written. */
function sourceCaption(source: string): string {
  const generated = /^Generated sample data \((.*)\): not the original map of Erkenfara, whose hexes are not public$/.exec(source);
  return generated === null ? source : `Erzeugte Beispieldaten (${generated[1]}): nicht die Originalkarte von Erkenfara, deren Gemarken nicht öffentlich sind`;
}

/**
 * Where a realm's map opens (issue 19): the middle of the realm's own land, else of its own
 * figures, in SVG units; nothing for the game master's map. Only what the realm knows of itself.
 */
function focusOf(loaded: LoadedWorld, places: readonly number[], realm: string | undefined): string {
  if (realm === undefined) return '';
  let [sx, sy, n] = [0, 0, 0];
  for (const index of places) {
    if (loaded.owner[index] !== realm) continue;
    const [x, y] = centre(index);
    [sx, sy, n] = [sx + x, sy + y, n + 1];
  }
  if (n === 0) {
    for (const army of loaded.world.armies) {
      const index = loaded.placeOf.get(army.at);
      if (army.realm !== realm || index === undefined) continue;
      const [x, y] = centre(index);
      [sx, sy, n] = [sx + x, sy + y, n + 1];
    }
  }
  return n === 0 ? '' : ` data-focus="${round(sx / n)} ${round(sy / n)}"`;
}

function provinceLabels(places: readonly number[]): string {
  const sums = new Map<number, [number, number, number]>();
  for (const index of places) {
    const province = Math.floor(placeAtIndex(index) / 100);
    const [x, y] = centre(index);
    const sum = sums.get(province) ?? [0, 0, 0];
    sums.set(province, [sum[0] + x, sum[1] + y, sum[2] + 1]);
  }
  return [...sums]
    .map(([province, [x, y, n]]) => `<text class="prov" x="${round(x / n)}" y="${round(y / n + 3)}">${province === PIRATE_NEST ? '2001 Piratennest' : province}</text>`)
    .join('');
}

/** Terrain swatches with their German names, wrapped into rows of at most `maxWidth`. */
function legend(x: number, y: number, maxWidth: number, font: number): { svg: string; height: number } {
  const parts: string[] = [];
  let [left, top] = [x, y];
  for (const t of Object.keys(TERRAIN_COLOUR) as TerrainId[]) {
    const name = TERRAIN[t].de;
    const entry = font * (1.6 + 0.62 * name.length);
    if (left + entry > x + maxWidth && left > x) [left, top] = [x, top + font * 1.4];
    parts.push(
      `<rect x="${round(left)}" y="${round(top - font * 0.8)}" width="${round(font * 0.9)}" height="${round(font * 0.9)}" fill="${TERRAIN_COLOUR[t]}" stroke="#555" stroke-width=".4"/>` +
        `<text class="legend" x="${round(left + font * 1.2)}" y="${round(top)}" font-size="${round(font)}">${escapeXml(name)}</text>`,
    );
    left += entry;
  }
  return { svg: parts.join(''), height: top - y + font * 1.4 };
}
