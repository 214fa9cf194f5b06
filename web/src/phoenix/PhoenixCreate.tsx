import { useState } from 'react';
import { localized, useLang } from '../app/i18n';
import { usePhoenixT } from './texts';
import type { CreateSectionProps } from '../game-slots';
import { CreateFromDatabase } from './CreateFromDatabase';

/** Phoenix's create forms: a generated Erkenfara, or the community's Access map database. */
export function PhoenixCreate({ running, create }: CreateSectionProps) {
  const t = usePhoenixT();
  const lang = useLang();
  const [phoenix, setPhoenix] = useState({ title: 'Erkenfara', realms: 4, seed: 2026 });
  return (
    <>
      <h2>{localized(lang, ['Phoenix-Partie anlegen', 'Create a Phoenix match'])}</h2>
      <form
        className="create-phoenix"
        onSubmit={(event) => {
          event.preventDefault();
          create('/api/phoenix/matches', () => ({ title: phoenix.title, generate: { seed: phoenix.seed, realms: phoenix.realms, armies: true } }));
        }}
      >
        <label>
          {t('title')} <input name="title" value={phoenix.title} onChange={(e) => setPhoenix({ ...phoenix, title: e.target.value })} />
        </label>{' '}
        <label>
          {t('realms')} <input name="realms" type="number" min={1} max={13} value={phoenix.realms} onChange={(e) => setPhoenix({ ...phoenix, realms: Number(e.target.value) })} />
        </label>{' '}
        <label>
          {t('worldSeed')} <input name="seed" type="number" min={0} value={phoenix.seed} onChange={(e) => setPhoenix({ ...phoenix, seed: Number(e.target.value) })} />
        </label>{' '}
        <button type="submit" disabled={running}>
          {t('create')}
        </button>
      </form>
      <CreateFromDatabase title={phoenix.title} running={running} onCreate={(body) => create('/api/phoenix/matches', body)} />
    </>
  );
}
