import type { GameIndex, JdaView } from '../../../src/games/jeanne-darc-1429/client.js';
import { useSvgZoom } from '../ui/useSvgZoom';
import { cityLabel, label, powerName, useJdaLang, useL } from './labels';

/**
 * Where each city of the shipped sample board stands (longitude and latitude of the historical town):
 * the board file has no drawing positions; a city of another board without one goes on a circle.
 */
const PLACES: Readonly<Record<string, readonly [number, number]>> = {
  paris: [2.35, 48.8], 'saint-denis': [2.3, 49.2], melun: [2.8, 48.45], rouen: [1.1, 49.44], caen: [-0.37, 49.18], evreux: [1.15, 48.95],
  amiens: [2.3, 49.89], calais: [1.86, 50.95], bruges: [3.1, 51.25], gand: [3.9, 51.0], lille: [3.06, 50.55], reims: [4.03, 49.26],
  troyes: [4.07, 48.3], dijon: [5.04, 47.32], auxerre: [3.57, 47.8], chalon: [4.85, 46.78], lyon: [4.83, 45.76], rennes: [-1.68, 48.11],
  nantes: [-1.55, 47.22], brest: [-4.3, 48.39], angers: [-0.55, 47.47], tours: [0.69, 47.39], poitiers: [0.34, 46.58], 'la-rochelle': [-1.15, 46.16],
  clermont: [3.08, 45.78], 'le-puy': [3.88, 45.04], bordeaux: [-0.58, 44.84], bayonne: [-1.47, 43.55], toulouse: [1.44, 43.6],
  carcassonne: [2.35, 43.21], montpellier: [3.88, 43.61], pampelune: [-1.64, 42.75], 'saint-jean': [-0.9, 43.1],
};

const POWER_COLOUR: Readonly<Record<string, string>> = {
  navarre: '#c0392b', france: '#2e86c1', england: '#e67e22', brittany: '#17202a', burgundy: '#8e44ad', flanders: '#d4ac0d',
};
const POWER_STROKE: Readonly<Record<string, string>> = {};
const PROVINCE_COLOURS = ['#a9cce3', '#a3e4d7', '#f9e79f', '#f5cba7', '#d7bde2', '#abebc6', '#fad7a0', '#aed6f1', '#e6b0aa', '#d5dbdb', '#f7dc6f', '#a2d9ce', '#edbb99', '#c39bd3'];

// Wide and tall enough for the easternmost and southernmost cities with their names and provinces (Dijon, Pampelune).
const W = 940;
const H = 950;

function place(index: GameIndex, id: string, i: number): [number, number] {
  const at = PLACES[id];
  if (at !== undefined) return [(at[0] + 5) * 88 + 10, (51.6 - at[1]) * 100 + 20];
  const angle = (2 * Math.PI * i) / index.cityIds.length;
  return [W / 2 + Math.cos(angle) * 380, H / 2 + Math.sin(angle) * 420];
}

const DEFENCE_RINGS = { garrison: 1, castle: 2, fortress: 3 } as const;

/** The board as an SVG map: provinces, roads, cities with holder and fortification, ports, markers. */
export function JdaMap({
  view,
  index,
  choosable,
  costs,
  origins,
  origin,
  onChoose,
  provinces: choosableProvinces,
  onProvince,
}: {
  readonly view: JdaView;
  readonly index: GameIndex;
  /** The cities a tap chooses now (lit), with what choosing them costs; a tap on any city goes to `onChoose`. */
  readonly choosable?: ReadonlySet<string>;
  readonly costs?: ReadonlyMap<string, string>;
  /** The seat's cities an attack may start from (a tap lights its targets), and the one tapped. */
  readonly origins?: ReadonlySet<string>;
  readonly origin?: string | undefined;
  readonly onChoose?: ((city: string) => void) | undefined;
  /** The provinces a tap chooses now (a papal intervention on a province), lit like cities (by keyboard: the sheet's buttons). */
  readonly provinces?: ReadonlySet<string>;
  readonly onProvince?: ((province: string) => void) | undefined;
}) {
  const l = useL();
  const lang = useJdaLang();
  const at = new Map(index.cityIds.map((id, i) => [id, place(index, id, i)]));
  const roads: [string, string][] = [];
  for (const [from, list] of index.neighbours) for (const to of list) if (from < to) roads.push([from, to]);
  const papal = view.papal;
  const provinces = [...index.provinces.values()];
  const zoom = useSvgZoom(W, H);
  return (
    <figure className="jda-map" data-testid="jda-map">
      <svg {...zoom.svg} className="map-svg" role="img" aria-label={l('sample')}>
        <rect x={0} y={0} width={W} height={H} fill="#dceefb" />
        {provinces.map((p, i) => {
          const points = p.cities.map((c) => at.get(c) as [number, number]);
          const [cx, cy] = points.reduce(([x, y], [a, b]) => [x + a / points.length, y + b / points.length], [0, 0]);
          const shielded = papal !== null && 'province' in papal && papal.province === p.id;
          const lit = choosableProvinces?.has(p.id) === true && onProvince !== undefined;
          const outline = points.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${x},${y}`).join(' ') + (points.length > 2 ? ' Z' : '');
          return (
            <g
              key={p.id}
              className={lit ? 'province choosable' : 'province'}
              data-province={p.id}
              onClick={lit ? () => onProvince?.(p.id) : undefined}>
              <title>{p.name}</title>
              <path d={outline} stroke={PROVINCE_COLOURS[i % PROVINCE_COLOURS.length]} strokeWidth={70} strokeLinejoin="round" strokeLinecap="round" fill={PROVINCE_COLOURS[i % PROVINCE_COLOURS.length]} opacity={0.85} />
              {lit && <path d={outline} stroke="#b7950b" strokeWidth={78} strokeLinejoin="round" strokeLinecap="round" fill="none" opacity={0.45} />}
              <text x={cx} y={cy + 46} textAnchor="middle" className="province-name" fontSize={15} fontStyle="italic" fill="#34495e">
                {p.name}
                {p.ileDeFrance ? ' ♛' : ''}
                {shielded ? ' ✝' : ''}
              </text>
            </g>
          );
        })}
        {roads.map(([a, b]) => {
          const [x1, y1] = at.get(a) as [number, number];
          const [x2, y2] = at.get(b) as [number, number];
          return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#7e5109" strokeWidth={2.5} strokeDasharray="6 3" />;
        })}
        {index.cityIds.map((id) => {
          const info = index.cities.get(id);
          const [x, y] = at.get(id) as [number, number];
          const holding = view.cities[id];
          const legion = view.legion.includes(id);
          const plundered = view.plundered.includes(id);
          const shielded = papal !== null && 'city' in papal && papal.city === id;
          const fill = holding !== undefined ? (POWER_COLOUR[holding.owner] ?? '#888') : legion ? '#566573' : '#fdfefe';
          const rings = holding === undefined ? 0 : DEFENCE_RINGS[holding.defence];
          const owner = holding === undefined ? (legion ? l('legion') : l('free')) : `${powerName(lang, holding.owner)}, ${label(lang, holding.defence)}`;
          const notes = [info?.port === true ? l('port') : '', info?.terrain === 'mountains' ? l('mountains') : '', plundered ? l('plundered') : '', shielded ? l('papal') : ''].filter((n) => n !== '');
          return (
            <g
              key={id}
              className={`city${choosable?.has(id) === true ? ' choosable' : ''}${origins?.has(id) === true ? ' origin' : ''}${origin === id ? ' selected' : ''}`}
              onClick={onChoose === undefined ? undefined : () => onChoose(id)}
              data-city={id} data-owner={holding?.owner ?? (legion ? 'legion' : 'free')} data-defence={holding?.defence ?? ''}>
              <title>{`${cityLabel(index, id)} · ${owner}${notes.length > 0 ? ` · ${notes.join(', ')}` : ''}`}</title>
              {choosable?.has(id) === true && <circle cx={x} cy={y} r={27} fill="#f7dc6f" opacity={0.75} stroke="#b7950b" strokeWidth={2} />}
              {origins?.has(id) === true && <circle cx={x} cy={y} r={25} className={origin === id ? 'origin-ring chosen' : 'origin-ring'} />}
              {Array.from({ length: rings }, (_, r) => (
                <circle key={r} cx={x} cy={y} r={13 + (r + 1) * 4} fill="none" stroke="#1b2631" strokeWidth={2} />
              ))}
              {info?.terrain === 'mountains' ? (
                <polygon points={`${x},${y - 15} ${x + 14},${y + 11} ${x - 14},${y + 11}`} fill={fill} stroke={POWER_STROKE[holding?.owner ?? ''] ?? '#1b2631'} strokeWidth={2} />
              ) : (
                <circle cx={x} cy={y} r={12} fill={fill} stroke={POWER_STROKE[holding?.owner ?? ''] ?? '#1b2631'} strokeWidth={2} />
              )}
              {holding !== undefined && holding.defence !== 'garrison' && (
                <text x={x} y={y + 5} textAnchor="middle" fontSize={13} fontWeight="bold" fill="#fff">
                  {holding.defence === 'castle' ? '♜' : '♖'}
                </text>
              )}
              {legion && (
                <text x={x} y={y + 5} textAnchor="middle" fontSize={13} fill="#fff">
                  ♞
                </text>
              )}
              <text x={x} y={y - 22} textAnchor="middle" fontSize={13} fill="#17202a" className="city-name">
                {cityLabel(index, id)}
                {info?.port === true ? ' ⚓' : ''}
              </text>
              {plundered && (
                <g className="plunder-marker">
                  <rect x={x + 10} y={y + 6} width={14} height={14} fill="#922b21" />
                  <text x={x + 17} y={y + 17} textAnchor="middle" fontSize={11} fill="#fff">
                    P
                  </text>
                </g>
              )}
              {shielded && (
                <text x={x - 28} y={y + 6} fontSize={16} fill="#7d6608">
                  ✝
                </text>
              )}
            </g>
          );
        })}
        {/* What a lit city costs, over every city so that no neighbour hides it. */}
        {index.cityIds.map((id) => {
          const cost = choosable?.has(id) === true ? (costs?.get(id) ?? '') : '';
          if (cost === '') return null;
          const [x, y] = at.get(id) as [number, number];
          return (
            <text key={`cost-${id}`} x={x} y={y + 31} className="lit-cost" data-cost={id}>
              {cost}
            </text>
          );
        })}
      </svg>
      <figcaption>
        {l('sample')} · {l('garrison')} ◯ · {l('castle')} ♜ · {l('fortress')} ♖ · {l('legion')} ♞ · {l('plundered')} P · {l('papal')} ✝ · {l('port')} ⚓ · {l('mountains')} △
      </figcaption>
    </figure>
  );
}

export { POWER_COLOUR };
