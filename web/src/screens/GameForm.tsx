import { useState } from 'react';
import { useLang, useT } from '../app/i18n';
import type { CreateForm } from '../games';

export interface GameFormValues {
  readonly title: string;
  readonly players: number;
  readonly bots: boolean;
  /** The dice's seed when the game master wants a match others can replay; empty for a fresh one nobody knows. */
  readonly seed: string;
}

/** The create form of a game from the registry (games.tsx): title, players, and bots if it has them. */
export function GameForm({ form, running, onCreate }: { readonly form: CreateForm; readonly running: boolean; readonly onCreate: (values: GameFormValues) => void }) {
  const t = useT();
  const lang = useLang();
  const [values, setValues] = useState<GameFormValues>({ title: form.title, players: form.players.initial, bots: true, seed: '' });
  return (
    <>
      <h2>{form.heading[lang]}</h2>
      <form
        className={`create-${form.shortName}`}
        onSubmit={(event) => {
          event.preventDefault();
          onCreate(values);
        }}
      >
        <label>
          {t('title')} <input name="title" value={values.title} onChange={(e) => setValues({ ...values, title: e.target.value })} />
        </label>{' '}
        <label>
          {t('players')} <input name="players" type="number" min={form.players.min} max={form.players.max} value={values.players} onChange={(e) => setValues({ ...values, players: Number(e.target.value) })} />
        </label>{' '}
        <label title={t('seedHint')}>
          {t('seed')} <input name="seed" type="number" min={0} step={1} placeholder={t('seedFresh')} value={values.seed} onChange={(e) => setValues({ ...values, seed: e.target.value })} />
        </label>{' '}
        {form.bot !== undefined && (
          <>
            <label>
              <input name="bots" type="checkbox" checked={values.bots} onChange={(e) => setValues({ ...values, bots: e.target.checked })} /> {t('botPlays')}: {form.bot.seats[lang]}
            </label>{' '}
          </>
        )}
        <button type="submit" disabled={running}>
          {t('create')}
        </button>
      </form>
    </>
  );
}
