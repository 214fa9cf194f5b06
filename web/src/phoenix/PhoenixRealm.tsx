import { lazy, Suspense, useCallback, useState } from 'react';
import { api } from '../api/client';
import type { Session } from '../api/sessions';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAsync } from '../ui/useAsync';
import { HexMark } from './HexMark';
import { HexPanel } from './HexPanel';
import { MapLegend } from './MapLegend';
import { MapView } from './MapView';
import { MonthPicker } from './MonthPicker';
import { MovePlanner, ReachOverlay, useMovePlan, useReach } from './MovePlanner';
import { Reports } from './Reports';
import { NoticeBar } from './NoticeBar';
import { NotifySettings } from './NotifySettings';
import { TableMode } from './TableMode';
import { Tabs } from './Tabs';
import { useHashMonth, useHashTab } from '../app/hashState';
import { TurnEditor, writtenMoves, type Draft } from './TurnEditor';
import { NewsTicker } from './NewsTicker';
import { useMonth } from './useMonth';
import { RealmNamesProvider } from './realmNames';
import { useTurnsClosed, type TurnsClosed } from './turnsClosed';
import type { RealmMapView } from './view-types';

type Tab = 'map' | 'turn' | 'reports' | 'battle';
const TABS: readonly Tab[] = ['map', 'turn', 'reports', 'battle'];

const CLOSED_TEXTS = { deadline: 'closed_deadline', 'evaluation-begun': 'closed_evaluationBegun', 'turn-evaluated': 'closed_turnEvaluated' } as const satisfies Record<TurnsClosed, string>;

// The combat code is loaded when the calculator is opened, so that the first view of the map does not wait for it.
const BattleCalculator = lazy(() => import('./BattleCalculator').then((m) => ({ default: m.BattleCalculator })));

/** Phoenix as a realm sees it: its own view of the map, its turn, its reports. */
/** The lines added from the map that the turn still holds: one undone or replaced in the editor leaves the list. */
function stillWritten(added: readonly string[], text: string): string[] {
  const lines = new Set(text.split('\n').map((line) => line.trim()));
  return [...new Set(added)].filter((line) => lines.has(line));
}

export function PhoenixRealm({ session }: { readonly session: Session }) {
  const t = usePhoenixT();
  const base = `/api/matches/${session.matchId}`;
  const { status, error, connected, notice, dismissNotice } = useMonth(session.matchId, session.token);
  // The tab and month shown are kept in the address (issue 46): Back returns to the tab before, a reload keeps them.
  const [tab, setTab] = useHashTab(TABS);
  const [period, setPeriod] = useHashMonth();
  const [hex, setHex] = useState<string>();
  // Click-to-move: the army being planned, the hex chosen as its target, the lines added to the turn.
  const [mover, setMover] = useState<number>();
  const [target, setTarget] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  const [added, setAdded] = useState<string[]>([]);
  // Waypoints clicked for the move being planned (BEWEGE n NACH x UEBER a b), and the turn's text as the editor holds it.
  const [via, setVia] = useState<string[]>([]);
  const [turnText, setTurnText] = useState('');
  const onText = useCallback((text: string) => setTurnText(text), []);
  const [reach] = useReach(base, session.token, mover);
  const written = mover === undefined ? undefined : writtenMoves(turnText).get(mover);
  const [writtenPlan] = useMovePlan(base, session.token, mover, written?.to, written?.via ?? []);
  const [path] = useMovePlan(base, session.token, via.length > 0 ? mover : undefined, target, via);
  // A month from the address that is not (yet) there shows the current one.
  const shown = period !== undefined && status !== undefined && period <= status.period ? period : status?.period;
  // Said before anyone tries (issue 46): the server's reason, or the deadline passing while the page is open.
  const closed = useTurnsClosed(status);
  // Read once a hex is asked about: the map itself comes first.
  const [view] = useAsync(async (signal) => (shown === undefined || hex === undefined ? undefined : api<RealmMapView>(`${base}/periods/${shown}/map.json`, { token: session.token, signal })), [base, shown, session.token, hex === undefined]);
  if (error !== undefined) return <ErrorNote error={error} />;
  if (status === undefined || shown === undefined) return <Busy />;
  const own = status.turns[0];
  // Moves are planned on this month's map only.
  const planning = mover !== undefined && shown === status.period;
  const clickHex = (at: string) => {
    setHex(at);
    if (planning) setTarget(at);
  };
  const stop = () => {
    setMover(undefined);
    setTarget(undefined);
    setVia([]);
  };
  const overlay = (
    <>
      {planning && reach.state === 'done' && reach.value !== undefined && <ReachOverlay reach={reach.value} target={target} via={via} path={via.length > 0 && path.state === 'done' ? path.value : undefined} written={writtenPlan.state === 'done' ? writtenPlan.value : undefined} />}
      {hex !== undefined && !planning && <HexMark at={hex} className="mark-selected" />}
    </>
  );
  const published = status.past.filter((p) => p.published).map((p) => p.period);
  return (
    <RealmNamesProvider status={status}>
      <div className="phoenix">
      <p className="status-line">
        {t('month')} {status.period}
        {status.deadline !== null && ` · ${t(closed === 'deadline' ? 'deadlinePassed' : 'deadline')} ${new Date(status.deadline).toLocaleString()}`} · {t('turn')}:{' '}
        {own?.version == null ? t('notSubmitted') : `${t('submitted')} ${own.version}`} · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
      </p>
      <NewsTicker news={status.news} />
      {closed !== null && (
        <p className="notice turns-closed" role="status" data-testid="turns-closed">
          {t(CLOSED_TEXTS[closed])}
        </p>
      )}
      {/* "The deadline is near" is no longer true once turns are closed. */}
      <NoticeBar notice={closed !== null && notice?.notice === 'deadline-soon' ? undefined : notice} onDismiss={dismissNotice} />
      <TableMode base={base} token={session.token} status={status} seat={session.seat} />
      <Tabs
        tabs={[
          ['map', t('map')],
          ['turn', t('turn')],
          ['reports', t('reports')],
          ['battle', t('battle')],
        ]}
        chosen={tab}
        onChoose={setTab}
      />
      {tab === 'map' && (
        <div className="map-layout">
          <MapView url={`${base}/periods/${shown}/map.svg`} token={session.token} onHex={clickHex} overlay={overlay} />
          <aside>
            <MapLegend />
            <MonthPicker current={status.period} chosen={shown} onChoose={setPeriod} mapUrl={`${base}/periods/${shown}/map.svg`} token={session.token} fileName={`${session.seat}-month`} />
            {shown < status.period && published.includes(shown) && (
              <details className="replay-report" data-testid="replay-report">
                <summary>
                  {t('reports')}: {t('month')} {shown}
                </summary>
                <Reports key={shown} base={base} token={session.token} months={[shown]} />
              </details>
            )}
            {planning && (
              <MovePlanner
                reach={reach}
                army={mover}
                target={target}
                via={via}
                path={path}
                written={written}
                writtenPlan={writtenPlan}
                added={stillWritten(added, turnText)}
                onWaypoint={(at) => {
                  setVia((list) => [...list, at]);
                  setTarget(undefined);
                }}
                onClearWaypoints={() => setVia([])}
                onAdd={(line) => {
                  setDraft((last) => ({ line, seq: (last?.seq ?? 0) + 1, army: mover }));
                  setAdded((lines) => [...lines, line]);
                  // Planned: the next click chooses anew — another army from the hex panel, or this one again.
                  setTarget(undefined);
                  setVia([]);
                }}
                onStop={stop}
              />
            )}
            {view.state === 'failed' ? (
              <ErrorNote error={view.error} />
            ) : (
              <HexPanel
                at={hex}
                onClose={() => setHex(undefined)}
                view={view.state === 'done' ? view.value : undefined}
                onPlan={
                  shown === status.period
                    ? (army) => {
                        setMover(army);
                        setTarget(undefined);
                        setVia([]);
                      }
                    : undefined
                }
              />
            )}
          </aside>
        </div>
      )}
      {/* Kept while other tabs are shown, so that unsaved lines and moves added from the map stay. */}
      <div hidden={tab !== 'turn'}>
        <TurnEditor base={base} token={session.token} realm={session.seat} draft={draft} onText={onText} closed={closed !== null} />
      </div>
      {tab === 'reports' && (
        <>
          <Reports base={base} token={session.token} months={published} printable />
          <NotifySettings matchId={session.matchId} token={session.token} />
        </>
      )}
      {tab === 'battle' && (
        <Suspense fallback={<Busy />}>
          <BattleCalculator />
        </Suspense>
      )}
    </div>
    </RealmNamesProvider>
  );
}
