import { phoenixApi } from './phoenix-api.js';
import { useState } from 'react';
import { TERRAIN, type TerrainId } from '../../../src/games/phoenix/client.js';
import { api, Refusal } from '../api/client';
import type { MapImportPreview } from './answer-types';
import type { MonthStatus } from './month-status';
import { localized, useLang, type Lang } from '../app/i18n';
import { ConfirmButton } from '../ui/Confirm';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { FilePicker } from '../ui/FilePicker';

/** As the server takes it (src/server/games/phoenix/map-import-route.ts). */
export const MAX_BYTES = 5 * 1024 * 1024;

const TEXTS = {
  title: ['Karte aus der Access-Datenbank der Gemeinschaft (Tabelle Karte)', "Map from the community's Access database (table Karte)"],
  file: ['Datenbank (.mdb, .accdb)', 'Database (.mdb, .accdb)'],
  table: ['Kartentabelle', 'Map table'],
  preview: ['Vorschau', 'Preview'],
  none: ['Die Datenbank ändert an der Karte dieses Monats nichts.', "The database changes nothing on this month's map."],
  rows: ['Zeilen gelesen', 'rows read'],
  more: ['weitere geänderte Gemarken', 'more hexes changed'],
  apply: ['Als Korrektur übernehmen', 'Keep as a correction'],
  applyQuestion: ['Die Karte dieses Monats wird wie in der Vorschau geändert; die Korrektur steht mit der Begründung im Verlauf.', "This month's map is changed as previewed; the correction is listed with its reason."],
  yes: ['Ja, übernehmen', 'Yes, keep it'],
  applied: ['Übernommen', 'Kept'],
  tooLarge: ['Die Datenbank ist größer als 5 MB: in Access komprimieren oder die Tabelle als CSV ausgeben.', 'The database is larger than 5 MB: compact it in Access or export the table as CSV.'],
  terrain: ['Gelände', 'terrain'],
  owner: ['Besitzer', 'owner'],
  stronghold: ['Rüstort', 'stronghold'],
  nothing: ['—', '—'],
} as const;

/** The importer's refusals by code, so that a German page reads them in German (where they are stays as sent). */
const REFUSALS: Readonly<Record<string, readonly [string, string]>> = {
  'not-access': ['ist keine Access-Datenbank (.mdb oder .accdb)', 'is not an Access database (.mdb or .accdb)'],
  'bad-access': ['kann nicht als Access-Datenbank gelesen werden (oder ist mit einem Kennwort geschützt)', 'cannot be read as an Access database (or has a password)'],
  'no-table': ['fehlt in der Datenbank', 'is missing from the database'],
  'no-column': ['hat eine nötige Spalte nicht', 'lacks a column it needs'],
  'unknown-code': ['enthält einen Schlüssel, den die Nachschlagetabelle nicht kennt', 'holds a code its lookup table does not know'],
  'unknown-realm': ['nennt ein Reich, das es in dieser Partie nicht gibt', 'names a realm this match does not have'],
  'file-too-large': ['Die Datenbank ist größer als 5 MB.', 'The database is larger than 5 MB.'],
  'bad-file': ['Die Datei kam nicht lesbar an.', 'The file did not arrive readable.'],
  'missing-hexes': ['In der Datenbank fehlen Felder der Karte (fehlende Felder als Wasser anlegen?)', 'The database lacks hexes of the map (create missing hexes as water?)'],
};

export function ImportRefusal({ error, lang }: { readonly error: unknown; readonly lang: Lang }) {
  if (lang === 'en' || !(error instanceof Refusal)) return <ErrorNote error={error} />;
  const problems = error.problems.length > 0 ? error.problems : [{ code: error.code, message: error.message }];
  if (!problems.every((p) => p.code !== undefined && p.code in REFUSALS)) return <ErrorNote error={error} />;
  return (
    <div className="error" role="alert">
      <strong>Abgelehnt:</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            {'where' in p && p.where !== undefined && <code>{p.where}</code>} {localized(lang, REFUSALS[p.code as string] as readonly [string, string])}
            {p.code === 'unknown-realm' && `: ${/"([^"]+)"/.exec(p.message)?.[1] ?? ''}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The game master uploads the community's Access map database, sees what it would change on this
 * month's map, and keeps it as an audited correction with the reason given above.
 */
export function MapImport({ base, token, status, note, changeText, onApplied }: { readonly base: string; readonly token: string; readonly status: MonthStatus; readonly note: string; readonly changeText: (change: Record<string, number>) => string; readonly onApplied: () => void }) {
  const lang = useLang();
  const say = (key: keyof typeof TEXTS) => localized(lang, TEXTS[key]);
  const [file, setFile] = useState<File>();
  const [table, setTable] = useState('Karte');
  const send = useAction(async (apply: boolean) => {
    if (file === undefined) return undefined;
    if (file.size > MAX_BYTES) throw new Error(say('tooLarge'));
    const body = { period: status.period, file: base64(await file.arrayBuffer()), table, ...(apply ? { apply: { expectedVersion: status.version, note } } : {}) };
    const answer = await api<MapImportPreview>(`${phoenixApi(base)}/map-import`, { token, body });
    if (answer.applied) onApplied();
    return answer;
  });
  const preview = send.value;
  const value = (what: string, v: string | null) => (v === null ? say('nothing') : what === 'terrain' && lang === 'de' ? (TERRAIN[v as TerrainId]?.de ?? v) : v);
  const changed = preview !== undefined && Object.keys(preview.change).length > 0;
  return (
    <fieldset className="map-import">
      <legend>{say('title')}</legend>
      <FilePicker label={say('file')} name="mdb" accept=".mdb,.accdb" onFile={setFile} />{' '}
      <label>
        {say('table')} <input name="table" value={table} size={12} onChange={(event) => setTable(event.target.value)} />
      </label>{' '}
      <button type="button" disabled={file === undefined || send.running} onClick={() => void send.run(false)}>
        {say('preview')}
      </button>
      {send.error !== undefined && <ImportRefusal error={send.error} lang={lang} />}
      {preview !== undefined && (
        <div data-testid="map-preview">
          <p>
            {preview.rows.toLocaleString(lang)} {say('rows')}
            {changed && ` · ${changeText(preview.change)}`}
            {preview.applied && <strong className="ok"> · {say('applied')}</strong>}
          </p>
          {!changed && <p>{say('none')}</p>}
          {preview.hexes.length > 0 && (
            <ul className="map-changes">
              {preview.hexes.map((h) => (
                <li key={`${h.at}/${h.what}`}>
                  {h.at}: {say(h.what)} {value(h.what, h.from)} → {value(h.what, h.to)}
                </li>
              ))}
              {preview.more > 0 && (
                <li>
                  … {preview.more.toLocaleString(lang)} {say('more')}
                </li>
              )}
            </ul>
          )}
          {!preview.applied && changed && (
            <ConfirmButton primary label={say('apply')} disabled={note.trim() === '' || send.running} question={say('applyQuestion')} confirm={say('yes')} onConfirm={() => void send.run(true)} />
          )}
        </div>
      )}
    </fieldset>
  );
}
