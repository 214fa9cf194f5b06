import { useState } from 'react';
import { eventName, type World } from '../../../src/games/phoenix/client.js';
import { localized, useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import type { WorldEdit } from './worldEdits';

type MonthEvent = NonNullable<World['calendar']['events']>[number];
const KINDS = ['goodHarvest', 'plague', 'vermin', 'disease'] as const;

const TEXTS = {
  title: ['Ereignisse des Monats (R §6.11)', "The month's events (R §6.11)"],
  none: ['Für diesen Monat ist kein Ereignis angesagt.', 'No event is announced for this month.'],
  remove: ['Entfernen', 'Remove'],
  event: ['Ereignis', 'Event'],
  hexes: ['Betroffene Gemarken (z. B. 503/22 504/22)', 'Hexes struck (e.g. 503/22 504/22)'],
  add: ['Ereignis ansagen (als Korrektur)', 'Announce the event (as a correction)'],
  badHexes: ['Gemarken als „503/22“ angeben, durch Leerzeichen oder Kommas getrennt.', 'Give hexes as "503/22", separated by spaces or commas.'],
} as const;

const PLACE = /^\d{3,4}\/\d{2}$/;

/**
 * The game masters announce the month's events (R §6.11; P-234): good harvest, plague, vermin,
 * disease, each with the hexes it strikes. Each change is an audited correction; the month's
 * income applies them and every realm reads them in the news.
 */
export function EventsForm({ world, disabled, onSave }: { readonly world: World; readonly disabled: boolean; readonly onSave: (edit: WorldEdit) => void }) {
  const lang = phoenixLang(useLang());
  const say = (key: keyof typeof TEXTS) => localized(lang, TEXTS[key]);
  const events: readonly MonthEvent[] = world.calendar.events ?? [];
  const [kind, setKind] = useState<MonthEvent['event']>('goodHarvest');
  const [hexes, setHexes] = useState('');
  const places = hexes.split(/[\s,;]+/).filter((p) => p !== '');
  const valid = places.length > 0 && places.every((p) => PLACE.test(p));
  return (
    <div className="edit-events">
      <h4>{say('title')}</h4>
      {events.length === 0 ? (
        <p data-testid="month-events">{say('none')}</p>
      ) : (
        <ul data-testid="month-events">
          {events.map((e, i) => (
            <li key={`${e.event}-${i}`}>
              {eventName(e.event, lang)}: {e.at.join(', ')}{' '}
              <button type="button" disabled={disabled} onClick={() => onSave({ kind: 'events', events: events.filter((_, j) => j !== i) })}>
                {say('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSave({ kind: 'events', events: [...events, { event: kind, at: places }] });
        }}
      >
        <label>
          {say('event')}{' '}
          <select name="month-event" value={kind} onChange={(event) => setKind(event.target.value as MonthEvent['event'])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {eventName(k, lang)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {say('hexes')} <input name="event-hexes" value={hexes} onChange={(event) => setHexes(event.target.value)} size={30} />
        </label>{' '}
        <button type="submit" className="primary" disabled={disabled || !valid}>
          {say('add')}
        </button>
        {hexes.trim() !== '' && !valid && <p className="note">{say('badHexes')}</p>}
      </form>
    </div>
  );
}
