import type { TerrainId } from '../../data/terrain.js';
import { STRONGHOLD_LEVELS } from '../../data/structures.js';
import { HEX_RADIUS, round } from './geometry.js';

/** Base colour of each terrain, as a map painter would choose. */
export const TERRAIN_COLOUR: Readonly<Record<TerrainId, string>> = {
  water: '#7fb3d5',
  deepSea: '#2e5f8a',
  teleportField: '#b03a9e',
  oneWayPoint: '#d35400',
  lowland: '#b5d68a',
  forest: '#4f8a3c',
  desert: '#e8d49a',
  swamp: '#7d8f5a',
  highland: '#c9c17a',
  hills: '#a8875a',
  mountains: '#8a7f7a',
};

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(colour: string, amount: number): string {
  const channel = (offset: number) => {
    const value = parseInt(colour.slice(offset, offset + 2), 16);
    const target = amount > 0 ? 255 : 0;
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const r = HEX_RADIUS;
const hexagon = Array.from({ length: 6 }, (_, i) => {
  const angle = ((60 * i - 90) * Math.PI) / 180;
  return `${round(r * Math.cos(angle))},${round(r * Math.sin(angle))}`;
}).join(' ');

/** Stronghold symbols by level (R §1.5.5–1.5.9): bigger and more towers as the level rises. */
const STRONGHOLD_SYMBOLS: Readonly<Record<(typeof STRONGHOLD_LEVELS)[number], string>> = {
  BUR: '<rect x="-2.5" y="-2.5" width="5" height="5"/>',
  STD: '<path d="M-4,3V-1H-2V-3H0V-1H2V-3H4V3Z"/>',
  FST: '<path d="M-5,4V-2H-3V-4H-1V-2H1V-4H3V-2H5V4Z"/>',
  HST: '<path d="M0,-6L1.8,-1.8L6,-1.8L2.6,1L3.8,5.4L0,2.8L-3.8,5.4L-2.6,1L-6,-1.8L-1.8,-1.8Z"/>',
  FHS: '<circle r="6.5" fill="none" stroke-width="1.4"/><path d="M0,-5L1.5,-1.5L5,-1.5L2.2,0.8L3.2,4.5L0,2.3L-3.2,4.5L-2.2,0.8L-5,-1.5L-1.5,-1.5Z"/>',
};

/** Reusable shapes: the hexagon, stronghold levels, army, fleet and figure markers. */
export function definitions(): string {
  const strongholds = STRONGHOLD_LEVELS.map((level) => `<g id="s-${level}">${STRONGHOLD_SYMBOLS[level]}</g>`).join('');
  return (
    `<defs><polygon id="h" points="${hexagon}"/>${strongholds}` +
    '<circle id="m-army" r="2.4"/>' +
    '<path id="m-riders" d="M0,-3L2.8,2.2H-2.8Z"/>' +
    '<path id="m-fleet" d="M-3,-0.5H3L1.8,2H-1.8Z M-0.3,-0.5V-3.5L1.8,-1.2H-0.3"/>' +
    '<path id="m-figure" d="M0,-2.8L2.4,0L0,2.8L-2.4,0Z"/></defs>'
  );
}

export const STYLE =
  '<style>' +
  'text{font-family:"DejaVu Sans",Arial,sans-serif}' +
  '.prov{font-size:9px;fill:#1b2631;fill-opacity:.55;text-anchor:middle;font-weight:bold}' +
  '.river{stroke:#2471a3;stroke-width:1.8;stroke-linecap:round;fill:none}' +
  '.road{stroke:#6e4b2a;stroke-width:1.2;stroke-dasharray:2 1}' +
  '.bridge{stroke:#555;stroke-width:3}' +
  '.quay{stroke:#333;stroke-width:2.2}' +
  '.wall{stroke-width:2.6;stroke-dasharray:2.2 .8}' +
  '.magic{stroke:#9b59b6;stroke-width:2;stroke-dasharray:1.5 1}' +
  '.border{stroke-width:1.6;fill:none;stroke-linecap:round}' +
  '.emergence{fill:none;stroke:#7d3c98;stroke-width:1.2;stroke-dasharray:2 1.5}' +
  '.pborder{stroke:#34495e;stroke-opacity:.35;stroke-width:.7;fill:none}' +
  '.site{fill-opacity:.45;stroke-dasharray:1 1}' +
  '.legend{fill:#1b2631}' +
  // A realm's map rings its own figures white, allied ones green, hostile ones red (issue 19).
  '.rel-own{stroke:#fff;stroke-width:.9}' +
  '.rel-allied{stroke:#1e8449;stroke-width:1}' +
  '.rel-hostile{stroke:#c0392b;stroke-width:1}' +
  '</style>';
