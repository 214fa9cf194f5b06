import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { apiText } from '../api/client';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { HEX_RADIUS } from '../../../src/games/phoenix/client.js';
import { hexAtPoint } from './hexes';
import { usePanZoom } from './usePanZoom';

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
  const [svg, reload] = useAsync((signal) => apiText(url, { token, signal }), [url, token]);
  const content = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ viewBox: string; width: number; height: number; focus?: [number, number] }>();
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
    setBox({ viewBox: root.getAttribute('viewBox') ?? '', width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')), ...(at === undefined ? {} : { focus: at }) });
  }, [svg]);
  const home = () => {
    if (box?.focus === undefined) view.fit();
    // About 24 hexes across the viewport: the realm and its neighbours.
    else view.centreOn(box.focus[0], box.focus[1], (view.viewport.current?.clientWidth ?? 480) / (24 * 2 * HEX_RADIUS));
  };
  useEffect(() => {
    if (box !== undefined) home();
    // Placing again only when a differently sized map arrives.
  }, [box?.width, box?.height]);

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
      <div className="map-viewport" ref={view.viewport} data-testid="map">
        <div className="map-stage" ref={view.stage}>
          <div ref={content} className="map-svg" />
          {box !== undefined && (
            <svg className="map-overlay" viewBox={box.viewBox} width={box.width} height={box.height}>
              {overlay}
            </svg>
          )}
        </div>
        {svg.state === 'loading' && <Busy />}
      </div>
      {svg.state === 'failed' && <ErrorNote error={svg.error} onRetry={reload} />}
    </div>
  );
}
