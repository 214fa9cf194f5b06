import { useRef } from 'react';
import { api } from '../api/client';
import type { PeriodSteps, SeatStep } from '../api/types';
import type { MonthStatus } from './month-status';
import { useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import { usePhoenixT } from './texts';
import { humanReport, type RealmReport, renderHtml } from '../../../src/games/phoenix/client.js';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction, useAsync } from '../ui/useAsync';
import { useRealmName } from './realmNames';
import { GmRefusal } from './GmRefusal';

/** The server keeps a seat's report as the game's own (unknown to its schema): Phoenix's is a realm's report. */
type RealmStep = Omit<SeatStep, 'report'> & { readonly report: RealmReport };

/**
 * The month as played at the table: the turn order, the realms evaluated so far, and the button
 * for the next realm's turn — kept at once on the server; the last realm completes the month.
 */
export function RealmSteps({ base, token, status, dice, hold, onDone }: { readonly base: string; readonly token: string; readonly status: MonthStatus; readonly dice: () => number[] | undefined; readonly hold?: () => string[] | undefined; readonly onDone: () => void }) {
  const t = usePhoenixT();
  const realmName = useRealmName();
  const lang = phoenixLang(useLang());
  const last = useRef<PeriodSteps>(undefined);
  const [steps, reload] = useAsync((signal) => api<PeriodSteps>(`${base}/periods/${status.period}/steps`, { token, signal }), [base, token, status.period, status.version]);
  const step = useAction(async (realm: string) => {
    const answered = await api<RealmStep>(`${base}/seat-evaluation`, { token, body: { period: status.period, expectedVersion: status.version, ...(realm === '' ? {} : { seat: realm }), dice: dice(), lang, ...(hold?.() === undefined ? {} : { hold: hold() }) } });
    reload();
    if (answered.complete) onDone();
    return { ...answered, html: renderHtml(humanReport(answered.report, lang), lang) };
  });
  // Read again with every change of the month: the last answer stays on screen meanwhile, so that
  // the desk below does not jump under the game master's finger (issue 46: a tap on "publish" missed).
  const shownSteps = steps.state === 'done' ? steps.value : last.current?.period === status.period ? last.current : undefined;
  if (steps.state === 'done') last.current = steps.value;
  if (steps.state === 'failed') return <ErrorNote error={steps.error} onRetry={reload} />;
  if (shownSteps === undefined) return <Busy />;
  const { order, next } = shownSteps;
  const done = new Set(shownSteps.steps.map((s) => s.seat));
  return (
    <section className="realm-steps" data-testid="realm-steps">
      <h3>{t('realmByRealm')}</h3>
      <ol className="turn-order">
        {(order ?? []).map((realm) => (
          <li key={realm} data-realm={realm} className={done.has(realm) ? 'done' : realm === next ? 'next' : ''}>
            {realmName(realm)} {done.has(realm) ? `✓ ${t('evaluated')}` : realm === next ? `← ${t('nextTurn')}` : ''}
          </li>
        ))}
      </ol>
      {order === null && <p className="hint">{t('orderDrawnFirst')}</p>}
      <p className="hint" data-testid="step-reports-note">
        {t('stepReportsNote')} {t(status.table == null ? 'stepTurnsClosed' : 'stepTurnsAtTable')}
      </p>
      {(next !== null || order === null) && (
        <button type="button" disabled={step.running} onClick={() => void step.run(next ?? '')}>
          {next === null ? t('evaluateFirstRealm') : `${t('evaluateRealmTurn')}: ${realmName(next)}`}
        </button>
      )}
      {step.running && <Busy label={t('evaluating')} />}
      {step.error !== undefined && <GmRefusal error={step.error} />}
      {step.value !== undefined && (
        <>
          <p className="ok" data-testid="realm-step">
            {realmName(step.value.seat)}: {t('evaluated')} ({step.value.seq}/{(order ?? []).length || step.value.seq}) · {step.value.events} {t(step.value.events === 1 ? 'eventOne' : 'eventMany')} · {t('rolls')}: {step.value.dice.join(' ') || '—'}
            {step.value.complete && ` · ${t('monthComplete')}`}
          </p>
          <iframe className="report" title={`${t('report')} ${realmName(step.value.seat)}`} sandbox="" srcDoc={step.value.html} />
        </>
      )}
    </section>
  );
}
