import {
  type DomState,
  edgeName,
  EDGES,
  edgeSquares,
  SIZE,
  squareName,
  SQUARES,
} from '../../../src/games/domaine/client.js';
import { useLang } from '../app/i18n';
import { counted } from '../app/lang';
import { useSvgZoom } from '../ui/useSvgZoom';
import type { Price } from './choose';
import { colourTitle, dt, NOUNS } from './texts';

export const COLOUR: readonly string[] = ['#c0392b', '#2e86c1', '#d4ac0d', '#239b56'];
const TERRAIN: Readonly<Record<string, string>> = { '.': '#dfeecb', F: '#7daa6a', V: '#e8d3a9', R: '#f5e6a8', G: '#f1c40f', S: '#bfc9ca', C: '#dc7633', J: '#af7ac5' };
const LABEL: Readonly<Record<string, string>> = { V: 'v', R: '♛', G: 'Au', S: 'Ag', C: 'Cu', J: '◆' };
const CELL = 44;
const PAD = 22;

export interface Marks {
  /** Squares that may be tapped now, with the price of what they lead to. */
  readonly squares: ReadonlyMap<number, Price>;
  /** Border slots that may be tapped now, with the price of the borders with them. */
  readonly edges: ReadonlyMap<number, Price>;
  /** Squares and slots already picked for the action being built. */
  readonly pickedSquares: ReadonlySet<number>;
  readonly pickedEdges: ReadonlySet<number>;
  /** Squares shaded as the area a pending choice is about (the area without castle of a merge). */
  readonly zone: ReadonlySet<number>;
  /** Every square may be tapped (to see what may be done there), the lit ones or not. */
  readonly tapAll?: boolean;
}

/** A price as drawn on a lit square or slot: the ducats; where a die sets it, the range it may cost (treason, alliance: "1–7"); nothing when free. */
function priceMark(price: Price | undefined, table: readonly (number | null)[]): string {
  if (price === undefined) return '';
  if (price.die === true) {
    const prices = table.filter((p): p is number => p !== null).map((p) => p + price.ducats);
    return prices.length === 0 ? '' : `${Math.min(...prices)}–${Math.max(...prices)}`;
  }
  return price.ducats > 0 ? String(price.ducats) : '';
}

/** The board as SVG: terrain, domaines shaded by owner, borders, castles, knights; legal squares and edges clickable. */
export function Board({ s, marks, onSquare, onEdge }: { readonly s: DomState; readonly marks: Marks; readonly onSquare: (q: number) => void; readonly onEdge: (e: number) => void }) {
  const lang = useLang();
  const size = SIZE * CELL + 2 * PAD;
  const owner = (q: number) => {
    const info = s.areas.info[s.areas.label[q] as number];
    return info !== undefined && info.castles.length === 1 ? (s.castle[info.castles[0] as number] as number) : -1;
  };
  const squares = Array.from({ length: SQUARES }, (_, q) => q);
  const edges = Array.from({ length: EDGES }, (_, e) => e);
  const zoom = useSvgZoom(size, size);
  const priceTitle = (price: Price | undefined) => (price === undefined ? '' : price.die === true ? dt(lang, 'die') : price.ducats > 0 ? counted(lang, price.ducats, NOUNS.ducat) : dt(lang, 'free'));
  return (
    <svg className="domaine-board" data-testid="domaine-board" {...zoom.svg} width={size} height={size} role="img" aria-label={dt(lang, 'board')}>
      {Array.from({ length: SIZE }, (_, i) => (
        <g key={i} className="coords">
          <text x={PAD + i * CELL + CELL / 2} y={PAD - 6} textAnchor="middle">
            {String.fromCharCode(65 + i)}
          </text>
          <text x={PAD - 11} y={PAD + i * CELL + CELL / 2 + 4} textAnchor="middle">
            {i + 1}
          </text>
        </g>
      ))}
      {squares.map((q) => {
        const x = PAD + (q % SIZE) * CELL;
        const y = PAD + Math.floor(q / SIZE) * CELL;
        const t = s.terrain[q] as string;
        const o = owner(q);
        const clickable = marks.squares.has(q);
        const price = marks.squares.get(q);
        const picked = marks.pickedSquares.has(q);
        return (
          <g key={q} data-square={squareName(q)} data-price={clickable ? priceMark(price, s.rules.attemptTable) : undefined} className={clickable ? (picked ? 'square clickable picked' : 'square clickable') : picked ? 'square picked' : marks.tapAll === true ? 'square tappable' : 'square'} onClick={clickable || marks.tapAll === true ? () => onSquare(q) : undefined}>
            <rect x={x} y={y} width={CELL} height={CELL} fill={TERRAIN[t]} stroke="#9aa" strokeWidth={0.5} />
            {o >= 0 && <rect x={x} y={y} width={CELL} height={CELL} fill={COLOUR[o]} opacity={0.28} />}
            {LABEL[t] !== undefined && (
              <text x={x + 5} y={y + 13} className="terrain-label">
                {LABEL[t]}
              </text>
            )}
            {t === 'F' && <path d={`M${x + 8} ${y + 16} l5 -9 l5 9 z`} fill="#2d572c" />}
            {s.castle[q] !== -1 && (
              <path d={`M${x + 12} ${y + 36} v-16 h4 v4 h4 v-4 h4 v4 h4 v-4 h4 v16 z`} fill={COLOUR[s.castle[q] as number]} stroke="#111" strokeWidth={1.2}>
                <title>{dt(lang, 'castle')}</title>
              </path>
            )}
            {s.knight[q] !== -1 && (
              <circle cx={x + CELL / 2} cy={y + CELL / 2 + 4} r={9} fill={COLOUR[s.knight[q] as number]} stroke="#111" strokeWidth={1.2}>
                <title>{dt(lang, 'knight')}</title>
              </circle>
            )}
            {s.alliances.some((a) => a.marker === q) && (
              <text x={x + CELL - 12} y={y + 14} className="alliance-marker">
                ⚭
              </text>
            )}
            {marks.zone.has(q) && <rect x={x} y={y} width={CELL} height={CELL} className="zone" />}
            {(clickable || picked) && (
              <rect x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} className={picked ? 'hint picked' : 'hint'}>
                <title>{`${squareName(q)}${clickable ? ` · ${priceTitle(price)}` : ''}`}</title>
              </rect>
            )}
            {clickable && priceMark(price, s.rules.attemptTable) !== '' && (
              <text x={x + CELL - 4} y={y + CELL - 5} className="lit-cost">
                {priceMark(price, s.rules.attemptTable)}
              </text>
            )}
          </g>
        );
      })}
      <rect x={PAD} y={PAD} width={SIZE * CELL} height={SIZE * CELL} fill="none" stroke="#222" strokeWidth={4} />
      {edges.map((e) => {
        const [a, b] = edgeSquares(e);
        const ax = PAD + (a % SIZE) * CELL;
        const ay = PAD + Math.floor(a / SIZE) * CELL;
        const horizontalNeighbour = b === a + 1;
        const [x1, y1, x2, y2] = horizontalNeighbour ? [ax + CELL, ay, ax + CELL, ay + CELL] : [ax, ay + CELL, ax + CELL, ay + CELL];
        const placed = s.areas.borders[e] === 1;
        const clickable = marks.edges.has(e);
        const picked = marks.pickedEdges.has(e);
        if (!placed && !clickable && !picked) return null;
        if (placed) return <line key={e} data-edge={edgeName(e)} x1={x1} y1={y1} x2={x2} y2={y2} className="border" />;
        // A slot to tap: a thin rectangle along the edge (a line has no area to tap); every lit slot costs the same, said once beside the board.
        const [rx, ry, rw, rh] = horizontalNeighbour ? [x1 - 5, y1 + 4, 10, CELL - 8] : [x1 + 4, y1 - 5, CELL - 8, 10];
        const price = marks.edges.get(e);
        return (
          <g key={e} data-edge={edgeName(e)} data-price={clickable ? priceMark(price, s.rules.attemptTable) : undefined} className={picked ? 'edge picked' : 'edge clickable'} onClick={() => onEdge(e)}>
            <rect x={rx} y={ry} width={rw} height={rh} rx={3}>
              <title>{`${edgeName(e)}${clickable ? ` · ${priceTitle(price)}` : ''}`}</title>
            </rect>
          </g>
        );
      })}
    </svg>
  );
}

/** The score track from 0 to the king token, a marker per colour. */
export function ScoreTrack({ s }: { readonly s: DomState }) {
  const lang = useLang();
  const king = s.rules.king[String(s.players) as '2' | '3' | '4'];
  return (
    <section className="score-track" data-testid="score-track">
      <h3>
        {dt(lang, 'points')} {king})
      </h3>
      <svg viewBox={`0 0 ${king * 6 + 20} ${s.players * 14 + 10}`} width="100%">
        <line x1={10} y1={5} x2={10 + king * 6} y2={5} stroke="#555" />
        <text x={10 + king * 6} y={5} className="king">
          ♚
        </text>
        {Array.from({ length: s.players }, (_, p) => (
          <g key={p}>
            <rect x={10} y={8 + p * 14} width={Math.min(king, s.scores[p] as number) * 6} height={10} fill={COLOUR[p]} />
            <text x={14 + Math.min(king, s.scores[p] as number) * 6} y={17 + p * 14} className="score">
              {s.scores[p]}
            </text>
          </g>
        ))}
      </svg>
      <table className="players">
        <tbody>
          {Array.from({ length: s.players }, (_, p) => (
            <tr key={p} data-seat={p}>
              <td style={{ color: COLOUR[p] }}>■</td>
              <td>{colourTitle(lang, p)}</td>
              <td>{counted(lang, s.scores[p] as number, NOUNS.point)}</td>
              <td>{counted(lang, s.ducats[p] as number, NOUNS.ducat)}</td>
              <td>{counted(lang, s.knightsLeft[p] as number, NOUNS.knight)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
