import { Fragment, useState } from 'react';
import { api } from '../api/client';
import { saveSession } from '../api/sessions';
import type { CreatedMatch } from '../api/types';
import { useLang, useT } from '../app/i18n';
import { navigate } from '../app/route';
import { WEB_GAMES, webGame, type CreateForm } from '../games';
import { Busy } from '../ui/Busy';
import { useAction } from '../ui/useAsync';
import { ErrorNote } from '../ui/Problem';
import { seatLabel } from '../seatLabels';
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
  // The game whose form ran last: its refusals are worded by it.
  const [asked, setAsked] = useState<string>();
  const action = useAction(async (game: string, make: () => Promise<Created>) => {
    setAsked(game);
    const created = await make();
    onCreated();
    return created;
  });
  const Refusal = asked === undefined ? undefined : webGame(asked)?.createRefusal;
  return (
    <section>
      {Object.entries(WEB_GAMES).map(([game, { create: form, createSection: Section }]) => (
        <Fragment key={game}>
          {Section !== undefined && <Section running={action.running} create={(path, make) => void action.run(game, async () => create(path, await make()))} />}
          {form !== undefined && <GameForm form={form} running={action.running} onCreate={(values) => void action.run(game, () => createGame(game, form, values))} />}
        </Fragment>
      ))}
      {action.running && <Busy label={t('working')} />}
      {action.error !== undefined && (Refusal === undefined ? <ErrorNote error={action.error} /> : <Refusal error={action.error} lang={lang} />)}
      {action.value !== undefined && <CreatedLinks created={action.value} />}
    </section>
  );
}
