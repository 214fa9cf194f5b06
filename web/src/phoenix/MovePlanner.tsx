import { api } from '../api/client';
import { useLang, useT } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { HexMark } from './HexMark';

/** GET …/reach: where one of the realm's armies can go this month (src/server/phoenix/reach.ts). */
export interface Reach {
  readonly army: number;
  readonly from: string;
  readonly hexes: readonly { readonly at: string; readonly reachable: boolean; readonly bwpLeft?: number; readonly reason?: string }[];
}

/** The reach of the army being planned, computed by the server on the whole world (no foreign strengths reach the browser). */
export function useReach(base: string, token: string, army: number | undefined) {
  const lang = useLang();
  return useAsync(async (signal) => (army === undefined ? undefined : api<Reach>(`${base}/reach?army=${army}&lang=${lang}`, { token, signal })), [base, token, army, lang]);
}

/** Reachable hexes outlined green, those just beyond red, the target (if any) thick; drawn over the map. */
export function ReachOverlay({ reach, target }: { readonly reach: Reach; readonly target: string | undefined }) {
  return (
    <g className="reach" data-testid="reach-overlay">
      {reach.hexes.map((hex) => (
        <HexMark key={hex.at} at={hex.at} className={hex.at === reach.from ? 'mark-from' : hex.reachable ? 'mark-reach' : 'mark-blocked'} title={hex.reason ?? (hex.bwpLeft === undefined ? undefined : `${hex.bwpLeft} BWP`)} />
      ))}
      {target !== undefined && <HexMark at={target} className="mark-target" />}
    </g>
  );
}

/** The order line of a planned move, in the turn's language (German keywords, docs/phoenix/orders.md). */
export function moveLine(army: number, to: string): string {
  return `BEWEGE ${army} NACH ${to}`;
}

/** The planner's panel: the army, the chosen target's remaining BWP or why it cannot be reached, and the button that adds the move to the turn. */
export function MovePlanner(props: {
  readonly reach: ReturnType<typeof useReach>[0];
  readonly army: number;
  readonly target: string | undefined;
  readonly added: readonly string[];
  readonly onAdd: (line: string) => void;
  readonly onStop: () => void;
}) {
  const t = useT();
  const { reach, army, target } = props;
  if (reach.state === 'loading') return <Busy />;
  if (reach.state === 'failed') return <ErrorNote error={reach.error} />;
  if (reach.value === undefined) return null;
  const info = target === undefined ? undefined : reach.value.hexes.find((h) => h.at === target);
  const canGo = info !== undefined && info.reachable && target !== reach.value.from;
  return (
    <div className="move-planner" data-testid="move-planner">
      <h3>
        {t('planner')}: {t('army')} {army} <small>({t('from')} {reach.value.from})</small>
      </h3>
      <p className="hint">
        {reach.value.hexes.filter((h) => h.reachable && h.at !== reach.value?.from).length} {t('reachableCount')}. {t('plannerHint')}
      </p>
      {target !== undefined && (
        <p className="move-target" data-testid="move-target">
          <b>{target}</b>:{' '}
          {info === undefined ? (
            <span className="bad">{t('outOfRange')}</span>
          ) : info.reachable ? (
            <span className="ok">
              {t('reachable')} · {t('bwpLeft')}: {info.bwpLeft ?? 0}
              {info.reason !== undefined && ` · ${info.reason}`}
            </span>
          ) : (
            <span className="bad">
              {t('unreachable')}: {info.reason}
            </span>
          )}
        </p>
      )}
      <button type="button" className="primary" disabled={!canGo} onClick={() => target !== undefined && props.onAdd(moveLine(army, target))}>
        {t('addToTurn')}
      </button>{' '}
      <button type="button" className="quiet" onClick={props.onStop}>
        {t('stopPlanning')}
      </button>
      {props.added.length > 0 && (
        <div className="added">
          {t('addedToTurn')}
          <ul>
            {props.added.map((line, i) => (
              <li key={i}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
