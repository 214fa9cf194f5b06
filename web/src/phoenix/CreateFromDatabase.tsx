import { useState } from 'react';
import { localized, useLang } from '../app/i18n';
import { base64, MAX_BYTES } from './MapImport';
import { FilePicker } from '../ui/FilePicker';

const TEXTS = {
  heading: ['Phoenix-Partie aus der Access-Datenbank', 'Phoenix match from the Access database'],
  file: ['Datenbank (.mdb, .accdb, Tabelle Karte)', 'Database (.mdb, .accdb, table Karte)'],
  fill: ['fehlende Felder als Wasser anlegen', 'create missing hexes as water'],
  create: ['Anlegen', 'Create'],
  tooLarge: ['Die Datenbank ist größer als 5 MB.', 'The database is larger than 5 MB.'],
} as const;

/** A new Phoenix match whose world is the community's map database: its map and realms, armies to be set by the game master (P-260). */
export function CreateFromDatabase({ title, running, onCreate }: { readonly title: string; readonly running: boolean; readonly onCreate: (body: () => Promise<unknown>) => void }) {
  const lang = useLang();
  const say = (key: keyof typeof TEXTS) => localized(lang, TEXTS[key]);
  const [file, setFile] = useState<File>();
  const [fill, setFill] = useState(false);
  return (
    <form
      className="create-from-database"
      aria-label={say('heading')}
      onSubmit={(event) => {
        event.preventDefault();
        if (file === undefined) return;
        onCreate(async () => {
          if (file.size > MAX_BYTES) throw new Error(say('tooLarge'));
          return { title, map: { file: base64(await file.arrayBuffer()), ...(fill ? { fill: 'water' } : {}) } };
        });
      }}
    >
      <h3>{say('heading')}</h3>
      <FilePicker label={say('file')} name="database" accept=".mdb,.accdb" onFile={setFile} />{' '}
      <label>
        <input type="checkbox" name="fill" checked={fill} onChange={(event) => setFill(event.target.checked)} /> {say('fill')}
      </label>{' '}
      <button type="submit" disabled={running || file === undefined}>
        {say('create')}
      </button>
    </form>
  );
}
