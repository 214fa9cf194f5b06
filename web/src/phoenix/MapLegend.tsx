import { usePhoenixT, type PhoenixTextKey } from './texts';

// The same shapes and rings as the server's map (src/games/phoenix/map/svg/style.ts).
const SHAPES: readonly [PhoenixTextKey, string][] = [
  ['legendWarriors', '<circle r="2.4"/>'],
  ['legendRiders', '<path d="M0,-3L2.8,2.2H-2.8Z"/>'],
  ['legendFleet', '<path d="M-3,-0.5H3L1.8,2H-1.8Z M-0.3,-0.5V-3.5L1.8,-1.2H-0.3"/>'],
  ['legendFigure', '<path d="M0,-2.8L2.4,0L0,2.8L-2.4,0Z"/>'],
];
const RINGS: readonly [PhoenixTextKey, string, number][] = [
  ['legendOwn', '#ffffff', 0.9],
  ['legendAllied', '#1e8449', 1],
  ['legendHostile', '#c0392b', 1],
];

function Swatch({ shape, stroke = '#000', width = 0.5, scale = 1 }: { readonly shape: string; readonly stroke?: string; readonly width?: number; readonly scale?: number }) {
  return (
    <svg className="legend-swatch" viewBox="-5 -5 10 10" width="22" height="22" aria-hidden="true">
      <rect x="-5" y="-5" width="10" height="10" fill="#b5d68a" />
      <g transform={`scale(${scale})`} fill="#7f8c8d" stroke={stroke} strokeWidth={width} dangerouslySetInnerHTML={{ __html: shape }} />
    </svg>
  );
}

/** What the marks on a realm's map mean: kind by shape, own/allied/hostile by ring, size of own armies (issue 19). */
export function MapLegend() {
  const t = usePhoenixT();
  return (
    <details className="map-legend" data-testid="map-legend">
      <summary>{t('legend')}</summary>
      <ul>
        {SHAPES.map(([key, shape]) => (
          <li key={key}>
            <Swatch shape={shape} /> {t(key)}
          </li>
        ))}
        {RINGS.map(([key, stroke, width]) => (
          <li key={key}>
            <Swatch shape={SHAPES[0]![1]} stroke={stroke} width={width} /> {t(key)}
          </li>
        ))}
        <li>
          <Swatch shape={SHAPES[0]![1]} scale={0.75} />
          <Swatch shape={SHAPES[0]![1]} />
          <Swatch shape={SHAPES[0]![1]} scale={1.45} /> {t('legendSizes')}
        </li>
        <li>{t('legendForeignSize')}</li>
      </ul>
    </details>
  );
}
