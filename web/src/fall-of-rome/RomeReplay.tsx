import { useState } from 'react';
import { api } from '../api/client';
import type { Session } from '../api/sessions';
import type { Replay } from '../api/types';
import type { FrEvent, FrView } from '../../../src/games/fall-of-rome/client.js';
import { useLang, useT } from '../app/i18n';
import { seatLabel } from '../seatLabels';
import { Busy } from '../ui/Busy';
import { ErrorNote } from '../ui/Problem';
import { Stepper } from '../ui/Stepper';
import { useAsync } from '../ui/useAsync';
import { Hands, Tracks } from './Board';
import { eventText, rollPurpose } from './describe';
import { seatNames } from './sheet';
import { LogList, type Entry } from '../ui/LogList';
import { Piles, RomeMap, TrackRows } from './RomeMap';

/** The replay's schema leaves the view and the log entries' details open: Fall of Rome's view, the log's rolls and events. */
type Replayed = Omit<Replay, 'view' | 'entries'> & { readonly view: FrView; readonly entries: readonly Entry[] };

/** A finished match step by step, as this seat saw it (the server replays; it never shows more than the seat saw). */
export function RomeReplay({ session }: { readonly session: Session }) {
  const t = useT();
  const lang = useLang();
  const [step, setStep] = useState<number>();
  const [city, setCity] = useState<string>();
  const [loaded, reload] = useAsync((signal) => api<Replayed>(`/api/matches/${session.matchId}/replay${step === undefined ? '' : `?step=${step}`}`, { token: session.token, signal }), [session.matchId, step]);
  // The first answer (the last step) tells how many steps there are; the control keeps showing while the next loads.
  const [steps, setSteps] = useState<number>();
  if (loaded.state === 'done' && steps !== loaded.value.steps) setSteps(loaded.value.steps);
  const at = step ?? steps ?? 0;
  const by = loaded.state === 'done' ? (loaded.value.by === null ? ` · ${t('setup')}` : ` · ${seatLabel(session.game, loaded.value.by, lang)}`) : '';
  return (
    <section className="replay" data-testid="replay">
      {steps !== undefined && <Stepper label={t('replay')} at={at} first={0} last={steps} describe={`${t('step')} ${at} / ${steps}${by}`} onStep={setStep} />}
      {loaded.state === 'loading' && <Busy />}
      {loaded.state === 'failed' && <ErrorNote error={loaded.error} onRetry={reload} />}
      {loaded.state === 'done' && (
        <div className="rome-layout">
          <div className="rome-main">
            <RomeMap view={loaded.value.view} selected={city} onSelect={setCity} />
            <TrackRows view={loaded.value.view} />
            <Piles view={loaded.value.view} />
          </div>
          <aside>
            <Tracks view={loaded.value.view} />
            <Hands view={loaded.value.view} />
            <LogList entries={loaded.value.entries} describe={(event) => eventText(event as FrEvent, lang, seatNames(loaded.value.view))} purpose={(p) => rollPurpose(p, lang)} />
          </aside>
        </div>
      )}
    </section>
  );
}
