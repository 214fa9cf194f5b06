import { CORNERS } from '../../../src/games/phoenix/client.js';
import { hexCentre } from './hexes';

const OUTLINE = CORNERS.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

/** An outline over one hex of the map, in the renderer's own units; a title explains it on hover. */
export function HexMark({ at, className, title }: { readonly at: string; readonly className: string; readonly title?: string }) {
  const centre = hexCentre(at);
  if (centre === undefined) return null;
  return (
    <polygon className={className} points={OUTLINE} transform={`translate(${centre[0]} ${centre[1]})`}>
      {title !== undefined && <title>{title}</title>}
    </polygon>
  );
}
