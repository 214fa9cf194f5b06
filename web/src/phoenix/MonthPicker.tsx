import { useState } from 'react';
import { apiText } from '../api/client';
import { usePhoenixT } from './texts';
import { ErrorNote } from '../ui/Problem';
import { svgToPng } from './exportMap';

/**
 * Steps through the months of a match, from the first to the current one: the campaign's replay,
 * each month's map as the realm saw it (issue 19). With `mapUrl`, the shown month's map can be
 * saved as SVG (as the server draws it) or PNG (drawn from that SVG in the browser).
 */
export function MonthPicker(props: {
  readonly current: number;
  readonly chosen: number;
  readonly onChoose: (period: number) => void;
  readonly mapUrl?: string;
  readonly token?: string;
  readonly fileName?: string;
}) {
  const { current, chosen, onChoose } = props;
  const t = usePhoenixT();
  const [error, setError] = useState<unknown>();
  const save = async (kind: 'svg' | 'png') => {
    setError(undefined);
    try {
      const svg = await apiText(props.mapUrl!, { token: props.token });
      const blob = kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${props.fileName ?? 'map'}-${chosen}.${kind}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <div className="month-picker" role="group" aria-label={t('replay')}>
      <button type="button" disabled={chosen <= 1} onClick={() => onChoose(1)} aria-label={t('stepFirst')}>
        «
      </button>{' '}
      <button type="button" disabled={chosen <= 1} onClick={() => onChoose(chosen - 1)} aria-label={`${t('month')} −`}>
        ◀
      </button>{' '}
      <span data-testid="map-month">
        {t('month')} {chosen}
      </span>{' '}
      <button type="button" disabled={chosen >= current} onClick={() => onChoose(chosen + 1)} aria-label={`${t('month')} +`}>
        ▶
      </button>{' '}
      <button type="button" disabled={chosen >= current} onClick={() => onChoose(current)} aria-label={t('stepLast')}>
        »
      </button>
      {current > 1 && <input type="range" aria-label={`${t('replay')}: ${t('month')}`} min={1} max={current} value={chosen} onChange={(e) => onChoose(Number(e.target.value))} />}
      {props.mapUrl !== undefined && (
        <div className="map-export">
          <button type="button" onClick={() => void save('svg')}>
            {t('exportSvg')}
          </button>{' '}
          <button type="button" onClick={() => void save('png')}>
            {t('exportPng')}
          </button>
        </div>
      )}
      {error !== undefined && <ErrorNote error={error} />}
    </div>
  );
}
