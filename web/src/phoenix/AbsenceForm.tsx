import { useState } from 'react';
import type { World } from '../../../src/games/phoenix/client.js';
import { localized, useLang } from '../app/i18n';
import type { WorldEdit } from './worldEdits';

type RealmMark = 'present' | 'absent' | 'gods' | 'leaving';
type FigureMark = 'present' | 'castle' | 'returns' | 'away';

const TEXTS = {
  realmTitle: ['Abwesendes Reich (R §6.9)', 'Absent realm (R §6.9)'],
  realm: ['Reich', 'Realm'],
  mark: ['Stand diesen Monat', 'This month'],
  present: ['anwesend', 'present'],
  absent: ['fehlt', 'absent'],
  gods: ['unter Götterschutz (§6.9.1)', "under the gods' protection (§6.9.1)"],
  leaving: ['scheidet aus (§6.9.3)', 'leaves the game (§6.9.3)'],
  times: ['zum wievielten Mal', 'how many times'],
  registered: ['abgemeldet', 'registered (abgemeldet)'],
  figureTitle: ['Abwesender Charakter (R §6.10)', 'Absent character (R §6.10)'],
  figure: ['Figur', 'Figure'],
  castle: ['in der Elementaren Burg (6666/66)', 'in the Elemental Castle (6666/66)'],
  returns: ['zurück (erscheint in der Hauptstadt)', 'back (appears in the capital)'],
  away: ['nicht beim Treffen, bleibt auf dem Brett', 'not at the meeting, stays on the board'],
  save: ['Als Korrektur speichern', 'Save as a correction'],
} as const;

function realmMark(absence: World['realms'][number]['absence']): RealmMark {
  if (absence === undefined) return 'present';
  return 'protection' in absence ? absence.protection : 'absent';
}

/**
 * The game master marks a realm absent (R §6.9) or a character's player absent (R §6.10) for this
 * month; each saved mark is an audited correction, and the month's evaluation does the rest (P-230, P-187).
 */
export function AbsenceForm({ world, disabled, onSave }: { readonly world: World; readonly disabled: boolean; readonly onSave: (edit: WorldEdit) => void }) {
  const lang = useLang();
  const say = (key: keyof typeof TEXTS) => localized(lang, TEXTS[key]);
  const [realm, setRealm] = useState(world.realms[0]?.id ?? '');
  const current = world.realms.find((r) => r.id === realm)?.absence;
  const [mark, setMark] = useState<RealmMark>();
  const [times, setTimes] = useState<number>();
  const [registered, setRegistered] = useState<boolean>();
  const shownMark = mark ?? realmMark(current);
  const shownTimes = times ?? (current !== undefined && 'times' in current ? current.times : 1);
  const shownRegistered = registered ?? (current !== undefined && 'registered' in current ? current.registered : true);
  const figures = [...world.characters.map((c) => ({ kind: 'character' as const, f: c })), ...world.wizards.map((w) => ({ kind: 'wizard' as const, f: w }))];
  const [figure, setFigure] = useState(figures[0] === undefined ? '' : `${figures[0].kind}/${figures[0].f.id}`);
  const chosen = figures.find((x) => `${x.kind}/${x.f.id}` === figure);
  const [figureMark, setFigureMark] = useState<FigureMark>();
  const shownFigureMark = figureMark ?? chosen?.f.absence ?? 'present';
  return (
    <div className="edit-absence">
      <form
        className="edit-realm-absence"
        onSubmit={(event) => {
          event.preventDefault();
          const absence = shownMark === 'present' ? null : shownMark === 'absent' ? { times: shownTimes, registered: shownRegistered } : { protection: shownMark };
          onSave({ kind: 'realm-absence', realm, absence });
        }}
      >
        <fieldset>
          <legend>{say('realmTitle')}</legend>
          <label>
            {say('realm')}{' '}
            <select name="absent-realm" value={realm} onChange={(event) => (setRealm(event.target.value), setMark(undefined), setTimes(undefined), setRegistered(undefined))}>
              {world.realms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {say('mark')}{' '}
            <select name="realm-mark" value={shownMark} onChange={(event) => setMark(event.target.value as RealmMark)}>
              {(['present', 'absent', 'gods', 'leaving'] as const).map((m) => (
                <option key={m} value={m}>
                  {say(m)}
                </option>
              ))}
            </select>
          </label>{' '}
          {shownMark === 'absent' && (
            <>
              <label>
                {say('times')} <input name="times" type="number" min={1} max={99} step={1} value={shownTimes} onChange={(event) => setTimes(Number(event.target.value))} />
              </label>{' '}
              <label>
                <input name="registered" type="checkbox" checked={shownRegistered} onChange={(event) => setRegistered(event.target.checked)} /> {say('registered')}
              </label>{' '}
            </>
          )}
          <button type="submit" className="primary" disabled={disabled}>
            {say('save')}
          </button>
        </fieldset>
      </form>
      {chosen !== undefined && (
        <form
          className="edit-figure-absence"
          onSubmit={(event) => {
            event.preventDefault();
            onSave({ kind: 'figure-absence', figure: chosen.kind, id: chosen.f.id, absence: shownFigureMark === 'present' ? null : shownFigureMark });
          }}
        >
          <fieldset>
            <legend>{say('figureTitle')}</legend>
            <label>
              {say('figure')}{' '}
              <select name="absent-figure" value={figure} onChange={(event) => (setFigure(event.target.value), setFigureMark(undefined))}>
                {figures.map((x) => (
                  <option key={`${x.kind}/${x.f.id}`} value={`${x.kind}/${x.f.id}`}>
                    {x.f.name} ({x.f.realm})
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              {say('mark')}{' '}
              <select name="figure-mark" value={shownFigureMark} onChange={(event) => setFigureMark(event.target.value as FigureMark)}>
                {(['present', 'castle', 'returns', 'away'] as const).map((m) => (
                  <option key={m} value={m}>
                    {say(m)}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="submit" className="primary" disabled={disabled}>
              {say('save')}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}
