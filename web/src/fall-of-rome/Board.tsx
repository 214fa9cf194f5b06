import { counted, type FrView, ROLE_TEXT } from '../../../src/games/fall-of-rome/client.js';
import { cardName, say, sayCount, tribeWord } from './board-words';
import { useLang, useT } from '../app/i18n';
import { phaseLabel } from './labels';

/** Tracks, decks and supplies. */
export function Tracks({ view }: { readonly view: FrView }) {
  const t = useT();
  const lang = useLang();
  return (
    <dl className="tracks">
      <dt>{t('turn')}</dt>
      <dd>{view.turn}</dd>
      <dt>{t('phase')}</dt>
      <dd>{phaseLabel(view.phase, lang)}</dd>
      <dt>{t('actionsLeft')}</dt>
      <dd>{view.actionsLeft}</dd>
      <dt>{t('decline')}</dt>
      <dd>
        {view.decline} / {view.declineLimit}
      </dd>
      <dt>{t('invasion')}</dt>
      <dd>{view.invasionRate}</dd>
      <dt>{t('recruitment')}</dt>
      <dd>{view.recruitmentRate}</dd>
      <dt>{t('playerDeck')}</dt>
      <dd>
        {view.playerDeck} {t('cards')}
      </dd>
      <dt>{t('barbarianDeck')}</dt>
      <dd>
        {view.barbarianDeck} {t('cards')}
      </dd>
      <dt>{t('supply')}</dt>
      <dd>
        {counted(lang, view.supply.legions, 'legion')} · {view.supply.forts} {t('fort')}
      </dd>
      <dt>{t('allied')}</dt>
      <dd>{view.allied.length === 0 ? '—' : view.allied.map((tribe) => tribeWord(tribe, lang)).join(', ')}</dd>
    </dl>
  );
}

/** Every player's hand: the cards the seat may see, the size of the others. */
export function Hands({ view }: { readonly view: FrView }) {
  const t = useT();
  const lang = useLang();
  const card = (id: string) => cardName(id, lang);
  return (
    <ul className="hands">
      {view.players.map((p) => (
        <li key={p.seat} className={p.seat === view.seat ? 'mine' : ''} data-seat={p.seat}>
          <b>{ROLE_TEXT[p.role].title}</b> · {say(lang, 'atCity', { Y: p.city })} — {t('hand')}: {p.hand.length > 0 ? p.hand.map(card).join(', ') : sayCount(lang, 'cardsOne', 'cardsOther', p.handSize)}
        </li>
      ))}
    </ul>
  );
}
