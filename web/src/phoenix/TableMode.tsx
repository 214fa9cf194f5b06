import { useEffect, useState } from 'react';
import { api, Refusal } from '../api/client';
import type { SeatStep, TableState } from '../api/types';
import type { MonthStatus } from './month-status';
import { localized, useLang, type Lang } from '../app/i18n';
import { ConfirmButton } from '../ui/Confirm';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { useRealmName } from './realmNames';

type Texts = Readonly<Record<string, readonly [string, string]>>;
const TEXTS = {
  title: ['Am Tisch: die Fahne (R §3.4)', 'At the table: the flag (R §3.4)'],
  notStarted: ['Der Tisch ist nicht eröffnet.', 'The table is not open.'],
  closed: ['Der Spieltag ist beendet; die Fahne bleibt, bis die Spielleitung den Tisch wieder eröffnet.', 'The playing day has ended; the flag stays until the game master opens the table again.'],
  holder: ['Die Fahne hat', 'The flag is with'],
  done: ['Alle Reiche waren diesen Monat am Zug.', 'Every realm has had its turn this month.'],
  order: ['Zugreihenfolge', 'Turn order'],
  clock: ['Zugzeit', 'Turn time'],
  handedIn: ['abgegeben nach', 'handed in after'],
  over: ['Die 20 Minuten sind überschritten: ein anderes Reich kann vor der Abgabe auf der Zugzeit bestehen.', 'The 20 minutes are over: another realm may insist on the turn time before the hand-in.'],
  lost: ['Zug verloren: {by} bestand auf der Zugzeit; alle Einheiten bleiben diesen Monat stehen.', 'Turn lost: {by} insisted on the turn time; all units stand this month.'],
  rule: ['Die Zeit der Auswertung und der Bewegung auf der Karte zählt nicht mit. Spätestens um 21.40 Uhr wird die Fahne übergeben.', 'Evaluating and moving the figures on the map do not count. The flag is passed by 21.40 at the latest.'],
  start: ['Tisch eröffnen', 'Open the table'],
  pass: ['Fahne weitergeben', 'Pass the flag'],
  passQuestion: ['Die Fahne geht an {next}; die Uhr von {realm} endet.', 'The flag goes to {next}; the clock of {realm} ends.'],
  passNotHanded: ['{realm} hat noch nicht abgegeben.', '{realm} has not handed in yet.'],
  lastRealm: ['niemanden mehr (der Monat ist am Tisch durch)', 'no one (the month is done at the table)'],
  yesPass: ['Ja, weitergeben', 'Yes, pass it'],
  recordHandIn: ['Abgabe am Tisch vermerken', 'Record the hand-in at the table'],
  stop: ['Spieltag beenden', 'End the playing day'],
  insist: ['Auf der Zugzeit bestehen', 'Insist on the turn time'],
  insistQuestion: ['{realm} verliert damit seinen Zug: alle Einheiten bleiben diesen Monat stehen.', '{realm} then loses its turn: all units stand this month.'],
  yesInsist: ['Ja, bestehen', 'Yes, insist'],
  insistingRealm: ['Es besteht darauf', 'Insisting realm'],
  evaluatedMark: ['ausgewertet', 'evaluated'],
  stepNext: ['Als Nächstes wird der Zug von {realm} ausgewertet.', "Next to be evaluated: {realm}'s turn."],
  evaluateStep: ['Zug von {realm} auswerten', "Evaluate {realm}'s turn"],
  stepDone: ['Der Zug von {realm} ist ausgewertet: Die Fahne kann weitergegeben werden.', "{realm}'s turn is evaluated: the flag may be passed on."],
  ownEvaluated: [
    'Dein Zug ist ausgewertet und kann nicht mehr geändert werden. Deinen Bericht gibt es mit dem vollständigen, veröffentlichten Monat.',
    'Your turn is evaluated and can no longer be changed. Your report comes with the completed, published month.',
  ],
  ownOpen: ['Du kannst deinen Zug abgeben oder ändern, bis er ausgewertet ist.', 'You may hand in or change your turn until it is evaluated.'],
} satisfies Texts;

/** The server's refusals of the table by code, so that a German page reads them in German. */
const REFUSALS = {
  'in-time': ['Das Reich ist noch in seinen 20 Minuten (nach der Uhr des Servers).', 'The realm is still within its 20 minutes (by the server\'s clock).'],
  'handed-in': ['Der Zug ist schon abgegeben: auf der Zugzeit bestehen kann man nur vor der Abgabe.', 'The turn is already handed in: the turn time can only be insisted on before.'],
  claimed: ['Ein anderes Reich hat schon auf der Zugzeit bestanden.', 'Another realm has already insisted on the turn time.'],
  'own-turn': ['Ein Reich kann nicht gegen den eigenen Zug bestehen.', 'A realm cannot insist against its own turn.'],
  'turn-running': ['Das Reich mit der Fahne hat noch nicht abgegeben: der Spieltag endet nach einer Abgabe.', 'The realm with the flag has not handed in: the day ends after a hand-in.'],
  'table-done': ['Alle Reiche waren diesen Monat am Zug.', 'Every realm has had its turn this month.'],
  'no-turn-order': ['Für diesen Monat ist keine Zugreihenfolge ausgelost.', 'No turn order is drawn for this month.'],
  'table-started': ['Der Tisch ist schon eröffnet.', 'The table is already open.'],
  'table-not-started': ['Der Tisch ist nicht eröffnet.', 'The table is not open.'],
  'flag-not-reached': ['Dieses Reich hatte die Fahne noch nicht: erst die Fahne weitergeben, dann seinen Zug auswerten.', 'This realm has not had the flag yet: pass the flag to it before evaluating its turn.'],
  'not-their-turn': ['Ein anderes Reich ist in der Zugreihenfolge zuerst auszuwerten.', 'Another realm comes first in the turn order.'],
  'version-conflict': ['Inzwischen hat sich etwas geändert (etwa ein neuer Zug): bitte erneut auswerten.', 'Something changed meanwhile (a turn handed in, say): evaluate again.'],
} satisfies Texts;

function TableRefusal({ error }: { readonly error: unknown }) {
  const lang = useLang();
  const code = error instanceof Refusal ? error.code : undefined;
  if (code === undefined || !(code in REFUSALS)) return <ErrorNote error={error} />;
  return (
    <div className="error" role="alert">
      <strong>{localized(lang, ['Abgelehnt', 'Refused'])}:</strong> {localized(lang, REFUSALS[code as keyof typeof REFUSALS])}
    </div>
  );
}

function say(lang: Lang, key: keyof typeof TEXTS, values: Record<string, string> = {}): string {
  return localized(lang, TEXTS[key]).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** m:ss of a span of milliseconds. */
function minutes(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The server's time now, from the offset seen when the table was read; ticks every second while a clock runs. */
function useServerNow(table: TableState | null): number {
  const last = table?.turns.at(-1);
  const ticking = table !== null && table.current !== null && last !== undefined && last.handedInAt === null && last.claim === null;
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (table !== null) setOffset(Date.parse(table.now) - Date.now());
  }, [table?.now]);
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now + offset;
}

/**
 * The month played at the table (R §3.4), the same for every realm: the drawn order with the realm
 * holding the flag, its clock against the 20 minutes. The game master opens and ends the day and
 * passes the flag; another realm may insist on the turn time once it is over.
 */
export function TableMode({ base, token, status, seat, dice, hold }: { readonly base: string; readonly token: string; readonly status: MonthStatus; readonly seat: string | null; readonly dice?: () => number[] | undefined; readonly hold?: () => string[] | undefined }) {
  const lang = useLang();
  const table = status.table ?? null;
  const now = useServerNow(table);
  const gm = seat === null;
  const realms = status.turns.map((turn) => turn.seat);
  const realmName = useRealmName();
  const [by, setBy] = useState('');
  const act = useAction((action: 'start' | 'pass' | 'handed-in' | 'stop') => api(`${base}/table`, { token, body: { period: status.period, action } }));
  const claim = useAction((insisting?: string) => api(`${base}/table/claim`, { token, body: { period: status.period, ...(insisting === undefined ? {} : { by: insisting }) } }));
  // The game master evaluates the flag holder's turn right after its hand-in (P-298); the month goes on taking the others' turns.
  const step = useAction((realm: string) => api<SeatStep>(`${base}/seat-evaluation`, { token, body: { period: status.period, expectedVersion: status.version, seat: realm, dice: dice?.(), lang, ...(hold?.() === undefined ? {} : { hold: hold() }) } }));
  if (table === null && !gm) return null;
  const turn = table?.turns.at(-1);
  const current = table?.current ?? null;
  const running = turn !== undefined && current !== null ? turn : undefined;
  const used = running === undefined ? 0 : (running.handedInAt === null ? now : Date.parse(running.handedInAt)) - Date.parse(running.flagAt);
  const limit = (table?.minutes ?? 20) * 60_000;
  const over = running !== undefined && running.handedInAt === null && used > limit;
  const next = table === null || current === null ? undefined : (table.order[table.order.indexOf(current) + 1] ?? null);
  const claimable = over && running?.claim === null;
  const evaluated = table?.evaluated ?? [];
  const stepNext = table?.order.find((realm) => !evaluated.includes(realm));
  const holderDone = running !== undefined && (running.handedInAt !== null || running.claim !== null);
  return (
    <section className="table-mode" aria-label={say(lang, 'title')} data-testid="table-mode">
      <h3>{say(lang, 'title')}</h3>
      {table === null ? (
        <p>{say(lang, 'notStarted')}</p>
      ) : (
        <>
          <ol className="table-order" aria-label={say(lang, 'order')}>
            {table.order.map((realm) => {
              const had = table.turns.find((t) => t.seat === realm);
              return (
                <li key={realm} aria-current={realm === current ? 'step' : undefined} className={realm === current ? 'flag' : had !== undefined ? 'had' : undefined}>
                  {realm === current ? '⚑ ' : ''}
                  {realmName(realm)}
                  {had?.claim != null ? ' ✗' : ''}
                  {evaluated.includes(realm) ? ` ✓ ${say(lang, 'evaluatedMark')}` : ''}
                </li>
              );
            })}
          </ol>
          {current === null ? (
            <p>{say(lang, 'done')}</p>
          ) : (
            <p className="table-holder" role="status">
              {say(lang, 'holder')}: <strong data-testid="flag-holder">{realmName(current)}</strong> · {say(lang, 'clock')}{' '}
              <span data-testid="table-clock" className={over ? 'late' : undefined}>
                {running?.handedInAt != null ? `${say(lang, 'handedIn')} ${minutes(used)}` : `${minutes(used)} / ${minutes(limit)}`}
              </span>
            </p>
          )}
          {!table.active && <p>{say(lang, 'closed')}</p>}
          {gm && stepNext !== undefined && <p data-testid="step-next">{say(lang, 'stepNext', { realm: realmName(stepNext) })}</p>}
          {gm && current !== null && evaluated.includes(current) && <p className="ok">{say(lang, 'stepDone', { realm: realmName(current) })}</p>}
          {!gm && seat !== null && table.order.includes(seat) && (
            <p data-testid="own-step" className={evaluated.includes(seat) ? 'ok' : undefined}>
              {say(lang, evaluated.includes(seat) ? 'ownEvaluated' : 'ownOpen')}
            </p>
          )}
          {running?.claim != null && <p className="late" data-testid="turn-lost">{say(lang, 'lost', { by: running.claim.by })}</p>}
          {over && running?.claim === null && <p className="late">{say(lang, 'over')}</p>}
          <p className="hint">{say(lang, 'rule')}</p>
        </>
      )}
      {gm && (
        <div className="table-actions">
          {(table === null || !table.active) && (table === null || current !== null) && (
            <button type="button" className="primary" disabled={act.running} onClick={() => void act.run('start')}>
              {say(lang, 'start')}
            </button>
          )}
          {current !== null && current === stepNext && holderDone && (
            <button type="button" className="primary" disabled={step.running} onClick={() => void step.run(current)}>
              {say(lang, 'evaluateStep', { realm: realmName(current) })}
            </button>
          )}{' '}
          {table?.active === true && current !== null && (
            <>
              {running?.handedInAt === null && running.claim === null && (
                <button type="button" disabled={act.running} onClick={() => void act.run('handed-in')}>
                  {say(lang, 'recordHandIn')}
                </button>
              )}{' '}
              <ConfirmButton
                label={say(lang, 'pass')}
                disabled={act.running}
                question={`${say(lang, 'passQuestion', { next: next == null ? say(lang, 'lastRealm') : realmName(next), realm: realmName(current) })}${running?.handedInAt === null && running.claim === null ? ` ${say(lang, 'passNotHanded', { realm: realmName(current) })}` : ''}`}
                confirm={say(lang, 'yesPass')}
                onConfirm={() => void act.run('pass')}
              />{' '}
              <button type="button" disabled={act.running} onClick={() => void act.run('stop')}>
                {say(lang, 'stop')}
              </button>
            </>
          )}
          {claimable && (
            <div className="table-claim">
              <label>
                {say(lang, 'insistingRealm')}{' '}
                <select value={by} onChange={(event) => setBy(event.target.value)}>
                  <option value="">–</option>
                  {realms
                    .filter((realm) => realm !== current)
                    .map((realm) => (
                      <option key={realm} value={realm}>
                        {realmName(realm)}
                      </option>
                    ))}
                </select>
              </label>{' '}
              <ConfirmButton label={say(lang, 'insist')} disabled={by === '' || claim.running} question={say(lang, 'insistQuestion', { realm: current === null ? '' : realmName(current) })} confirm={say(lang, 'yesInsist')} onConfirm={() => void claim.run(by)} />
            </div>
          )}
        </div>
      )}
      {!gm && claimable && seat !== current && (
        <ConfirmButton label={say(lang, 'insist')} disabled={claim.running} question={say(lang, 'insistQuestion', { realm: current === null ? '' : realmName(current) })} confirm={say(lang, 'yesInsist')} onConfirm={() => void claim.run()} />
      )}
      {act.error !== undefined && <TableRefusal error={act.error} />}
      {claim.error !== undefined && <TableRefusal error={claim.error} />}
      {step.error !== undefined && <TableRefusal error={step.error} />}
    </section>
  );
}
