import { phoenixApi } from './phoenix-api.js';
import { api } from '../api/client';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { HexMark } from './HexMark';
import type { MovePlan, Reach } from './answer-types';
import type { WrittenMove } from './TurnEditor';

/** The reach of the army being planned, computed by the server on the whole world (no foreign strengths reach the browser). */
export function useReach(base: string, token: string, army: number | undefined) {
  const lang = useLang();
  return useAsync(async (signal) => (army === undefined ? undefined : api<Reach>(`${phoenixApi(base)}/reach?army=${army}&lang=${lang}`, { token, signal })), [base, token, army, lang]);
}

/** The path of a move to `to` through `via`, asked of the server (undefined while there is nothing to ask). */
export function useMovePlan(base: string, token: string, army: number | undefined, to: string | undefined, via: readonly string[]) {
  const lang = useLang();
  const viaText = via.join(',');
  return useAsync(
    async (signal) =>
      army === undefined || to === undefined ? undefined : api<MovePlan>(`${phoenixApi(base)}/move-plan?army=${army}&to=${encodeURIComponent(to)}${viaText === '' ? '' : `&via=${encodeURIComponent(viaText)}`}&lang=${lang}`, { token, signal }),
    [base, token, army, to, viaText, lang],
  );
}

/**
 * Reachable hexes outlined green, those just beyond red, the target (if any) thick; the waypoints
 * chosen, the path to the target through them, and the path of the move already written in the turn.
 */
export function ReachOverlay({ reach, target, via, path, written }: { readonly reach: Reach; readonly target: string | undefined; readonly via: readonly string[]; readonly path?: MovePlan | undefined; readonly written?: MovePlan | undefined }) {
  return (
    <g className="reach" data-testid="reach-overlay">
      {reach.hexes.map((hex) => (
        <HexMark key={hex.at} at={hex.at} className={hex.at === reach.from ? 'mark-from' : hex.reachable ? 'mark-reach' : 'mark-blocked'} title={hex.reason ?? (hex.bwpLeft === undefined ? undefined : `${hex.bwpLeft} BWP`)} />
      ))}
      <g data-testid="written-path">{written?.steps.map((step, i) => <HexMark key={`w${i}`} at={step.to} className="mark-written" title={`${step.bwpLeft} BWP`} />)}</g>
      <g data-testid="planned-path">{path?.steps.map((step, i) => <HexMark key={`p${i}`} at={step.to} className="mark-path" title={`${step.bwpLeft} BWP`} />)}</g>
      {via.map((at, i) => (
        <HexMark key={`v${i}`} at={at} className="mark-via" title={`${i + 1}`} />
      ))}
      {target !== undefined && <HexMark at={target} className="mark-target" />}
    </g>
  );
}

/** The order line of a planned move, in the turn's language (German keywords, docs/phoenix/orders.md). */
export function moveLine(army: number, to: string, via: readonly string[] = []): string {
  return via.length === 0 ? `BEWEGE ${army} NACH ${to}` : `BEWEGE ${army} NACH ${to} UEBER ${via.join(' ')}`;
}

/** The planner's panel: the army, the chosen target's remaining BWP or why it cannot be reached, and the button that adds the move to the turn. */
export function MovePlanner(props: {
  readonly reach: ReturnType<typeof useReach>[0];
  readonly army: number;
  readonly target: string | undefined;
  readonly via: readonly string[];
  /** The path through the waypoints to the target, when there are waypoints. */
  readonly path: ReturnType<typeof useMovePlan>[0];
  /** The move of this army already written in the turn, and where it leads. */
  readonly written: WrittenMove | undefined;
  readonly writtenPlan: ReturnType<typeof useMovePlan>[0];
  readonly added: readonly string[];
  readonly onWaypoint: (at: string) => void;
  readonly onClearWaypoints: () => void;
  readonly onAdd: (line: string) => void;
  readonly onStop: () => void;
}) {
  const t = usePhoenixT();
  const { reach, army, target, via, path, written, writtenPlan } = props;
  if (reach.state === 'loading') return <Busy />;
  if (reach.state === 'failed') return <ErrorNote error={reach.error} />;
  if (reach.value === undefined) return null;
  const info = target === undefined ? undefined : reach.value.hexes.find((h) => h.at === target);
  const through = via.length > 0 && target !== undefined ? (path.state === 'done' ? path.value : undefined) : undefined;
  const canGo = via.length > 0 ? through?.arrives === true && !via.includes(target ?? '') : info !== undefined && info.reachable && target !== reach.value.from;
  const canVia = info !== undefined && info.reachable && target !== undefined && target !== reach.value.from && !via.includes(target);
  const shownPlan = writtenPlan.state === 'done' ? writtenPlan.value : undefined;
  return (
    <div className="move-planner" data-testid="move-planner">
      <h3>
        {t('planner')}: {t('army')} {army} <small>({t('from')} {reach.value.from})</small>
      </h3>
      <p className="hint">
        {reach.value.hexes.filter((h) => h.reachable && h.at !== reach.value?.from).length} {t('reachableCount')}. {t('plannerHint')}
      </p>
      {written !== undefined && (
        <p className="move-written" data-testid="move-written">
          {t('alreadyPlanned')}: <code>{written.line}</code>
          {shownPlan !== undefined && (
            <>
              {' '}
              →{' '}
              {shownPlan.arrives ? (
                <span className="ok">
                  {shownPlan.steps.at(-1)?.to} · {t('bwpLeft')}: {shownPlan.steps.at(-1)?.bwpLeft ?? 0}
                </span>
              ) : (
                <span className="bad">{shownPlan.stop?.message ?? t('outOfRange')}</span>
              )}
            </>
          )}
        </p>
      )}
      {via.length > 0 && (
        <p className="move-via" data-testid="move-via">
          {t('waypoints')}: {via.join(' → ')}{' '}
          <button type="button" className="quiet" onClick={props.onClearWaypoints}>
            {t('clearWaypoints')}
          </button>
        </p>
      )}
      {target !== undefined && via.length > 0 && (
        <p className="move-target" data-testid="move-target">
          <b>{target}</b> {t('via')} {via.join(' ')}:{' '}
          {path.state === 'loading' ? (
            <span className="checking">…</span>
          ) : path.state === 'failed' ? (
            <ErrorNote error={path.error} />
          ) : through === undefined ? null : through.arrives ? (
            <span className="ok">
              {t('reachable')} · {t('bwpLeft')}: {through.steps.at(-1)?.bwpLeft ?? 0}
              {through.stop !== undefined && ` · ${through.stop.message}`}
            </span>
          ) : (
            <span className="bad">
              {t('unreachable')}: {through.stop?.message ?? t('outOfRange')}
            </span>
          )}
        </p>
      )}
      {target !== undefined && via.length === 0 && (
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
      <button type="button" className="primary" disabled={!canGo} onClick={() => target !== undefined && props.onAdd(moveLine(army, target, via))}>
        {t('addToTurn')}
      </button>{' '}
      <button type="button" disabled={!canVia} onClick={() => target !== undefined && props.onWaypoint(target)}>
        {t('addWaypoint')}
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
