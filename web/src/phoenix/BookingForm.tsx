import { phoenixApi } from './phoenix-api.js';
import { useState } from 'react';
import type { World } from '../../../src/games/phoenix/client.js';
import { api, Refusal } from '../api/client';
import type { BookingsAnswer, Booked } from './answer-types';
import type { MonthStatus } from './month-status';
import { localized, useLang, type Lang } from '../app/i18n';
import { ConfirmButton } from '../ui/Confirm';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';

type Reached = 'heat' | 'semifinal' | 'final';
interface Driver { readonly figure: string; readonly reached: Reached; readonly place: '' | '1' | '2' | '3'; readonly died: boolean }
interface Member { readonly figure: string; readonly gp: string; readonly died: boolean }
interface Group { readonly name: string; readonly members: readonly Member[] }

const TEXTS = {
  title: ['Treffen buchen: Wagenrennen (R §8) und Rollenspiel-GP (R §7.1.1)', 'Book a meeting: chariot race (R §8) and role-play GP (R §7.1.1)'],
  meeting: ['Treffen', 'Meeting'],
  race: ['Wagenrennen (das Startgeld von 5.000 GS bucht Arbiter selbst)', 'Chariot race (Arbiter books the 5,000 GS entry fee itself)'],
  driver: ['Fahrer', 'Driver'],
  reached: ['erreicht', 'reached'],
  heat: ['Vorlauf', 'heat'],
  semifinal: ['Halbfinale', 'semi-final'],
  final: ['Finale', 'final'],
  place: ['Platz', 'place'],
  died: ['gestorben', 'died'],
  addDriver: ['Fahrer hinzufügen', 'Add a driver'],
  removeDriver: ['Fahrer entfernen', 'Remove the driver'],
  removeMember: ['Spieler entfernen', 'Remove the player'],
  removeGroup: ['Gruppe entfernen', 'Remove the group'],
  rolePlay: ['Rollenspiel-GP', 'Role-play GP'],
  group: ['Gruppe', 'Group'],
  member: ['Spieler', 'Player'],
  gp: ['GP (Zehntel)', 'GP (tenths)'],
  addMember: ['Spieler hinzufügen', 'Add a player'],
  addGroup: ['Gruppe hinzufügen', 'Add a group'],
  book: ['Buchen', 'Book'],
  question: ['Die Buchungen werden in die Welt dieses Monats übernommen und stehen mit der Begründung im Verlauf.', "The bookings go into this month's world and are listed with the reason."],
  yes: ['Ja, buchen', 'Yes, book'],
  booked: ['Gebucht', 'Booked'],
} as const;

/** The booking checks' refusals by code (src/games/phoenix/gm), so that a German page reads them in German. */
const REFUSALS: Readonly<Record<string, readonly [string, string]>> = {
  'unknown-figure': ['Diese Figur gibt es in der Welt nicht.', 'No character or wizard has this id.'],
  prisoner: ['Die Figur ist gefangen und kann nicht fahren.', 'The figure is a prisoner and cannot drive.'],
  'second-driver': ['Das Reich hat schon einen Fahrer: ein Fahrer je Reich (R §8).', 'The realm already has a driver: one driver a realm (R §8).'],
  'place-without-final': ['Nur wer das Finale erreicht hat, bekommt einen Platz (R §8).', 'Only a driver who reached the final is placed (R §8).'],
  'dead-placed': ['Ein gestorbener Fahrer bekommt keinen Platz.', 'A driver who died is not placed.'],
  'place-twice': ['Dieser Platz ist schon vergeben.', 'This place is given already.'],
  'fee-unpaid': ['Das Reich kann das Startgeld nicht bezahlen (R §8).', 'The realm cannot pay the entry fee (R §8).'],
  'member-twice': ['Der Spieler steht zweimal in dieser Gruppe.', 'The player is in this group twice.'],
  'dead-awarded': ['Wessen Charakter gestorben ist, bekommt keine GP; nur Überlebende zählen (R §7.1.1).', 'A player whose character died gets no GP; only survivors count (R §7.1.1).'],
  'player-max': ['Zu viele GP für einen Spieler bei diesem Treffen (R §7.1.1).', 'Too many GP for one player at this meeting (R §7.1.1).'],
  'group-max': ['Die Gruppe vergibt mehr GP, als ihre überlebenden Spieler erlauben (R §7.1.1).', 'The group awards more GP than its surviving players allow (R §7.1.1).'],
  'group-min': ['Die Gruppe vergibt zu wenige GP (R §7.1.1; P-185).', 'The group awards too few GP (R §7.1.1; P-185).'],
  'died-in-race': ['Die Figur ist im Wagenrennen gestorben.', 'The figure died in the chariot race.'],
};

/** "race.entrants[1].place" as the page says it: driver 2, place. */
function placeOf(where: string, say: (key: keyof typeof TEXTS) => string): string {
  const race = /^race\.entrants\[(\d+)\](?:\.(\w+))?/.exec(where);
  if (race !== null) return `${say('driver')} ${Number(race[1]) + 1}${race[2] === 'place' ? `, ${say('place')}` : ''}`;
  const play = /^rolePlay\.groups\[(\d+)\](?:\.members\[(\d+)\])?(?:\.(\w+))?/.exec(where);
  if (play !== null) return `${say('group')} ${Number(play[1]) + 1}${play[2] === undefined ? '' : `, ${say('member')} ${Number(play[2]) + 1}`}${play[3] === 'gp' ? ', GP' : ''}`;
  return where;
}

function BookingRefusal({ error, lang, say }: { readonly error: unknown; readonly lang: Lang; readonly say: (key: keyof typeof TEXTS) => string }) {
  if (!(error instanceof Refusal) || error.problems.length === 0 || !error.problems.every((p) => p.code in REFUSALS)) return <ErrorNote error={error} />;
  return (
    <div className="error" role="alert" data-testid="booking-refusal">
      <strong>{localized(lang, ['Abgelehnt', 'Refused'])}:</strong>
      <ul>
        {error.problems.map((p, i) => (
          <li key={i}>
            {p.where !== undefined && <b>{placeOf(p.where, say)}: </b>}
            {localized(lang, REFUSALS[p.code] as readonly [string, string])}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FigureSelect({ world, name, label, value, onChange }: { readonly world: World; readonly name: string; readonly label: string; readonly value: string; readonly onChange: (id: string) => void }) {
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {[...world.characters, ...world.wizards].map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} ({world.realms.find((r) => r.id === f.realm)?.name ?? f.realm})
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The game master books a meeting's chariot race and role-play GP (docs/phoenix/gm-bookings.md) as
 * form rows; the server checks them all, and a refusal books nothing.
 */
export function BookingForm({ world, base, token, status, note, booked, onBooked }: { readonly world: World; readonly base: string; readonly token: string; readonly status: MonthStatus; readonly note: string; readonly booked?: readonly Booked[]; readonly onBooked: (bookings: readonly Booked[]) => void }) {
  const lang = useLang();
  const say = (key: keyof typeof TEXTS) => localized(lang, TEXTS[key]);
  const first = world.characters[0]?.id ?? world.wizards[0]?.id ?? '';
  const [meeting, setMeeting] = useState('');
  const [drivers, setDrivers] = useState<readonly Driver[]>([]);
  const [groups, setGroups] = useState<readonly Group[]>([]);
  const setDriver = (i: number, change: Partial<Driver>) => setDrivers(drivers.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const setGroup = (i: number, change: Partial<Group>) => setGroups(groups.map((g, j) => (j === i ? { ...g, ...change } : g)));
  const setMember = (i: number, k: number, change: Partial<Member>) => setGroup(i, { members: groups[i]!.members.map((m, j) => (j === k ? { ...m, ...change } : m)) });
  const book = useAction(async () => {
    const bookings = {
      format: 'arbiter-phoenix-bookings/1',
      meeting: meeting.trim(),
      ...(drivers.length === 0 ? {} : { race: { entrants: drivers.map((d) => ({ figure: d.figure, reached: d.reached, ...(d.place === '' ? {} : { place: Number(d.place) }), ...(d.died ? { died: true } : {}) })) } }),
      ...(groups.length === 0 ? {} : { rolePlay: { groups: groups.map((g) => ({ name: g.name, members: g.members.map((m) => ({ figure: m.figure, gp: Number(m.gp), ...(m.died ? { died: true } : {}) })) })) } }),
    };
    const done = await api<BookingsAnswer>(`${phoenixApi(base)}/bookings`, { token, body: { period: status.period, expectedVersion: status.version, note, bookings } });
    onBooked(done.bookings); // the month's world reloads: the list is kept by the desk
    return done.bookings;
  });
  const empty = drivers.length === 0 && groups.length === 0;
  return (
    <fieldset className="edit-meeting">
      <legend>{say('title')}</legend>
      <label>
        {say('meeting')} <input name="meeting" value={meeting} onChange={(event) => setMeeting(event.target.value)} maxLength={80} />
      </label>
      <h4>{say('race')}</h4>
      {drivers.map((d, i) => (
        <div key={i} className="booking-row" data-testid="driver-row">
          <FigureSelect world={world} name="driver" label={`${say('driver')} ${i + 1}`} value={d.figure} onChange={(figure) => setDriver(i, { figure })} />{' '}
          <label>
            {say('reached')}{' '}
            <select name="reached" value={d.reached} onChange={(event) => setDriver(i, { reached: event.target.value as Reached })}>
              {(['heat', 'semifinal', 'final'] as const).map((r) => (
                <option key={r} value={r}>
                  {say(r)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {say('place')}{' '}
            <select name="place" value={d.place} onChange={(event) => setDriver(i, { place: event.target.value as Driver['place'] })}>
              {(['', '1', '2', '3'] as const).map((p) => (
                <option key={p} value={p}>
                  {p === '' ? '—' : `${p}.`}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            <input name="driver-died" type="checkbox" checked={d.died} onChange={(event) => setDriver(i, { died: event.target.checked })} /> {say('died')}
          </label>{' '}
          <button type="button" onClick={() => setDrivers(drivers.filter((_, j) => j !== i))}>
            {say('removeDriver')}
          </button>
        </div>
      ))}
      <button type="button" disabled={first === ''} onClick={() => setDrivers([...drivers, { figure: first, reached: 'heat', place: '', died: false }])}>
        {say('addDriver')}
      </button>
      <h4>{say('rolePlay')}</h4>
      {groups.map((g, i) => (
        <fieldset key={i} className="booking-group" data-testid="group">
          <legend>
            {say('group')} {i + 1}
          </legend>
          <label>
            {say('group')} <input name="group-name" value={g.name} onChange={(event) => setGroup(i, { name: event.target.value })} maxLength={60} />
          </label>{' '}
          <button type="button" onClick={() => setGroups(groups.filter((_, j) => j !== i))}>
            {say('removeGroup')}
          </button>
          {g.members.map((m, k) => (
            <div key={k} className="booking-row">
              <FigureSelect world={world} name="member" label={`${say('member')} ${k + 1}`} value={m.figure} onChange={(figure) => setMember(i, k, { figure })} />{' '}
              <label>
                {say('gp')} <input name="gp" type="number" min={0} step={0.1} value={m.gp} onChange={(event) => setMember(i, k, { gp: event.target.value })} />
              </label>{' '}
              <label>
                <input name="member-died" type="checkbox" checked={m.died} onChange={(event) => setMember(i, k, { died: event.target.checked })} /> {say('died')}
              </label>{' '}
              <button type="button" onClick={() => setGroup(i, { members: g.members.filter((_, j) => j !== k) })}>
                {say('removeMember')}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => setGroup(i, { members: [...g.members, { figure: first, gp: '0', died: false }] })}>
            {say('addMember')}
          </button>
        </fieldset>
      ))}
      <button type="button" disabled={first === ''} onClick={() => setGroups([...groups, { name: '', members: [{ figure: first, gp: '0', died: false }] }])}>
        {say('addGroup')}
      </button>
      <div>
        <ConfirmButton primary label={say('book')} disabled={empty || meeting.trim() === '' || note.trim() === '' || book.running} question={say('question')} confirm={say('yes')} onConfirm={() => void book.run()} />
      </div>
      {book.error !== undefined && <BookingRefusal error={book.error} lang={lang} say={say} />}
      {booked !== undefined && (
        <div className="ok" data-testid="booked">
          {say('booked')}:
          <ul>
            {booked.map((b, i) => (
              <li key={i}>
                {world.realms.find((r) => r.id === b.realm)?.name ?? b.realm}: {lang === 'de' ? b.de : b.en}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
