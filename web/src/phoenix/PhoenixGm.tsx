import { lazy, Suspense, useState } from 'react';
import { api, Refusal } from '../api/client';
import type { Session } from '../api/sessions';
import type { Evaluated, MatchAnswer } from '../api/types';
import { useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { ConfirmButton } from '../ui/Confirm';
import { Correction } from './Correction';
import { DeadlineForm, type MissedPolicy } from './DeadlineForm';
import { GmRefusal } from './GmRefusal';
import { GmTurnEntry } from './GmTurnEntry';
import { HandedInTurn } from './HandedInTurn';
import { HoldRealms } from './HoldRealms';
import { parseDice } from './dice';
import { MapView } from './MapView';
import { MonthPicker } from './MonthPicker';
import { RealmSteps } from './RealmSteps';
import { Reports } from './Reports';
import { SubmissionsTable } from './SubmissionsTable';
import { TableMode } from './TableMode';
import { Tabs } from './Tabs';
import { useHashMonth, useHashTab } from '../app/hashState';
import { NewsTicker } from './NewsTicker';
import { useMonth } from './useMonth';
import { RealmNamesProvider, realmNamer } from './realmNames';

type Tab = 'month' | 'history' | 'reports' | 'correct' | 'battle';
const TABS: readonly Tab[] = ['month', 'history', 'reports', 'correct', 'battle'];

const BattleCalculator = lazy(() => import('./BattleCalculator').then((m) => ({ default: m.BattleCalculator })));

/** Phoenix for the game master: submissions, evaluation with the generator's or real dice, publication, history. */
export function PhoenixGm({ session, answer }: { readonly session: Session; readonly answer: MatchAnswer }) {
  const t = usePhoenixT();
  const lang = useLang();
  const base = `/api/matches/${session.matchId}`;
  const { status, error, connected } = useMonth(session.matchId, session.token);
  // The tab and month shown are kept in the address (issue 46): Back returns to the tab before, a reload keeps them.
  const [tab, setTab] = useHashTab(TABS);
  const [dice, setDice] = useState('');
  const [period, setPeriod] = useHashMonth();
  const [reportRealm, setReportRealm] = useState(answer.seats[0]?.seat ?? '');
  const [reading, setReading] = useState<string>();
  const [policy, setPolicy] = useState<MissedPolicy>();
  const [held, setHeld] = useState<string[]>([]);
  const evaluate = useAction(async (restart?: true) => {
    if (status === undefined) return undefined;
    return api<Evaluated>(`${base}/evaluation`, {
      token: session.token,
      body: { period: status.period, expectedVersion: status.version, dice: parseDice(dice), lang, ...(restart === undefined ? {} : { restart }), ...(policy === 'gm' ? { hold: held.filter((realm) => missing.includes(realm)) } : {}) },
    });
  });
  const publish = useAction((p: number) => api(`${base}/periods/${p}/publication`, { token: session.token, method: 'POST' }));
  if (error !== undefined) return <ErrorNote error={error} />;
  if (status === undefined) return <Busy />;
  const missing = status.turns.filter((turn) => turn.version === null).map((turn) => turn.seat);
  const unpublished = status.past.filter((p) => !p.published).map((p) => p.period);
  // A month from the address that is not (yet) there shows the current one.
  const shown = period !== undefined && period <= status.period ? period : status.period;
  const realmName = realmNamer(status.seats);
  return (
    <RealmNamesProvider status={status}>
      <div className="phoenix gm">
      <p className="status-line">
        {t('month')} {status.period} · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
      </p>
      <NewsTicker news={status.news} />
      <Tabs
        tabs={[
          ['month', t('submissions')],
          ['history', t('history')],
          ['reports', t('reports')],
          ['correct', t('correct')],
          ['battle', t('battle')],
        ]}
        chosen={tab}
        onChoose={setTab}
      />
      {tab === 'month' && (
        <div className="gm-month">
          <TableMode base={base} token={session.token} status={status} seat={null} dice={() => parseDice(dice)} hold={() => (policy === 'gm' ? held.filter((realm) => missing.includes(realm)) : undefined)} />
          <SubmissionsTable status={status} onRead={setReading} />
          {reading !== undefined && <HandedInTurn key={`${reading}/${status.version}`} base={base} token={session.token} realm={reading} />}
          <GmTurnEntry base={base} token={session.token} status={status} />
          <DeadlineForm base={base} token={session.token} status={status} onPolicy={setPolicy} />
          {policy === 'gm' && missing.length > 0 && <HoldRealms base={base} token={session.token} period={status.period} version={status.version} missing={missing} realmName={realmName} onHeld={setHeld} />}
          <label className="block">
            {t('dice')} <input name="dice" value={dice} onChange={(event) => setDice(event.target.value)} size={60} />
          </label>
          <RealmSteps base={base} token={session.token} status={status} dice={() => parseDice(dice)} hold={() => (policy === 'gm' ? held.filter((realm) => missing.includes(realm)) : undefined)} onDone={() => setDice('')} />
          <h3>{t('wholeMonth')}</h3>
          <ConfirmButton
            primary
            label={`${t('evaluateMonth')} ${status.period}`}
            disabled={evaluate.running}
            question={
              <>
                {t('evaluateQuestion')} <span data-testid="missing-turns">{missing.length === 0 ? t('allHandedIn') : `${t('missingTurns')}: ${missing.map(realmName).join(', ')}.`}</span>
              </>
            }
            confirm={t('yesEvaluate')}
            onConfirm={() => void evaluate.run()}
          />
          {evaluate.running && <Busy label={t('evaluating')} />}
          {evaluate.error !== undefined && <GmRefusal error={evaluate.error} />}
          {evaluate.error instanceof Refusal && evaluate.error.code === 'replay-diverged' && (
            <button type="button" disabled={evaluate.running} onClick={() => void evaluate.run(true)}>
              {t('evaluateAfresh')}
            </button>
          )}
          {evaluate.value !== undefined && (
            <p className="ok" data-testid="evaluated">
              {t('evaluated')}: {t('month')} {evaluate.value.period} · {evaluate.value.events} {t(evaluate.value.events === 1 ? 'eventOne' : 'eventMany')} · {evaluate.value.rolls} {t(evaluate.value.rolls === 1 ? 'rollOne' : 'rollMany')}
            </p>
          )}
          {unpublished.map((p) => (
            <button key={p} type="button" disabled={publish.running} onClick={() => void publish.run(p)}>
              {t('publish')}: {t('month')} {p}
            </button>
          ))}
          {publish.error !== undefined && <ErrorNote error={publish.error} />}
        </div>
      )}
      {tab === 'history' && (
        <div className="map-layout">
          <MapView url={`${base}/periods/${shown}/map.svg`} token={session.token} />
          <aside>
            <MonthPicker current={status.period} chosen={shown} onChoose={setPeriod} mapUrl={`${base}/periods/${shown}/map.svg`} token={session.token} fileName="month" />
          </aside>
        </div>
      )}
      {tab === 'reports' && (
        <>
          <select value={reportRealm} onChange={(event) => setReportRealm(event.target.value)} aria-label={t('realm')}>
            <option value="">{t('gmReport')}</option>
            {answer.seats.map((s) => (
              <option key={s.seat} value={s.seat}>
                {realmName(s.seat)}
              </option>
            ))}
          </select>
          {/* No realm chosen: the game masters' own report, with every roll and battle of the month (R §5.3 duels included). */}
          <Reports key={reportRealm} base={base} token={session.token} months={status.past.map((p) => p.period)} realm={reportRealm === '' ? undefined : reportRealm} printable={reportRealm !== ''} />
        </>
      )}
      {tab === 'correct' && <Correction base={base} token={session.token} status={status} />}
      {tab === 'battle' && (
        <Suspense fallback={<Busy />}>
          <BattleCalculator />
        </Suspense>
      )}
    </div>
    </RealmNamesProvider>
  );
}
