import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { Session } from '../api/sessions';
import type { SeatInfo } from '../api/types';
import type { FrCommand } from '../../../src/games/fall-of-rome/commands.js';
import type { FrEvent } from '../../../src/games/fall-of-rome/events.js';
import type { FrView } from '../../../src/games/fall-of-rome/view.js';
import { useT } from '../app/i18n';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { Board, Hands, Tracks } from './Board';
import { commandLabel, eventText } from './describe';
import { offeredCommands } from './legal';
import { LogList, type Entry } from './LogList';

/** Fall of Rome at the table: the board as this seat sees it, live, with the moves it may make. */
export function RomeTable({ session, seats }: { readonly session: Session; readonly seats: readonly SeatInfo[] }) {
  const t = useT();
  const [view, setView] = useState<FrView>();
  const [log, setLog] = useState<Entry[]>([]);
  const [connected, setConnected] = useState(false);
  useEffect(
    () =>
      follow(
        `/api/matches/${session.matchId}/events`,
        session.token,
        (message) => {
          if (message.event === 'view') setView((message.data as { view: FrView }).view);
          if (message.event === 'log') {
            const { entries } = message.data as { entries: Entry[] };
            setLog((known) => {
              const last = known.at(-1)?.seq ?? -1;
              return [...known, ...entries.filter((e) => e.seq > last)];
            });
          }
        },
        setConnected,
      ),
    [session.matchId, session.token],
  );
  const act = useAction((command: FrCommand) => api(`/api/matches/${session.matchId}/commands`, { token: session.token, body: { command } }));
  if (view === undefined) return <Busy />;
  const offered = session.gm ? [] : offeredCommands(view);
  const toMove = view.pending?.seat ?? view.active;
  const bots = new Map(seats.filter((s) => s.bot !== null).map((s) => [s.seat, s.bot as string]));
  return (
    <div className="rome">
      <p className="status-line">
        {session.gm && `${t('spectator')} · `}
        {view.result !== null ? (
          <strong data-testid="result">{view.result.outcome === 'won' ? t('won') : t('lost')} ({view.result.cause})</strong>
        ) : toMove === view.seat ? (
          <strong>{t('yourTurn')}</strong>
        ) : (
          `${t('waitingFor')} ${toMove}${bots.has(toMove) ? ` (${t('botPlays')} ${bots.get(toMove) as string})` : ''}`
        )}{' '}
        · <span className={connected ? 'ok' : 'checking'}>{connected ? t('live') : t('reconnecting')}</span>
      </p>
      <div className="rome-layout">
        <Board view={view} />
        <aside>
          <Tracks view={view} />
          <Hands view={view} />
          {offered.length > 0 && (
            <section className="actions" data-testid="actions">
              <h3>{t('actions')}</h3>
              {offered.map((command, i) => (
                <button key={i} type="button" disabled={act.running} onClick={() => void act.run(command)}>
                  {commandLabel(command)}
                </button>
              ))}
            </section>
          )}
          {act.error !== undefined && <ErrorNote error={act.error} />}
          <LogList entries={log} describe={(event) => eventText(event as FrEvent)} />
        </aside>
      </div>
    </div>
  );
}
