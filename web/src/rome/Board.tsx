import { CITIES, CITY_NAMES } from '../../../src/games/fall-of-rome/data/cities.js';
import { TRIBE_INFO, type Tribe } from '../../../src/games/fall-of-rome/data/tribes.js';
import type { FrView } from '../../../src/games/fall-of-rome/view.js';
import { useT } from '../app/i18n';

const TRIBE_COLOUR: Readonly<Record<string, string>> = { blue: '#2e86c1', white: '#d5d8dc', green: '#28b463', black: '#1c2833', orange: '#e67e22' };
/** Light cubes need dark figures to be read. */
const DARK_TEXT = new Set(['white']);

/** The cities with their roads, legions, forts, barbarians and pawns. */
export function Board({ view }: { readonly view: FrView }) {
  const t = useT();
  return (
    <div className="rome-board" data-testid="rome-board">
      {view.cities.map((c, i) => {
        const pawns = view.players.filter((p) => p.city === c.name);
        const busy = c.legions > 0 || c.fort || pawns.length > 0 || Object.keys(c.barbarians).length > 0;
        return (
          <div key={c.name} className={busy ? 'city busy' : 'city'} title={`${t('roads')}: ${(CITIES[i]?.neighbours ?? []).map((n) => CITY_NAMES[n]).join(', ')}`}>
            <div className="city-name">
              {c.name}
              {CITIES[i]?.port ? ' ⚓' : ''}
              {c.fort && <span className="fort"> ▣</span>}
            </div>
            <div>
              {c.legions > 0 && (
                <span className="legions">
                  {c.legions} L{' '}
                </span>
              )}
              {TRIBE_INFO.map((tribe) => {
                const n = c.barbarians[tribe.id as Tribe] ?? 0;
                return n > 0 ? (
                  <span key={tribe.id} className="cubes" style={{ background: TRIBE_COLOUR[tribe.colour], ...(DARK_TEXT.has(tribe.colour) ? { color: '#1b2631', textShadow: 'none' } : {}) }} title={tribe.name}>
                    {tribe.abbr} {n}
                  </span>
                ) : null;
              })}
            </div>
            {pawns.length > 0 && <div className="pawns">{pawns.map((p) => `${p.seat} (${p.role})`).join(', ')}</div>}
          </div>
        );
      })}
    </div>
  );
}

/** Tracks, decks and supplies. */
export function Tracks({ view }: { readonly view: FrView }) {
  const t = useT();
  return (
    <dl className="tracks">
      <dt>{t('turn')}</dt>
      <dd>{view.turn}</dd>
      <dt>{t('phase')}</dt>
      <dd>{view.phase}</dd>
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
        {view.supply.legions} L · {view.supply.forts} {t('fort')}
      </dd>
      <dt>{t('allied')}</dt>
      <dd>{view.allied.length === 0 ? '—' : view.allied.join(', ')}</dd>
    </dl>
  );
}

/** Every player's hand: the cards the seat may see, the size of the others. */
export function Hands({ view }: { readonly view: FrView }) {
  const t = useT();
  return (
    <ul className="hands">
      {view.players.map((p) => (
        <li key={p.seat} className={p.seat === view.seat ? 'mine' : ''}>
          <b>{p.seat}</b> {p.role} @ {p.city} — {t('hand')}: {p.hand.length > 0 ? p.hand.join(', ') : `${p.handSize} ${t('cards')}`}
        </li>
      ))}
    </ul>
  );
}
