import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { HeldAnswer } from '../api/types';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { usePhoenixT } from './texts';

interface Props {
  readonly base: string;
  readonly token: string;
  readonly period: number;
  /** The match version: read again when it changes (another game master's screen may have decided). */
  readonly version: number;
  readonly missing: readonly string[];
  readonly realmName: (realm: string) => string;
  readonly onHeld: (held: string[]) => void;
}

/** The realms without a turn that the game master holds (policy 'gm'): each tick is stored with the month at once. */
export function HoldRealms({ base, token, period, version, missing, realmName, onHeld }: Props) {
  const t = usePhoenixT();
  const [held, setHeld] = useState<string[]>([]);
  const url = `${base}/periods/${period}/held`;
  useEffect(() => {
    void api<HeldAnswer>(url, { token }).then((answer) => {
      setHeld(answer.seats);
      onHeld(answer.seats);
    });
  }, [url, token, version]);
  const save = useAction(async (seats: string[]) => {
    const before = held;
    // The tick shows at once; a refused store puts the previous ticks back.
    setHeld(seats);
    const answer = await api<HeldAnswer>(url, { method: 'PUT', token, body: { seats } }).catch((error: unknown) => {
      setHeld(before);
      throw error;
    });
    setHeld(answer.seats);
    onHeld(answer.seats);
  });
  return (
    <fieldset className="hold-realms">
      <legend>{t('holdRealms')}</legend>
      {missing.map((realm) => (
        <label key={realm}>
          <input
            type="checkbox"
            checked={held.includes(realm)}
            disabled={save.running}
            onChange={(event) => void save.run(event.target.checked ? [...held, realm] : held.filter((r) => r !== realm))}
          />{' '}
          {realmName(realm)}{' '}
        </label>
      ))}
      {save.error !== undefined && <ErrorNote error={save.error} />}
    </fieldset>
  );
}
