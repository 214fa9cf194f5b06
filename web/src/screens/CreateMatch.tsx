import { useState } from 'react';
import { api } from '../api/client';
import { saveSession } from '../api/sessions';
import type { CreatedMatch } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { navigate } from '../app/route';
import { WEB_GAMES, type CreateForm } from '../games';
import { Busy } from '../ui/Busy';
import { useAction } from '../ui/useAsync';
import { ImportRefusal } from '../phoenix/MapImport';
import { seatLabel } from '../seatLabels';
import { CreateFromDatabase } from './CreateFromDatabase';
import { GameForm, type GameFormValues } from './GameForm';

const GM = '@gm';

/** A created match and the seats handed to bots, which have no link to pass on. */
interface Created extends CreatedMatch {
  readonly botSeats?: readonly string[];
}

/** What the creator must pass on: each person's seat's invite link, shown once. */
function CreatedLinks({ created }: { readonly created: Created }) {
  const t = useT();
  const lang = useLang();
  const local = (link: string) => link.replace(/^.*\/join\//, `${location.origin}/app/join/`);
  return (
    <div className="created">
      <p>{t('created')}</p>
      <ul className="links">
        {created.seats.filter((seat) => !(created.botSeats ?? []).includes(seat.seat)).map((seat) => (
          <li key={seat.seat}>
            <b>{seatLabel(created.match.game, seat.seat, lang, seat.name)}</b>:{' '}
            <input readOnly value={local(seat.link)} size={70} data-seat={seat.seat} aria-label={`${t('inviteLink')} ${seatLabel(created.match.game, seat.seat, lang, seat.name)}`} onFocus={(event) => event.target.select()} />
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={() => navigate({ name: 'match', matchId: created.match.id, as: GM })}>
        {t('open')}: {t('gameMaster')}
      </button>
    </div>
  );
}

async function create(path: string, body: unknown): Promise<CreatedMatch> {
  const created = await api<CreatedMatch>(path, { body });
  const { match } = created;
  saveSession({ matchId: match.id, token: created.gmToken, seat: GM, gm: true, title: match.title, game: match.game });
  return created;
}

/** A match of a registry game through the generic routes, with its bot on every seat but the first if asked. */
async function createGame(game: string, form: CreateForm, values: GameFormValues): Promise<Created> {
  const seed = values.seed.trim() === '' ? {} : { seed: Number(values.seed) };
  const created = await create('/api/matches', { game, title: values.title, options: form.options(values.players), ...seed });
  if (form.bot === undefined || !values.bots) return created;
  const botSeats = created.seats.slice(1).map(({ seat }) => seat);
  for (const seat of botSeats) await api(`/api/matches/${created.match.id}/seats/${seat}/bot`, { token: created.gmToken, body: { bot: form.bot.name } });
  return { ...created, botSeats };
}

export function CreateMatch({ onCreated }: { readonly onCreated: () => void }) {
  const t = useT();
  const lang = useLang();
  const [phoenix, setPhoenix] = useState({ title: 'Erkenfara', realms: 4, seed: 2026 });
  const action = useAction(async (make: () => Promise<Created>) => {
    const created = await make();
    onCreated();
    return created;
  });
  return (
    <section>
      <h2>{t('createPhoenix')}</h2>
      <form
        className="create-phoenix"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => create('/api/phoenix/matches', { title: phoenix.title, generate: { seed: phoenix.seed, realms: phoenix.realms, armies: true } }));
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
        <button type="submit" disabled={action.running}>
          {t('create')}
        </button>
      </form>
      <CreateFromDatabase title={phoenix.title} running={action.running} onCreate={(body) => void action.run(async () => create('/api/phoenix/matches', await body()))} />
      {Object.entries(WEB_GAMES).map(
        ([game, { create: form }]) =>
          form !== undefined && <GameForm key={game} form={form} running={action.running} onCreate={(values) => void action.run(() => createGame(game, form, values))} />,
      )}
      {action.running && <Busy label={t('working')} />}
      {action.error !== undefined && <ImportRefusal error={action.error} lang={lang} />}
      {action.value !== undefined && <CreatedLinks created={action.value} />}
    </section>
  );
}
