import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { apiText } from '../api/client';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { HEX_RADIUS, TERRAIN, type TerrainId } from '../../../src/games/phoenix/client.js';
import { useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import { HexMark } from './HexMark';
import { hexAtPoint } from './hexes';
import { usePanZoom } from './usePanZoom';

/** A hex's width (pointy-top hexes) in SVG units. */
const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
/** The opening zoom draws a hex at least this wide (px), big enough to tap on a phone (issue 46). */
const MIN_HEX_PX = 36;

/** A hex as the drawn map has it: its centre (SVG units) and its title ("503/22 · Wald (HS 3) · …"). */
interface DrawnHex {
  readonly x: number;
  readonly y: number;
  readonly at: string;
  readonly title: string;
}

/** The drawn hexes on their lattice: column in half hex widths, row in rows (column and row of a hex have the same parity). */
function drawnHexes(root: Element): Map<string, DrawnHex> {
  const hexes = new Map<string, DrawnHex>();
  for (const use of root.querySelectorAll('use[href="#h"]')) {
    const title = use.querySelector('title')?.textContent ?? '';
    const x = Number(use.getAttribute('x'));
    const y = Number(use.getAttribute('y'));
    hexes.set(`${Math.round(x / (HEX_WIDTH / 2))},${Math.round(y / (1.5 * HEX_RADIUS))}`, { x, y, at: title.split(' · ')[0] ?? '', title });
  }
  return hexes;
}

const lattice = (hex: DrawnHex): [number, number] => [Math.round(hex.x / (HEX_WIDTH / 2)), Math.round(hex.y / (1.5 * HEX_RADIUS))];

/** The drawn hex nearest to a point (SVG units). */
function nearestHex(hexes: Map<string, DrawnHex>, x: number, y: number): DrawnHex | undefined {
  let best: DrawnHex | undefined;
  let distance = Infinity;
  for (const hex of hexes.values()) {
    const d = Math.hypot(hex.x - x, hex.y - y);
    if (d < distance) [best, distance] = [hex, d];
  }
  return best;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-2, 0], ArrowRight: [2, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export interface MapViewProps {
  /** The server's map.svg for the caller: a realm gets only its own view. */
  readonly url: string;
  readonly token: string;
  readonly onHex?: (at: string) => void;
  /** Drawn over the map in its SVG units (highlights, a planned path). */
  readonly overlay?: ReactNode;
}

/** The map as the shared SVG renderer draws it, with pan (drag), zoom (wheel, buttons) and hex clicks. */
export function MapView({ url, token, onHex, overlay }: MapViewProps) {
  const t = usePhoenixT();
  const lang = phoenixLang(useLang());
  const [svg, reload] = useAsync((signal) => apiText(url, { token, signal }), [url, token]);
  const content = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ viewBox: string; width: number; height: number; left: number; top: number; focus?: [number, number] }>();
  // The keyboard's cursor (issue 46): arrow keys move it from hex to hex, Enter chooses its hex as a click would.
  const hexes = useRef<Map<string, DrawnHex>>(undefined);
  const [cursor, setCursor] = useState<DrawnHex>();
  // The column an up or down step keeps to, so that the cursor goes straight up or down in zigzag.
  const column = useRef(0);
  const view = usePanZoom(box?.width ?? 0, box?.height ?? 0, (x, y) => {
    const at = hexAtPoint(x, y);
    if (at !== undefined) onHex?.(at);
  });

  useLayoutEffect(() => {
    const element = content.current;
    if (svg.state !== 'done' || element === null) return;
    element.innerHTML = svg.value;
    const root = element.querySelector('svg');
    if (root === null) return;
    // A realm's map names where the realm lies (data-focus, in SVG units): it opens there (issue 19).
    const [left, top] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    const focus = root.getAttribute('data-focus')?.split(' ').map(Number);
    const at: [number, number] | undefined = focus?.length === 2 && left !== undefined && top !== undefined ? [(focus[0] as number) - left, (focus[1] as number) - top] : undefined;
    setBox({ viewBox: root.getAttribute('viewBox') ?? '', width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')), left: left ?? 0, top: top ?? 0, ...(at === undefined ? {} : { focus: at }) });
    hexes.current = undefined;
  }, [svg]);
  const home = () => {
    if (box?.focus === undefined) view.fit();
    // About 24 hexes across the viewport, the realm and its neighbours — fewer on a phone, where each must be big enough to tap.
    else view.centreOn(box.focus[0], box.focus[1], Math.max((view.viewport.current?.clientWidth ?? 480) / (24 * HEX_WIDTH), MIN_HEX_PX / HEX_WIDTH));
  };
  useEffect(() => {
    if (box !== undefined) home();
    // Placing again only when a differently sized map arrives.
  }, [box?.width, box?.height]);

  const drawn = () => {
    const root = content.current?.querySelector('svg');
    if (hexes.current === undefined && root != null) hexes.current = drawnHexes(root);
    return hexes.current ?? new Map<string, DrawnHex>();
  };
  /** Puts the cursor on a hex and keeps that hex inside the viewport. */
  const place = (hex: DrawnHex | undefined) => {
    if (hex === undefined || box === undefined) return;
    setCursor(hex);
    view.reveal(hex.x - box.left, hex.y - box.top, 2 * HEX_RADIUS * view.scale());
  };
  /** Where the cursor starts: the realm's home, or the hex in the middle of the viewport. */
  const start = () => {
    if (box === undefined) return undefined;
    const [x, y] = box.focus ?? view.pictureAt((view.viewport.current?.clientWidth ?? 0) / 2, (view.viewport.current?.clientHeight ?? 0) / 2);
    const hex = nearestHex(drawn(), x + box.left, y + box.top);
    if (hex !== undefined) column.current = lattice(hex)[0];
    return hex;
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = ARROWS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (cursor === undefined) return place(start());
      const [c, r] = lattice(cursor);
      const map = drawn();
      if (step[1] === 0) {
        const next = map.get(`${c + step[0]},${r}`);
        if (next !== undefined) column.current = c + step[0];
        return place(next);
      }
      // Up or down: of the two hexes above (below), the one nearer the column kept to.
      const [a, b] = [c - 1, c + 1].sort((p, q) => Math.abs(p - column.current) - Math.abs(q - column.current) || (r % 2 === 0 ? p - q : q - p));
      return place(map.get(`${a},${r + step[1]}`) ?? map.get(`${b},${r + step[1]}`));
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (cursor === undefined) place(start());
      else onHex?.(cursor.at);
    } else if (event.key === '+' || event.key === '=') view.zoomBy(1.25);
    else if (event.key === '-') view.zoomBy(0.8);
  };
  /** What the cursor's hex is, as a screen reader reads it: its place and terrain. */
  const said = (hex: DrawnHex): string => {
    const terrain = /^(.*) \(HS (-?\d+)\)$/.exec(hex.title.split(' · ')[1] ?? '');
    const id = terrain === null ? undefined : (Object.keys(TERRAIN) as TerrainId[]).find((k) => TERRAIN[k].de === terrain[1]);
    const name = terrain === null ? '' : lang === 'de' ? terrain[1] : (id ?? terrain[1]);
    return `${t('hex')} ${hex.at}${name === '' ? '' : `: ${name}`}`;
  };

  return (
    <div className="map">
      <div className="map-tools">
        <button type="button" onClick={() => view.zoomBy(1.25)} aria-label={t('zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => view.zoomBy(0.8)} aria-label={t('zoomOut')}>
          −
        </button>
        <button type="button" onClick={view.fit}>
          {t('fit')}
        </button>
        {box?.focus !== undefined && (
          <button type="button" onClick={home}>
            {t('myRealm')}
          </button>
        )}
      </div>
      {/* Focusable: arrow keys move a cursor over the hexes, Enter chooses one (issue 46). */}
      <div
        className="map-viewport"
        ref={view.viewport}
        data-testid="map"
        tabIndex={0}
        role="application"
        aria-roledescription={t('map')}
        aria-label={t('mapKeys')}
        onKeyDown={key}
        onFocus={(event) => cursor === undefined && event.target === event.currentTarget && event.currentTarget.matches(':focus-visible') && place(start())}
      >
        <div className="map-stage" ref={view.stage}>
          <div ref={content} className="map-svg" />
          {box !== undefined && (
            <svg className="map-overlay" viewBox={box.viewBox} width={box.width} height={box.height}>
              {overlay}
              {cursor !== undefined && <HexMark at={cursor.at} className="mark-cursor" />}
            </svg>
          )}
        </div>
        {svg.state === 'loading' && <Busy />}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="map-cursor">
        {cursor === undefined ? '' : said(cursor)}
      </p>
      {svg.state === 'failed' && <ErrorNote error={svg.error} onRetry={reload} />}
    </div>
  );
}
