import {
  CITIES,
  CITY_NAMES,
  type FrView,
  MAP_LAYOUT,
  PREVIOUS,
  ROLE_TEXT,
  ROAD_LIST,
  SUPPLY,
  type Tribe,
  TRIBE_INFO,
} from '../../../src/games/fall-of-rome/client.js';
import { useLang, useT } from '../app/i18n';
import { useSvgZoom } from '../ui/useSvgZoom';
import { cardName } from './board-words';

/** Tribe colours of data.md, as drawn on the map. */
export const TRIBE_FILL: Readonly<Record<string, string>> = { blue: '#2e86c1', white: '#f4f6f7', green: '#28b463', black: '#1c2833', orange: '#e67e22' };
const PAWN_FILL = ['#c0392b', '#8e44ad', '#16a085', '#d4ac0d', '#2c3e50'];

const at = (name: string) => MAP_LAYOUT.cities[name] ?? { x: 0, y: 0 };

/**
 * The empire as an SVG map (positions from data/map-layout.json, drawn for Arbiter): roads, sea
 * lanes between ports, the tribes' supply spaces with their routes' first steps, and in every city
 * its barbarians by tribe colour, legions, fort and pawns. Clicking a city selects it.
 */
export function RomeMap({ view, selected, lit, onSelect }: { readonly view: FrView; readonly selected?: string; readonly lit?: ReadonlyMap<string, { readonly short: string; readonly full: string }>; readonly onSelect: (city: string) => void }) {
  const t = useT();
  const zoom = useSvgZoom(MAP_LAYOUT.width, MAP_LAYOUT.height);
  return (
    <svg className="rome-map" data-testid="rome-map" {...zoom.svg} role="img" aria-label={t('board')}>
      <title>{MAP_LAYOUT.note}</title>
      <rect x={0} y={0} width={MAP_LAYOUT.width} height={MAP_LAYOUT.height} className="map-ground" />
      {MAP_LAYOUT.seaLanes.map(([a, b]) => (
        <line key={`${a}~${b}`} className="sea-lane" x1={at(a).x} y1={at(a).y} x2={at(b).x} y2={at(b).y} />
      ))}
      {ROAD_LIST.map(([a, b]) => {
        const p = at(CITY_NAMES[a] as string);
        const q = at(CITY_NAMES[b] as string);
        return <line key={`${a}-${b}`} className="road" x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
      })}
      {TRIBE_INFO.map((tribe, ti) => {
        const s = MAP_LAYOUT.supplies[tribe.id] ?? { x: 0, y: 0 };
        const firsts = CITY_NAMES.filter((_, c) => PREVIOUS[ti]?.[c]?.includes(SUPPLY));
        const allied = view.allied.includes(tribe.id as Tribe);
        return (
          <g key={tribe.id} className="supply" data-tribe={tribe.id}>
            {firsts.map((city) => (
              <line key={city} className="route" stroke={tribe.colour === 'white' ? '#85929e' : TRIBE_FILL[tribe.colour]} x1={s.x} y1={s.y} x2={at(city).x} y2={at(city).y} />
            ))}
            <rect x={s.x - 34} y={s.y - 13} width={68} height={26} rx={5} fill={TRIBE_FILL[tribe.colour]} className={allied ? 'allied' : ''} />
            <text x={s.x} y={s.y + 4} className={tribe.colour === 'white' ? 'supply-label dark' : 'supply-label'}>
              {tribe.abbr} {view.supply.barbarians[tribe.id as Tribe]}
              {allied ? ' ✓' : ''}
            </text>
          </g>
        );
      })}
      {view.cities.map((city, c) => {
        const p = at(city.name);
        const pawns = view.players.map((pl, i) => ({ ...pl, i })).filter((pl) => pl.city === city.name);
        const cubes = TRIBE_INFO.flatMap((tribe) => Array.from({ length: city.barbarians[tribe.id as Tribe] ?? 0 }, () => tribe));
        const danger = TRIBE_INFO.some((tribe) => (city.barbarians[tribe.id as Tribe] ?? 0) >= 3);
        const cost = lit?.get(city.name);
        return (
          <g
            key={city.name}
            data-city={city.name}
            data-lit={cost === undefined ? undefined : 'true'}
            className={`map-city${selected === city.name ? ' selected' : ''}${danger ? ' danger' : ''}${cost === undefined ? '' : ' lit'}`}
            onClick={() => onSelect(city.name)}
            role="button"
            aria-label={cost === undefined || cost.full === '' ? city.name : `${city.name}: ${cost.full}`}
          >
            {cost !== undefined && <circle cx={p.x} cy={p.y} r={15} className="lit-ring" />}
            <circle cx={p.x} cy={p.y} r={CITIES[c]?.port ? 10 : 8} className={CITIES[c]?.port ? 'city-dot port' : 'city-dot'} />
            {city.fort && <rect className="fort-mark" data-fort="1" x={p.x - 5} y={p.y - 5} width={10} height={10} />}
            <text x={p.x} y={p.y + 22} className="city-label">
              {city.name}
            </text>
            {cost !== undefined && cost.short !== '' && (
              <text x={p.x} y={p.y + 34} className="lit-cost">
                {cost.short}
              </text>
            )}
            {cubes.map((tribe, k) => (
              <rect key={k} className="cube" data-tribe={tribe.id} x={p.x + 12 + (k % 6) * 8} y={p.y - 9 + Math.floor(k / 6) * 8} width={7} height={7} fill={TRIBE_FILL[tribe.colour]} />
            ))}
            {city.legions > 0 && (
              <g className="legion-mark" data-legions={city.legions}>
                <rect x={p.x - 34} y={p.y - 9} width={20} height={14} rx={3} />
                <text x={p.x - 24} y={p.y + 2}>
                  {city.legions}
                </text>
              </g>
            )}
            {pawns.map((pl, k) => (
              <g key={pl.seat} className={pl.seat === view.seat ? 'pawn mine' : 'pawn'} data-seat={pl.seat}>
                <title>{ROLE_TEXT[pl.role].title}</title>
                <circle cx={p.x - 8 + k * 12} cy={p.y - 18} r={pl.seat === view.seat ? 8 : 6} fill={PAWN_FILL[pl.i % PAWN_FILL.length]} />
                <text x={p.x - 8 + k * 12} y={p.y - 15}>
                  {ROLE_TEXT[pl.role].title.split(' ').map((w) => w.charAt(0)).join('')}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** The tracks as rows of boxes with their marker: decline, invasion and recruitment. */
export function TrackRows({ view }: { readonly view: FrView }) {
  const t = useT();
  const declineSteps = Array.from({ length: view.declineLimit + 1 }, (_, i) => i);
  const row = (label: string, id: string, values: readonly (string | number)[], marker: number) => (
    <div className="track-row" data-track={id}>
      <span className="track-name">{label}</span>
      {values.map((v, i) => (
        <span key={i} className={i === marker ? 'track-box here' : 'track-box'}>
          {v}
        </span>
      ))}
    </div>
  );
  return (
    <div className="track-rows">
      {row(t('decline'), 'decline', declineSteps, view.decline)}
      {row(t('invasion'), 'invasion', view.rules.invasionTrack, Math.min(view.invasionStep, view.rules.invasionTrack.length - 1))}
      {row(t('recruitment'), 'recruitment', view.rules.recruitmentTrack, Math.min(view.invasionStep, view.rules.recruitmentTrack.length - 1))}
    </div>
  );
}

/** The two discard piles (newest first) and, in solitaire, the treasury. */
export function Piles({ view }: { readonly view: FrView }) {
  const t = useT();
  const lang = useLang();
  const pile = (label: string, id: string, cards: readonly string[]) => (
    <div className="pile" data-pile={id}>
      <b>
        {label} ({cards.length})
      </b>{' '}
      {cards.slice(-6).reverse().map((card) => cardName(card, lang)).join(', ') || '—'}
    </div>
  );
  return (
    <div className="piles">
      {pile(t('playerDiscard'), 'player', view.playerDiscard)}
      {pile(t('barbarianDiscard'), 'barbarian', view.barbarianDiscard)}
      {view.solitaire && pile(t('treasury'), 'treasury', view.treasury)}
    </div>
  );
}
